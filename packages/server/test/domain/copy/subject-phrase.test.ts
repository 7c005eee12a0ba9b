import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { draftTemplateCopy } from '../../../src/adapters/engines/templates/templates-copy-engine.js';
import { fitCaption } from '../../../src/domain/copy/caption-fitting.js';
import {
  capitaliseFirst,
  cleanSubject,
  englishNameAgain,
  looksPlural,
  productName,
  shortenedSubjects,
  shortName,
  subjectSlots,
} from '../../../src/domain/copy/subject-phrase.js';
import { subjectArbitrary } from './subject-arbitraries.js';
import { LONG_SUBJECTS_BY_SCRIPT, SUBJECTS_BY_SCRIPT } from './subjects-by-script.js';

const withoutSpaces = /[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}\p{scx=Thai}]/u;
/** Where `Intl.Segmenter` ends a word or a space in `text`. */
const wordBoundaries = (text: string) =>
  new Set(
    Array.from(
      new Intl.Segmenter('en', { granularity: 'word' }).segment(text),
      (s) => s.index + s.segment.length,
    ),
  );

describe('subject phrase', () => {
  it('cleans a subject to one line with single spaces and no unpaired surrogates', () => {
    expect(cleanSubject('  Glow\n serum\t\twith  vitamin C ')).toBe('Glow serum with vitamin C');
    expect(cleanSubject('broken \ud800 pair')).toBe('broken \ufffd pair');
    expect(cleanSubject(' \n ')).not.toBe('');
  });

  it('capitalises a sentence start but leaves deliberate casing alone', () => {
    expect(capitaliseFirst('glow serum')).toBe('Glow serum');
    expect(capitaliseFirst('“glow” serum')).toBe('“Glow” serum');
    expect(capitaliseFirst('iPhone case')).toBe('iPhone case');
    expect(capitaliseFirst('グロウ')).toBe('グロウ');
  });

  it('tells plural subjects from singular ones well enough for "it" and "they"', () => {
    expect(looksPlural('Trail running shoes')).toBe(true);
    expect(looksPlural('Running shoes for trail')).toBe(true);
    expect(looksPlural('LEDs')).toBe(true);
    expect(looksPlural('Glow serum with vitamin C')).toBe(false);
    expect(looksPlural('Glass')).toBe(false);
    expect(looksPlural('Camera lens')).toBe(false);
    expect(looksPlural('iOS')).toBe(false);
    expect(subjectSlots('Trail running shoes').this).toBe('these Trail running shoes');
    expect(subjectSlots('our app').the).toBe('our app');
  });

  it('shortens at spaces first, with an ellipsis and without a dangling little word', () => {
    expect(shortenedSubjects('Glow serum with vitamin C')).toEqual(
      expect.arrayContaining(['Glow serum with vitamin…', 'Glow serum…', 'Glow…']),
    );
    expect(shortenedSubjects('Glow serum with vitamin C')).not.toContain('Glow serum with…');
  });

  it('shortens Chinese, Japanese and Thai only between words, never inside one', () => {
    const subjects = [
      SUBJECTS_BY_SCRIPT.japanese,
      SUBJECTS_BY_SCRIPT.chineseSimplified,
      SUBJECTS_BY_SCRIPT.thai,
      LONG_SUBJECTS_BY_SCRIPT.japanese,
      LONG_SUBJECTS_BY_SCRIPT.chinese,
      LONG_SUBJECTS_BY_SCRIPT.thai,
      LONG_SUBJECTS_BY_SCRIPT.latinAndJapanese,
    ];
    for (const subject of subjects) {
      const boundaries = wordBoundaries(subject);
      const forms = shortenedSubjects(subject);
      expect(forms.length).toBeGreaterThan(0);
      for (const form of forms) {
        if (withoutSpaces.test(form.slice(0, -1))) expect(boundaries.has(form.length - 1)).toBe(true);
      }
    }
    expect(shortenedSubjects(SUBJECTS_BY_SCRIPT.japanese).at(-1)).toBe('ビタミン…');
    // A Latin name before a long Japanese one: cut inside the Japanese, not after the first word.
    expect(shortenedSubjects(LONG_SUBJECTS_BY_SCRIPT.latinAndJapanese)).toContain(
      'Matcha 日本製の抹茶セット…',
    );
  });

  it('offers ever shorter forms of any subject, each shorter than the last', () => {
    fc.assert(
      fc.property(subjectArbitrary, (raw) => {
        const subject = cleanSubject(raw);
        const forms = shortenedSubjects(subject);
        for (const form of forms) expect(form.endsWith('…')).toBe(true);
        for (let i = 1; i < forms.length; i++)
          expect(forms[i]!.length).toBeLessThanOrEqual(forms[i - 1]!.length);
      }),
      { numRuns: 200 },
    );
  });

  it('names a subject briefly for a voiceover or a keyframe', () => {
    expect(shortName('Glow serum with vitamin C', 5, 40)).toBe('Glow serum with vitamin C');
    expect(shortName('Handmade ceramic mug with speckled glaze, 350 ml', 5, 40)).toBe(
      'Handmade ceramic mug with speckled',
    );
    expect(shortName('Glow serum with vitamin C', 3, 20)).toBe('Glow serum');
    expect(shortName('🔥🔥', 3, 20)).toBe('this one');
  });

  it('never cuts a short name inside a run of Chinese, Japanese or Korean, however a dictionary splits it', () => {
    // A dictionary splits 智能音箱 and 美容液 into words; each run is one word of the name.
    expect(shortName('Halo 智能音箱', 3, 20)).toBe('Halo 智能音箱');
    expect(shortName('ビタミンC美容液', 3, 20)).toBe('ビタミンC美容液');
    expect(shortName('有机抹茶粉礼盒装', 3, 20)).toBe('有机抹茶粉礼盒装');
    expect(shortName('유기농말차파우더', 3, 20)).toBe('유기농말차파우더');
    // Too many words or characters: whole runs are dropped from the end, never half of one.
    expect(shortName('ビタミンC美容液', 2, 20)).toBe('ビタミンC');
    expect(shortName('Halo 智能音箱', 1, 20)).toBe('Halo');
    expect(shortName('手工陶瓷马克杯 350毫升', 2, 8)).toBe('手工陶瓷马克杯…');
    expect(shortName('비타민C 세럼 앰플', 2, 20)).toBe('비타민C');
    for (const [name, words, graphemes] of [
      ['Halo 智能音箱 ホワイト', 2, 12],
      ['ビタミンC美容液 30ml', 3, 10],
      ['抹茶ラテ 抹茶パウダー 有機', 2, 14],
    ] as const) {
      const short = shortName(name, words, graphemes).replace(/…$/u, '');
      const runs = short.match(/[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}\p{scx=Hangul}]+/gu) ?? [];
      const whole = name.match(/[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}\p{scx=Hangul}]+/gu) ?? [];
      for (const run of runs) expect(whole, `${name} → ${short}`).toContain(run);
    }
  });
});

