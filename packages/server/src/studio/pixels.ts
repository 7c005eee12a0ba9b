/**
 * The canvas the compositor paints on, and the pixel operations it needs, run by the WebAssembly
 * kernels of `assembly/pixels.ts` (128-bit SIMD). Blending is done here rather than with sharp's
 * composite, which works in floating point over the whole canvas for every layer, and rather than
 * in JavaScript, which spends several times an image encode on the same loops.
 *
 * The module's memory holds one canvas at a time: `paint` lays it out, runs the drawing callback
 * synchronously (nothing else can use the memory meanwhile) and answers the packed RGB pixels.
 * Sources are copied in just before each operation, into scratch space above the canvas.
 */
import { readFileSync } from 'node:fs';
import type { Rgb } from './colour.js';
import type { Box } from './geometry.js';
import { GRAIN_TILE } from './grain.js';

export interface Rgba {
  pixels: Uint8Array;
  width: number;
  height: number;
}

export interface Grain {
  /** Signed noise, a square tile of GRAIN_TILE pixels a side (grain.ts). */
  noise: Int8Array;
  /** Grey levels at full noise. */
  amount: number;
}

/** The part of the WebAssembly API used here (Node's types for it arrive only with @types/node 22). */
interface WebAssemblyApi {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object, imports: object) => { exports: unknown };
}
const { WebAssembly: wasm } = globalThis as unknown as { WebAssembly: WebAssemblyApi };

interface Kernels {
  memory: { buffer: ArrayBuffer; grow(pages: number): number };
  heapBase(): number;
  enlarge(
    source: number,
    sourceWidth: number,
    canvas: number,
    width: number,
    height: number,
    columns: number,
    rows: number,
    upper: number,
    lower: number,
    grain: number,
  ): void;
  blend(
    canvas: number,
    canvasStride: number,
    source: number,
    sourceStride: number,
    width: number,
    height: number,
    left: number,
    top: number,
    grain: number,
  ): void;
  transform(
    source: number,
    sourceWidth: number,
    sourceHeight: number,
    out: number,
    outWidth: number,
    outHeight: number,
    ...parameters: number[]
  ): void;
  tintMask(
    canvas: number,
    canvasStride: number,
    width: number,
    height: number,
    mask: number,
    maskWidth: number,
    columns: number,
    rows: number,
    line: number,
    r: number,
    g: number,
    b: number,
    strength: number,
  ): void;
  packRgb(rgba: number, rgb: number, count: number): void;
  card(canvas: number, width: number, height: number, ...parameters: number[]): void;
  boxBlur(pixels: number, scratch: number, width: number, height: number, radius: number): void;
  keyOut(
    pixels: number,
    width: number,
    height: number,
    r: number,
    g: number,
    b: number,
    coverage: number,
    reach: number,
    carry: number,
    scratch: number,
  ): void;
}

/** The grain tile's side; the kernels are compiled for the same. */
const GRAIN_SIDE = GRAIN_TILE;
/** Each tile row is followed by its first four pixels again, so the kernels read four at a time from any column. */
const GRAIN_ROW = GRAIN_SIDE + 4;
const GRAIN_BYTES = GRAIN_ROW * GRAIN_SIDE * 4 * 2;
const PAGE = 65_536;

let kernels: Kernels | undefined;
/** The grain amount whose tile is in memory now. */
let grainInMemory: { noise: Int8Array; amount: number } | undefined;
/**
 * Grain tiles scaled to the amounts scenes ask for, as the kernels read them: each scene has its own
 * amount (a storyboard's keyframes take turns), and scaling a tile costs more than painting a frame's
 * grain, copying one costs nothing.
 */
const scaledGrains = new Map<number, { noise: Int8Array; tile: Int16Array }>();
const SCALED_GRAINS = 8;

