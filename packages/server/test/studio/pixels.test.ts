/**
 * The WebAssembly pixel kernels against plain reference arithmetic, on random images of awkward
 * sizes (widths that are not multiples of four exercise the scalar tails next to the SIMD loops).
 */
import { Resvg } from '@resvg/resvg-js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hex } from '../../src/studio/colour.js';
import { grainTile } from '../../src/studio/grain.js';
import { blur, paint, type Rgba, transform } from '../../src/studio/pixels.js';
import type { CardShape } from '../../src/studio/scene.js';

const rgbAt = (rgb: Buffer, width: number, x: number, y: number) => {
  const o = (y * width + x) * 3;
  return [rgb[o]!, rgb[o + 1]!, rgb[o + 2]!];
};

/** An opaque image, one colour a pixel from `colour(x, y)`. */
function opaque(width: number, height: number, colour: (x: number, y: number) => number[]): Rgba {
  const pixels = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [r, g, b] = colour(x, y);
      pixels.set([r!, g!, b!, 255], (y * width + x) * 4);
    }
  }
  return { pixels, width, height };
}

const seeded = (seed: number) => {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state >>> 24;
  };
};

/** A premultiplied image with random colours and coverage. */
function randomPremultiplied(width: number, height: number, seed: number): Rgba {
  const next = seeded(seed);
  const pixels = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    const alpha = [0, 255, next()][i % 3]!;
    for (let c = 0; c < 3; c++) pixels[i * 4 + c] = Math.round((next() * alpha) / 255);
    pixels[i * 4 + 3] = alpha;
  }
  return { pixels, width, height };
}