describe('the name a sentence says', () => {
  it.each([
    ['Handmade ceramic mug, 350 ml', 'Handmade ceramic mug'],
    ['Olive oil 500 ml (pack of 2)', 'Olive oil'],
    ['Cold brew 12 fl oz', 'Cold brew'],
    ['Protein bar, 3-pack', 'Protein bar'],
    ['Serum – 30ml', 'Serum'],
    ['Vitamin C serum 30 ml / 1 fl oz', 'Vitamin C serum'],
    ['抹茶セット 100g', '抹茶セット'],
  ])('drops the size a listing ends on: %s → %s', (subject, name) => {
    expect(productName(subject)).toBe(name);
  });

  it.each(['100 ml', 'iPhone 15 case', 'Tea set of 4 cups', 'Rice 5 kg bag', 'Mug in blue', 'Shoes size 42'])(
    'keeps a name whose number is part of it, or that is only a size: %s',
    (subject) => {
      expect(productName(subject)).toBe(subject);
    },
  );

  it('writes captions around the name without its size', () => {
    for (const platform of ['instagram', 'x'] as const) {
      const drafts = draftTemplateCopy({
        subject: 'Handmade ceramic mug, 350 ml',
        platform,
        tone: 'casual',
        variants: 5,
        language: 'en',
        seed: 3,
      });
      for (const d of drafts) {
        const caption = fitCaption(platform, d, productName('Handmade ceramic mug, 350 ml')).caption;
        expect(caption).toContain('ceramic mug');
        expect(caption).not.toMatch(/350|ml\b/);
      }
    }
  });

  it.each([
    ['Halo smart speaker', 'the speaker'],
    ['Nocta wireless earbuds', 'the earbuds'],
    ['Running shoes for trail', 'the shoes'],
    ['Glow serum', 'the serum'],
    ['Nocta Buds Pro', 'Nocta Buds Pro'],
    ['Espresso', 'Espresso'],
    ['My morning blend', 'My morning blend'],
  ])('says an English name again by its head noun: %s → %s', (name, again) => {
    expect(englishNameAgain(name)).toBe(again);
  });
});
