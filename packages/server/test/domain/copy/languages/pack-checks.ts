/**
 * Checks every language pack's captions and storyboards pass, written once and run per language:
 * captions for subjects in the language, in the language, within the platform's limits, varied,
 * tagged with the category and claiming nothing the caller did not give; storyboards that fit.
 */
import { franc } from 'franc-min';
import { describe, expect, it } from 'vitest';
import { draftTemplateCopy } from '../../../../src/adapters/engines/templates/templates-copy-engine.js';
import { type CopyVariant, fitCaption } from '../../../../src/domain/copy/caption-fitting.js';
import type { Claims } from '../../../../src/domain/copy/claims.js';
import { isWholeHashtag } from '../../../../src/domain/copy/hashtag-text.js';
import { packFor } from '../../../../src/domain/copy/languages/language-packs.js';
import { countCharacters, PLATFORM_LIMITS } from '../../../../src/domain/copy/platform-limits.js';
import { cleanSubject } from '../../../../src/domain/copy/subject-phrase.js';
import { planStoryboard } from '../../../../src/domain/generations/storyboard.js';
import type { Language } from '../../../../src/domain/languages.js';
import { PRESETS, type StoryboardPresetId } from '../../../../src/domain/presets/preset-catalogue.js';
import type { ProductCategory } from '../../../../src/domain/products/product-categories.js';
import { recogniseCategory } from '../../../../src/domain/products/product-category.js';
import {
  type CopyRequest,
  PLATFORMS,
  type Platform,
  TONES,
  type Tone,
} from '../../../../src/ports/copy-engine.js';
import { inventedIn } from '../invented-claims.js';

/** How a language is told apart: the share of its script's letters, or franc-min's verdict. */
export type LanguageCheck = { script: RegExp } | { franc: string };

export interface PackCase {
  language: Language;
  /** Subjects written in the language, with the category each names. */
  subjects: ReadonlyArray<readonly [string, ProductCategory]>;
  check: LanguageCheck;
}

const CORPUS_PLATFORMS: Platform[] = ['instagram', 'tiktok', 'facebook', 'linkedin'];
const FRANC_LANGUAGES = ['eng', 'spa', 'fra', 'deu', 'ita', 'por', 'nld', 'pol', 'tur', 'ind'];
const STORYBOARDS: StoryboardPresetId[] = ['video-storyboard-ugc', 'video-storyboard-product'];

interface Written {
  subject: string;
  platform: Platform;
  tone: Tone;
  variants: CopyVariant[];
}

function write(
  language: Language,
  subjects: readonly string[],
  tones: readonly Tone[],
  platforms: readonly Platform[],
  extra: Partial<CopyRequest> = {},
): Written[] {
  return subjects.flatMap((subject, s) =>
    tones.flatMap((tone, t) =>
      platforms.map((platform, p) => {
        const request: CopyRequest = {
          subject,
          platform,
          tone,
          variants: 5,
          language,
          seed: 1000 + s * 100 + t * 10 + p,
          ...extra,
        };
        const variants = draftTemplateCopy(request).map((d) =>
          fitCaption(platform, d, cleanSubject(subject)),
        );
        return { subject, platform, tone, variants };
      }),
    ),
  );
}

