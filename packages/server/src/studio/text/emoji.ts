/**
 * Colour emoji, drawn from Twemoji's artwork (the SVG files of @twemoji/svg, CC-BY 4.0): a cluster
 * shown as an emoji is looked up by its code points, read once, and placed as vector art in the
 * text, one em square per emoji.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const directory = path.dirname(require.resolve('@twemoji/svg/package.json'));

const EMOJI_PRESENTATION = /\p{Emoji_Presentation}|\p{Regional_Indicator}|\p{Emoji_Modifier}/u;
const PICTOGRAPHIC = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\p{Emoji_Modifier}/u;

/**
 * Whether a grapheme cluster is shown as an emoji: one with emoji presentation by default (😀), or
 * asked for it with VS16 (❤️), a keycap (1️⃣), a flag, or a ZWJ sequence (👩‍💻). A text-style
 * symbol without them (©, ♥) is left to the fonts.
 */
export function isEmojiCluster(cluster: string): boolean {
  if (cluster.includes('\u20e3')) return true;
  if (!PICTOGRAPHIC.test(cluster) || cluster.includes('\ufe0e')) return false;
  return EMOJI_PRESENTATION.test(cluster) || cluster.includes('\ufe0f') || cluster.includes('\u200d');
}

/** A sequence's key: its code points in hex, without VS16, as Twemoji's file names mostly are. */
const keyOf = (codePoints: string[]) =>
  codePoints
    .map((c) => c.codePointAt(0)!.toString(16))
    .filter((hex) => hex !== 'fe0f')
    .join('-');

let files: Map<string, string> | undefined;

/** Twemoji's files by key, read once: a sequence is found whether it was typed with VS16 or not. */
function fileOf(key: string): string | undefined {
  files ??= new Map(
    readdirSync(directory)
      .filter((f) => f.endsWith('.svg'))
      .map((f) => [f.slice(0, -4).replace(/-fe0f/g, ''), f]),
  );
  return files.get(key);
}

const art = new Map<string, string | null>();

/**
 * The inner SVG of the emoji's artwork (drawn in a 36×36 box), or null when Twemoji has none. A
 * ZWJ sequence newer than the artwork is drawn as its first emoji (🙂‍↔️ as 🙂), as the platforms
 * do. Ids inside the artwork are made unique to it.
 */
export function emojiArt(cluster: string): string | null {
  let found = art.get(cluster);
  if (found === undefined) {
    const codePoints = [...cluster];
    const first = cluster.split('\u200d')[0]!;
    const file = fileOf(keyOf(codePoints)) ?? (first !== cluster ? fileOf(keyOf([...first])) : undefined);
    found = null;
    if (file) {
      const svg = readFileSync(path.join(directory, file), 'utf8');
      const inner = svg.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
      const name = file.slice(0, -4);
      found = inner.replace(/\b(id="|url\(#|href="#)([^")]+)/g, `$1e${name}-$2`);
    }
    art.set(cluster, found);
  }
  return found;
}

/** The artwork's own box: Twemoji draws every emoji in 36×36. */
export const EMOJI_VIEWBOX = 36;