describe('pixel kernels', () => {
  it('fills the canvas with a flat image exactly, at any size', () => {
    for (const [width, height] of [
      [1, 1],
      [7, 5],
      [1080, 1350],
    ] as const) {
      const rgb = paint(width, height, (canvas) => canvas.enlarge(opaque(3, 2, () => [12, 200, 99])));
      expect(rgb.length).toBe(width * height * 3);
      const wrong = rgb.findIndex((v, i) => v !== [12, 200, 99][i % 3]);
      expect(wrong).toBe(-1);
    }
  });

  it('enlarges bilinearly: a left-to-right ramp stays a monotonic ramp between its end colours', () => {
    const rgb = paint(37, 3, (canvas) =>
      canvas.enlarge(opaque(2, 1, (x) => (x === 0 ? [0, 0, 0] : [255, 255, 255]))),
    );
    const row = Array.from({ length: 37 }, (_, x) => rgbAt(rgb, 37, x, 1)[0]!);
    expect(row[0]).toBe(0);
    expect(row[36]).toBe(255);
    for (let x = 1; x < 37; x++) expect(row[x]!).toBeGreaterThanOrEqual(row[x - 1]!);
    // The middle is half way, within a grey level.
    expect(Math.abs(row[18]! - 127.5)).toBeLessThanOrEqual(1);
  });

  it('adds grain that averages out and stays inside 0–255', () => {
    const grain = { noise: grainTile(), amount: 40 };
    const grey = paint(64, 64, (canvas) =>
      canvas.enlarge(
        opaque(1, 1, () => [128, 128, 128]),
        { grain },
      ),
    );
    const white = paint(64, 64, (canvas) =>
      canvas.enlarge(
        opaque(1, 1, () => [255, 255, 255]),
        { grain },
      ),
    );
    const mean = grey.reduce((sum, v) => sum + v, 0) / grey.length;
    expect(Math.abs(mean - 128)).toBeLessThan(2);
    expect(new Set(grey).size).toBeGreaterThan(20);
    // Noise above white clamps rather than wrapping around to black.
    expect(Math.min(...white)).toBeGreaterThan(150);
  });

  it('blends premultiplied layers as "source over", clipped at every edge', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 13 }),
        fc.integer({ min: 1, max: 9 }),
        fc.integer({ min: -8, max: 12 }),
        fc.integer({ min: -6, max: 8 }),
        fc.integer({ min: 0, max: 1000 }),
        (w, h, left, top, seed) => {
          const width = 11;
          const height = 7;
          const ground = (x: number, y: number) => [(x * 23) % 256, (y * 37) % 256, 90];
          const layer = randomPremultiplied(w, h, seed);
          const rgb = paint(width, height, (canvas) => {
            canvas.enlarge(opaque(width, height, ground));
            canvas.drawPremultiplied(layer, left, top);
          });
          for (let y = 0; y < height; y++) {
            for (let x = 0; x < width; x++) {
              const lx = x - left;
              const ly = y - top;
              const below = ground(x, y);
              let expected = below;
              if (lx >= 0 && ly >= 0 && lx < w && ly < h) {
                const o = (ly * w + lx) * 4;
                const a = layer.pixels[o + 3]!;
                expected = below.map((d, c) => layer.pixels[o + c]! + (d * (255 - a)) / 255);
              }
              const got = rgbAt(rgb, width, x, y);
              for (const [c, v] of got.entries()) expect(Math.abs(v - expected[c]!)).toBeLessThanOrEqual(1);
            }
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('adds grain to a drawn layer in proportion to its coverage', () => {
    const grain = { noise: grainTile(), amount: 40 };
    const half = { pixels: new Uint8Array(40 * 4).fill(0), width: 40, height: 1 };
    const full = { pixels: new Uint8Array(40 * 4).fill(0), width: 40, height: 1 };
    for (let x = 0; x < 40; x++) {
      half.pixels.set([64, 64, 64, 128], x * 4);
      full.pixels.set([128, 128, 128, 255], x * 4);
    }
    const spread = (layer: Rgba) => {
      const rgb = paint(41, 1, (canvas) => {
        canvas.enlarge(opaque(1, 1, () => [128, 128, 128]));
        // At an odd column: the grain of four pixels at a time is read from any tile column.
        canvas.drawPremultiplied(layer, 1, 0, grain);
      });
      const values = Array.from({ length: 40 }, (_, x) => rgb[(x + 1) * 3]! - 128);
      return Math.sqrt(values.reduce((sum, v) => sum + v * v, 0) / values.length);
    };
    const fullSpread = spread(full);
    expect(fullSpread).toBeGreaterThan(5);
    expect(spread(half)).toBeGreaterThan(fullSpread * 0.35);
    expect(spread(half)).toBeLessThan(fullSpread * 0.65);
  });

  it('tints through a mask: full coverage gives the colour, none leaves the canvas alone', () => {
    const rgb = paint(9, 4, (canvas) => {
      canvas.enlarge(opaque(1, 1, () => [200, 200, 200]));
      canvas.drawMask(
        { pixels: new Uint8Array([255, 255, 0, 0]), width: 4, height: 1 },
        { left: -2, top: 1, width: 8, height: 2 },
        { r: 10, g: 20, b: 30 },
        1,
      );
    });
    expect(rgbAt(rgb, 9, 0, 1)).toEqual([10, 20, 30]);
    // Canvas x 1 is mask column 0.75 of 4, x 2 column 1.25: partly covered, darker than 200.
    expect(rgbAt(rgb, 9, 1, 2)[0]).toBeLessThan(200);
    expect(rgbAt(rgb, 9, 3, 1)).toEqual([200, 200, 200]);
    expect(rgbAt(rgb, 9, 0, 0)).toEqual([200, 200, 200]);
    expect(rgbAt(rgb, 9, 0, 3)).toEqual([200, 200, 200]);
    expect(rgbAt(rgb, 9, 8, 1)).toEqual([200, 200, 200]);
  });

  it('transforms: the same size and no turn reproduces the image', () => {
    const source = randomPremultiplied(13, 6, 7);
    const out = transform(source, 13, 6, 0);
    expect(out.width).toBe(13);
    expect(out.height).toBe(6);
    expect([...out.pixels]).toEqual([...source.pixels]);
  });

  it('transforms: a quarter turn clockwise moves the top-left corner to the top-right', () => {
    const source = opaque(4, 2, (x, y) => (x === 0 && y === 0 ? [255, 0, 0] : [0, 0, 255]));
    const out = transform(source, 4, 2, 90);
    expect([out.width, out.height]).toEqual([2, 4]);
    const at = (x: number, y: number) => [...out.pixels.subarray((y * 2 + x) * 4, (y * 2 + x) * 4 + 4)];
    expect(at(1, 0)).toEqual([255, 0, 0, 255]);
    expect(at(0, 0)).toEqual([0, 0, 255, 255]);
    expect(at(1, 3)).toEqual([0, 0, 255, 255]);
  });

  it('transforms: scaling keeps the edge soft and never reads outside the image', () => {
    const source = opaque(5, 5, () => [255, 255, 255]);
    const out = transform(source, 40, 40, 30);
    // Turned 30°, the corners of the bounds are empty, the centre is solid, edges are partial.
    expect(out.pixels[3]).toBe(0);
    const centre = ((out.height >> 1) * out.width + (out.width >> 1)) * 4;
    expect([...out.pixels.subarray(centre, centre + 4)]).toEqual([255, 255, 255, 255]);
    const alphas = new Set<number>();
    for (let i = 3; i < out.pixels.length; i += 4) alphas.add(out.pixels[i]!);
    expect([...alphas].some((a) => a > 0 && a < 255)).toBe(true);
    // Premultiplied stays premultiplied: no colour above its alpha.
    for (let i = 0; i < out.pixels.length; i += 4) {
      expect(Math.max(out.pixels[i]!, out.pixels[i + 1]!, out.pixels[i + 2]!)).toBeLessThanOrEqual(
        out.pixels[i + 3]! + 1,
      );
    }
  });

  it('transforms: light brightens the lit side and darkens the far side', () => {
    const source = opaque(8, 8, () => [128, 128, 128]);
    const out = transform(source, 64, 8, 0, {
      angle: 0,
      highlight: { r: 255, g: 255, b: 255 },
      shade: { r: 0, g: 0, b: 0 },
      strength: 0.5,
    });
    // Columns 4 and 59, clear of the edge pixels that fade into the transparent ground.
    const at = (x: number) => out.pixels.subarray((4 * 64 + x) * 4, (4 * 64 + x) * 4 + 4);
    expect(at(4)[0]).toBeGreaterThan(170);
    expect(Math.abs(at(32)[0]! - 128)).toBeLessThanOrEqual(3);
    expect(at(59)[0]).toBeLessThan(80);
    // Alpha is untouched by the light.
    for (const x of [4, 32, 59]) expect(at(x)[3]).toBe(255);
  });

  it('blurs like a Gaussian of the asked sigma, keeping the light that was there', () => {
    const size = 61;
    const pixels = new Uint8Array(size * size * 4);
    // A white square of 3 × 3 pixels in the middle: enough light that rounding stays small.
    for (let y = 29; y < 32; y++)
      for (let x = 29; x < 32; x++) pixels.fill(255, (y * size + x) * 4, (y * size + x) * 4 + 4);
    const blurred = blur({ pixels, width: size, height: size }, 4);
    let total = 0;
    let spread = 0;
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) {
        const v = blurred[(y * size + x) * 4 + 3]!;
        total += v;
        spread += v * (x - 30) ** 2;
      }
    }
    expect(Math.abs(total / (9 * 255) - 1)).toBeLessThan(0.05);
    // Variance across: sigma² plus the square's own (8 / 12 · … ≈ 0.67).
    expect(Math.sqrt(spread / total)).toBeGreaterThan(3.6);
    expect(Math.sqrt(spread / total)).toBeLessThan(4.5);
    // Symmetric, and the peak moved nowhere.
    expect(blurred[(30 * size + 26) * 4 + 3]).toBe(blurred[(30 * size + 34) * 4 + 3]);
  });

  it('paints a card as the SVG rasteriser draws the same card, clipped at the canvas edges', () => {
    const width = 203;
    const height = 157;
    const backdrop = opaque(width, height, (x, y) => [(x * 5) % 256, (y * 3) % 256, 90]);
    const card: CardShape = {
      radius: 11.3,
      from: { r: 250, g: 246, b: 236 },
      to: { r: 40, g: 120, b: 90 },
      reach: 1,
      outline: { inset: 7.4, radius: 6.8, width: 2.2, colour: { r: 20, g: 20, b: 24 }, opacity: 0.22 },
    };
    for (const box of [
      { x: 20.4, y: 13.7, width: 151.2, height: 120.9 },
      { x: -30.5, y: 90.25, width: 120, height: 100 },
    ]) {
      const painted = paint(width, height, (canvas) => {
        canvas.enlarge(backdrop);
        canvas.drawCard(box, card);
      });
      const { outline: o } = card;
      const svg =
        `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
        `<defs><linearGradient id="g" x1="0" y1="0" x2="0.5" y2="0.5"><stop offset="0" stop-color="${hex(card.from)}"/><stop offset="1" stop-color="${hex(card.to)}"/></linearGradient></defs>` +
        `<rect x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" rx="${card.radius}" fill="url(#g)"/>` +
        `<rect x="${box.x + o.inset}" y="${box.y + o.inset}" width="${box.width - 2 * o.inset}" height="${box.height - 2 * o.inset}" rx="${o.radius}" fill="none" stroke="${hex(o.colour)}" stroke-opacity="${o.opacity}" stroke-width="${o.width}"/></svg>`;
      const layer = new Resvg(svg, { font: { loadSystemFonts: false } }).render();
      const expected = paint(width, height, (canvas) => {
        canvas.enlarge(backdrop);
        canvas.drawPremultiplied({ pixels: layer.pixels, width, height }, 0, 0);
      });
      let total = 0;
      let worst = 0;
      for (let i = 0; i < painted.length; i++) {
        const d = Math.abs(painted[i]! - expected[i]!);
        total += d;
        worst = Math.max(worst, d);
      }
      // Inside, the same colours to rounding; along the edges the two anti-aliasings differ a little.
      expect(total / painted.length).toBeLessThan(0.6);
      expect(worst).toBeLessThan(64);
      // The backdrop outside the card is untouched, the card's far corner is the plain surface.
      expect(rgbAt(painted, width, width - 1, 0)).toEqual(rgbAt(expected, width, width - 1, 0));
    }
    const inside = paint(width, height, (canvas) => {
      canvas.enlarge(backdrop);
      canvas.drawCard({ x: 20, y: 10, width: 150, height: 120 }, card);
    });
    // The sheen runs from the top-left corner to the plain surface at the middle: a third of the
    // way along it at (45, 30), u + v = 25.5 / 150 + 20.5 / 120.
    const t = 25.5 / 150 + 20.5 / 120;
    const sheen = [250 + (40 - 250) * t, 246 + (120 - 246) * t, 236 + (90 - 236) * t];
    for (const [c, v] of rgbAt(inside, width, 45, 30).entries()) {
      expect(Math.abs(v - sheen[c]!)).toBeLessThanOrEqual(1);
    }
    expect(rgbAt(inside, width, 150, 110)).toEqual([40, 120, 90]);
  });
});
