import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, manualClock, type TestContext } from '../../support/test-app.js';

const clock = manualClock();
let ctx: TestContext;
let account: { accountId: string; workspaceId: string; token: string };
let storageRoot: string;

beforeAll(async () => {
  ctx = await createTestContext({ clock, env: { UPLOAD_MAX_BYTES: '65536' } });
  account = await ctx.account();
  storageRoot = path.join(ctx.database.dataDir, 'storage');
});
afterAll(async () => ctx?.close());

async function ticket(body: object = { mimeType: 'image/png' }, token = account.token) {
  return ctx.app.inject({
    method: 'POST',
    url: `/v1/workspaces/${account.workspaceId}/media/upload-url`,
    headers: bearer(token),
    payload: body,
  });
}

/** The storage endpoint address of an upload URL (the tests call the app directly). */
const local = (uploadUrl: string) => uploadUrl.replace('http://contentforge.test', '');

/** `null` sends no Content-Type at all. */
const put = (url: string, bytes: Buffer, contentType: string | null = 'image/png') =>
  ctx.app.inject({
    method: 'PUT',
    url: local(url),
    payload: bytes,
    headers: contentType ? { 'content-type': contentType } : {},
  });

const stored = (p: string) => path.join(storageRoot, p);

/** The ETag the embedded storage gives: CRC-32 and length of the bytes, quoted. */
const contentTag = (bytes: Buffer) =>
  `"${crc32(bytes).toString(16).padStart(8, '0')}-${bytes.length.toString(16)}"`;
const allFiles = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((d) => d.isFile())
        .map((d) => d.name)
    : [];

describe('POST /media/upload-url (the upload address)', () => {
  it('answers where to PUT the bytes, for how long, up to what size and with which headers', async () => {
    const res = await ticket({ mimeType: 'image/png', filename: 'product.png', size: 1200 });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.path).toMatch(new RegExp(`^uploads/${account.workspaceId}/upl_[0-9a-z]{26}$`));
    expect(data.uploadUrl).toMatch(new RegExp(`^http://contentforge\\.test/storage/${data.path}\\?token=`));
    expect(data.expiresAt).toBe(new Date(clock.now().getTime() + 15 * 60_000).toISOString());
    expect(data.maxBytes).toBe(65536);
    expect(data.headers).toEqual({ 'Content-Type': 'image/png' });
  });

  it('is the same without the workspace prefix', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/v1/media/upload-url',
      headers: bearer(account.token),
      payload: { mimeType: 'image/webp' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.path).toMatch(new RegExp(`^uploads/${account.workspaceId}/`));
  });

  it('refuses other types with 415 and a size over the limit with 413, storing nothing', async () => {
    for (const mimeType of ['text/html', 'image/svg+xml', 'application/pdf', 'image/PNG']) {
      const res = await ticket({ mimeType });
      expect(res.statusCode, mimeType).toBe(415);
      expect(res.json().code).toBe('unsupported_media_type');
    }
    const big = await ticket({ mimeType: 'image/png', size: 65537 });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: 'payload_too_large', maxBytes: 65536 });
    const missing = await ticket({});
    expect(missing.statusCode).toBe(400);
  });

  it('needs the editor role', async () => {
    const viewer = await ctx.token({ accountId: account.accountId, role: 'viewer' });
    expect((await ticket({ mimeType: 'image/png' }, viewer.token)).statusCode).toBe(403);
  });
});

