import { beforeAll, describe, expect, it } from 'vitest';
import { isEmojiCluster } from '../../src/studio/text/emoji.js';
import { hanLanguageOf, prepareFonts } from '../../src/studio/text/font-library.js';
import { breakOpportunities } from '../../src/studio/text/line-breaking.js';
import { layoutText, type TextSpec } from '../../src/studio/text/text-layout.js';

/** The text split at every break opportunity: the pieces a line can be made of. */
const pieces = (text: string) => {
  const stops = [0, ...breakOpportunities(text), text.length];
  return stops.slice(1).map((end, i) => text.slice(stops[i], end));
};

const spec = (text: string, overrides: Partial<TextSpec> = {}): TextSpec => ({
  text,
  face: 'sans',
  maxWidth: 1000,
  maxLines: 4,
  maxSize: 40,
  minSize: 16,
  ...overrides,
});

describe('line breaking', () => {
  it('breaks Japanese between words without spaces, never before closing punctuation or small kana', () => {
    const text = '「新しい」ビタミンセラムは、ちょっと特別です。';
    const parts = pieces(text);
    expect(parts.join('')).toBe(text);
    expect(parts.length).toBeGreaterThan(4);
    for (const part of parts.slice(1)) expect('、。」ょっぁ').not.toContain(part[0]);
    for (const part of parts.slice(0, -1)) expect(part.at(-1)).not.toBe('「');
  });

  it('breaks Thai between the words of its dictionary, and Chinese between its words', () => {
    expect(pieces('เซรั่มวิตามินซีผิวใส').length).toBeGreaterThan(2);
    expect(pieces('维生素C焕亮精华液，让肌肤更明亮').length).toBeGreaterThan(3);
  });

  it('breaks Korean and Latin at spaces only, and after a hyphen inside a word', () => {
    expect(pieces('비타민 C 글로우 세럼')).toEqual(['비타민 ', 'C ', '글로우 ', '세럼']);
    expect(pieces('anti-aging serum30ml')).toEqual(['anti-', 'aging ', 'serum30ml']);
    // Nor before what may not start a line, even at a space, nor at a no-break space.
    expect(pieces('-5 % off')).toEqual(['-5 % ', 'off']);
    expect(pieces('Offre\u00a0: 100\u00a0€ « Bonjour »')).toEqual([
      'Offre\u00a0: ',
      '100\u00a0€ ',
      '« ',
      'Bonjour »',
    ]);
  });
});

describe('text layout in every script', () => {
  beforeAll(async () => {
    await prepareFonts(
      [
        '「新しい」ビタミンセラムは、ちょっと特別です。毎日使えます。',
        'ビタミンCグロウセラムは特別な美容液です',
        'مرحبا بالعالم',
        'שלום',
      ],
      'ja',
    );
  });

  it('wraps a long Japanese text into lines that keep every character and no line starts with 、 or 。', () => {
    const text = '「新しい」ビタミンセラムは、ちょっと特別です。毎日使えます。';
    const layout = layoutText(spec(text, { maxWidth: 260, maxLines: 6, maxSize: 32, minSize: 32 }));
    expect(layout.lines.length).toBeGreaterThan(2);
    expect(layout.lines.join('')).toBe(text);
    expect(layout.missing).toEqual([]);
    expect(layout.width).toBeLessThanOrEqual(260);
    for (const line of layout.lines.slice(1)) expect('、。」').not.toContain(line[0]);
  });

  it('sets a paragraph that starts in Arabic or Hebrew right to left, and one that starts in English left to right', () => {
    expect(layoutText(spec('مرحبا بالعالم')).direction).toBe('rtl');
    expect(layoutText(spec('שלום C')).direction).toBe('rtl');
    expect(layoutText(spec('Hello שלום')).direction).toBe('ltr');
  });

  it('does not space out the letters of a script whose letters join', () => {
    const plain = layoutText(spec('بالعالم'));
    const spaced = layoutText(spec('بالعالم', { letterSpacing: 5 }));
    expect(spaced.width).toBeCloseTo(plain.width, 5);
    const latin = layoutText(spec('Hello'));
    // After every character, the last one too, as CSS does.
    expect(layoutText(spec('Hello', { letterSpacing: 5 })).width).toBeCloseTo(latin.width + 5 * 5, 5);
  });

  it('reports a character no font draws, instead of drawing a box in silence', () => {
    // Tifinagh, which none of the studio's fonts covers.
    expect(layoutText(spec('Serum ⵣ')).missing).toEqual(['ⵣ']);
    expect(layoutText(spec('Serum')).missing).toEqual([]);
  });

  it('shortens over its maximum at a word boundary, whole graphemes only', () => {
    const japanese = layoutText(spec('ビタミンCグロウセラムは特別な美容液です', { maxChars: 12 }));
    expect(japanese.ellipsized).toBe(true);
    expect(japanese.text.endsWith('…')).toBe(true);
    expect([...japanese.text].length).toBeLessThanOrEqual(12);
    const emoji = layoutText(spec('Glow 👩🏽‍🔬👩🏽‍🔬👩🏽‍🔬👩🏽‍🔬 serum', { maxChars: 8 }));
    expect(emoji.text).toBe('Glow…');
  });
});

describe('which way Han characters are drawn', () => {
  it('follows the language the text is written in', () => {
    expect(hanLanguageOf(['美容液のビタミン'])).toBe('ja');
    expect(hanLanguageOf(['비타민 美容'])).toBe('ko');
    expect(hanLanguageOf(['維他命C煥亮精華液，讓肌膚更亮'])).toBe('zh-Hant');
    expect(hanLanguageOf(['维生素C焕亮精华液，让肌肤更亮'])).toBe('zh-Hans');
  });
});

describe('emoji', () => {
  it('draws as emoji what has emoji presentation, and leaves text symbols to the fonts', () => {
    for (const emoji of ['😀', '❤️', '1️⃣', '👩🏽‍🔬', '🇯🇵', '✨'])
      expect(isEmojiCluster(emoji), emoji).toBe(true);
    for (const text of ['©', '♥', '❤', '1', 'A', '❤︎']) expect(isEmojiCluster(text), text).toBe(false);
  });
});
