/** A raster of RGBA pixels as the compositor hands them around: straight or premultiplied. */
export interface Raster {
  pixels: Buffer;
  width: number;
  height: number;
}

/** Straight RGBA to premultiplied, in place. */
export function premultiply(pixels: Buffer): Buffer {
  for (let o = 0; o < pixels.length; o += 4) {
    const a = pixels[o + 3]!;
    if (a === 255) continue;
    pixels[o] = div255(pixels[o]! * a);
    pixels[o + 1] = div255(pixels[o + 1]! * a);
    pixels[o + 2] = div255(pixels[o + 2]! * a);
  }
  return pixels;
}

/** round(v / 255) for 0 ≤ v ≤ 255 × 255. */
const div255 = (v: number) => {
  const t = v + 128;
  return (t + (t >> 8)) >> 8;
};
