import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createThreadsPlatform } from '../../../src/adapters/connectors/threads-connector.js';
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
import { deliveryMedia, oauthDelivery } from '../../support/platforms/oauth-delivery.js';
import { startThreadsApi } from '../../support/platforms/threads-api.js';
import { bottleOnWhite, jarWithAlpha } from '../../support/product-photos.js';

const REDIRECT = 'https://contentforge.example/v1/oauth/threads/callback';

let fake: Awaited<ReturnType<typeof startThreadsApi>>;
let files: FileServer;
let client: OAuthClient;

beforeAll(async () => {
  files = await startFileServer();
});
afterAll(() => files.close());
beforeEach(async () => {
  fake = await startThreadsApi();
  client = oauthClientOf(fake);
});
afterEach(() => fake.close());

const platformWith = (timeoutMs = 10_000): PlatformAdapter =>
  createThreadsPlatform(adapterDeps({ timeoutMs, pollIntervalMs: 5 }));

/** Runs the connect flow's steps: the Threads account is itself where posts go. */
async function connect(platform = platformWith()): Promise<OAuthCredentials> {
  const { tokens } = await signIn(platform.oauth, fake, client, REDIRECT);
  return { kind: 'oauth', apiUrl: fake.apiUrl, tokens };
}

const post = (
  credentials: OAuthCredentials,
  text: string,
  media: Awaited<ReturnType<typeof deliveryMedia>>[] = [],
) => oauthDelivery(credentials, { text, media, externalId: fake.user.externalId });

/** A JPEG and a PNG served by the file server, as the service serves its files. */
async function twoImagePost(credentials: OAuthCredentials) {
  const bottle = await bottleOnWhite();
  const jar = await jarWithAlpha();
  return post(credentials, 'Fresh sourdough at 7 🍞\nSee you at the harbour.', [
    await deliveryMedia(bottle, {
      url: files.serve(`bottle-${Math.random()}.jpg`, bottle, 'image/jpeg'),
      altText: 'An amber bottle on white',
    }),
    await deliveryMedia(jar, {
      url: files.serve(`jar-${Math.random()}.png`, jar, 'image/png'),
      altText: 'A jar',
    }),
  ]);
}

