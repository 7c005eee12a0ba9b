import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTiktokPlatform } from '../../../src/adapters/connectors/tiktok-connector.js';
import type { Delivery, DeliveryMedia } from '../../../src/ports/connector.js';
import type { OAuthClient, OAuthTokens } from '../../../src/ports/oauth-platform.js';
import { sampleImage } from '../../support/images.js';
import { adapterDeps, oauthClientOf, signal, signIn } from '../../support/platforms/adapter-harness.js';
import { type FileServer, startFileServer } from '../../support/platforms/file-server.js';
import { oauthDelivery } from '../../support/platforms/oauth-delivery.js';
import { startTiktokApi, type TiktokFake } from '../../support/platforms/tiktok-api.js';

const REDIRECT_URI = 'https://contentforge.example/v1/oauth/tiktok/callback';
const adapter = (timeoutMs = 5000) => createTiktokPlatform(adapterDeps({ timeoutMs, pollIntervalMs: 10 }));
const { oauth, connector } = adapter();

let fake: TiktokFake;
let files: FileServer;
let client: OAuthClient;
let jpeg: Buffer;
let webp: Buffer;

beforeAll(async () => {
  [fake, files] = await Promise.all([startTiktokApi(), startFileServer()]);
  client = oauthClientOf(fake);
  fake.verifyUrlPrefix(`${files.url}/files/`);
  [jpeg, webp] = await Promise.all([sampleImage('jpeg', 640, 480), sampleImage('webp', 480, 640)]);
  files.serve('w1/a.jpg', jpeg, 'image/jpeg');
  files.serve('w1/b.webp', webp, 'image/webp');
  files.serve('w1/c.png', await sampleImage('png', 320, 240), 'image/png');
});
afterAll(async () => {
  await fake.close();
  await files.close();
});

async function connect(): Promise<OAuthTokens> {
  return (await signIn(oauth, fake, client, REDIRECT_URI)).tokens;
}

function media(
  path: string,
  mimeType: string,
  width: number,
  height: number,
  bytes: Buffer,
  url = files.url,
): DeliveryMedia {
  return {
    mediaId: randomUUID(),
    url: `${url}${path}`,
    mimeType,
    width,
    height,
    bytes: bytes.length,
    altText: 'A jar on a table',
    read: async () => bytes,
  };
}

const twoPhotos = () => [
  media('/files/w1/a.jpg', 'image/jpeg', 640, 480, jpeg),
  media('/files/w1/b.webp', 'image/webp', 480, 640, webp),
];

function delivery(
  tokens: OAuthTokens,
  items: DeliveryMedia[],
  text = 'Morning light on the new jars ✨ #handmade',
): Delivery {
  return oauthDelivery(
    { kind: 'oauth', apiUrl: fake.apiUrl, tokens },
    { text, media: items, externalId: fake.user.externalId, handle: fake.user.handle },
  );
}

