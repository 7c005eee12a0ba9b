import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, type TestContext } from '../support/test-app.js';

// Two API instances over one database, as in the scaled shape: each keeps the tokens it verified
// for at most a second, so a revocation made through one is honoured by the other within it.
let first: TestContext;
let second: TestContext;

beforeAll(async () => {
  first = await createTestContext({ jobs: false });
  second = await createTestContext({ database: first.database, jobs: false });
});
afterAll(async () => {
  await second?.stop();
  await first?.close();
});

const credits = (instance: TestContext, token: string) =>
  instance.app.inject({ method: 'GET', url: '/v1/credits', headers: bearer(token) });

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a token revoked through one API instance', () => {
  it('is refused by the instance that revoked it at once, and by another within a second', async () => {
    const owner = await first.account({ name: 'Two instances' });
    const created = await first.app.inject({
      method: 'POST',
      url: '/v1/tokens',
      headers: bearer(owner.token),
      payload: { name: 'CI', role: 'editor' },
    });
    const { id, token } = created.json().data as { id: string; token: string };
    // Both instances have verified the token and keep it for their next calls.
    expect((await credits(first, token)).statusCode).toBe(200);
    expect((await credits(second, token)).statusCode).toBe(200);

    const revoked = await first.app.inject({
      method: 'DELETE',
      url: `/v1/tokens/${id}`,
      headers: bearer(owner.token),
    });
    expect(revoked.statusCode).toBe(200);
    const revokedAt = Date.now();
    const atOnce = await credits(first, token);
    expect(atOnce.statusCode).toBe(401);
    expect(atOnce.json().detail).toMatch(/revoked/);

    // The other instance may still take the token for what is left of its second, never after it.
    let refused: { detail: string } | undefined;
    while (refused === undefined && Date.now() - revokedAt < 3000) {
      const sentAfter = Date.now() - revokedAt;
      const res = await credits(second, token);
      if (res.statusCode === 401) refused = res.json();
      else {
        expect(res.statusCode).toBe(200);
        expect(sentAfter).toBeLessThan(1000);
        await pause(50);
      }
    }
    expect(refused).toMatchObject({ detail: expect.stringMatching(/revoked/) });
    // The owner's own token is untouched on both.
    expect((await credits(second, owner.token)).statusCode).toBe(200);
  });
});
