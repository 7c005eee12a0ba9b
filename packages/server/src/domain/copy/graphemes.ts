/** Grapheme clusters: what a reader counts as one character (a letter with its accents, an emoji sequence). */
export { countGraphemes, graphemesOf } from '@contentforge/platforms';
