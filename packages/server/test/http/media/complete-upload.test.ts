import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Env } from '../../../src/config.js';
import { cutShort, gifBomb, pngBomb, sampleImage, sidewaysJpegWithGps } from '../../support/images.js';
import { radosGatewayBucket, useAwsCredentials } from '../../support/s3-test-bucket.js';
import { bearer, createTestContext, type TestContext } from '../../support/test-app.js';

const s3 = await radosGatewayBucket();

// Completion reads storage only through the port, so every case runs on both adapters: local disk
// (bytes PUT to the service's own endpoint) and S3 (bytes PUT straight to Ceph's RADOS Gateway,
// skipped with one line saying why where Ceph cannot run).
const completionOn = (storage: 'local disk' | 'S3') => {
  let ctx: TestContext;
  let account: { accountId: string; workspaceId: string; token: string };
  let stranger: { accountId: string; workspaceId: string; token: string };
  let restoreCredentials = () => {};

  /** A test context on this storage, with more env on top. */
  const contextFor = (env: Env = {}) =>
    createTestContext({ env: { ...(storage === 'S3' ? { STORAGE_URL: s3!.storageUrl } : {}), ...env } });

  beforeAll(async () => {
    if (storage === 'S3') restoreCredentials = useAwsCredentials(s3!.credentials);
    ctx = await contextFor();
    account = await ctx.account();
    stranger = await ctx.account();
  });
  afterAll(async () => {
    await ctx?.close();
    restoreCredentials();
  });

  const local = (url: string) => url.replace('http://contentforge.test', '');

  /** PUTs bytes to an upload URL: the service's own storage endpoint, or the S3 server. */
  async function putBytes(app: TestContext['app'], uploadUrl: string, bytes: Buffer, mimeType: string) {
    if (uploadUrl.startsWith('http://contentforge.test/')) {
      const res = await app.inject({
        method: 'PUT',
        url: local(uploadUrl),
        payload: bytes,
        headers: { 'content-type': mimeType },
      });
      return res.statusCode;
    }
    return (await fetch(uploadUrl, { method: 'PUT', body: bytes, headers: { 'content-type': mimeType } }))
      .status;
  }

  /** Whether storage holds anything under a key, asked through the port as completion does. */
  const storedAt = async (key: string, on = ctx) => (await on.services.blobs.stat(key)) !== undefined;

  /** Upload address then upload PUT: answers the upload's path with `bytes` stored under it. */
  async function upload(mimeType: string, bytes: Buffer | null, who = account) {
    const ticket = await ctx.app.inject({
      method: 'POST',
      url: '/v1/media/upload-url',
      headers: bearer(who.token),
      payload: { mimeType },
    });
    const { uploadUrl, path: key } = ticket.json().data;
    if (bytes) expect(await putBytes(ctx.app, uploadUrl, bytes, mimeType)).toBe(200);
    return { key: key as string, uploadUrl: uploadUrl as string };
  }

  const complete = (key: string, who = account) =>
    ctx.app.inject({
      method: 'POST',
      url: '/v1/media/complete',
      headers: bearer(who.token),
      payload: { path: key },
    });

  describe('POST /media/complete (upload completion)', () => {
    it('adds the image to the library and serves it and its thumbnail at stable public URLs', async () => {
      const png = await sampleImage('png', 640, 480);
      const { key } = await upload('image/png', png);
      const res = await complete(key);
      expect(res.statusCode).toBe(201);
      const item = res.json().data;
      expect(item).toMatchObject({
        workspaceId: account.workspaceId,
        mimeType: 'image/png',
        width: 640,
        height: 480,
        source: 'upload',
      });
      expect(item.id).toMatch(/^med_/);
      expect(item.url).toBe(`http://contentforge.test/files/${account.workspaceId}/${item.id}.png`);
      expect(item.thumbnailUrl).toBe(
        `http://contentforge.test/files/${account.workspaceId}/thumbnails/${item.id}.webp`,
      );

      const file = await ctx.app.inject({ method: 'GET', url: local(item.url) });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.headers['cache-control']).toMatch(/max-age=31536000/);
      // bytes and sha256 describe exactly the file the URL serves.
      expect(file.rawPayload.length).toBe(item.bytes);
      expect(createHash('sha256').update(file.rawPayload).digest('hex')).toBe(item.sha256);
      const again = await ctx.app.inject({
        method: 'GET',
        url: local(item.url),
        headers: { 'if-none-match': file.headers.etag as string },
      });
      expect(again.statusCode).toBe(304);

      const thumb = await ctx.app.inject({ method: 'GET', url: local(item.thumbnailUrl) });
      expect(thumb.headers['content-type']).toBe('image/webp');
      const meta = await sharp(thumb.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(Math.max(meta.width!, meta.height!)).toBe(400);

      // The upload's own bytes are gone; a repeat answers 200 with the same item.
      expect(await storedAt(key)).toBe(false);
      const repeat = await complete(key);
      expect(repeat.statusCode).toBe(200);
      expect(repeat.json().data).toEqual(item);
    });

    it('applies the EXIF orientation, then removes EXIF and GPS', async () => {
      const { key } = await upload('image/jpeg', await sidewaysJpegWithGps());
      const res = await complete(key);
      expect(res.statusCode).toBe(201);
      const item = res.json().data;
      expect([item.width, item.height]).toEqual([480, 640]);
      const stored = (await ctx.app.inject({ method: 'GET', url: local(item.url) })).rawPayload;
      const meta = await sharp(stored).metadata();
      expect([meta.width, meta.height]).toEqual([480, 640]);
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
    });

    it.each([['webp'], ['gif'], ['avif']] as const)('takes %s images', async (format) => {
      const { key } = await upload(`image/${format}`, await sampleImage(format, 320, 200));
      const res = await complete(key);
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toMatchObject({ mimeType: `image/${format}`, width: 320, height: 200 });
    });

    it('checks the magic bytes: HTML, SVG or a JPEG declared as PNG are 422 invalid_image, and deleted', async () => {
      const cases: Array<[string, Buffer]> = [
        ['html', Buffer.from('<!doctype html><script>alert(1)</script>')],
        ['svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')],
        ['jpeg', await sampleImage('jpeg')],
      ];
      for (const [what, bytes] of cases) {
        const { key, uploadUrl } = await upload('image/png', bytes);
        const res = await complete(key);
        expect(res.statusCode, what).toBe(422);
        expect(res.json()).toMatchObject({ code: 'invalid_image' });
        expect(await storedAt(key), what).toBe(false);
        // The upload is still pending: the right bytes can be PUT and completed.
        expect(await putBytes(ctx.app, uploadUrl, await sampleImage('png', 32, 32), 'image/png')).toBe(200);
        expect((await complete(key)).statusCode).toBe(201);
      }
    });

    it('refuses a truncated image of every type with 422 invalid_image, also one closed with its end marker', async () => {
      for (const format of ['png', 'jpeg', 'webp', 'gif', 'avif'] as const) {
        const whole = await sampleImage(format, 800, 600);
        const half = Math.floor(whole.length / 2);
        for (const [how, bytes] of [
          ['cut', whole.subarray(0, half)],
          ['cut and closed', cutShort(whole, half, format)],
        ] as const) {
          const { key } = await upload(`image/${format}`, bytes);
          const res = await complete(key);
          expect(res.statusCode, `${format} ${how}`).toBe(422);
          expect(res.json().code, `${format} ${how}`).toBe('invalid_image');
          expect(await storedAt(key), `${format} ${how}`).toBe(false);
        }
      }
    });

    it('refuses a JPEG cut short after its header and closed with an end marker, instead of a grey 7000×7000', async () => {
      const whole = await sharp({
        create: { width: 7000, height: 7000, channels: 3, background: '#808080' },
      })
        .jpeg({ quality: 50 })
        .toBuffer();
      // 268 bytes: the header, the first bytes of the scan, then EOI. Decoders fill the missing rows.
      const { key } = await upload('image/jpeg', cutShort(whole, 266, 'jpeg'));
      const res = await complete(key);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'invalid_image' });
      expect(await storedAt(key)).toBe(false);
    });

    it('refuses an image over 16,383 pixels on a side from its header with 422 image_too_large, however few its pixels', async () => {
      for (const [width, height] of [
        [1, 49_000_000],
        [16_384, 1],
      ] as const) {
        // The tall one is a few hundred kilobytes, and re-encoding its 49 million rows took a minute.
        const { key } = await upload('image/png', await pngBomb(width, height));
        const res = await complete(key);
        expect(res.statusCode, `${width}×${height}`).toBe(422);
        expect(res.json()).toMatchObject({ code: 'image_too_large', width, height, maxSide: 16_383 });
        expect(await storedAt(key)).toBe(false);
      }
      const { key } = await upload('image/png', await pngBomb(16_383, 2));
      const res = await complete(key);
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toMatchObject({ width: 16_383, height: 2 });
    });

    it('counts every frame of an animation against the 50 megapixels, from the header', async () => {
      // 51 frames of a 1000×1000 canvas: about a kilobyte, 51 megapixels once decoded.
      const { key } = await upload('image/gif', gifBomb(1000, 1000, 51));
      const res = await complete(key);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'image_too_large', width: 1000, height: 1000, frames: 51 });
      expect(await storedAt(key)).toBe(false);
    });

    it('refuses a 30000×30000 PNG bomb from its header with 422 image_too_large, without decoding it', async () => {
      const bomb = await pngBomb(30000, 30000);
      expect(bomb.length).toBeLessThan(8 * 1024 * 1024);
      const big = await contextFor({ UPLOAD_MAX_BYTES: String(16 * 1024 * 1024) });
      try {
        const owner = await big.account();
        const ticket = (
          await big.app.inject({
            method: 'POST',
            url: '/v1/media/upload-url',
            headers: bearer(owner.token),
            payload: { mimeType: 'image/png' },
          })
        ).json().data;
        expect(await putBytes(big.app, ticket.uploadUrl, bomb, 'image/png')).toBe(200);
        const rssBefore = process.memoryUsage().rss;
        const res = await big.app.inject({
          method: 'POST',
          url: '/v1/media/complete',
          headers: bearer(owner.token),
          payload: { path: ticket.path },
        });
        expect(res.statusCode).toBe(422);
        expect(res.json()).toMatchObject({ code: 'image_too_large', width: 30000, height: 30000 });
        // Decoding would need 900 MB; reading the header needs next to nothing.
        expect(process.memoryUsage().rss - rssBefore).toBeLessThan(200 * 1024 * 1024);
      } finally {
        await big.close();
      }
    });

    it('answers 422 upload_incomplete before any bytes arrived', async () => {
      const { key } = await upload('image/png', null);
      const res = await complete(key);
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe('upload_incomplete');
    });

    it("answers 404 for another workspace's upload or an unknown path", async () => {
      const { key } = await upload('image/png', await sampleImage('png', 16, 16), stranger);
      expect((await complete(key)).statusCode).toBe(404);
      expect((await complete('uploads/ws_x/upl_y')).statusCode).toBe(404);
      // The owner can still complete it.
      expect((await complete(key, stranger)).statusCode).toBe(201);
    });
  });

  describe('GET /files/…', () => {
    it("answers 404 for an unknown id, another workspace's path or the wrong extension", async () => {
      const { key } = await upload('image/png', await sampleImage('png', 16, 16));
      const item = (await complete(key)).json().data;
      const cases = [
        `/files/${account.workspaceId}/med_00000000000000000000000000.png`,
        `/files/${stranger.workspaceId}/${item.id}.png`,
        `/files/${account.workspaceId}/${item.id}.jpg`,
        `/files/${account.workspaceId}/thumbnails/${item.id}.png`,
        `/files/${account.workspaceId}/..%2F..%2Fcontentforge.db`,
      ];
      for (const url of cases) {
        const res = await ctx.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
      }
    });
  });
};

describe('on local disk storage', () => completionOn('local disk'));
describe.runIf(s3)('on S3 storage', () => completionOn('S3'));