describe('TikTok sign-in', () => {
  it('asks for the scopes with the client key and a PKCE challenge, and names the account it signed in', async () => {
    const url = new URL(
      oauth.authorizeUrl(client, { state: 's1', codeChallenge: 'c'.repeat(43), redirectUri: REDIRECT_URI }),
    );
    expect(url.pathname).toBe('/v2/auth/authorize/');
    expect(url.searchParams.get('client_key')).toBe(fake.clientId);
    expect(url.searchParams.get('scope')).toBe('user.info.basic,video.publish');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');

    const tokens = await connect();
    expect(tokens.refreshToken).toBeTruthy();
    expect(Date.parse(tokens.expiresAt!)).toBeGreaterThan(Date.now());
    expect(Date.parse(tokens.refreshExpiresAt!)).toBeGreaterThan(Date.parse(tokens.expiresAt!));
    expect(tokens.scope).toBe('user.info.basic video.publish');

    const identity = await oauth.identify(client, tokens, signal());
    expect(identity).toEqual({ externalId: fake.user.externalId, handle: fake.user.handle });
  });

  it('comes back with access_denied when the user refuses', async () => {
    const url = oauth.authorizeUrl(client, {
      state: 's2',
      codeChallenge: 'c'.repeat(43),
      redirectUri: REDIRECT_URI,
    });
    const back = new URL(await fake.consent(url, { deny: true }));
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('code')).toBeNull();
  });

  it('refuses a code exchanged without the verifier of its challenge', async () => {
    const url = oauth.authorizeUrl(client, {
      state: 's3',
      codeChallenge: 'c'.repeat(43),
      redirectUri: REDIRECT_URI,
    });
    const code = new URL(await fake.consent(url)).searchParams.get('code')!;
    await expect(
      oauth.exchangeCode(
        client,
        { code, codeVerifier: 'wrong'.repeat(10), redirectUri: REDIRECT_URI },
        signal(),
      ),
    ).rejects.toMatchObject({ category: 'auth_expired', options: { credentialsRejected: true } });
  });

  it('renews expired access tokens with the refresh token, which TikTok rotates', async () => {
    const tokens = await connect();
    fake.expireAccessTokens();
    await expect(connector.deliver(delivery(tokens, twoPhotos()), signal())).rejects.toMatchObject({
      category: 'auth_expired',
    });
    const renewed = await oauth.refresh!(client, tokens, signal());
    expect(renewed.accessToken).not.toBe(tokens.accessToken);
    expect(renewed.refreshToken).not.toBe(tokens.refreshToken);
    const receipt = await connector.deliver(delivery(renewed, twoPhotos()), signal());
    expect(fake.published().map((p) => p.id)).toContain(receipt.externalId);
    await expect(oauth.refresh!(client, tokens, signal())).rejects.toMatchObject({
      options: { credentialsRejected: true },
    });
  });
});

describe('TikTok photo posts', () => {
  it('posts the text and both photos, which TikTok fetches from the file server', async () => {
    const tokens = await connect();
    const text = 'Morning light on the new jars ✨ #handmade\nLink in bio';
    const receipt = await connector.deliver(delivery(tokens, twoPhotos(), text), signal());

    const post = fake.published().find((p) => p.id === receipt.externalId)!;
    expect(post.text).toBe(text);
    expect(post.ownerId).toBe(fake.user.externalId);
    expect(post.media.map((m) => [m.mimeType, m.width, m.height, m.bytes])).toEqual([
      ['image/jpeg', 640, 480, jpeg.length],
      ['image/webp', 480, 640, webp.length],
    ]);
    const decoded = await sharp(jpeg).metadata();
    expect([decoded.width, decoded.height]).toEqual([640, 480]);
    expect(receipt.externalUrl).toBe(
      `https://www.tiktok.com/@${fake.user.handle}/photo/${receipt.externalId}`,
    );
    const sent = fake.publishRequests().at(-1) as { post_info: { privacy_level: string }; post_mode: string };
    expect(sent.post_mode).toBe('DIRECT_POST');
    expect(sent.post_info.privacy_level).toBe('PUBLIC_TO_EVERYONE');
  });

  it('posts privately when that is all the account allows, receipted with the publish id', async () => {
    const tokens = await connect();
    fake.setPrivacyOptions(['SELF_ONLY']);
    try {
      const receipt = await connector.deliver(delivery(tokens, twoPhotos()), signal());
      expect(receipt.externalId).toMatch(/^p_pub_url~v2\./);
      expect(receipt.externalUrl).toBeUndefined();
      expect(fake.published().map((p) => p.id)).toContain(receipt.externalId);
    } finally {
      fake.setPrivacyOptions(['PUBLIC_TO_EVERYONE', 'MUTUAL_FOLLOW_FRIENDS', 'SELF_ONLY']);
    }
  });

  it('refuses the refresh, credentials rejected, once the user revoked the app', async () => {
    const tokens = await connect();
    fake.revokeAll();
    await expect(oauth.refresh!(client, tokens, signal())).rejects.toMatchObject({
      category: 'auth_expired',
      options: { credentialsRejected: true },
    });
  });

  it('reports a post TikTok failed to process as a media error', async () => {
    const tokens = await connect();
    fake.failNextMediaProcessing();
    await expect(connector.deliver(delivery(tokens, twoPhotos()), signal())).rejects.toMatchObject({
      category: 'media_error',
      code: 'picture_size_check_failed',
    });
  });

  it('fails with a media error when TikTok cannot fetch a photo, or finds it is not what it claims', async () => {
    const tokens = await connect();
    const missing = media('/files/w1/gone.jpg', 'image/jpeg', 640, 480, jpeg);
    await expect(connector.deliver(delivery(tokens, [missing]), signal())).rejects.toMatchObject({
      category: 'media_error',
      code: 'photo_pull_failed',
    });
    const png = media('/files/w1/c.png', 'image/jpeg', 320, 240, jpeg);
    await expect(connector.deliver(delivery(tokens, [png]), signal())).rejects.toMatchObject({
      category: 'media_error',
      code: 'file_format_check_failed',
    });
  });

  it('sends nothing for a type TikTok does not take', async () => {
    const tokens = await connect();
    const before = fake.publishAttempts();
    const png = media('/files/w1/c.png', 'image/png', 320, 240, jpeg);
    await expect(connector.deliver(delivery(tokens, [png]), signal())).rejects.toMatchObject({
      category: 'media_error',
    });
    expect(fake.publishAttempts()).toBe(before);
  });
});

