import fc from 'fast-check';
import twitterText from 'twitter-text';
import { describe, expect, it } from 'vitest';
import {
  createTemplatesCopyEngine,
  draftTemplateCopy,
} from '../../../src/adapters/engines/templates/templates-copy-engine.js';
import { type CopyVariant, fitCaption } from '../../../src/domain/copy/caption-fitting.js';
import { countGraphemes } from '../../../src/domain/copy/graphemes.js';
import { countCharacters, PLATFORM_LIMITS } from '../../../src/domain/copy/platform-limits.js';
import { cleanSubject } from '../../../src/domain/copy/subject-phrase.js';
import { PRESETS } from '../../../src/domain/presets/preset-catalogue.js';
import { type CopyRequest, PLATFORMS, type Platform, TONES } from '../../../src/ports/copy-engine.js';
import { subjectArbitrary } from '../../domain/copy/subject-arbitraries.js';

const presetIds = [undefined, ...PRESETS.map((p) => p.presetId)];

/** The engine's drafts as the domain fits them: what every caller of the engine gets. */
const writeTemplateCopy = (request: CopyRequest): CopyVariant[] =>
  draftTemplateCopy(request).map((draft) =>
    fitCaption(request.platform, draft, cleanSubject(request.subject)),
  );

const requestArbitrary: fc.Arbitrary<CopyRequest> = fc.record({
  subject: subjectArbitrary,
  platform: fc.constantFrom(...PLATFORMS),
  tone: fc.constantFrom(...TONES),
  presetId: fc.constantFrom(...presetIds),
  variants: fc.integer({ min: 1, max: 5 }),
  language: fc.constant('en' as const),
  seed: fc.integer(),
});

const request = (overrides: Partial<CopyRequest>): CopyRequest => ({
  subject: 'Glow serum with vitamin C',
  platform: 'instagram',
  tone: 'casual',
  variants: 3,
  language: 'en',
  seed: 1,
  ...overrides,
});

/** Every platform × tone × preset for one subject and a few seeds. */
function everyCombination(subject: string, seeds = [1, 2, 3]) {
  return PLATFORMS.flatMap((platform) =>
    TONES.flatMap((tone) =>
      presetIds.flatMap((presetId) =>
        seeds.flatMap((seed) =>
          writeTemplateCopy(request({ subject, platform, tone, presetId, seed, variants: 5 })),
        ),
      ),
    ),
  );
}

