/**
 * `POST /generations/cutout` end to end: real photographs uploaded through the direct-upload flow,
 * cut out by the real model in the job, charged through the same ledger as every generation.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackgroundRemover } from '../../../src/ports/background-remover.js';
import { fetchFile, uploadImage } from '../../support/media-upload.js';
import { bearer, createTestContext, type TestContext } from '../../support/test-app.js';

const photos = fileURLToPath(new URL('../../fixtures/photos/', import.meta.url));
const photo = (name: string) => readFile(`${photos}${name}`);

let ctx: TestContext;
let account: { accountId: string; workspaceId: string; token: string };
let cup: { id: string; url: string; workspaceId: string };

beforeAll(async () => {
  ctx = await createTestContext();
  account = await ctx.account({ credits: 20 });
  cup = await uploadImage(ctx, account.token, await photo('coffee-cup-on-wooden-table.jpg'));
});
afterAll(async () => ctx?.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}, token = account.token) =>
  ctx.app.inject({ method: 'POST', url, headers: { ...bearer(token), ...headers }, payload });
const get = (url: string, token = account.token) =>
  ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
const balance = async (token = account.token) =>
  (await get('/v1/credits', token)).json().data.balance as number;
const generationCount = async () =>
  ((await get('/v1/generations?limit=100')).json().data as unknown[]).length;

/** The output's pixels, decoded: its size, whether it has alpha, and its alpha channel. */
async function output(url: string) {
  const file = await fetchFile(ctx, url);
  expect(file.type).toBe('image/png');
  const image = sharp(file.bytes);
  const meta = await image.metadata();
  const alpha = meta.hasAlpha ? await image.extractChannel('alpha').raw().toBuffer() : undefined;
  return { width: meta.width!, height: meta.height!, format: meta.format, alpha };
}

