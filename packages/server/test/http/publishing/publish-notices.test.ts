/**
 * The publish check's notices: what a publish will do that the author may not expect, without
 * stopping it. TikTok posts from an app it has not audited are private (the default,
 * TIKTOK_AUDITED=false), Pinterest's Trial access keeps pins to their creator, and an Instagram
 * account near its 100 API posts a day is warned, all read through the real app.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productPhoto, uploadImage } from '../../support/media-upload.js';
import { connect, settingsFor } from '../../support/platforms/connect-account.js';
import { startInstagramApi } from '../../support/platforms/instagram-api.js';
import { startPinterestApi } from '../../support/platforms/pinterest-api.js';
import { startTiktokApi } from '../../support/platforms/tiktok-api.js';
import {
  type Client,
  client,
  draft,
  startListeningPublishing,
  waitForPublication,
} from '../../support/publishing.js';

let app: Awaited<ReturnType<typeof startListeningPublishing>>;
let api: Client;
let fakes: {
  tiktok: Awaited<ReturnType<typeof startTiktokApi>>;
  instagram: Awaited<ReturnType<typeof startInstagramApi>>;
  pinterest: Awaited<ReturnType<typeof startPinterestApi>>;
};
const accounts: Record<string, { id: string; handle: string }> = {};
let photo: string;

beforeAll(async () => {
  const [tiktok, instagram, pinterest] = await Promise.all([
    startTiktokApi(),
    startInstagramApi(),
    startPinterestApi(),
  ]);
  fakes = { tiktok, instagram, pinterest };
  // The app is not audited by TikTok: a post that is not private would be refused.
  tiktok.creator.audited = false;
  tiktok.verifyUrlPrefix('http://127.0.0.1:');
  const list = Object.entries(fakes).map(([platform, fake]) => ({ platform, fake }));
  app = await startListeningPublishing(
    { ...settingsFor(list), PINTEREST_TRIAL_ACCESS: 'true' },
    { engines: { platformPollIntervalMs: 20 } },
  );
  const owner = await app.ctx.account({ credits: 50 });
  api = client(app.ctx, owner.token);
  for (const { platform, fake } of list) accounts[platform] = await connect(app.ctx, api, platform, fake);
  photo = (await uploadImage(app.ctx, owner.token, await productPhoto(400, 500))).id;
}, 60_000);
afterAll(async () => {
  await app?.close();
  await Promise.all(Object.values(fakes ?? {}).map((f) => f?.close()));
});

async function check(platforms: (keyof typeof fakes)[]) {
  const post = await draft(api, {
    caption: 'Amber bottles, back in stock',
    mediaIds: [photo],
    socialAccountIds: platforms.map((p) => accounts[p]!.id),
  });
  const answer = await api('GET', `/v1/posts/${post.id}/publish`);
  expect(answer.statusCode, answer.body).toBe(200);
  return { postId: post.id, ...(answer.json().data as { problems: unknown[]; notices: unknown[] }) };
}

describe('the publish check’s notices', () => {
  it('say what each platform will do with the post, without blocking it', async () => {
    fakes.instagram.publishingLimit.usedAlready(95);
    const { problems, notices } = await check(['tiktok', 'instagram', 'pinterest']);
    expect(problems).toEqual([]);
    expect(notices).toEqual([
      {
        socialAccountId: accounts.tiktok!.id,
        platform: 'tiktok',
        code: 'only_author_sees',
        message: expect.stringContaining(`published to @${accounts.tiktok!.handle} as private (SELF_ONLY)`),
      },
      {
        socialAccountId: accounts.instagram!.id,
        platform: 'instagram',
        code: 'publishing_limit_near',
        message: expect.stringContaining('95 of the 100 posts'),
      },
      {
        socialAccountId: accounts.pinterest!.id,
        platform: 'pinterest',
        code: 'only_author_sees',
        message: expect.stringContaining('Trial access'),
      },
    ]);
  });

  it('and the TikTok post goes out private, as the notice said', async () => {
    const { postId } = await check(['tiktok']);
    expect((await api('POST', `/v1/posts/${postId}/publish`, {})).statusCode).toBe(202);
    const publication = await waitForPublication(api, postId);
    expect(publication.status).toBe('published');
    const sent = fakes.tiktok.publishRequests().at(-1) as { post_info: { privacy_level: string } };
    expect(sent.post_info.privacy_level).toBe('SELF_ONLY');
  });
});
