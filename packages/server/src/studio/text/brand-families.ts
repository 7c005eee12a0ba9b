/**
 * The typefaces of the studio's font library (font-library.ts) that a brand kit may name for its
 * headings and body text, each with the face that draws it: the faces' own fonts (Inter, DM Serif
 * Display, Caveat), every one with its fallback chain behind it. A module of its own, without the
 * library's HarfBuzz, so that the API's schemas can list them.
 */
import type { FaceName } from './font-library.js';

export const BRAND_FAMILIES = {
  Inter: 'sans',
  'DM Serif Display': 'serif',
  Caveat: 'hand',
} as const satisfies Record<string, FaceName>;
export type BrandFamily = keyof typeof BRAND_FAMILIES;

export function isBrandFamily(name: string): name is BrandFamily {
  return Object.hasOwn(BRAND_FAMILIES, name);
}
