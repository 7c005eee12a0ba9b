// The studio's pixel kernels, in AssemblyScript compiled to WebAssembly with 128-bit SIMD: the
// full-canvas passes of compositing (enlarging the backdrop with grain, blending layers, tinting
// shadows, packing RGB for the encoder). Plain JavaScript spends several times an image encode on
// these; here each costs a fraction of one. `src/studio/pixels.ts` owns the memory and calls them.
//
// Pixels are RGBA bytes. The canvas is opaque RGBA (its alpha byte is carried along, never read);
// every layer drawn on it is premultiplied. Grain is a 256 × 256 tile of signed 16-bit offsets, four
// to a pixel (R, G, B, and 0 for alpha), each row followed by a copy of its first four pixels so
// that four pixels from any column can be read at once.
// Weights are out of 256; division by 255 is exact rounding: (t + 128 + ((t + 128) >> 8)) >> 8.

const GRAIN_SIDE: i32 = 256;
const GRAIN_ROW: i32 = GRAIN_SIDE + 4;

/** Where the caller may lay out its buffers: everything above this address is free. */
export function heapBase(): usize {
  return __heap_base;
}

// Broadcasts each pixel's alpha byte over its four bytes.
@inline
function alphas(s: v128): v128 {
  return i8x16.shuffle(s, s, 3, 3, 3, 3, 7, 7, 7, 7, 11, 11, 11, 11, 15, 15, 15, 15);
}

// round(t / 255) on eight 16-bit lanes, for t ≤ 255 × 255.
@inline
function div255(t: v128): v128 {
  const u = i16x8.add(t, i16x8.splat(128));
  return i16x8.shr_u(i16x8.add(u, i16x8.shr_u(u, 8)), 8);
}

@inline
function div255Scalar(t: i32): i32 {
  const u = t + 128;
  return (u + (u >> 8)) >> 8;
}

@inline
function clampByte(v: i32): i32 {
  return v < 0 ? 0 : v > 255 ? 255 : v;
}

// Where the grain of canvas pixel (x, y) is; the next three pixels' follow it.
@inline
function grainAt(grain: usize, x: i32, y: i32): usize {
  return grain + ((((y & (GRAIN_SIDE - 1)) * GRAIN_ROW + (x & (GRAIN_SIDE - 1))) << 3) as usize);
}

/**
 * Widens source row `row` to `width` pixels: `columns` holds, for each output x, the byte offsets of
 * its two source pixels in the row and the weight of the second (three i32).
 */
function widen(source: usize, sourceStride: i32, row: i32, columns: usize, width: i32, line: usize): void {
  const base = source + ((row * sourceStride) as usize);
  const rounding = i16x8.splat(128);
  const whole = i16x8.splat(256);
  let x = 0;
  // Four output pixels at a time: their eight source pixels and four weights gathered into lanes.
  for (; x + 4 <= width; x += 4) {
    const c = columns + ((x * 12) as usize);
    let a = v128.load32_zero(base + (load<i32>(c) as usize));
    a = v128.load32_lane(base + (load<i32>(c, 12) as usize), a, 1);
    a = v128.load32_lane(base + (load<i32>(c, 24) as usize), a, 2);
    a = v128.load32_lane(base + (load<i32>(c, 36) as usize), a, 3);
    let b = v128.load32_zero(base + (load<i32>(c, 4) as usize));
    b = v128.load32_lane(base + (load<i32>(c, 16) as usize), b, 1);
    b = v128.load32_lane(base + (load<i32>(c, 28) as usize), b, 2);
    b = v128.load32_lane(base + (load<i32>(c, 40) as usize), b, 3);
    let w = v128.load32_zero(c, 8);
    w = v128.load32_lane(c, w, 1, 20);
    w = v128.load32_lane(c, w, 2, 32);
    w = v128.load32_lane(c, w, 3, 44);
    // Each pixel's weight over its four channels.
    const wLow = i8x16.shuffle(w, w, 0, 1, 0, 1, 0, 1, 0, 1, 4, 5, 4, 5, 4, 5, 4, 5);
    const wHigh = i8x16.shuffle(w, w, 8, 9, 8, 9, 8, 9, 8, 9, 12, 13, 12, 13, 12, 13, 12, 13);
    const low = i16x8.shr_u(
      i16x8.add(
        i16x8.add(
          i16x8.mul(i16x8.extend_low_i8x16_u(a), i16x8.sub(whole, wLow)),
          i16x8.mul(i16x8.extend_low_i8x16_u(b), wLow),
        ),
        rounding,
      ),
      8,
    );
    const high = i16x8.shr_u(
      i16x8.add(
        i16x8.add(
          i16x8.mul(i16x8.extend_high_i8x16_u(a), i16x8.sub(whole, wHigh)),
          i16x8.mul(i16x8.extend_high_i8x16_u(b), wHigh),
        ),
        rounding,
      ),
      8,
    );
    v128.store(line + ((x << 2) as usize), i8x16.narrow_i16x8_u(low, high));
  }
  for (; x < width; x++) {
    const c = columns + ((x * 12) as usize);
    const f = load<i32>(c, 8);
    const a = i16x8.extend_low_i8x16_u(v128.load32_zero(base + (load<i32>(c) as usize)));
    const b = i16x8.extend_low_i8x16_u(v128.load32_zero(base + (load<i32>(c, 4) as usize)));
    const mixed = i16x8.shr_u(
      i16x8.add(i16x8.add(i16x8.mul(a, i16x8.splat((256 - f) as i16)), i16x8.mul(b, i16x8.splat(f as i16))), rounding),
      8,
    );
    v128.store32_lane(line + ((x << 2) as usize), i8x16.narrow_i16x8_u(mixed, mixed), 0);
  }
}

