import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createXPlatform } from '../../../src/adapters/connectors/x-connector.js';
import type { Delivery } from '../../../src/ports/connector.js';
import type { OAuthClient, OAuthTokens, PlatformAdapter } from '../../../src/ports/oauth-platform.js';
import { sampleImage } from '../../support/images.js';
import {
  adapterDeps,
  deliveryFailure,
  oauthClientOf,
  signal,
  signIn,
} from '../../support/platforms/adapter-harness.js';
import { deliveryMedia, oauthDelivery } from '../../support/platforms/oauth-delivery.js';
import { startXApi, type XApi } from '../../support/platforms/x-api.js';
import { bottleOnWhite } from '../../support/product-photos.js';

const REDIRECT = 'https://contentforge.example/v1/oauth/x/callback';

let fake: XApi;
let client: OAuthClient;
const adapter = (timeoutMs = 10_000): PlatformAdapter =>
  createXPlatform(adapterDeps({ timeoutMs, pollIntervalMs: 5 }));

beforeAll(async () => {
  fake = await startXApi();
  client = oauthClientOf(fake);
});
afterAll(() => fake.close());

/** Runs the consent flow the way the service does, and answers the tokens. */
async function connect(x: PlatformAdapter): Promise<OAuthTokens> {
  return (await signIn(x.oauth, fake, client, REDIRECT)).tokens;
}

let posted = 0;
function delivery(tokens: OAuthTokens, media: Delivery['media'] = [], text?: string) {
  return oauthDelivery(
    { kind: 'oauth', apiUrl: fake.apiUrl, tokens },
    {
      text: text ?? `Launch day ${++posted}: the serum is here 🧴 https://example.com/serum #skincare`,
      media,
      externalId: fake.user.externalId,
      handle: fake.user.handle,
    },
  );
}

const image = (bytes: Buffer, altText: string | null) => deliveryMedia(bytes, { altText });

