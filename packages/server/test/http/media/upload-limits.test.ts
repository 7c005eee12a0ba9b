import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOCK_LEEWAY_MS } from '../../../src/adapters/storage/upload-token.js';
import { sampleImage } from '../../support/images.js';
import { type RawExchange, rawExchange, waitFor } from '../../support/raw-http.js';
import { bearer, createTestContext, manualClock, type TestContext } from '../../support/test-app.js';

// The embedded storage endpoint over real connections, with short limits: 300 ms without a byte
// aborts a PUT, and no PUT may stream for more than 1.5 s.
const clock = manualClock(new Date());
let ctx: TestContext;
let account: { accountId: string; workspaceId: string; token: string };
let origin: string;
let storageRoot: string;

beforeAll(async () => {
  ctx = await createTestContext({
    clock,
    env: {
      UPLOAD_MAX_BYTES: '65536',
      UPLOAD_IDLE_TIMEOUT_SECONDS: '0.3',
      UPLOAD_REQUEST_TIMEOUT_SECONDS: '1.5',
    },
  });
  account = await ctx.account();
  origin = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  storageRoot = path.join(ctx.database.dataDir, 'storage');
});
afterAll(async () => ctx?.close());

async function ticket(): Promise<{ uploadUrl: string; path: string }> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/v1/media/upload-url',
    headers: bearer(account.token),
    payload: { mimeType: 'image/png' },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

const target = (uploadUrl: string) => uploadUrl.replace('http://contentforge.test', '');

/** A whole PUT, as a well-behaved client sends it. */
const putWhole = (uploadUrl: string, bytes: Buffer) =>
  ctx.app.inject({
    method: 'PUT',
    url: target(uploadUrl),
    payload: bytes,
    headers: { 'content-type': 'image/png' },
  });

/** A PUT whose head says `length` bytes follow, of which only `first` are sent. */
const startPut = (uploadUrl: string, length: number, first: Buffer | string = 'x'): RawExchange =>
  rawExchange(
    origin,
    `PUT ${target(uploadUrl)} HTTP/1.1\r\nHost: contentforge.test\r\nContent-Type: image/png\r\nContent-Length: ${length}\r\nConnection: close`,
    first,
  );

const filesUnder = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((d) => d.isFile())
        .map((d) => path.join(d.parentPath, d.name))
    : [];
const partials = () => filesUnder(storageRoot).filter((f) => f.endsWith('.partial'));

/** Open file descriptors of this process (the server runs in it); undefined without /proc. */
const openDescriptors = (): number | undefined =>
  existsSync('/proc/self/fd') ? readdirSync('/proc/self/fd').length : undefined;

/** Keeps an exchange alive with a byte every 100 ms until stopped; answers the bytes it sent. */
function trickle(exchange: RawExchange): () => number {
  let sent = 0;
  const timer = setInterval(() => {
    exchange.send('x');
    sent++;
  }, 100);
  return () => {
    clearInterval(timer);
    return sent;
  };
}

