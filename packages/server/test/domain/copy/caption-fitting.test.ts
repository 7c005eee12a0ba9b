import fc from 'fast-check';
import twitterText from 'twitter-text';
import { describe, expect, it } from 'vitest';
import { assembleCaption, fitCaption } from '../../../src/domain/copy/caption-fitting.js';
import { countGraphemes } from '../../../src/domain/copy/graphemes.js';
import { countCharacters, PLATFORM_LIMITS } from '../../../src/domain/copy/platform-limits.js';
import { cleanSubject } from '../../../src/domain/copy/subject-phrase.js';
import { type CaptionDraft, PLATFORMS, type Platform } from '../../../src/ports/copy-engine.js';
import { subjectArbitrary } from './subject-arbitraries.js';

// One fitter for every engine's drafts: lines written around the subject (templates) and fixed
// text (a provider's answer) alike.
describe('fitting a caption to its platform', () => {
  it('drops hashtags, then body sentences, and only then shortens the subject', () => {
    const draft: CaptionDraft = {
      hook: (s) => `Meet ${s.name}.`,
      body: [() => 'First sentence.', () => 'Second sentence.'],
      cta: () => 'Get yours.',
      hashtags: ['#one', '#two', '#three'],
    };
    fc.assert(
      fc.property(subjectArbitrary, fc.constantFrom<Platform>('x', 'bluesky', 'threads'), (raw, platform) => {
        const subject = cleanSubject(raw);
        const v = fitCaption(platform, draft, subject);
        expect(v.characterCount).toBeLessThanOrEqual(PLATFORM_LIMITS[platform].maxLength);
        if (v.body !== 'First sentence. Second sentence.') expect(v.hashtags).toEqual([]);
        if (v.hook !== `Meet ${subject}.`.replace(/([.!?…])\.$/u, '$1')) {
          expect(v.hashtags).toEqual([]);
          expect(v.body).toBe('First sentence.');
          expect(v.hook).toMatch(/…$/u);
        }
      }),
      { numRuns: 200 },
    );
    const long = 'Glow serum with vitamin C and hyaluronic acid for dull, tired skin'.repeat(4);
    const fitted = fitCaption('x', draft, long);
    expect(fitted).toMatchObject({ hashtags: [], body: 'First sentence.', cta: 'Get yours.' });
    expect(fitted.hook.startsWith('Meet Glow serum with vitamin C')).toBe(true);
    expect(fitted.hook.endsWith('…')).toBe(true);
  });

  const text = fc.oneof(
    fc.string({ unit: 'grapheme', maxLength: 400 }),
    fc
      .array(fc.constantFrom('word', 'longerword', '👍🏽', '🇫🇷', '漢字', 'https://example.com/x', '—'), {
        maxLength: 400,
      })
      .map((parts) => parts.join(' ')),
  );
  const fixedDraft = fc.record({
    hook: text,
    body: fc.array(text, { maxLength: 3 }),
    cta: text,
    hashtags: fc.array(
      fc.string({ maxLength: 30 }).map((t) => `#${t}`),
      { maxLength: 40 },
    ),
  });

  it('never exceeds the platform limit for fixed text, counted the platform way', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<Platform>(...PLATFORMS),
        fixedDraft,
        subjectArbitrary,
        (platform, draft, subject) => {
          const fitted = fitCaption(platform, draft, cleanSubject(subject));
          const limit = PLATFORM_LIMITS[platform];
          expect(fitted.characterCount).toBe(countCharacters(platform, fitted.caption));
          expect(fitted.characterCount).toBeLessThanOrEqual(limit.maxLength);
          if (limit.hookWithin) expect(countGraphemes(fitted.hook)).toBeLessThanOrEqual(limit.hookWithin);
          expect(fitted.caption).toBe(assembleCaption(platform, fitted));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('leaves a caption that fits as it is', () => {
    const fitted = fitCaption(
      'linkedin',
      { hook: 'Hi', body: ['There'], cta: 'Go', hashtags: ['#a', '#bc'] },
      'Lamp',
    );
    expect(fitted.caption).toBe('Hi\n\nThere\n\nGo\n\n#a #bc');
  });

  it('shortens fixed text at a word boundary: the body first, keeping the hook and call to action', () => {
    const words = Array.from({ length: 200 }, (_, i) => `word${i}`).join(' ');
    const draft: CaptionDraft = {
      hook: 'Light that works 💡',
      body: [words],
      cta: 'Order today',
      hashtags: ['#lamp'],
    };
    const fitted = fitCaption('x', draft, 'Lamp');
    expect(fitted).toMatchObject({ hook: 'Light that works 💡', cta: 'Order today', hashtags: [] });
    expect(fitted.body).toMatch(/^word0 word1 .*\bword\d+…$/);
    expect(fitted.characterCount).toBeLessThanOrEqual(280);
    expect(fitted.characterCount).toBeGreaterThan(270);
  });

  it('shortens fixed text written without spaces between its words, instead of dropping it', () => {
    const body = '日本製の抹茶セットは毎日の暮らしに寄り添う本格的な茶筅と茶碗の組み合わせです。'.repeat(5);
    const draft: CaptionDraft = {
      hook: '抹茶のある暮らし',
      body: [body],
      cta: '今すぐチェック',
      hashtags: ['#抹茶'],
    };
    const fitted = fitCaption('x', draft, '抹茶セット');
    expect(fitted).toMatchObject({ hook: '抹茶のある暮らし', cta: '今すぐチェック', hashtags: [] });
    expect(fitted.body).toMatch(/^日本製の抹茶セットは.*…$/u);
    expect(fitted.characterCount).toBe(twitterText.parseTweet(fitted.caption).weightedLength);
    expect(fitted.characterCount).toBeLessThanOrEqual(280);
    expect(fitted.characterCount).toBeGreaterThan(260);
    const kept = fitted.body.slice(0, -1);
    const wordEnds = Array.from(
      new Intl.Segmenter('ja', { granularity: 'word' }).segment(body),
      (s) => s.index + s.segment.length,
    );
    expect(wordEnds).toContain(kept.length);
  });
});
