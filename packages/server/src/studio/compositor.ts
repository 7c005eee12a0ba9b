/**
 * Draws a scene into one RGB canvas: the backdrop rendered small by resvg, blurred and enlarged
 * with grain, the product (turned and lit, with its shadow and reflection), and the crisp overlays
 * each rendered by resvg over their own box only. resvg works on the thread pool, the blending is
 * done by the WebAssembly kernels of pixels.ts, and sharp encodes the canvas once.
 */
import { renderAsync } from '@resvg/resvg-js';
import sharp from 'sharp';
import { logoOn } from '../domain/brand/brand-kit.js';
import type { LogoPixels } from '../ports/brand-kit.js';
import type { PlacedLogo } from './brand-logo.js';
import { BufferPool } from './buffer-pool.js';
import { hex } from './colour.js';
import type { Cutout } from './cutout.js';
import { type Box, rotatedBounds, roundBox, type Size } from './geometry.js';
import { grainTile } from './grain.js';
import { blur, type Grain, type Painter, paint, transform } from './pixels.js';
import { measureProduct } from './product-facts.js';
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
  /** The box the product's solid body (or the typographic card standing in for it) occupies. */
  product?: Box;
  /** How the product is in the picture: standing on its shadow, held, lying, or in an open box. */
  stance?: 'standing' | 'held' | 'lying' | 'boxed';
  /** The scene's set, layout, props and angle: what tells the outputs of a run apart. */
  composition: string;
  /** The brand's logo, when the run has one and a clear place was found for it. */
  logo?: {
    box: Box;
    place: PlacedLogo['place'];
    /** The variant drawn: the one for light or dark backgrounds, or the logo as set. */
    variant: 'main' | 'onLight' | 'onDark';
  };
}

export interface ComposeOptions {
  /** Leaves the glyphs out, keeping everything behind them: what text contrast is measured against. */
  withoutText?: boolean;
}

/** The customer's scene photo, decoded once per run (opaque RGBA, straight). */
export interface BackdropRaster {
  pixels: Buffer;
  width: number;
  height: number;
}

export async function composeScene(
  scene: Scene,
  size: Size,
  cutout: Cutout | undefined,
  options: ComposeOptions = {},
  photo?: BackdropRaster,
): Promise<{ bytes: Buffer; layout: OutputLayout }> {
  // Every vector layer is rasterised at once, on the thread pool: while resvg works, the main
  // thread is free (for the previous output's blending, in a run), and both cores are used.
  const overlays = scene.overlays.filter((overlay) => !(options.withoutText && overlay.isText));
  const [backdrop, underlays, product, aboveProduct, logos] = await Promise.all([
    renderBackdrop(scene, size, photo),
    Promise.all((scene.underlays ?? []).map((overlay) => renderOverlay(overlay, size))),
    cutout && scene.product ? prepareProduct(cutout, scene.product) : undefined,
    Promise.all(overlays.map((overlay) => renderOverlay(overlay, size))),
    scene.logo ? prepareLogo(scene.logo) : undefined,
  ]);
  let logoVariant: 'main' | 'onLight' | 'onDark' | undefined;

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
      if (scene.logo && logos) {
        // The variant for what is actually behind it: white text reads better than black below a
        // relative luminance of about 0.18, and so does a light logo.
        const { box } = scene.logo;
        const dark = canvas.luminanceIn(box) < 0.18;
        const chosen = logoOn(scene.logo.logo, dark ? 'dark' : 'light');
        logoVariant =
          chosen === scene.logo.logo.onDark
            ? 'onDark'
            : chosen === scene.logo.logo.onLight
              ? 'onLight'
              : 'main';
        const raster = logos.get(chosen)!;
        canvas.drawPremultiplied(
          raster,
          Math.round(box.x + (box.width - raster.width) / 2),
          Math.round(box.y + (box.height - raster.height) / 2),
        );
      }
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
    composition: scene.composition,
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
  if (scene.product) {
    const { box, rotation, stance } = scene.product;
    const drawn = product?.drawn ?? box;
    layout.product = rotatedBounds(box, rotation, {
      x: drawn.x + drawn.width / 2,
      y: drawn.y + drawn.height / 2,
    });
    layout.stance = stance;
  }
  if (scene.logo && logoVariant) {
    layout.logo = { box: scene.logo.box, place: scene.logo.place, variant: logoVariant };
  }
  return { bytes, layout };
}

