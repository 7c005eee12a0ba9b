/**
 * English agreement: a plural product ("wireless earbuds") is "they", "these are", "them" in every
 * caption and storyboard line that speaks of it, a singular one "it"; a bare name takes "the" where
 * a sentence needs an article.
 */
import { describe, expect, it } from 'vitest';
import { createTemplatesCopyEngine } from '../../../../src/adapters/engines/templates/templates-copy-engine.js';
import { writeCopy } from '../../../../src/domain/copy/write-copy.js';
import { planStoryboard } from '../../../../src/domain/generations/storyboard.js';
import { PRESETS, type StoryboardPresetId } from '../../../../src/domain/presets/preset-catalogue.js';
import { PLATFORMS, TONES } from '../../../../src/ports/copy-engine.js';

const engine = createTemplatesCopyEngine();
const STORYBOARDS = PRESETS.filter((p) => p.presetId.startsWith('video-storyboard')).map(
  (p) => p.presetId as StoryboardPresetId,
);

/** Every sentence the service writes about `subject`: captions of every tone, platform and style, and storyboards. */
async function sentencesAbout(subject: string): Promise<string[]> {
  const texts: string[] = [];
  for (const tone of TONES)
    for (const platform of PLATFORMS)
      for (const presetId of [undefined, 'ugc-selfie-review', 'ugc-unboxing', 'ugc-lifestyle'])
        for (const seed of [1, 2]) {
          const { variants } = await writeCopy(engine, {
            subject,
            platform,
            tone,
            variants: 5,
            language: 'en',
            seed,
            ...(presetId ? { presetId } : {}),
          });
          for (const v of variants) texts.push(v.caption.replace(/#\S+/gu, ''));
        }
  for (const presetId of STORYBOARDS)
    for (const tone of TONES)
      for (let seed = 1; seed <= 8; seed++)
        for (const scene of planStoryboard({ preset: { presetId }, subject, seed, tone }).scenes)
          texts.push(scene.voiceover);
  return texts.flatMap((t) => t.split(/(?<=[.!?])\s+/u));
}

/** Singular words about the product that a plural one must never get. */
// "It's giving …" is the idiom, about a mood, not the product.
const SINGULAR =
  /\b(this is the|here it is|it is|it's(?! giving)|this one|look at it|turn it|set it|dress it|light it|try it once)\b/i;

describe('English agreement with the product', () => {
  it('speaks of a plural product in the plural, everywhere', async () => {
    for (const subject of ['Nocta wireless earbuds', 'Trail running shoes', 'Linen pillowcases']) {
      const wrong = (await sentencesAbout(subject)).filter((s) => SINGULAR.test(s));
      expect([subject, [...new Set(wrong)]]).toEqual([subject, []]);
    }
  });

  it('speaks of a singular product in the singular', async () => {
    const sentences = await sentencesAbout('Halo smart speaker');
    // The lines that agree do so: the same templates read "it is" for one product.
    expect(sentences.some((s) => /\b(it is|it's|this is the)\b/i.test(s))).toBe(true);
    expect(sentences.filter((s) => /\b(they are|they're|these are)\b/i.test(s))).toEqual([]);
  });

  it('puts "the" before a bare product name where the sentence needs one', async () => {
    const sentences = await sentencesAbout('Halo smart speaker');
    const bare = sentences.filter((s) => /\b(about|is|are|Meet|with) Halo smart speaker\b/.test(s));
    expect([...new Set(bare)]).toEqual([]);
  });
});
