import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleImage, sidewaysJpegWithGps } from '../../support/images.js';
import { fetchFile } from '../../support/media-upload.js';
import { bearer, createTestContext, type TestContext } from '../../support/test-app.js';

/** A web server with a few images, a page, a redirect, and a file that never ends. */
let site: http.Server;
let base: string;
let photo: Buffer;
let ctx: TestContext;
let account: { accountId: string; workspaceId: string; token: string };

beforeAll(async () => {
  photo = await sidewaysJpegWithGps();
  const png = await sampleImage('png', 64, 48);
  site = http.createServer((req, res) => {
    switch (req.url) {
      case '/photos/holiday.jpg':
        // Sent as octet-stream on purpose: the type is read from the bytes.
        res.writeHead(200, { 'content-type': 'application/octet-stream' });
        return res.end(photo);
      case '/moved':
        res.writeHead(302, { location: '/img/logo.png' });
        return res.end();
      case '/img/logo.png':
        res.writeHead(200, { 'content-type': 'image/png' });
        return res.end(png);
      case '/page.html':
        res.writeHead(200, { 'content-type': 'image/png' });
        return res.end('<!doctype html><title>not an image</title>');
      case '/odd/100%.png':
      case '/odd/%E0%A4%A.png':
        res.writeHead(200, { 'content-type': 'image/png' });
        return res.end(png);
      case '/broken-redirect':
        res.writeHead(302, { location: 'http://[::1' });
        return res.end();
      case '/file-redirect':
        res.writeHead(302, { location: 'file:///etc/passwd' });
        return res.end();
      case '/loop':
        res.writeHead(301, { location: '/loop' });
        return res.end();
      case '/endless': {
        // No Content-Length: the limit is found while reading.
        res.writeHead(200, { 'content-type': 'image/jpeg' });
        const chunk = Buffer.alloc(64 * 1024, 0xff);
        const pump = () => {
          while (res.write(chunk)) {
            /* until the socket is full */
          }
        };
        res.on('drain', pump);
        res.on('error', () => undefined);
        return pump();
      }
      default:
        res.writeHead(404, { 'content-type': 'text/plain' });
        return res.end('not found');
    }
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  ctx = await createTestContext({
    env: { ALLOW_PRIVATE_TARGETS: 'true', UPLOAD_MAX_BYTES: String(1024 * 1024) },
  });
  account = await ctx.account();
});
afterAll(async () => {
  site?.closeAllConnections();
  await new Promise((resolve) => site?.close(resolve));
  await ctx?.close();
});

const importUrl = (payload: object, token = account.token) =>
  ctx.app.inject({ method: 'POST', url: '/v1/media/import', headers: bearer(token), payload });

const libraryCount = async () =>
  (await ctx.app.inject({ method: 'GET', url: '/v1/media?limit=100', headers: bearer(account.token) })).json()
    .data.length as number;

describe('importing an image from an address', () => {
  it('fetches it, reads its type from the bytes, applies the orientation and removes the location', async () => {
    const res = await importUrl({ url: `${base}/photos/holiday.jpg` });
    expect(res.statusCode).toBe(201);
    const item = res.json().data;
    expect(item).toMatchObject({ source: 'upload', mimeType: 'image/jpeg', width: 480, height: 640 });
    const file = await fetchFile(ctx, item.url);
    expect(file.status).toBe(200);
    const meta = await sharp(file.bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation ?? 1).toBe(1);
    const listed = await ctx.app.inject({
      method: 'GET',
      url: `/v1/media/${item.id}`,
      headers: bearer(account.token),
    });
    expect(listed.json().data.id).toBe(item.id);
  });

  it('follows redirects', async () => {
    const res = await importUrl({ url: `${base}/moved`, filename: 'brand-logo.png' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ mimeType: 'image/png', width: 64, height: 48 });
  });

  it('takes an address whose name is not valid percent-encoding, as the name is written', async () => {
    for (const name of ['100%.png', '%E0%A4%A.png']) {
      const res = await importUrl({ url: `${base}/odd/${name}` });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data).toMatchObject({ mimeType: 'image/png', width: 64, height: 48 });
    }
  });

  it('refuses a redirect to an address that is not a URL, or not http(s), with a 422', async () => {
    const broken = await importUrl({ url: `${base}/broken-redirect` });
    expect(broken.statusCode, broken.body).toBe(422);
    expect(broken.json()).toMatchObject({ code: 'media_fetch_failed' });
    expect(broken.json().detail).toMatch(/not a valid URL/);
    const file = await importUrl({ url: `${base}/file-redirect` });
    expect(file.statusCode, file.body).toBe(422);
    expect(file.json().detail).toMatch(/file: address/);
  });

  it('refuses what is not an image, what is missing, too large, or redirects without end — adding nothing', async () => {
    const before = await libraryCount();
    const page = await importUrl({ url: `${base}/page.html` });
    expect(page.statusCode).toBe(415);
    expect(page.json().code).toBe('unsupported_media_type');

    const missing = await importUrl({ url: `${base}/nothing.png` });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ code: 'media_fetch_failed' });
    expect(missing.json().detail).toContain('404');

    const endless = await importUrl({ url: `${base}/endless` });
    expect(endless.statusCode).toBe(413);
    expect(endless.json()).toMatchObject({ code: 'payload_too_large', maxBytes: 1024 * 1024 });

    const loop = await importUrl({ url: `${base}/loop` });
    expect(loop.statusCode).toBe(422);
    expect(loop.json().detail).toMatch(/redirects/);

    const closed = await importUrl({ url: 'http://127.0.0.1:9/x.png' });
    expect(closed.statusCode).toBe(422);
    expect(closed.json().code).toBe('media_fetch_failed');
    expect(await libraryCount()).toBe(before);
  });

  it('validates the request and the caller’s role', async () => {
    expect((await importUrl({ url: 'ftp://example.com/a.png' })).statusCode).toBe(400);
    const typo = await importUrl({ url: `${base}/moved`, fileName: 'x.png' });
    expect(typo.statusCode).toBe(400);
    expect(typo.json().detail).toContain('fileName');
    const viewer = await ctx.token({ accountId: account.accountId, role: 'viewer' });
    expect((await importUrl({ url: `${base}/moved` }, viewer.token)).statusCode).toBe(403);
  });

  it('fetches only public addresses unless the operator allows private ones', async () => {
    const strict = await createTestContext();
    try {
      const who = await strict.account();
      const res = await strict.app.inject({
        method: 'POST',
        url: '/v1/media/import',
        headers: bearer(who.token),
        payload: { url: `${base}/photos/holiday.jpg` },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'media_fetch_failed' });
      expect(res.json().detail).toMatch(/public addresses/);
    } finally {
      await strict.close();
    }
  });
});
