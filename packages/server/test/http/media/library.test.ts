import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepExpiredUploads } from '../../../src/domain/media/library.js';
import { sampleImage } from '../../support/images.js';
import { bearer, createTestContext, manualClock, type TestContext } from '../../support/test-app.js';

const clock = manualClock();
let ctx: TestContext;
let account: { accountId: string; workspaceId: string; token: string };
let stranger: { accountId: string; workspaceId: string; token: string };

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  account = await ctx.account();
  stranger = await ctx.account();
});
afterAll(async () => ctx?.close());

const local = (url: string) => url.replace('http://contentforge.test', '');
const api = (method: 'GET' | 'POST' | 'DELETE', url: string, token = account.token, payload?: object) =>
  ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function startUpload(token = account.token) {
  return (await api('POST', '/v1/media/upload-url', token, { mimeType: 'image/png' })).json().data as {
    uploadUrl: string;
    path: string;
  };
}

async function addImage(token = account.token) {
  const { uploadUrl, path: key } = await startUpload(token);
  await ctx.app.inject({
    method: 'PUT',
    url: local(uploadUrl),
    payload: await sampleImage('png', 24, 24),
    headers: { 'content-type': 'image/png' },
  });
  const res = await api('POST', '/v1/media/complete', token, { path: key });
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: string; url: string; thumbnailUrl: string };
}

describe('the media library', () => {
  it('lists items newest first in pages, filtered by source', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await addImage()).id);
    await addImage(stranger.token);
    const first = (await api('GET', '/v1/media?limit=3')).json();
    expect(first.data.map((m: { id: string }) => m.id)).toEqual(ids.slice(-3).reverse());
    const second = (await api('GET', `/v1/media?limit=3&cursor=${first.nextCursor}`)).json();
    expect(second.data.map((m: { id: string }) => m.id)).toEqual(ids.slice(0, 2).reverse());
    expect(second.nextCursor).toBeUndefined();
    expect((await api('GET', '/v1/media?source=generation')).json().data).toEqual([]);
    expect((await api('GET', '/v1/media?source=upload&limit=100')).json().data).toHaveLength(5);
    expect((await api('GET', '/v1/media?source=video')).statusCode).toBe(400);
  });

  it("gets one item, and answers 404 for another workspace's", async () => {
    const mine = await addImage();
    const theirs = await addImage(stranger.token);
    const res = await api('GET', `/v1/media/${mine.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.id).toBe(mine.id);
    expect((await api('GET', `/v1/media/${theirs.id}`)).statusCode).toBe(404);
    expect((await api('GET', '/v1/media/med_nope')).statusCode).toBe(404);
  });

  it('deletes an item: gone from the library, its URLs answer 404', async () => {
    const item = await addImage();
    const theirs = await addImage(stranger.token);
    expect((await api('DELETE', `/v1/media/${theirs.id}`)).statusCode).toBe(404);
    const viewer = await ctx.token({ accountId: account.accountId, role: 'viewer' });
    expect((await api('DELETE', `/v1/media/${item.id}`, viewer.token)).statusCode).toBe(403);

    const res = await api('DELETE', `/v1/media/${item.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { id: item.id, deleted: true } });
    expect((await api('GET', `/v1/media/${item.id}`)).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: local(item.url) })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: local(item.thumbnailUrl) })).statusCode).toBe(404);
    expect((await api('DELETE', `/v1/media/${item.id}`)).statusCode).toBe(404);
    const listed = (await api('GET', '/v1/media?limit=100')).json().data.map((m: { id: string }) => m.id);
    expect(listed).not.toContain(item.id);
  });
});

describe('the sweep of expired uploads', () => {
  it('expires pending uploads after an hour and removes their bytes, leaving completed ones alone', async () => {
    const pending = await startUpload();
    await ctx.app.inject({
      method: 'PUT',
      url: local(pending.uploadUrl),
      payload: await sampleImage('png', 8, 8),
      headers: { 'content-type': 'image/png' },
    });
    const kept = await addImage();
    const file = path.join(ctx.database.dataDir, 'storage', pending.path);
    expect(existsSync(file)).toBe(true);

    expect(await sweepExpiredUploads(ctx.services.media)).toBe(0);
    clock.advance(60 * 60_000 + 1000);
    expect(await sweepExpiredUploads(ctx.services.media)).toBeGreaterThanOrEqual(1);
    expect(existsSync(file)).toBe(false);
    const late = await api('POST', '/v1/media/complete', account.token, { path: pending.path });
    expect(late.statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: local(kept.url) })).statusCode).toBe(200);
    expect(await sweepExpiredUploads(ctx.services.media)).toBe(0);
  });
});
