import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINKEDIN_VERSION } from '../../../src/adapters/connectors/linkedin-api.js';
import { createLinkedInPlatform, littleText } from '../../../src/adapters/connectors/linkedin-connector.js';
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
import { type LinkedInApi, startLinkedInApi } from '../../support/platforms/linkedin-api.js';
import { deliveryMedia, oauthDelivery } from '../../support/platforms/oauth-delivery.js';
import { bottleOnWhite, jarWithAlpha } from '../../support/product-photos.js';

const REDIRECT = 'https://contentforge.example/v1/oauth/linkedin/callback';

let fake: LinkedInApi;
let client: OAuthClient;
const adapter = (timeoutMs = 10_000): PlatformAdapter =>
  createLinkedInPlatform(adapterDeps({ timeoutMs, pollIntervalMs: 5 }));

beforeAll(async () => {
  fake = await startLinkedInApi();
  client = oauthClientOf(fake);
});
afterAll(() => fake.close());

async function connect(li: PlatformAdapter): Promise<OAuthTokens> {
  return (await signIn(li.oauth, fake, client, REDIRECT)).tokens;
}

let posted = 0;
function delivery(tokens: OAuthTokens, media: Delivery['media'] = [], text?: string): Delivery {
  return oauthDelivery(
    { kind: 'oauth', apiUrl: fake.apiUrl, tokens },
    {
      text:
        text ??
        `Launch ${++posted} (finally!): our serum <30 ml> is here — ask @team, 50% off_today *only* ~ C# fans too. #skincare #launch`,
      media,
      externalId: fake.user.externalId,
      handle: fake.user.handle,
    },
  );
}

const image = (bytes: Buffer, altText: string | null) => deliveryMedia(bytes, { altText });