/**
 * Fills the canvas (width × height, opaque RGBA) with the source enlarged bilinearly, adding grain
 * when `grain` is not 0. `rows` holds, for each output y, the two source rows and the weight of the
 * second (three i32). `upper` and `lower` are scratch lines of width × 4 bytes.
 */
export function enlarge(
  source: usize,
  sourceWidth: i32,
  canvas: usize,
  width: i32,
  height: i32,
  columns: usize,
  rows: usize,
  upper: usize,
  lower: usize,
  grain: usize,
): void {
  const sourceStride = sourceWidth << 2;
  let upperRow = -1;
  let lowerRow = -1;
  const rounding = i16x8.splat(128);
  const chunks = width >> 2;
  for (let y = 0; y < height; y++) {
    const r = rows + ((y * 12) as usize);
    const r0 = load<i32>(r);
    const r1 = load<i32>(r, 4);
    const fy = load<i32>(r, 8);
    if (r0 != upperRow) {
      if (r0 == lowerRow) {
        const swap = upper;
        upper = lower;
        lower = swap;
      } else {
        widen(source, sourceStride, r0, columns, width, upper);
      }
      upperRow = r0;
      if (r1 != r0) {
        widen(source, sourceStride, r1, columns, width, lower);
        lowerRow = r1;
      }
    }
    const bottom = r1 == r0 ? upper : lower;
    const gy = i16x8.splat((256 - fy) as i16);
    const wy = i16x8.splat(fy as i16);
    const out = canvas + ((y * width) << 2);
    for (let k = 0; k < chunks; k++) {
      const o = (k << 4) as usize;
      const u = v128.load(upper + o);
      const l = v128.load(bottom + o);
      let low = i16x8.shr_u(
        i16x8.add(
          i16x8.add(i16x8.mul(i16x8.extend_low_i8x16_u(u), gy), i16x8.mul(i16x8.extend_low_i8x16_u(l), wy)),
          rounding,
        ),
        8,
      );
      let high = i16x8.shr_u(
        i16x8.add(
          i16x8.add(i16x8.mul(i16x8.extend_high_i8x16_u(u), gy), i16x8.mul(i16x8.extend_high_i8x16_u(l), wy)),
          rounding,
        ),
        8,
      );
      if (grain) {
        const g = grainAt(grain, k << 2, y);
        low = i16x8.add(low, v128.load(g));
        high = i16x8.add(high, v128.load(g, 16));
      }
      v128.store(out + o, i8x16.narrow_i16x8_u(low, high));
    }
    for (let x = chunks << 2; x < width; x++) {
      const g = grainAt(grain, x, y);
      for (let c = 0; c < 4; c++) {
        const at = ((x << 2) + c) as usize;
        let v = (<i32>load<u8>(upper + at) * (256 - fy) + <i32>load<u8>(bottom + at) * fy + 128) >> 8;
        if (grain) v += <i32>load<i16>(g + ((c << 1) as usize));
        store<u8>(out + at, clampByte(v));
      }
    }
  }
}

/**
 * Premultiplied RGBA over the canvas: `width` × `height` pixels from `source` (row stride
 * `sourceStride` bytes) onto `canvas` (row stride `canvasStride`), both pointing at the first pixel.
 * With `grain` (not 0), grain is added in proportion to each pixel's coverage; `left` and `top` are
 * then the canvas position of the first pixel.
 */
