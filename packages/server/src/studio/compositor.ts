/**
 * Draws a scene into one RGB canvas: the backdrop rendered small by resvg and enlarged, the product
 * (lit, rotated, with its shadow and reflection), the crisp overlays each rendered by resvg over
 * their own box only, then grain; sharp encodes the canvas once.
 */
import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';
import { hex } from './colour.js';
import type { Cutout } from './cutout.js';
import { type FaceName, fontFace } from './fonts.js';
import { type Box, rotatedBounds, roundBox, type Size } from './geometry.js';
import { GRAIN_TILE, grainTile } from './grain.js';
import {
  blendOver,
  type Canvas,
  createCanvas,
  drawEnlarged,
  drawImage,
  drawMask,
  type Grain,
} from './raster.js';
import type { Overlay, ProductPlacement, Scene } from './scene.js';

export const JPEG_QUALITY = 88;

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
    ellipsized: boolean;
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
  const canvas = createCanvas(size.width, size.height);
  const backdrop = await renderBackdrop(scene, size);
  // Grain goes into the backdrop and the product, the photographed parts; text and stickers are
  // added on top digitally, as an app would, and stay clean.
  const grain: Grain | undefined =
    scene.grain > 0 ? { noise: grainTile(), tile: GRAIN_TILE, amount: scene.grain * 40 } : undefined;
  drawEnlarged(canvas, { ...backdrop, premultiplied: true }, grain);
  for (const underlay of scene.underlays ?? []) drawOverlay(canvas, underlay);
  if (cutout && scene.product) await drawProduct(canvas, cutout, scene.product, grain);
  for (const overlay of scene.overlays) {
    if (options.withoutText && overlay.isText) continue;
    drawOverlay(canvas, overlay);
  }

  const bytes = await sharp(Buffer.from(canvas.rgb.buffer), {
    raw: { width: size.width, height: size.height, channels: 3 },
  })
    .jpeg({ quality: JPEG_QUALITY })
    .toBuffer();

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
      ellipsized: t.layout.ellipsized,
    })),
  };
  if (scene.product) layout.product = rotatedBounds(scene.product.box, scene.product.rotation);
  return { bytes, layout };
}

async function renderBackdrop(scene: Scene, size: Size): Promise<Raster> {
  const svg = (body: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="0 0 ${size.width} ${size.height}">${body}</svg>`;
  const width = Math.round(size.width * scene.backdropScale);
  const backdrop = renderSvg(svg(scene.backdrop), [], width);
  if (scene.backdropBlur) {
    backdrop.pixels = await sharp(backdrop.pixels, {
      raw: { width: backdrop.width, height: backdrop.height, channels: 4, premultiplied: true },
    })
      .blur(Math.max(0.3, scene.backdropBlur * scene.backdropScale))
      .raw()
      .toBuffer();
  }
  if (scene.backdropFront) {
    const front = renderSvg(svg(scene.backdropFront), [], width);
    blendOver(backdrop.pixels, front.pixels);
  }
  return backdrop;
}

interface Raster {
  pixels: Buffer;
  width: number;
  height: number;
}

function renderSvg(svg: string, faces: FaceName[], width?: number): Raster {
  const files = [...new Set(faces)].map((face) => fontFace(face).file);
  const resvg = new Resvg(svg, {
    ...(width ? { fitTo: { mode: 'width' as const, value: width } } : {}),
    font: {
      fontFiles: files,
      loadSystemFonts: false,
      defaultFontFamily: faces[0] ? fontFace(faces[0]).family : 'Inter',
    },
  });
  const image = resvg.render();
  return { pixels: image.pixels, width: image.width, height: image.height };
}

/** Renders an overlay over its own box only (clipped to the canvas): far less work than a full canvas. */
function drawOverlay(canvas: Canvas, overlay: Overlay): void {
  const box = clip(roundBox(overlay.box), canvas);
  if (!box) return;
  const raster = renderSvg(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${box.width}" height="${box.height}" viewBox="${box.x} ${box.y} ${box.width} ${box.height}">${overlay.svg}</svg>`,
    overlay.faces,
  );
  drawImage(canvas, { ...raster, premultiplied: true }, box.x, box.y);
}

function clip(box: Box, size: Size): Box | undefined {
  const x = Math.max(0, box.x);
  const y = Math.max(0, box.y);
  const right = Math.min(size.width, box.x + box.width);
  const bottom = Math.min(size.height, box.y + box.height);
  if (right - x < 1 || bottom - y < 1) return undefined;
  return { x, y, width: right - x, height: bottom - y };
}