function scaledGrain(grain: Grain): Int16Array {
  const kept = scaledGrains.get(grain.amount);
  if (kept?.noise === grain.noise) return kept.tile;
  const tile = new Int16Array(GRAIN_ROW * GRAIN_SIDE * 4);
  const scale = grain.amount / 127;
  for (let y = 0; y < GRAIN_SIDE; y++) {
    for (let x = 0; x < GRAIN_ROW; x++) {
      const v = Math.round(grain.noise[y * GRAIN_SIDE + (x % GRAIN_SIDE)]! * scale);
      const o = (y * GRAIN_ROW + x) * 4;
      tile[o] = v;
      tile[o + 1] = v;
      tile[o + 2] = v;
    }
  }
  if (scaledGrains.size >= SCALED_GRAINS) scaledGrains.delete(scaledGrains.keys().next().value!);
  scaledGrains.set(grain.amount, { noise: grain.noise, tile });
  return tile;
}

function load(): Kernels {
  if (!kernels) {
    // Beside `src` and `dist` alike: both are two levels below the package.
    const bytes = readFileSync(new URL('../../wasm/pixels.wasm', import.meta.url));
    const instance = new wasm.Instance(new wasm.Module(bytes), { env: { abort } });
    kernels = instance.exports as unknown as Kernels;
  }
  return kernels;
}

function abort(): never {
  throw new Error('pixel kernel aborted');
}

const align = (n: number) => (n + 15) & ~15;

/** Grows the module's memory, if need be, so that it reaches `end`. */
function reach(k: Kernels, end: number): void {
  const missing = end - k.memory.buffer.byteLength;
  if (missing > 0) k.memory.grow(Math.ceil(missing / PAGE));
}

/**
 * Copies `buffers` into the module's memory one after another from `from` (16-byte aligned), with
 * `spare` bytes free after them; answers their addresses and the first free one.
 */
function lay(k: Kernels, from: number, buffers: Uint8Array[], spare = 0): { at: number[]; free: number } {
  let next = align(from);
  const at: number[] = [];
  for (const buffer of buffers) {
    at.push(next);
    next = align(next + buffer.byteLength);
  }
  reach(k, next + spare);
  const memory = new Uint8Array(k.memory.buffer);
  buffers.forEach((buffer, i) => {
    memory.set(buffer, at[i]!);
  });
  return { at, free: next };
}

/** Where work outside `paint` lays its buffers: above the grain tile, where a canvas goes. */
const freeSpace = (k: Kernels) => align(k.heapBase()) + GRAIN_BYTES;

/** Bilinear sample positions from `from` pixels to `to`: [first × stride, second × stride, weight of the second out of 256] each. */
function samplePositions(from: number, to: number, stride: number): Int32Array {
  const table = new Int32Array(to * 3);
  for (let i = 0; i < to; i++) {
    const s = Math.min(from - 1, Math.max(0, ((i + 0.5) * from) / to - 0.5));
    const f = Math.floor(s);
    table[i * 3] = f * stride;
    table[i * 3 + 1] = Math.min(from - 1, f + 1) * stride;
    table[i * 3 + 2] = Math.round((s - f) * 256);
  }
  return table;
}

/**
 * The radii of three box blurs that together make a Gaussian blur of `sigma` (the sizes of
 * "Fast almost-Gaussian filtering", Kovesi 2010).
 */
function gaussianBoxes(sigma: number): number[] {
  const n = 3;
  let lower = Math.floor(Math.sqrt((12 * sigma * sigma) / n + 1));
  if (lower % 2 === 0) lower--;
  const upper = lower + 2;
  const lowerCount = Math.round(
    (12 * sigma * sigma - n * lower * lower - 4 * n * lower - 3 * n) / (-4 * lower - 4),
  );
  return Array.from({ length: n }, (_, i) => ((i < lowerCount ? lower : upper) - 1) / 2);
}

