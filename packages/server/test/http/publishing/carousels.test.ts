/**
 * Several images in one post are the platform's native carousel, within the platform's counts:
 * the publish check names what a platform would refuse (too many, too few, a Pinterest carousel of
 * different sizes) before anything is sent, and a carousel within the rules is published as one
 * post holding every image.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { counterPhoto, productPhoto, uploadImage } from '../../support/media-upload.js';
import { connect, settingsFor } from '../../support/platforms/connect-account.js';
import type { FakePlatform } from '../../support/platforms/fake-platform.js';
import { startInstagramApi } from '../../support/platforms/instagram-api.js';
import { startPinterestApi } from '../../support/platforms/pinterest-api.js';
import { startXApi } from '../../support/platforms/x-api.js';
import {
  type Client,
  client,
  draft,
  startListeningPublishing,
  waitForPublication,
} from '../../support/publishing.js';

let app: Awaited<ReturnType<typeof startListeningPublishing>>;
let api: Client;
const fakes: Record<'x' | 'instagram' | 'pinterest', FakePlatform> = {} as never;
const accounts: Record<string, string> = {};
/** Eleven portrait photos of one size, and one square. */
let portraits: string[];
let square: string;

beforeAll(async () => {
  [fakes.x, fakes.instagram, fakes.pinterest] = await Promise.all([
    startXApi(),
    startInstagramApi(),
    startPinterestApi(),
  ]);
  const list = Object.entries(fakes).map(([platform, fake]) => ({ platform, fake }));
  app = await startListeningPublishing(
    { ...settingsFor(list), DELIVERY_RETRY_BASE_SECONDS: '0.05' },
    { engines: { platformPollIntervalMs: 20 } },
  );
  const owner = await app.ctx.account({ credits: 50 });
  api = client(app.ctx, owner.token);
  for (const { platform, fake } of list)
    accounts[platform] = (await connect(app.ctx, api, platform, fake)).id;
  portraits = [];
  for (let i = 0; i < 11; i++) {
    const photo = i % 2 ? await counterPhoto(400, 500) : await productPhoto(400, 500);
    portraits.push((await uploadImage(app.ctx, owner.token, photo)).id);
  }
  square = (await uploadImage(app.ctx, owner.token, await productPhoto(500, 500))).id;
}, 60_000);
afterAll(async () => {
  await app?.close();
  await Promise.all(Object.values(fakes).map((f) => f?.close()));
});

async function problemsOf(mediaIds: string[], platforms: string[]) {
  const post = await draft(api, {
    caption: 'Spring serum, every angle',
    mediaIds,
    socialAccountIds: platforms.map((p) => accounts[p]),
  });
  const { problems } = (await api('GET', `/v1/posts/${post.id}/publish`)).json().data;
  return (problems as { platform: string; code: string; message: string }[]).map((p) => [
    p.platform,
    p.code,
    p.message,
  ]);
}

describe('carousels', () => {
  it('are checked against each platform’s count', async () => {
    expect(await problemsOf(portraits.slice(0, 5), ['x', 'instagram', 'pinterest'])).toEqual([
      ['x', 'too_many_media', expect.stringContaining('at most 4')],
    ]);
    expect(await problemsOf(portraits.slice(0, 6), ['pinterest'])).toEqual([
      ['pinterest', 'too_many_media', expect.stringContaining('at most 5')],
    ]);
    expect(await problemsOf(portraits, ['instagram'])).toEqual([
      ['instagram', 'too_many_media', expect.stringContaining('at most 10')],
    ]);
  });

  it('on Pinterest hold images of one size, said before anything is sent', async () => {
    const mixed = [portraits[0]!, square];
    expect(await problemsOf(mixed, ['pinterest', 'x'])).toEqual([
      ['pinterest', 'carousel_sizes_differ', expect.stringContaining('400 × 500, 500 × 500')],
    ]);
  });

  it('go out as one post holding every image', async () => {
    const post = await draft(api, {
      caption: 'Spring serum, five angles',
      mediaIds: portraits.slice(0, 5),
      socialAccountIds: [accounts.pinterest, accounts.instagram],
    });
    expect((await api('POST', `/v1/posts/${post.id}/publish`, {})).statusCode).toBe(202);
    const done = await waitForPublication(api, post.id);
    expect(done.status, JSON.stringify(done.targets)).toBe('published');
    for (const platform of ['pinterest', 'instagram'] as const) {
      const published = fakes[platform].published().filter((p) => p.text === 'Spring serum, five angles');
      expect(published, platform).toHaveLength(1);
      expect(
        published[0]!.media.map((m) => [m.width, m.height]),
        platform,
      ).toEqual(Array(5).fill([400, 500]));
    }
  });
});
