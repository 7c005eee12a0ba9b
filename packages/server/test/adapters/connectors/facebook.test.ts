import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFacebookPlatform } from '../../../src/adapters/connectors/facebook-connector.js';
import type { OAuthClient, OAuthCredentials, PlatformAdapter } from '../../../src/ports/oauth-platform.js';
import {
  adapterDeps,
  deliveryFailure,
  oauthClientOf,
  signal,
  signIn,
} from '../../support/platforms/adapter-harness.js';
import { startFacebookApi } from '../../support/platforms/facebook-api.js';
import { deliveryMedia, oauthDelivery } from '../../support/platforms/oauth-delivery.js';
import { bottleOnWhite, jarWithAlpha } from '../../support/product-photos.js';

const REDIRECT = 'https://contentforge.example/v1/oauth/facebook/callback';

let fake: Awaited<ReturnType<typeof startFacebookApi>>;
let client: OAuthClient;

beforeEach(async () => {
  fake = await startFacebookApi();
  client = oauthClientOf(fake);
});
afterEach(() => fake.close());

const platformWith = (timeoutMs = 10_000): PlatformAdapter =>
  createFacebookPlatform(adapterDeps({ timeoutMs, pollIntervalMs: 5 }));

/** Runs the connect flow's steps and keeps the first page, as a user choosing it would. */
async function connect(platform = platformWith()): Promise<OAuthCredentials> {
  const { tokens } = await signIn(platform.oauth, fake, client, REDIRECT);
  const identity = await platform.oauth.identify(client, tokens, signal());
  return { kind: 'oauth', apiUrl: fake.apiUrl, tokens, destination: identity.destinations![0]! };
}

async function twoImagePost(credentials: OAuthCredentials) {
  return oauthDelivery(credentials, {
    text: 'Fresh sourdough at 7 🍞\nSee you at the harbour.',
    media: [
      await deliveryMedia(await bottleOnWhite(), { altText: 'An amber bottle on white' }),
      await deliveryMedia(await jarWithAlpha(), { altText: 'A jar on a transparent background' }),
    ],
  });
}

describe('Facebook Pages', () => {
  it('signs in with Facebook Login and lists the pages with their own tokens', async () => {
    const platform = platformWith();
    const url = new URL(
      platform.oauth.authorizeUrl(client, { state: 's', codeChallenge: 'c', redirectUri: REDIRECT }),
    );
    expect(url.pathname).toBe('/v25.0/dialog/oauth');
    expect(url.searchParams.get('scope')).toBe(
      'pages_show_list,pages_read_engagement,pages_manage_posts,pages_manage_engagement',
    );
    const back = new URL(await fake.consent(url.toString()));
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT);
    const tokens = await platform.oauth.exchangeCode(
      client,
      { code: back.searchParams.get('code')!, codeVerifier: 'v', redirectUri: REDIRECT },
      signal(),
    );
    // The long-lived token: about 60 days.
    expect(Date.parse(tokens.expiresAt!) - Date.now()).toBeGreaterThan(50 * 86_400_000);
    const identity = await platform.oauth.identify(client, tokens, signal());
    expect(identity).toMatchObject({ externalId: fake.user.externalId, handle: fake.user.handle });
    expect(identity.destinations?.map((d) => [d.id, d.name, d.accessToken])).toEqual(
      fake.pages.map((p) => [p.id, p.name, fake.pageToken(p.id)]),
    );
  });

  it('hands back the refusal when the user denies the consent', async () => {
    const url = platformWith().oauth.authorizeUrl(client, {
      state: 's',
      codeChallenge: 'c',
      redirectUri: REDIRECT,
    });
    const back = new URL(await fake.consent(url, { deny: true }));
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('code')).toBeNull();
  });

  it('publishes text and two images, uploaded unpublished and attached to one page post', async () => {
    const platform = platformWith();
    const credentials = await connect(platform);
    const delivery = await twoImagePost(credentials);
    const receipt = await platform.connector.deliver(delivery, signal());

    const [post, ...others] = fake.published();
    expect(others).toEqual([]);
    expect(post!.id).toBe(receipt.externalId);
    expect(receipt.externalUrl).toBe(`https://www.facebook.com/${receipt.externalId}`);
    expect(post!.ownerId).toBe(fake.pages[0]!.id);
    expect(post!.text).toBe(delivery.text);
    expect(post!.media.map((m) => [m.mimeType, m.width, m.height, m.altText])).toEqual([
      ['image/jpeg', 800, 1000, 'An amber bottle on white'],
      ['image/png', 700, 640, 'A jar on a transparent background'],
    ]);
  });

  it('publishes a text-only post', async () => {
    const platform = platformWith();
    const credentials = await connect(platform);
    await platform.connector.deliver(oauthDelivery(credentials, { text: 'Closed on Monday.' }), signal());
    expect(fake.published().map((p) => [p.text, p.media.length])).toEqual([['Closed on Monday.', 0]]);
  });

  it('renews the long-lived user token after it expired for the API', async () => {
    const platform = platformWith();
    const credentials = await connect(platform);
    fake.expireAccessTokens();
    const refused = await deliveryFailure(platform.oauth.identify(client, credentials.tokens, signal()));
    expect(refused.options.credentialsRejected).toBe(true);

    const renewed = await platform.oauth.refresh!(client, credentials.tokens, signal());
    expect(renewed.accessToken).not.toBe(credentials.tokens.accessToken);
    const identity = await platform.oauth.identify(client, renewed, signal());
    expect(identity.externalId).toBe(fake.user.externalId);
  });

  it('reports a photo Facebook cannot take as a media error', async () => {
    const platform = platformWith();
    const credentials = await connect(platform);
    fake.failNextMediaProcessing();
    const err = await deliveryFailure(platform.connector.deliver(await twoImagePost(credentials), signal()));
    expect(err.category).toBe('media_error');
    expect(fake.publishAttempts()).toBe(0);
  });

  it('converts images Facebook does not take', async () => {
    const platform = platformWith();
    const credentials = await connect(platform);
    const webp = await sharp(await bottleOnWhite())
      .webp()
      .toBuffer();
    await platform.connector.deliver(
      oauthDelivery(credentials, { text: 'WebP in the library', media: [await deliveryMedia(webp)] }),
      signal(),
    );
    expect(fake.published()[0]!.media.map((m) => m.mimeType)).toEqual(['image/jpeg']);
  });

  it('refuses, as the Graph API does, a page post made with the user token or an unknown token', async () => {
    const credentials = await connect();
    const page = credentials.destination!;
    const post = (token: string) =>
      fetch(`${fake.apiUrl}/v25.0/${page.id}/feed`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ message: 'hello', access_token: token }),
      });
    const withUserToken = await post(credentials.tokens.accessToken);
    expect(withUserToken.status).toBe(400);
    expect(((await withUserToken.json()) as { error: { code: number } }).error.code).toBe(200);

    const unknown = await post('EAAnot-a-token');
    const body = (await unknown.json()) as { error: Record<string, unknown> };
    expect(body.error).toMatchObject({ type: 'OAuthException', code: 190 });
    expect(typeof body.error.fbtrace_id).toBe('string');

    // And through the connector: a credential without the page token is refused, not posted.
    const platform = platformWith();
    const err = await deliveryFailure(
      platform.connector.deliver(
        oauthDelivery({ ...credentials, destination: { id: page.id, name: page.name } }, { text: 'hello' }),
        signal(),
      ),
    );
    expect(err.category).toBe('auth_expired');
    expect(fake.published()).toEqual([]);
  });
});
