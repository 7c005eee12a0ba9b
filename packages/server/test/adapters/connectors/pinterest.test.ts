import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPinterestPlatform } from '../../../src/adapters/connectors/pinterest-connector.js';
import type { Delivery, DeliveryMedia } from '../../../src/ports/connector.js';
import type { Destination, OAuthClient, OAuthTokens } from '../../../src/ports/oauth-platform.js';
import { sampleImage } from '../../support/images.js';
import { adapterDeps, oauthClientOf, signal, signIn } from '../../support/platforms/adapter-harness.js';
import { oauthDelivery } from '../../support/platforms/oauth-delivery.js';
import { type PinterestFake, startPinterestApi } from '../../support/platforms/pinterest-api.js';
import { bottleOnWhite } from '../../support/product-photos.js';

const REDIRECT_URI = 'https://contentforge.example/v1/oauth/pinterest/callback';
const adapter = (timeoutMs = 5000) => createPinterestPlatform(adapterDeps({ timeoutMs }));
const { oauth, connector } = adapter();

let fake: PinterestFake;
let client: OAuthClient;
let bottle: Buffer;
let webp: Buffer;

beforeAll(async () => {
  fake = await startPinterestApi();
  client = oauthClientOf(fake);
  [bottle, webp] = await Promise.all([bottleOnWhite(800, 1000), sampleImage('webp', 800, 1000)]);
});
afterAll(() => fake.close());

async function connect(): Promise<OAuthTokens> {
  return (await signIn(oauth, fake, client, REDIRECT_URI)).tokens;
}

function media(
  mimeType: string,
  width: number,
  height: number,
  bytes: Buffer,
  altText: string | null,
): DeliveryMedia {
  return {
    mediaId: randomUUID(),
    url: `https://contentforge.example/files/w1/${randomUUID()}`,
    mimeType,
    width,
    height,
    bytes: bytes.length,
    altText,
    read: async () => bytes,
  };
}

const twoImages = () => [
  media('image/jpeg', 800, 1000, bottle, 'An amber bottle on a white table'),
  media('image/webp', 800, 1000, webp, 'The label up close'),
];

function delivery(
  tokens: OAuthTokens,
  items: DeliveryMedia[],
  text = 'Small-batch amber bottles, back in stock.',
  destination: Destination | null = fake.boards[1]!,
): Delivery {
  return oauthDelivery(
    { kind: 'oauth', apiUrl: fake.apiUrl, tokens, ...(destination ? { destination } : {}) },
    { text, media: items, externalId: fake.user.externalId, handle: fake.user.handle },
  );
}

describe('Pinterest sign-in', () => {
  it('asks for the scopes, and names the account and its boards to choose from', async () => {
    const url = new URL(
      oauth.authorizeUrl(client, { state: 's1', codeChallenge: 'x', redirectUri: REDIRECT_URI }),
    );
    expect(url.pathname).toBe('/oauth/');
    expect(url.searchParams.get('client_id')).toBe(fake.clientId);
    expect(url.searchParams.get('scope')).toBe('boards:read,pins:read,pins:write,user_accounts:read');
    expect(url.searchParams.get('code_challenge')).toBeNull();
    expect(oauth.pkce).toBe(false);

    const tokens = await connect();
    expect(tokens.refreshToken).toBeTruthy();
    expect(Date.parse(tokens.expiresAt!)).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    expect(Date.parse(tokens.refreshExpiresAt!)).toBeGreaterThan(Date.parse(tokens.expiresAt!));
    expect(tokens.scope).toBe('boards:read pins:read pins:write user_accounts:read');

    const identity = await oauth.identify(client, tokens, signal());
    expect(identity).toEqual({
      externalId: fake.user.externalId,
      handle: fake.user.handle,
      destinations: fake.boards.map((b) => ({ id: b.id, name: b.name })),
    });
  });

  it('comes back with access_denied when the user refuses', async () => {
    const url = oauth.authorizeUrl(client, { state: 's2', codeChallenge: 'x', redirectUri: REDIRECT_URI });
    const back = new URL(await fake.consent(url, { deny: true }));
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe('s2');
  });

  it('renews expired access tokens with the refresh token', async () => {
    const tokens = await connect();
    fake.expireAccessTokens();
    await expect(connector.deliver(delivery(tokens, twoImages()), signal())).rejects.toMatchObject({
      category: 'auth_expired',
    });
    const renewed = await oauth.refresh!(client, tokens, signal());
    expect(renewed.accessToken).not.toBe(tokens.accessToken);
    expect(renewed.refreshToken).toBeTruthy();
    const receipt = await connector.deliver(delivery(renewed, twoImages()), signal());
    expect(fake.published().map((p) => p.id)).toContain(receipt.externalId);
  });
});