/** Each variant of the logo scaled to fit its box (aspect kept), premultiplied. */
async function prepareLogo(placed: PlacedLogo): Promise<Map<LogoPixels, Raster>> {
  const { logo, box } = placed;
  const variants = [logo.main, logo.onLight, logo.onDark].filter((v): v is LogoPixels => v !== undefined);
  const rasters = await Promise.all(
    variants.map(async (variant) => {
      const scale = Math.min(box.width / variant.width, box.height / variant.height);
      const { data, info } = await sharp(variant.rgba, {
        raw: { width: variant.width, height: variant.height, channels: 4 },
      })
        .resize(
          Math.max(1, Math.round(variant.width * scale)),
          Math.max(1, Math.round(variant.height * scale)),
          { fit: 'fill' },
        )
        .raw()
        .toBuffer({ resolveWithObject: true });
      return [variant, { pixels: premultiply(data), width: info.width, height: info.height }] as const;
    }),
  );
  return new Map(rasters);
}

/** The backdrop at its reduced scale, and what stays in focus in front of it (blurred as it is painted). */
async function renderBackdrop(
  scene: Scene,
  size: Size,
  photo: BackdropRaster | undefined,
): Promise<{ raster: Raster; front?: Buffer }> {
  const svg = (body: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="0 0 ${size.width} ${size.height}">${body}</svg>`;
  const width = Math.round(size.width * scene.backdropScale);
  const [backdrop, front, drawn] = await Promise.all([
    scene.backdropPhoto && photo ? photoBackdrop(photo, scene.backdropPhoto, size, width) : undefined,
    scene.backdropFront ? renderSvg(svg(scene.backdropFront), width) : undefined,
    renderSvg(svg(scene.backdrop), width),
  ]);
  if (!backdrop) return { raster: drawn, ...(front ? { front: front.pixels } : {}) };
  // The scene's drawn light and shade go over the photo, before the blur.
  const lit = paint(backdrop.width, backdrop.height, (canvas) => {
    canvas.enlarge(backdrop);
    canvas.drawPremultiplied(drawn, 0, 0);
  });
  return {
    raster: { pixels: opaque(lit), width: backdrop.width, height: backdrop.height },
    ...(front ? { front: front.pixels } : {}),
  };
}

/** Packed RGB as opaque RGBA. */
function opaque(rgb: Buffer): Buffer {
  const rgba = Buffer.alloc((rgb.length / 3) * 4, 255);
  for (let i = 0, o = 0; i < rgb.length; i += 3, o += 4) {
    rgba[o] = rgb[i]!;
    rgba[o + 1] = rgb[i + 1]!;
    rgba[o + 2] = rgb[i + 2]!;
  }
  return rgba;
}

/** The customer's photo cropped to the frame's aspect (zoomed in around a focus) at backdrop scale. */
async function photoBackdrop(
  photo: BackdropRaster,
  framing: NonNullable<Scene['backdropPhoto']>,
  size: Size,
  width: number,
): Promise<Raster> {
  const height = Math.round((width * size.height) / size.width);
  const aspect = size.width / size.height;
  let cropWidth = Math.min(photo.width, photo.height * aspect) / Math.max(1, framing.zoom);
  let cropHeight = cropWidth / aspect;
  cropWidth = Math.max(1, Math.round(cropWidth));
  cropHeight = Math.max(1, Math.min(photo.height, Math.round(cropHeight)));
  const left = Math.round(
    Math.min(photo.width - cropWidth, Math.max(0, framing.focusX * photo.width - cropWidth / 2)),
  );
  const top = Math.round(
    Math.min(photo.height - cropHeight, Math.max(0, framing.focusY * photo.height - cropHeight / 2)),
  );
  const { data, info } = await sharp(photo.pixels, {
    raw: { width: photo.width, height: photo.height, channels: 4 },
  })
    .extract({ left, top, width: cropWidth, height: cropHeight })
    .resize(width, height, { fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { pixels: data, width: info.width, height: info.height };
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
  /** The whole cut-out's box (its soft edge included) before rotation. */
  drawn: Box;
  placement: ProductPlacement;
  shadow?: { mask: { pixels: Buffer; width: number; height: number }; pad: number };
  cast?: { mask: { pixels: Buffer; width: number; height: number }; rect: Box };
}

async function prepareProduct(cutout: Cutout, placement: ProductPlacement): Promise<PreparedProduct> {
  // The placement is the solid body's box; the cut-out's soft edge reaches past it.
  const { solid } = measureProduct(cutout);
  const scale = placement.box.width / Math.max(1, solid.width);
  const drawn = {
    x: placement.box.x - solid.x * scale,
    y: placement.box.y - solid.y * scale,
    width: cutout.width * scale,
    height: cutout.height * scale,
  };
  const box = roundBox(drawn);
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
  if (placement.tint) tintPremultiplied(product.pixels, placement.tint);
  const left = Math.round(box.x + box.width / 2 - product.width / 2);
  const top = Math.round(box.y + box.height / 2 - product.height / 2);
  const shadow = placement.shadow ? blurredSilhouette(product, placement.shadow.blur) : undefined;
  const cast = placement.cast
    ? castShadow(product, {
        base: placement.box.y + placement.box.height - top,
        ...placement.cast,
      })
    : undefined;
  return {
    product,
    left,
    top,
    drawn,
    placement,
    ...(shadow ? { shadow } : {}),
    ...(cast
      ? { cast: { mask: cast.mask, rect: { ...cast.rect, x: cast.rect.x + left, y: cast.rect.y + top } } }
      : {}),
  };
}

/** Multiplies premultiplied colour by `tint` (1 = unchanged), never past the pixel's alpha. */
function tintPremultiplied(pixels: Uint8Array, tint: { r: number; g: number; b: number }): void {
  const r = Math.round(tint.r * 256);
  const g = Math.round(tint.g * 256);
  const b = Math.round(tint.b * 256);
  for (let o = 0; o < pixels.length; o += 4) {
    const a = pixels[o + 3]!;
    if (a === 0) continue;
    pixels[o] = Math.min(a, (pixels[o]! * r) >> 8);
    pixels[o + 1] = Math.min(a, (pixels[o + 1]! * g) >> 8);
    pixels[o + 2] = Math.min(a, (pixels[o + 2]! * b) >> 8);
  }
}

/**
 * The shadow a standing product casts on its surface: its silhouette laid down from its base (row
 * `base` of the product raster) — squashed to `length` of its height and leaning sideways by
 * `lean` — at a quarter of its size and blurred, as a mask and the rectangle it covers (relative
 * to the product raster). It starts at the base itself: the product stands on it, with no gap.
 */
function castShadow(
  product: Raster,
  cast: { base: number; lean: number; length: number; blur: number },
): { mask: { pixels: Buffer; width: number; height: number }; rect: Box } {
  const quarter = 4;
  const base = Math.min(product.height, Math.max(1, cast.base));
  const rise = base * cast.length;
  const reach = Math.abs(cast.lean) * base;
  const pad = Math.ceil(cast.blur * 2);
  const rect = {
    x: Math.floor(Math.min(0, cast.lean * base)) - pad,
    y: Math.floor(base - rise) - pad,
    width: Math.ceil(product.width + reach) + 2 * pad,
    height: Math.ceil(rise) + 2 * pad,
  };
  const width = Math.max(1, Math.round(rect.width / quarter));
  const height = Math.max(1, Math.round(rect.height / quarter));
  const small = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    // The shadow's row at height `up` above the base is the product's row `up / length` above it.
    const sy = rect.y + (y + 0.5) * (rect.height / height);
    const up = base - sy;
    if (up < 0 || up > rise) continue;
    const py = Math.round(base - up / cast.length);
    if (py < 0 || py >= product.height) continue;
    const shift = (cast.lean * up) / cast.length;
    for (let x = 0; x < width; x++) {
      const px = Math.round(rect.x + (x + 0.5) * (rect.width / width) - shift);
      if (px < 0 || px >= product.width) continue;
      // Fainter as it reaches away from the base, as a real cast shadow is.
      const alpha = product.pixels[(py * product.width + px) * 4 + 3]! * (1 - (0.6 * up) / Math.max(1, rise));
      small.fill(alpha, (y * width + x) * 4, (y * width + x) * 4 + 4);
    }
  }
  const blurred = blur({ pixels: small, width, height }, Math.max(0.3, cast.blur / quarter));
  const mask = Buffer.alloc(width * height);
  for (let i = 0; i < mask.length; i++) mask[i] = blurred[i * 4 + 3]!;
  return { mask: { pixels: mask, width, height }, rect };
}

/** The product's shadow, then its reflection, then the product itself. */
function drawProduct(canvas: Painter, prepared: PreparedProduct, grain: Grain | undefined): void {
  const { product, left, top, placement, shadow, cast } = prepared;
  if (placement.cast && cast) {
    const { opacity, colour = { r: 24, g: 18, b: 12 } } = placement.cast;
    canvas.drawMask(
      cast.mask,
      { left: cast.rect.x, top: cast.rect.y, width: cast.rect.width, height: cast.rect.height },
      colour,
      opacity,
    );
  }
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
