import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createMastodonPlatform } from '../../../src/adapters/connectors/mastodon-connector.js';
import { sideWithin } from '../../../src/adapters/connectors/mastodon-instance.js';
import type { DeliveryMedia } from '../../../src/ports/connector.js';
import type { OAuthClient, OAuthCredentials, PlatformAdapter } from '../../../src/ports/oauth-platform.js';
import { sampleImage } from '../../support/images.js';
import { adapterDeps, deliveryFailure, signIn } from '../../support/platforms/adapter-harness.js';
import {
  type MastodonApi,
  type MastodonApiOptions,
  startMastodonApi,
} from '../../support/platforms/mastodon-api.js';
import { deliveryMedia, oauthDelivery } from '../../support/platforms/oauth-delivery.js';
import { bottleOnWhite, jarWithAlpha } from '../../support/product-photos.js';

const REDIRECT_URI = 'https://contentforge.example/v1/oauth/mastodon/callback';

let fake: MastodonApi | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

function adapter(timeoutMs = 10_000): PlatformAdapter {
  return createMastodonPlatform(adapterDeps({ timeoutMs, pollIntervalMs: 5 }));
}

const never = () => new AbortController().signal;

/** Registers the service on the instance and signs the fake's user in, as the connect flow does. */
async function connect(platform: PlatformAdapter, api: MastodonApi) {
  const client = await platform.oauth.registerClient!(api.apiUrl, REDIRECT_URI, never());
  const { tokens, authorizeUrl, callback } = await signIn(platform.oauth, api, client, REDIRECT_URI, never());
  const credentials: OAuthCredentials = { kind: 'oauth', apiUrl: client.apiUrl, tokens };
  return { client, tokens, credentials, authorizeUrl, callback };
}

const photo = (bytes: Buffer, altText: string | null) => deliveryMedia(bytes, { altText });

const deliveryOf = (credentials: OAuthCredentials, text: string, media: DeliveryMedia[] = []) =>
  oauthDelivery(credentials, { text, media, handle: 'anna@social.example' });

async function started(options?: MastodonApiOptions) {
  fake = await startMastodonApi(options);
  return fake;
}

describe('Mastodon sign-in', () => {
  it('registers the service on the instance, then signs in with PKCE and reads the handle', async () => {
    const api = await started();
    const platform = adapter();
    const { client, tokens, authorizeUrl } = await connect(platform, api);

    expect(api.apps()).toEqual([
      expect.objectContaining({
        clientId: client.clientId,
        name: 'Contentforge',
        redirectUris: [REDIRECT_URI],
        scopes: ['read:accounts', 'write:statuses', 'write:media'],
      }),
    ]);
    expect(client.apiUrl).toBe(api.apiUrl);
    expect(client.authUrl).toBe(api.apiUrl);
    const query = new URL(authorizeUrl).searchParams;
    expect(query.get('code_challenge_method')).toBe('S256');
    expect(query.get('scope')).toBe('read:accounts write:statuses write:media');
    expect(tokens.scope).toBe('read:accounts write:statuses write:media');
    expect(tokens.expiresAt).toBeUndefined();
    expect(platform.oauth.refresh).toBeUndefined();

    const identity = await platform.oauth.identify(client, tokens, never());
    expect(identity).toEqual({ externalId: api.user.externalId, handle: api.user.handle });
    expect(identity.handle).toBe('anna@social.example');
  });

  it('takes the handle from the API host on an instance without /api/v2/instance', async () => {
    const api = await started({ withoutInstanceV2: true });
    const platform = adapter();
    const { client, tokens } = await connect(platform, api);
    const identity = await platform.oauth.identify(client, tokens, never());
    expect(identity.handle).toBe(`anna@${new URL(api.apiUrl).host}`);
  });

  it('passes on a user who denies the consent page', async () => {
    const api = await started();
    const platform = adapter();
    const client = await platform.oauth.registerClient!(api.apiUrl, REDIRECT_URI, never());
    const url = platform.oauth.authorizeUrl(client, {
      state: 's1',
      codeChallenge: createHash('sha256').update('v'.repeat(43)).digest('base64url'),
      redirectUri: REDIRECT_URI,
    });
    const callback = new URL(await api.consent(url, { deny: true }));
    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(callback.searchParams.get('state')).toBe('s1');
  });

  it('refuses a code exchanged with the wrong PKCE verifier', async () => {
    const api = await started();
    const platform = adapter();
    const client = await platform.oauth.registerClient!(api.apiUrl, REDIRECT_URI, never());
    const url = platform.oauth.authorizeUrl(client, {
      state: 's1',
      codeChallenge: createHash('sha256').update('right-verifier').digest('base64url'),
      redirectUri: REDIRECT_URI,
    });
    const code = new URL(await api.consent(url)).searchParams.get('code')!;
    const err = await deliveryFailure(
      platform.oauth.exchangeCode(
        client,
        { code, codeVerifier: 'wrong-verifier', redirectUri: REDIRECT_URI },
        never(),
      ),
    );
    expect(err.category).toBe('auth_expired');
    expect(err.message).toContain('invalid_grant');
  });

  it('keeps the access token working after expireAccessTokens (Mastodon tokens do not expire)', async () => {
    const api = await started();
    const platform = adapter();
    const { credentials } = await connect(platform, api);
    api.expireAccessTokens();
    const receipt = await platform.connector.deliver(deliveryOf(credentials, 'Still signed in'), never());
    expect(api.published().map((p) => p.id)).toEqual([receipt.externalId]);
  });
});