describe('POST /generations/cutout', () => {
  it("cuts the product out at the photo's size, as a PNG with alpha, for one credit", async () => {
    const before = await balance();
    const res = await post('/v1/generations/cutout', { image: cup.url });
    expect(res.statusCode).toBe(201);
    const g = res.json().data;
    expect(g).toMatchObject({ type: 'cutout', status: 'succeeded', creditsReserved: 1, creditsCharged: 1 });
    expect(g.outputs).toHaveLength(1);
    expect(g.outputs[0]).toMatchObject({
      width: 600,
      height: 400,
      render: { engine: 'u2netp', presetVersion: 1, cutout: 'segmented' },
    });
    const png = await output(g.outputs[0].url);
    expect([png.format, png.width, png.height]).toEqual(['png', 600, 400]);
    // The wooden table is gone, the cup is there, solid.
    expect(png.alpha![5 * 600 + 5]).toBe(0);
    expect(png.alpha![5 * 600 + 590]).toBe(0);
    expect(png.alpha![200 * 600 + 290]).toBe(255);
    expect(await balance()).toBe(before - 1);
    // In the library, as a generated item.
    const item = (await get(`/v1/media/${g.outputs[0].mediaId}`)).json().data;
    expect(item).toMatchObject({ source: 'generation', generationId: g.id, mimeType: 'image/png' });
  });

  it('trims the output to the product with crop, and takes the photo as it stands (EXIF orientation applied)', async () => {
    // The same photo stored sideways with an EXIF orientation (6: turn a quarter clockwise to show).
    const sideways = await sharp(await photo('coffee-cup-on-wooden-table.jpg'))
      .rotate(-90)
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const upright = await uploadImage(ctx, account.token, sideways);
    const whole = (await post('/v1/generations/cutout', { image: upright.url })).json().data;
    expect(whole.outputs[0]).toMatchObject({ width: 600, height: 400 });
    const cropped = (await post('/v1/generations/cutout', { image: cup.url, crop: true })).json().data;
    const png = await output(cropped.outputs[0].url);
    // Cup and saucer: most of the photo's height, two thirds of its width.
    expect(png.width).toBeGreaterThan(380);
    expect(png.width).toBeLessThan(440);
    expect(png.height).toBeGreaterThan(350);
    expect(png.height).toBeLessThanOrEqual(400);
    expect(cropped.outputs[0]).toMatchObject({ width: png.width, height: png.height });
    // Trimmed to what shows: every border row and column has some of the product.
    const alpha = png.alpha!;
    const rowShows = (y: number) => alpha.subarray(y * png.width, (y + 1) * png.width).some((a) => a > 0);
    expect([rowShows(0), rowShows(png.height - 1)]).toEqual([true, true]);
  });

  it("keeps a transparent PNG's own alpha as it is", async () => {
    const bytes = await photo('claw-hammer-transparent.png');
    const hammer = await uploadImage(ctx, account.token, bytes, 'image/png');
    const g = (await post('/v1/generations/cutout', { image: hammer.url })).json().data;
    expect(g.outputs[0].render.cutout).toBe('own_alpha');
    const png = await output(g.outputs[0].url);
    const own = await sharp(bytes).extractChannel('alpha').raw().toBuffer();
    expect(png.alpha!.equals(own)).toBe(true);
  });

  it('gives the whole photo, opaque, and says so, when the photo has no subject', async () => {
    const concrete = await uploadImage(ctx, account.token, await photo('bare-concrete.jpg'));
    const res = await post('/v1/generations/cutout', { image: concrete.url, crop: true });
    expect(res.statusCode).toBe(201);
    const g = res.json().data;
    expect(g).toMatchObject({ status: 'succeeded', creditsCharged: 1 });
    expect(g.outputs[0]).toMatchObject({ width: 600, height: 740, render: { cutout: 'whole_photo' } });
    const png = await output(g.outputs[0].url);
    expect(png.alpha!.every((a) => a === 255)).toBe(true);
  });

  it('quotes a dry run without creating or charging anything', async () => {
    const [before, count] = [await balance(), await generationCount()];
    const res = await post('/v1/generations/cutout?dryRun=true', { image: cup.url });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.quote).toEqual({ credits: 1, balance: before, sufficient: true });
    // A dry run validates like the real call.
    const refused = await post('/v1/generations/cutout?dryRun=true', { image: 'https://example.com/a.jpg' });
    expect([refused.statusCode, refused.json().code]).toEqual([422, 'invalid_reference_image']);
    expect([await balance(), await generationCount()]).toEqual([before, count]);
  });

  it('refuses anything but a completed media item of the workspace (422), and bad bodies (400), changing nothing', async () => {
    const other = await ctx.account({ credits: 5 });
    const theirs = await uploadImage(ctx, other.token, await photo('porcelain-cup-on-white.jpg'));
    const [before, count] = [await balance(), await generationCount()];
    for (const image of [
      'https://example.com/cup.jpg',
      cup.url.replace(/med_[a-z0-9]+/, 'med_00000000000000000000000000'),
      theirs.url,
      'not a url',
    ]) {
      const res = await post('/v1/generations/cutout', { image });
      expect([res.statusCode, res.json().code], image).toEqual([422, 'invalid_reference_image']);
      expect(res.json().errors).toEqual([expect.objectContaining({ path: 'image' })]);
      expect(res.json().detail).toMatch(/^image /);
    }
    for (const body of [
      {},
      { image: '' },
      { image: cup.url, crop: 'yes' },
      { image: cup.url, prompt: 'x' },
    ]) {
      const res = await post('/v1/generations/cutout', body);
      expect([res.statusCode, res.json().code], JSON.stringify(body)).toEqual([400, 'invalid_request']);
    }
    expect([await balance(), await generationCount()]).toEqual([before, count]);
  });

  it('answers 402 with the way to buy credits when the balance is short, creating nothing', async () => {
    const broke = await ctx.account({ credits: 0 });
    const mine = await uploadImage(ctx, broke.token, await photo('coffee-cup-on-wooden-table.jpg'));
    const res = await post('/v1/generations/cutout', { image: mine.url }, {}, broke.token);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ code: 'insufficient_credits', required: 1, balance: 0 });
    expect(res.json().purchaseUrl).toEqual(expect.any(String));
    expect((await get('/v1/generations', broke.token)).json().data).toEqual([]);
  });

  it('runs once per Idempotency-Key, and refuses the key with another body', async () => {
    const before = await balance();
    const key = { 'idempotency-key': 'cutout-once-1' };
    const first = await post('/v1/generations/cutout', { image: cup.url }, key);
    const again = await post('/v1/generations/cutout', { image: cup.url }, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json().data.id).toBe(first.json().data.id);
    expect(await balance()).toBe(before - 1);
    const changed = await post('/v1/generations/cutout', { image: cup.url, crop: true }, key);
    expect([changed.statusCode, changed.json().code]).toEqual([409, 'idempotency_conflict']);
  });

  it('is there under the workspace prefix too, and can answer at once with 202', async () => {
    const res = await post(
      `/v1/workspaces/${account.workspaceId}/generations/cutout`,
      { image: cup.url },
      { prefer: 'respond-async' },
    );
    expect(res.statusCode).toBe(202);
    expect(res.headers.location).toBe(
      `/v1/workspaces/${account.workspaceId}/generations/${res.json().data.id}`,
    );
    expect(res.json().data).toMatchObject({ type: 'cutout', creditsReserved: 1 });
  });
});

describe('a cut-out that fails', () => {
  let failing: TestContext;
  afterAll(async () => failing?.close());

  it('costs nothing: the reserved credit goes back', async () => {
    const broken: BackgroundRemover = {
      name: 'u2netp',
      removeBackground: async () => {
        throw new Error('out of memory');
      },
    };
    failing = await createTestContext({ engines: { backgroundRemover: broken } });
    const { token } = await failing.account({ credits: 3 });
    const mine = await uploadImage(failing, token, await photo('coffee-cup-on-wooden-table.jpg'));
    const res = await failing.app.inject({
      method: 'POST',
      url: '/v1/generations/cutout',
      headers: bearer(token),
      payload: { image: mine.url },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ status: 'failed', creditsCharged: 0, outputs: [] });
    expect(res.json().data.error.code).toBe('internal');
    const credits = await failing.app.inject({ method: 'GET', url: '/v1/credits', headers: bearer(token) });
    expect(credits.json().data.balance).toBe(3);
    const ledger = await failing.app.inject({
      method: 'GET',
      url: '/v1/credits/transactions',
      headers: bearer(token),
    });
    const mineOnly = (
      ledger.json().data as Array<{ kind: string; amount: number; reference?: { id: string } }>
    )
      .filter((e) => e.reference?.id === res.json().data.id)
      .map((e) => [e.kind, e.amount]);
    expect(mineOnly).toEqual([
      ['release', 1],
      ['reserve', -1],
    ]);
  });
});
