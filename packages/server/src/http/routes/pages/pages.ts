import type { FastifyInstance } from 'fastify';
import type { PurchaseHelp } from '../../route-deps.js';

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

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const contactHref = (contact: string) =>
  contact.includes('@') && !/^https?:/.test(contact) ? `mailto:${contact}` : contact;

/**
 * Where a 402 sends people when the operator set no PURCHASE_URL and the web app is not built: the
 * operator's own words when they gave some (shown as written, Markdown unrendered), else how credits
 * are added to an account.
 */
export function billingPage(help: PurchaseHelp): string {
  const said = help.instructions
    ? `<div style="white-space:pre-wrap">${escapeHtml(help.instructions)}</div>`
    : '<p>This service sells no credits itself: the people who run it add them to your account. Ask ' +
      'them, quoting your account id (<code>GET /v1/me</code> shows it).</p>';
  const contact = help.contact
    ? `<p>Contact: <a href="${escapeHtml(contactHref(help.contact))}">${escapeHtml(help.contact)}</a></p>`
    : '';
  return htmlPage(
    'Getting credits',
    '<p>Every paid call — images, preset runs, publishing — is charged to your account’s one credit ' +
      'balance. See it with <code>GET /v1/credits</code>, and every movement with ' +
      '<code>GET /v1/credits/transactions</code>.</p>' +
      said +
      contact +
      (help.instructions
        ? ''
        : '<p>If you run this service, add credits to an account with:</p>' +
          '<pre>npx contentforge admin grant-credits --account acct_… --amount 100</pre>' +
          '<p>or tell people how to get them with <code>PURCHASE_INSTRUCTIONS</code> and ' +
          '<code>PURCHASE_CONTACT</code>, or send them to a shop of your own with <code>PURCHASE_URL</code>.</p>'),
  );
}

/** The pages the service serves outside the API when the web application is not built. */
export async function pageRoutes(
  app: FastifyInstance,
  options: { purchaseHelp: PurchaseHelp },
): Promise<void> {
  for (const [url, html] of [
    ['/', HOME],
    ['/billing', billingPage(options.purchaseHelp)],
  ] as const) {
    app.get(url, { schema: { hide: true } }, async (_request, reply) =>
      reply.type('text/html; charset=utf-8').send(html),
    );
  }
}