describe('Mastodon delivery', () => {
  it('publishes the text with two images and their alt texts', async () => {
    const api = await started();
    const platform = adapter();
    const { credentials } = await connect(platform, api);
    const text = 'New serum, out today 🌿 https://shop.example/serum?utm_source=mastodon';
    const media = [
      await photo(await bottleOnWhite(), 'An amber serum bottle on white'),
      await photo(await jarWithAlpha(), 'A teal jar of cream'),
    ];

    const receipt = await platform.connector.deliver(deliveryOf(credentials, text, media), never());

    const [post] = api.published();
    expect(post!.id).toBe(receipt.externalId);
    expect(receipt.externalUrl).toBe(`${api.apiUrl}/@anna/${receipt.externalId}`);
    expect(post!.ownerId).toBe(api.user.externalId);
    expect(post!.text).toBe(text);
    expect(post!.media.map((m) => m.altText)).toEqual([
      'An amber serum bottle on white',
      'A teal jar of cream',
    ]);
    expect(post!.media.map((m) => m.mimeType)).toEqual(['image/jpeg', 'image/png']);
    expect(post!.media.map((m) => [m.width, m.height])).toEqual([
      [800, 1000],
      [700, 640],
    ]);
    expect(platform.connector.idempotent).toBe(true);
    expect(platform.connector.convertsMedia).toBe(true);
  });

  it('sends the images as decodable files the instance takes', async () => {
    const api = await started({ supportedMimeTypes: ['image/jpeg', 'image/png'] });
    const platform = adapter();
    const { credentials } = await connect(platform, api);
    const webp = await sampleImage('webp', 640, 480);
    await platform.connector.deliver(
      deliveryOf(credentials, 'WebP becomes JPEG', [await photo(webp, null)]),
      never(),
    );
    const [post] = api.published();
    // The fake decodes every upload with sharp and refuses a type the instance does not list.
    expect(post!.media).toEqual([
      { mimeType: 'image/jpeg', bytes: expect.any(Number), width: 640, height: 480 },
    ]);
  });

  it("fits images to the instance's size and pixel limits", async () => {
    const api = await started({ imageMatrixLimit: 300_000, imageSizeLimit: 60_000 });
    const platform = adapter();
    const { credentials } = await connect(platform, api);
    const big = await photo(await bottleOnWhite(1600, 2000), 'Big bottle');
    await platform.connector.deliver(deliveryOf(credentials, 'Fitted', [big]), never());
    const [image] = api.published()[0]!.media;
    expect(image!.width! * image!.height!).toBeLessThanOrEqual(300_000);
    expect(image!.bytes).toBeLessThan(60_000);
    expect(image!.width! / image!.height!).toBeCloseTo(0.8, 1);
  });

  it('waits for an image the instance processes in the background', async () => {
    const api = await started({ asyncImages: true });
    const platform = adapter();
    const { credentials } = await connect(platform, api);
    await platform.connector.deliver(
      deliveryOf(credentials, 'Processed later', [await photo(await bottleOnWhite(), 'Bottle')]),
      never(),
    );
    expect(api.mediaPolls()).toBe(2);
    expect(api.published()[0]!.media).toHaveLength(1);
  });

  it('sends an Idempotency-Key derived from the delivery, so a repeat answers the same status', async () => {
    const api = await started();
    const platform = adapter();
    const { credentials } = await connect(platform, api);
    const delivery = deliveryOf(credentials, 'Once only');
    const first = await platform.connector.deliver(delivery, never());
    const again = await platform.connector.deliver(delivery, never());
    expect(again.externalId).toBe(first.externalId);
    expect(api.published()).toHaveLength(1);
    const keys = api.idempotencyKeys();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toContain(delivery.deliveryId);
    expect(keys[1]).toBe(keys[0]);
  });

  it('fails media_error when the instance cannot process an image', async () => {
    const api = await started();
    const platform = adapter();
    const { credentials } = await connect(platform, api);
    api.failNextMediaProcessing();
    const err = await deliveryFailure(
      platform.connector.deliver(
        deliveryOf(credentials, 'Broken image', [await photo(await bottleOnWhite(), null)]),
        never(),
      ),
    );
    expect(err.category).toBe('media_error');
    expect(api.publishAttempts()).toBe(0);
  });

  it('fails user_content when the instance refuses the text', async () => {
    const api = await started({ maxCharacters: 20 });
    const platform = adapter();
    const { credentials } = await connect(platform, api);
    const err = await deliveryFailure(
      platform.connector.deliver(deliveryOf(credentials, 'This text is longer than twenty'), never()),
    );
    expect(err.category).toBe('user_content');
    expect(err.message).toContain('character limit');
  });
});

