import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { isJoiningWord } from '../../src/domain/copy/joining-words.js';
import { ENGLISH } from '../../src/domain/copy/languages/en.js';
import { findPreset } from '../../src/domain/presets/preset-catalogue.js';
import { recogniseCategory } from '../../src/domain/products/product-category.js';
import type { ReferenceImage, SceneBrief } from '../../src/ports/image-engine.js';
import { toHsl } from '../../src/studio/colour.js';
import type { Box } from '../../src/studio/geometry.js';
import { renderImageOutputs, renderPresetOutputs } from '../../src/studio/index.js';
import { fitLine, fitName, isolateName } from '../../src/studio/name-fitting.js';
import { isChromaGreen, paletteFromCategory, paletteFromProduct } from '../../src/studio/palette.js';
import { viewOf } from '../../src/studio/product-facts.js';
import { mockupShapeOf } from '../../src/studio/product-mockup.js';
import { defaultBriefs } from '../../src/studio/scenes/storyboard.js';
import { hanLanguageOf, prepareFonts } from '../../src/studio/text/font-library.js';
import { layoutText } from '../../src/studio/text/text-layout.js';
import { jarWithAlpha } from '../support/product-photos.js';
import { decode, meanLuminance } from './quality-gates.js';

const lastWord = (text: string) => text.split(/\s+/).at(-1)!;

describe('headlines shorten the name, not their own words', () => {
  it('cuts a long name at the end of a phrase, never on a joining word nor with an ellipsis', () => {
    expect(fitName('Organic matcha powder with ceremonial grade leaves from Uji', 30, 'en')).toBe(
      'Organic matcha powder',
    );
    expect(fitName('Bio Tee mit Zitrone und Ingwer', 14, 'de')).toBe('Bio Tee');
    expect(fitName('Thé vert au jasmin de Chine', 16, 'fr')).toBe('Thé vert');
    const names: Array<[string, 'en' | 'de' | 'es' | 'fr' | 'nl' | 'pl' | undefined]> = [
      ['Ethiopian single origin coffee beans with notes of berry and cocoa', 'en'],
      ['Crema hidratante con ácido hialurónico para la piel seca', 'es'],
      ['Handgemachte Seife mit Lavendel und Olivenöl aus der Provence', 'de'],
      ['Zachte wollen sjaal met franjes voor de winter', 'nl'],
      ['Krem do twarzy z witaminą C dla skóry suchej', 'pl'],
      ['Glow serum with vitamin C and niacinamide for dull skin', undefined],
    ];
    for (const [name, language] of names) {
      for (let max = 6; max < name.length; max += 3) {
        const short = fitName(name, max, language);
        expect(short, `${name} in ${max}`).not.toMatch(/…|\.\.\.|[,;:-]$/);
        expect(isJoiningWord(lastWord(short), language), `${short} (${name} in ${max})`).toBe(false);
        expect(name.startsWith(short)).toBe(true);
      }
    }
  });

  it("keeps a template's words whole: the name gives way, or the template is not used", () => {
    const lines = ENGLISH.scene.headlines;
    const name = 'Lumen vitamin C glow serum with hyaluronic acid';
    for (let max = 16; max <= 60; max += 4) {
      const line = fitLine(lines, name, max, 'en');
      expect(line.length, line).toBeLessThanOrEqual(Math.max(max, fitName(name, max, 'en').length));
      const template = lines.find((l) => {
        const [before, after] = l('\u0000').split('\u0000') as [string, string];
        return line.startsWith(before) && line.endsWith(after) && line.length > before.length + after.length;
      });
      const inner = template
        ? line.slice(
            template('\u0000').indexOf('\u0000'),
            line.length - (template('\u0000').length - template('\u0000').indexOf('\u0000') - 1),
          )
        : line;
      expect(name.startsWith(inner), `${line} (max ${max})`).toBe(true);
    }
    // The whole name alone is better than a template around half of it.
    expect(fitLine(lines, 'Lumen vitamin C glow serum', 30, 'en')).toBe(
      'Meet the Lumen vitamin C glow serum'.length <= 30
        ? 'Meet the Lumen vitamin C glow serum'
        : 'Lumen vitamin C glow serum',
    );
  });

  it('says the name without the size a listing ends on, in headlines, stickers and keyframe texts', () => {
    const lines = ENGLISH.scene.headlines;
    const line = fitLine(lines, 'Handmade ceramic mug, 350 ml', 60, 'en');
    expect(line).toContain('handmade ceramic mug');
    expect(line).not.toMatch(/350|ml/);
    expect(fitLine(ENGLISH.scene.selfieNotes, 'Olive oil 500 ml (pack of 2)', 60, 'en')).not.toMatch(
      /500|pack/,
    );
    // A subject that is only a size is still said.
    expect(fitLine([], '350 ml', 60, 'en')).toBe('350 ml');
    const texts = defaultBriefs('ugc', 'Handmade ceramic mug, 350 ml', 6).map((b) => b.onScreenText);
    expect(texts.join(' ')).toContain('handmade ceramic mug');
    expect(texts.join(' ')).not.toMatch(/350/);
  });

  it('sets a right-to-left name apart inside a left-to-right line, so its punctuation stays at the end', async () => {
    const arabic = 'سيروم فيتامين سي';
    expect(isolateName(arabic, 'Meet the .')).toBe(`\u2068${arabic}\u2069`);
    expect(isolateName('Glow serum', 'Meet the .')).toBe('Glow serum');
    expect(isolateName(arabic, 'تعرّف على')).toBe(arabic);
    const line = fitLine([(name) => `${name}. Made to be noticed.`], arabic, 60);
    expect(line).toBe(`\u2068${arabic}\u2069. Made to be noticed.`);
    // Laid out, the line runs left to right and ends on its own full stop.
    await prepareFonts([line], hanLanguageOf([line]));
    const layout = layoutText({
      text: line,
      face: 'sansBold',
      maxWidth: 2000,
      maxLines: 1,
      maxSize: 40,
      minSize: 20,
    });
    expect(layout.direction).toBe('ltr');
    expect(layout.missing).toEqual([]);
    const lastRun = layout.shaped.runs.at(-1)!;
    expect(lastRun.level).toBe(0);
    expect(layout.shaped.text.slice(lastRun.start, lastRun.end)).toMatch(/noticed\.$/);
  });
});

