/**
 * The default copy engine, templates: no model, no network. Each variant draws a hook, body
 * sentences and a call to action from the request language's pack — the caller's claims first,
 * then the preset style's sentence, what the product's category does for people and the tone's —
 * written around the subject's name (the domain fills them in and fits the caption). The same
 * request and seed give the same variants; the variants of one request never share a hook, a body
 * or a call to action while the pools last.
 */
import type { Claims } from '../../../domain/copy/claims.js';
import type {
  CopyStyle,
  LanguagePack,
  Line,
  TemplateEntry,
} from '../../../domain/copy/languages/language-pack.js';
import { packFor } from '../../../domain/copy/languages/language-packs.js';
import { productName } from '../../../domain/copy/subject-phrase.js';
import { isPresetId, type PresetId } from '../../../domain/presets/preset-catalogue.js';
import { recogniseCategory } from '../../../domain/products/product-category.js';
import { createSeededRandom, type SeededRandom } from '../../../domain/seeded-random.js';
import type { CaptionDraft, CopyEngine, CopyRequest, Platform, Tone } from '../../../ports/copy-engine.js';
import { chooseHashtags } from './hashtags.js';

/** Body sentences per platform: [fewest, most]. Short-form platforms get one line. */
const BODY_SENTENCES: Readonly<Record<Platform, readonly [number, number]>> = {
  instagram: [2, 3],
  linkedin: [3, 3],
  facebook: [2, 3],
  tiktok: [1, 2],
  threads: [2, 2],
  pinterest: [2, 2],
  x: [1, 1],
  bluesky: [1, 1],
};

const MAX_VARIANTS = 5;

/**
 * A preset style's sentence is expected in at most one caption in this many: a style has few
 * sentences (what its picture shows), and said too often they become every customer's.
 */
const CAPTIONS_PER_STYLE_LINE = 16;

const STYLE_OF_PRESET: Readonly<Record<PresetId, CopyStyle>> = {
  'ugc-selfie-review': 'selfie-review',
  'ugc-unboxing': 'unboxing',
  'ugc-lifestyle': 'lifestyle',
  'product-hero-studio': 'studio-hero',
  'product-hero-color': 'colour-hero',
  'video-storyboard-ugc': 'ugc-video',
  'video-storyboard-product': 'product-video',
};

export function styleOfPreset(presetId: string | undefined): CopyStyle {
  return presetId !== undefined && isPresetId(presetId) ? STYLE_OF_PRESET[presetId] : 'plain';
}

/** The caller's claims as body sentences, most important first: offer, review, rating, stock. */
function claimSentences(pack: LanguagePack, claims: Claims, tone: Tone): Line[] {
  const words = pack.claims;
  const lines: Line[] = [];
  if (claims.offer !== undefined) lines.push(() => words.offer(claims.offer!, tone));
  if (claims.review !== undefined) lines.push(() => words.review(claims.review!, claims.reviewer));
  if (claims.rating !== undefined) lines.push(() => words.rating(claims.rating!));
  if (claims.limitedStock) lines.push(() => words.limitedStock(tone));
  return lines;
}