describe('LinkedIn platform', () => {
  it('connects through the consent page and reads the member with OpenID userinfo', async () => {
    const li = adapter();
    expect(li.oauth.pkce).toBe(false);
    const url = new URL(
      li.oauth.authorizeUrl(client, { state: 's', codeChallenge: 'c', redirectUri: REDIRECT }),
    );
    expect(url.pathname).toBe('/oauth/v2/authorization');
    expect(url.searchParams.get('scope')).toBe('openid profile w_member_social');

    const tokens = await connect(li);
    expect(tokens.refreshToken).toBeTruthy();
    expect(Date.parse(tokens.expiresAt!)).toBeGreaterThan(Date.now() + 59 * 24 * 60 * 60 * 1000);
    expect(Date.parse(tokens.refreshExpiresAt!)).toBeGreaterThan(Date.parse(tokens.expiresAt!));
    expect(tokens.scope).toBe('openid profile w_member_social');
    expect(await li.oauth.identify(client, tokens, signal())).toEqual({
      externalId: fake.user.externalId,
      handle: fake.user.handle,
    });
  });

  it('a member who cancels comes back with an error and no code', async () => {
    const li = adapter();
    const url = li.oauth.authorizeUrl(client, { state: 'st', codeChallenge: 'c', redirectUri: REDIRECT });
    const back = new URL(await fake.consent(url, { deny: true }));
    expect(back.searchParams.get('error')).toBe('user_cancelled_authorize');
    expect(back.searchParams.get('code')).toBeNull();
    expect(back.searchParams.get('state')).toBe('st');
  });

  it('publishes text with two images as a MultiImage with alt texts, the text kept as written', async () => {
    const li = adapter();
    const tokens = await connect(li);
    // A JPEG LinkedIn takes, and a WebP it does not, which is re-encoded.
    const photos = [
      await image(await bottleOnWhite(), 'A serum bottle on a white background'),
      await image(
        await sharp(await jarWithAlpha())
          .webp()
          .toBuffer(),
        'A teal jar with a white lid',
      ),
    ];
    const d = delivery(tokens, photos);
    const receipt = await li.connector.deliver(d, signal());

    const post = fake.published().at(-1)!;
    expect(receipt.externalId).toBe(post.id);
    expect(receipt.externalId).toMatch(/^urn:li:share:\d+$/);
    expect(receipt.externalUrl).toBe(`https://www.linkedin.com/feed/update/${post.id}`);
    expect(post.ownerId).toBe(`urn:li:person:${fake.user.externalId}`);
    expect(post.text).toBe(d.text);
    expect(post.media.map((m) => m.altText)).toEqual([
      'A serum bottle on a white background',
      'A teal jar with a white lid',
    ]);
    expect(post.media.map((m) => m.mimeType)).toEqual(['image/jpeg', 'image/jpeg']);
    expect(post.media.map((m) => [m.width, m.height])).toEqual([
      [800, 1000],
      [700, 640],
    ]);
  });

  it('publishes a single image as the post media', async () => {
    const li = adapter();
    const tokens = await connect(li);
    const png = await sampleImage('png', 640, 480);
    await li.connector.deliver(delivery(tokens, [await image(png, null)]), signal());
    expect(fake.published().at(-1)!.media).toEqual([
      { mimeType: 'image/png', bytes: png.length, width: 640, height: 480 },
    ]);
  });

  it('renews expired access tokens with the refresh token, which LinkedIn keeps', async () => {
    const li = adapter();
    const tokens = await connect(li);
    fake.expireAccessTokens();
    const expired = await deliveryFailure(li.connector.deliver(delivery(tokens), signal()));
    expect(expired.category).toBe('auth_expired');

    const renewed = await li.oauth.refresh!(client, tokens, signal());
    expect(renewed.accessToken).not.toBe(tokens.accessToken);
    expect(renewed.refreshToken).toBe(tokens.refreshToken);
    expect(renewed.refreshExpiresAt).toBeTruthy();
    await li.connector.deliver(delivery(renewed), signal());
  });

  it('a revoked app refuses the refresh, credentials rejected', async () => {
    const li = adapter();
    const tokens = await connect(li);
    fake.revokeAll();
    const refused = await deliveryFailure(li.oauth.refresh!(client, tokens, signal()));
    expect(refused.options.credentialsRejected).toBe(true);
  });

  it('a version LinkedIn has sunset (426) is the operator’s problem, named, and nothing is posted', async () => {
    const li = adapter();
    const tokens = await connect(li);
    const before = fake.published().length;
    const sunset = fake.sunset(LINKEDIN_VERSION);
    try {
      const err = await deliveryFailure(li.connector.deliver(delivery(tokens), signal()));
      expect(err).toMatchObject({ code: 'version_not_active', category: 'system' });
      expect(err.message).toContain(`LinkedIn-Version ${LINKEDIN_VERSION}`);
      expect(err.message).toMatch(/operator/);
      expect(err.options.credentialsRejected).toBeFalsy();
      expect(fake.published()).toHaveLength(before);
    } finally {
      // The stand-in serves every test of this file.
      sunset.restore();
    }
  });

  it('an image LinkedIn fails to process is a media_error and nothing is posted', async () => {
    const li = adapter();
    const tokens = await connect(li);
    const before = fake.publishAttempts();
    fake.failNextMediaProcessing();
    const err = await deliveryFailure(
      li.connector.deliver(delivery(tokens, [await image(await bottleOnWhite(), null)]), signal()),
    );
    expect(err.category).toBe('media_error');
    expect(fake.publishAttempts()).toBe(before);
  });

  it('a duplicate post is refused as user content', async () => {
    const li = adapter();
    const tokens = await connect(li);
    await li.connector.deliver(delivery(tokens, [], 'Same words twice'), signal());
    const err = await deliveryFailure(
      li.connector.deliver(delivery(tokens, [], 'Same words twice'), signal()),
    );
    expect(err.category).toBe('user_content');
  });

  it('escapes little-text markup but keeps hashtags', () => {
    expect(littleText('Hi (all) @you #tag C#')).toBe('Hi \\(all\\) \\@you #tag C\\#');
  });

  it('the stand-in refuses what LinkedIn refuses: no version header, an inactive version, a wrong token', async () => {
    const li = adapter();
    const tokens = await connect(li);
    const body = JSON.stringify({
      initializeUploadRequest: { owner: `urn:li:person:${fake.user.externalId}` },
    });
    const headers = {
      authorization: `Bearer ${tokens.accessToken}`,
      'content-type': 'application/json',
      'x-restli-protocol-version': '2.0.0',
    };
    const noVersion = await fetch(`${fake.apiUrl}/rest/images?action=initializeUpload`, {
      method: 'POST',
      headers,
      body,
    });
    expect(noVersion.status).toBe(400);
    expect(await noVersion.json()).toMatchObject({ code: 'VERSION_MISSING', status: 400 });

    const sunset = await fetch(`${fake.apiUrl}/rest/images?action=initializeUpload`, {
      method: 'POST',
      headers: { ...headers, 'linkedin-version': '202201' },
      body,
    });
    expect(sunset.status).toBe(426);

    const wrongToken = await fetch(`${fake.apiUrl}/rest/images?action=initializeUpload`, {
      method: 'POST',
      headers: { ...headers, 'linkedin-version': LINKEDIN_VERSION, authorization: 'Bearer nope' },
      body,
    });
    expect(wrongToken.status).toBe(401);
    expect(await wrongToken.json()).toMatchObject({ serviceErrorCode: 65600, status: 401 });

    const ok = await fetch(`${fake.apiUrl}/rest/images?action=initializeUpload`, {
      method: 'POST',
      headers: { ...headers, 'linkedin-version': LINKEDIN_VERSION },
      body,
    });
    expect(ok.status).toBe(200);
  });
});
