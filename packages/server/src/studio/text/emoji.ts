/**
 * Colour emoji, drawn from Twemoji's artwork (the SVG files of @twemoji/svg, CC-BY 4.0): a cluster
 * shown as an emoji is looked up by its code points, read once, and placed as vector art in the
 * text, one em square per emoji.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const directory = path.dirname(require.resolve('@twemoji/svg/package.json'));

const EMOJI_PRESENTATION = /\p{Emoji_Presentation}|\p{Regional_Indicator}/u;
const PICTOGRAPHIC = /\p{Extended_Pictographic}/u;

/**
 * Whether a grapheme cluster is shown as an emoji: one with emoji presentation by default (😀), or
 * asked for it with VS16 (❤️), a keycap (1️⃣), a flag, or a ZWJ sequence (👩‍💻). A text-style
 * symbol without them (©, ♥) is left to the fonts.
 */
export function isEmojiCluster(cluster: string): boolean {
  if (cluster.includes('\u20e3')) return true;
  if (!PICTOGRAPHIC.test(cluster) && !/\p{Regional_Indicator}/u.test(cluster)) return false;
  if (cluster.includes('\ufe0e')) return false;
  return EMOJI_PRESENTATION.test(cluster) || cluster.includes('\ufe0f') || cluster.includes('\u200d');
}

const art = new Map<string, string | null>();

/** Twemoji's file name for a sequence: code points in hex, without VS16 unless it is a ZWJ sequence. */
function fileNames(cluster: string): string[] {
  const codePoints = [...cluster].map((c) => c.codePointAt(0)!.toString(16));
  const without = codePoints.filter((cp) => cp !== 'fe0f');
  return [...new Set([without.join('-'), codePoints.join('-')])];
}

/**
 * The inner SVG of the emoji's artwork (drawn in a 36×36 box), or null when Twemoji has none for
 * this sequence. Ids inside the artwork are made unique to it.
 */
export function emojiArt(cluster: string): string | null {
  let found = art.get(cluster);
  if (found === undefined) {
    found = null;
    for (const name of fileNames(cluster)) {
      let svg: string;
      try {
        svg = readFileSync(path.join(directory, `${name}.svg`), 'utf8');
      } catch {
        continue;
      }
      const inner = svg.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
      found = inner.replace(/\b(id="|url\(#|href="#)([^")]+)/g, `$1e${name}-$2`);
      break;
    }
    art.set(cluster, found);
  }
  return found;
}

/** The artwork's own box: Twemoji draws every emoji in 36×36. */
export const EMOJI_VIEWBOX = 36;