export function draftTemplateCopy(request: CopyRequest): CaptionDraft[] {
  const { platform, tone } = request;
  const pack = packFor(request.language);
  const subject = productName(request.subject);
  const category = recogniseCategory(subject, request.language);
  const style = styleOfPreset(request.presetId);
  const random: SeededRandom = createSeededRandom(request.seed, 'copy');
  const suits = (entry: TemplateEntry) =>
    (entry.tones === undefined || entry.tones.includes(tone)) &&
    (entry.platforms === undefined || entry.platforms.includes(platform));
  const lines = (entries: readonly TemplateEntry[]): Line[] => entries.filter(suits).map((e) => e.line);
  // The language's punctuation, on every line the pack writes.
  const finished =
    (line: Line): Line =>
    (s) =>
      pack.finish(line(s));

  const claims = request.claims ?? {};
  const count = Math.min(MAX_VARIANTS, Math.max(1, Math.trunc(request.variants)));
  // A preset's captions echo its picture in at most about half of them (fewer when the style has
  // few sentences), one sentence each: said in every caption, a style's few sentences would be
  // every customer's. Which variants, and whether each says it as its hook or in its body, is
  // drawn from the seed.
  const styleLines = random.shuffle([
    ...lines(pack.styleHooks[style]).map((line) => ({ line, asHook: true })),
    ...lines(pack.styleBodies[style]).map((line) => ({ line, asHook: false })),
  ]);
  const styled = new Map<number, { line: Line; asHook: boolean }>();
  if (styleLines.length > 0) {
    const expected = Math.min(count / 2, (styleLines.length * count) / CAPTIONS_PER_STYLE_LINE);
    const styledCount = Math.floor(expected) + (random.next() < expected % 1 ? 1 : 0);
    const variants = random.shuffle(Array.from({ length: count }, (_, i) => i));
    for (let k = 0; k < Math.min(styledCount, styleLines.length); k++)
      styled.set(variants[k]!, styleLines[k]!);
  }
  // The tone's hooks, drawn without replacement across variants; a product the caller calls new
  // opens every other variant with a hook that says so.
  const toneHooks = random.shuffle(pack.hooks[tone]);
  const newHooks = random.shuffle(pack.claims.newHooks);
  let toneHookCursor = 0;
  const hookOf = (i: number): Line => {
    if (claims.isNew && i % 2 === 0 && newHooks.length > 0) return newHooks[(i / 2) % newHooks.length]!;
    const echo = styled.get(i);
    if (echo?.asHook) return echo.line;
    return toneHooks[toneHookCursor++ % toneHooks.length]!;
  };
  const claimed = claimSentences(pack, claims, tone);
  // What the product does for people, drawn in turn across the variants, and the tone's sentences.
  const benefits = random.shuffle(pack.benefits[category]);
  const toneBodies = random.shuffle(pack.toneBodies[tone]);
  let benefitCursor = 0;
  let toneCursor = 0;
  const nextBenefit = () => benefits[benefitCursor++ % benefits.length]!;
  const nextTone = () => toneBodies[toneCursor++ % toneBodies.length]!;
  const ctas = random.shuffle([...lines(pack.ctas[tone]), ...lines(pack.platformCtas[platform] ?? [])]);

  const [fewest, most] = BODY_SENTENCES[platform];
  const drafts: CaptionDraft[] = [];
  for (let i = 0; i < count; i++) {
    const sentences = fewest + random.int(most - fewest + 1);
    const hook = hookOf(i);
    // The caller's claims lead: they are what the caller wants said; then the style's sentence,
    // which says what the picture shows, in a variant that says it in its body.
    const body: Line[] = [...claimed];
    const echo = styled.get(i);
    if (echo !== undefined && !echo.asHook) body.push(echo.line);
    // Then what the product does (a speaker's sound, granola's breakfast) before anything the tone
    // says of any product, and at most one such sentence a caption: the tone's lines suit every
    // product, so they must not fill a caption on their own. Once every benefit has opened a
    // variant, the next variants open with the tone's line, so that no two bodies are the same.
    const own: Line[] = [];
    let toneSaid = false;
    while (body.length + own.length < sentences + claimed.length) {
      if (own.length === 0 && benefitCursor < benefits.length) own.push(nextBenefit());
      else if (!toneSaid) {
        own.push(nextTone());
        toneSaid = true;
      } else {
        const line = nextBenefit();
        own.push(own.includes(line) ? nextTone() : line);
      }
    }
    body.push(...own);
    const hashtags = chooseHashtags({ subject, pack, category, style, tone, platform, random });
    drafts.push({
      hook: finished(hook),
      body: body.map(finished),
      cta: finished(ctas[i % ctas.length]!),
      hashtags,
    });
  }
  return drafts;
}

export function createTemplatesCopyEngine(): CopyEngine {
  return {
    name: 'templates',
    async write(request: CopyRequest, signal?: AbortSignal): Promise<CaptionDraft[]> {
      signal?.throwIfAborted();
      return draftTemplateCopy(request);
    },
  };
}
