import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { WEB_APP_PAGES } from './web-app-pages.js';

/** Where `npm run build` puts the web application (packages/web/dist), from here or from dist/. */
export const WEB_APP_DIR = fileURLToPath(new URL('../../../../../web/dist/', import.meta.url));

/** `/`, and the app's own pages with whatever follows them: what index.html answers. */
const APP_PAGES = new RegExp(`^/(${WEB_APP_PAGES.join('|')})?(/|$)`);

export const webAppBuilt = (dir = WEB_APP_DIR) => existsSync(`${dir}index.html`);

/**
 * The web application's static files at `/`: hashed assets cached for a year, `index.html` (never
 * cached, so a new release is picked up) for `/` and for every other page of the app, which routes
 * in the browser. API and service paths keep their own answers, a 404 included.
 */
export async function webAppRoutes(app: FastifyInstance, options: { dir?: string }): Promise<void> {
  const root = options.dir ?? WEB_APP_DIR;
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: false,
    cacheControl: false,
    setHeaders(reply, path) {
      reply.header(
        'cache-control',
        path.startsWith(`${root}assets/`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const path = request.url.split('?')[0]!;
    if (!APP_PAGES.test(path)) return reply.callNotFound();
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