describe('colours from the product', () => {
  const hueOf = (category: string) => toHsl(paletteFromCategory(recogniseCategory(category)).brand);

  it('takes a subject’s colours from its category: matcha green, espresso brown, never a hash of its letters', () => {
    const matcha = hueOf('Ceremonial matcha powder');
    expect(matcha.h).toBeGreaterThan(70);
    expect(matcha.h).toBeLessThan(160);
    const espresso = hueOf('Double espresso beans');
    expect(espresso.h).toBeGreaterThan(10);
    expect(espresso.h).toBeLessThan(45);
    expect(espresso.l).toBeLessThan(0.45);
    // Two subjects nothing is known of get the same quiet neutral, whatever their letters.
    const a = paletteFromCategory(recogniseCategory('Zorblax 3000'));
    const b = paletteFromCategory(recogniseCategory('Quintessa'));
    expect(a).toEqual(b);
    expect(a.neutral).toBe(true);
    expect(toHsl(a.brand).s).toBeLessThan(0.1);
  });

  it('takes a photo’s colours from the product, and never a chroma-key green', () => {
    const green = paletteFromProduct([{ r: 20, g: 230, b: 40 }]);
    for (const colour of [green.brand, green.soft, green.deep, green.accent])
      expect(isChromaGreen(colour)).toBe(false);
    expect(toHsl(green.brand).h).toBeGreaterThan(90);
    const amber = paletteFromProduct([
      { r: 190, g: 90, b: 30 },
      { r: 30, g: 60, b: 160 },
    ]);
    expect(toHsl(amber.brand).h).toBeLessThan(40);
    // Its second colour, a blue, is the accent.
    expect(toHsl(amber.accent).h).toBeGreaterThan(190);
    expect(toHsl(amber.accent).h).toBeLessThan(250);
  });
});

