import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  capitaliseFirst,
  cleanSubject,
  looksPlural,
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
});
