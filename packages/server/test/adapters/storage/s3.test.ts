import { createHash, createHmac } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { setTimeout as sleep } from 'node:timers/promises';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Store, parseS3StorageUrl } from '../../../src/adapters/storage/s3.js';
import { type BlobStore, TooLargeError } from '../../../src/ports/blob-store.js';
import {
  type Refusal,
  S3RVER_CREDENTIALS,
  type S3TestServer,
  startS3Server,
} from '../../support/s3-server.js';

const BUCKET = 'contentforge-test';
const REGION = 'us-east-1';

// --- SigV4 for presigned URLs, written from the AWS specification (not the SDK's signer) --------

/** RFC 3986 percent-encoding, as SigV4 wants it (encodeURIComponent leaves !'()* alone). */
const uriEncode = (s: string): string =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const sha256Hex = (s: string): string => createHash('sha256').update(s, 'utf8').digest('hex');
const hmac = (key: string | Buffer, data: string): Buffer =>
  createHmac('sha256', key).update(data, 'utf8').digest();

/**
 * The signature a presigned S3 request must carry: canonical request (method, URI-encoded path,
 * sorted encoded query without X-Amz-Signature, the signed headers lower-cased with trimmed values,
 * their names, UNSIGNED-PAYLOAD), string to sign (algorithm, X-Amz-Date, scope, hash of the
 * canonical request), and the HMAC-SHA256 key chain from the secret, date, region and `s3`.
 * Undefined when a signed header is missing from the request.
 */
