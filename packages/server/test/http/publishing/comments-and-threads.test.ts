/**
 * A post's replies on the platforms that take them as a thread of their own posts (Threads, each
 * a reply by `reply_to_id`) or as comments under the post (Facebook, Instagram, LinkedIn): every
 * part is checked by the platform's rules before anything is sent, a failure after part 2 keeps
 * what was posted, and a retry continues at part 3 without reposting. Through the real app and
 * each platform's stand-in API.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productPhoto, uploadImage } from '../../support/media-upload.js';
import { connect, settingsFor } from '../../support/platforms/connect-account.js';
import { startFacebookApi } from '../../support/platforms/facebook-api.js';
import type { FakePlatform } from '../../support/platforms/fake-platform.js';
import { startInstagramApi } from '../../support/platforms/instagram-api.js';
import { startLinkedInApi } from '../../support/platforms/linkedin-api.js';
import { startThreadsApi } from '../../support/platforms/threads-api.js';
import {
  balance,
  type Client,
  client,
  draft,
  startListeningPublishing,
  waitForPublication,
} from '../../support/publishing.js';

let app: Awaited<ReturnType<typeof startListeningPublishing>>;
let api: Client;
let threads: FakePlatform;
let facebook: FakePlatform;
let linkedin: FakePlatform;
let instagram: Awaited<ReturnType<typeof startInstagramApi>>;
const accounts: Record<string, string> = {};
let photo: string;
let square: string;

beforeAll(async () => {
  [threads, facebook, linkedin, instagram] = await Promise.all([
    startThreadsApi(),
    startFacebookApi(),
    startLinkedInApi(),
    startInstagramApi(),
  ]);
  const fakes = [
    { platform: 'threads', fake: threads },
    { platform: 'facebook', fake: facebook },
    { platform: 'linkedin', fake: linkedin },
    { platform: 'instagram', fake: instagram as FakePlatform },
  ];
  app = await startListeningPublishing(
    { ...settingsFor(fakes), DELIVERY_RETRY_BASE_SECONDS: '0.05' },
    { engines: { platformPollIntervalMs: 20 } },
  );
  const owner = await app.ctx.account({ credits: 50 });
  api = client(app.ctx, owner.token);
  for (const { platform, fake } of fakes) {
    accounts[platform] = (await connect(app.ctx, api, platform, fake)).id;
  }
  photo = (await uploadImage(app.ctx, owner.token, await productPhoto(900, 1100))).id;
  square = (await uploadImage(app.ctx, owner.token, await productPhoto(1080, 1080))).id;
}, 60_000);
afterAll(async () => {
  await app?.close();
  await Promise.all([threads, facebook, linkedin, instagram].map((f) => f?.close()));
});

type Target = { socialAccountId: string; status: string; externalId?: string; error?: { category: string } };
const partsOf = (t: Target) => (t as { parts?: { externalId: string }[] }).parts?.map((p) => p.externalId);

describe('replies as comments and threads', () => {
  it('are held to each platform’s rules for comments in the publish check, naming the part', async () => {
    const post = await draft(api, {
      caption: 'Glow serum is back.',
      mediaIds: [photo],
      replies: [
        { caption: 'Link in bio.', mediaIds: [square] },
        { caption: 'x'.repeat(2201) },
        { caption: 'Two pictures', mediaIds: [photo, square] },
      ],
      socialAccountIds: [accounts.instagram, accounts.facebook, accounts.linkedin, accounts.threads],
    });
    const { problems } = (await api('GET', `/v1/posts/${post.id}/publish`)).json().data;
    const found = problems.map((p: { platform: string; code: string; part?: number }) => [
      p.platform,
      p.code,
      p.part,
    ]);
    expect(found).toEqual([
      // Instagram comments are text only, 2,200 characters at most.
      ['instagram', 'too_many_media', 1],
      ['instagram', 'caption_too_long', 2],
      ['instagram', 'too_many_media', 3],
      // Facebook and LinkedIn comments take one image; LinkedIn's 1,250 characters.
      ['facebook', 'too_many_media', 3],
      ['linkedin', 'caption_too_long', 2],
      ['linkedin', 'too_many_media', 3],
      // A Threads reply is a post: 500 characters, and images as a carousel.
      ['threads', 'caption_too_long', 2],
    ]);
    expect(problems[0].message).toContain('text only');
    const refused = await api('POST', `/v1/posts/${post.id}/publish`, {});
    expect(refused.statusCode).toBe(422);
  });

  it('go out in order; a failure at part 3 keeps parts 1 and 2, and a retry continues at part 3', async () => {
    const withImages = [accounts.threads, accounts.facebook, accounts.linkedin];
    const thread = await draft(api, {
      caption: 'Glow serum is back.',
      replies: [
        { caption: 'It layers under sunscreen without pilling.' },
        { caption: 'Here it is on the shelf.', mediaIds: [photo] },
      ],
      socialAccountIds: withImages,
    });
    const onInstagram = await draft(api, {
      caption: 'Glow serum is back.',
      mediaIds: [photo, square],
      replies: [{ caption: 'Shop the serum: link in bio.' }, { caption: '#skincare #serum' }],
      socialAccountIds: [accounts.instagram],
    });
    const fakes = { threads, facebook, linkedin, instagram: instagram as FakePlatform };
    // The third part's image fails each platform's processing; Instagram refuses the second comment.
    for (const fake of [threads, facebook, linkedin]) fake.failNextMediaProcessing();
    instagram.refuseNextComment(1);
    const before = await balance(api);

    for (const post of [thread, onInstagram]) {
      expect((await api('POST', `/v1/posts/${post.id}/publish`, {})).statusCode).toBe(202);
    }
    const first = [
      ...(await waitForPublication(api, thread.id)).targets,
      ...(await waitForPublication(api, onInstagram.id)).targets,
    ] as Target[];
    for (const [platform, fake] of Object.entries(fakes)) {
      const target = first.find((t) => t.socialAccountId === accounts[platform])!;
      expect(target.status, platform).toBe('failed');
      expect(target.error?.category, platform).toBe(
        platform === 'instagram' ? 'user_content' : 'media_error',
      );
      const posts = fake.published();
      expect(posts, platform).toHaveLength(2);
      expect(posts[0]!.text).toBe('Glow serum is back.');
      expect(posts[1]!.inReplyTo, platform).toBe(posts[0]!.id);
      expect(partsOf(target), platform).toEqual(posts.map((p) => p.id));
    }
    expect(instagram.published()[0]!.media).toHaveLength(2);

    for (const post of [thread, onInstagram]) {
      expect((await api('POST', `/v1/posts/${post.id}/retry`, {})).statusCode).toBe(202);
    }
    const second = [
      ...(await waitForPublication(api, thread.id)).targets,
      ...(await waitForPublication(api, onInstagram.id)).targets,
    ] as Target[];
    for (const [platform, fake] of Object.entries(fakes)) {
      const target = second.find((t) => t.socialAccountId === accounts[platform])!;
      const posts = fake.published();
      expect(target.status, platform).toBe('delivered');
      // Nothing posted twice: the third part answers the thread as the platform shapes it.
      expect(posts, platform).toHaveLength(3);
      const parent = platform === 'threads' ? posts[1]! : posts[0]!;
      expect(posts[2]!.inReplyTo, platform).toBe(parent.id);
      expect(posts[2]!.media, platform).toHaveLength(platform === 'instagram' ? 0 : 1);
      expect(target.externalId).toBe(posts[0]!.id);
      expect(partsOf(target), platform).toEqual(posts.map((p) => p.id));
    }
    // Charged once per target, for the round that delivered it (the operator's default prices).
    expect(await balance(api)).toBe(before - (1 + 1 + 2 + 2));
  });
});