describe('X platform', () => {
  it('connects through the consent page with PKCE and reads the account it speaks for', async () => {
    const x = adapter();
    expect(x.oauth.pkce).toBe(true);
    const url = new URL(
      x.oauth.authorizeUrl(client, { state: 's', codeChallenge: 'c', redirectUri: REDIRECT }),
    );
    expect(url.pathname).toBe('/i/oauth2/authorize');
    expect(url.searchParams.get('scope')).toBe(
      'tweet.read tweet.write users.read media.write offline.access',
    );
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');

    const tokens = await connect(x);
    expect(tokens.refreshToken).toBeTruthy();
    expect(Date.parse(tokens.expiresAt!)).toBeGreaterThan(Date.now() + 60 * 60 * 1000);
    expect(tokens.scope?.split(' ')).toContain('media.write');
    expect(await x.oauth.identify(client, tokens, signal())).toEqual({
      externalId: fake.user.externalId,
      handle: fake.user.handle,
    });
  });

  it('a user who refuses on the consent page comes back with an error and no code', async () => {
    const x = adapter();
    const url = x.oauth.authorizeUrl(client, {
      state: 'st',
      codeChallenge: 'c'.repeat(43),
      redirectUri: REDIRECT,
    });
    const back = new URL(await fake.consent(url, { deny: true }));
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('code')).toBeNull();
  });

  it('publishes text with two images, their alt texts set, and links the post', async () => {
    const x = adapter();
    const tokens = await connect(x);
    // A PNG X takes as it is, and an AVIF it does not take, which is re-encoded.
    const photos = [
      await image(await bottleOnWhite(), 'A serum bottle on a white background'),
      await image(await sampleImage('avif', 900, 600), 'An orange and teal gradient'),
    ];
    const d = delivery(tokens, photos);
    const receipt = await x.connector.deliver(d, signal());

    const post = fake.published().at(-1)!;
    expect(receipt.externalId).toBe(post.id);
    expect(receipt.externalUrl).toBe(`https://x.com/${fake.user.handle}/status/${post.id}`);
    expect(post.ownerId).toBe(fake.user.externalId);
    expect(post.text).toBe(d.text);
    expect(post.media.map((m) => m.altText)).toEqual([
      'A serum bottle on a white background',
      'An orange and teal gradient',
    ]);
    expect(post.media.map((m) => m.mimeType)).toEqual(['image/jpeg', 'image/jpeg']);
    expect(post.media.map((m) => [m.width, m.height])).toEqual([
      [800, 1000],
      [900, 600],
    ]);
  });

  it('waits for X to process a GIF before posting it', async () => {
    const x = adapter();
    const tokens = await connect(x);
    const gif = await sampleImage('gif', 320, 240);
    await x.connector.deliver(delivery(tokens, [await image(gif, null)]), signal());
    const post = fake.published().at(-1)!;
    expect(post.media).toEqual([{ mimeType: 'image/gif', bytes: gif.length, width: 320, height: 240 }]);
  });

  it('renews expired access tokens with the refresh token, which X rotates', async () => {
    const x = adapter();
    const tokens = await connect(x);
    fake.expireAccessTokens();
    const expired = await deliveryFailure(x.connector.deliver(delivery(tokens), signal()));
    expect(expired.category).toBe('auth_expired');

    const renewed = await x.oauth.refresh!(client, tokens, signal());
    expect(renewed.accessToken).not.toBe(tokens.accessToken);
    expect(renewed.refreshToken).not.toBe(tokens.refreshToken);
    await x.connector.deliver(delivery(renewed), signal());
    // The used refresh token is spent.
    const reused = await deliveryFailure(x.oauth.refresh!(client, tokens, signal()));
    expect(reused.options.credentialsRejected).toBe(true);
  });

  it('a revoked app refuses the refresh, credentials rejected', async () => {
    const x = adapter();
    const tokens = await connect(x);
    fake.revokeAll();
    const refused = await deliveryFailure(x.oauth.refresh!(client, tokens, signal()));
    expect(refused.category).toBe('auth_expired');
    expect(refused.options.credentialsRejected).toBe(true);
  });

  it('an image X fails to process is a media_error and nothing is posted', async () => {
    const x = adapter();
    const tokens = await connect(x);
    const before = fake.publishAttempts();
    fake.failNextMediaProcessing();
    const err = await deliveryFailure(
      x.connector.deliver(delivery(tokens, [await image(await bottleOnWhite(), null)]), signal()),
    );
    expect(err.category).toBe('media_error');
    expect(fake.publishAttempts()).toBe(before);
  });

  it('posts replies as a thread, and a later attempt continues after the parts already posted', async () => {
    const x = adapter();
    const tokens = await connect(x);
    const credentials = { kind: 'oauth' as const, apiUrl: fake.apiUrl, tokens };
    const parts = {
      text: 'Thread 1/3: the serum is back',
      replies: [
        { text: 'Thread 2/3: it layers under sunscreen', media: [] },
        { text: 'Thread 3/3: on the shelf', media: [await image(await bottleOnWhite(), 'The bottle')] },
      ],
      handle: fake.user.handle,
    };
    // The image of part 3 fails X's processing: parts 1 and 2 are posted by then.
    fake.failNextMediaProcessing();
    const first = oauthDelivery(credentials, parts);
    const err = await deliveryFailure(x.connector.deliver(first, signal()));
    expect(err.category).toBe('media_error');
    const before = fake.published();
    const [head, second] = before.slice(-2);
    expect([head!.text, second!.text]).toEqual([
      'Thread 1/3: the serum is back',
      'Thread 2/3: it layers under sunscreen',
    ]);
    expect(second!.inReplyTo).toBe(head!.id);
    expect(first.parts.map((p) => p.externalId)).toEqual([head!.id, second!.id]);

    const again = oauthDelivery(credentials, { ...parts, posted: first.parts });
    const receipt = await x.connector.deliver(again, signal());
    const after = fake.published();
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toMatchObject({ text: 'Thread 3/3: on the shelf', inReplyTo: second!.id });
    expect(receipt.externalId).toBe(head!.id);
    expect(again.parts.map((p) => p.externalId)).toEqual([head!.id, second!.id, after.at(-1)!.id]);
  });

  it('duplicate text is refused as user content', async () => {
    const x = adapter();
    const tokens = await connect(x);
    await x.connector.deliver(delivery(tokens, [], 'Same words twice'), signal());
    const err = await deliveryFailure(
      x.connector.deliver(delivery(tokens, [], 'Same words twice'), signal()),
    );
    expect(err.category).toBe('user_content');
  });

  it('the stand-in refuses what X refuses: a wrong bearer, a token without Basic client auth, a wrong verifier', async () => {
    const wrong = await fetch(`${fake.apiUrl}/2/tweets`, {
      method: 'POST',
      headers: { authorization: 'Bearer not-a-token', 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'hello' }),
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ title: 'Unauthorized', status: 401 });

    const noBasic = await fetch(`${fake.apiUrl}/2/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: 'x',
        client_id: fake.clientId,
      }),
    });
    expect(noBasic.status).toBe(401);

    const x = adapter();
    const url = x.oauth.authorizeUrl(client, {
      state: 'st',
      codeChallenge: createHash('sha256').update('the-right-verifier').digest('base64url'),
      redirectUri: REDIRECT,
    });
    const code = new URL(await fake.consent(url)).searchParams.get('code')!;
    const err = await deliveryFailure(
      x.oauth.exchangeCode(
        client,
        { code, codeVerifier: 'another-verifier', redirectUri: REDIRECT },
        signal(),
      ),
    );
    expect(err.category).toBe('auth_expired');
  });
});