describe('what a picture claims', () => {
  const gold = (rgb: Buffer) => {
    let count = 0;
    for (let o = 0; o < rgb.length; o += 3) {
      if (Math.abs(rgb[o]! - 242) + Math.abs(rgb[o + 1]! - 169) + Math.abs(rgb[o + 2]! - 0) < 60) count++;
    }
    return count;
  };

  it('draws rating stars only from the rating the caller gave', async () => {
    const preset = findPreset('ugc-selfie-review')!;
    // A run whose outputs include the paper note, the sticker that carries stars.
    const run = async (claims: { rating?: number }) => {
      for await (const output of renderPresetOutputs({ preset, subject: 'Glow serum', seed: 3, claims })) {
        if (output.layout.composition.includes('note sticker')) return decode(output.bytes);
      }
      throw new Error('no note sticker in the run');
    };
    expect(gold((await run({})).rgb)).toBeLessThan(50);
    expect(gold((await run({ rating: 4 })).rgb)).toBeGreaterThan(400);
  });
});

describe('prompts on the studio engine', () => {
  let jar: ReferenceImage;
  const request = (prompt: string, references: ReferenceImage[]) => ({
    prompt,
    references,
    count: 2,
    aspectRatio: '1:1' as const,
    width: 1080,
    height: 1080,
    seed: 9,
  });

  it('reads a descriptive prompt into a scene and writes only the quoted text', async () => {
    jar = { bytes: await jarWithAlpha(), mimeType: 'image/png', width: 700, height: 640 };
    const prompt = 'The jar on a marble kitchen counter, soft morning light, with the text "20% off"';
    const outputs = [];
    for await (const output of renderImageOutputs(request(prompt, [jar]))) outputs.push(output);
    for (const { layout } of outputs) {
      expect(layout.composition).toMatch(/^marble/);
      expect(layout.composition).toContain('morning light');
      expect(layout.texts.map((t) => t.text)).toEqual(['20% off']);
      expect(layout.product).toBeDefined();
    }
    expect(outputs[0]!.layout.composition).not.toBe(outputs[1]!.layout.composition);
    for await (const output of renderImageOutputs(
      request('a bottle of olive oil on a terrazzo counter', []),
    )) {
      expect(output.layout.texts).toEqual([]);
      expect(output.layout.composition).toMatch(/^terrazzo/);
    }
  });
});

describe('storyboards that match their shots', () => {
  it('draws each keyframe as its shot says, with no drawn hand in any scene', async () => {
    const preset = findPreset('video-storyboard-ugc')!;
    const scenes: SceneBrief[] = [
      {
        index: 1,
        beat: 'hook',
        shot: 'Selfie close-up, product held to camera',
        onScreenText: 'Wait for it',
      },
      {
        index: 2,
        beat: 'reveal',
        shot: 'Dark seamless backdrop, the product in silhouette, rim light',
        onScreenText: 'Look closer',
      },
      {
        index: 3,
        beat: 'demo',
        shot: 'Close-up of hands using the product by a window',
        onScreenText: 'Easy',
      },
      { index: 4, beat: 'proof', shot: 'Top-down shot of the product on a table', onScreenText: 'Mine now' },
      {
        index: 5,
        beat: 'problem',
        shot: 'Medium shot, creator slumps on the sofa and sighs at the camera',
        onScreenText: 'Sound familiar?',
      },
      { index: 6, beat: 'cta', shot: 'Product against its brand colour', onScreenText: 'Link in bio' },
    ];
    const outputs = [];
    for await (const output of renderPresetOutputs({ preset, subject: 'Glow serum', seed: 21, scenes })) {
      outputs.push({ ...output, image: await decode(output.bytes) });
    }
    expect(outputs.map((o) => o.layout.composition.split(':')[0])).toEqual([
      'selfie shot',
      'silhouette shot',
      'hands shot',
      'top-down shot',
      'selfie shot',
      'colour shot',
    ]);
    const dark = outputs[1]!;
    expect(meanLuminance(dark.image, { x: 0, y: 0, width: dark.width, height: dark.height })).toBeLessThan(
      0.2,
    );
    // No drawn hand anywhere: the selfie and hands shots stand the product on a surface.
    for (const output of outputs.filter((o) => /^(selfie|hands) shot/.test(o.layout.composition))) {
      expect(output.layout.composition).toContain('no hand');
      expect(output.layout.composition).toContain('product on the surface');
    }
  });
});

