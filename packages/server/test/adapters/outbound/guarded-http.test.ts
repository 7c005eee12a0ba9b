import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGuardedHttp, isPublicAddress } from '../../../src/adapters/outbound/guarded-http.js';
import { OutboundError } from '../../../src/ports/outbound-http.js';

let server: Server;
let port: number;
let connections = 0;
let requests = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    requests++;
    if (req.url === '/hang') return; // never answers
    if (req.url === '/drop-early') {
      req.once('data', () => req.socket.destroy()); // drops the connection mid-body
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.url === '/drop-late') return req.socket.destroy();
      if (req.url === '/redirect') {
        res.writeHead(302, { location: 'http://169.254.169.254/' });
        return res.end();
      }
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end(`got ${Buffer.concat(chunks).length} bytes`);
    });
  });
  server.on('connection', () => connections++);
  server.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

const allowed = createGuardedHttp({ allowPrivate: true });
const strict = createGuardedHttp({ allowPrivate: false });
const failure = async (p: Promise<unknown>) => {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(OutboundError);
  const { failure, sent } = err as OutboundError;
  return { failure, sent };
};

describe('the outbound client', () => {
  it('tells public addresses from the rest', () => {
    for (const a of ['8.8.8.8', '2606:4700:4700::1111', '93.184.216.34'])
      expect(isPublicAddress(a), a).toBe(true);
    for (const a of [
      '127.0.0.1',
      '::1',
      '10.0.0.1',
      '172.16.5.4',
      '192.168.0.1',
      '169.254.169.254',
      'fe80::1',
      'fd00::1',
      '100.64.0.1',
      '0.0.0.0',
      '::ffff:127.0.0.1',
      '224.0.0.1',
    ]) {
      expect(isPublicAddress(a), a).toBe(false);
    }
  });

  it('refuses loopback by address and by name, before any connection', async () => {
    const before = connections;
    expect(
      await failure(strict.request({ method: 'POST', url: `http://127.0.0.1:${port}/`, timeoutMs: 1000 })),
    ).toEqual({
      failure: 'blocked_address',
      sent: false,
    });
    // `localhost` is only found to be loopback by resolving it: the connection's own lookup refuses it.
    expect(
      await failure(strict.request({ method: 'POST', url: `http://localhost:${port}/`, timeoutMs: 1000 })),
    ).toEqual({
      failure: 'blocked_address',
      sent: false,
    });
    await expect(strict.checkUrl(`http://localhost:${port}/`)).rejects.toMatchObject({
      failure: 'blocked_address',
    });
    expect(connections).toBe(before);
    await expect(allowed.checkUrl(`http://localhost:${port}/`)).resolves.toBeUndefined();
  });

  it('answers the receiver’s status and body, and does not follow redirects', async () => {
    const ok = await allowed.request({
      method: 'POST',
      url: `http://localhost:${port}/`,
      body: 'hello',
      timeoutMs: 1000,
    });
    expect(ok.status).toBe(200);
    expect(ok.body.toString()).toBe('got 5 bytes');
    const redirect = await allowed.request({
      method: 'POST',
      url: `http://127.0.0.1:${port}/redirect`,
      timeoutMs: 1000,
    });
    expect(redirect.status).toBe(302);
  });

  it('knows whether a failed request had been sent', async () => {
    const big = Buffer.alloc(16 * 1024 * 1024, 1);
    expect(
      await failure(
        allowed.request({
          method: 'POST',
          url: `http://127.0.0.1:${port}/drop-early`,
          body: big,
          timeoutMs: 5000,
        }),
      ),
    ).toEqual({
      failure: 'connection_lost',
      sent: false,
    });
    expect(
      await failure(
        allowed.request({
          method: 'POST',
          url: `http://127.0.0.1:${port}/drop-late`,
          body: 'x',
          timeoutMs: 5000,
        }),
      ),
    ).toEqual({
      failure: 'connection_lost',
      sent: true,
    });
    expect(
      await failure(
        allowed.request({ method: 'POST', url: `http://127.0.0.1:${port}/hang`, body: 'x', timeoutMs: 300 }),
      ),
    ).toEqual({
      failure: 'timeout',
      sent: true,
    });
    expect(
      await failure(
        allowed.request({ method: 'POST', url: 'http://127.0.0.1:9/', body: 'x', timeoutMs: 1000 }),
      ),
    ).toEqual({
      failure: 'connect_failed',
      sent: false,
    });
  });

  it('serves as fetch for SDKs, with the same guard', async () => {
    const res = await allowed.fetch(`http://127.0.0.1:${port}/`, { method: 'POST', body: 'abc' });
    expect(await res.text()).toBe('got 3 bytes');
    const refused = await strict.fetch(`http://127.0.0.1:${port}/`).then(
      () => undefined,
      (e: TypeError) => e,
    );
    expect(refused).toBeInstanceOf(TypeError);
    expect((refused as TypeError).cause).toMatchObject({ failure: 'blocked_address' });
    expect(requests).toBeGreaterThan(0);
  });
});
