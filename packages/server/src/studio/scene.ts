/**
 * What a scene is: a soft backdrop (SVG rendered at reduced scale and enlarged, which is cheap and
 * reads like a shallow depth of field), the product placed on it, crisp overlays above it (hands,
 * stickers, cards, text), and grain. Scenes only describe; the compositor draws.
 */

import type { SceneWords } from '../domain/copy/languages/language-pack.js';
import type { Language } from '../domain/languages.js';
import type { BrandLogo, LogoCorner } from '../ports/brand-kit.js';
import type { RenderClaims, SceneBrief } from '../ports/image-engine.js';
import type { Rgb } from './colour.js';
import type { Box, Size } from './geometry.js';
import type { Palette } from './palette.js';
import type { CardShape, Light } from './pixels.js';
import type { ProductView } from './product-facts.js';

/** Where the brand's logo went in a picture (brand-logo.ts places it). */
export interface PlacedLogo {
  box: Box;
  /** Where it went: the brand's corner, another corner, or the middle of the top or bottom edge. */
  place: LogoCorner | 'top' | 'bottom';
  logo: BrandLogo;
}

import type { Random } from './random.js';
import type { TextLayout } from './text/text-layout.js';

export type { CardShape };

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
  /**
   * Where the product's solid body stands, before rotation (its aspect is the product's): the
   * cut-out's soft edge reaches a little past it.
   */
  box: Box;
  /** Degrees, clockwise. */
  rotation: number;
  /** A soft drop shadow of the product's own silhouette (a product held or lying, not standing). */
  shadow?: { dx: number; dy: number; blur: number; opacity: number; colour?: Rgb };
  /**
   * The shadow a standing product casts on the surface it stands on: its silhouette laid down from
   * its base, away from the light (`lean` > 0 falls to the right), `length` of its height.
   */
  cast?: { lean: number; length: number; blur: number; opacity: number; colour?: Rgb };
  /** A mirrored, fading copy under the product, for glossy floors. */
  reflection?: { opacity: number };
  /** Directional light over the product so that it sits in the scene's light. */
  light?: Light;
  /**
   * How it is in the picture: standing on a surface (on its shadow), held, lying, or standing in
   * an open box with its foot behind the box's front wall.
   */
  stance: 'standing' | 'held' | 'lying' | 'boxed';
  /** Colour multipliers (1 = as photographed) that match the product to a photo's light. */
  tint?: Rgb;
}

export interface Scene {
  /**
   * What the scene is called in the render's layout (its set, layout, props and angle), so that
   * the outputs of a run can be told apart by composition and not only by colour.
   */
  composition: string;
  backdrop: string;
  /**
   * The customer's own scene photo as the backdrop (under `backdrop`, which then only adds light
   * and shadow): `zoom` ≥ 1 crops into it around (`focusX`, `focusY`), fractions of the photo.
   */
  backdropPhoto?: { zoom: number; focusX: number; focusY: number };
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
  /** The boxes of drawn props standing on the scene's surface beside the product (their base is the box's bottom). */
  props?: Box[];
  /** Where the scene has one: the line a standing product is set on (a podium's top, a floor) and its base. */
  standsOn?: { line: number; base: number };
  /** Drawn above the product, in order. */
  overlays: Overlay[];
  texts: PlacedText[];
  /** Grain strength, 0 (none) to 1 (phone camera at night). */
  grain: number;
  /** The brand's logo where it goes (brand-logo.ts): set by the renderer after the scene is built. */
  logo?: PlacedLogo;
}

/** What a product looks like, as far as a scene needs to know to place and light it. */
export interface ProductFacts {
  /** width / height of the product's solid body. */
  aspect: number;
  dominant: Rgb;
  /** The mean colour of its body: how light or dark it is as a whole. */
  mean: Rgb;
  /** Where it was photographed from: it is set on a surface seen from the same height. */
  view: ProductView;
  /** 'photo' when the background could not be keyed out and the whole picture is shown. */
  kind: 'cutout' | 'photo';
  /** Its silhouette's left and right edges (0–1 of its width) at heights down its body (product-facts.ts). */
  profile: ReadonlyArray<{ left: number; right: number } | undefined>;
}

/** How a product's aspect is laid out: each gets the framing that suits it. */
export type ProductShape = 'tall' | 'square' | 'wide' | 'flat';

export function shapeOf(aspect: number): ProductShape {
  if (aspect < 0.72) return 'tall';
  if (aspect <= 1.35) return 'square';
  if (aspect <= 2.6) return 'wide';
  return 'flat';
}

/** The person in a UGC run: the same in every picture of one run. */
export interface Creator {
  /** They set the product down right of the frame's centre (else left of it). */
  fromRight: boolean;
}

/** The customer's scene photo as measured for lighting the product to match it. */
export interface BackdropFacts {
  /** Mean luma, 0–1. */
  brightness: number;
  /** Mean red minus mean blue, −1 (cool) to 1 (warm). */
  warmth: number;
  /** The brighter side of the photo: where its light comes from. */
  lightFromLeft: boolean;
  /** The photo's average colour. */
  mean: Rgb;
  /** Width / height of the photo. */
  aspect: number;
  /**
   * The line (a fraction of the photo's height, down from its top) where a surface meets what is
   * behind it — a table top's edge, a shelf, a counter — when the photo has a clear one: where a
   * product set into it stands.
   */
  surface?: number;
  /**
   * With a surface line: how much already stands on the surface, in equal columns across the
   * photo's width (the mean step in light between neighbouring pixels just above the line): where
   * there is a clear spot to set a product down.
   */
  clutter?: number[];
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
  /** Every word drawn besides the subject comes from here (the language's pack, domain/copy/languages). */
  words: SceneWords;
  /** What the caller vouches for: no stars without a rating, no "New" without isNew. */
  claims: RenderClaims;
  /** The language of the words; guessed from the subject's script when the request did not say. */
  language?: Language;
  creator: Creator;
  /** Set when the run has the customer's own scene photo. */
  backdropPhoto?: BackdropFacts;
  product?: ProductFacts;
  /** Video presets: the scene this keyframe shows. */
  brief?: SceneBrief;
  /** Set when another scene adds its own text (a storyboard keyframe): no stickers, no captions. */
  textFree?: boolean;
  /**
   * The band (canvas y, top to bottom) a drawn product mock-up must stay inside, so that its words stay
   * clear of the storyboard's caption and inside the 9:16 safe zone.
   */
  textZone?: { top: number; bottom: number };
}

export type SceneBuilder = (context: SceneContext) => Scene;