describe('the instance’s own text limit', () => {
  const accountOf = (credentials: OAuthCredentials) => ({
    id: 'sa_1',
    handle: 'anna@social.example',
    externalId: null,
    webhookUrl: null,
    credentials,
  });

  it('reads configuration.statuses.max_characters once per instance and keeps it', async () => {
    const api = await started({ maxCharacters: 1000 });
    const platform = adapter();
    const { credentials } = await connect(platform, api);
    const readsBefore = api.instanceReads();
    expect(await platform.connector.maxText!(accountOf(credentials), never())).toBe(1000);
    expect(await platform.connector.maxText!(accountOf(credentials), never())).toBe(1000);
    // A delivery with images reads the media limits from the same kept description.
    await platform.connector.deliver(
      deliveryOf(credentials, 'Kept', [await photo(await sampleImage('jpeg', 64, 64), null)]),
      never(),
    );
    expect(api.instanceReads() - readsBefore).toBe(1);
  });

  it('says nothing when the instance cannot be reached, so the usual limit applies', async () => {
    const api = await started();
    const platform = adapter();
    const { credentials } = await connect(platform, api);
    await api.close();
    fake = undefined;
    expect(await platform.connector.maxText!(accountOf(credentials), never())).toBeUndefined();
  });
});

describe('the Mastodon stand-in', () => {
  it('refuses calls without a valid bearer token the way the instance does', async () => {
    const api = await started();
    const noToken = await fetch(`${api.apiUrl}/api/v1/statuses`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'status=hi',
    });
    expect(noToken.status).toBe(401);
    expect(await noToken.json()).toEqual({ error: 'The access token is invalid' });

    const platform = adapter();
    const forged: OAuthCredentials = { kind: 'oauth', apiUrl: api.apiUrl, tokens: { accessToken: 'forged' } };
    const err = await deliveryFailure(platform.connector.deliver(deliveryOf(forged, 'Hello'), never()));
    expect(err.options.credentialsRejected).toBe(true);
    expect(api.publishAttempts()).toBe(0);
  });

  it('refuses an authorize request for a redirect URI the app did not register', async () => {
    const api = await started();
    const platform = adapter();
    const client: OAuthClient = await platform.oauth.registerClient!(api.apiUrl, REDIRECT_URI, never());
    const url = platform.oauth.authorizeUrl(client, {
      state: 's',
      codeChallenge: 'c'.repeat(43),
      redirectUri: 'https://elsewhere.example/callback',
    });
    await expect(api.consent(url)).rejects.toThrow(/400/);
  });

  it('refuses an upload whose declared type is not what the file is', async () => {
    const api = await started();
    const platform = adapter();
    const { credentials } = await connect(platform, api);
    const form = new FormData();
    form.append('file', new Blob([await sampleImage('png')], { type: 'image/jpeg' }), 'x.jpg');
    const answer = await fetch(`${api.apiUrl}/api/v2/media`, {
      method: 'POST',
      headers: { authorization: `Bearer ${credentials.tokens.accessToken}` },
      body: form,
    });
    expect(answer.status).toBe(422);
    expect(await answer.json()).toEqual({
      error: 'Validation failed: File content type is invalid, File is invalid',
    });
  });
});

describe('sideWithin', () => {
  it('keeps width × height within the pixel limit for any shape, and no smaller than it must', () => {
    for (const [w, h] of [
      [8000, 6000],
      [6000, 8000],
      [16000, 1200],
      [4200, 4200],
    ] as const) {
      const side = sideWithin(w, h, 16_777_216);
      const short = Math.ceil((side * Math.min(w, h)) / Math.max(w, h));
      expect(side * short).toBeLessThanOrEqual(16_777_216);
      expect(side).toBeLessThan(Math.max(w, h));
      expect((side + 2) * Math.ceil(((side + 2) * Math.min(w, h)) / Math.max(w, h))).toBeGreaterThan(
        16_777_216,
      );
    }
    expect(sideWithin(4000, 3000, 16_777_216)).toBeGreaterThanOrEqual(4000);
  });
});
