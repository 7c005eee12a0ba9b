/**
 * TikTok's creator info, asked before every post and honoured: the privacy level among those the
 * account offers (SELF_ONLY alone from an app TikTok has not audited, which the publish check
 * says), comments off when the creator turned them off, and a refusal of the query in the
 * contract's categories with nothing posted.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTiktokPlatform } from '../../../src/adapters/connectors/tiktok-connector.js';
import type { DeliveryMedia } from '../../../src/ports/connector.js';
import type { OAuthCredentials } from '../../../src/ports/oauth-platform.js';
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
import { startTiktokApi, type TiktokFake } from '../../support/platforms/tiktok-api.js';

const audited = createTiktokPlatform(adapterDeps({ timeoutMs: 5000, pollIntervalMs: 10 }));
const unaudited = createTiktokPlatform({
  ...adapterDeps({ timeoutMs: 5000, pollIntervalMs: 10 }),
  limitedAccess: true,
});

let fake: TiktokFake;
let files: FileServer;
let credentials: OAuthCredentials;
let photo: DeliveryMedia;

beforeAll(async () => {
  [fake, files] = await Promise.all([startTiktokApi(), startFileServer()]);
  fake.verifyUrlPrefix(`${files.url}/files/`);
  const jpeg = await sampleImage('jpeg', 640, 480);
  photo = await deliveryMedia(jpeg, { url: files.serve('creator/a.jpg', jpeg, 'image/jpeg') });
  const { tokens } = await signIn(
    audited.oauth,
    fake,
    oauthClientOf(fake),
    'https://contentforge.example/v1/oauth/tiktok/callback',
  );
  credentials = { kind: 'oauth', apiUrl: fake.apiUrl, tokens };
});
afterAll(async () => {
  await fake.close();
  await files.close();
});
beforeEach(() => {
  fake.creator.audited = true;
  fake.creator.commentDisabled = false;
});

const post = (text = 'New glaze, first batch') =>
  oauthDelivery(credentials, {
    text,
    media: [photo],
    externalId: fake.user.externalId,
    handle: fake.user.handle,
  });
const lastSent = () =>
  fake.publishRequests().at(-1) as { post_info: { privacy_level: string; disable_comment: boolean } };

describe('TikTok creator info', () => {
  it('is asked before every post, and a creator who turned comments off gets a post without comments', async () => {
    const before = fake.creator.queries;
    await audited.connector.deliver(post(), signal());
    expect(lastSent().post_info.disable_comment).toBe(false);
    fake.creator.commentDisabled = true;
    await audited.connector.deliver(post(), signal());
    expect(lastSent().post_info.disable_comment).toBe(true);
    expect(fake.creator.queries - before).toBe(2);
  });

  it('from an app TikTok has not audited, posts privately (SELF_ONLY) and says so before publishing', async () => {
    fake.creator.audited = false;
    const receipt = await unaudited.connector.deliver(post(), signal());
    expect(lastSent().post_info.privacy_level).toBe('SELF_ONLY');
    // A private post has no public id, so no link.
    expect(receipt.externalUrl).toBeUndefined();
    expect(fake.published().map((p) => p.id)).toContain(receipt.externalId);

    const account = post().account;
    expect(await unaudited.connector.notices!(account, signal())).toEqual([
      {
        code: 'only_author_sees',
        message: expect.stringMatching(/not yet audited.*TIKTOK_AUDITED.*private \(SELF_ONLY\)/),
      },
    ]);
    expect(await audited.connector.notices!(account, signal())).toEqual([]);
  });

  it('refuses, with the setting to fix, a public post from an app declared audited that TikTok has not audited', async () => {
    fake.creator.audited = false;
    const failure = await deliveryFailure(audited.connector.deliver(post(), signal()));
    expect(failure).toMatchObject({
      code: 'unaudited_client_can_only_post_to_private_accounts',
      category: 'platform_rejected',
    });
    expect(failure.message).toContain('TIKTOK_AUDITED');
  });

  it('ends in the contract’s categories when TikTok refuses the query, and posts nothing', async () => {
    const sent = fake.publishRequests().length;
    fake.creator.refuseNextQuery('spam_risk_too_many_posts');
    await expect(audited.connector.deliver(post(), signal())).rejects.toMatchObject({
      code: 'spam_risk_too_many_posts',
      category: 'rate_limited',
    });
    fake.creator.refuseNextQuery('spam_risk_user_banned_from_posting');
    await expect(audited.connector.deliver(post(), signal())).rejects.toMatchObject({
      category: 'user_content',
    });
    fake.creator.refuseNextQuery('reached_active_user_cap');
    await expect(audited.connector.deliver(post(), signal())).rejects.toMatchObject({
      category: 'rate_limited',
    });
    expect(fake.publishRequests()).toHaveLength(sent);
  });
});
