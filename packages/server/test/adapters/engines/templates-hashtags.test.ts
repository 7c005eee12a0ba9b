import fc from 'fast-check';
import twitterText from 'twitter-text';
import { describe, expect, it } from 'vitest';
import { subjectHashtags } from '../../../src/adapters/engines/templates/subject-hashtags.js';
import { subjectArbitrary } from '../../domain/copy/subject-arbitraries.js';
import { SUBJECTS_BY_SCRIPT } from '../../domain/copy/subjects-by-script.js';

const graphemes = (text: string) =>
  Array.from(new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text), (s) => s.segment);
/** A tag that is only a quantity: "30ml", "30毫升", "2024". */
const measure = /^\p{N}+(\p{L}{1,3}|毫升)?$/u;

function expectLinkedWhole(tag: string) {
  expect(tag).toMatch(/^[\p{L}\p{M}\p{N}_]+$/u);
  expect(twitterText.extractHashtags(`#${tag}`)).toEqual([tag]);
  expect(twitterText.extractHashtags(`Glow on. #${tag} #next`)).toEqual([tag, 'next']);
}

describe('hashtags from the subject', () => {
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

  it('tags a Chinese or Japanese name written without spaces whole, then its words, never a quantity', () => {
    const japanese = subjectHashtags(SUBJECTS_BY_SCRIPT.japanese);
    expect(japanese[0]).toBe('ビタミンCグロウセラム');
    expect(japanese).toContain('ビタミン');
    const simplified = subjectHashtags(SUBJECTS_BY_SCRIPT.chineseSimplified);
    expect(simplified[0]).toBe('维生素C精华液');
    expect(simplified).toContain('维生素');
    const traditional = subjectHashtags(SUBJECTS_BY_SCRIPT.chineseTraditional);
    expect(traditional[0]).toBe('維他命C精華液');
    expect(subjectHashtags('日本製の抹茶セット')).toEqual(
      expect.arrayContaining(['日本製の抹茶セット', '抹茶']),
    );
    for (const tags of [japanese, simplified, traditional, subjectHashtags('日本製の抹茶セット')]) {
      for (const tag of tags) {
        expect(tag).not.toMatch(measure);
        expect(tag).not.toMatch(/30|ml|毫升/u);
        // A one-character word of these scripts is mostly a particle ("の", "的").
        expect(graphemes(tag).length).toBeGreaterThan(1);
      }
    }
  });

  it('splits Thai by its dictionary: the whole name, then whole words, never part of one', () => {
    const subject = SUBJECTS_BY_SCRIPT.thai;
    const tags = subjectHashtags(subject);
    expect(tags[0]).toBe(subject);
    expect(tags).toContain('วิตามิน');
    const boundaries = new Set(
      Array.from(new Intl.Segmenter('th', { granularity: 'word' }).segment(subject), (s) => s.index),
    ).add(subject.length);
    for (const tag of tags) {
      const start = subject.indexOf(tag);
      expect(boundaries.has(start) && boundaries.has(start + tag.length)).toBe(true);
    }
  });

  it('keeps words of scripts without case as written, marks included, joining a name with "_" as tags there are', () => {
    expect(subjectHashtags(SUBJECTS_BY_SCRIPT.arabic)).toEqual(
      expect.arrayContaining(['سيروم_فيتامين_سي_للبشرة', 'سيروم', 'فيتامين']),
    );
    expect(subjectHashtags(SUBJECTS_BY_SCRIPT.hebrew)).toEqual(
      expect.arrayContaining(['סרום_ויטמין_סי_לעור', 'סרום', 'ויטמין']),
    );
    const hindi = subjectHashtags(SUBJECTS_BY_SCRIPT.hindi);
    // The vowel signs and the virama are combining marks: a tag without them would be misspelt.
    expect(hindi).toEqual(expect.arrayContaining(['विटामिन_सी_ग्लो_सीरम', 'विटामिन', 'सीरम']));
    // Korean tags run the words together, as Korean tags are written.
    expect(subjectHashtags(SUBJECTS_BY_SCRIPT.korean)).toEqual(
      expect.arrayContaining(['비타민C글로우세럼', '비타민C', '글로우', '세럼']),
    );
  });

  it('lower-cases Greek and Cyrillic words like Latin ones, keeps diacritics, and never adds a dot to a Turkish İ', () => {
    expect(subjectHashtags(SUBJECTS_BY_SCRIPT.greek)).toEqual(expect.arrayContaining(['ορός', 'λάμψη']));
    expect(subjectHashtags(SUBJECTS_BY_SCRIPT.russian)).toEqual(
      expect.arrayContaining(['сыворотка', 'витаминомc']),
    );
    expect(subjectHashtags('Crème brûlée')[0]).toBe('CrèmeBrûlée');
    expect(subjectHashtags(SUBJECTS_BY_SCRIPT.vietnamese)).toContain('dưỡng');
    const turkish = subjectHashtags(SUBJECTS_BY_SCRIPT.turkish);
    expect(turkish).toEqual(expect.arrayContaining(['İpekYastıkKılıfı', 'yastık', 'kılıfı']));
    for (const tag of turkish) expect(tag).not.toContain('\u0307');
    // A decomposed accent gives the same tag as a composed one.
    expect(subjectHashtags('Cre\u0300me brûlée')[0]).toBe('CrèmeBrûlée');
  });

  it('joins a model letter or number to its word, but not a one-letter word of another language or a quantity', () => {
    expect(subjectHashtags(SUBJECTS_BY_SCRIPT.russian)).not.toContain('сывороткас');
    const polish = subjectHashtags(SUBJECTS_BY_SCRIPT.polish);
    expect(polish).toEqual(expect.arrayContaining(['serum', 'witaminąc']));
    expect(polish).not.toContain('serumz');
    for (const tag of polish) expect(tag).not.toMatch(/30|ml$/u);
    expect(subjectHashtags('Glow serum 30 ml')).toEqual(['GlowSerum', 'glow', 'serum']);
  });

  it('never puts an emoji into a tag, not even a keycap or a flag', () => {
    const tags = subjectHashtags(SUBJECTS_BY_SCRIPT.emoji);
    expect(tags).toEqual(['CrèmeBrûléeKit', 'crème', 'brûlée', 'kit']);
    expect(subjectHashtags('#️⃣ 🇯🇵🇯🇵 👍🏽')).toEqual([]);
  });

  it('makes only tags X links whole, for subjects in every script', () => {
    for (const subject of Object.values(SUBJECTS_BY_SCRIPT)) {
      const tags = subjectHashtags(subject);
      expect(tags.length).toBeGreaterThan(0);
      for (const tag of tags) expectLinkedWhole(tag);
    }
    // Letters newer than twitter-text's tables, and numbers it does not take, make no tag X would cut.
    for (const subject of ['二〇二四年モデル', 'Serum² deluxe', 'Ⅻ edition', '𰀀𰀁 tea']) {
      for (const tag of subjectHashtags(subject)) expectLinkedWhole(tag);
    }
    fc.assert(
      fc.property(subjectArbitrary, (subject) => {
        for (const tag of subjectHashtags(subject)) expectLinkedWhole(tag);
      }),
      { numRuns: 300 },
    );
  });

  it('counts a word of Chinese, Japanese or Korean as long enough from two characters', () => {
    expect(subjectHashtags('抹茶 茶碗')).toEqual(['抹茶茶碗', '抹茶', '茶碗']);
    expect(subjectHashtags('세럼 앰플')).toEqual(['세럼앰플', '세럼', '앰플']);
  });
});
