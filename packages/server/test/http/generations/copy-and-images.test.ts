import sharp from 'sharp';
import twitterText from 'twitter-text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchFile, productPhoto, uploadImage } from '../../support/media-upload.js';
import { bearer, createTestContext, type TestContext } from '../../support/test-app.js';

let ctx: TestContext;
let account: { accountId: string; workspaceId: string; token: string };

beforeAll(async () => {
  ctx = await createTestContext();
  account = await ctx.account({ credits: 40 });
});
afterAll(async () => ctx?.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, headers: { ...bearer(account.token), ...headers }, payload });
const balance = async () =>
  (await ctx.app.inject({ method: 'GET', url: '/v1/credits', headers: bearer(account.token) })).json().data
    .balance;

describe('POST /generations/copy', () => {
  it('writes variants that fit X counted the twitter-text way, free of charge', async () => {
    const before = await balance();
    const res = await post('/v1/generations/copy', {
      subject: '日本製の抹茶セット — ceremonial grade matcha whisk & bowl 🍵🍵',
      platform: 'x',
      tone: 'playful',
      variants: 5,
    });
    expect(res.statusCode).toBe(200);
    const variants = res.json().data.variants;
    expect(variants).toHaveLength(5);
    for (const v of variants) {
      expect(v.characterCount).toBe(twitterText.parseTweet(v.caption).weightedLength);
      expect(v.characterCount).toBeLessThanOrEqual(280);
      expect(v.caption.startsWith(v.hook)).toBe(true);
    }
    expect(new Set(variants.map((v: { caption: string }) => v.caption)).size).toBe(5);
    expect(await balance()).toBe(before);
  });

  it('draws a fresh seed without one and reports it; the same seed gives the same variants', async () => {
    const body = {
      subject: 'Hand-poured soy candle',
      platform: 'bluesky',
      presetId: 'ugc-lifestyle',
      variants: 5,
    };
    const first = (await post('/v1/generations/copy', body)).json().data;
    const second = (await post('/v1/generations/copy', body)).json().data;
    expect(first.language).toBe('en');
    expect(first.seed).not.toBe(second.seed);
    const again = (await post('/v1/generations/copy', { ...body, seed: first.seed })).json().data;
    expect(again).toEqual(first);
    const other = (await post('/v1/generations/copy', { ...body, seed: (first.seed + 1) % 2 ** 31 })).json()
      .data;
    expect(other.variants).not.toEqual(first.variants);
    for (const v of [...first.variants, ...other.variants]) {
      expect(v.characterCount).toBeLessThanOrEqual(300);
      expect(v.language).toBe('en');
    }
  });

  it('refuses an unknown preset (404) and bad fields (400)', async () => {
    expect((await post('/v1/generations/copy', { subject: 'x', presetId: 'nope' })).statusCode).toBe(404);
    for (const body of [
      {},
      { subject: '' },
      { subject: 'x', variants: 6 },
      { subject: 'x', tone: 'angry' },
      { subject: 'x', language: 'klingon' },
      { subject: 'x', claims: { rating: 6 } },
      { subject: 'x', claims: { rating: 4.5 } },
      { subject: 'x', claims: { stars: 5 } },
      { subject: 'x', claims: { reviewer: 'Dana' } },
      { subject: 'x', claims: { offer: '' } },
    ]) {
      const res = await post('/v1/generations/copy', body);
      expect([res.statusCode, res.json().code]).toEqual([400, 'invalid_request']);
    }
  });
});

describe('claims', () => {
  it('writes the claims given and no other: the rating, the quoted review, the offer', async () => {
    const claims = {
      rating: 5,
      review: 'Best speaker on my shelf',
      reviewer: 'Ali',
      offer: 'Free shipping this week',
    };
    const res = await post('/v1/generations/copy', { subject: 'Halo smart speaker', variants: 3, claims });
    expect(res.statusCode).toBe(200);
    for (const v of res.json().data.variants) {
      expect(v.caption).toContain('“Best speaker on my shelf” — Ali');
      expect(v.caption).toContain('Rated 5 out of 5');
      expect(v.caption).toContain('Free shipping this week');
    }
    const plain = (await post('/v1/generations/copy', { subject: 'Halo smart speaker', variants: 5 })).json()
      .data;
    for (const v of plain.variants) expect(v.caption).not.toMatch(/★|rated|review|shipping/iu);
  });

  it('writes in French when asked, with French punctuation, and says so', async () => {
    const res = await post('/v1/generations/copy', {
      subject: 'Sérum éclat vitamine C',
      language: 'fr',
      tone: 'professional',
      variants: 5,
      seed: 4,
    });
    expect(res.statusCode).toBe(200);
    const copy = res.json().data;
    expect(copy.language).toBe('fr');
    for (const v of copy.variants) {
      expect(v.language).toBe('fr');
      expect(v.hashtags.map((t: string) => t.toLowerCase())).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^#(soinvisage|routinebeauté|skincare|soindelapeau)$/u),
        ]),
      );
    }
    expect(copy.variants.map((v: { caption: string }) => v.caption).join(' ')).toMatch(/\u00a0:|\u202f[?!]/u);
  });

  it('draws the review on the selfie sticker and keeps the claims with the run', async () => {
    const claims = { rating: 4, review: 'Smells like a forest' };
    const res = await post('/v1/generations/preset', {
      presetId: 'ugc-selfie-review',
      subject: 'Cedar candle',
      claims,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.copy.caption).toContain('“Smells like a forest”');
    expect(res.json().data.language).toBe('en');
  });
});

describe('POST /generations/image', () => {
  it('draws `count` images at the aspect ratio asked, charging one credit each', async () => {
    const before = await balance();
    const res = await post('/v1/generations/image', {
      prompt: 'Summer sale on linen shirts',
      count: 2,
      aspectRatio: '16:9',
    });
    expect(res.statusCode).toBe(201);
    const g = res.json().data;
    expect(g).toMatchObject({
      type: 'image',
      status: 'succeeded',
      prompt: 'Summer sale on linen shirts',
      creditsReserved: 2,
      creditsCharged: 2,
    });
    expect(g.outputs).toHaveLength(2);
    for (const o of g.outputs) {
      const meta = await sharp((await fetchFile(ctx, o.url)).bytes).metadata();
      expect([meta.width, meta.height]).toEqual([1920, 1080]);
      expect(o.render).toMatchObject({ engine: 'studio', presetVersion: 2 });
    }
    expect(await balance()).toBe(before - 2);
  });

  it('uses reference images and defaults to one square image', async () => {
    const photo = await uploadImage(ctx, account.token, await productPhoto(400, 500));
    const res = await post('/v1/generations/image', {
      prompt: 'The bottle on marble',
      referenceImages: [photo.url],
    });
    expect(res.statusCode).toBe(201);
    const g = res.json().data;
    expect(g.outputs).toHaveLength(1);
    expect(g.outputs[0]).toMatchObject({ width: 1080, height: 1080 });
  });

  it('refuses counts outside 1–4 and unknown aspect ratios', async () => {
    for (const body of [
      { prompt: 'x', count: 0 },
      { prompt: 'x', count: 5 },
      { prompt: 'x', aspectRatio: '3:2' },
      { prompt: '' },
    ]) {
      const res = await post('/v1/generations/image', body);
      expect([res.statusCode, res.json().code]).toEqual([400, 'invalid_request']);
    }
  });
});
