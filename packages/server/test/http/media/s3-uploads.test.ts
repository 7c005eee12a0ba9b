import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORPHAN_GRACE_MS, sweepOrphanFiles } from '../../../src/domain/media/library.js';
import { sampleImage } from '../../support/images.js';
import { S3RVER_CREDENTIALS, type S3TestServer, startS3Server } from '../../support/s3-server.js';
import { bearer, createTestContext, manualClock, type TestContext } from '../../support/test-app.js';

// The whole upload flow with STORAGE_URL=s3://…, against a real S3-compatible server (s3rver).
let s3: S3TestServer;
let ctx: TestContext;
let token: string;
const savedEnv = { id: process.env.AWS_ACCESS_KEY_ID, secret: process.env.AWS_SECRET_ACCESS_KEY };

beforeAll(async () => {
  s3 = await startS3Server({ bucket: 'contentforge-media' });
  // The AWS SDK reads credentials from its default chain, as it will in production.
  process.env.AWS_ACCESS_KEY_ID = S3RVER_CREDENTIALS.accessKeyId;
  process.env.AWS_SECRET_ACCESS_KEY = S3RVER_CREDENTIALS.secretAccessKey;
  ctx = await createTestContext({
    env: {
      STORAGE_URL: `s3://contentforge-media?endpoint=${encodeURIComponent(s3.endpoint)}&region=us-east-1`,
      UPLOAD_MAX_BYTES: '65536',
    },
  });
  token = (await ctx.account()).token;
});
afterAll(async () => {
  await ctx?.close();
  await s3?.close();
  process.env.AWS_ACCESS_KEY_ID = savedEnv.id;
  process.env.AWS_SECRET_ACCESS_KEY = savedEnv.secret;
  if (savedEnv.id === undefined) delete process.env.AWS_ACCESS_KEY_ID;
  if (savedEnv.secret === undefined) delete process.env.AWS_SECRET_ACCESS_KEY;
});

async function ticket() {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/v1/media/upload-url',
    headers: bearer(token),
    payload: { mimeType: 'image/png' },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as { uploadUrl: string; path: string; headers: Record<string, string> };
}

const complete = (key: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/v1/media/complete',
    headers: bearer(token),
    payload: { path: key },
  });

describe('direct uploads to S3-compatible storage', () => {
  it('uploads straight to the bucket with a presigned PUT, completes, and serves the file', async () => {
    const t = await ticket();
    expect(t.uploadUrl.startsWith(s3.endpoint)).toBe(true);
    expect(new URL(t.uploadUrl).searchParams.get('X-Amz-SignedHeaders')).toMatch(/content-type/);
    const png = await sampleImage('png', 64, 48);
    const put = await fetch(t.uploadUrl, { method: 'PUT', headers: t.headers, body: png });
    expect(put.status).toBe(200);

    const res = await complete(t.path);
    expect(res.statusCode).toBe(201);
    const item = res.json().data;
    expect([item.width, item.height]).toEqual([64, 48]);
    const file = await ctx.app.inject({
      method: 'GET',
      url: item.url.replace('http://contentforge.test', ''),
    });
    expect(file.statusCode).toBe(200);
    expect(createHash('sha256').update(file.rawPayload).digest('hex')).toBe(item.sha256);
    // The embedded storage endpoint is not mounted when S3 holds the files.
    const local = await ctx.app.inject({ method: 'PUT', url: `/storage/${t.path}?token=x`, payload: png });
    expect(local.statusCode).toBe(404);
  });

  it('refuses at completion a file larger than the limit (a presigned PUT cannot), and deletes it', async () => {
    const t = await ticket();
    const put = await fetch(t.uploadUrl, {
      method: 'PUT',
      headers: t.headers,
      body: Buffer.alloc(70_000, 7),
    });
    expect(put.status).toBe(200);
    const res = await complete(t.path);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'payload_too_large', maxBytes: 65536 });
    expect(await ctx.services.blobs.stat(t.path)).toBeUndefined();
  });

  it('sweeps objects no row points to once they are old, keeping referenced ones', async () => {
    const t = await ticket();
    await fetch(t.uploadUrl, { method: 'PUT', headers: t.headers, body: await sampleImage('png', 16, 16) });
    const done = await complete(t.path);
    expect(done.statusCode).toBe(201);
    const item = done.json().data as { url: string; thumbnailUrl: string };
    const pending = await ticket();
    await fetch(pending.uploadUrl, { method: 'PUT', headers: pending.headers, body: Buffer.from('pending') });
    // Bytes at a completed upload's path, and a generated output whose row never came.
    const workspace = t.path.split('/')[1];
    const orphans = [t.path, `media/${workspace}/med_00000000000000000000000000.jpg`];
    for (const key of orphans) {
      await ctx.services.blobs.put(key, Readable.from([Buffer.from('orphan')]), {
        maxBytes: 100,
        contentType: 'image/png',
      });
    }
    const later = {
      ...ctx.services.media,
      clock: manualClock(new Date(Date.now() + ORPHAN_GRACE_MS + 60_000)),
    };
    expect(await sweepOrphanFiles(ctx.services.media)).toBe(0);
    expect(await sweepOrphanFiles(later)).toBe(orphans.length);
    for (const key of orphans) expect(await ctx.services.blobs.stat(key), key).toBeUndefined();
    expect(await ctx.services.blobs.stat(pending.path)).toBeDefined();
    for (const url of [item.url, item.thumbnailUrl]) {
      const res = await ctx.app.inject({ method: 'GET', url: url.replace('http://contentforge.test', '') });
      expect(res.statusCode).toBe(200);
    }
  });
});