describe('a selfie review without a drawn hand', () => {
  /** Mean luminance of a band `height` tall, starting `from` px under the product's base. */
  const band = (image: Awaited<ReturnType<typeof decode>>, product: Box, from: number, height: number) =>
    meanLuminance(image, {
      x: product.x + product.width * 0.3,
      y: product.y + product.height + from,
      width: product.width * 0.4,
      height,
    });

  it('stands the product on the surface in front of the camera, on its own contact shadow', async () => {
    const preset = findPreset('ugc-selfie-review')!;
    const jar: ReferenceImage = {
      bytes: await jarWithAlpha(),
      mimeType: 'image/png',
      width: 700,
      height: 640,
    };
    for (const seed of [5, 6]) {
      for await (const output of renderPresetOutputs({
        preset,
        subject: 'Glow serum',
        seed,
        reference: jar,
      })) {
        expect(output.layout.composition).toContain('no hand');
        expect(output.layout.stance).toBe('standing');
        const product = output.layout.product!;
        const image = await decode(output.bytes);
        // Just under its base the surface is in the product's shade; a little further down it is
        // not: the product touches the surface instead of floating in front of it.
        const under = band(image, product, 2, 10);
        const below = band(image, product, output.height * 0.05, 10);
        expect(under, output.layout.composition).toBeLessThan(below - 0.04);
      }
    }
  });
});

describe('a product drawn when there is no photo', () => {
  it('takes the shape its words or its category name', () => {
    const shapes = {
      'Lumen vitamin C glow serum': 'bottle',
      'Natural red wine from the Douro': 'bottle',
      'Whipped shea body butter': 'jar',
      'Hand-poured soy candle': 'jar',
      'Double roast espresso beans': 'pouch',
      'Tinted lip balm': 'tube',
      'Oat milk latte to go': 'cup',
      'Wireless over-ear headphones': 'box',
      'Pocket bluetooth speaker': 'box',
      'Foldable e-reader tablet': 'device',
      'Trail running shoes': 'box',
    } as const;
    for (const [subject, shape] of Object.entries(shapes))
      expect(mockupShapeOf(subject), subject).toBe(shape);
  });

  it('is a bottle narrower at its cap than at its body, with the name on its label', async () => {
    const preset = findPreset('product-hero-studio')!;
    for await (const output of renderPresetOutputs({
      preset,
      subject: 'Lumen vitamin C glow serum',
      seed: 3,
      only: [0],
    })) {
      const image = await decode(output.bytes);
      const name = output.layout.texts.find((t) => t.role === 'card-subject')!;
      const eyebrow = output.layout.texts.find((t) => t.role === 'card-eyebrow')!;
      // The bottle's outline in a row: from its leftmost sharp edge to its rightmost (the backdrop's
      // light falls off smoothly, an outline does not).
      const widthAt = (row: number) => {
        const at = (x: number) => (row * image.width + x) * 3;
        let left = -1;
        let right = -1;
        for (let x = 2; x < image.width; x++) {
          let step = 0;
          for (let c = 0; c < 3; c++) step += Math.abs(image.rgb[at(x) + c]! - image.rgb[at(x - 2) + c]!);
          if (step > 60) {
            if (left < 0) left = x;
            right = x;
          }
        }
        return left < 0 ? 0 : right - left;
      };
      const body = widthAt(Math.round(name.box.y + name.box.height / 2));
      // Up from the label to the top of the bottle: somewhere it narrows to its neck and cap.
      const above: number[] = [];
      for (let y = Math.round(eyebrow.box.y) - 4; y > 0; y -= 2) {
        const width = widthAt(y);
        if (width === 0) break;
        above.push(width);
      }
      expect(above.length).toBeGreaterThan(10);
      expect(Math.min(...above)).toBeLessThan(body * 0.6);
      expect(name.lines.join(' ')).toBe('Lumen vitamin C glow serum');
    }
  });
});

