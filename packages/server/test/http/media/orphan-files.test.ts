import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORPHAN_GRACE_MS, sweepOrphanFiles } from '../../../src/domain/media/library.js';
import { mediaKeys } from '../../../src/domain/media/media-items.js';
import { sampleImage } from '../../support/images.js';
import { waitFor } from '../../support/raw-http.js';
import { bearer, createTestContext, manualClock, type TestContext } from '../../support/test-app.js';

// Files that no row points to — partial files of PUTs killed with the process, bytes PUT after
// their upload was completed, outputs of a generation killed before their row was written — are
// removed by the sweep once they are older than the grace period; everything a row points to stays.
const clock = manualClock(new Date());
let ctx: TestContext;
let account: { accountId: string; workspaceId: string; token: string };
let storageRoot: string;

beforeAll(async () => {
  // The worker starts only in the test of the worker, where its start-up pass is what is tested.
  ctx = await createTestContext({ clock, jobs: false });
  account = await ctx.account();
  storageRoot = path.join(ctx.database.dataDir, 'storage');
});
afterAll(async () => ctx?.close());

const local = (url: string) => url.replace('http://contentforge.test', '');
const stored = (key: string) => path.join(storageRoot, key);
const api = (method: 'POST' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: bearer(account.token), ...(payload ? { payload } : {}) });

async function pendingUpload(bytes?: Buffer) {
  const t = (await api('POST', '/v1/media/upload-url', { mimeType: 'image/png' })).json().data as {
    uploadUrl: string;
    path: string;
  };
  if (bytes) {
    const put = await ctx.app.inject({
      method: 'PUT',
      url: local(t.uploadUrl),
      payload: bytes,
      headers: { 'content-type': 'image/png' },
    });
    expect(put.statusCode).toBe(200);
  }
  return t;
}

async function completedItem() {
  const t = await pendingUpload(await sampleImage('png', 20, 20));
  const res = await api('POST', '/v1/media/complete', { path: t.path });
  expect(res.statusCode).toBe(201);
  return { ...t, item: res.json().data as { id: string; url: string; thumbnailUrl: string } };
}

const put = (key: string, bytes = Buffer.from('orphan')) =>
  ctx.services.blobs.put(key, Readable.from([bytes]), { maxBytes: 1 << 20, contentType: 'image/png' });

describe('the sweep of files no row points to', () => {
  it('removes old orphans on local disk and keeps every file a row points to', async () => {
    const live = await completedItem();
    const pending = await pendingUpload(Buffer.from('pending bytes, not yet completed'));
    const deleted = await completedItem();
    expect((await api('DELETE', `/v1/media/${deleted.item.id}`)).statusCode).toBe(200);

    // A PUT killed with the process leaves its temporary file next to the upload path.
    const killedPut = `${pending.path}.0123456789ab.partial`;
    writeFileSync(stored(killedPut), 'half an upload');
    // Bytes that reached a completed upload's path (a PUT that outlived the completion on S3).
    const late = await completedItem();
    await put(late.path);
    // A generation killed between writing its output and inserting its row.
    const output = mediaKeys(account.workspaceId, 'med_00000000000000000000000000', 'image/jpeg');
    await put(output.file);
    await put(output.thumbnail);
    const orphans = [killedPut, late.path, output.file, output.thumbnail];

    // Young orphans may still be in flight: nothing is removed yet.
    expect(await sweepOrphanFiles(ctx.services.media)).toBe(0);
    for (const key of orphans) expect(existsSync(stored(key)), key).toBe(true);

    const issuedAt = clock.now();
    clock.set(new Date(issuedAt.getTime() + ORPHAN_GRACE_MS + 60_000));
    try {
      expect(await sweepOrphanFiles(ctx.services.media, { batch: 2 })).toBe(orphans.length);
    } finally {
      clock.set(issuedAt);
    }
    for (const key of orphans) expect(existsSync(stored(key)), key).toBe(false);
    expect(existsSync(stored(pending.path))).toBe(true);
    for (const url of [live.item.url, live.item.thumbnailUrl]) {
      expect((await ctx.app.inject({ method: 'GET', url: local(url) })).statusCode).toBe(200);
    }
    expect(await sweepOrphanFiles(ctx.services.media)).toBe(0);
  });

  it('runs in the worker: a partial file left before a restart is gone after it', async () => {
    const pending = await pendingUpload();
    const killedPut = `${pending.path}.ba9876543210.partial`;
    await put(killedPut);
    const issuedAt = clock.now();
    clock.set(new Date(issuedAt.getTime() + ORPHAN_GRACE_MS + 60_000));
    await ctx.services.jobWorker.start();
    try {
      await waitFor('the partial file to be removed', () => !existsSync(stored(killedPut)));
    } finally {
      await ctx.services.jobWorker.stop();
      clock.set(issuedAt);
    }
  });
});
