/**
 * An RGB canvas in memory and the few pixel operations the compositor needs. Blending is done here
 * rather than with sharp's composite, which works in floating point over the whole canvas for every
 * layer; each operation here touches only the pixels it covers, so sharp is left with one encode.
 */
export interface Canvas {
  width: number;
  height: number;
  /** Packed RGB, 3 bytes a pixel. */
  rgb: Uint8ClampedArray;
}

export interface Rgba {
  pixels: Uint8Array;
  width: number;
  height: number;
  /** resvg answers premultiplied pixels, sharp straight ones. */
  premultiplied: boolean;
}

export function createCanvas(width: number, height: number): Canvas {
  return { width, height, rgb: new Uint8ClampedArray(width * height * 3) };
}

export interface Grain {
  /** Signed noise, a square tile whose side is a power of two. */
  noise: Int8Array;
  tile: number;
  /** Grey levels at full noise. */
  amount: number;
}

/**
 * Fills the canvas with an opaque image enlarged by bilinear interpolation, in two passes: each
 * source row is widened once, then output rows blend the two widened rows around them. Grain is
 * added on the way, so it costs no pass of its own.
 */
export function drawEnlarged(canvas: Canvas, source: Rgba, grain?: Grain): void {
  const { width, height, rgb } = canvas;
  const sw = source.width;
  const sh = source.height;
  const src = source.pixels;
  const x0 = new Int32Array(width);
  const x1 = new Int32Array(width);
  const fx = new Float32Array(width);
  for (let x = 0; x < width; x++) {
    const sx = Math.min(sw - 1, Math.max(0, ((x + 0.5) * sw) / width - 0.5));
    x0[x] = Math.floor(sx) * 4;
    x1[x] = Math.min(sw - 1, Math.floor(sx) + 1) * 4;
    fx[x] = sx - Math.floor(sx);
  }
  // Two widened rows at a time: output rows move down the source monotonically.
  let upperRow = -1;
  let lowerRow = -1;
  let upper = new Float32Array(width * 3);
  let lower = new Float32Array(width * 3);
  const widen = (row: number, line: Float32Array) => {
    const base = row * sw * 4;
    for (let x = 0, o = 0; x < width; x++, o += 3) {
      const a = base + x0[x]!;
      const b = base + x1[x]!;
      const f = fx[x]!;
      line[o] = src[a]! + (src[b]! - src[a]!) * f;
      line[o + 1] = src[a + 1]! + (src[b + 1]! - src[a + 1]!) * f;
      line[o + 2] = src[a + 2]! + (src[b + 2]! - src[a + 2]!) * f;
    }
  };
  const noise = grain?.noise;
  const mask = (grain?.tile ?? 1) - 1;
  const shift = Math.log2(grain?.tile ?? 1);
  const scale = grain ? grain.amount / 127 : 0;
  const rowLength = width * 3;
  for (let y = 0; y < height; y++) {
    const sy = Math.min(sh - 1, Math.max(0, ((y + 0.5) * sh) / height - 0.5));
    const r0 = Math.floor(sy);
    const r1 = Math.min(sh - 1, r0 + 1);
    if (r0 !== upperRow) {
      if (r0 === lowerRow) {
        [upper, lower] = [lower, upper];
        upperRow = r0;
      } else {
        widen(r0, upper);
        upperRow = r0;
      }
      if (r1 !== r0) {
        widen(r1, lower);
        lowerRow = r1;
      }
    }
    const bottom = r1 === r0 ? upper : lower;
    const fy = sy - r0;
    let o = y * rowLength;
    if (noise) {
      const noiseRow = (y & mask) << shift;
      for (let x = 0, i = 0; x < width; x++, i += 3, o += 3) {
        const g = noise[noiseRow + (x & mask)]! * scale;
        const u0 = upper[i]!;
        const u1 = upper[i + 1]!;
        const u2 = upper[i + 2]!;
        rgb[o] = u0 + (bottom[i]! - u0) * fy + g;
        rgb[o + 1] = u1 + (bottom[i + 1]! - u1) * fy + g;
        rgb[o + 2] = u2 + (bottom[i + 2]! - u2) * fy + g;
      }
    } else {
      for (let i = 0; i < rowLength; i++, o++) rgb[o] = upper[i]! + (bottom[i]! - upper[i]!) * fy;
    }
  }
}

