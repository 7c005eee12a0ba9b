import { describe, expect, it } from 'vitest';
import { type FaceName, hanLanguageOf, prepareFonts } from '../../src/studio/text/font-library.js';
import { layoutText } from '../../src/studio/text/text-layout.js';

const FACES: FaceName[] = ['sans', 'sansMedium', 'sansBold', 'hand', 'serif'];
const layout = (text: string, face: FaceName, maxWidth = 1000) =>
  layoutText({ text, face, maxWidth, maxLines: 4, maxSize: 40, minSize: 16 });

// Font loading is per process: these run first in a process of their own (one test file).
describe('fallback fonts, in a process that has loaded nothing yet', () => {
  it('draws Thai, Arabic, Hebrew and Devanagari words whose characters other fonts only list', async () => {
    // The Chinese fonts' subsets list some of these characters without drawing them.
    const words = ['ไทย', 'ภาษา', 'عربي', 'בית', 'दिन'];
    await prepareFonts(words, hanLanguageOf(words));
    for (const face of FACES) {
      for (const word of words) expect(layout(word, face).missing, `${face} ${word}`).toEqual([]);
    }
  });

  it('never picks a font further down the chain because the right one was not loaded', async () => {
    // Not prepared: reported missing rather than set in whatever font happens to be loaded.
    const unprepared = layout('ঢাকা', 'serif');
    expect(unprepared.missing.length).toBeGreaterThan(0);
    await prepareFonts(['दिनकम'], 'zh-Hans');
    const fontsOf = (text: string) => layout(text, 'serif').shaped.runs.map((r) => r.font?.key);
    const once = fontsOf('दिनकम');
    await prepareFonts(['नमस्ते दुनिया'], 'zh-Hans');
    expect(fontsOf('दिनकम')).toEqual(once);
    expect(once.every((key) => key?.includes('noto-serif-devanagari'))).toBe(true);
  });

  it('lays out what people paste without throwing or losing what can be drawn', async () => {
    const texts = [
      '\u2067שלום\u2069 (C) 30%',
      'a\u0007b\u0000c',
      'lone \ud800 surrogate',
      'line\nbreak\ttab',
      '',
      '   ',
      '👩🏽‍🔬👩🏽‍🔬👩🏽‍🔬👩🏽‍🔬👩🏽‍🔬👩🏽‍🔬👩🏽‍🔬👩🏽‍🔬',
      '日本製の抹茶セットは本格的な茶筅と茶碗の組み合わせです'.repeat(10),
    ];
    await prepareFonts(texts, 'ja');
    for (const text of texts) {
      const result = layout(text, 'sans', 300);
      expect(result.missing, JSON.stringify(text)).toEqual([]);
      expect(result.lines.join('').replace(/\s/g, '')).toBe(result.text.replace(/\s/g, ''));
    }
    expect(layout('a\u0007b', 'sans').text).toBe('ab');
    expect(layout('line\nbreak', 'sans').text).toBe('line break');
    // A line narrower than one character still lays out: a character a line.
    const narrow = layoutText({
      text: 'Serum',
      face: 'sans',
      maxWidth: 5,
      maxLines: 6,
      maxSize: 20,
      minSize: 16,
    });
    expect(narrow.lines).toEqual(['S', 'e', 'r', 'u', 'm']);
  });
});