/** The product's shadow, then its reflection, then the product itself. */
async function drawProduct(
  canvas: Canvas,
  cutout: Cutout,
  placement: ProductPlacement,
  grain: Grain | undefined,
): Promise<void> {
  const box = roundBox(placement.box);
  const resized = await sharp(cutout.pixels, {
    raw: { width: cutout.width, height: cutout.height, channels: 4 },
  })
    .resize(Math.max(1, box.width), Math.max(1, box.height), { fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  let product: Raster = { pixels: resized.data, width: resized.info.width, height: resized.info.height };
  if (cutout.kind === 'photo')
    roundCorners(product, Math.round(Math.min(product.width, product.height) * 0.06));
  if (placement.light) applyLight(product, placement.light);
  if (placement.rotation) {
    const turned = await sharp(product.pixels, {
      raw: { width: product.width, height: product.height, channels: 4 },
    })
      .rotate(placement.rotation, { background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .raw()
      .toBuffer({ resolveWithObject: true });
    product = { pixels: turned.data, width: turned.info.width, height: turned.info.height };
  }
  const left = Math.round(box.x + box.width / 2 - product.width / 2);
  const top = Math.round(box.y + box.height / 2 - product.height / 2);

  if (placement.shadow) {
    const { dx, dy, blur, opacity, colour = { r: 20, g: 16, b: 12 } } = placement.shadow;
    const shadow = await blurredSilhouette(product, blur);
    drawMask(
      canvas,
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
    drawImage(
      canvas,
      { ...reflectionOf(product, placement.reflection.opacity), premultiplied: false },
      left,
      top + product.height,
    );
  }
  drawImage(canvas, { ...product, premultiplied: false }, left, top, 1, grain);
}

/**
 * The product's alpha, padded and blurred at a quarter of its size (cheap, and a shadow is soft
 * anyway); drawMask enlarges it back as it tints the canvas.
 */
async function blurredSilhouette(product: Raster, blur: number) {
  const pad = Math.ceil(blur * 2);
  const width = product.width + 2 * pad;
  const height = product.height + 2 * pad;
  const smallWidth = Math.max(1, Math.round(width / 4));
  const smallHeight = Math.max(1, Math.round(height / 4));
  // Shrunk here by sampling, already padded: sharp would extend after resizing, and opaquely.
  const small = new Uint8Array(smallWidth * smallHeight);
  for (let y = 0; y < smallHeight; y++) {
    const py = Math.floor(((y + 0.5) * height) / smallHeight) - pad;
    if (py < 0 || py >= product.height) continue;
    for (let x = 0; x < smallWidth; x++) {
      const px = Math.floor(((x + 0.5) * width) / smallWidth) - pad;
      if (px < 0 || px >= product.width) continue;
      small[y * smallWidth + x] = product.pixels[(py * product.width + px) * 4 + 3]!;
    }
  }
  const blurred = await sharp(small, { raw: { width: smallWidth, height: smallHeight, channels: 1 } })
    .blur(Math.max(0.3, blur / 4))
    .extractChannel(0)
    .raw()
    .toBuffer();
  return { mask: { pixels: blurred, width: smallWidth, height: smallHeight }, pad };
}

/** The product mirrored below itself, fading out over a third of its height. */
function reflectionOf(product: Raster, opacity: number): Raster {
  const height = Math.max(1, Math.round(product.height * 0.35));
  const pixels = Buffer.alloc(product.width * height * 4);
  for (let y = 0; y < height; y++) {
    const fade = opacity * (1 - y / height) ** 1.6;
    const from = (product.height - 1 - y) * product.width * 4;
    for (let x = 0; x < product.width; x++) {
      const s = from + x * 4;
      const d = (y * product.width + x) * 4;
      pixels[d] = product.pixels[s]!;
      pixels[d + 1] = product.pixels[s + 1]!;
      pixels[d + 2] = product.pixels[s + 2]!;
      pixels[d + 3] = Math.round(product.pixels[s + 3]! * fade);
    }
  }
  return { pixels, width: product.width, height };
}

/** Shades the product from its highlight side to its shadow side, along the light's angle. */
function applyLight(product: Raster, light: NonNullable<ProductPlacement['light']>): void {
  const radians = (light.angle * Math.PI) / 180;
  const ux = Math.cos(radians);
  const uy = Math.sin(radians);
  const { width, height, pixels } = product;
  const span = Math.abs(ux) * width + Math.abs(uy) * height;
  const originX = ux > 0 ? 0 : width;
  const originY = uy > 0 ? 0 : height;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      // t runs 0 at the lit edge to 1 at the far edge.
      const t = ((x - originX) * ux + (y - originY) * uy) / span;
      const o = (y * width + x) * 4;
      const toward = t < 0.5 ? light.highlight : light.shade;
      const k = light.strength * Math.abs(t - 0.5) * 2;
      pixels[o] = pixels[o]! + (toward.r - pixels[o]!) * k;
      pixels[o + 1] = pixels[o + 1]! + (toward.g - pixels[o + 1]!) * k;
      pixels[o + 2] = pixels[o + 2]! + (toward.b - pixels[o + 2]!) * k;
    }
  }
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
