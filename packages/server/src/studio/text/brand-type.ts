/**
 * The brand's type in the pictures: its heading font for the words that speak for the brand
 * (headlines, stickers, the review, the subject on a card, a keyframe's on-screen text), its body
 * font for the small print (buttons, eyebrows, beats). A bundled family is drawn by the studio face
 * that carries it; an uploaded font draws a text only when it has every letter and digit of it —
 * a text in a script it lacks is set whole in the face the scene chose, with its fallback chain,
 * rather than in two fonts side by side. Handwritten captions stay the creator's handwriting.
 */
import type { BrandFont, BrandKit } from '../../ports/brand-kit.js';
import { BRAND_FAMILIES } from './brand-families.js';
import {
  baseFaceOf,
  brandFontCovers,
  type FaceName,
  isBrandFace,
  registerBrandFont,
  type StudioFace,
} from './font-library.js';

/** The roles set in the brand's heading font, and those in its body font. */
const HEADING_ROLES = new Set(['headline', 'sticker', 'review', 'card-subject', 'on-screen-text']);
const BODY_ROLES = new Set(['button', 'card-eyebrow', 'beat']);

export interface BrandType {
  heading?: BrandFont;
  body?: BrandFont;
}

export function brandTypeOf(kit: BrandKit | undefined): BrandType | undefined {
  if (!kit || (!kit.fonts.heading && !kit.fonts.body)) return undefined;
  return {
    ...(kit.fonts.heading ? { heading: kit.fonts.heading } : {}),
    ...(kit.fonts.body ? { body: kit.fonts.body } : {}),
  };
}

const SANS_WEIGHTS: ReadonlySet<StudioFace> = new Set(['sans', 'sansMedium', 'sansBold']);

/**
 * The face a text of `role` is set in under the brand's type: the scene's own `face` when the
 * brand sets no font for the role, or its font cannot draw the text.
 */
export function brandFaceFor(
  type: BrandType,
  role: string | undefined,
  face: FaceName,
  text: string,
): FaceName {
  if (role === undefined || isBrandFace(face)) return face;
  const font = HEADING_ROLES.has(role) ? type.heading : BODY_ROLES.has(role) ? type.body : undefined;
  if (!font) return face;
  const scene = baseFaceOf(face);
  if (font.kind === 'bundled') {
    const drawn = BRAND_FAMILIES[font.family];
    // Inter keeps the weight the scene gave the text; a headline the scene set in the serif or in
    // handwriting is set bold.
    if (drawn === 'sans')
      return SANS_WEIGHTS.has(scene) ? scene : HEADING_ROLES.has(role) ? 'sansBold' : 'sans';
    return drawn;
  }
  const brand = registerBrandFont(font.key, font.sfnt, scene);
  return brandFontCovers(font.key, text) ? brand : face;
}