describe('a product set into the customer’s photo', () => {
  it('stands on the photo’s surface, not in the air in front of it', async () => {
    // A pale wall over a dark wooden table top whose edge is 58 % down the photo.
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">
      <rect width="1200" height="900" fill="#e9e2d6"/>
      <rect x="300" y="120" width="260" height="300" fill="#cfc6b8"/>
      <rect y="522" width="1200" height="378" fill="#5b3b22"/>
      <rect y="522" width="1200" height="10" fill="#7a5233"/>
    </svg>`;
    const bytes = await sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
    const backdrop: ReferenceImage = { bytes, mimeType: 'image/jpeg', width: 1200, height: 900 };
    const reference: ReferenceImage = {
      bytes: await jarWithAlpha(),
      mimeType: 'image/png',
      width: 700,
      height: 640,
    };
    const preset = findPreset('ugc-lifestyle')!;
    for await (const output of renderPresetOutputs({
      preset,
      subject: 'Herb jar',
      seed: 11,
      reference,
      backdrop,
    })) {
      const image = await decode(output.bytes);
      const { height } = output;
      // Where the wall meets the table in the picture: the sharpest darkening down its left edge.
      let edge = 0;
      let sharpest = 0;
      for (let y = 4; y < height - 4; y++) {
        const step =
          meanLuminance(image, { x: 8, y: y - 4, width: 60, height: 1 }) -
          meanLuminance(image, { x: 8, y: y + 4, width: 60, height: 1 });
        if (step > sharpest) {
          sharpest = step;
          edge = y;
        }
      }
      const base = output.layout.product!.y + output.layout.product!.height;
      expect(Math.abs(base - edge) / height, `#${output.index}: base ${base}, surface ${edge}`).toBeLessThan(
        0.04,
      );
    }
  });
});

describe('an unboxing that shows the product', () => {
  /** A white bowl-like product, as a transparent PNG: white on white tissue would vanish. */
  const whiteBowl = async (): Promise<ReferenceImage> => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="700" height="480">
      <defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#e9e7e3"/><stop offset="0.5" stop-color="#ffffff"/><stop offset="1" stop-color="#dedad4"/></linearGradient></defs>
      <path d="M60 120 L640 120 Q620 400 350 420 Q80 400 60 120 Z" fill="url(#g)"/>
      <ellipse cx="350" cy="120" rx="290" ry="40" fill="#f7f6f3"/></svg>`;
    return {
      bytes: await sharp(Buffer.from(svg)).png().toBuffer(),
      mimeType: 'image/png',
      width: 700,
      height: 480,
    };
  };

  it('lifts a photographed product out of its box: it stands whole in front of it, its foot in view', async () => {
    const preset = findPreset('ugc-unboxing')!;
    const reference = await whiteBowl();
    for (const seed of [1, 2]) {
      for await (const output of renderPresetOutputs({
        preset,
        subject: 'Porcelain bowl',
        seed,
        reference,
      })) {
        const what = output.layout.composition;
        expect(output.layout.stance, what).toBe('standing');
        expect(what).toContain('lifted out in front of the box');
        const image = await decode(output.bytes);
        const product = output.layout.product!;
        const band = (from: number, height: number) =>
          meanLuminance(image, {
            x: product.x + product.width * 0.4,
            y: product.y + product.height * from,
            width: product.width * 0.2,
            height: product.height * height,
          });
        const bowl = band(0.3, 0.2);
        // Its foot is as white as its body: nothing of the box is drawn over it.
        expect(Math.abs(band(0.86, 0.08) - bowl), what).toBeLessThan(0.12);
        // The open box stands behind it: kraft and tissue above the product, not the bare table.
        const behind = meanLuminance(image, {
          x: product.x + product.width * 0.3,
          y: product.y - product.height * 0.25,
          width: product.width * 0.4,
          height: product.height * 0.15,
        });
        expect(bowl - behind, what).toBeGreaterThan(0.2);
      }
    }
  });
});

describe('a product showcase storyboard that rests its product', () => {
  /** A round plate, photographed from above: it lies on what it is set on. */
  const plate = async (): Promise<ReferenceImage> => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600">
      <circle cx="300" cy="300" r="260" fill="#2f5d8a"/><circle cx="300" cy="300" r="190" fill="#e9eef3"/></svg>`;
    return {
      bytes: await sharp(Buffer.from(svg)).png().toBuffer(),
      mimeType: 'image/png',
      width: 600,
      height: 600,
    };
  };

  it('stands or lays the product on a surface in the intro and the close-up, on its shadow', async () => {
    const preset = findPreset('video-storyboard-product')!;
    const jar: ReferenceImage = {
      bytes: await jarWithAlpha(),
      mimeType: 'image/png',
      width: 700,
      height: 640,
    };
    for (const [reference, stance] of [
      [jar, 'standing'],
      [await plate(), 'lying'],
    ] as const) {
      for (const seed of [1, 2, 3]) {
        for await (const output of renderPresetOutputs({
          preset,
          subject: 'Serving plate',
          seed,
          reference,
          only: [0, 1],
        })) {
          const what = `${stance} #${output.index} seed ${seed}: ${output.layout.composition}`;
          expect(output.layout.stance, what).toBe(stance);
          const product = output.layout.product!;
          const image = await decode(output.bytes);
          // The product's lowest row sits on its shadow: just under it the surface is darker than
          // a little further down. A product in the air has the backdrop's own light under it.
          const band = (from: number) =>
            meanLuminance(image, {
              x: product.x + product.width * 0.35,
              y: product.y + product.height + from,
              width: product.width * 0.3,
              height: 8,
            });
          expect(band(2), what).toBeLessThan(band(output.height * 0.05) - 0.04);
          if (stance === 'standing' && output.index === 1) {
            // Close up, the table's far edge crosses the frame behind the product, a little above
            // its base: a clear step in the light beside it, not a backdrop with nothing to stand on.
            const base = Math.round(product.y + product.height);
            let sharpest = 0;
            for (let y = base - Math.round(output.height * 0.25); y < base - 4; y++) {
              const step = Math.abs(
                meanLuminance(image, { x: 8, y: y - 4, width: 60, height: 1 }) -
                  meanLuminance(image, { x: 8, y: y + 4, width: 60, height: 1 }),
              );
              sharpest = Math.max(sharpest, step);
            }
            expect(sharpest, what).toBeGreaterThan(0.05);
          }
        }
      }
    }
  });
});

