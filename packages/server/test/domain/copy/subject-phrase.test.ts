import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { subjectHashtags } from '../../../src/adapters/engines/templates/hashtags.js';
import {
  capitaliseFirst,
  cleanSubject,
  looksPlural,
  shortenedSubjects,
  shortName,
  subjectSlots,
} from '../../../src/domain/copy/subject-phrase.js';
import { subjectArbitrary } from './subject-arbitraries.js';

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

  it('derives clean, deduplicated hashtags from the subject’s words', () => {
    expect(subjectHashtags('Glow serum with vitamin C')).toEqual([
      'GlowSerumVitaminC',
      'glow',
      'serum',
      'vitaminc',
    ]);
    expect(subjectHashtags('iPhone 15 case')).toEqual(['iPhone15Case', 'iphone15', 'case']);
    expect(subjectHashtags('“Café” — crème brûlée!')).toEqual(['CaféCrèmeBrûlée', 'café', 'crème', 'brûlée']);
    expect(subjectHashtags('🔥🔥 2024')).toEqual([]);
    expect(subjectHashtags('serum serum')).toEqual(['SerumSerum', 'serum']);
  });
});