export function blend(
  canvas: usize,
  canvasStride: i32,
  source: usize,
  sourceStride: i32,
  width: i32,
  height: i32,
  left: i32,
  top: i32,
  grain: usize,
): void {
  const alphaBytes = i32x4.splat(0xff000000);
  const chunks = width >> 2;
  for (let y = 0; y < height; y++) {
    const d = canvas + ((y * canvasStride) as usize);
    const s = source + ((y * sourceStride) as usize);
    for (let k = 0; k < chunks; k++) {
      const o = (k << 4) as usize;
      const src = v128.load(s + o);
      const alpha = v128.and(src, alphaBytes);
      if (!v128.any_true(alpha)) continue;
      if (!grain && i32x4.all_true(i32x4.eq(alpha, alphaBytes))) {
        v128.store(d + o, src);
        continue;
      }
      const dst = v128.load(d + o);
      const a = alphas(src);
      const keep = v128.not(a);
      let low = i16x8.add(
        i16x8.extend_low_i8x16_u(src),
        div255(i16x8.mul(i16x8.extend_low_i8x16_u(dst), i16x8.extend_low_i8x16_u(keep))),
      );
      let high = i16x8.add(
        i16x8.extend_high_i8x16_u(src),
        div255(i16x8.mul(i16x8.extend_high_i8x16_u(dst), i16x8.extend_high_i8x16_u(keep))),
      );
      if (grain) {
        const g = grainAt(grain, left + (k << 2), top + y);
        low = i16x8.add(low, i16x8.shr_s(i16x8.mul(v128.load(g), i16x8.extend_low_i8x16_u(a)), 8));
        high = i16x8.add(high, i16x8.shr_s(i16x8.mul(v128.load(g, 16), i16x8.extend_high_i8x16_u(a)), 8));
      }
      v128.store(d + o, i8x16.narrow_i16x8_u(low, high));
    }
    for (let x = chunks << 2; x < width; x++) {
      const at = (x << 2) as usize;
      const a = <i32>load<u8>(s + at, 3);
      if (a == 0) continue;
      const g = grainAt(grain, left + x, top + y);
      for (let c: usize = 0; c < 4; c++) {
        let v = <i32>load<u8>(s + at + c) + div255Scalar(<i32>load<u8>(d + at + c) * (255 - a));
        if (grain) v += (<i32>load<i16>(g + (c << 1)) * a) >> 8;
        store<u8>(d + at + c, clampByte(v));
      }
    }
  }
}

/**
 * Draws a premultiplied image (with a transparent one-pixel border, so that every sample near its
 * edge has four taps) scaled and turned: output pixel (x, y) samples the source bilinearly at
 * (a·x + b·y + c, d·x + e·y + f), taken at the pixel's centre, in unpadded source pixels.
 * Light falls across it: t = lx·x + ly·y + l0 runs from 0 at the lit edge to 1 at the far edge,
 * and a pixel moves toward the highlight (t < ½) or the shade colour by strength·|2t − 1|.
 */
