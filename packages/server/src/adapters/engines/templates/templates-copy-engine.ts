/**
 * The default copy engine, templates: no model, no network. Each variant draws a hook, body
 * sentences and a call to action from the templates that suit the tone, the preset's style and the
 * platform, written around the subject's name (the domain fills them in and fits the caption). The
 * same request and seed give the same variants; the variants of one request never share a hook.
 */
import { cleanSubject } from '../../../domain/copy/subject-phrase.js';
import { createSeededRandom, type SeededRandom } from '../../../domain/seeded-random.js';
import type { CaptionDraft, CopyEngine, CopyRequest, Platform } from '../../../ports/copy-engine.js';
import {
  BODY_BY_STYLE,
  BODY_BY_TONE,
  CTAS_BY_PLATFORM,
  CTAS_BY_TONE,
  HOOKS_BY_STYLE,
  HOOKS_BY_TONE,
  type Line,
  styleOfPreset,
  type TemplateEntry,
} from './copy-templates.js';
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

/** a1, b1, a2, b2 …, then whatever is left of the longer list. */
function interleave<T>(first: readonly T[], second: readonly T[]): T[] {
  const out: T[] = [];
  for (let i = 0; i < Math.max(first.length, second.length); i++) {
    if (i < first.length) out.push(first[i]!);
    if (i < second.length) out.push(second[i]!);
  }
  return out;
}

export function draftTemplateCopy(request: CopyRequest): CaptionDraft[] {
  const { platform, tone } = request;
  const subject = cleanSubject(request.subject);
  const style = styleOfPreset(request.presetId);
  const random: SeededRandom = createSeededRandom(request.seed, 'copy');
  const suits = (entry: TemplateEntry) =>
    (entry.tones === undefined || entry.tones.includes(tone)) &&
    (entry.platforms === undefined || entry.platforms.includes(platform));
  const lines = (entries: readonly TemplateEntry[]): Line[] => entries.filter(suits).map((e) => e.line);

  // Drawn without replacement across variants: the preset's own hooks first, then the tone's.
  const hooks = interleave(random.shuffle(lines(HOOKS_BY_STYLE[style])), random.shuffle(HOOKS_BY_TONE[tone]));
  const styleBodies = random.shuffle(lines(BODY_BY_STYLE[style]));
  const toneBodies = random.shuffle(BODY_BY_TONE[tone]);
  const ctas = random.shuffle([...lines(CTAS_BY_TONE[tone]), ...lines(CTAS_BY_PLATFORM[platform] ?? [])]);

  const count = Math.min(MAX_VARIANTS, Math.max(1, Math.trunc(request.variants)));
  const [fewest, most] = BODY_SENTENCES[platform];
  const drafts: CaptionDraft[] = [];
  let toneCursor = 0;
  for (let i = 0; i < count; i++) {
    const sentences = fewest + random.int(most - fewest + 1);
    const body: Line[] = [];
    // The style's sentence leads: it says what the picture shows.
    if (styleBodies.length > 0) body.push(styleBodies[i % styleBodies.length]!);
    while (body.length < sentences) body.push(toneBodies[toneCursor++ % toneBodies.length]!);
    const hashtags = chooseHashtags({ subject, style, tone, platform, random });
    drafts.push({ hook: hooks[i % hooks.length]!, body, cta: ctas[i % ctas.length]!, hashtags });
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