function presignedSignature(
  request: { method: string; host: string; target: string; header: (name: string) => string | undefined },
  secretAccessKey: string,
  region: string,
): string | undefined {
  const [rawPath = '', rawQuery = ''] = request.target.split(/\?(.*)/s);
  const params = rawQuery
    .split('&')
    .filter(Boolean)
    .map((pair): [string, string] => {
      const at = pair.indexOf('=');
      return at < 0
        ? [decodeURIComponent(pair), '']
        : [decodeURIComponent(pair.slice(0, at)), decodeURIComponent(pair.slice(at + 1))];
    });
  const param = (name: string) => params.find(([k]) => k === name)?.[1] ?? '';
  const amzDate = param('X-Amz-Date');
  const signedHeaders = param('X-Amz-SignedHeaders').split(';');

  const canonicalUri = rawPath
    .split('/')
    .map((segment) => uriEncode(decodeURIComponent(segment)))
    .join('/');
  const canonicalQuery = params
    .filter(([k]) => k !== 'X-Amz-Signature')
    .map(([k, v]) => `${uriEncode(k)}=${uriEncode(v)}`)
    .sort()
    .join('&');
  let canonicalHeaders = '';
  for (const name of [...signedHeaders].sort()) {
    const value = name === 'host' ? request.host : request.header(name);
    if (value === undefined) return undefined;
    canonicalHeaders += `${name}:${value.trim().replace(/\s+/g, ' ')}\n`;
  }
  const canonicalRequest = [
    request.method,
    canonicalUri,
    canonicalQuery,
    canonicalHeaders,
    signedHeaders.join(';'),
    'UNSIGNED-PAYLOAD',
  ].join('\n');

  const date = amzDate.slice(0, 8);
  const scope = `${date}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, date), region), 's3'), 'aws4_request');
  return hmac(signingKey, stringToSign).toString('hex');
}

/** The signature of a presigned URL as a client would send it with these headers. */
const signatureFor = (url: string, method: string, headers: Record<string, string>) => {
  const u = new URL(url);
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  return presignedSignature(
    { method, host: u.host, target: `${u.pathname}${u.search}`, header: (name) => lower[name] },
    S3RVER_CREDENTIALS.secretAccessKey,
    REGION,
  );
};

/**
 * What real S3 checks and s3rver does not: the SigV4 signature of a presigned request, recomputed
 * from the request as it arrives (its path, query, Host and signed headers).
 */
function verifyPresigned(req: IncomingMessage): Refusal | undefined {
  const target = req.url ?? '/';
  if (!new URL(target, 'http://x').searchParams.has('X-Amz-Algorithm')) return undefined;
  const header = (name: string) => {
    const value = req.headers[name];
    return Array.isArray(value) ? value.join(',') : value;
  };
  const expected = presignedSignature(
    { method: req.method ?? 'GET', host: req.headers.host ?? '', target, header },
    S3RVER_CREDENTIALS.secretAccessKey,
    REGION,
  );
  const provided = new URL(target, 'http://x').searchParams.get('X-Amz-Signature');
  if (expected !== undefined && expected === provided) return undefined;
  return {
    status: 403,
    code: 'SignatureDoesNotMatch',
    message: 'The request signature we calculated does not match the signature you provided.',
  };
}

// --- the tests -----------------------------------------------------------------------------------

const md5Etag = (bytes: Buffer) => `"${createHash('md5').update(bytes).digest('hex')}"`;
const expiryOf = (url: string) => {
  const q = new URL(url).searchParams;
  const d = q.get('X-Amz-Date')!;
  const signedAt = Date.UTC(
    +d.slice(0, 4),
    +d.slice(4, 6) - 1,
    +d.slice(6, 8),
    +d.slice(9, 11),
    +d.slice(11, 13),
    +d.slice(13, 15),
  );
  return signedAt + Number(q.get('X-Amz-Expires')) * 1000;
};
const putTo = (url: string, bytes: Buffer, contentType?: string) =>
  fetch(url, {
    method: 'PUT',
    body: new Uint8Array(bytes),
    headers: contentType === undefined ? {} : { 'Content-Type': contentType },
  });

let n = 0;
const newKey = () => `uploads/ws_test/upl_${Date.now().toString(36)}${(n++).toString(36)}`;

describe('parseS3StorageUrl', () => {
  it('reads the bucket, endpoint, region and path style', () => {
    expect(
      parseS3StorageUrl('s3://my-bucket?endpoint=http://127.0.0.1:9000&region=eu-west-1&forcePathStyle=true'),
    ).toEqual({
      bucket: 'my-bucket',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-west-1',
      forcePathStyle: true,
    });
    expect(parseS3StorageUrl('s3://my-bucket?endpoint=https://minio.internal&forcePathStyle=false')).toEqual({
      bucket: 'my-bucket',
      endpoint: 'https://minio.internal',
      region: 'us-east-1',
      forcePathStyle: false,
    });
  });

  it('defaults to us-east-1, and to path style only with an endpoint', () => {
    expect(parseS3StorageUrl('s3://media.example.com')).toEqual({
      bucket: 'media.example.com',
      region: 'us-east-1',
      forcePathStyle: false,
    });
    expect(parseS3StorageUrl('s3://my-bucket/?endpoint=http://localhost:9000')).toMatchObject({
      region: 'us-east-1',
      forcePathStyle: true,
    });
  });

  it('refuses an invalid value with a one-line message', () => {
    const cases: Array<[string, RegExp]> = [
      ['s3://', /names no bucket/],
      ['s3://?region=us-east-1', /names no bucket/],
      ['s3:///key', /names no bucket/],
      ['s3://my-bucket?endpoint=not a url', /invalid endpoint/],
      ['s3://my-bucket?endpoint=ftp://host', /invalid endpoint/],
      ['s3://my-bucket?endpoint=', /invalid endpoint/],
      ['s3://my-bucket?forcePathStyle=yes', /forcePathStyle/],
      ['s3://my-bucket?regoin=eu-west-1', /unknown parameter "regoin"/],
      ['s3://my-bucket/prefix', /no key prefixes/],
      ['s3://key:secret@my-bucket', /must not carry credentials/],
      ['s3://My_Bucket', /invalid bucket name/],
      ['file:./data', /must start with s3:\/\//],
    ];
    for (const [url, message] of cases) {
      expect(() => parseS3StorageUrl(url), url).toThrow(message);
      try {
        parseS3StorageUrl(url);
      } catch (err) {
        expect((err as Error).message).not.toContain('\n');
      }
    }
  });
});

describe('the SigV4 computation the tests check signatures with', () => {
  it('reproduces the presigned GET example of the AWS documentation', () => {
    // docs.aws.amazon.com/AmazonS3/latest/API/sigv4-query-string-auth.html ("An example").
    const signature = presignedSignature(
      {
        method: 'GET',
        host: 'examplebucket.s3.amazonaws.com',
        target:
          '/test.txt?X-Amz-Algorithm=AWS4-HMAC-SHA256' +
          '&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request' +
          '&X-Amz-Date=20130524T000000Z&X-Amz-Expires=86400&X-Amz-SignedHeaders=host',
        header: () => undefined,
      },
      'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      'us-east-1',
    );
    expect(signature).toBe('aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404');
  });
});

describe('createS3Store against s3rver', () => {
  let server: S3TestServer;
  let store: BlobStore;
  let sdk: S3Client;
  /** ListObjectsV2 requests the store has made. */
  let listings = 0;

  beforeAll(async () => {
    server = await startS3Server({
      bucket: BUCKET,
      gate: (req) => {
        if (req.url?.includes('list-type=2')) listings++;
        return verifyPresigned(req);
      },
    });
    const options = { bucket: BUCKET, region: REGION, endpoint: server.endpoint, forcePathStyle: true };
    store = createS3Store({ ...options, credentials: S3RVER_CREDENTIALS });
    sdk = new S3Client({ ...options, credentials: S3RVER_CREDENTIALS });
  });
  afterAll(async () => {
    sdk?.destroy();
    await server?.close();
  });

  const target = (key: string, mimeType = 'image/png', expiresAt = new Date(Date.now() + 15 * 60_000)) =>
    store.uploadTarget({ key, workspaceId: 'ws_test', mimeType, maxBytes: 1024, expiresAt });

  it('s3rver alone accepts any SigV4 signature, which is why a verifier stands in front of it', async () => {
    const { url } = await target(newKey());
    const forged = new URL(url);
    forged.searchParams.set('X-Amz-Signature', '0'.repeat(64));
    const direct = `${server.rawEndpoint}${forged.pathname}${forged.search}`;
    expect((await putTo(direct, Buffer.from('x'), 'image/jpeg')).status).toBe(200);
    const gated = `${server.endpoint}${forged.pathname}${forged.search}`;
    expect((await putTo(gated, Buffer.from('x'), 'image/png')).status).toBe(403);
  });

  it('takes a presigned PUT of real bytes; stat, read and delete see them', async () => {
    const key = newKey();
    const { url, headers } = await target(key);
    expect(headers).toEqual({ 'Content-Type': 'image/png' });
    const bytes = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.alloc(700, 7)]);

    const res = await putTo(url, bytes, 'image/png');
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).toBe(md5Etag(bytes));

    expect(await store.stat(key)).toEqual({ size: bytes.length, etag: md5Etag(bytes) });
    expect(await buffer(await store.read(key))).toEqual(bytes);
    await store.delete(key);
    expect(await store.stat(key)).toBeUndefined();
  });

  it('signs the Content-Type, expires at expiresAt, and carries no checksum parameters', async () => {
    const expiresAt = new Date(Date.now() + 15 * 60_000);
    const { url } = await target(newKey(), 'image/webp', expiresAt);
    const query = new URL(url).searchParams;
    expect(query.get('X-Amz-SignedHeaders')).toBe('content-type;host');
    expect([...query.keys()].filter((k) => /checksum/i.test(k))).toEqual([]);
    expect(expiryOf(url)).toBeLessThanOrEqual(expiresAt.getTime());
    expect(expiryOf(url)).toBeGreaterThan(expiresAt.getTime() - 2000);
  });

  it('binds the Content-Type: recomputed independently, only the signed type matches', async () => {
    const { url } = await target(newKey(), 'image/png');
    const signature = new URL(url).searchParams.get('X-Amz-Signature');
    expect(signatureFor(url, 'PUT', { 'Content-Type': 'image/png' })).toBe(signature);
    for (const other of ['image/jpeg', 'image/svg+xml', 'text/html', 'image/png; charset=utf-8']) {
      expect(signatureFor(url, 'PUT', { 'Content-Type': other }), other).not.toBe(signature);
    }
    expect(signatureFor(url, 'PUT', {})).toBeUndefined();
    // The method and the key are signed too.
    expect(signatureFor(url, 'GET', { 'Content-Type': 'image/png' })).not.toBe(signature);
    const elsewhere = url.replace('/uploads/ws_test/', '/uploads/ws_other/');
    expect(signatureFor(elsewhere, 'PUT', { 'Content-Type': 'image/png' })).not.toBe(signature);
  });

  it('refuses a PUT with another Content-Type than signed, or none, with 403', async () => {
    const key = newKey();
    const { url } = await target(key, 'image/png');
    for (const contentType of ['image/jpeg', 'text/html', undefined]) {
      const res = await putTo(url, Buffer.from('<svg onload=alert(1)>'), contentType);
      expect(res.status, String(contentType)).toBe(403);
      expect(await res.text()).toContain('<Code>SignatureDoesNotMatch</Code>');
    }
    expect(await store.stat(key)).toBeUndefined();
    expect((await putTo(url, Buffer.from('png bytes'), 'image/png')).status).toBe(200);
  });

  it('refuses a PUT after the URL expired with 403 (s3rver checks the expiry itself)', async () => {
    const key = newKey();
    const { url } = await target(key, 'image/png', new Date(Date.now() + 2500));
    expect((await putTo(url, Buffer.from('in time'), 'image/png')).status).toBe(200);
    await sleep(Math.max(0, expiryOf(url) - Date.now()) + 150);
    const late = await putTo(url, Buffer.from('too late'), 'image/png');
    expect(late.status).toBe(403);
    expect(await late.text()).toMatch(/<Code>AccessDenied<\/Code>.*Request has expired/s);
    expect(await buffer(await store.read(key))).toEqual(Buffer.from('in time'));
  });

  it('put() refuses a stream past maxBytes, storing nothing; under it, stores bytes and type', async () => {
    const key = newKey();
    const chunks = [Buffer.alloc(10, 1), Buffer.alloc(10, 2), Buffer.alloc(10, 3), Buffer.alloc(10, 4)];
    const tooBig = Readable.from(chunks);
    await expect(store.put(key, tooBig, { maxBytes: 25, contentType: 'image/png' })).rejects.toBeInstanceOf(
      TooLargeError,
    );
    expect(tooBig.destroyed).toBe(true);
    expect(await store.stat(key)).toBeUndefined();

    const bytes = Buffer.concat(chunks);
    const stored = await store.put(key, Readable.from(chunks), { maxBytes: 40, contentType: 'image/webp' });
    expect(stored).toEqual({ size: 40, etag: md5Etag(bytes) });
    expect(await store.stat(key)).toEqual(stored);
    expect(await buffer(await store.read(key))).toEqual(bytes);
    const head = await sdk.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }));
    expect(head.ContentType).toBe('image/webp');
  });

  it('answers undefined for a missing object, and deletes one quietly', async () => {
    const key = newKey();
    expect(await store.stat(key)).toBeUndefined();
    await expect(store.delete(key)).resolves.toBeUndefined();
  });

  it('lists every object under a prefix, page after page, with its time of writing', async () => {
    const paged = createS3Store({
      bucket: BUCKET,
      region: REGION,
      endpoint: server.endpoint,
      forcePathStyle: true,
      credentials: S3RVER_CREDENTIALS,
      listPageSize: 2,
    });
    const since = Date.now() - 5000;
    const keys = ['a.png', 'b.png', 'thumbnails/a.webp', 'c.png', 'd.png'].map((k) => `media/ws_list/${k}`);
    for (const key of keys) {
      await store.put(key, Readable.from([Buffer.from(key)]), { maxBytes: 100, contentType: 'image/png' });
    }
    await store.put('uploads/ws_list/upl_x', Readable.from([Buffer.from('x')]), {
      maxBytes: 100,
      contentType: 'image/png',
    });
    const listed = [];
    const before = listings;
    for await (const object of paged.list('media/ws_list/')) listed.push(object);
    expect(listed.map((o) => o.key).sort()).toEqual([...keys].sort());
    // Five keys, two a page: three pages, each asked for with the previous one's continuation.
    expect(listings - before).toBe(3);
    for (const o of listed) {
      expect(o.modifiedAt.getTime()).toBeGreaterThan(since);
      expect(o.modifiedAt.getTime()).toBeLessThan(Date.now() + 5000);
    }
    const none = [];
    for await (const object of paged.list('media/ws_nothing/')) none.push(object);
    expect(none).toEqual([]);
  });

  it('probes the bucket for readiness: it answers, a bucket that does not exist does not', async () => {
    await expect(store.probe()).resolves.toBeUndefined();
    const missing = createS3Store({
      bucket: 'no-such-bucket',
      region: REGION,
      endpoint: server.endpoint,
      forcePathStyle: true,
      credentials: S3RVER_CREDENTIALS,
    });
    await expect(missing.probe()).rejects.toThrow();
  });

  it('refuses keys the local-disk store refuses', async () => {
    for (const key of ['../escape', 'uploads/../x', 'a//b', '/abs', 'with space']) {
      await expect(target(key), key).rejects.toThrow(/invalid storage key/);
      await expect(store.stat(key), key).rejects.toThrow(/invalid storage key/);
    }
  });
});