export function transform(
  source: usize,
  sourceWidth: i32,
  sourceHeight: i32,
  out: usize,
  outWidth: i32,
  outHeight: i32,
  a: f32,
  b: f32,
  c: f32,
  d: f32,
  e: f32,
  f: f32,
  lx: f32,
  ly: f32,
  l0: f32,
  strength: f32,
  hr: f32,
  hg: f32,
  hb: f32,
  sr: f32,
  sg: f32,
  sb: f32,
): void {
  const stride = ((sourceWidth + 2) << 2) as usize;
  const right = <f32>sourceWidth;
  const bottom = <f32>sourceHeight;
  const highlight = i16x8.replace_lane(
    i16x8.replace_lane(i16x8.replace_lane(i16x8.splat(255), 0, <i16>hr), 1, <i16>hg),
    2,
    <i16>hb,
  );
  const shade = i16x8.replace_lane(
    i16x8.replace_lane(i16x8.replace_lane(i16x8.splat(255), 0, <i16>sr), 1, <i16>sg),
    2,
    <i16>sb,
  );
  const rounding = i16x8.splat(128);
  // Source coordinates and the light's t step linearly along a row: 16.16 fixed point.
  const ONE: f32 = 65536;
  const stepX = <i32>(a * ONE);
  const stepY = <i32>(d * ONE);
  const stepT = <i32>(lx * ONE);
  const limitX = sourceWidth << 16;
  const limitY = sourceHeight << 16;
  const strength256 = <i32>(strength * 256);
  for (let y = 0; y < outHeight; y++) {
    const py = <f32>y + 0.5;
    const row = out + ((y * outWidth) << 2);
    const sx0 = <i32>Mathf.round((a * 0.5 + b * py + c) * ONE);
    const sy0 = <i32>Mathf.round((d * 0.5 + e * py + f) * ONE);
    const t0 = <i32>Mathf.round((lx * 0.5 + ly * py + l0) * ONE);
    // The pixels of this row that sample inside the image form one run [first, last): found once,
    // so that the loop below needs no bounds check.
    const firstX = enter(sx0, stepX, -65536, limitX, outWidth);
    const firstY = enter(sy0, stepY, -65536, limitY, outWidth);
    const first = max(firstX, firstY);
    let last = min(
      leave(sx0, stepX, -65536, limitX, outWidth, firstX),
      leave(sy0, stepY, -65536, limitY, outWidth, firstY),
    );
    if (last < first) last = first;
    memory.fill(row, 0, (first << 2) as usize);
    memory.fill(row + ((last << 2) as usize), 0, ((outWidth - last) << 2) as usize);
    let sx = sx0 + first * stepX;
    let sy = sy0 + first * stepY;
    let t = t0 + first * stepT;
    for (let x = first; x < last; x++, sx += stepX, sy += stepY, t += stepT) {
      const wx = (sx >> 8) & 255;
      const wy = (sy >> 8) & 255;
      const p = source + (((sy >> 16) + 1) as usize) * stride + ((((sx >> 16) + 1) << 2) as usize);
      // Two neighbouring pixels a row: [left | right] in eight 16-bit lanes.
      const upper = i16x8.extend_low_i8x16_u(v128.load64_zero(p));
      const lower = i16x8.extend_low_i8x16_u(v128.load64_zero(p + stride));
      const columns = i16x8.shr_u(
        i16x8.add(
          i16x8.add(i16x8.mul(upper, i16x8.splat(<i16>(256 - wy))), i16x8.mul(lower, i16x8.splat(<i16>wy))),
          rounding,
        ),
        8,
      );
      const second = i16x8.shuffle(columns, columns, 4, 5, 6, 7, 4, 5, 6, 7);
      let v = i16x8.shr_u(
        i16x8.add(
          i16x8.add(i16x8.mul(columns, i16x8.splat(<i16>(256 - wx))), i16x8.mul(second, i16x8.splat(<i16>wx))),
          rounding,
        ),
        8,
      );
      const coverage = i16x8.extract_lane_u(v, 3);
      if (strength256 && coverage) {
        // k out of 128 (strength × |2t − 1| × 128), so that (target − v) × k stays within 16 bits.
        const away = t < 32768 ? 32768 - t : t - 32768;
        const k = i16x8.splat(<i16>((strength256 * away) >> 16));
        // The light's colour at this pixel's coverage (premultiplied); alpha stays as it is.
        const toward = t < 32768 ? highlight : shade;
        const target = coverage == 255 ? toward : div255(i16x8.mul(toward, i16x8.splat(<i16>coverage)));
        v = i16x8.add(v, i16x8.shr_s(i16x8.add(i16x8.mul(i16x8.sub(target, v), k), i16x8.splat(64)), 7));
      }
      v128.store32_lane(row + ((x << 2) as usize), i8x16.narrow_i16x8_u(v, v), 0);
    }
  }
}

@inline
function within(v: i32, low: i32, high: i32): bool {
  return v > low && v < high;
}

// Along a row, start + x·step is monotonic, so the x at which it lies strictly between low and
// high form one run: its first x (width when there is none).
function enter(start: i32, step: i32, low: i32, high: i32, width: i32): i32 {
  if (step == 0) return within(start, low, high) ? 0 : width;
  // An estimate from the real line, then exact integer steps to the edge of the run.
  const edge = <f32>((step > 0 ? low : high) - start) / <f32>step;
  let x = min(width, max(0, <i32>Mathf.floor(edge)));
  while (x > 0 && within(start + (x - 1) * step, low, high)) x--;
  while (x < width && !within(start + x * step, low, high)) x++;
  return x;
}

// One past the last x of the run that starts at `first`.
function leave(start: i32, step: i32, low: i32, high: i32, width: i32, first: i32): i32 {
  if (first >= width) return first;
  if (step == 0) return width;
  const edge = <f32>((step > 0 ? high : low) - start) / <f32>step;
  let x = min(width, max(first + 1, <i32>Mathf.ceil(edge)));
  while (x > first + 1 && !within(start + (x - 1) * step, low, high)) x--;
  while (x < width && within(start + x * step, low, high)) x++;
  return x;
}

/**
 * Tints the canvas toward (r, g, b) through a one-channel mask enlarged bilinearly onto a
 * rectangle: `columns` (mask columns) and `rows` (byte offsets of mask rows), three i32 each (first,
 * second, weight of the second), map each covered canvas pixel to the mask; `line` is scratch for
 * one mask row of i32; `strength` is the opacity out of 256.
 */
