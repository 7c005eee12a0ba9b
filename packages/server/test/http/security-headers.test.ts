import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, type TestContext } from '../support/test-app.js';

let ctx: TestContext;
let token: string;

beforeAll(async () => {
  ctx = await createTestContext();
  ({ token } = await ctx.account());
});
afterAll(async () => ctx?.close());

describe('every answer', () => {
  it('forbids framing, type guessing and referrers to other sites: pages, the API, files and errors', async () => {
    const answers = await Promise.all(
      [
        { url: '/' },
        { url: '/invite/cfi_not-a-real-token' },
        { url: '/docs' },
        { url: '/v1/credits', headers: bearer(token) },
        { url: '/v1/credits' },
        { url: '/files/ws_x/nothing.png' },
        { url: '/v1/oauth/x/callback?state=unknown' },
      ].map((request) => ctx.app.inject({ method: 'GET', ...request })),
    );
    for (const res of answers) {
      expect(res.headers['content-security-policy']).toBe("frame-ancestors 'none'");
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toMatch(/^(same-origin|no-referrer)$/);
    }
    // A page that sets its own policy keeps it: the callback sends no referrer at all.
    expect(answers.at(-1)!.headers['referrer-policy']).toBe('no-referrer');
  });
});