/** Operations on the canvas being painted; valid only inside the `paint` callback. */
export interface Painter {
  readonly width: number;
  readonly height: number;
  /**
   * Fills the whole canvas (so it comes first) with an opaque premultiplied image enlarged
   * bilinearly: blurred first (a Gaussian of `blur` source pixels), then with `front` (same size,
   * premultiplied) laid over it, and grain added on the way.
   */
  enlarge(source: Rgba, options?: { blur?: number; front?: Uint8Array; grain?: Grain }): void;
  /**
   * Premultiplied RGBA with its top-left corner at (left, top), clipped to the canvas; with grain
   * (a photographed part of the picture) in proportion to its coverage.
   */
  drawPremultiplied(image: Rgba, left: number, top: number, grain?: Grain): void;
  /**
   * Tints the canvas with `colour` through a small one-channel mask enlarged (bilinearly) onto the
   * rectangle: how blurred shadows are drawn from a tiny blurred mask.
   */
  drawMask(
    mask: { pixels: Uint8Array; width: number; height: number },
    rect: { left: number; top: number; width: number; height: number },
    colour: { r: number; g: number; b: number },
    opacity: number,
  ): void;
  /** A rounded card with its sheen and inner outline, in `box` (canvas pixels, fractions kept). */
  drawCard(box: Box, card: CardShape): void;
  /** The mean WCAG relative luminance (0–1) of what is painted so far in `box`, clipped to the canvas. */
  luminanceIn(box: Box): number;
}

/**
 * Paints a width × height canvas and answers its packed RGB bytes: written into `into` when given
 * (of exactly width × height × 3 bytes), else into a new Buffer.
 */