export function tintMask(
  canvas: usize,
  canvasStride: i32,
  width: i32,
  height: i32,
  mask: usize,
  maskWidth: i32,
  columns: usize,
  rows: usize,
  line: usize,
  r: i32,
  g: i32,
  b: i32,
  strength: i32,
): void {
  for (let y = 0; y < height; y++) {
    const row = rows + ((y * 12) as usize);
    const m0 = mask + (load<i32>(row) as usize);
    const m1 = mask + (load<i32>(row, 4) as usize);
    const fy = load<i32>(row, 8);
    const gy = 256 - fy;
    // The two mask rows mixed once (× 256), then only across for each pixel.
    let any = 0;
    for (let i = 0; i < maskWidth; i++) {
      const v = <i32>load<u8>(m0 + (i as usize)) * gy + <i32>load<u8>(m1 + (i as usize)) * fy;
      store<i32>(line + ((i << 2) as usize), v);
      any |= v;
    }
    if (!any) continue;
    const d = canvas + ((y * canvasStride) as usize);
    for (let x = 0; x < width; x++) {
      const c = columns + ((x * 12) as usize);
      const fx = load<i32>(c, 8);
      const left = load<i32>(line + ((load<i32>(c) << 2) as usize));
      const right = load<i32>(line + ((load<i32>(c, 4) << 2) as usize));
      // Coverage × 255 × 65536, then in 16.16 fixed point.
      const covered = ((left * (256 - fx) + right * fx) >> 8) * strength;
      if (covered <= 33423) continue; // 0.2 % coverage: nothing visible changes below
      const a = covered / 255;
      const at = d + ((x << 2) as usize);
      const dr = <i32>load<u8>(at);
      const dg = <i32>load<u8>(at, 1);
      const db = <i32>load<u8>(at, 2);
      store<u8>(at, dr + (((r - dr) * a + 32768) >> 16));
      store<u8>(at, dg + (((g - dg) * a + 32768) >> 16), 1);
      store<u8>(at, db + (((b - db) * a + 32768) >> 16), 2);
    }
  }
}

/**
 * One box blur of `radius` over premultiplied RGBA, across then down, in place (`scratch` holds
 * the image between the passes); the edges are extended. Three boxes of the right sizes make a
 * Gaussian blur.
 */
export function boxBlur(pixels: usize, scratch: usize, width: i32, height: i32, radius: i32): void {
  boxPass(pixels, scratch, width, height, 4, width << 2, radius);
  boxPass(scratch, pixels, height, width, width << 2, 4, radius);
}

// Blurs `lines` lines of `length` pixels (`step` bytes apart along a line, `lineStep` between
// lines) from `from` into `to`, with a running sum of four channels.
function boxPass(from: usize, to: usize, length: i32, lines: i32, step: i32, lineStep: i32, radius: i32): void {
  const size = 2 * radius + 1;
  const scale = i32x4.splat((65536 + (size >> 1)) / size);
  const rounding = i32x4.splat(32768);
  const last = length - 1;
  for (let line = 0; line < lines; line++) {
    const src = from + ((line * lineStep) as usize);
    const dst = to + ((line * lineStep) as usize);
    let sum = i32x4.splat(0);
    for (let i = -radius; i <= radius; i++) sum = i32x4.add(sum, pixelAt(src, min(last, max(0, i)) * step));
    for (let x = 0; x < length; x++) {
      const v = i32x4.shr_u(i32x4.add(i32x4.mul(sum, scale), rounding), 16);
      const words = i16x8.narrow_i32x4_u(v, v);
      v128.store32_lane(dst + ((x * step) as usize), i8x16.narrow_i16x8_u(words, words), 0);
      sum = i32x4.add(sum, pixelAt(src, min(last, x + radius + 1) * step));
      sum = i32x4.sub(sum, pixelAt(src, max(0, x - radius) * step));
    }
  }
}

@inline
function pixelAt(base: usize, offset: i32): v128 {
  return i32x4.extend_low_i16x8_u(i16x8.extend_low_i8x16_u(v128.load32_zero(base + (offset as usize))));
}

/**
 * Keys a plain background out of a straight-alpha RGBA photo, in place: a flood from the border
 * through pixels close to the background colour (r, g, b), each reached pixel's coverage taken
 * from `coverage` (bytes, by squared colour distance, `reach` entries: farther ones stop the
 * flood) and only those closer than `carry` (squared) passing it on. Then a 3 × 3 feather that
 * only ever lowers coverage, and the background's colour taken back out of partly covered edges.
 * `scratch` holds 12 bytes a pixel.
 */
