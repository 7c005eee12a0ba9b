import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withFreshCredentials } from '../../../src/domain/publishing/oauth-tokens.js';
import type { PublishingDeps } from '../../../src/domain/publishing/publishing-deps.js';
import { DeliveryError } from '../../../src/ports/connector.js';
import type { OAuthCredentials, OAuthTokens } from '../../../src/ports/oauth-platform.js';
import type { SocialAccountRecord } from '../../../src/ports/persistence/social-accounts.js';
import { type PlatformDouble, platformDouble } from '../../support/platforms/oauth-platform-double.js';
import { createTestContext, type TestContext } from '../../support/test-app.js';

let ctx: TestContext;
let deps: PublishingDeps;
let owner: { accountId: string; workspaceId: string };
let seq = 0;

beforeAll(async () => {
  ctx = await createTestContext({ jobs: false });
  owner = await ctx.account();
});
afterAll(async () => ctx?.close());

/** An X account whose stored tokens are `tokens`, and a platform double that issued them. */
async function accountWith(
  expiresInMs: number,
): Promise<{ double: PlatformDouble; account: SocialAccountRecord }> {
  const double = platformDouble('x');
  deps = {
    ...ctx.services.publishing,
    oauth: {
      x: {
        oauth: double.adapter.oauth,
        app: {
          clientId: 'app',
          clientSecret: 'secret',
          apiUrl: 'https://api.x.test',
          authUrl: 'https://x.test',
        },
      },
    },
  };
  const challenge = await import('node:crypto').then(({ createHash }) =>
    createHash('sha256').update('verifier').digest('base64url'),
  );
  const issued = await double.adapter.oauth.exchangeCode(
    deps.oauth.x!.app!,
    { code: `code-for-${challenge}`, codeVerifier: 'verifier', redirectUri: 'https://cf.test/cb' },
    AbortSignal.timeout(1000),
  );
  const tokens: OAuthTokens = { ...issued, expiresAt: new Date(Date.now() + expiresInMs).toISOString() };
  const id = `sa_${String(++seq).padStart(26, '0')}`;
  const credentials: OAuthCredentials = { kind: 'oauth', apiUrl: 'https://api.x.test', tokens };
  const now = new Date().toISOString();
  const account: SocialAccountRecord = {
    id,
    workspaceId: owner.workspaceId,
    accountId: owner.accountId,
    platform: 'x',
    handle: `brand${seq}`,
    connection: 'oauth',
    status: 'active',
    statusReason: null,
    externalId: `user-${seq}`,
    webhookUrl: null,
    credentials: deps.secrets.seal(JSON.stringify(credentials), id),
    createdByTokenId: 'tok_test',
    createdAt: now,
    updatedAt: now,
    deletedAt: null,
  };
  await ctx.services.store.socialAccounts.insert(account);
  return { double, account };
}

const deliver = (double: PlatformDouble, account: SocialAccountRecord) =>
  withFreshCredentials(
    deps,
    account,
    (credentials) =>
      double.adapter.connector.deliver(
        {
          deliveryId: 'tgt',
          createdAt: new Date().toISOString(),
          postId: 'post',
          workspaceId: account.workspaceId,
          account: {
            id: account.id,
            handle: account.handle,
            externalId: null,
            webhookUrl: null,
            credentials,
          },
          text: 'Hello',
          media: [],
          replies: [],
          posted: [],
          partPosted: async () => {},
          saveCredentials: async () => {},
        },
        AbortSignal.timeout(5000),
      ),
    AbortSignal.timeout(5000),
  );

async function stored(account: SocialAccountRecord): Promise<OAuthCredentials> {
  const record = await ctx.services.store.socialAccounts.find(account.id);
  return JSON.parse(deps.secrets.open(record!.credentials!, record!.id));
}

