import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalDiskStore } from '../../../src/adapters/storage/local-disk.js';
import { COLLECT_EVERY_BYTES, collectsSpentChunks } from '../../../src/adapters/storage/spent-chunks.js';
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

  it('frees the chunks of a large upload as it goes rather than letting them pile up', async () => {
    // The buffers a socket hands over, each its own 64 KiB; V8 alone would keep 32 MiB of them.
    const chunkBytes = 64 * 1024;
    const chunks = (48 * 1024 * 1024) / chunkBytes;
    const before = process.memoryUsage().arrayBuffers;
    let most = 0;
    let index = 0;
    const body = new Readable({
      read() {
        most = Math.max(most, process.memoryUsage().arrayBuffers - before);
        if (index === chunks) return void this.push(null);
        this.push(Buffer.allocUnsafeSlow(chunkBytes).fill(index++ % 251));
      },
    });
    const stored = await store.put('uploads/ws_a/large', body, {
      maxBytes: chunks * chunkBytes,
      contentType: 'image/png',
    });
    expect(stored.size).toBe(chunks * chunkBytes);

    expect(collectsSpentChunks).toBe(true);
    // What was streamed since the last collection, the file's write buffer and the reader's queue.
    expect(most).toBeLessThanOrEqual(COLLECT_EVERY_BYTES + 2 * 1024 * 1024);
  });
});