describe('a product set on a surface seen from its own height', () => {
  const rows = (width: (t: number) => number) =>
    Array.from({ length: 32 }, (_, i) => {
      const w = width((i + 0.5) / 32);
      return { left: 0.5 - w / 2, right: 0.5 + w / 2 };
    });

  it('tells a photo taken from above from one taken straight on or from a three-quarter height', () => {
    // A round bowl from over it: rounded at both ends, alike top and bottom.
    expect(viewOf(rows((t) => 2 * Math.sqrt(Math.max(0, t * (1 - t)))))).toBe('above');
    // A bottle: a narrow neck, a flat base as wide as its body.
    expect(viewOf(rows((t) => (t < 0.3 ? 0.35 : 1)))).toBe('front');
    // A pan from a three-quarter height: a flat rim on top, the near curve of its body below.
    expect(viewOf(rows((t) => (t < 0.5 ? 1 : 2 * Math.sqrt(Math.max(0, (1 - t) * t)))))).toBe(
      'three-quarter',
    );
  });

  it('lays a product photographed from above on a podium seen from above, and stands a bottle at eye level', async () => {
    const preset = findPreset('product-hero-color')!;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="500"><ellipse cx="300" cy="250" rx="280" ry="230" fill="#c0392b"/><ellipse cx="300" cy="250" rx="200" ry="160" fill="#8e2a20"/></svg>`;
    const bowl: ReferenceImage = {
      bytes: await sharp(Buffer.from(svg)).png().toBuffer(),
      mimeType: 'image/png',
      width: 600,
      height: 500,
    };
    const jar: ReferenceImage = {
      bytes: await jarWithAlpha(),
      mimeType: 'image/png',
      width: 700,
      height: 640,
    };
    for await (const output of renderPresetOutputs({ preset, subject: 'Bowl', seed: 4, reference: bowl })) {
      expect(output.layout.composition).toContain('podium from above');
      expect(output.layout.stance).toBe('lying');
    }
    for await (const output of renderPresetOutputs({ preset, subject: 'Jar', seed: 4, reference: jar })) {
      expect(output.layout.composition).toContain('podium at eye level');
      expect(output.layout.stance).toBe('standing');
    }
  });
});
