import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { hanLanguageOf, prepareFonts } from '../../src/studio/text/font-library.js';
import { inLanguage } from '../../src/studio/text/text-layout.js';
import { placeText } from '../../src/studio/text-block.js';
import { SCRIPT_SUBJECTS, slugOf } from './script-subjects.js';

// Each script family's subject set in the sans headline and the serif card face, compared with a
// reference rendering that a person has looked at (test/studio/references/*.png). A change to
// shaping, fallback fonts or line breaking shows here as a failed comparison: look at the new
// rendering (written next to the reference as *.actual.png), and when it is right, run the suite
// with UPDATE_TEXT_REFERENCES=1 to take it as the reference.
const WIDTH = 720;
const HEIGHT = 260;
const INK = { r: 20, g: 20, b: 24 };
const references = new URL('./references/', import.meta.url);

async function rendering(subject: string): Promise<Buffer> {
  const han = hanLanguageOf([subject]);
  await prepareFonts([subject], han);
  const blocks = inLanguage(han, () => [
    placeText({
      role: 'headline',
      text: subject,
      face: 'sansBold',
      colour: INK,
      x: 20,
      y: 10,
      maxWidth: WIDTH - 40,
      maxLines: 2,
      maxSize: 56,
      minSize: 28,
    }),
    placeText({
      role: 'card',
      text: subject,
      face: 'serif',
      colour: INK,
      x: WIDTH / 2,
      y: HEIGHT - 10,
      anchor: 'bottom',
      align: 'middle',
      maxWidth: WIDTH - 40,
      maxLines: 2,
      maxSize: 44,
      minSize: 22,
    }),
  ]);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">${blocks.map((b) => b.overlay.svg).join('')}</svg>`;
  const png = new Resvg(svg, { background: 'white', font: { loadSystemFonts: false } }).render().asPng();
  return sharp(png).greyscale().png().toBuffer();
}

async function greyPixels(png: Buffer): Promise<Buffer> {
  return sharp(png).greyscale().raw().toBuffer();
}

describe('text renderings against references a person has looked at', () => {
  it.each(Object.entries(SCRIPT_SUBJECTS))('%s', async (family, subject) => {
    const actual = await rendering(subject);
    const file = new URL(`${slugOf(family)}.png`, references);
    if (process.env.UPDATE_TEXT_REFERENCES === '1' || !existsSync(file)) {
      writeFileSync(file, actual);
      if (process.env.UPDATE_TEXT_REFERENCES !== '1')
        throw new Error(`no reference yet: wrote ${file.pathname}`);
    }
    const [got, want] = await Promise.all([greyPixels(actual), greyPixels(readFileSync(file))]);
    expect(got.length).toBe(want.length);
    let off = 0;
    for (let i = 0; i < got.length; i++) if (Math.abs(got[i]! - want[i]!) > 64) off++;
    const share = off / got.length;
    if (share > 0.002) writeFileSync(new URL(`${slugOf(family)}.actual.png`, references), actual);
    // Anti-aliasing may move a little between versions of the rasteriser; a glyph may not.
    expect(share, `${family}: ${(share * 100).toFixed(2)} % of pixels differ`).toBeLessThanOrEqual(0.002);
  });
});
