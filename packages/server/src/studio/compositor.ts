/**
 * Draws a scene into one RGB canvas: the backdrop rendered small by resvg, blurred and enlarged
 * with grain, the product (turned and lit, with its shadow and reflection), and the crisp overlays
 * each rendered by resvg over their own box only. resvg works on the thread pool, the blending is
 * done by the WebAssembly kernels of pixels.ts, and sharp encodes the canvas once.
 */
import { renderAsync } from '@resvg/resvg-js';
import sharp from 'sharp';
import { BufferPool } from './buffer-pool.js';
import { hex } from './colour.js';
import type { Cutout } from './cutout.js';
import { type Box, rotatedBounds, roundBox, type Size } from './geometry.js';
import { grainTile } from './grain.js';
import { blur, type Grain, type Painter, paint, transform } from './pixels.js';
import type { CardShape, Overlay, ProductPlacement, Scene } from './scene.js';
import type { FaceName } from './text/font-library.js';

export const JPEG_QUALITY = 88;

/** Room for the outputs of a run in flight (three 1080×1920 pictures, packed RGB). */
const outputPixels = new BufferPool(3 * 1080 * 1920 * 3);

/** Where each text and the product ended up: what the quality checks measure. */
export interface OutputLayout {
  width: number;
  height: number;
  texts: Array<{
    role: string;
    text: string;
    lines: string[];
    fontSize: number;
    face: FaceName;
    /** #rrggbb */
    colour: string;
    box: Box;
    /** Each line's box: in a right-to-left paragraph every line ends at the box's right edge. */
    lineBoxes: Box[];
    align: 'start' | 'middle' | 'end';
    direction: 'ltr' | 'rtl';
    ellipsized: boolean;
    /** Characters no font could draw: none, when the fonts do their work. */
    missingGlyphs: string[];
  }>;
  /** The box the product (or the typographic card standing in for it) occupies. */
  product?: Box;
}

export interface ComposeOptions {
  /** Leaves the glyphs out, keeping everything behind them: what text contrast is measured against. */
  withoutText?: boolean;
}

export async function composeScene(
  scene: Scene,
  size: Size,
  cutout: Cutout | undefined,
  options: ComposeOptions = {},
): Promise<{ bytes: Buffer; layout: OutputLayout }> {
  // Every vector layer is rasterised at once, on the thread pool: while resvg works, the main
  // thread is free (for the previous output's blending, in a run), and both cores are used.
  const overlays = scene.overlays.filter((overlay) => !(options.withoutText && overlay.isText));
  const [backdrop, underlays, product, aboveProduct] = await Promise.all([
    renderBackdrop(scene, size),
    Promise.all((scene.underlays ?? []).map((overlay) => renderOverlay(overlay, size))),
    cutout && scene.product ? prepareProduct(cutout, scene.product) : undefined,
    Promise.all(overlays.map((overlay) => renderOverlay(overlay, size))),
  ]);

  // Grain goes into the backdrop and the product, the photographed parts; text and stickers are
  // added on top digitally, as an app would, and stay clean.
  const grain: Grain | undefined =
    scene.grain > 0 ? { noise: grainTile(), amount: scene.grain * 40 } : undefined;
  const rgb = paint(
    size.width,
    size.height,
    (canvas) => {
      canvas.enlarge(backdrop.raster, {
        // Depth of field: the backdrop is blurred while it is small, where it costs little.
        ...(scene.backdropBlur ? { blur: scene.backdropBlur * scene.backdropScale } : {}),
        ...(backdrop.front ? { front: backdrop.front } : {}),
        ...(grain ? { grain } : {}),
      });
      for (const layer of underlays) drawLayer(canvas, layer);
      if (product) drawProduct(canvas, product, grain);
      for (const layer of aboveProduct) drawLayer(canvas, layer);
    },
    outputPixels.take(size.width * size.height * 3),
  );

  let bytes: Buffer;
  try {
    bytes = await sharp(rgb, {
      raw: { width: size.width, height: size.height, channels: 3 },
    })
      .jpeg({ quality: JPEG_QUALITY })
      .toBuffer();
  } finally {
    outputPixels.giveBack(rgb);
  }

  const layout: OutputLayout = {
    width: size.width,
    height: size.height,
    texts: scene.texts.map((t) => ({
      role: t.role,
      text: t.layout.text,
      lines: t.layout.lines,
      fontSize: t.layout.fontSize,
      face: t.layout.face,
      colour: hex(t.colour),
      box: t.box,
      lineBoxes: t.lineBoxes,
      align: t.align,
      direction: t.layout.direction,
      ellipsized: t.layout.ellipsized,
      missingGlyphs: [...t.layout.missing],
    })),
  };
  if (scene.product) layout.product = rotatedBounds(scene.product.box, scene.product.rotation);
  return { bytes, layout };
}

