import { describe, expect, it } from 'vitest';
import {
  draftTemplateCopy,
  styleOfPreset,
} from '../../../src/adapters/engines/templates/templates-copy-engine.js';
import { type CopyVariant, fitCaption } from '../../../src/domain/copy/caption-fitting.js';
import { ENGLISH } from '../../../src/domain/copy/languages/en.js';
import { cleanSubject, fillLine } from '../../../src/domain/copy/subject-phrase.js';
import { PRESETS } from '../../../src/domain/presets/preset-catalogue.js';
import { recogniseCategory } from '../../../src/domain/products/product-category.js';
import type { CopyRequest, Platform } from '../../../src/ports/copy-engine.js';
import { inventedIn } from './invented-claims.js';

const SUBJECTS = [
  'Golden oat granola',
  'Halo smart speaker',
  'Nocta wireless earbuds',
  'Glow serum with vitamin C',
  'Cedar and fig soy candle',
  'Single origin Ethiopian coffee beans',
  'Trail running shoes',
  'Extra virgin olive oil',
  'Merino wool hoodie',
  'Organic dog treats',
];
const PLATFORMS: Platform[] = ['instagram', 'tiktok', 'facebook', 'linkedin'];

function corpus(presetId?: string): Array<{ subject: string; platform: Platform; variants: CopyVariant[] }> {
  return SUBJECTS.flatMap((subject, s) =>
    PLATFORMS.map((platform, p) => {
      const request: CopyRequest = {
        subject,
        platform,
        tone: 'casual',
        variants: 5,
        language: 'en',
        seed: 1000 + s * 10 + p,
        ...(presetId !== undefined ? { presetId } : {}),
      };
      const variants = draftTemplateCopy(request).map((d) => fitCaption(platform, d, cleanSubject(subject)));
      return { subject, platform, variants };
    }),
  );
}

/** The caption's sentences, hashtags left out and the product's name masked. */
function sentences(caption: string, subject: string): string[] {
  return (
    caption
      .replaceAll(subject, '◊')
      .split(/\n+|(?<=[.!?])\s+/u)
      .map((s) => s.replace(/(^|\s)#\S+/gu, '').trim())
      // The name standing alone ("My everyday pick? ◊.") is no sentence of the templates.
      .filter((s) => /[\p{L}]/u.test(s))
  );
}

/** Sentences (name masked) found in more than 10 % of the captions, with how many they are in. */
function overused(all: ReturnType<typeof corpus>): Array<[string, number]> {
  const captions = all.flatMap(({ subject, variants }) => variants.map((v) => ({ subject, v })));
  const counts = new Map<string, number>();
  for (const { subject, v } of captions)
    for (const sentence of new Set(sentences(v.caption, subject)))
      counts.set(sentence, (counts.get(sentence) ?? 0) + 1);
  return [...counts].filter(([, times]) => times / captions.length > 0.1);
}

describe('a corpus of captions: 10 products × 4 platforms × 5 variants', () => {
  const all = corpus();
  const captions = all.flatMap(({ subject, variants }) => variants.map((v) => ({ subject, v })));

  it('repeats no sentence (name masked) in more than 10 % of the captions', () => {
    expect(overused(all)).toEqual([]);
  });

  it.each(PRESETS.map((p) => p.presetId))(
    'repeats no sentence (name masked) in more than a tenth of the captions with the %s preset',
    (presetId) => {
      const styled = corpus(presetId);
      expect(overused(styled)).toEqual([]);
      // The preset's style is still heard, in some captions and not all.
      const style = styleOfPreset(presetId);
      const styleSentences = new Set(
        [...ENGLISH.styleHooks[style], ...ENGLISH.styleBodies[style]].flatMap((entry) =>
          sentences(ENGLISH.finish(fillLine(entry.line, '◊')), '◊'),
        ),
      );
      const withStyle = styled
        .flatMap(({ subject, variants }) => variants.map((v) => sentences(v.caption, subject)))
        .filter((said) => said.some((sentence) => styleSentences.has(sentence))).length;
      expect(withStyle).toBeGreaterThan(0);
      expect(withStyle).toBeLessThanOrEqual(styled.length * 5 * 0.5);
    },
  );

  it('gives the variants of one call different hooks, bodies and calls to action', () => {
    for (const { variants } of all) {
      for (const part of ['hook', 'body', 'cta'] as const)
        expect([part, new Set(variants.map((v) => v[part])).size]).toEqual([part, variants.length]);
    }
  });

  it('writes for the category: category tags, and nothing invented', () => {
    for (const { subject, platform, variants } of all) {
      const category = recogniseCategory(subject);
      const tags = ENGLISH.hashtags.category[category].map((t) => `#${t}`);
      if (platform !== 'linkedin' || category !== 'general')
        expect(variants.some((v) => v.hashtags.some((t) => tags.includes(t)))).toBe(true);
      for (const v of variants) expect(inventedIn(v.caption)).toEqual([]);
    }
    expect(recogniseCategory('Halo smart speaker')).toBe('audio');
    expect(recogniseCategory('Golden oat granola')).toBe('food');
  });

  it('tags the name as one CamelCase tag and never its stop words or fragments', () => {
    const tags = captions.flatMap(({ v }) => v.hashtags.map((t) => t.toLowerCase()));
    expect(tags).toContain('#extravirginoliveoil');
    for (const junk of ['#extra', '#virgin', '#single', '#with', '#and', '#the', '#shopsmall', '#comingsoon'])
      expect(tags).not.toContain(junk);
  });
});

describe('English grammar', () => {
  const text = (subject: string) =>
    (['casual', 'professional', 'playful', 'luxury', 'urgent'] as const)
      .flatMap((tone) =>
        [1, 2, 3].flatMap((seed) =>
          draftTemplateCopy({ subject, platform: 'linkedin', tone, variants: 5, language: 'en', seed }).map(
            (d) => fitCaption('linkedin', d, subject).caption,
          ),
        ),
      )
      .join('\n');

  it('agrees with a plural product name: these … are, never this … is', () => {
    const plural = text('Nocta wireless earbuds');
    expect(plural).not.toMatch(/Nocta wireless earbuds (is|has|fits|works)\b/u);
    expect(plural).not.toMatch(/\b(This|this) Nocta wireless earbuds/u);
    expect(plural).toMatch(/These Nocta wireless earbuds (are|have)\b|Nocta wireless earbuds are\b/u);
  });

  it('puts an article where English needs one: "the Halo smart speaker", never "Introducing Halo smart speaker"', () => {
    const singular = text('Halo smart speaker');
    expect(singular).not.toMatch(/\b(Introducing|Try|Discover|Meet) Halo/u);
    expect(singular).toMatch(/the Halo smart speaker/u);
  });
});