/** Draws an RGBA image with its top-left corner at (left, top), clipped to the canvas. */
export function drawImage(
  canvas: Canvas,
  image: Rgba,
  left: number,
  top: number,
  opacity = 1,
  grain?: Grain,
): void {
  const { width, height, rgb } = canvas;
  const startX = Math.max(0, -left);
  const startY = Math.max(0, -top);
  const endX = Math.min(image.width, width - left);
  const endY = Math.min(image.height, height - top);
  const src = image.pixels;
  const grainScale = grain ? grain.amount / 127 : 0;
  for (let y = startY; y < endY; y++) {
    let s = (y * image.width + startX) * 4;
    let d = ((top + y) * width + left + startX) * 3;
    for (let x = startX; x < endX; x++, s += 4, d += 3) {
      const alpha = src[s + 3]!;
      if (alpha === 0) continue;
      const a = (alpha / 255) * opacity;
      if (image.premultiplied) {
        rgb[d] = src[s]! * opacity + rgb[d]! * (1 - a);
        rgb[d + 1] = src[s + 1]! * opacity + rgb[d + 1]! * (1 - a);
        rgb[d + 2] = src[s + 2]! * opacity + rgb[d + 2]! * (1 - a);
      } else {
        const g = grain
          ? grain.noise[((top + y) % grain.tile) * grain.tile + ((left + x) % grain.tile)]! * grainScale * a
          : 0;
        rgb[d] = rgb[d]! + (src[s]! - rgb[d]!) * a + g;
        rgb[d + 1] = rgb[d + 1]! + (src[s + 1]! - rgb[d + 1]!) * a + g;
        rgb[d + 2] = rgb[d + 2]! + (src[s + 2]! - rgb[d + 2]!) * a + g;
      }
    }
  }
}

/**
 * Tints the canvas with `colour` through a small one-channel mask enlarged (bilinearly) onto the
 * rectangle at (left, top, width, height): how blurred shadows are drawn from a tiny blurred mask.
 */
export function drawMask(
  canvas: Canvas,
  mask: { pixels: Uint8Array; width: number; height: number },
  rect: { left: number; top: number; width: number; height: number },
  colour: { r: number; g: number; b: number },
  opacity: number,
): void {
  const startX = Math.max(0, rect.left);
  const startY = Math.max(0, rect.top);
  const endX = Math.min(canvas.width, rect.left + rect.width);
  const endY = Math.min(canvas.height, rect.top + rect.height);
  const mw = mask.width;
  const mh = mask.height;
  const m = mask.pixels;
  const rgb = canvas.rgb;
  for (let y = startY; y < endY; y++) {
    const sy = Math.min(mh - 1, Math.max(0, ((y - rect.top + 0.5) * mh) / rect.height - 0.5));
    const y0 = Math.floor(sy);
    const y1 = Math.min(mh - 1, y0 + 1);
    const fy = sy - y0;
    let d = (y * canvas.width + startX) * 3;
    for (let x = startX; x < endX; x++, d += 3) {
      const sx = Math.min(mw - 1, Math.max(0, ((x - rect.left + 0.5) * mw) / rect.width - 0.5));
      const x0 = Math.floor(sx);
      const x1 = Math.min(mw - 1, x0 + 1);
      const fx = sx - x0;
      const top = m[y0 * mw + x0]! + (m[y0 * mw + x1]! - m[y0 * mw + x0]!) * fx;
      const bottom = m[y1 * mw + x0]! + (m[y1 * mw + x1]! - m[y1 * mw + x0]!) * fx;
      const a = ((top + (bottom - top) * fy) / 255) * opacity;
      if (a <= 0.002) continue;
      rgb[d] = rgb[d]! + (colour.r - rgb[d]!) * a;
      rgb[d + 1] = rgb[d + 1]! + (colour.g - rgb[d + 1]!) * a;
      rgb[d + 2] = rgb[d + 2]! + (colour.b - rgb[d + 2]!) * a;
    }
  }
}

/** Premultiplied RGBA `source` over premultiplied RGBA `target` of the same size, in place. */
export function blendOver(target: Uint8Array, source: Uint8Array): void {
  for (let o = 0; o < target.length; o += 4) {
    const a = source[o + 3]!;
    if (a === 0) continue;
    const keep = 1 - a / 255;
    target[o] = source[o]! + target[o]! * keep;
    target[o + 1] = source[o + 1]! + target[o + 1]! * keep;
    target[o + 2] = source[o + 2]! + target[o + 2]! * keep;
    target[o + 3] = a + target[o + 3]! * keep;
  }
}
