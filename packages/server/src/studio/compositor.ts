/**
 * Draws a scene into one RGB canvas: the backdrop rendered small by resvg, blurred and enlarged
 * with grain, the product (turned and lit, with its shadow and reflection: product-layer.ts), and
 * the crisp overlays each rendered by resvg over their own box only. resvg works on the thread
 * pool, the blending is done by the WebAssembly kernels of pixels.ts, and sharp encodes the canvas
 * once.
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
import { type Grain, type Painter, paint } from './pixels.js';
import { drawProduct, prepareProduct } from './product-layer.js';
import { premultiply, type Raster } from './raster.js';
import type { CardShape, Overlay, Scene } from './scene.js';
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
  /** Drawn props standing beside the product: each box's bottom is where the prop stands. */
  props?: Box[];
  /** The line the scene set a standing product on (a podium's top, a floor), and the product's base. */
  standsOn?: { line: number; base: number };
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
  if (scene.props?.length) layout.props = scene.props;
  if (scene.standsOn !== undefined) layout.standsOn = scene.standsOn;
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