/** The backdrop at its reduced scale, and what stays in focus in front of it (blurred as it is painted). */
async function renderBackdrop(scene: Scene, size: Size): Promise<{ raster: Raster; front?: Buffer }> {
  const svg = (body: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="0 0 ${size.width} ${size.height}">${body}</svg>`;
  const width = Math.round(size.width * scene.backdropScale);
  const [backdrop, front] = await Promise.all([
    renderSvg(svg(scene.backdrop), width),
    scene.backdropFront ? renderSvg(svg(scene.backdropFront), width) : undefined,
  ]);
  return { raster: backdrop, ...(front ? { front: front.pixels } : {}) };
}

interface Raster {
  pixels: Buffer;
  width: number;
  height: number;
}

/** Text is already outlines (text-block.ts), so resvg needs no font: none is loaded. */
async function renderSvg(svg: string, width?: number): Promise<Raster> {
  const image = await renderAsync(svg, {
    ...(width ? { fitTo: { mode: 'width' as const, value: width } } : {}),
    font: { loadSystemFonts: false },
  });
  return { pixels: image.pixels, width: image.width, height: image.height };
}

/** An overlay rendered over its own box only (clipped to the canvas): far less work than a full canvas. */
interface Layer extends Raster {
  left: number;
  top: number;
}

/** A card the kernels paint onto the canvas, with no raster of its own. */
interface CardLayer {
  box: Box;
  card: CardShape;
}

async function renderOverlay(overlay: Overlay, size: Size): Promise<Layer | CardLayer | undefined> {
  const box = clip(roundBox(overlay.box), size);
  if (!box) return undefined;
  if ('card' in overlay) return { box: overlay.box, card: overlay.card };
  const raster = await renderSvg(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${box.width}" height="${box.height}" viewBox="${box.x} ${box.y} ${box.width} ${box.height}">${overlay.svg}</svg>`,
  );
  return { ...raster, left: box.x, top: box.y };
}

function drawLayer(canvas: Painter, layer: Layer | CardLayer | undefined): void {
  if (!layer) return;
  if ('card' in layer) canvas.drawCard(layer.box, layer.card);
  else canvas.drawPremultiplied(layer, layer.left, layer.top);
}

function clip(box: Box, size: Size): Box | undefined {
  const x = Math.max(0, box.x);
  const y = Math.max(0, box.y);
  const right = Math.min(size.width, box.x + box.width);
  const bottom = Math.min(size.height, box.y + box.height);
  if (right - x < 1 || bottom - y < 1) return undefined;
  return { x, y, width: right - x, height: bottom - y };
}

/** The product sized, turned and lit (premultiplied), with its shadow: ready to draw. */
interface PreparedProduct {
  product: Raster;
  left: number;
  top: number;
  placement: ProductPlacement;
  shadow?: { mask: { pixels: Buffer; width: number; height: number }; pad: number };
}

async function prepareProduct(cutout: Cutout, placement: ProductPlacement): Promise<PreparedProduct> {
  const box = roundBox(placement.box);
  const width = Math.max(1, box.width);
  const height = Math.max(1, box.height);
  let source = premultipliedProduct(cutout);
  // Bilinear sampling keeps detail down to half size; a cut-out more than twice the box is first
  // reduced by libvips, which filters properly.
  if (source.width > 2 * width || source.height > 2 * height) {
    const reduced = await sharp(source.pixels, {
      raw: { width: source.width, height: source.height, channels: 4, premultiplied: true },
    })
      .resize(width, height, { fit: 'fill' })
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    source = { pixels: premultiply(reduced.data), width: reduced.info.width, height: reduced.info.height };
  }
  // One pass: scaled, turned about its centre, and lit by the scene's light as it stands in the picture.
  const product = transform(source, width, height, placement.rotation, placement.light);
  const left = Math.round(box.x + box.width / 2 - product.width / 2);
  const top = Math.round(box.y + box.height / 2 - product.height / 2);
  const shadow = placement.shadow ? blurredSilhouette(product, placement.shadow.blur) : undefined;
  return { product, left, top, placement, ...(shadow ? { shadow } : {}) };
}

/** The product's shadow, then its reflection, then the product itself. */
function drawProduct(canvas: Painter, prepared: PreparedProduct, grain: Grain | undefined): void {
  const { product, left, top, placement, shadow } = prepared;
  if (placement.shadow && shadow) {
    const { dx, dy, opacity, colour = { r: 20, g: 16, b: 12 } } = placement.shadow;
    canvas.drawMask(
      shadow.mask,
      {
        left: left + Math.round(dx) - shadow.pad,
        top: top + Math.round(dy) - shadow.pad,
        width: product.width + 2 * shadow.pad,
        height: product.height + 2 * shadow.pad,
      },
      colour,
      opacity,
    );
  }
  if (placement.reflection) {
    canvas.drawPremultiplied(reflectionOf(product, placement.reflection.opacity), left, top + product.height);
  }
  canvas.drawPremultiplied(product, left, top, grain);
}