describe('templates copy engine', () => {
  it('is named templates and writes the number of variants asked for', async () => {
    const engine = createTemplatesCopyEngine();
    expect(engine.name).toBe('templates');
    expect(await engine.write(request({ variants: 4 }))).toHaveLength(4);
  });

  it('stops when the request is cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(createTemplatesCopyEngine().write(request({}), controller.signal)).rejects.toThrow();
  });

  it('fits every variant to its platform for any subject, counted the platform’s way, hook first', () => {
    fc.assert(
      fc.property(requestArbitrary, (req) => {
        const variants = writeTemplateCopy(req);
        expect(variants).toHaveLength(req.variants);
        for (const v of variants) {
          expect(v.characterCount).toBe(countCharacters(req.platform, v.caption));
          expect(v.characterCount).toBeLessThanOrEqual(PLATFORM_LIMITS[req.platform].maxLength);
          expect(v.hook.length).toBeGreaterThan(0);
          expect(v.caption.startsWith(v.hook)).toBe(true);
          if (req.platform === 'instagram') expect(countGraphemes(v.hook)).toBeLessThanOrEqual(125);
          for (const part of [v.body, v.cta, ...v.hashtags]) expect(v.caption).toContain(part);
          // No slot left unfilled, nothing the templates did not mean to write.
          for (const leak of ['{subject}', '${', 'undefined', '[object', 'NaN']) {
            if (!req.subject.includes(leak)) expect(v.caption).not.toContain(leak);
          }
          expect(v.caption).not.toMatch(/[^\S\n]{2}/u);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('writes the same variants for the same seed, and variants that differ from each other', () => {
    fc.assert(
      fc.property(requestArbitrary, (req) => {
        const first = writeTemplateCopy(req);
        expect(writeTemplateCopy(req)).toEqual(first);
        expect(new Set(first.map((v) => v.caption)).size).toBe(first.length);
        expect(new Set(first.map((v) => v.hook)).size).toBe(first.length);
      }),
      { numRuns: 60 },
    );
  });

  it('gives different copy for different seeds', () => {
    const captions = new Set(
      Array.from({ length: 10 }, (_, seed) => writeTemplateCopy(request({ seed, variants: 1 }))[0]!.caption),
    );
    expect(captions.size).toBeGreaterThan(5);
  });

  it('counts X by twitter-text weight: CJK that fits by length is shortened because it weighs double', () => {
    const subject = 'グロウセラムビタミンC美容液'.repeat(9); // 126 characters, weighing about 250
    for (const v of writeTemplateCopy(request({ subject, platform: 'x', variants: 5 }))) {
      expect(v.caption.length).toBeLessThanOrEqual(280);
      expect(v.characterCount).toBe(twitterText.parseTweet(v.caption).weightedLength);
      expect(v.characterCount).toBeLessThanOrEqual(280);
      expect(v.caption).not.toContain(subject);
      expect(v.hook).toContain('…');
    }
  });

  it('counts a URL on X as 23, so a subject longer than 280 characters with a long URL still fits in full', () => {
    const subject = `Glow serum https://example.com/products/${'glow-serum-with-vitamin-c-'.repeat(10)}`;
    const [v] = writeTemplateCopy(request({ subject, platform: 'x', tone: 'professional', variants: 1 }));
    expect(v!.caption).toContain(subject);
    expect(v!.caption.length).toBeGreaterThan(280);
    expect(v!.characterCount).toBeLessThanOrEqual(280);
  });

  it('keeps the Instagram hook within the first 125 characters for a long subject', () => {
    const subject =
      'Hand-poured soy candle with notes of fig, cedar and black pepper in a reusable amber glass jar';
    for (const v of writeTemplateCopy(request({ subject, variants: 5 }))) {
      expect(countGraphemes(v.hook)).toBeLessThanOrEqual(125);
      expect(v.caption.startsWith(v.hook)).toBe(true);
    }
  });

  it('uses as many hashtags as each platform expects', () => {
    const expected: Record<Platform, [number, number]> = {
      instagram: [8, 12],
      tiktok: [3, 5],
      x: [1, 2],
      linkedin: [3, 3],
      facebook: [1, 3],
      threads: [0, 1],
      bluesky: [0, 2],
      pinterest: [2, 5],
    };
    for (const platform of PLATFORMS) {
      for (const seed of [1, 2, 3, 4]) {
        for (const v of writeTemplateCopy(request({ platform, seed, variants: 5 }))) {
          expect(v.hashtags.length).toBeGreaterThanOrEqual(expected[platform][0]);
          expect(v.hashtags.length).toBeLessThanOrEqual(expected[platform][1]);
          expect(new Set(v.hashtags.map((t) => t.toLowerCase())).size).toBe(v.hashtags.length);
          for (const tag of v.hashtags) expect(tag).toMatch(/^#[\p{L}\p{M}\p{N}]*\p{L}[\p{L}\p{M}\p{N}]*$/u);
        }
      }
    }
  });

  it('leads with the subject’s own hashtag', () => {
    const [v] = writeTemplateCopy(request({ platform: 'x', variants: 1 }));
    expect(v!.hashtags[0]).toBe('#GlowSerumVitaminC');
  });

  it('starts every sentence with a capital, even for a lower-case subject', () => {
    for (const v of everyCombination('glow serum with vitamin c', [1])) {
      for (const line of v.caption.split('\n').filter((l) => l !== '' && !l.startsWith('#'))) {
        expect(line).toMatch(/^[^\p{Ll}]/u);
        expect(line).not.toMatch(/[.!?] \p{Ll}/u);
      }
    }
  });

  it('never writes "a" before a vowel or "an" before a consonant', () => {
    for (const v of everyCombination('apple cider gummies', [1])) {
      expect(v.caption).not.toMatch(/\ba [aeiou]/iu);
      expect(v.caption).not.toMatch(/\ban [^aeiou\s]/iu);
    }
  });

  it('speaks of a plural subject as "they"', () => {
    const all = everyCombination('Trail running shoes', [1]);
    const text = all.map((v) => v.caption).join('\n');
    expect(text).toMatch(/\b(they|them|they're|they've)\b/u);
    expect(text).not.toMatch(/\b(before it's gone|reach for it|buy it again|try it)\b/u);
  });

  it('does not double a determiner the subject already has', () => {
    const text = everyCombination('our new planner app', [1])
      .map((v) => v.caption)
      .join('\n');
    expect(text).not.toMatch(/\b(the|this|my|your) our\b/iu);
  });

  it('writes one line of subject and no stray punctuation for a messy subject', () => {
    const [v] = writeTemplateCopy(
      request({ subject: '  Yahoo!\n\n  Mail   app ', platform: 'bluesky', variants: 1 }),
    );
    expect(v!.caption).toContain('Yahoo! Mail app');
    expect(v!.caption).not.toMatch(/[!?]\./u);
  });
});
