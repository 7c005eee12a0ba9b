import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { counterPhoto, fetchFile, productPhoto, uploadImage } from '../../support/media-upload.js';
import { bearer, createTestContext, type TestContext } from '../../support/test-app.js';

let ctx: TestContext;
let account: { accountId: string; workspaceId: string; token: string };
let stranger: { accountId: string; workspaceId: string; token: string };

beforeAll(async () => {
  ctx = await createTestContext();
  account = await ctx.account({ credits: 200 });
  stranger = await ctx.account({ credits: 50 });
});
afterAll(async () => ctx?.close());

const api = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
  token = account.token,
) =>
  ctx.app.inject({ method, url, headers: { ...bearer(token), ...headers }, ...(payload ? { payload } : {}) });

const balance = async (token = account.token) =>
  (await api('GET', '/v1/credits', undefined, {}, token)).json().data.balance;
const ledger = async (token = account.token) =>
  (await api('GET', '/v1/credits/transactions?limit=100', undefined, {}, token)).json().data as Array<{
    kind: string;
    amount: number;
    reference?: { type: string; id: string };
  }>;

describe('POST /generations/preset', () => {
  it('renders a preset from a subject alone: captioned images at the catalogue size, charged per image', async () => {
    const before = await balance();
    const res = await api('POST', '/v1/generations/preset', {
      presetId: 'ugc-selfie-review',
      subject: 'Glow serum with vitamin C',
    });
    expect(res.statusCode).toBe(201);
    const g = res.json().data;
    expect(g).toMatchObject({
      type: 'preset',
      status: 'succeeded',
      presetId: 'ugc-selfie-review',
      subject: 'Glow serum with vitamin C',
      creditsReserved: 3,
      creditsCharged: 3,
    });
    expect(g.id).toMatch(/^gen_/);
    expect(g.outputs).toHaveLength(3);
    expect(g.copy.caption.length).toBeGreaterThan(20);
    expect(g.copy.caption).toContain(g.copy.hook);
    for (const output of g.outputs) {
      expect(output).toMatchObject({
        width: 1080,
        height: 1350,
        render: { engine: 'studio', presetVersion: 8 },
      });
      expect(output.caption).toEqual(expect.any(String));
      const file = await fetchFile(ctx, output.url);
      expect(file.status).toBe(200);
      expect(file.type).toBe('image/jpeg');
      const meta = await sharp(file.bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1080, 1350]);
      expect((await fetchFile(ctx, output.thumbnailUrl)).status).toBe(200);
    }
    expect(new Set(g.outputs.map((o: { mediaId: string }) => o.mediaId)).size).toBe(3);
    expect(await balance()).toBe(before - 3);
    const entries = (await ledger()).filter((e) => e.reference?.id === g.id);
    expect(entries.map((e) => [e.kind, e.amount])).toEqual([['reserve', -3]]);

    // The outputs are media items of the library, with their captions.
    const library = (await api('GET', '/v1/media?source=generation')).json().data;
    const item = library.find((m: { id: string }) => m.id === g.outputs[0].mediaId);
    expect(item).toMatchObject({ source: 'generation', generationId: g.id, presetId: 'ugc-selfie-review' });
    expect(item.caption).toBe(g.outputs[0].caption);
    expect((await api('GET', `/v1/generations/${g.id}`)).json().data).toEqual(g);
  });

  it('composites an uploaded product photo; a run draws a fresh seed, and the same seed gives the same pixels', async () => {
    const photo = await uploadImage(ctx, account.token, await productPhoto());
    const body = {
      presetId: 'product-hero-studio',
      subject: 'Amber glass bottle',
      referenceImages: [photo.url],
    };
    const first = await api('POST', '/v1/generations/preset', body);
    expect(first.statusCode).toBe(201);
    const g = first.json().data;
    expect(g.outputs).toHaveLength(4);
    expect(g.outputs[0]).toMatchObject({ width: 1080, height: 1080 });
    expect(g.seed).toEqual(expect.any(Number));
    const bytesOf = (run: { outputs: Array<{ url: string }> }) =>
      Promise.all(run.outputs.map(async (o) => (await fetchFile(ctx, o.url)).bytes));
    const firstBytes = await bytesOf(g);

    // The same request again: a new seed, new pictures (and charged again, as a new run).
    const fresh = (await api('POST', '/v1/generations/preset', body)).json().data;
    expect(fresh.seed).not.toBe(g.seed);
    const freshBytes = await bytesOf(fresh);
    expect(freshBytes.some((b, i) => b.equals(firstBytes[i]!))).toBe(false);

    // The first run's seed named: the very same pixels.
    const again = (await api('POST', '/v1/generations/preset', { ...body, seed: g.seed })).json().data;
    expect(again.id).not.toBe(g.id);
    expect(again.seed).toBe(g.seed);
    const againBytes = await bytesOf(again);
    for (let i = 0; i < 4; i++) {
      expect(again.outputs[i].render).toEqual(g.outputs[i].render);
      expect(againBytes[i]!.equals(firstBytes[i]!)).toBe(true);
    }
    const withoutPhoto = (
      await api('POST', '/v1/generations/preset', { ...body, referenceImages: [], seed: g.seed })
    ).json().data;
    const [withoutBytes] = await bytesOf(withoutPhoto);
    expect(withoutBytes!.equals(firstBytes[0]!)).toBe(false);
  });

  it('400 for a seed that is not an integer from 0 to 2^31 - 1', async () => {
    const before = await balance();
    for (const seed of [-1, 2 ** 31, 1.5, '7']) {
      const res = await api('POST', '/v1/generations/preset', {
        presetId: 'ugc-lifestyle',
        subject: 'Tea',
        seed,
      });
      expect([seed, res.statusCode, res.json().code]).toEqual([seed, 400, 'invalid_request']);
      const image = await api('POST', '/v1/generations/image', { prompt: 'Tea', seed });
      expect([seed, image.statusCode]).toEqual([seed, 400]);
    }
    expect(await balance()).toBe(before);
  });

  it("sets the product into the customer's own scene photo given as backdropImage", async () => {
    const photo = await uploadImage(ctx, account.token, await productPhoto());
    const scene = await uploadImage(ctx, account.token, await counterPhoto());
    const body = {
      presetId: 'ugc-lifestyle',
      subject: 'Amber glass bottle',
      referenceImages: [photo.url],
      seed: 5,
    };
    const drawn = (await api('POST', '/v1/generations/preset', body)).json().data;
    const res = await api('POST', '/v1/generations/preset', { ...body, backdropImage: scene.url });
    expect(res.statusCode).toBe(201);
    const placed = res.json().data;
    expect(placed.outputs).toHaveLength(3);
    // The customer's scene is a blue-green wall over a counter: the wall behind the product, under
    // the caption, takes its colour.
    const topOf = async (url: string) => {
      const { bytes } = await fetchFile(ctx, url);
      const { channels } = await sharp(bytes).extract({ left: 0, top: 250, width: 300, height: 300 }).stats();
      return { r: channels[0]!.mean, g: channels[1]!.mean, b: channels[2]!.mean };
    };
    const inScene = await topOf(placed.outputs[0].url);
    const inRoom = await topOf(drawn.outputs[0].url);
    expect(inScene.b).toBeGreaterThan(inScene.r);
    expect(inRoom.b).toBeLessThan(inRoom.r);
  });

  it('plans a video storyboard whose scenes have keyframes, timings that add up and a paced voiceover', async () => {
    const res = await api('POST', '/v1/generations/preset', {
      presetId: 'video-storyboard-ugc',
      subject: 'Trail running shoes',
      platform: 'tiktok',
    });
    expect(res.statusCode).toBe(201);
    const g = res.json().data;
    expect(g.outputs).toHaveLength(6);
    const board = g.storyboard;
    expect(board.aspectRatio).toBe('9:16');
    expect(board.scenes).toHaveLength(6);
    expect(board.durationSeconds).toBeGreaterThanOrEqual(15);
    expect(board.durationSeconds).toBeLessThanOrEqual(30);
    let t = 0;
    for (const [i, scene] of board.scenes.entries()) {
      expect(scene.index).toBe(i + 1);
      expect(scene.startSeconds).toBeCloseTo(t, 6);
      t += scene.durationSeconds;
      expect(scene.keyframe).toEqual({ mediaId: g.outputs[i].mediaId, url: g.outputs[i].url });
    }
    expect(t).toBeCloseTo(board.durationSeconds, 6);
    const words = board.voiceoverScript.split(/\s+/).filter(Boolean).length;
    expect(words / board.durationSeconds).toBeGreaterThan(1.8);
    expect(words / board.durationSeconds).toBeLessThan(3.2);
    const meta = await sharp((await fetchFile(ctx, g.outputs[0].url)).bytes).metadata();
    expect([meta.width, meta.height]).toEqual([1080, 1920]);
  });

  it('puts the outputs in the campaign and lists generations by status and campaign', async () => {
    const campaign = (await api('POST', '/v1/campaigns', { name: 'Launch' })).json().data;
    const g = (
      await api('POST', '/v1/generations/preset', {
        presetId: 'ugc-lifestyle',
        subject: 'Ceramic pour-over set',
        campaignId: campaign.id,
      })
    ).json().data;
    expect(g.campaignId).toBe(campaign.id);
    const inCampaign = (await api('GET', `/v1/media?campaignId=${campaign.id}`)).json().data;
    expect(inCampaign.map((m: { id: string }) => m.id).sort()).toEqual(
      g.outputs.map((o: { mediaId: string }) => o.mediaId).sort(),
    );
    const listed = (await api('GET', `/v1/generations?campaignId=${campaign.id}`)).json().data;
    expect(listed).toEqual([g]);
    const succeeded = (await api('GET', '/v1/generations?status=succeeded&limit=100')).json().data;
    expect(succeeded.some((x: { id: string }) => x.id === g.id)).toBe(true);
    // Each listed generation carries its own outputs, as one read of it shows them.
    expect(succeeded.length).toBeGreaterThan(1);
    for (const x of succeeded) {
      expect(x).toEqual((await api('GET', `/v1/generations/${x.id}`)).json().data);
    }
    expect((await api('GET', '/v1/generations?status=failed')).json().data).toEqual([]);
    // Another workspace sees none of it.
    expect((await api('GET', `/v1/generations/${g.id}`, undefined, {}, stranger.token)).statusCode).toBe(404);
  });

  it('answers 202 with Location under Prefer: respond-async, and the generation finishes', async () => {
    const res = await api(
      'POST',
      '/v1/generations/preset',
      { presetId: 'product-hero-color', subject: 'Citrus sparkling water' },
      { prefer: 'respond-async' },
    );
    expect(res.statusCode).toBe(202);
    const g = res.json().data;
    expect(['queued', 'running']).toContain(g.status);
    expect(res.headers.location).toBe(`/v1/generations/${g.id}`);
    let current = g;
    for (let i = 0; i < 200 && !['succeeded', 'failed'].includes(current.status); i++) {
      await new Promise((r) => setTimeout(r, 100));
      current = (await api('GET', res.headers.location as string)).json().data;
    }
    expect(current).toMatchObject({ status: 'succeeded', creditsCharged: 4 });
    expect(current.outputs).toHaveLength(4);
    const prefixed = await api(
      'POST',
      `/v1/workspaces/${account.workspaceId}/generations/preset`,
      { presetId: 'product-hero-color', subject: 'Citrus sparkling water' },
      { prefer: 'wait=0' },
    );
    expect(prefixed.statusCode).toBe(202);
    expect(prefixed.headers.location).toBe(
      `/v1/workspaces/${account.workspaceId}/generations/${prefixed.json().data.id}`,
    );
  });
});