describe('stalled and slow PUTs on the embedded storage', () => {
  it('closes stalled PUTs after the idle time-out, removing their partial files and descriptors', async () => {
    const count = 40;
    const tickets = await Promise.all(Array.from({ length: count }, () => ticket()));
    const before = openDescriptors();
    const stalled = tickets.map((t) => startPut(t.uploadUrl, 4096));
    await waitFor('every stalled PUT to have a partial file', () => partials().length === count);

    const answers = await Promise.all(stalled.map((s) => s.answer));
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(answer.body).toContain('<Code>RequestTimeout</Code>');
    }
    expect(partials()).toEqual([]);
    for (const t of tickets) expect(existsSync(path.join(storageRoot, t.path))).toBe(false);
    if (before !== undefined) {
      await waitFor('the descriptors to be released', () => openDescriptors()! <= before);
    }
  });

  it('refuses a third PUT to one URL at once while two stream, with 503 SlowDown', async () => {
    const t = await ticket();
    const first = startPut(t.uploadUrl, 4096);
    const second = startPut(t.uploadUrl, 4096);
    const stops = [trickle(first), trickle(second)];
    try {
      await waitFor('two PUTs streaming', () => partials().length === 2);
      const third = startPut(t.uploadUrl, 4096);
      const refused = await third.answer;
      expect(refused.status).toBe(503);
      expect(refused.body).toContain('<Code>SlowDown</Code>');
      expect(first.closed || second.closed).toBe(false);
    } finally {
      for (const stop of stops) stop();
    }
    expect((await first.answer).status).toBe(400);
    expect((await second.answer).status).toBe(400);
    expect(partials()).toEqual([]);
  });

  it('aborts a PUT that keeps sending past the whole-request bound', async () => {
    const t = await ticket();
    const slow = startPut(t.uploadUrl, 60_000);
    const stop = trickle(slow);
    try {
      const answer = await slow.answer;
      expect(answer.status).toBe(400);
      expect(answer.body).toContain('<Code>RequestTimeout</Code>');
    } finally {
      stop();
    }
    expect(partials()).toEqual([]);
    expect(existsSync(path.join(storageRoot, t.path))).toBe(false);
  });

  it('aborts a PUT still streaming when the URL expires, keeping the bytes of an earlier PUT', async () => {
    const t = await ticket();
    const earlier = Buffer.from('the bytes of a PUT that finished in time');
    expect((await putWhole(t.uploadUrl, earlier)).statusCode).toBe(200);
    const issuedAt = clock.now();
    // 400 ms before the URL stops being honoured (its 15 minutes plus the clock leeway).
    clock.set(new Date(issuedAt.getTime() + 15 * 60_000 + CLOCK_LEEWAY_MS - 400));
    const late = startPut(t.uploadUrl, 4096);
    const stop = trickle(late);
    try {
      const answer = await late.answer;
      expect(answer.status).toBe(403);
      expect(answer.body).toMatch(/<Code>AccessDenied<\/Code>.*Request has expired/s);
    } finally {
      stop();
      clock.set(issuedAt);
    }
    expect(readFileSync(path.join(storageRoot, t.path))).toEqual(earlier);
    expect(partials()).toEqual([]);
  });

  it('drops the bytes of a PUT that finishes after its upload was completed', async () => {
    const t = await ticket();
    const straggler = startPut(t.uploadUrl, 4096);
    const stop = trickle(straggler);
    let sent = 1;
    try {
      await waitFor('the straggler to stream', () => partials().length === 1);
      expect((await putWhole(t.uploadUrl, await sampleImage('png', 16, 16))).statusCode).toBe(200);
      const completed = await ctx.app.inject({
        method: 'POST',
        url: '/v1/media/complete',
        headers: bearer(account.token),
        payload: { path: t.path },
      });
      expect(completed.statusCode).toBe(201);
    } finally {
      sent += stop();
    }
    straggler.send(Buffer.alloc(4096 - sent, 7));
    const answer = await straggler.answer;
    expect(answer.status).toBe(403);
    expect(answer.body).toContain('<Code>AccessDenied</Code>');
    expect(existsSync(path.join(storageRoot, t.path))).toBe(false);
    expect(partials()).toEqual([]);
  });

  it('removes the partial file of a PUT whose client goes away mid-body', async () => {
    const t = await ticket();
    const abandoned = startPut(t.uploadUrl, 4096);
    await waitFor('the PUT to stream', () => partials().length === 1);
    abandoned.destroy();
    await waitFor('the partial file to be removed', () => partials().length === 0);
    expect(existsSync(path.join(storageRoot, t.path))).toBe(false);
  });

  it('answers a chunked PUT over the limit with 413 EntityTooLarge, then closes, keeping nothing', async () => {
    const t = await ticket();
    const chunk = Buffer.alloc(8192, 1);
    const chunked = Buffer.concat([
      ...Array.from({ length: 10 }, () =>
        Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]),
      ),
      Buffer.from('0\r\n\r\n'),
    ]);
    const exchange = rawExchange(
      origin,
      `PUT ${target(t.uploadUrl)} HTTP/1.1\r\nHost: contentforge.test\r\nContent-Type: image/png\r\nTransfer-Encoding: chunked`,
      chunked,
    );
    const answer = await exchange.answer;
    expect(answer.status).toBe(413);
    expect(answer.body).toContain('<Code>EntityTooLarge</Code>');
    expect(answer.headers.connection).toBe('close');
    expect(existsSync(path.join(storageRoot, t.path))).toBe(false);
    expect(partials()).toEqual([]);
  });
});