export function keyOut(
  pixels: usize,
  width: i32,
  height: i32,
  r: i32,
  g: i32,
  b: i32,
  coverage: usize,
  reach: i32,
  carry: i32,
  scratch: usize,
): void {
  const count = width * height;
  const distance = scratch; // i32 a pixel
  const queue = distance + ((count << 2) as usize); // i32 a pixel
  const alpha = queue + ((count << 2) as usize); // u8 a pixel
  const visited = alpha + (count as usize); // u8 a pixel
  const across = visited + (count as usize); // u16 a pixel
  for (let i = 0; i < count; i++) {
    const o = pixels + ((i << 2) as usize);
    const dr = <i32>load<u8>(o) - r;
    const dg = <i32>load<u8>(o, 1) - g;
    const db = <i32>load<u8>(o, 2) - b;
    store<i32>(distance + ((i << 2) as usize), dr * dr + dg * dg + db * db);
  }
  memory.fill(alpha, 255, count as usize);
  memory.fill(visited, 0, count as usize);
  let tail = 0;
  // The border, then the flood.
  for (let x = 0; x < width; x++) {
    tail = visit(x, distance, visited, queue, tail, reach);
    tail = visit((height - 1) * width + x, distance, visited, queue, tail, reach);
  }
  for (let y = 1; y < height - 1; y++) {
    tail = visit(y * width, distance, visited, queue, tail, reach);
    tail = visit(y * width + width - 1, distance, visited, queue, tail, reach);
  }
  for (let head = 0; head < tail; head++) {
    const i = load<i32>(queue + ((head << 2) as usize));
    const d2 = load<i32>(distance + ((i << 2) as usize));
    store<u8>(alpha + (i as usize), load<u8>(coverage + (d2 as usize)));
    if (d2 >= carry) continue;
    const x = i % width;
    if (x > 0) tail = visit(i - 1, distance, visited, queue, tail, reach);
    if (x < width - 1) tail = visit(i + 1, distance, visited, queue, tail, reach);
    if (i >= width) tail = visit(i - width, distance, visited, queue, tail, reach);
    if (i < count - width) tail = visit(i + width, distance, visited, queue, tail, reach);
  }
  // Feather: sums of three across, then of three down, ÷ 9.
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const left = <i32>load<u8>(alpha + ((row + max(0, x - 1)) as usize));
      const right = <i32>load<u8>(alpha + ((row + min(width - 1, x + 1)) as usize));
      store<u16>(across + (((row + x) << 1) as usize), left + <i32>load<u8>(alpha + ((row + x) as usize)) + right);
    }
  }
  for (let i = 0; i < count; i++) {
    const up = <i32>load<u16>(across + ((max(0, i - width) << 1) as usize));
    const down = <i32>load<u16>(across + ((min(count - 1, i + width) << 1) as usize));
    const here = <i32>load<u16>(across + ((i << 1) as usize));
    const a = min(<i32>load<u8>(alpha + (i as usize)), (up + here + down + 4) / 9);
    if (a == 255) continue;
    const o = pixels + ((i << 2) as usize);
    if (a > 5) {
      // Take back the colour the background lent to a partly covered edge pixel.
      const keep = (<f32>255 - <f32>a) / <f32>a;
      const scale = <f32>255 / <f32>a;
      store<u8>(o, clampByte(<i32>Mathf.round(<f32>load<u8>(o) * scale - <f32>r * keep)));
      store<u8>(o, clampByte(<i32>Mathf.round(<f32>load<u8>(o, 1) * scale - <f32>g * keep)), 1);
      store<u8>(o, clampByte(<i32>Mathf.round(<f32>load<u8>(o, 2) * scale - <f32>b * keep)), 2);
    }
    store<u8>(o, div255Scalar(a * <i32>load<u8>(o, 3)), 3);
  }
}

@inline
function visit(j: i32, distance: usize, visited: usize, queue: usize, tail: i32, reach: i32): i32 {
  if (load<u8>(visited + (j as usize))) return tail;
  store<u8>(visited + (j as usize), 1);
  if (load<i32>(distance + ((j << 2) as usize)) >= reach) return tail;
  store<i32>(queue + ((tail << 2) as usize), j);
  return tail + 1;
}

/** Packs `count` RGBA pixels into RGB; `rgb` needs 4 bytes of room past its end. */
export function packRgb(rgba: usize, rgb: usize, count: i32): void {
  const chunks = count >> 2;
  for (let k = 0; k < chunks; k++) {
    const v = v128.load(rgba + ((k << 4) as usize));
    v128.store(rgb + ((k * 12) as usize), i8x16.shuffle(v, v, 0, 1, 2, 4, 5, 6, 8, 9, 10, 12, 13, 14, 0, 0, 0, 0));
  }
  for (let i = chunks << 2; i < count; i++) {
    const from = rgba + ((i << 2) as usize);
    const to = rgb + ((i * 3) as usize);
    store<u8>(to, load<u8>(from));
    store<u8>(to, load<u8>(from, 1), 1);
    store<u8>(to, load<u8>(from, 2), 2);
  }
}