describe('refusals charge nothing and create nothing', () => {
  const nothingChanged = async (token: string, run: () => Promise<void>) => {
    const [b, n, gens] = [
      await balance(token),
      (await ledger(token)).length,
      (await api('GET', '/v1/generations?limit=100', undefined, {}, token)).json().data.length,
    ];
    await run();
    expect(await balance(token)).toBe(b);
    expect((await ledger(token)).length).toBe(n);
    expect((await api('GET', '/v1/generations?limit=100', undefined, {}, token)).json().data.length).toBe(
      gens,
    );
  };

  it('404 for an unknown preset or campaign, 409 for an archived campaign', async () => {
    await nothingChanged(account.token, async () => {
      const unknown = await api('POST', '/v1/generations/preset', { presetId: 'nope', subject: 'x' });
      expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'not_found']);
      const campaign = await api('POST', '/v1/generations/preset', {
        presetId: 'ugc-unboxing',
        subject: 'x',
        campaignId: 'cmp_01jzzzzzzzzzzzzzzzzzzzzzzz',
      });
      expect(campaign.statusCode).toBe(404);
      const foreign = (await api('POST', '/v1/campaigns', { name: 'Theirs' }, {}, stranger.token)).json()
        .data;
      const theirs = await api('POST', '/v1/generations/preset', {
        presetId: 'ugc-unboxing',
        subject: 'x',
        campaignId: foreign.id,
      });
      expect(theirs.statusCode).toBe(404);
    });
    const archived = (await api('POST', '/v1/campaigns', { name: 'Old' })).json().data;
    await api('DELETE', `/v1/campaigns/${archived.id}`);
    await nothingChanged(account.token, async () => {
      const res = await api('POST', '/v1/generations/preset', {
        presetId: 'ugc-unboxing',
        subject: 'x',
        campaignId: archived.id,
      });
      expect([res.statusCode, res.json().code]).toEqual([409, 'conflict']);
    });
  });

  it('422 invalid_reference_image for anything but a completed media URL of this workspace', async () => {
    const theirs = await uploadImage(ctx, stranger.token, await productPhoto(200, 200));
    const mine = await uploadImage(ctx, account.token, await productPhoto(200, 200));
    const deleted = await uploadImage(ctx, account.token, await productPhoto(200, 200));
    await api('DELETE', `/v1/media/${deleted.id}`);
    const refused = [
      'https://cdn.example.com/product.jpg',
      mine.url.replace('http://contentforge.test', 'https://evil.example'),
      theirs.url,
      theirs.url.replace(stranger.workspaceId, account.workspaceId),
      deleted.url,
      mine.url.replace(/\.jpg$/, '.png'),
      `${mine.url}?x=1`,
      mine.url.replace(mine.id, 'med_01jzzzzzzzzzzzzzzzzzzzzzzz'),
      'not a url',
      mine.url.replace('/files/', '/files/thumbnails/'),
    ];
    const requests = {
      '/v1/generations/preset': { presetId: 'ugc-selfie-review', subject: 'Serum' },
      '/v1/generations/image': { prompt: 'A serum bottle' },
    };
    await nothingChanged(account.token, async () => {
      for (const url of refused) {
        for (const [path, body] of Object.entries(requests)) {
          const res = await api('POST', path, { ...body, referenceImages: [mine.url, url] });
          expect([url, res.statusCode, res.json().code]).toEqual([url, 422, 'invalid_reference_image']);
          expect(res.json().detail).toMatch(/upload/i);
        }
        const backdrop = await api('POST', '/v1/generations/preset', {
          ...requests['/v1/generations/preset'],
          backdropImage: url,
        });
        expect([url, backdrop.statusCode, backdrop.json().code]).toEqual([
          url,
          422,
          'invalid_reference_image',
        ]);
        expect(backdrop.json().errors).toEqual([{ path: 'backdropImage', message: expect.any(String) }]);
      }
    });
  });

  it('402 with the purchase link when the balance is short, and a dry run quotes instead', async () => {
    const poor = await ctx.account({ credits: 2 });
    await nothingChanged(poor.token, async () => {
      const res = await api(
        'POST',
        '/v1/generations/preset',
        { presetId: 'ugc-unboxing', subject: 'Tea' },
        {},
        poor.token,
      );
      expect(res.statusCode).toBe(402);
      expect(res.json()).toMatchObject({
        code: 'insufficient_credits',
        required: 3,
        balance: 2,
        purchaseUrl: expect.stringMatching(/^https?:\/\//),
      });
      const quote = await api(
        'POST',
        '/v1/generations/preset?dryRun=true',
        { presetId: 'ugc-unboxing', subject: 'Tea' },
        {},
        poor.token,
      );
      expect(quote.statusCode).toBe(200);
      expect(quote.json().data.quote).toEqual({ credits: 3, balance: 2, sufficient: false });
      const image = await api(
        'POST',
        '/v1/generations/image?dryRun=true',
        { prompt: 'Tea', count: 2 },
        {},
        poor.token,
      );
      expect(image.json().data.quote).toEqual({ credits: 2, balance: 2, sufficient: true });
      // A dry run validates like the real call.
      const bad = await api(
        'POST',
        '/v1/generations/preset?dryRun=true',
        { presetId: 'nope', subject: 'Tea' },
        {},
        poor.token,
      );
      expect(bad.statusCode).toBe(404);
    });
  });

  it('400 for a missing or overlong subject; 403 for a viewer', async () => {
    await nothingChanged(account.token, async () => {
      for (const body of [
        { presetId: 'ugc-unboxing' },
        { presetId: 'ugc-unboxing', subject: '' },
        { presetId: 'ugc-unboxing', subject: 'x'.repeat(501) },
        { presetId: 'ugc-unboxing', subject: 'x', platform: 'myspace' },
        {
          presetId: 'ugc-unboxing',
          subject: 'x',
          referenceImages: Array(5).fill('http://contentforge.test/x'),
        },
      ]) {
        const res = await api('POST', '/v1/generations/preset', body);
        expect([res.statusCode, res.json().code]).toEqual([400, 'invalid_request']);
      }
      const viewer = await ctx.token({ accountId: account.accountId, role: 'viewer' });
      const res = await api(
        'POST',
        '/v1/generations/preset',
        { presetId: 'ugc-unboxing', subject: 'x' },
        {},
        viewer.token,
      );
      expect(res.statusCode).toBe(403);
    });
  });
});

