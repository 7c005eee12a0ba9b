import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createInstagramPlatform } from '../../../src/adapters/connectors/instagram-connector.js';
import type { OAuthClient, OAuthCredentials, PlatformAdapter } from '../../../src/ports/oauth-platform.js';
import { sampleImage } from '../../support/images.js';
import {
  adapterDeps,
  deliveryFailure,
  oauthClientOf,
  signal,
  signIn,
} from '../../support/platforms/adapter-harness.js';
import { type FileServer, startFileServer } from '../../support/platforms/file-server.js';
import { startInstagramApi } from '../../support/platforms/instagram-api.js';
import { deliveryMedia, oauthDelivery } from '../../support/platforms/oauth-delivery.js';
import { bottleOnWhite, jarWithAlpha } from '../../support/product-photos.js';

const REDIRECT = 'https://contentforge.example/v1/oauth/instagram/callback';

let fake: Awaited<ReturnType<typeof startInstagramApi>>;
let files: FileServer;
let client: OAuthClient;

beforeAll(async () => {
  files = await startFileServer();
});
afterAll(() => files.close());
beforeEach(async () => {
  fake = await startInstagramApi();
  client = oauthClientOf(fake);
});
afterEach(() => fake.close());

const platformWith = (timeoutMs = 10_000): PlatformAdapter =>
  createInstagramPlatform(adapterDeps({ timeoutMs, pollIntervalMs: 5 }));

/** Runs the connect flow's steps and keeps the Instagram account, as a user choosing it would. */
async function connect(platform = platformWith()): Promise<OAuthCredentials> {
  const { tokens } = await signIn(platform.oauth, fake, client, REDIRECT);
  const identity = await platform.oauth.identify(client, tokens, signal());
  return { kind: 'oauth', apiUrl: fake.apiUrl, tokens, destination: identity.destinations![0]! };
}

/** Two JPEGs served by the file server, as the service serves its files. */
async function twoImagePost(credentials: OAuthCredentials) {
  const bottle = await bottleOnWhite();
  const street = await sampleImage('jpeg', 960, 540);
  return oauthDelivery(credentials, {
    text: 'Fresh sourdough at 7 🍞\n#bakery #harbour',
    media: [
      await deliveryMedia(bottle, {
        url: files.serve(`bottle-${Math.random()}.jpg`, bottle, 'image/jpeg'),
        altText: 'An amber bottle on white',
      }),
      await deliveryMedia(street, {
        url: files.serve(`street-${Math.random()}.jpg`, street, 'image/jpeg'),
        altText: 'The shop front',
      }),
    ],
  });
}