/** The words the pack wrote: the product's name and the hashtags taken out. */
export function ownWords(caption: string, subject: string): string {
  return caption
    .replaceAll(subject, ' ')
    .replace(/(^|\s)#\S+/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
}

/** The caption's sentences, hashtags left out and the product's name masked. */
function sentences(caption: string, subject: string): string[] {
  return caption
    .replaceAll(subject, '◊')
    .split(/\n+|(?<=[.!?؟।])\s+/u)
    .map((s) => s.replace(/(^|\s)#\S+/gu, '').trim())
    .filter((s) => /\p{L}/u.test(s));
}

function scriptShare(text: string, script: RegExp): number {
  const letters = [...text].filter((c) => /\p{L}/u.test(c));
  if (letters.length === 0) return 1;
  return letters.filter((c) => script.test(c)).length / letters.length;
}

function inLanguage(text: string, check: LanguageCheck): boolean {
  return 'script' in check
    ? scriptShare(text, check.script) >= 0.9
    : franc(text, { only: FRANC_LANGUAGES, minLength: 3 }) === check.franc;
}

export function checkPack({ language, subjects, check }: PackCase): void {
  const pack = packFor(language);
  const names = subjects.map(([subject]) => subject);

  describe(`the ${language} pack`, () => {
    it('recognises the category of subjects written in the language', () => {
      for (const [subject, category] of subjects)
        expect([subject, recogniseCategory(subject, language)]).toEqual([subject, category]);
      expect(new Set(subjects.map(([, c]) => c)).size).toBeGreaterThanOrEqual(8);
    });

    it('writes captions in the language, for every tone and platform, within the limits', () => {
      const all = write(language, names, TONES, PLATFORMS);
      const captions = all.flatMap(({ subject, platform, variants }) =>
        variants.map((v) => ({ subject, platform, v })),
      );
      for (const { platform, v } of captions) {
        expect(countCharacters(platform, v.caption)).toBeLessThanOrEqual(PLATFORM_LIMITS[platform].maxLength);
        expect(v.characterCount).toBeLessThanOrEqual(PLATFORM_LIMITS[platform].maxLength);
      }
      // X and Bluesky captions are a hook and a sentence: too short for trigrams, judged with the rest.
      const judged = captions.filter(({ platform }) => platform !== 'x' && platform !== 'bluesky');
      const wrong = judged.filter(({ subject, v }) => !inLanguage(ownWords(v.caption, subject), check));
      expect(
        wrong.length / judged.length,
        wrong
          .map(({ v }) => v.caption)
          .slice(0, 5)
          .join('\n---\n'),
      ).toBeLessThan(0.1);
      if ('script' in check)
        for (const { subject, v } of captions)
          expect([v.caption, scriptShare(ownWords(v.caption, subject), check.script) >= 0.9]).toEqual([
            v.caption,
            true,
          ]);
    });

    it('repeats no sentence (name masked) in more than 10 % of 8+ products × 4 platforms × 5 variants', () => {
      const captions = write(language, names, ['casual'], CORPUS_PLATFORMS).flatMap(({ subject, variants }) =>
        variants.map((v) => ({ subject, v })),
      );
      const counts = new Map<string, number>();
      for (const { subject, v } of captions)
        for (const sentence of new Set(sentences(v.caption, subject)))
          counts.set(sentence, (counts.get(sentence) ?? 0) + 1);
      const over = [...counts].filter(([, times]) => times / captions.length > 0.1);
      expect(over).toEqual([]);
    });

    it('tags the category and invents no claim, in any tone or preset', () => {
      const presets = [undefined, ...PRESETS.map((p) => p.presetId)];
      for (const presetId of presets) {
        const all = presetId
          ? write(language, names.slice(0, 4), TONES, ['instagram', 'tiktok'], { presetId })
          : write(language, names, TONES, CORPUS_PLATFORMS);
        for (const { subject, platform, variants } of all) {
          const category = recogniseCategory(subject, language);
          const tags = pack.hashtags.category[category].map((t) => `#${t}`.toLowerCase());
          // The category's tags come straight after the name's: any caption with two tags has one.
          for (const v of variants.filter((v) => v.hashtags.length >= 2))
            expect([subject, platform, v.hashtags.some((t) => tags.includes(t.toLowerCase()))]).toEqual([
              subject,
              platform,
              true,
            ]);
          for (const v of variants) expect(inventedIn(v.caption)).toEqual([]);
        }
      }
    });

    it("states the caller's claims, and only those", () => {
      const claims: Claims = { rating: 4, offer: '-20 % 31.12', isNew: true, limitedStock: true };
      const all = write(language, names.slice(0, 3), TONES, CORPUS_PLATFORMS, { claims });
      const text = all.flatMap(({ variants }) => variants.map((v) => v.caption)).join('\n');
      expect(text).toContain('★★★★☆');
      expect(text).toContain('-20 % 31.12');
      expect(inventedIn(text, claims)).toEqual([]);
      expect(inventedIn(text, {}).length).toBeGreaterThan(0);
    });

    it('has at least as many alternatives as English in every pool, so variety holds', () => {
      const english = packFor('en');
      const sizes = (p: typeof pack) => ({
        hooks: TONES.map((t) => p.hooks[t].length),
        toneBodies: TONES.map((t) => p.toneBodies[t].length),
        ctas: TONES.map((t) => p.ctas[t].length),
        benefits: Object.keys(p.benefits).map((c) => p.benefits[c as ProductCategory].length),
        styleHooks: Object.keys(p.styleHooks).map((c) => p.styleHooks[c as keyof typeof p.styleHooks].length),
        styleBodies: Object.keys(p.styleBodies).map(
          (c) => p.styleBodies[c as keyof typeof p.styleBodies].length,
        ),
        beats: STORYBOARDS.flatMap((id) => p.storyboards.beats[id].map((b) => b.alternatives.length)),
      });
      const mine = sizes(pack);
      const theirs = sizes(english);
      for (const pool of Object.keys(mine) as Array<keyof typeof mine>)
        mine[pool].forEach((n, i) => {
          expect([pool, i, n >= theirs[pool][i]!]).toEqual([pool, i, true]);
        });
      expect(pack.storyboards.beats['video-storyboard-ugc'].map((b) => b.beat)).toEqual(
        english.storyboards.beats['video-storyboard-ugc'].map((b) => b.beat),
      );
    });

    it('writes hashtags that every platform links whole', () => {
      const { category, style, tone, platform } = pack.hashtags;
      const tags = [category, style, tone, platform].flatMap((group) => Object.values(group).flat());
      for (const tag of tags) expect([tag, isWholeHashtag(tag as string)]).toEqual([tag, true]);
    });

    it('plans storyboards in the language that run 15–30 s, with on-screen text of at most six words', () => {
      for (const presetId of STORYBOARDS)
        for (const tone of TONES)
          for (const seed of [1, 2, 3])
            for (const subject of names) {
              const board = planStoryboard({ preset: { presetId }, subject, seed, tone, language });
              expect(board.durationSeconds).toBeGreaterThanOrEqual(15);
              expect(board.durationSeconds).toBeLessThanOrEqual(30);
              const script = ownWords(board.voiceoverScript, subject);
              expect([board.voiceoverScript, inLanguage(script, check)]).toEqual([
                board.voiceoverScript,
                true,
              ]);
              for (const scene of board.scenes) {
                expect(scene.onScreenText.split(/\s+/u).length).toBeLessThanOrEqual(6);
                expect(inventedIn(`${scene.onScreenText} ${scene.voiceover}`)).toEqual([]);
              }
            }
    });

    it('states claims in storyboards only when given', () => {
      const claims: Claims = { rating: 5, isNew: true, offer: '-10 %' };
      const board = planStoryboard({
        preset: { presetId: 'video-storyboard-ugc' },
        subject: names[0]!,
        seed: 1,
        claims,
        language,
      });
      expect(board.voiceoverScript).toMatch(/5/u);
      expect(inventedIn(board.voiceoverScript, claims)).toEqual([]);
    });

    it('draws words on pictures that are short and claim nothing', () => {
      const { scene } = pack;
      const texts = [
        ...scene.headlines.map((h) => h(names[0]!)),
        ...scene.buttons,
        ...scene.lifestyleCaptions,
        ...scene.selfieNotes.map((n) => n(names[0]!)),
        ...scene.unboxingStickers,
        ...Object.values(scene.eyebrows),
      ];
      for (const text of texts) {
        expect(inventedIn(text)).toEqual([]);
        expect(ownWords(text, names[0]!).split(/\s+/u).length).toBeLessThanOrEqual(6);
      }
      expect(inventedIn(scene.newBadge)).not.toEqual([]);
    });
  });
}