export function paint(
  width: number,
  height: number,
  draw: (painter: Painter) => void,
  into?: Buffer,
): Buffer {
  const k = load();
  const base = align(k.heapBase());
  const grainAt = base;
  const canvas = grainAt + GRAIN_BYTES;
  const scratch = align(canvas + width * height * 4);
  const stride = width * 4;

  const ensure = (end: number) => reach(k, end);
  const bytes = () => new Uint8Array(k.memory.buffer);
  /** Copies buffers into scratch space, one after another; answers their addresses. */
  const place = (...buffers: Uint8Array[]) => lay(k, scratch, buffers).at;
  const table = (values: Int32Array) => new Uint8Array(values.buffer, values.byteOffset, values.byteLength);
  const grainTile = (grain: Grain | undefined): number => {
    if (!grain) return 0;
    if (grainInMemory?.noise !== grain.noise || grainInMemory.amount !== grain.amount) {
      new Int16Array(k.memory.buffer, grainAt, GRAIN_ROW * GRAIN_SIDE * 4).set(scaledGrain(grain));
      grainInMemory = { noise: grain.noise, amount: grain.amount };
    }
    return grainAt;
  };
  /** The part of a w × h image at (left, top) that lies on the canvas, or undefined. */
  const clip = (w: number, h: number, left: number, top: number) => {
    const startX = Math.max(0, -left);
    const startY = Math.max(0, -top);
    const endX = Math.min(w, width - left);
    const endY = Math.min(h, height - top);
    if (endX <= startX || endY <= startY) return undefined;
    return { startX, startY, columns: endX - startX, rows: endY - startY };
  };

  ensure(scratch + 16);
  const painter: Painter = {
    width,
    height,
    enlarge(source, options = {}) {
      const rowBytes = align(width * 4);
      const columns = samplePositions(source.width, width, 4);
      const rows = samplePositions(source.height, height, 1);
      const buffers = [source.pixels, table(columns), table(rows)];
      if (options.front) buffers.push(options.front);
      const [src, cols, rws, front] = place(...buffers);
      const upper = align(scratch + buffers.reduce((sum, b) => sum + align(b.byteLength), 0));
      const blurScratch = upper + 2 * rowBytes;
      ensure(blurScratch + source.pixels.byteLength);
      const sourceStride = source.width * 4;
      if (options.blur) {
        for (const radius of gaussianBoxes(options.blur)) {
          k.boxBlur(src!, blurScratch, source.width, source.height, radius);
        }
      }
      if (front !== undefined) {
        k.blend(src!, sourceStride, front, sourceStride, source.width, source.height, 0, 0, 0);
      }
      const grain = grainTile(options.grain);
      k.enlarge(src!, source.width, canvas, width, height, cols!, rws!, upper, upper + rowBytes, grain);
    },
    drawPremultiplied(image, left, top, grain) {
      const part = clip(image.width, image.height, left, top);
      if (!part) return;
      const [src] = place(image.pixels);
      const tile = grainTile(grain);
      k.blend(
        canvas + ((top + part.startY) * width + left + part.startX) * 4,
        stride,
        src! + (part.startY * image.width + part.startX) * 4,
        image.width * 4,
        part.columns,
        part.rows,
        left + part.startX,
        top + part.startY,
        tile,
      );
    },
    drawCard(box, card) {
      const { from, to, outline } = card;
      k.card(
        canvas,
        width,
        height,
        box.x,
        box.y,
        box.width,
        box.height,
        card.radius,
        from.r,
        from.g,
        from.b,
        to.r,
        to.g,
        to.b,
        card.reach,
        outline.inset,
        outline.radius,
        outline.width,
        outline.colour.r,
        outline.colour.g,
        outline.colour.b,
        outline.opacity,
      );
    },
    luminanceIn(box) {
      const x0 = Math.max(0, Math.floor(box.x));
      const y0 = Math.max(0, Math.floor(box.y));
      const x1 = Math.min(width, Math.ceil(box.x + box.width));
      const y1 = Math.min(height, Math.ceil(box.y + box.height));
      const memory = bytes();
      const linear = (v: number) => {
        const c = v / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      let sum = 0;
      let count = 0;
      // Every other pixel of every other row: a mean needs no more.
      for (let y = y0; y < y1; y += 2) {
        for (let x = x0; x < x1; x += 2) {
          const o = canvas + (y * width + x) * 4;
          sum +=
            0.2126 * linear(memory[o]!) + 0.7152 * linear(memory[o + 1]!) + 0.0722 * linear(memory[o + 2]!);
          count++;
        }
      }
      return count === 0 ? 0 : sum / count;
    },
    drawMask(mask, rect, colour, opacity) {
      const part = clip(rect.width, rect.height, rect.left, rect.top);
      if (!part) return;
      const columns = samplePositions(mask.width, rect.width, 1).subarray(
        part.startX * 3,
        (part.startX + part.columns) * 3,
      );
      const rows = samplePositions(mask.height, rect.height, mask.width).subarray(
        part.startY * 3,
        (part.startY + part.rows) * 3,
      );
      const [m, cols, rws, line] = place(
        mask.pixels,
        table(columns),
        table(rows),
        new Uint8Array(mask.width * 4),
      );
      k.tintMask(
        canvas + ((rect.top + part.startY) * width + rect.left + part.startX) * 4,
        stride,
        part.columns,
        part.rows,
        m!,
        mask.width,
        cols!,
        rws!,
        line!,
        Math.round(colour.r),
        Math.round(colour.g),
        Math.round(colour.b),
        Math.round(opacity * 256),
      );
    },
  };
  draw(painter);

  const rgbLength = width * height * 3;
  ensure(scratch + rgbLength + 16);
  k.packRgb(canvas, scratch, width * height);
  const packed = bytes().subarray(scratch, scratch + rgbLength);
  if (!into) return Buffer.from(packed);
  if (into.length !== rgbLength) throw new RangeError(`paint needs ${rgbLength} bytes, got ${into.length}`);
  into.set(packed);
  return into;
}

/** A card the kernels paint: rounded, a diagonal sheen and an inset outline. */
export interface CardShape {
  radius: number;
  /** The sheen: `from` at the top-left corner to `to` where across + down (each 0 to 1) reach `reach`. */
  from: Rgb;
  to: Rgb;
  reach: number;
  outline: { inset: number; radius: number; width: number; colour: Rgb; opacity: number };
}

/** Directional light over the product, so that it sits in the scene's light. */
export interface Light {
  /** Degrees: the direction from the lit edge toward the far edge. */
  angle: number;
  highlight: Rgb;
  shade: Rgb;
  /** How far a pixel at either edge moves toward the highlight or shade colour, 0–1. */
  strength: number;
}

/**
 * Scales a premultiplied image to width × height, turns it by `rotation` degrees (clockwise) about
 * its centre on a transparent ground, and lights it, in one bilinear pass. Answers the turned image
 * (premultiplied), as large as the turned rectangle's bounds.
 */
export function transform(
  source: Rgba,
  width: number,
  height: number,
  rotation: number,
  light?: Light,
): Rgba & { pixels: Buffer } {
  const k = load();
  const radians = (rotation * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  // Bounds of the turned rectangle, as sharp's rotate makes them.
  const outWidth = Math.max(1, Math.ceil(Math.abs(width * cos) + Math.abs(height * sin) - 1e-6));
  const outHeight = Math.max(1, Math.ceil(Math.abs(width * sin) + Math.abs(height * cos) - 1e-6));
  // Output pixel centre → offset from the output's centre → turned back → source pixel.
  const kx = source.width / width;
  const ky = source.height / height;
  const map = [
    cos * kx,
    sin * kx,
    (-cos * (outWidth / 2) - sin * (outHeight / 2) + width / 2) * kx - 0.5,
    -sin * ky,
    cos * ky,
    (sin * (outWidth / 2) - cos * (outHeight / 2) + height / 2) * ky - 0.5,
  ];
  let lighting = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
  if (light) {
    const ux = Math.cos((light.angle * Math.PI) / 180);
    const uy = Math.sin((light.angle * Math.PI) / 180);
    const span = Math.abs(ux) * outWidth + Math.abs(uy) * outHeight;
    const originX = ux > 0 ? 0 : outWidth;
    const originY = uy > 0 ? 0 : outHeight;
    const { highlight: h, shade: s } = light;
    lighting = [
      ux / span,
      uy / span,
      -(originX * ux + originY * uy) / span,
      light.strength,
      h.r,
      h.g,
      h.b,
      s.r,
      s.g,
      s.b,
    ];
  }
  // Source with a transparent one-pixel border, then the output.
  const padded = padded1(source);
  const outBytes = outWidth * outHeight * 4;
  const {
    at: [base],
    free: out,
  } = lay(k, freeSpace(k), [padded], outBytes);
  k.transform(base!, source.width, source.height, out, outWidth, outHeight, ...map, ...lighting);
  return {
    pixels: Buffer.from(new Uint8Array(k.memory.buffer, out, outBytes)),
    width: outWidth,
    height: outHeight,
  };
}

const paddedSources = new WeakMap<Uint8Array, Uint8Array>();

/** The image with a transparent one-pixel border (kept for the image's lifetime: a run draws it many times). */
function padded1(image: Rgba): Uint8Array {
  let padded = paddedSources.get(image.pixels);
  if (!padded) {
    const rowLength = image.width * 4;
    const stride = (image.width + 2) * 4;
    padded = new Uint8Array(stride * (image.height + 2));
    for (let y = 0; y < image.height; y++) {
      padded.set(image.pixels.subarray(y * rowLength, (y + 1) * rowLength), (y + 1) * stride + 4);
    }
    paddedSources.set(image.pixels, padded);
  }
  return padded;
}

/** A Gaussian blur (of `sigma` pixels, edges extended) of a premultiplied RGBA image: a new image. */
export function blur(image: Rgba, sigma: number): Uint8Array {
  const k = load();
  const {
    at: [at],
    free: scratch,
  } = lay(k, freeSpace(k), [image.pixels], image.pixels.byteLength);
  for (const radius of gaussianBoxes(sigma)) k.boxBlur(at!, scratch, image.width, image.height, radius);
  return new Uint8Array(k.memory.buffer).slice(at!, at! + image.pixels.byteLength);
}

/**
 * Keys a plain background of colour `background` out of straight RGBA `pixels`, in place: a flood
 * from the border through background-like pixels, each reached pixel taking its coverage from
 * `coverage` (by squared colour distance; pixels at `coverage.length` or farther stop the flood)
 * and those closer than `carry` (squared) carrying it on; then a feather and the background's
 * colour taken back out of the edge.
 */
export function keyBackground(
  pixels: Uint8Array,
  width: number,
  height: number,
  background: { r: number; g: number; b: number },
  coverage: Uint8Array,
  carry: number,
): void {
  const k = load();
  const {
    at: [at, table],
    free: scratch,
  } = lay(k, freeSpace(k), [pixels, coverage], width * height * 12);
  k.keyOut(
    at!,
    width,
    height,
    background.r,
    background.g,
    background.b,
    table!,
    coverage.length,
    carry,
    scratch,
  );
  pixels.set(new Uint8Array(k.memory.buffer, at!, pixels.byteLength));
}
