import type { FastifyInstance } from 'fastify';

/** A small page of the service; `title` and `body` are HTML, escaped by the caller. */
export const htmlPage = (title: string, body: string) =>
  `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
  `<title>${title} · Contentforge</title>` +
  '<style>body{font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem}' +
  'code,pre{background:#f3f3f3;border-radius:4px;padding:.1rem .3rem}pre{padding:.6rem;overflow:auto}</style>' +
  `<h1>${title}</h1>${body}</html>`;

const HOME = htmlPage(
  'Contentforge',
  '<p>The API is at <code>/v1</code>; its reference is at <a href="/docs">/docs</a>.</p>' +
    '<p>Out of credits? See <a href="/billing">how to get more</a>.</p>',
);

// Where a 402 sends people when the operator set no PURCHASE_URL and the web app is not built.
const BILLING = htmlPage(
  'Getting credits',
  '<p>Every paid call — images, preset runs, publishing — is charged to your account’s one credit ' +
    'balance. See it with <code>GET /v1/credits</code>, and every movement with ' +
    '<code>GET /v1/credits/transactions</code>.</p>' +
    '<p>This service sells no credits itself: the people who run it add them to your account. Ask ' +
    'them, quoting your account id (<code>GET /v1/me</code> shows it).</p>' +
    '<p>If you run this service, add credits to an account with:</p>' +
    '<pre>npx contentforge admin grant-credits --account acct_… --amount 100</pre>' +
    '<p>or send people to a shop of your own by setting <code>PURCHASE_URL</code>.</p>',
);

/** The pages the service serves outside the API when the web application is not built. */
export async function pageRoutes(app: FastifyInstance): Promise<void> {
  for (const [url, html] of [
    ['/', HOME],
    ['/billing', BILLING],
  ] as const) {
    app.get(url, { schema: { hide: true } }, async (_request, reply) =>
      reply.type('text/html; charset=utf-8').send(html),
    );
  }
}