// Signed distance from (x, y) to the edge of a rounded rectangle centred at (cx, cy) with half
// sides (hx, hy) and corner radius r: negative inside.
@inline
function roundedRectDistance(x: f32, y: f32, cx: f32, cy: f32, hx: f32, hy: f32, r: f32): f32 {
  const qx = Mathf.abs(x - cx) - hx + r;
  const qy = Mathf.abs(y - cy) - hy + r;
  if (qx <= 0 && qy <= 0) return Mathf.max(qx, qy) - r;
  const ox = Mathf.max(qx, 0);
  const oy = Mathf.max(qy, 0);
  return Mathf.sqrt(ox * ox + oy * oy) + Mathf.min(Mathf.max(qx, qy), 0) - r;
}

/**
 * Paints a card straight onto the canvas (width × height, opaque RGBA): a rounded rectangle
 * (left, top, cardWidth × cardHeight, corner radius `radius`) filled with a linear gradient from
 * (r0, g0, b0) at its top-left corner to (r1, g1, b1), reached where u + v = `reach` (u and v the
 * position across and down the card, from 0 to 1: the direction SVG's objectBoundingBox gradients
 * take), with an inner rounded outline (inset `inset`, radius `innerRadius`, `lineWidth` wide) of
 * (lr, lg, lb) at `lineOpacity`. Edges are anti-aliased by their distance to the pixel's centre.
 * Each row is worked out exactly only near an edge or the outline; between them the gradient is
 * stepped along in fixed point, and past its end the row is filled with the plain colour.
 */
