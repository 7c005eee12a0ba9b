import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageRoutes } from '../../../src/http/routes/pages/pages.js';
import { webAppRoutes } from '../../../src/http/routes/pages/web-app.js';

describe('the web application’s files', () => {
  let dir: string;
  const app = Fastify();

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'web-app-'));
    await mkdir(join(dir, 'assets'));
    await writeFile(join(dir, 'index.html'), '<!doctype html><title>app</title>');
    await writeFile(join(dir, 'assets', 'index-3f9a.js'), 'console.log(1)');
    app.get('/v1/me', async () => ({ data: 'api' }));
    await app.register(webAppRoutes, { dir: `${dir}/` });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('serves index.html at / and for the app’s own pages, never cached', async () => {
    for (const url of [
      '/',
      '/library',
      '/presets/ugc-unboxing?x=1',
      '/billing?checkout=success',
      '/invite/cfi_x',
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<title>app</title>');
    }
  });

  it('serves hashed assets with a year-long immutable cache', async () => {
    const res = await app.inject({ url: '/assets/index-3f9a.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('leaves the API and the service paths alone, their 404s included', async () => {
    expect((await app.inject({ url: '/v1/me' })).json()).toEqual({ data: 'api' });
    for (const url of [
      '/v1/nothing',
      '/files/ws/x.png',
      '/healthz',
      '/readyz',
      '/docs/x',
      '/assets/gone.js',
      '/nothing-at-all',
      '/library-old',
    ]) {
      expect((await app.inject({ url })).statusCode, url).toBe(404);
    }
  });
});

describe('the billing page when the web application is not built', () => {
  const page = async (purchaseHelp: { instructions?: string; contact?: string }) => {
    const app = Fastify();
    await app.register(pageRoutes, { purchaseHelp });
    const res = await app.inject({ url: '/billing' });
    await app.close();
    return res;
  };

  it('shows the operator’s instructions and contact, escaped, and no link back to itself', async () => {
    const res = await page({
      instructions: 'Pay by **invoice** <script>alert(1)</script>',
      contact: 'billing@acme.test',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Pay by **invoice** &#60;script&#62;alert(1)&#60;/script&#62;');
    expect(res.body).not.toContain('<script>');
    expect(res.body).toContain('<a href="mailto:billing@acme.test">billing@acme.test</a>');
    expect(res.body).not.toContain('href="/billing"');
  });

  it('without them, says how an operator adds credits', async () => {
    const res = await page({});
    expect(res.body).toContain('admin grant-credits');
    expect(res.body).toContain('PURCHASE_INSTRUCTIONS');
  });
});