describe('PUT {uploadUrl} on the embedded storage (the upload PUT)', () => {
  it('stores the bytes and answers 200 with an ETag naming the content', async () => {
    const { data } = (await ticket()).json();
    const bytes = Buffer.from('not checked until completion, stored as sent');
    const res = await put(data.uploadUrl, bytes);
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBe(contentTag(bytes));
    expect(res.headers['access-control-expose-headers']).toBe('ETag');
    expect(readFileSync(stored(data.path))).toEqual(bytes);
  });

  it('replaces the bytes when the same URL is PUT again', async () => {
    const { data } = (await ticket()).json();
    await put(data.uploadUrl, Buffer.from('first'));
    await put(data.uploadUrl, Buffer.from('second, longer'));
    expect(readFileSync(stored(data.path), 'utf8')).toBe('second, longer');
  });

  it('answers 403 for another Content-Type, a tampered, foreign or missing token', async () => {
    const { data } = (await ticket()).json();
    const other = (await ticket()).json().data;
    const url = new URL(data.uploadUrl);
    const token = url.searchParams.get('token')!;
    const tampered = `${token.slice(0, -3)}${token.endsWith('AAA') ? 'BBB' : 'AAA'}`;
    const cases: Array<[string, string | null, RegExp]> = [
      [data.uploadUrl, 'image/jpeg', /SignatureDoesNotMatch/],
      [data.uploadUrl, null, /SignatureDoesNotMatch/],
      [
        `${url.origin}${url.pathname}?token=${encodeURIComponent(tampered)}`,
        'image/png',
        /SignatureDoesNotMatch/,
      ],
      // A token is bound to its path: it cannot be used to write another upload's bytes.
      [
        `${url.origin}/storage/${other.path}?token=${encodeURIComponent(token)}`,
        'image/png',
        /SignatureDoesNotMatch/,
      ],
      [`${url.origin}${url.pathname}`, 'image/png', /AccessDenied/],
    ];
    for (const [target, type, code] of cases) {
      const res = await put(target, Buffer.from('x'), type);
      expect(res.statusCode, `${target} ${type}`).toBe(403);
      expect(res.headers['content-type']).toMatch(/application\/xml/);
      expect(res.body).toMatch(code);
    }
    expect(existsSync(stored(data.path))).toBe(false);
    expect(existsSync(stored(other.path))).toBe(false);
  });

  it('answers 403 once the URL has expired', async () => {
    const { data } = (await ticket()).json();
    clock.advance(15 * 60_000 + 31_000);
    const res = await put(data.uploadUrl, Buffer.from('late'));
    expect(res.statusCode).toBe(403);
    expect(res.body).toMatch(/AccessDenied.*expired/s);
    expect(existsSync(stored(data.path))).toBe(false);
  });

  it('answers 413 past maxBytes and keeps no partial file', async () => {
    const { data } = (await ticket()).json();
    const res = await put(data.uploadUrl, Buffer.alloc(65537, 1));
    expect(res.statusCode).toBe(413);
    expect(res.body).toMatch(/EntityTooLarge/);
    expect(existsSync(stored(data.path))).toBe(false);
    expect(allFiles(storageRoot).filter((f) => f.endsWith('.partial'))).toEqual([]);
  });

  it('keeps every path inside the storage root', async () => {
    const { data } = (await ticket()).json();
    const token = new URL(data.uploadUrl).searchParams.get('token')!;
    for (const evil of ['../../../etc/passwd', '..%2f..%2fsecret', 'uploads/../../x', '%2e%2e/%2e%2e/x']) {
      const res = await put(`/storage/${evil}?token=${encodeURIComponent(token)}`, Buffer.from('x'));
      expect(res.statusCode, evil).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, evil).toBeLessThan(500);
    }
    expect(existsSync(path.join(ctx.database.dataDir, 'x'))).toBe(false);
    expect(existsSync(path.join(ctx.database.dataDir, 'secret'))).toBe(false);
  });

  it('answers the CORS preflight of a browser on another origin', async () => {
    const { data } = (await ticket()).json();
    const res = await ctx.app.inject({
      method: 'OPTIONS',
      url: local(data.uploadUrl),
      headers: { origin: 'https://app.example', 'access-control-request-method': 'PUT' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-allow-methods']).toBe('PUT');
    expect(res.headers['access-control-allow-headers']).toMatch(/Content-Type/i);
  });
});

describe('direct upload over a real connection', () => {
  it('streams a multi-megabyte body to disk through the listening server', async () => {
    const big = await createTestContext();
    try {
      const owner = await big.account();
      const address = await big.app.listen({ host: '127.0.0.1', port: 0 });
      const res = await big.app.inject({
        method: 'POST',
        url: '/v1/media/upload-url',
        headers: bearer(owner.token),
        payload: { mimeType: 'image/jpeg' },
      });
      const { uploadUrl, path: key, headers } = res.json().data;
      const bytes = Buffer.alloc(6 * 1024 * 1024);
      for (let i = 0; i < bytes.length; i += 4096) bytes[i] = i % 251;
      const upload = await fetch(uploadUrl.replace('http://contentforge.test', address), {
        method: 'PUT',
        headers,
        body: bytes,
      });
      expect(upload.status).toBe(200);
      expect(upload.headers.get('etag')).toBe(contentTag(bytes));
      expect(
        createHash('sha256')
          .update(readFileSync(path.join(big.database.dataDir, 'storage', key)))
          .digest('hex'),
      ).toBe(createHash('sha256').update(bytes).digest('hex'));
      expect(readFileSync(path.join(big.database.dataDir, 'storage', key)).equals(bytes)).toBe(true);
    } finally {
      await big.close();
    }
  });
});