export function card(
  canvas: usize,
  width: i32,
  height: i32,
  left: f32,
  top: f32,
  cardWidth: f32,
  cardHeight: f32,
  radius: f32,
  r0: f32,
  g0: f32,
  b0: f32,
  r1: f32,
  g1: f32,
  b1: f32,
  reach: f32,
  inset: f32,
  innerRadius: f32,
  lineWidth: f32,
  lr: f32,
  lg: f32,
  lb: f32,
  lineOpacity: f32,
): void {
  const x0 = max<i32>(0, <i32>Mathf.floor(left));
  const y0 = max<i32>(0, <i32>Mathf.floor(top));
  const x1 = min<i32>(width, <i32>Mathf.ceil(left + cardWidth));
  const y1 = min<i32>(height, <i32>Mathf.ceil(top + cardHeight));
  const cx = left + cardWidth / 2;
  const cy = top + cardHeight / 2;
  const hx = cardWidth / 2;
  const hy = cardHeight / 2;
  const ihx = hx - inset;
  const ihy = hy - inset;
  const halfLine = lineWidth / 2;
  const du: f32 = 1.0 / (cardWidth * reach);
  const dv: f32 = 1.0 / (cardHeight * reach);
  // Within this distance of an edge or of the outline's middle, a pixel is worked out exactly.
  const near: f32 = halfLine + 1.5;
  const plain = (<u32>(<i32>(r1 + 0.5))) | ((<u32>(<i32>(g1 + 0.5))) << 8) | ((<u32>(<i32>(b1 + 0.5))) << 16) | 0xff000000;
  for (let y = y0; y < y1; y++) {
    const py = <f32>y + 0.5;
    const row = canvas + (((y * width) << 2) as usize);
    const tRow = (py - top) * dv;
    const ay = Mathf.abs(py - cy);
    // Rows clear of the corners, of the top and bottom edges and of the outline's top and bottom:
    // there only the columns near the sides and the outline's sides need the exact work.
    const simple =
      ay <= hy - radius - 1.5 && ay <= ihy - innerRadius && Mathf.abs(ay - ihy) > near;
    const insideOutline = ay < ihy;
    let x = x0;
    while (x < x1) {
      const px = <f32>x + 0.5;
      const ax = Mathf.abs(px - cx);
      if (simple && ax <= hx - 1.5 && (!insideOutline || Mathf.abs(ax - ihx) > near)) {
        // A run of whole pixels: up to the next place that needs the exact work.
        let end: f32 = hx - 1.5;
        if (insideOutline) end = ax < ihx - near ? ihx - near : hx - 1.5;
        // The run covers the pixels whose centre lies within `end` of the middle on this side.
        let last: i32;
        if (px < cx) {
          // Left side: up to the first pixel within reach of the outline (or the middle, then the right side).
          last = insideOutline && ax > ihx + near ? <i32>Mathf.floor(cx - ihx - near - 0.5) : <i32>Mathf.floor(cx + end - 0.5);
        } else {
          last = <i32>Mathf.floor(cx + end - 0.5);
        }
        if (last >= x1) last = x1 - 1;
        if (last < x) last = x;
        // The gradient steps in 16.16 fixed point until it reaches its end, then the plain colour.
        const t = (px - left) * du + tRow;
        let stop = last + 1;
        if (t < 1) {
          const reachX = left + (1 - tRow) / du; // where t = 1 on this row
          const until = <i32>Mathf.ceil(reachX - 0.5);
          if (until < stop) stop = max<i32>(until, x);
          const tt = Mathf.max(0, t);
          let fr = <i32>((r0 + (r1 - r0) * tt) * 65536 + 32768);
          let fg = <i32>((g0 + (g1 - g0) * tt) * 65536 + 32768);
          let fb = <i32>((b0 + (b1 - b0) * tt) * 65536 + 32768);
          const sr = <i32>((r1 - r0) * du * 65536);
          const sg = <i32>((g1 - g0) * du * 65536);
          const sb = <i32>((b1 - b0) * du * 65536);
          // Four pixels at a time: each lane a pixel, its channel steps apart.
          const steps = i32x4(0, 1, 2, 3);
          let vr = i32x4.add(i32x4.splat(fr), i32x4.mul(steps, i32x4.splat(sr)));
          let vg = i32x4.add(i32x4.splat(fg), i32x4.mul(steps, i32x4.splat(sg)));
          let vb = i32x4.add(i32x4.splat(fb), i32x4.mul(steps, i32x4.splat(sb)));
          const opaque = i32x4.splat(0xff000000);
          for (; x + 4 <= stop; x += 4) {
            const packed = v128.or(
              v128.or(i32x4.shr_u(vr, 16), i32x4.shl(i32x4.shr_u(vg, 16), 8)),
              v128.or(i32x4.shl(i32x4.shr_u(vb, 16), 16), opaque),
            );
            v128.store(row + ((x << 2) as usize), packed);
            vr = i32x4.add(vr, i32x4.splat(sr << 2));
            vg = i32x4.add(vg, i32x4.splat(sg << 2));
            vb = i32x4.add(vb, i32x4.splat(sb << 2));
          }
          fr = i32x4.extract_lane(vr, 0);
          fg = i32x4.extract_lane(vg, 0);
          fb = i32x4.extract_lane(vb, 0);
          for (; x < stop; x++) {
            store<u32>(row + ((x << 2) as usize), <u32>(fr >> 16) | (<u32>(fg >> 16) << 8) | (<u32>(fb >> 16) << 16) | 0xff000000);
            fr += sr;
            fg += sg;
            fb += sb;
          }
        }
        const fill = i32x4.splat(plain);
        for (; x + 4 <= last + 1; x += 4) v128.store(row + ((x << 2) as usize), fill);
        for (; x <= last; x++) store<u32>(row + ((x << 2) as usize), plain);
        continue;
      }
      const cover = Mathf.min(1, Mathf.max(0, 0.5 - roundedRectDistance(px, py, cx, cy, hx, hy, radius)));
      if (cover > 0) {
        const t = Mathf.min(1, Mathf.max(0, (px - left) * du + tRow));
        let r = r0 + (r1 - r0) * t;
        let g = g0 + (g1 - g0) * t;
        let b = b0 + (b1 - b0) * t;
        const line = Mathf.abs(roundedRectDistance(px, py, cx, cy, ihx, ihy, innerRadius));
        if (line < halfLine + 0.5) {
          const a = Mathf.min(1, halfLine + 0.5 - line) * lineOpacity;
          r += (lr - r) * a;
          g += (lg - g) * a;
          b += (lb - b) * a;
        }
        const at = row + ((x << 2) as usize);
        if (cover >= 1) {
          store<u8>(at, <u8>(<i32>(r + 0.5)));
          store<u8>(at, <u8>(<i32>(g + 0.5)), 1);
          store<u8>(at, <u8>(<i32>(b + 0.5)), 2);
        } else {
          const dr = <f32>load<u8>(at);
          const dg = <f32>load<u8>(at, 1);
          const db = <f32>load<u8>(at, 2);
          store<u8>(at, <u8>(<i32>(dr + (r - dr) * cover + 0.5)));
          store<u8>(at, <u8>(<i32>(dg + (g - dg) * cover + 0.5)), 1);
          store<u8>(at, <u8>(<i32>(db + (b - db) * cover + 0.5)), 2);
        }
      }
      x++;
    }
  }
}
