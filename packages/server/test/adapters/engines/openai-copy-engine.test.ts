import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createOpenAICopyEngine,
  type OpenAICopyEngineOptions,
} from '../../../src/adapters/engines/openai-copy-engine.js';
import { isWrittenIn } from '../../../src/domain/copy/detect-language.js';
import { countGraphemes } from '../../../src/domain/copy/graphemes.js';
import { countCharacters } from '../../../src/domain/copy/platform-limits.js';
import { writeCaptions } from '../../../src/domain/copy/write-copy.js';
import type { CopyRequest } from '../../../src/ports/copy-engine.js';
import { EngineError } from '../../../src/ports/image-engine.js';
import { type OpenAITestServer, sampleCopy, startOpenAIServer } from '../../support/openai-server.js';

let server: OpenAITestServer;
beforeAll(async () => {
  server = await startOpenAIServer();
});
afterAll(() => server.close());
afterEach(() => {
  server.requests.length = 0;
  server.delayResponses(0);
});

const engine = (options: Partial<OpenAICopyEngineOptions> = {}) =>
  createOpenAICopyEngine({ apiKey: server.apiKey, baseURL: server.url, maxRetries: 0, ...options });

const request = (overrides: Partial<CopyRequest> = {}): CopyRequest => ({
  subject: 'Aurora desk lamp',
  platform: 'instagram',
  tone: 'casual',
  variants: 3,
  language: 'en',
  seed: 1,
  ...overrides,
});

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

