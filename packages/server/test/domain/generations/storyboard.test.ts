import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countGraphemes } from '../../../src/domain/copy/platform-limits.js';
import {
  countSpokenWords,
  planStoryboard,
  type Storyboard,
  sceneBriefs,
} from '../../../src/domain/generations/storyboard.js';
import {
  findPreset,
  isStoryboardPreset,
  type StoryboardPresetId,
} from '../../../src/domain/presets/preset-catalogue.js';
import { TONES } from '../../../src/ports/copy-engine.js';
import { subjectArbitrary } from '../copy/subject-arbitraries.js';

const storyboardPreset = (id: StoryboardPresetId) => {
  const preset = findPreset(id)!;
  if (!isStoryboardPreset(preset)) throw new Error(`${id} is not a video preset`);
  return preset;
};
const ugc = storyboardPreset('video-storyboard-ugc');
const product = storyboardPreset('video-storyboard-product');

function expectWellTimed(storyboard: Storyboard) {
  expect(storyboard.aspectRatio).toBe('9:16');
  expect(storyboard.durationSeconds).toBeGreaterThanOrEqual(15);
  expect(storyboard.durationSeconds).toBeLessThanOrEqual(30);
  let start = 0;
  for (const [i, scene] of storyboard.scenes.entries()) {
    expect(scene.index).toBe(i + 1);
    expect(scene.startSeconds).toBe(start);
    expect(Number.isInteger(scene.durationSeconds * 2)).toBe(true);
    expect(scene.durationSeconds).toBeGreaterThanOrEqual(1.5);
    start += scene.durationSeconds;
  }
  expect(start).toBe(storyboard.durationSeconds);
  expect(storyboard.voiceoverScript).toBe(storyboard.scenes.map((s) => s.voiceover).join(' '));
}

function expectReadableAtPace(storyboard: Storyboard) {
  for (const scene of storyboard.scenes) {
    const pace = countSpokenWords(scene.voiceover) / scene.durationSeconds;
    expect(pace).toBeGreaterThanOrEqual(1.2);
    expect(pace).toBeLessThanOrEqual(3.5);
  }
  const pace = countSpokenWords(storyboard.voiceoverScript) / storyboard.durationSeconds;
  expect(pace).toBeGreaterThanOrEqual(2);
  expect(pace).toBeLessThanOrEqual(3);
}

function expectShortOnScreenText(storyboard: Storyboard) {
  for (const scene of storyboard.scenes) {
    expect(scene.onScreenText.trim()).not.toBe('');
    expect(scene.onScreenText.split(/\s+/u).length).toBeLessThanOrEqual(6);
    expect(countGraphemes(scene.onScreenText)).toBeLessThanOrEqual(40);
  }
}

describe('storyboard planner', () => {
  it('plans the UGC ad in six beats and the product showcase in five, one per keyframe', () => {
    const ad = planStoryboard({ preset: ugc, subject: 'Glow serum with vitamin C', seed: 1 });
    expect(ad.scenes.map((s) => s.beat)).toEqual(['hook', 'problem', 'reveal', 'demo', 'proof', 'cta']);
    expect(ad.scenes).toHaveLength(ugc.outputs.count);
    const showcase = planStoryboard({ preset: product, subject: 'Glow serum with vitamin C', seed: 1 });
    expect(showcase.scenes.map((s) => s.beat)).toEqual(['tease', 'reveal', 'detail', 'benefit', 'cta']);
    expect(showcase.scenes).toHaveLength(product.outputs.count);
  });

  it('keeps on-screen text to six words when the subject has symbols a reader sees as words', () => {
    // Found by the property below: the shortened name counted only letters-and-digits words.
    for (const preset of [ugc, product]) {
      const storyboard = planStoryboard({ preset, subject: 'Glow 𛲜 𞥞 Glow Glow ↉ ', seed: 0 });
      expectShortOnScreenText(storyboard);
    }
  });

  it('times scenes back to back in half seconds, adding up to 15–30 s, read at about 2.5 words a second', () => {
    fc.assert(
      fc.property(
        subjectArbitrary,
        fc.constantFrom(ugc, product),
        fc.integer(),
        fc.option(fc.constantFrom(...TONES), { nil: undefined }),
        (subject, preset, seed, tone) => {
          const storyboard = planStoryboard({ preset, subject, seed, tone });
          expectWellTimed(storyboard);
          expectReadableAtPace(storyboard);
          expectShortOnScreenText(storyboard);
          for (const scene of storyboard.scenes) {
            for (const text of [scene.shot, scene.onScreenText, scene.voiceover]) {
              for (const leak of ['${', 'undefined', '[object'])
                if (!subject.includes(leak)) expect(text).not.toContain(leak);
            }
          }
        },
      ),
      { numRuns: 120 },
    );
  });

  it('plans the same storyboard for the same seed and varies it across seeds', () => {
    const plan = (seed: number) =>
      planStoryboard({ preset: ugc, subject: 'Glow serum with vitamin C', seed });
    expect(plan(42)).toEqual(plan(42));
    const scripts = new Set(Array.from({ length: 12 }, (_, seed) => plan(seed).voiceoverScript));
    expect(scripts.size).toBeGreaterThan(6);
  });

  it('names the subject in the reveal, briefly enough to say aloud', () => {
    const subject = 'Handmade ceramic mug with speckled glaze, 350 ml, dishwasher safe, in five colors';
    for (let seed = 0; seed < 10; seed++) {
      const reveal = planStoryboard({ preset: product, subject, seed }).scenes[1]!;
      expect(reveal.voiceover).toContain('Handmade ceramic mug');
      expect(reveal.voiceover).not.toContain('dishwasher');
    }
  });

  it('closes a luxury UGC ad without the casual link-in-bio line', () => {
    for (let seed = 0; seed < 20; seed++) {
      const cta = planStoryboard({ preset: ugc, subject: 'Silk pillowcase', seed, tone: 'luxury' }).scenes.at(
        -1,
      )!;
      expect(cta.onScreenText).not.toBe('Link in bio');
    }
  });

  it('hands the image engine one brief per keyframe', () => {
    const storyboard = planStoryboard({ preset: product, subject: 'Glow serum with vitamin C', seed: 3 });
    expect(sceneBriefs(storyboard)).toEqual(
      storyboard.scenes.map((s) => ({
        index: s.index,
        beat: s.beat,
        shot: s.shot,
        onScreenText: s.onScreenText,
      })),
    );
  });

  it('refuses a preset that is not a video storyboard, at compile time and at run time', () => {
    const unboxing = findPreset('ugc-unboxing')!;
    // @ts-expect-error only a video preset has a storyboard
    expect(() => planStoryboard({ preset: unboxing, subject: 'Mug', seed: 1 })).toThrow(
      /not a video storyboard/,
    );
  });
});
