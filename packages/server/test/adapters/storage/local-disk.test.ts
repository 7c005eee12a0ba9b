import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalDiskStore } from '../../../src/adapters/storage/local-disk.js';
import type { BlobStore, ListedObject } from '../../../src/ports/blob-store.js';

let root: string;
let store: BlobStore;

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'contentforge-disk-'));
  store = createLocalDiskStore({ root, publicUrl: 'http://x', signingSecret: 'x'.repeat(32) });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const put = (key: string) =>
  store.put(key, Readable.from([Buffer.from(key)]), { maxBytes: 100, contentType: 'image/png' });

async function listAll(prefix: string): Promise<ListedObject[]> {
  const out: ListedObject[] = [];
  for await (const object of store.list(prefix)) out.push(object);
  return out.sort((a, b) => a.key.localeCompare(b.key));
}

describe('the local-disk store', () => {
  it('lists every file under a folder, however deep, with the time it was written', async () => {
    const keys = ['media/ws_a/med_1.png', 'media/ws_a/thumbnails/med_1.webp', 'media/ws_b/med_2.jpg'];
    for (const key of keys) await put(key);
    await put('uploads/ws_a/upl_1');
    const old = new Date('2020-01-01T00:00:00Z');
    utimesSync(path.join(root, keys[0]!), old, old);

    const listed = await listAll('media/');
    expect(listed.map((o) => o.key)).toEqual(keys);
    expect(listed[0]!.modifiedAt).toEqual(old);
    expect(listed[1]!.modifiedAt.getTime()).toBeGreaterThan(old.getTime());
    expect(await listAll('thumbnails/')).toEqual([]);
  });

  it('refuses a folder outside its root', () => {
    for (const prefix of ['../', '/etc/', 'media/../../']) {
      expect(() => store.list(prefix), prefix).toThrow(/invalid storage key/);
    }
  });

  it('probes for readiness by making its root and checking that it can write there', async () => {
    const fresh = path.join(root, 'not-yet');
    await createLocalDiskStore({ root: fresh, publicUrl: 'http://x', signingSecret: 'x'.repeat(32) }).probe();
    writeFileSync(path.join(root, 'a-file'), '');
    const blocked = createLocalDiskStore({
      root: path.join(root, 'a-file', 'storage'),
      publicUrl: 'http://x',
      signingSecret: 'x'.repeat(32),
    });
    await expect(blocked.probe()).rejects.toThrow(/ENOTDIR|EEXIST/);
  });
});
