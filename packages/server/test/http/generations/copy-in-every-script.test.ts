import twitterText from 'twitter-text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nameInSentence } from '../../../src/domain/copy/name-casing.js';
import { productName } from '../../../src/domain/copy/subject-phrase.js';
import type { Language } from '../../../src/domain/languages.js';
import { PLATFORMS, type Platform } from '../../../src/ports/copy-engine.js';
import { LONG_SUBJECTS_BY_SCRIPT, SUBJECTS_BY_SCRIPT } from '../../domain/copy/subjects-by-script.js';
import { bearer, createTestContext, type TestContext } from '../../support/test-app.js';

let ctx: TestContext;
let token: string;

beforeAll(async () => {
  ctx = await createTestContext();
  token = (await ctx.account({ credits: 0 })).token;
});
afterAll(async () => ctx?.close());

interface Variant {
  language: Language;
  caption: string;
  hook: string;
  hashtags: string[];
  characterCount: number;
}

async function writeCopy(subject: string, platform: Platform): Promise<Variant[]> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/v1/generations/copy',
    headers: bearer(token),
    payload: { subject, platform, variants: 5 },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.variants;
}

/** The caption limits the copy writer promises, counted here independently of the service. */
const LIMITS: Record<Platform, number> = {
  x: 280,
  bluesky: 300,
  threads: 500,
  pinterest: 500,
  instagram: 2200,
  facebook: 2200,
  linkedin: 3000,
  tiktok: 4000,
};
const graphemes = (text: string) =>
  Array.from(new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text), (s) => s.segment);
/** An emoji, which Threads counts as its UTF-8 bytes (🌿 is 4). */
const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}/u;
/** As each platform counts: X by twitter-text's weight, TikTok in UTF-16 units, the rest as readers do. */
const countedByPlatform = (platform: Platform, text: string) => {
  if (platform === 'x') return twitterText.parseTweet(text).weightedLength;
  if (platform === 'tiktok') return text.length;
  if (platform === 'threads') {
    return graphemes(text).reduce((n, g) => n + (EMOJI.test(g) ? Buffer.byteLength(g, 'utf8') : 1), 0);
  }
  return graphemes(text).length;
};

/** Where `Intl.Segmenter` ends a word or a space in `text`: the only places a name may be cut. */
const wordEnds = (text: string) =>
  new Set(
    Array.from(
      new Intl.Segmenter('en', { granularity: 'word' }).segment(text),
      (s) => s.index + s.segment.length,
    ),
  );

/** How much of `subject` the caption names: all of it, or the longest start of it before an ellipsis. */
function namedLength(caption: string, subject: string): number {
  if (caption.includes(subject)) return subject.length;
  let longest = 0;
  for (const ellipsis of caption.matchAll(/…/gu)) {
    const before = caption.slice(0, ellipsis.index);
    for (let k = Math.min(before.length, subject.length); k > longest; k--) {
      if (before.endsWith(subject.slice(0, k))) {
        longest = k;
        break;
      }
    }
  }
  return longest;
}

function expectWholeGraphemes(text: string) {
  expect(text).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/u);
  for (const grapheme of graphemes(text)) {
    // A mark or a joiner left at the start of a grapheme lost its base; one at the end lost what followed.
    expect(grapheme).not.toMatch(/^[\p{M}\u200d]|\u200d$/u);
  }
}

const subjects = [
  ...Object.entries(SUBJECTS_BY_SCRIPT),
  ...Object.entries(LONG_SUBJECTS_BY_SCRIPT).map(([script, subject]) => [`long ${script}`, subject] as const),
];

describe('POST /generations/copy for subjects in every script', () => {
  for (const [script, subject] of subjects) {
    it(`fits every platform, names the ${script} subject whole or cut between words, and tags X links whole`, async () => {
      // Sentences say the name without the size a listing ends on ("30 ml").
      const name = productName(subject);
      expect(name.length).toBeGreaterThanOrEqual(subject.replace(/[\s,]*\d+\s*ml$/u, '').length);
      const boundaries = wordEnds(name);
      for (const platform of PLATFORMS) {
        for (const v of await writeCopy(subject, platform)) {
          expect(v.characterCount).toBe(countedByPlatform(platform, v.caption));
          expect(v.characterCount).toBeLessThanOrEqual(LIMITS[platform]);
          if (platform === 'instagram') expect(graphemes(v.hook).length).toBeLessThanOrEqual(125);
          expectWholeGraphemes(v.caption);
          // Inside a sentence a name in sentence case is said with a lower-case first letter.
          const said = nameInSentence(name, v.language);
          const named = Math.max(namedLength(v.hook, name), namedLength(v.hook, said));
          expect(named).toBeGreaterThan(0);
          expect(boundaries.has(named)).toBe(true);
          const linked = twitterText.extractHashtags(v.caption);
          for (const tag of v.hashtags) {
            expect(linked).toContain(tag.slice(1));
            expect(tag).not.toMatch(/^#\p{N}+\p{L}{0,3}$/u); // "#30ml" says nothing
          }
        }
      }
    });
  }

  it('keeps the Japanese name after a Latin brand on X, shortened between its words', async () => {
    const subject = LONG_SUBJECTS_BY_SCRIPT.latinAndJapanese;
    for (const v of await writeCopy(subject, 'x')) {
      expect(v.hook).toContain('Matcha 日本製の抹茶');
      expect(v.hook).toContain('…');
    }
  });

  it('names a long Chinese subject on X as far as its weight (two per character) allows', async () => {
    const subject = LONG_SUBJECTS_BY_SCRIPT.chinese;
    for (const v of await writeCopy(subject, 'x')) {
      const named = namedLength(v.hook, subject);
      expect(named).toBeGreaterThan(20);
      // Counted by length the caption would have room for much more; by X's weight it does not.
      expect(v.caption.length).toBeLessThan(240);
      expect(v.characterCount).toBeGreaterThan(200);
    }
  });
});