/**
 * The cut-out, premultiplied (what bilinear sampling needs, so that no colour of a transparent
 * pixel bleeds into an edge). A photo that could not be cut out is shown as a print with rounded
 * corners. Made once per cut-out: a run draws it in every output.
 */
const premultiplied = new WeakMap<Cutout, Raster>();
function premultipliedProduct(cutout: Cutout): Raster {
  let raster = premultiplied.get(cutout);
  if (!raster) {
    const pixels = Buffer.from(cutout.pixels);
    if (cutout.kind === 'photo') {
      roundCorners(
        { pixels, width: cutout.width, height: cutout.height },
        Math.round(Math.min(cutout.width, cutout.height) * 0.06),
      );
    }
    raster = { pixels: premultiply(pixels), width: cutout.width, height: cutout.height };
    premultiplied.set(cutout, raster);
  }
  return raster;
}

/** Straight RGBA to premultiplied, in place. */
function premultiply(pixels: Buffer): Buffer {
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

/**
 * The product's alpha, padded and blurred at a quarter of its size (cheap, and a shadow is soft
 * anyway); drawMask enlarges it back as it tints the canvas.
 */
function blurredSilhouette(product: Raster, sigma: number) {
  const pad = Math.ceil(sigma * 2);
  const width = product.width + 2 * pad;
  const height = product.height + 2 * pad;
  const smallWidth = Math.max(1, Math.round(width / 4));
  const smallHeight = Math.max(1, Math.round(height / 4));
  // Shrunk by sampling, already padded; the alpha goes into all four bytes of a pixel, which the
  // blur treats alike.
  const small = new Uint8Array(smallWidth * smallHeight * 4);
  for (let y = 0; y < smallHeight; y++) {
    const py = Math.floor(((y + 0.5) * height) / smallHeight) - pad;
    if (py < 0 || py >= product.height) continue;
    for (let x = 0; x < smallWidth; x++) {
      const px = Math.floor(((x + 0.5) * width) / smallWidth) - pad;
      if (px < 0 || px >= product.width) continue;
      small.fill(
        product.pixels[(py * product.width + px) * 4 + 3]!,
        (y * smallWidth + x) * 4,
        (y * smallWidth + x) * 4 + 4,
      );
    }
  }
  const blurred = blur({ pixels: small, width: smallWidth, height: smallHeight }, Math.max(0.3, sigma / 4));
  const mask = Buffer.alloc(smallWidth * smallHeight);
  for (let i = 0; i < mask.length; i++) mask[i] = blurred[i * 4 + 3]!;
  return { mask: { pixels: mask, width: smallWidth, height: smallHeight }, pad };
}

/** The product (premultiplied) mirrored below itself, fading out over a third of its height. */
function reflectionOf(product: Raster, opacity: number): Raster {
  const height = Math.max(1, Math.round(product.height * 0.35));
  const { width } = product;
  // A 32-bit view needs an aligned start, which a small pooled Buffer may not have.
  const bytes = product.pixels.byteOffset % 4 === 0 ? product.pixels : new Uint8Array(product.pixels);
  const source = new Uint32Array(bytes.buffer, bytes.byteOffset, width * product.height);
  const pixels = Buffer.alloc(width * height * 4);
  const target = new Uint32Array(pixels.buffer, pixels.byteOffset, width * height);
  for (let y = 0; y < height; y++) {
    // All four bytes × fade / 256, two at a time (bytes 0 and 2, then 1 and 3).
    const fade = Math.round(256 * opacity * (1 - y / height) ** 1.6);
    const from = (product.height - 1 - y) * width;
    for (let x = 0, o = y * width; x < width; x++, o++) {
      const p = source[from + x]!;
      target[o] =
        ((((p & 0x00ff00ff) * fade) >>> 8) & 0x00ff00ff) | ((((p >>> 8) & 0x00ff00ff) * fade) & 0xff00ff00);
    }
  }
  return { pixels, width, height };
}

function roundCorners(raster: Raster, radius: number): void {
  const { width, height, pixels } = raster;
  for (let y = 0; y < radius; y++) {
    for (let x = 0; x < radius; x++) {
      const dx = radius - x - 0.5;
      const dy = radius - y - 0.5;
      const coverage = Math.min(1, Math.max(0, radius - Math.sqrt(dx * dx + dy * dy) + 0.5));
      if (coverage >= 1) continue;
      for (const [cx, cy] of [
        [x, y],
        [width - 1 - x, y],
        [x, height - 1 - y],
        [width - 1 - x, height - 1 - y],
      ] as const) {
        const o = (cy * width + cx) * 4 + 3;
        pixels[o] = Math.round(pixels[o]! * coverage);
      }
    }
  }
}