describe('Pinterest pins', () => {
  it('pins the text and both images to the chosen board, the text’s first link as the pin’s link', async () => {
    const tokens = await connect();
    const text =
      'Small-batch amber bottles, back in stock: https://brightjar.example/amber?ref=pin. Two sizes.';
    const receipt = await connector.deliver(delivery(tokens, twoImages(), text), signal());

    const pin = fake.published().find((p) => p.id === receipt.externalId)!;
    expect(pin.text).toBe(text);
    expect(pin.link).toBe('https://brightjar.example/amber?ref=pin');
    expect(pin.ownerId).toBe(fake.boards[1]!.id);
    expect(pin.media).toHaveLength(2);
    // The JPEG goes as it is; the WebP, which Pinterest does not take in a request, is re-encoded.
    expect(pin.media.map((m) => [m.mimeType, m.width, m.height])).toEqual([
      ['image/jpeg', 800, 1000],
      ['image/jpeg', 800, 1000],
    ]);
    expect(pin.media[0]!.altText).toBe('An amber bottle on a white table');
    expect(receipt.externalUrl).toBe(`https://www.pinterest.com/pin/${receipt.externalId}/`);

    const sent = fake.pinRequests().at(-1) as {
      media_source: { source_type: string; items: { data: string }[] };
    };
    expect(sent.media_source.source_type).toBe('multiple_image_base64');
    const decoded = await Promise.all(
      sent.media_source.items.map((i) => sharp(Buffer.from(i.data, 'base64')).metadata()),
    );
    expect(decoded.map((d) => [d.format, d.width, d.height])).toEqual([
      ['jpeg', 800, 1000],
      ['jpeg', 800, 1000],
    ]);
  });

  it('pins a single image without a link when the text has none', async () => {
    const tokens = await connect();
    const receipt = await connector.deliver(
      delivery(tokens, [media('image/jpeg', 800, 1000, bottle, null)], 'Amber, in the morning light.'),
      signal(),
    );
    const pin = fake.published().find((p) => p.id === receipt.externalId)!;
    expect(pin.link).toBeUndefined();
    expect(pin.media).toEqual([{ mimeType: 'image/jpeg', bytes: bottle.length, width: 800, height: 1000 }]);
    expect(
      (fake.pinRequests().at(-1) as { media_source: { source_type: string } }).media_source.source_type,
    ).toBe('image_base64');
  });

  it('sends nothing when no board was chosen', async () => {
    const tokens = await connect();
    const before = fake.publishAttempts();
    await expect(
      connector.deliver(delivery(tokens, twoImages(), 'No board', null), signal()),
    ).rejects.toMatchObject({ category: 'platform_rejected', code: 'board_missing' });
    expect(fake.publishAttempts()).toBe(before);
  });

  it('refuses the refresh, credentials rejected, once the user revoked the app', async () => {
    const tokens = await connect();
    fake.revokeAll();
    await expect(oauth.refresh!(client, tokens, signal())).rejects.toMatchObject({
      category: 'auth_expired',
      options: { credentialsRejected: true },
    });
  });

  it('reports an image Pinterest could not process as a media error', async () => {
    const tokens = await connect();
    fake.failNextMediaProcessing();
    await expect(connector.deliver(delivery(tokens, twoImages()), signal())).rejects.toMatchObject({
      category: 'media_error',
    });
  });

  it('refuses a description longer than Pinterest takes before sending it', async () => {
    const tokens = await connect();
    const before = fake.publishAttempts();
    await expect(
      connector.deliver(delivery(tokens, twoImages(), 'é'.repeat(501)), signal()),
    ).rejects.toMatchObject({
      category: 'user_content',
    });
    expect(fake.publishAttempts()).toBe(before);
  });
});

describe('the Pinterest stand-in is strict', () => {
  it('refuses a token request without the app’s Basic credentials, and a pin without a bearer token', async () => {
    const token = await fetch(`${fake.apiUrl}/v5/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: 'x' }).toString(),
    });
    expect(token.status).toBe(401);
    expect(await token.json()).toEqual({ code: 2, message: 'Authentication failed.' });

    const pin = await fetch(`${fake.apiUrl}/v5/pins`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ board_id: fake.boards[0]!.id }),
    });
    expect(pin.status).toBe(401);
  });

  it('refuses base64 images that are not JPEG or PNG, or not what their content type says', async () => {
    const tokens = await connect();
    const create = (media_source: unknown) =>
      fetch(`${fake.apiUrl}/v5/pins`, {
        method: 'POST',
        headers: { authorization: `Bearer ${tokens.accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ board_id: fake.boards[0]!.id, description: 'x', media_source }),
      });
    const asWebp = await create({
      source_type: 'image_base64',
      content_type: 'image/webp',
      data: webp.toString('base64'),
    });
    expect(asWebp.status).toBe(400);
    expect(await asWebp.json()).toMatchObject({ code: 1, message: expect.stringContaining('content_type') });
    const mislabelled = await create({
      source_type: 'image_base64',
      content_type: 'image/png',
      data: bottle.toString('base64'),
    });
    expect(mislabelled.status).toBe(400);
    const lonely = await create({
      source_type: 'multiple_image_base64',
      items: [{ content_type: 'image/jpeg', data: bottle.toString('base64') }],
    });
    expect(lonely.status).toBe(400);
  });
});

describe('Pinterest Trial access', () => {
  it('pins as usual, and the check says the pin is seen by its creator alone', async () => {
    const trial = createPinterestPlatform({ ...adapterDeps({ timeoutMs: 5000 }), limitedAccess: true });
    const post = delivery(await connect(), twoImages());
    const receipt = await trial.connector.deliver(post, signal());
    expect(fake.published().map((p) => p.id)).toContain(receipt.externalId);
    expect(await trial.connector.notices!(post.account, signal())).toEqual([
      {
        code: 'only_author_sees',
        message: expect.stringMatching(
          new RegExp(`Trial access \\(PINTEREST_TRIAL_ACCESS\\).*@${fake.user.handle} alone`),
        ),
      },
    ]);
    expect(await connector.notices!(post.account, signal())).toEqual([]);
  });
});