describe('the TikTok stand-in is strict', () => {
  it('refuses photos from a URL prefix not verified for the app', async () => {
    const tokens = await connect();
    const elsewhere = media(
      '/files/w1/a.jpg',
      'image/jpeg',
      640,
      480,
      jpeg,
      files.url.replace('127.0.0.1', 'localhost'),
    );
    await expect(connector.deliver(delivery(tokens, [elsewhere]), signal())).rejects.toMatchObject({
      category: 'platform_rejected',
      code: 'url_ownership_unverified',
    });
  });

  it('refuses a request without a bearer token, and fields the granted scopes do not cover', async () => {
    const tokens = await connect();
    const bare = await fetch(`${fake.apiUrl}/v2/post/publish/creator_info/query/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=UTF-8' },
    });
    expect(bare.status).toBe(401);
    expect(((await bare.json()) as { error: { code: string } }).error.code).toBe('access_token_invalid');

    const profile = await fetch(`${fake.apiUrl}/v2/user/info/?fields=open_id,username`, {
      headers: { authorization: `Bearer ${tokens.accessToken}` },
    });
    expect(profile.status).toBe(401);
    expect(((await profile.json()) as { error: { code: string } }).error.code).toBe('scope_not_authorized');
  });

  it('refuses a photo post sent as a file upload, or a privacy level the creator does not offer', async () => {
    const tokens = await connect();
    const init = (body: unknown) =>
      fetch(`${fake.apiUrl}/v2/post/publish/content/init/`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${tokens.accessToken}`,
          'content-type': 'application/json; charset=UTF-8',
        },
        body: JSON.stringify(body),
      });
    const upload = await init({
      media_type: 'PHOTO',
      post_mode: 'DIRECT_POST',
      post_info: { privacy_level: 'PUBLIC_TO_EVERYONE' },
      source_info: {
        source: 'FILE_UPLOAD',
        photo_images: [`${files.url}/files/w1/a.jpg`],
        photo_cover_index: 0,
      },
    });
    expect(upload.status).toBe(400);
    expect(((await upload.json()) as { error: { code: string } }).error.code).toBe('invalid_params');
    const friends = await init({
      media_type: 'PHOTO',
      post_mode: 'DIRECT_POST',
      post_info: { privacy_level: 'FOLLOWER_OF_CREATOR' },
      source_info: {
        source: 'PULL_FROM_URL',
        photo_images: [`${files.url}/files/w1/a.jpg`],
        photo_cover_index: 0,
      },
    });
    expect(((await friends.json()) as { error: { code: string } }).error.code).toBe(
      'privacy_level_option_mismatch',
    );
  });
});
