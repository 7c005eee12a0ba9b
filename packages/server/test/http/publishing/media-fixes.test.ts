/**
 * An image a platform refuses only for its shape, size or type is not a dead end: the publish check
 * says how a variant fixes it, and a publish (with `autoFix`, the default) makes that variant — a
 * new library item linked to its original, free of charge — and posts it instead. Without
 * `autoFix` the same problems refuse the publish, as any other.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchFile, productPhoto, uploadImage } from '../../support/media-upload.js';
import { connect, settingsFor } from '../../support/platforms/connect-account.js';
import type { FakePlatform } from '../../support/platforms/fake-platform.js';
import { startInstagramApi } from '../../support/platforms/instagram-api.js';
import { startPinterestApi } from '../../support/platforms/pinterest-api.js';
import {
  balance,
  type Client,
  client,
  draft,
  ledger,
  startListeningPublishing,
  waitForPublication,
} from '../../support/publishing.js';

let app: Awaited<ReturnType<typeof startListeningPublishing>>;
let api: Client;
let token: string;
const fakes: Record<'instagram' | 'pinterest', FakePlatform> = {} as never;
const accounts: Record<string, string> = {};

beforeAll(async () => {
  [fakes.instagram, fakes.pinterest] = await Promise.all([startInstagramApi(), startPinterestApi()]);
  const list = Object.entries(fakes).map(([platform, fake]) => ({ platform, fake }));
  app = await startListeningPublishing(
    { ...settingsFor(list), DELIVERY_RETRY_BASE_SECONDS: '0.05' },
    { engines: { platformPollIntervalMs: 20 } },
  );
  const owner = await app.ctx.account({ credits: 100 });
  token = owner.token;
  api = client(app.ctx, token);
  for (const { platform, fake } of list)
    accounts[platform] = (await connect(app.ctx, api, platform, fake)).id;
}, 60_000);
afterAll(async () => {
  await app?.close();
  await Promise.all(Object.values(fakes).map((f) => f?.close()));
});

const upload = async (bytes: Buffer, type: 'image/jpeg' | 'image/png' = 'image/jpeg') =>
  (await uploadImage(app.ctx, token, bytes, type)).id;

async function check(postId: string) {
  const res = await api('GET', `/v1/posts/${postId}/publish`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { problems: Array<{ code: string; fix?: Record<string, unknown> }> };
}

async function mediaItem(id: string) {
  const res = await api('GET', `/v1/media/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    id: string;
    url: string;
    width: number;
    height: number;
    mimeType: string;
    variantOf?: string;
  };
}

const MIB = 1024 * 1024;

describe('images a platform refuses as they are', () => {
  it('show in the publish check how a variant fixes them; a caption too long has no fix', async () => {
    const wide = await upload(await productPhoto(1200, 500));
    const png = await upload(
      await sharp(await productPhoto(600, 600))
        .png()
        .toBuffer(),
      'image/png',
    );
    const post = await draft(api, {
      caption: 'x'.repeat(2201),
      mediaIds: [wide, png],
      socialAccountIds: [accounts.instagram],
    });
    const { problems } = await check(post.id);
    expect(problems).toEqual([
      expect.objectContaining({ code: 'caption_too_long' }),
      expect.objectContaining({
        code: 'media_out_of_limits',
        fix: {
          kind: 'crop',
          mediaIds: [wide],
          to: { width: 955, height: 500, mimeType: 'image/jpeg', maxBytes: 8 * MIB },
          description: 'Cropped to 1.91:1 (955 × 500) where the picture draws the eye.',
        },
      }),
      expect.objectContaining({
        code: 'media_type_unsupported',
        fix: {
          kind: 're-encode',
          mediaIds: [png],
          to: { width: 600, height: 600, mimeType: 'image/jpeg', maxBytes: 8 * MIB },
          description: 'Re-encoded as JPEG.',
        },
      }),
    ]);
    expect(problems[0]).not.toHaveProperty('fix');
    // A problem without a fix still refuses the publish, autoFix or not.
    const refused = await api('POST', `/v1/posts/${post.id}/publish`, {});
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'publish_blocked', problems });
  });

  it('are posted as a variant in the platform’s range, a library item linked to its original, charged only the delivery', async () => {
    const tall = await upload(await productPhoto(600, 1500));
    const png = await upload(
      await sharp(await productPhoto(800, 800))
        .png()
        .toBuffer(),
      'image/png',
    );
    const post = await draft(api, {
      caption: 'Spring serum, tall and square',
      mediaIds: [tall, png],
      altTexts: { [tall]: 'An amber bottle of serum' },
      socialAccountIds: [accounts.instagram],
    });
    const before = await balance(api);
    const published = await api('POST', `/v1/posts/${post.id}/publish`, {});
    expect(published.statusCode, published.body).toBe(202);
    const done = await waitForPublication(api, post.id);
    expect(done.status, JSON.stringify(done.targets)).toBe('published');

    const fixes = done.targets[0]!.fixes!;
    expect(fixes.map((f) => f.mediaId)).toEqual([tall, png]);
    expect(fixes[0]!.description).toMatch(/^Cropped to 4:5 \(600 × 750\)/);
    expect(fixes[1]!.description).toBe('Re-encoded as JPEG.');

    const onInstagram = fakes.instagram.published().find((p) => p.text === 'Spring serum, tall and square')!;
    expect(onInstagram.media.map((m) => [m.mimeType, m.width, m.height])).toEqual([
      ['image/jpeg', 600, 750],
      ['image/jpeg', 800, 800],
    ]);
    expect(onInstagram.media[0]!.altText).toBe('An amber bottle of serum');

    for (const [i, original] of [tall, png].entries()) {
      const variant = await mediaItem(fixes[i]!.variantId);
      expect(variant).toMatchObject({ variantOf: original, mimeType: 'image/jpeg' });
      const file = await fetchFile(app.ctx, variant.url);
      const meta = await sharp(file.bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', variant.width, variant.height]);
      const aspect = variant.width / variant.height;
      expect(aspect).toBeGreaterThanOrEqual(0.8 * 0.995);
      expect(aspect).toBeLessThanOrEqual(1.91);
      // The original stays as it was.
      expect(await mediaItem(original)).not.toHaveProperty('variantOf');
    }
    // The variants cost nothing: the delivery is the only charge.
    expect(await balance(api)).toBe(before - done.creditsCharged);
    expect((await ledger(api)).filter((e) => e.kind !== 'grant').map((e) => e.amount)).toEqual([
      -done.creditsCharged,
    ]);
  });

  it('made for a scheduled post are kept until it is due, and posted then', async () => {
    const png = await upload(
      await sharp(await productPhoto(700, 700))
        .png()
        .toBuffer(),
      'image/png',
    );
    const post = await draft(api, {
      caption: 'Later, as a JPEG',
      mediaIds: [png],
      socialAccountIds: [accounts.instagram],
    });
    const scheduledAt = new Date(Date.now() + 2000).toISOString();
    const res = await api('POST', `/v1/posts/${post.id}/publish`, { scheduledAt });
    expect(res.statusCode, res.body).toBe(202);
    const [scheduled] = res.json().data.targets;
    expect(scheduled.fixes).toEqual([
      { mediaId: png, variantId: expect.stringMatching(/^med_/), description: 'Re-encoded as JPEG.' },
    ]);
    const done = await waitForPublication(api, post.id);
    expect(done.status, JSON.stringify(done.targets)).toBe('published');
    expect(done.targets[0]!.fixes).toEqual(scheduled.fixes);
    const onInstagram = fakes.instagram.published().find((p) => p.text === 'Later, as a JPEG')!;
    expect(onInstagram.media.map((m) => [m.mimeType, m.width, m.height])).toEqual([['image/jpeg', 700, 700]]);
  });

  it('with autoFix: false refuse the publish, charge nothing and make no variant', async () => {
    const wide = await upload(await productPhoto(1400, 600));
    const post = await draft(api, {
      caption: 'Wide',
      mediaIds: [wide],
      socialAccountIds: [accounts.instagram],
    });
    const { problems } = await check(post.id);
    const library = (await api('GET', '/v1/media?limit=100')).json().data.length;
    const before = await balance(api);
    const refused = await api('POST', `/v1/posts/${post.id}/publish`, { autoFix: false });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'publish_blocked', problems });
    expect(await balance(api)).toBe(before);
    expect((await api('GET', '/v1/media?limit=100')).json().data).toHaveLength(library);
    expect((await api('GET', `/v1/posts/${post.id}`)).json().data).toMatchObject({
      status: 'draft',
      publication: null,
    });
    // An unknown field is still refused, not taken for an option.
    const unknown = await api('POST', `/v1/posts/${post.id}/publish`, { autoFix: true, autoCrop: true });
    expect(unknown.statusCode).toBe(400);
    const wrongType = await api('POST', `/v1/posts/${post.id}/publish`, { autoFix: 'yes' });
    expect(wrongType.statusCode).toBe(400);
  });

  it('on a Pinterest carousel of mixed sizes are scaled and cropped to the first image’s size', async () => {
    const portrait = await upload(await productPhoto(400, 500));
    const square = await upload(await productPhoto(500, 500));
    const post = await draft(api, {
      caption: 'Serum, two angles',
      mediaIds: [portrait, square],
      socialAccountIds: [accounts.pinterest],
    });
    const { problems } = await check(post.id);
    expect(problems).toEqual([
      expect.objectContaining({
        code: 'carousel_sizes_differ',
        fix: {
          kind: 'crop',
          mediaIds: [square],
          to: { width: 400, height: 500, mimeType: 'image/jpeg' },
          description: 'Cropped to 4:5 (400 × 500) where the picture draws the eye.',
        },
      }),
    ]);
    expect((await api('POST', `/v1/posts/${post.id}/publish`, {})).statusCode).toBe(202);
    const done = await waitForPublication(api, post.id);
    expect(done.status, JSON.stringify(done.targets)).toBe('published');
    const pin = fakes.pinterest.published().find((p) => p.text === 'Serum, two angles')!;
    expect(pin.media.map((m) => [m.width, m.height])).toEqual([
      [400, 500],
      [400, 500],
    ]);

    // Several images to change: one fix names them all and the size they all get.
    const landscape = await upload(await productPhoto(800, 600));
    const three = await draft(api, {
      caption: 'Serum, three angles',
      mediaIds: [portrait, square, landscape],
      socialAccountIds: [accounts.pinterest],
    });
    const [carousel] = (await check(three.id)).problems;
    expect(carousel!.fix).toEqual({
      kind: 'crop',
      mediaIds: [square, landscape],
      to: { width: 400, height: 500 },
      description: `${square}: Cropped to 4:5 (400 × 500) where the picture draws the eye. ${landscape}: Cropped to 4:5 (480 × 600) where the picture draws the eye, then scaled to the first image’s size 400 × 500.`,
    });
  });

  it('keep the product of a generated picture inside the crop', async () => {
    const photo = await uploadImage(app.ctx, token, await productPhoto(600, 800));
    const generated = await api('POST', '/v1/generations/image', {
      prompt: 'The serum on a marble counter, product low on the right',
      referenceImages: [photo.url],
      aspectRatio: '9:16',
      count: 1,
    });
    expect(generated.statusCode, generated.body).toBe(201);
    const [output] = generated.json().data.outputs;
    const box = output.render.productBox as { x: number; y: number; width: number; height: number };
    expect(box.width).toBeGreaterThan(0);
    const post = await draft(api, {
      caption: 'From the studio',
      mediaIds: [output.mediaId],
      socialAccountIds: [accounts.instagram],
    });
    const [problem] = (await check(post.id)).problems;
    expect(problem).toMatchObject({
      code: 'media_out_of_limits',
      fix: {
        kind: 'crop',
        to: { width: 1080, height: 1350 },
        description: expect.stringContaining('around the product'),
      },
    });
    expect((await api('POST', `/v1/posts/${post.id}/publish`, {})).statusCode).toBe(202);
    const done = await waitForPublication(api, post.id);
    expect(done.status, JSON.stringify(done.targets)).toBe('published');
    const variant = await mediaItem(done.targets[0]!.fixes![0]!.variantId);
    expect([variant.width, variant.height]).toEqual([1080, 1350]);

    // Where the crop was taken from: the offset at which the variant matches the original best.
    const top = await cropOffset(
      (await fetchFile(app.ctx, output.url)).bytes,
      (await fetchFile(app.ctx, variant.url)).bytes,
    );
    expect(box.y).toBeGreaterThanOrEqual(top);
    expect(box.y + box.height).toBeLessThanOrEqual(top + 1350);
  });
});

/** The row of `original` (same width) the top of `crop` was taken from, to 10 pixels. */
async function cropOffset(original: Buffer, crop: Buffer): Promise<number> {
  const grey = async (bytes: Buffer) => {
    const { data, info } = await sharp(bytes)
      .greyscale()
      .resize({ width: 108 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { data, rows: info.height };
  };
  const whole = await grey(original);
  const part = await grey(crop);
  let best = { offset: 0, error: Infinity };
  for (let offset = 0; offset + part.rows <= whole.rows; offset++) {
    let error = 0;
    for (let i = 0; i < part.data.length; i++)
      error += Math.abs(part.data[i]! - whole.data[offset * 108 + i]!);
    if (error < best.error) best = { offset, error };
  }
  return best.offset * 10;
}