describe('tokens at delivery', () => {
  it('uses a token that is good for more than five minutes as it is', async () => {
    const { double, account } = await accountWith(60 * 60_000);
    await deliver(double, account);
    expect(double.refreshes).toBe(0);
    expect(double.delivered[0]!.accessToken).toBe('access-1');
  });

  it('renews a token expiring within five minutes before delivering, and keeps the new one', async () => {
    const { double, account } = await accountWith(4 * 60_000);
    await deliver(double, account);
    expect(double.refreshes).toBe(1);
    expect(double.delivered[0]!.accessToken).toBe('access-2');
    expect((await stored(account)).tokens).toMatchObject({
      accessToken: 'access-2',
      refreshToken: 'refresh-2',
    });
  });

  it('keeps the refresh token, and its expiry, that a renewal did not replace', async () => {
    const { double, account } = await accountWith(4 * 60_000);
    // The stored refresh token expires in sixty days; the platform renews without naming a new one.
    const before = await stored(account);
    const refreshExpiresAt = new Date(Date.now() + 60 * 86_400_000).toISOString();
    const sealed = deps.secrets.seal(
      JSON.stringify({ ...before, tokens: { ...before.tokens, refreshExpiresAt } }),
      account.id,
    );
    const now = new Date().toISOString();
    await ctx.services.store.socialAccounts.replaceCredentials(account.id, account.credentials!, sealed, now);
    const entry = deps.oauth.x!;
    deps = {
      ...deps,
      oauth: {
        x: {
          ...entry,
          oauth: {
            ...entry.oauth,
            async refresh(client, tokens, signal) {
              const {
                refreshToken: _,
                refreshExpiresAt: __,
                ...renewed
              } = await entry.oauth.refresh!(client, tokens, signal);
              return renewed;
            },
          },
        },
      },
    };
    await deliver(double, { ...account, credentials: sealed });
    expect(double.delivered[0]!.accessToken).toBe('access-2');
    expect((await stored(account)).tokens).toMatchObject({
      accessToken: 'access-2',
      refreshToken: before.tokens.refreshToken,
      refreshExpiresAt,
    });
  });

  it('renews once and delivers again when the platform refuses a token that looked valid', async () => {
    const { double, account } = await accountWith(60 * 60_000);
    double.validAccessTokens.delete('access-1');
    await deliver(double, account);
    expect(double.refreshes).toBe(1);
    expect(double.delivered.map((d) => d.accessToken)).toEqual(['access-2']);
  });

  it('a refresh the platform refuses is a credentials-rejected failure, for needs_reconnect', async () => {
    const { double, account } = await accountWith(-1000);
    double.revoked = true;
    const failure = await deliver(double, account).catch((err) => err);
    expect(failure).toBeInstanceOf(DeliveryError);
    expect(failure.options.credentialsRejected).toBe(true);
    expect(double.delivered).toHaveLength(0);
  });

  it('refreshes once for deliveries of one account at the same time, keeping the rotated refresh token', async () => {
    const { double, account } = await accountWith(-1000);
    await Promise.all(Array.from({ length: 5 }, () => deliver(double, account)));
    expect(double.refreshes).toBe(1);
    expect(double.delivered.map((d) => d.accessToken)).toEqual(Array(5).fill('access-2'));
    expect((await stored(account)).tokens.refreshToken).toBe('refresh-2');
    // The rotated refresh token still works: the next renewal succeeds.
    double.validAccessTokens.delete('access-2');
    await deliver(double, account);
    expect(double.delivered.at(-1)!.accessToken).toBe('access-3');
  });

  it('uses the tokens another process stored when its own refresh is refused for a token just rotated', async () => {
    const { double, account } = await accountWith(-1000);
    // Another process renews first, with the same refresh token, while this one's request is out.
    const other: OAuthCredentials = {
      kind: 'oauth',
      apiUrl: 'https://api.x.test',
      tokens: await double.adapter.oauth.refresh!(
        deps.oauth.x!.app!,
        (await stored(account)).tokens,
        AbortSignal.timeout(1000),
      ),
    };
    double.refreshes = 0;
    double.duringRefresh = async () => {
      double.duringRefresh = undefined;
      await ctx.services.store.socialAccounts.saveCredentials(
        account.id,
        deps.secrets.seal(JSON.stringify(other), account.id),
        new Date().toISOString(),
      );
    };
    await deliver(double, account);
    expect(double.refreshes).toBe(1);
    expect(double.delivered[0]!.accessToken).toBe(other.tokens.accessToken);
    expect((await stored(account)).tokens.refreshToken).toBe(other.tokens.refreshToken);
  });
});
