import { describe, expect, it } from 'vitest';
import { draftTemplateCopy } from '../../../src/adapters/engines/templates/templates-copy-engine.js';
import { fitCaption } from '../../../src/domain/copy/caption-fitting.js';
import type { Claims } from '../../../src/domain/copy/claims.js';
import { ENGLISH } from '../../../src/domain/copy/languages/en.js';
import { cleanSubject } from '../../../src/domain/copy/subject-phrase.js';
import { planStoryboard } from '../../../src/domain/generations/storyboard.js';
import { PRESETS, type StoryboardPresetId } from '../../../src/domain/presets/preset-catalogue.js';
import { type CopyRequest, PLATFORMS, TONES } from '../../../src/ports/copy-engine.js';
import { inventedIn } from './invented-claims.js';

const SUBJECTS = [
  'Golden oat granola',
  'Nocta wireless earbuds',
  'Halo smart speaker',
  'Glow serum with vitamin C',
];
const PRESET_IDS = [undefined, ...PRESETS.map((p) => p.presetId)];
const STORYBOARDS: StoryboardPresetId[] = ['video-storyboard-ugc', 'video-storyboard-product'];

function captions(claims?: Claims): string[] {
  const out: string[] = [];
  for (const subject of SUBJECTS)
    for (const platform of PLATFORMS)
      for (const tone of TONES)
        for (const presetId of PRESET_IDS)
          for (const seed of [1]) {
            const request: CopyRequest = {
              subject,
              platform,
              tone,
              ...(presetId ? { presetId } : {}),
              variants: 5,
              language: 'en',
              seed,
              ...(claims ? { claims } : {}),
            };
            for (const draft of draftTemplateCopy(request))
              out.push(fitCaption(platform, draft, cleanSubject(subject)).caption);
          }
  return out;
}

function scripts(claims?: Claims): string[] {
  const out: string[] = [];
  for (const presetId of STORYBOARDS)
    for (const tone of TONES)
      for (const seed of [1, 2, 3, 4, 5, 6])
        for (const subject of SUBJECTS) {
          const board = planStoryboard({
            preset: { presetId },
            subject,
            seed,
            tone,
            ...(claims ? { claims } : {}),
          });
          for (const scene of board.scenes) out.push(scene.onScreenText, scene.voiceover);
        }
  return out;
}

describe('nothing invented', () => {
  it('writes no rating, review, newness, price, popularity or scarcity claim without claims', () => {
    const invented = [...captions(), ...scripts()].flatMap((text) => inventedIn(text));
    expect(invented.slice(0, 5)).toEqual([]);
  });

  it('draws no claim on the pictures without claims: stickers, eyebrows, headlines and buttons', () => {
    const { newBadge: _onlyWithIsNew, ...words } = ENGLISH.scene;
    const texts = JSON.stringify(words, (_, v) => (typeof v === 'function' ? v('Halo smart speaker') : v));
    expect(inventedIn(texts)).toEqual([]);
  });

  it('states exactly the claims given: the rating, the review with its reviewer, the offer, limited stock', () => {
    const claims: Claims = {
      rating: 4,
      review: 'My morning bowl finally tastes like something.',
      reviewer: 'Dana, Leeds',
      offer: '20% off until Sunday',
      limitedStock: true,
    };
    const request: CopyRequest = {
      subject: 'Golden oat granola',
      platform: 'instagram',
      tone: 'urgent',
      variants: 3,
      language: 'en',
      seed: 7,
      claims,
    };
    for (const draft of draftTemplateCopy(request)) {
      const { caption } = fitCaption('instagram', draft, 'Golden oat granola');
      expect(caption).toContain('20% off until Sunday');
      expect(caption).toContain('“My morning bowl finally tastes like something” — Dana, Leeds');
      expect(caption).toContain('★★★★☆ Rated 4 out of 5.');
      expect(caption).toContain('Stock is limited');
      expect(caption).not.toMatch(/★★★★★|5 out of 5/u);
      // Claims it was not given stay out.
      expect(inventedIn(caption, claims)).toEqual([]);
    }
  });

  it('writes urgency about time only with an offer, and calls the product new only with isNew', () => {
    const withNew = captions({ isNew: true });
    expect(withNew.some((c) => /^(New:|Just launched:|Introducing)/u.test(c))).toBe(true);
    for (const c of withNew) expect(inventedIn(c, { isNew: true })).toEqual([]);
  });

  it('puts the review and the offer into the storyboard only when given', () => {
    const claims: Claims = {
      review: 'Crunchy and not too sweet',
      reviewer: 'Sam',
      offer: 'Free tote with every order this week',
    };
    const texts = scripts(claims);
    expect(texts).toContain('Sam wrote: “Crunchy and not too sweet.”');
    expect(texts).toContain('Free tote with every order this week');
    expect(texts.flatMap((t) => inventedIn(t, claims))).toEqual([]);
  });
});