describe('idempotency', () => {
  it('a repeat with the same key answers the same generation and charges once', async () => {
    const before = await balance();
    const body = { presetId: 'ugc-unboxing', subject: 'Linen napkins' };
    const first = await api('POST', '/v1/generations/preset', body, { 'idempotency-key': 'napkins-1' });
    expect(first.statusCode).toBe(201);
    const again = await api('POST', '/v1/generations/preset', body, { 'idempotency-key': 'napkins-1' });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data).toEqual(first.json().data);
    expect(await balance()).toBe(before - 3);
    const other = await api(
      'POST',
      '/v1/generations/preset',
      { ...body, subject: 'Wool napkins' },
      { 'idempotency-key': 'napkins-1' },
    );
    expect([other.statusCode, other.json().code]).toEqual([409, 'idempotency_conflict']);
  });

  it('replays a 202 with the generation as it is now', async () => {
    const body = { presetId: 'ugc-unboxing', subject: 'Cotton towels' };
    const headers = { 'idempotency-key': 'towels-1', prefer: 'respond-async' };
    const first = await api('POST', '/v1/generations/preset', body, headers);
    expect(first.statusCode).toBe(202);
    const id = first.json().data.id;
    for (let i = 0; i < 200; i++) {
      if ((await api('GET', `/v1/generations/${id}`)).json().data.status === 'succeeded') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const again = await api('POST', '/v1/generations/preset', body, headers);
    expect(again.statusCode).toBe(202);
    expect(again.headers.location).toBe(`/v1/generations/${id}`);
    expect(again.json().data).toMatchObject({ id, status: 'succeeded', creditsCharged: 3 });
  });

  it('replays the run a key created when its first request died before answering, never a second run', async () => {
    const body = { presetId: 'product-hero-studio', subject: 'Walnut desk organiser' };
    const headers = { 'idempotency-key': 'organiser-1', prefer: 'respond-async' };
    const before = await balance();
    const first = await api('POST', '/v1/generations/preset', body, headers);
    expect(first.statusCode).toBe(202);
    const id = first.json().data.id as string;
    // What a process killed after accepting the run (reserve, run and key committed together) and
    // before answering leaves behind: the key still running, no answer stored.
    const keyRow = () =>
      ctx.services.database.db
        .updateTable('idempotencyKeys')
        .where('accountId', '=', account.accountId)
        .where('key', '=', 'organiser-1');
    await keyRow().set({ state: 'running', responseStatus: null, responseBody: null }).execute();
    // Within the first request's lease, the repeat is told to wait.
    const early = await api('POST', '/v1/generations/preset', body, headers);
    expect([early.statusCode, early.json().code]).toEqual([409, 'conflict']);
    // Past the lease: the run is replayed, not started again.
    await keyRow()
      .set({ lockedUntil: new Date(Date.now() - 1000).toISOString() })
      .execute();
    for (const attempt of [1, 2]) {
      const again = await api('POST', '/v1/generations/preset', body, headers);
      expect([201, 202], `attempt ${attempt}`).toContain(again.statusCode);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.headers.location).toBe(`/v1/generations/${id}`);
      expect(again.json().data.id).toBe(id);
    }
    const reserves = (await ledger()).filter((e) => e.kind === 'reserve' && e.reference?.id === id);
    expect(reserves).toHaveLength(1);
    const runs = (await api('GET', '/v1/generations?limit=100')).json().data as Array<{ subject: string }>;
    expect(runs.filter((g) => g.subject === body.subject)).toHaveLength(1);
    expect(await balance()).toBe(before - 4);
  });

  it("a viewer's repeat of a key is 403, not the run", async () => {
    const viewer = (await ctx.token({ accountId: account.accountId, role: 'viewer' })).token;
    const body = { presetId: 'ugc-unboxing', subject: 'Bamboo toothbrush' };
    const first = await api('POST', '/v1/generations/preset', body, { 'idempotency-key': 'brush-1' });
    expect(first.statusCode).toBe(201);
    const peek = await api('POST', '/v1/generations/preset', body, { 'idempotency-key': 'brush-1' }, viewer);
    expect([peek.statusCode, peek.json().code]).toEqual([403, 'forbidden']);
    expect(peek.body).not.toContain(first.json().data.id);
  });
});
