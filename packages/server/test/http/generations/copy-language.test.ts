import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LanguagePack } from '../../../src/domain/copy/languages/language-pack.js';
import { LANGUAGE_PACKS } from '../../../src/domain/copy/languages/language-packs.js';
import type { Language } from '../../../src/domain/languages.js';
import { bearer, createTestContext, type TestContext } from '../../support/test-app.js';

let ctx: TestContext;
let account: { accountId: string; workspaceId: string; token: string };

beforeAll(async () => {
  ctx = await createTestContext();
  account = await ctx.account({ credits: 40 });
});
afterAll(async () => ctx?.close());

const send = (method: 'POST' | 'PATCH', url: string, payload: object) =>
  ctx.app.inject({ method, url, headers: bearer(account.token), payload });
const setDefault = (defaultLanguage: string | null) =>
  send('PATCH', `/v1/workspaces/${account.workspaceId}`, { defaultLanguage });

/**
 * Takes the pack of `language` away for one test, as for a language whose pack is not written yet
 * (the fallback rules are under test here), and puts it back afterwards.
 */
const registry = LANGUAGE_PACKS as Partial<Record<Language, LanguagePack>>;
const saved = new Map<Language, LanguagePack | undefined>();
function pretendUnwritten(...languages: Language[]) {
  for (const language of languages) {
    if (!saved.has(language)) saved.set(language, registry[language]);
    delete registry[language];
  }
}
afterEach(async () => {
  for (const [language, pack] of saved) {
    if (pack === undefined) delete registry[language];
    else registry[language] = pack;
  }
  saved.clear();
  await setDefault(null);
});

describe('the language of copy when the request names none', () => {
  it('is English for an English subject, reported on the copy and on each variant', async () => {
    const res = await send('POST', '/v1/generations/copy', {
      subject: 'Running shoes for trail',
      variants: 2,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.language).toBe('en');
    for (const v of res.json().data.variants) expect(v.language).toBe('en');
  });

  it("is the subject's, when its copy is written", async () => {
    const res = await send('POST', '/v1/generations/copy', { subject: 'Nocta 무선 이어폰' });
    expect(res.json().data.language).toBe('ko');
  });

  it("is the workspace's default when the subject does not tell, or its language is not written", async () => {
    pretendUnwritten('ko');
    expect((await setDefault('ja')).statusCode).toBe(200);
    for (const subject of ['Golden oat granola', 'Nocta 무선 이어폰']) {
      const res = await send('POST', '/v1/generations/copy', { subject });
      expect([subject, res.json().data.language]).toEqual([subject, 'ja']);
    }
    // The request's own language comes first.
    const asked = await send('POST', '/v1/generations/copy', {
      subject: 'Golden oat granola',
      language: 'en',
    });
    expect(asked.json().data.language).toBe('en');
  });

  it('is English while the default language is not yet written', async () => {
    pretendUnwritten('ko');
    expect((await setDefault('ko')).json().data.defaultLanguage).toBe('ko');
    const res = await send('POST', '/v1/generations/copy', { subject: 'Nocta 무선 이어폰' });
    expect(res.json().data.language).toBe('en');
  });

  it('is chosen the same way for a preset run, and recorded on it', async () => {
    await setDefault('ja');
    const korean = await send('POST', '/v1/generations/preset', {
      presetId: 'product-hero-studio',
      subject: 'Nocta 무선 이어폰',
    });
    expect(korean.statusCode).toBe(201);
    expect(korean.json().data.language).toBe('ko');
    const unsure = await send('POST', '/v1/generations/preset', {
      presetId: 'product-hero-studio',
      subject: 'Golden oat granola',
    });
    expect(unsure.json().data.language).toBe('ja');
  });

  it('is the language asked for on a preset run, refused when undocumented or not yet written', async () => {
    const english = await send('POST', '/v1/generations/preset', {
      presetId: 'product-hero-studio',
      subject: 'Nocta 무선 이어폰',
      language: 'en',
    });
    expect(english.json().data.language).toBe('en');
    const unknown = await send('POST', '/v1/generations/preset', {
      presetId: 'product-hero-studio',
      subject: 'Golden oat granola',
      language: 'xx',
    });
    expect(unknown.statusCode).toBe(400);
    expect(JSON.stringify(unknown.json())).toMatch(/en, es, fr, de, it, pt, pt-BR, nl, pl, tr, ja, ko/);
    pretendUnwritten('ko');
    const res = await send('POST', '/v1/generations/preset', {
      presetId: 'product-hero-studio',
      subject: 'Golden oat granola',
      language: 'ko',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/Copy in ko is not yet written/);
    // The caption writer alike: never English in its place.
    const copy = await send('POST', '/v1/generations/copy', { subject: 'Nocta 무선 이어폰', language: 'ko' });
    expect(copy.statusCode).toBe(400);
    expect(copy.json().detail).toMatch(/Copy in ko is not yet written; languages available today: en, /);
  });
});

describe('a workspace’s default language', () => {
  it('is given when the workspace is made, and shown', async () => {
    const res = await send('POST', '/v1/workspaces', { name: 'Tokyo shop', defaultLanguage: 'ja' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ name: 'Tokyo shop', defaultLanguage: 'ja' });
    const bad = await send('POST', '/v1/workspaces', { name: 'Nowhere', defaultLanguage: 'xx' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('the language of an image run', () => {
  it('is recorded when asked for, and refused when undocumented', async () => {
    const res = await send('POST', '/v1/generations/image', {
      prompt: 'A jar on linen, "抹茶"',
      language: 'ja',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.language).toBe('ja');
    const bad = await send('POST', '/v1/generations/image', { prompt: 'x', language: 'xx' });
    expect(bad.statusCode).toBe(400);
  });
});
