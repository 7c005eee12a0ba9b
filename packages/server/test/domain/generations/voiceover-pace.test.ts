import { describe, expect, it } from 'vitest';
import { spokenSeconds } from '../../../src/domain/generations/voiceover-pace.js';

describe('voiceover pace', () => {
  it('reads words separated by spaces at 2.5 a second, in any script', () => {
    expect(spokenSeconds("Stop scrolling, I need to tell you about it's magic.")).toBeCloseTo(10 / 2.5);
    expect(spokenSeconds('سيروم فيتامين سي للبشرة')).toBeCloseTo(4 / 2.5);
    expect(spokenSeconds('סרום ויטמין סי לעור')).toBeCloseTo(4 / 2.5);
    expect(spokenSeconds('विटामिन सी ग्लो सीरम')).toBeCloseTo(4 / 2.5);
    expect(spokenSeconds('Сыворотка с витамином C')).toBeCloseTo(4 / 2.5);
    expect(spokenSeconds('Ορός βιταμίνης C για λάμψη')).toBeCloseTo(5 / 2.5);
  });

  it('reads Japanese at 5 characters a second, kanji and kana alike', () => {
    expect(spokenSeconds('日本製の抹茶セット')).toBeCloseTo(9 / 5);
    expect(spokenSeconds('グロウセラム')).toBeCloseTo(6 / 5);
    // Ten characters in twenty: each run of the line is counted its own way.
    const japanese = 'とても良い抹茶セットです';
    expect(spokenSeconds(`Meet ${japanese}, made for the way you live.`)).toBeCloseTo(
      7 / 2.5 + japanese.length / 5,
    );
  });

  it('reads Chinese characters without kana as Mandarin, at 4 a second', () => {
    expect(spokenSeconds('维生素精华液')).toBeCloseTo(6 / 4);
    expect(spokenSeconds('維他命精華液。')).toBeCloseTo(6 / 4);
    // "C" is a letter read as a word.
    expect(spokenSeconds('维生素C精华液')).toBeCloseTo(6 / 4 + 1 / 2.5);
  });

  it('reads Korean by syllable blocks, 6 a second, and Thai by grapheme clusters, 9 a second', () => {
    expect(spokenSeconds('모이스처라이저는 정말 좋아요')).toBeCloseTo(13 / 6);
    const thai = 'เซรั่มวิตามินซีบำรุงผิว';
    const clusters = Array.from(new Intl.Segmenter('th', { granularity: 'grapheme' }).segment(thai)).length;
    expect(spokenSeconds(thai)).toBeCloseTo(clusters / 9);
  });

  it('keeps emoji and punctuation silent', () => {
    expect(spokenSeconds('🔥🔥 — 👨‍👩‍👧!')).toBe(0);
  });
});
