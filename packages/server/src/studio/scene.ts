/**
 * What a scene is: a soft backdrop (SVG rendered at reduced scale and enlarged, which is cheap and
 * reads like a shallow depth of field), the product placed on it, crisp overlays above it (hands,
 * stickers, cards, text), and grain. Scenes only describe; the compositor draws.
 */
import type { SceneBrief } from '../ports/image-engine.js';
import type { Rgb } from './colour.js';
import type { Box, Size } from './geometry.js';
import type { Palette } from './palette.js';
import type { Light } from './pixels.js';
import type { Random } from './random.js';
import type { TextLayout } from './text/text-layout.js';

/** Something drawn over the backdrop: vector artwork, or a card the pixel kernels paint. */
export type Overlay = SvgOverlay | CardOverlay;

export interface SvgOverlay {
  box: Box;
  /** SVG body in canvas coordinates; only the part inside `box` is drawn. */
  svg: string;
  /** Glyphs of a text block: left out of the text-free render the contrast checks compare against. */
  isText?: boolean;
}

/**
 * A rounded card with a sheen and an inner outline, painted straight onto the canvas: as an SVG
 * gradient it would cost the rasteriser more than a JPEG encode of its area.
 */
export interface CardOverlay {
  box: Box;
  card: CardShape;
  isText?: undefined;
}

export interface CardShape {
  radius: number;
  /** The sheen: `from` at the top-left corner to `to` where across + down (each 0 to 1) reach `reach`. */
  from: Rgb;
  to: Rgb;
  reach: number;
  outline: { inset: number; radius: number; width: number; colour: Rgb; opacity: number };
}

export interface PlacedText {
  /** What the text is for: "headline", "review", "sticker", "caption", … */
  role: string;
  layout: TextLayout;
  colour: Rgb;
  /** The box of the laid-out lines. */
  box: Box;
  /** Each line's own box within it (a right-to-left line ends at the right edge). */
  lineBoxes: Box[];
  align: 'start' | 'middle' | 'end';
}

export interface ProductPlacement {
  /** Where the cut-out product is drawn, before rotation (its aspect is the product's). */
  box: Box;
  /** Degrees, clockwise. */
  rotation: number;
  /** A soft drop shadow of the product's own silhouette. */
  shadow?: { dx: number; dy: number; blur: number; opacity: number; colour?: Rgb };
  /** A mirrored, fading copy under the product, for glossy floors. */
  reflection?: { opacity: number };
  /** Directional light over the product so that it sits in the scene's light. */
  light?: Light;
}

export interface Scene {
  backdrop: string;
  /** Fraction of the output size the backdrop is rendered at before it is enlarged. */
  backdropScale: number;
  /**
   * Depth of field: the backdrop is blurred by this much (a Gaussian sigma, in output pixels) while
   * it is small, which costs far less than an SVG blur filter.
   */
  backdropBlur?: number;
  /** Drawn over the backdrop at the same scale, after the blur: near things that stay in focus. */
  backdropFront?: string;
  /** Crisp layers between the backdrop and the product (an arm behind it, a box it lies in). */
  underlays?: Overlay[];
  product?: ProductPlacement;
  /** Drawn above the product, in order. */
  overlays: Overlay[];
  texts: PlacedText[];
  /** Grain strength, 0 (none) to 1 (phone camera at night). */
  grain: number;
}

/** What a product looks like, as far as a scene needs to know to place and light it. */
export interface ProductFacts {
  /** width / height of the trimmed cut-out. */
  aspect: number;
  dominant: Rgb;
  /** 'photo' when the background could not be keyed out and the whole picture is shown. */
  kind: 'cutout' | 'photo';
}

export interface SceneContext {
  size: Size;
  /** 0-based output index and the number of outputs of the run. */
  index: number;
  count: number;
  random: Random;
  /**
   * Drawn once per run (not per output): outputs pick variant `(runVariant + index) % n` of a list,
   * so the outputs of one run never repeat each other while a new seed reshuffles them.
   */
  runVariant: number;
  subject: string;
  palette: Palette;
  product?: ProductFacts;
  /** Video presets: the scene this keyframe shows. */
  brief?: SceneBrief;
  /** Set when another scene adds its own text (a storyboard keyframe): no stickers, no captions. */
  textFree?: boolean;
  /**
   * The band (canvas y, top to bottom) a typographic card must stay inside, so that its words stay
   * clear of the storyboard's caption and inside the 9:16 safe zone.
   */
  textZone?: { top: number; bottom: number };
}

export type SceneBuilder = (context: SceneContext) => Scene;
