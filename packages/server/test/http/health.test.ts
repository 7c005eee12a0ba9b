import { writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../support/test-app.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ env: { RATE_LIMIT_PER_MINUTE: '2' } });
});
afterAll(async () => ctx?.close());

describe('/healthz and /readyz', () => {
  it('/healthz answers that the process is alive, without a token and without a rate limit', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await ctx.app.inject({ method: 'GET', url: '/healthz' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok' });
      expect(res.headers['ratelimit-limit']).toBeUndefined();
    }
  });

  it('/readyz answers ok with each of its checks: the database, the storage and the job queue', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await ctx.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok', checks: { database: 'ok', storage: 'ok', jobs: 'ok' } });
      expect(res.headers['ratelimit-limit']).toBeUndefined();
    }
  });

  it('are not part of the API document', async () => {
    const paths = Object.keys(
      (await ctx.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json().paths,
    );
    expect(paths.length).toBeGreaterThan(10);
    expect(paths.filter((p) => /healthz|readyz/.test(p))).toEqual([]);
  });

  it('/readyz answers 503 naming the storage when files cannot be written there', async () => {
    // The storage root is a path through a plain file: no directory can ever be made there.
    const file = path.join(ctx.database.dataDir, 'not-a-directory');
    writeFileSync(file, '');
    const broken = await createTestContext({
      database: ctx.database,
      jobs: false,
      env: { STORAGE_URL: `file:${file}/storage` },
    });
    try {
      const res = await broken.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.json()).toMatchObject({
        code: 'unavailable',
        status: 503,
        detail: 'Not ready: the storage cannot be reached.',
        checks: { database: 'ok', storage: 'failed', jobs: 'ok' },
      });
      expect((await broken.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await broken.stop();
    }
  });

  it('/readyz answers 503 naming the database once it is gone, while /healthz still answers', async () => {
    const gone = await createTestContext({ jobs: false });
    try {
      await gone.services.database.close();
      const res = await gone.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      const problem = res.json();
      expect(problem).toMatchObject({ code: 'unavailable', checks: { database: 'failed', storage: 'ok' } });
      expect(problem.detail).toMatch(/^Not ready: the database(, the job queue)? cannot be reached\.$/);
      expect(JSON.stringify(problem)).not.toMatch(/destroyed|pool|sqlite|kysely/i);
      const alive = await gone.app.inject({ method: 'GET', url: '/healthz' });
      expect(alive.statusCode).toBe(200);
    } finally {
      await gone.app.close();
      // The database is closed already; the job engine's connections still need letting go.
      await gone.services.close().catch(() => {});
      await gone.database.drop();
    }
  });
});

describe('a stopping app', () => {
  it('refuses new connections and answers what arrives on an open one with 503, /readyz included', async () => {
    const stopping = await createTestContext({ jobs: false });
    try {
      await stopping.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = stopping.app.server.address() as net.AddressInfo;
      // Requests whose heads are still arriving when the stop begins: their connections are not idle.
      const readyz = net.connect({ host: '127.0.0.1', port });
      const credits = net.connect({ host: '127.0.0.1', port });
      await Promise.all([readyz, credits].map((s) => new Promise((r) => s.once('connect', r))));
      readyz.write('GET /readyz HTTP/1.1\r\nHost: a\r\n');
      credits.write('GET /v1/credits HTTP/1.1\r\nHost: a\r\n');
      await new Promise((r) => setTimeout(r, 50));

      const closed = stopping.app.close();
      for (let i = 0; i < 50 && (await connects(port)); i++) await new Promise((r) => setTimeout(r, 20));
      expect(await connects(port)).toBe(false);

      const answers = [readyz, credits].map(
        (socket) =>
          new Promise<string>((resolve) => {
            let text = '';
            socket.on('data', (d) => {
              text += d.toString();
            });
            socket.on('close', () => resolve(text));
          }),
      );
      readyz.write('\r\n');
      credits.write('\r\n');
      const [ready, refused] = await Promise.all(answers);
      for (const answer of [ready!, refused!]) {
        expect(answer).toMatch(/^HTTP\/1\.1 503 /);
        expect(answer).toMatch(/\r\nconnection: close\r\n/i);
        expect(answer).toMatch(/\r\ncontent-type: application\/problem\+json/i);
      }
      expect(ready).toContain('"detail":"Not ready: the service is shutting down."');
      expect(refused).toContain('"code":"unavailable"');
      await closed;
    } finally {
      await stopping.stop();
      await stopping.database.drop();
    }
  });
});

/** Whether a TCP connection to the port is accepted. */
function connects(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