describe('Threads', () => {
  it('signs in on the Threads authorization window and reads the account', async () => {
    const platform = platformWith();
    const url = new URL(
      platform.oauth.authorizeUrl(client, { state: 's', codeChallenge: 'c', redirectUri: REDIRECT }),
    );
    expect(url.pathname).toBe('/oauth/authorize');
    expect(url.searchParams.get('scope')).toBe('threads_basic,threads_content_publish');
    expect(url.searchParams.get('response_type')).toBe('code');
    const back = new URL(await fake.consent(url.toString()));
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT);
    const tokens = await platform.oauth.exchangeCode(
      client,
      { code: back.searchParams.get('code')!, codeVerifier: 'v', redirectUri: REDIRECT },
      signal(),
    );
    expect(Date.parse(tokens.expiresAt!) - Date.now()).toBeGreaterThan(50 * 86_400_000);
    const identity = await platform.oauth.identify(client, tokens, signal());
    expect(identity).toEqual({ externalId: fake.user.externalId, handle: fake.user.handle });
  });

  it('hands back the refusal when the user denies the consent', async () => {
    const url = platformWith().oauth.authorizeUrl(client, {
      state: 's',
      codeChallenge: 'c',
      redirectUri: REDIRECT,
    });
    const back = new URL(await fake.consent(url, { deny: true }));
    expect(back.searchParams.get('error')).toBe('access_denied');
  });

  it('publishes a carousel of two images Threads fetched by URL, with the text and alt texts', async () => {
    const platform = platformWith();
    const credentials = await connect(platform);
    const delivery = await twoImagePost(credentials);
    const receipt = await platform.connector.deliver(delivery, signal());

    const [published, ...others] = fake.published();
    expect(others).toEqual([]);
    expect(published!.id).toBe(receipt.externalId);
    expect(receipt.externalUrl).toMatch(
      new RegExp(`^https://www\\.threads\\.net/@${fake.user.handle}/post/`),
    );
    expect(published!.ownerId).toBe(fake.user.externalId);
    expect(published!.text).toBe(delivery.text);
    expect(published!.media.map((m) => [m.mimeType, m.width, m.height, m.altText])).toEqual([
      ['image/jpeg', 800, 1000, 'An amber bottle on white'],
      ['image/png', 700, 640, 'A jar'],
    ]);
  });

  it('publishes text alone as a TEXT post', async () => {
    const platform = platformWith();
    const credentials = await connect(platform);
    await platform.connector.deliver(post(credentials, 'Closed on Monday.'), signal());
    expect(fake.published().map((p) => [p.text, p.media.length])).toEqual([['Closed on Monday.', 0]]);
  });

  it('refuses images Threads would not take before sending anything', async () => {
    const platform = platformWith();
    const credentials = await connect(platform);
    const webp = await sampleImage('webp');
    const media = await deliveryMedia(webp, { url: files.serve('x.webp', webp, 'image/webp') });
    const err = await deliveryFailure(platform.connector.deliver(post(credentials, 'x', [media]), signal()));
    expect(err.category).toBe('media_error');
    expect(fake.published()).toEqual([]);
  });

  it('renews the long-lived token after it expired for the API', async () => {
    const platform = platformWith();
    const credentials = await connect(platform);
    fake.expireAccessTokens();
    const refused = await deliveryFailure(platform.connector.deliver(post(credentials, 'before'), signal()));
    expect(refused.options.credentialsRejected).toBe(true);

    const renewed = await platform.oauth.refresh!(client, credentials.tokens, signal());
    expect(renewed.accessToken).not.toBe(credentials.tokens.accessToken);
    expect(Date.parse(renewed.expiresAt!)).toBeGreaterThan(Date.now());
    await platform.connector.deliver(post({ ...credentials, tokens: renewed }, 'after'), signal());
    expect(fake.published().map((p) => p.text)).toEqual(['after']);
  });

  it('refuses the renewal of a token once the user removed the app', async () => {
    const platform = platformWith();
    const credentials = await connect(platform);
    fake.revokeAll();
    const renewal = await deliveryFailure(platform.oauth.refresh!(client, credentials.tokens, signal()));
    expect(renewal.options.credentialsRejected).toBe(true);
  });

  it('reports a container that failed processing as a media error, publishing nothing', async () => {
    const platform = platformWith();
    const credentials = await connect(platform);
    fake.failNextMediaProcessing();
    const err = await deliveryFailure(platform.connector.deliver(await twoImagePost(credentials), signal()));
    expect(err.category).toBe('media_error');
    expect(fake.publishAttempts()).toBe(0);
  });

  it('refuses, as Threads does, a container without media_type, an unknown token, and an image it cannot fetch', async () => {
    const credentials = await connect();
    const create = async (params: Record<string, string>) => {
      const answer = await fetch(`${fake.apiUrl}/v1.0/${fake.user.externalId}/threads`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(params),
      });
      return {
        status: answer.status,
        body: (await answer.json()) as { id?: string; error?: Record<string, unknown> },
      };
    };
    const token = credentials.tokens.accessToken;
    expect(await create({ text: 'hello', access_token: token })).toMatchObject({
      status: 400,
      body: { error: { code: 100 } },
    });
    expect(await create({ media_type: 'TEXT', text: 'hello', access_token: 'THAAnope' })).toMatchObject({
      status: 400,
      body: { error: { code: 190, type: 'OAuthException' } },
    });
    const missing = await create({
      media_type: 'IMAGE',
      image_url: files.missing('gone.jpg'),
      access_token: token,
    });
    const status = async () => {
      const answer = await fetch(
        `${fake.apiUrl}/v1.0/${missing.body.id}?fields=status,error_message&access_token=${token}`,
      );
      return ((await answer.json()) as { status: string }).status;
    };
    expect(await status()).toBe('IN_PROGRESS');
    expect(await status()).toBe('ERROR');
  });
});
