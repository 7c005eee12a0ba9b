import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGLISH } from '../../../src/domain/copy/languages/en.js';
import type { LanguagePack } from '../../../src/domain/copy/languages/language-pack.js';
import { LANGUAGE_PACKS } from '../../../src/domain/copy/languages/language-packs.js';
import type { Language } from '../../../src/domain/languages.js';
import { fetchFile, productPhoto, uploadImage } from '../../support/media-upload.js';
import { MODERATION_BLOCKED, type OpenAITestServer, startOpenAIServer } from '../../support/openai-server.js';
import { bearer, createTestContext, type TestContext } from '../../support/test-app.js';

let provider: OpenAITestServer;
let ctx: TestContext;
let token: string;

beforeAll(async () => {
  provider = await startOpenAIServer();
  ctx = await createTestContext({
    env: {
      IMAGE_ENGINE: 'openai',
      COPY_ENGINE: 'openai',
      OPENAI_API_KEY: provider.apiKey,
      OPENAI_BASE_URL: provider.url,
    },
  });
  ({ token } = await ctx.account({ credits: 30 }));
});
afterAll(async () => {
  await ctx?.close();
  await provider?.close();
});

const post = (url: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url, headers: bearer(token), payload });
const movements = async (id: string) =>
  (
    (
      await ctx.app.inject({
        method: 'GET',
        url: '/v1/credits/transactions?limit=100',
        headers: bearer(token),
      })
    ).json().data as Array<{ kind: string; amount: number; reference?: { id: string } }>
  )
    .filter((e) => e.reference?.id === id)
    .map((e) => [e.kind, e.amount])
    .reverse();

describe('generations through an OpenAI-compatible provider', () => {
  it('sends the scene and the product photo to the images API and stores what comes back', async () => {
    const photo = await uploadImage(ctx, token, await productPhoto(300, 400));
    const before = provider.requests.length;
    const res = await post('/v1/generations/preset', {
      presetId: 'ugc-lifestyle',
      subject: 'Stoneware mug',
      referenceImages: [photo.url],
    });
    expect(res.statusCode).toBe(201);
    const g = res.json().data;
    expect(g).toMatchObject({ status: 'succeeded', creditsCharged: 3 });
    expect(g.outputs.map((o: { render: { engine: string } }) => o.render.engine)).toEqual([
      'openai',
      'openai',
      'openai',
    ]);
    expect(g.copy.caption).toEqual(expect.any(String));
    const meta = await sharp((await fetchFile(ctx, g.outputs[0].url)).bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1080, 1350]);
    const sent = provider.requests.slice(before);
    expect(sent.filter((r) => r.endpoint === 'chat/completions')).toHaveLength(1);
    const edits = sent.filter((r) => r.endpoint === 'images/edits');
    expect(edits).toHaveLength(3);
    expect(String(edits[0]!.body.prompt)).toContain('Stoneware mug');
    expect(edits[0]!.files[0]!.bytes.length).toBeGreaterThan(1000);
  });

  it('a provider refusal half way charges the images produced and refunds the rest', async () => {
    provider.failNext(400, { endpoint: 'images', afterSuccesses: 1, error: MODERATION_BLOCKED });
    const res = await post('/v1/generations/preset', { presetId: 'ugc-unboxing', subject: 'Silk scarf' });
    const g = res.json().data;
    expect(g).toMatchObject({ status: 'succeeded', creditsCharged: 1, error: { code: 'content_rejected' } });
    expect(g.outputs).toHaveLength(1);
    expect(await movements(g.id)).toEqual([
      ['reserve', -3],
      ['release', 2],
    ]);
  });

  it('a refused API key fails the generation, costs nothing and never shows the key', async () => {
    provider.failNext(401, {
      endpoint: 'images',
      error: { message: `Incorrect API key provided: ${provider.apiKey}` },
    });
    const res = await post('/v1/generations/image', { prompt: 'Neon sign that says open' });
    const g = res.json().data;
    expect(g).toMatchObject({ status: 'failed', creditsCharged: 0, error: { code: 'provider_error' } });
    expect(res.body).not.toContain(provider.apiKey);
    expect(await movements(g.id)).toEqual([
      ['reserve', -1],
      ['release', 1],
    ]);
  });

  it('accepts copy in the language asked for, and answers 503 when the model twice answers in another', async () => {
    const english = JSON.stringify({
      variants: Array.from({ length: 3 }, (_, i) => ({
        hook: `Meet the earbuds, take ${i + 1}`,
        body: 'Clear sound for every commute.',
        cta: 'Shop now',
      })),
    });
    provider.replyChat(english, english);
    const res = await post('/v1/generations/copy', {
      subject: 'Nocta 무선 이어폰',
      language: 'en',
      variants: 3,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.language).toBe('en');

    // With Japanese written (a stand-in pack until its own arrives), a model that answers English
    // twice is a 503 saying why.
    const registry = LANGUAGE_PACKS as Partial<Record<Language, LanguagePack>>;
    const saved = registry.ja;
    registry.ja ??= { ...ENGLISH, language: 'ja' };
    try {
      provider.replyChat(english, english);
      provider.requests.length = 0;
      const failed = await post('/v1/generations/copy', {
        subject: 'Nocta 무선 이어폰',
        language: 'ja',
        variants: 3,
      });
      expect(failed.statusCode).toBe(503);
      expect(failed.json().detail).toMatch(/not written in the language tagged ja/);
      expect(provider.requests).toHaveLength(2);
    } finally {
      if (saved === undefined) delete registry.ja;
    }
  });
});