describe('Instagram', () => {
  it('signs in with Facebook Login and lists the linked Instagram accounts', async () => {
    const platform = platformWith();
    const url = new URL(
      platform.oauth.authorizeUrl(client, { state: 's', codeChallenge: 'c', redirectUri: REDIRECT }),
    );
    expect(url.pathname).toBe('/v25.0/dialog/oauth');
    expect(url.searchParams.get('scope')?.split(',')).toEqual(
      expect.arrayContaining(['instagram_basic', 'instagram_content_publish', 'pages_show_list']),
    );
    const back = new URL(await fake.consent(url.toString()));
    const tokens = await platform.oauth.exchangeCode(
      client,
      { code: back.searchParams.get('code')!, codeVerifier: 'v', redirectUri: REDIRECT },
      signal(),
    );
    const identity = await platform.oauth.identify(client, tokens, signal());
    expect(identity).toMatchObject({ externalId: fake.user.externalId, handle: fake.user.handle });
    expect(identity.destinations).toEqual([{ id: fake.account.id, name: fake.account.username }]);
  });

  it('publishes a carousel of two images Instagram fetched by URL, with the caption and alt texts', async () => {
    const platform = platformWith();
    const credentials = await connect(platform);
    const delivery = await twoImagePost(credentials);
    const receipt = await platform.connector.deliver(delivery, signal());

    const [post, ...others] = fake.published();
    expect(others).toEqual([]);
    expect(post!.id).toBe(receipt.externalId);
    expect(receipt.externalUrl).toMatch(/^https:\/\/www\.instagram\.com\/p\//);
    expect(post!.ownerId).toBe(fake.account.id);
    expect(post!.text).toBe(delivery.text);
    expect(post!.media.map((m) => [m.mimeType, m.width, m.height, m.altText, m.bytes])).toEqual([
      ['image/jpeg', 800, 1000, 'An amber bottle on white', delivery.media[0]!.bytes],
      ['image/jpeg', 960, 540, 'The shop front', delivery.media[1]!.bytes],
    ]);
  });

  it('publishes a single image as one container', async () => {
    const platform = platformWith();
    const credentials = await connect(platform);
    const bottle = await bottleOnWhite();
    const media = await deliveryMedia(bottle, { url: files.serve('single.jpg', bottle, 'image/jpeg') });
    await platform.connector.deliver(
      oauthDelivery(credentials, { text: 'One bottle', media: [media] }),
      signal(),
    );
    expect(fake.published().map((p) => [p.text, p.media.length])).toEqual([['One bottle', 1]]);
  });

  it('refuses images Instagram would not take before sending anything', async () => {
    const platform = platformWith();
    const credentials = await connect(platform);
    const png = await jarWithAlpha();
    const tall = await sampleImage('jpeg', 400, 800);
    for (const [bytes, type] of [
      [png, 'image/png'],
      [tall, 'image/jpeg'],
    ] as const) {
      const media = await deliveryMedia(bytes, { url: files.serve(`refused-${Math.random()}`, bytes, type) });
      const err = await deliveryFailure(
        platform.connector.deliver(oauthDelivery(credentials, { text: 'x', media: [media] }), signal()),
      );
      expect(err.category).toBe('media_error');
    }
    expect(platform.connector.convertsMedia).toBe(false);
    expect(fake.published()).toEqual([]);
  });

  it('renews the long-lived token after it expired for the API', async () => {
    const platform = platformWith();
    const credentials = await connect(platform);
    fake.expireAccessTokens();
    const refused = await deliveryFailure(
      platform.connector.deliver(await twoImagePost(credentials), signal()),
    );
    expect(refused.options.credentialsRejected).toBe(true);

    const renewed = await platform.oauth.refresh!(client, credentials.tokens, signal());
    expect(renewed.accessToken).not.toBe(credentials.tokens.accessToken);
    await platform.connector.deliver(await twoImagePost({ ...credentials, tokens: renewed }), signal());
    expect(fake.published()).toHaveLength(1);
  });

  it('reports a container that failed processing as a media error, publishing nothing', async () => {
    const platform = platformWith();
    const credentials = await connect(platform);
    fake.failNextMediaProcessing();
    const err = await deliveryFailure(platform.connector.deliver(await twoImagePost(credentials), signal()));
    expect(err.category).toBe('media_error');
    expect(fake.publishAttempts()).toBe(0);
  });

  it('refuses, as Instagram does, an image URL it cannot fetch or that is not a JPEG', async () => {
    const credentials = await connect();
    const create = async (imageUrl: string) => {
      const answer = await fetch(`${fake.apiUrl}/v25.0/${fake.account.id}/media`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          image_url: imageUrl,
          caption: 'x',
          access_token: credentials.tokens.accessToken,
        }),
      });
      return {
        status: answer.status,
        error: ((await answer.json()) as { error?: Record<string, unknown> }).error,
      };
    };
    expect(await create(files.missing('nothing.jpg'))).toMatchObject({
      status: 400,
      error: { code: 9004, error_subcode: 2207052, type: 'OAuthException' },
    });
    const png = await jarWithAlpha();
    expect(await create(files.serve('jar.jpg', png, 'image/jpeg'))).toMatchObject({
      status: 400,
      error: { code: 36001, error_subcode: 2207005 },
    });
    // Publishing a container nobody waited for is refused too.
    const bottle = await bottleOnWhite();
    const made = await fetch(`${fake.apiUrl}/v25.0/${fake.account.id}/media`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        image_url: files.serve('b.jpg', bottle, 'image/jpeg'),
        access_token: credentials.tokens.accessToken,
      }),
    });
    const { id } = (await made.json()) as { id: string };
    const early = await fetch(`${fake.apiUrl}/v25.0/${fake.account.id}/media_publish`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ creation_id: id, access_token: credentials.tokens.accessToken }),
    });
    expect(((await early.json()) as { error: { code: number } }).error.code).toBe(9007);
    expect(fake.published()).toEqual([]);
  });
});

describe('Instagram publishing limit', () => {
  it('is read at run time: the check warns as it nears and when it is reached', async () => {
    const platform = platformWith();
    const credentials = await connect(platform);
    const account = (await twoImagePost(credentials)).account;
    expect(await platform.connector.notices!(account, signal())).toEqual([]);
    fake.publishingLimit.usedAlready(91);
    expect(await platform.connector.notices!(account, signal())).toEqual([
      { code: 'publishing_limit_near', message: expect.stringContaining('91 of the 100 posts') },
    ]);
    fake.publishingLimit.usedAlready(9);
    expect(await platform.connector.notices!(account, signal())).toEqual([
      { code: 'publishing_limit_reached', message: expect.stringContaining('100 of the 100 posts') },
    ]);
  });

  it('counts a carousel once, and refuses a post over it as rate limited and retryable, sending no image', async () => {
    const platform = platformWith();
    const credentials = await connect(platform);
    fake.publishingLimit.usedAlready(98);
    await platform.connector.deliver(await twoImagePost(credentials), signal());
    await platform.connector.deliver(await twoImagePost(credentials), signal());
    expect(fake.published()).toHaveLength(2);

    const over = await deliveryFailure(platform.connector.deliver(await twoImagePost(credentials), signal()));
    expect(over).toMatchObject({ code: 'publishing_limit_reached', category: 'rate_limited' });
    expect(over.options).toMatchObject({ transient: true, retryAfterMs: 60 * 60 * 1000 });
    expect(over.message).toContain('100 posts');
    expect(fake.published()).toHaveLength(2);
  });

  it('is answered in the Graph API’s shape: the use, the total and the window in seconds', async () => {
    const credentials = await connect();
    const token = credentials.destination!.accessToken ?? credentials.tokens.accessToken;
    const read = await fetch(
      `${fake.apiUrl}/v25.0/${fake.account.id}/content_publishing_limit?fields=config,quota_usage&access_token=${token}`,
    );
    expect(await read.json()).toEqual({
      data: [{ quota_usage: 0, config: { quota_total: 100, quota_duration: 86400 } }],
    });
  });
});