// Drafts are fitted by the domain, as every engine's are: these check what a caller gets.
describe('the OpenAI copy engine', () => {
  it('asks one chat completion for JSON and assembles each caption from its parts', async () => {
    const variants = await writeCaptions(engine(), request({ presetId: 'ugc-lifestyle', tone: 'playful' }));

    expect(variants).toHaveLength(3);
    for (const variant of variants) {
      expect(variant.caption).toBe(
        `${variant.hook}\n\n${variant.body}\n\n${variant.cta}\n\n${variant.hashtags.join(' ')}`,
      );
      expect(variant.hashtags).toEqual(['#newin', '#musthave']);
      expect(variant.hook).toContain('Aurora desk lamp');
      expect(variant.characterCount).toBe(countCharacters('instagram', variant.caption));
    }
    const [call] = server.requests;
    expect(call?.endpoint).toBe('chat/completions');
    expect(call?.body).toMatchObject({ model: 'gpt-4o-mini', response_format: { type: 'json_object' } });
    const prompt = JSON.stringify(call?.body.messages);
    expect(prompt).toContain('instagram');
    expect(prompt).toContain('playful');
    expect(prompt).toContain('Aurora desk lamp');
    expect(prompt).toContain('window light'); // the preset's style
  });

  it('counts the words the way X does before it accepts them: a long link is 23', async () => {
    const link = `https://example.com/${'a'.repeat(300)}`;
    server.replyChat(
      JSON.stringify({
        variants: [
          {
            hook: 'Light that works as hard as you do 💡',
            body: `Read the story behind it: ${link}`,
            cta: 'Order yours today',
            hashtags: Array.from({ length: 30 }, (_, i) => `tag${i}`),
          },
        ],
      }),
    );
    const [variant] = await writeCaptions(engine(), request({ platform: 'x', variants: 1 }));

    expect(server.requests).toHaveLength(1);
    expect(variant!.body).toContain(link);
    expect(variant!.characterCount).toBeLessThanOrEqual(280);
    expect(variant!.characterCount).toBe(countCharacters('x', variant!.caption));
    // The hashtags that did not fit are dropped, the words kept.
    expect(variant!.hashtags.length).toBeLessThan(30);
  });

  it('asks again, saying why, when the words are over the limit, and takes the answer that fits', async () => {
    server.replyChat(
      JSON.stringify({
        variants: [{ hook: 'Light 💡', body: `${words(200)} 日本語のテキスト`, cta: 'Order', hashtags: [] }],
      }),
    );
    const [variant] = await writeCaptions(engine(), request({ platform: 'x', variants: 1 }));

    expect(server.requests).toHaveLength(2);
    const retry = JSON.stringify(server.requests[1]?.body.messages);
    expect(retry).toContain('over the 280 x allows');
    expect(variant!.hook).toBe('Variant 1: meet Aurora desk lamp');
  });

  it('fails clearly when the words are over the limit twice', async () => {
    const overlong = JSON.stringify({ variants: [{ hook: 'Light', body: words(200), cta: 'Order' }] });
    server.replyChat(overlong, overlong);
    const failure = await writeCaptions(engine(), request({ platform: 'x', variants: 1 })).catch(
      (err: unknown) => err,
    );
    expect(failure).toBeInstanceOf(EngineError);
    expect(failure).toMatchObject({ code: 'provider_error' });
    expect((failure as Error).message).toMatch(/2 attempts: variant 1 counts \d+ characters/);
    expect(server.requests).toHaveLength(2);
  });

  it('asks again when a caption is not in the requested script, and accepts one that is', async () => {
    server.replyChat(JSON.stringify(sampleCopy('Nocta 무선 이어폰', 'en')));
    const variants = await writeCaptions(
      engine(),
      request({ subject: 'Nocta 무선 이어폰', language: 'ko', variants: 2 }),
    );
    expect(server.requests).toHaveLength(2);
    expect(JSON.stringify(server.requests[1]?.body.messages)).toContain(
      'variant 1 is not written in the language tagged ko',
    );
    for (const v of variants) expect(isWrittenIn(v.body, 'ko')).toBe(true);
  });

  it('judges the language without the product name: an English name in Japanese copy is fine', async () => {
    const variants = await writeCaptions(
      engine(),
      request({ subject: 'Aurora desk lamp with wireless charging pad', language: 'ja', variants: 3 }),
    );
    expect(server.requests).toHaveLength(1);
    expect(variants[0]!.body).toContain('毎日');
  });

  it('fails clearly when a Latin-script caption is clearly in another language twice', async () => {
    const german = JSON.stringify({
      variants: [
        {
          hook: 'Endlich eine Lampe, die mitdenkt',
          body: 'Sie leuchtet den ganzen Abend warm und gleichmäßig, ohne zu blenden, und lädt nebenbei das Telefon auf dem Schreibtisch.',
          cta: 'Jetzt entdecken',
        },
      ],
    });
    server.replyChat(german, german);
    const failure = await writeCaptions(engine(), request({ variants: 1 })).catch((err: unknown) => err);
    expect(failure).toMatchObject({ name: 'EngineError', code: 'provider_error' });
    expect((failure as Error).message).toContain('not written in the language tagged en');
  });

  it('drops hashtags before it shortens the body', async () => {
    server.replyChat(
      JSON.stringify({
        variants: [
          { hook: 'Hook', body: words(40), cta: 'Buy', hashtags: ['#one', 'two', 'three'.repeat(20)] },
        ],
      }),
    );
    const [variant] = await writeCaptions(engine(), request({ platform: 'bluesky', variants: 1 }));
    expect(variant!.body).toBe(words(40));
    expect(variant!.hashtags).toEqual(['#one', '#two']);
    expect(variant!.characterCount).toBeLessThanOrEqual(300);
  });

  it('keeps the marks of hashtags in every script, and drops emoji and what X would not link whole', async () => {
    server.replyChat(
      JSON.stringify({
        variants: [
          {
            hook: 'Hook',
            body: 'Body',
            cta: 'Buy',
            hashtags: ['त्वचा', '#สกินแคร์', 'عناية_بالبشرة', '#スキンケア', 'glow✨', '1️⃣', 'skin-care', '〇〇'],
          },
        ],
      }),
    );
    const [variant] = await writeCaptions(engine(), request({ platform: 'instagram', variants: 1 }));
    expect(variant!.hashtags).toEqual([
      '#त्वचा',
      '#สกินแคร์',
      '#عناية_بالبشرة',
      '#スキンケア',
      '#glow',
      '#skincare',
    ]);
  });

  it('asks again when Instagram\'s hook would not show before "more"', async () => {
    server.replyChat(
      JSON.stringify({
        variants: [{ hook: `The lamp ${words(60)}`, body: 'Body', cta: 'Shop', hashtags: ['lamp'] }],
      }),
    );
    const [variant] = await writeCaptions(engine(), request({ platform: 'instagram', variants: 1 }));
    expect(server.requests).toHaveLength(2);
    expect(JSON.stringify(server.requests[1]?.body.messages)).toContain(
      'the hook of variant 1 is longer than 125 characters',
    );
    expect(countGraphemes(variant!.hook)).toBeLessThanOrEqual(125);
    expect(variant!.caption.startsWith(variant!.hook)).toBe(true);
  });

  it('asks once more when the model answers malformed JSON', async () => {
    server.replyChat(
      '{"variants": [{"hook": "cut off',
      JSON.stringify({ variants: [{ hook: 'Fine', body: 'Body' }] }),
    );
    const variants = await writeCaptions(engine(), request({ variants: 1 }));
    expect(variants.map((v) => v.caption)).toEqual(['Fine\n\nBody']);
    expect(server.requests).toHaveLength(2);
  });

  it('fails with a provider error when the JSON is malformed twice, or has too few variants', async () => {
    server.replyChat('not json', JSON.stringify({ variants: [{ hook: 'Only one' }] }));
    await expect(writeCaptions(engine(), request({ variants: 3 }))).rejects.toMatchObject({
      name: 'EngineError',
      code: 'provider_error',
    });
    expect(server.requests).toHaveLength(2);
  });

  it("maps the model's content filter to content_rejected", async () => {
    server.replyChat({ content: null, finishReason: 'content_filter' });
    const failure = await writeCaptions(engine(), request()).catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(EngineError);
    expect(failure).toMatchObject({ code: 'content_rejected', retryable: false });
  });

  it('stops when the caller aborts', async () => {
    server.delayResponses(5_000);
    const controller = new AbortController();
    const run = writeCaptions(engine(), request(), controller.signal);
    await expect.poll(() => server.requests.length).toBe(1);
    controller.abort();
    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
  });
});
