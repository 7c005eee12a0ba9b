/**
 * The storyboard of a video preset (SPEC §7): one scene per keyframe, each with a shot, a few words
 * of on-screen text and a voiceover line. A scene lasts as long as its line takes to read at about
 * 2.5 words a second, or, for Chinese, Japanese, Korean and Thai, at the pace their broadcasters
 * read characters or syllables (voiceover-pace.ts); the whole runs 15–30 s. Timings are kept in
 * half seconds, so that the scenes follow each other exactly and add up to the total without
 * floating-point drift. Keeping the text inside the 9:16 safe zone is the renderer's job.
 */
import type { Tone } from '../../ports/copy-engine.js';
import type { SceneBrief } from '../../ports/image-engine.js';
import { cleanSubject, fillLine, looksPlural, shortName } from '../copy/subject-phrase.js';
import type { Preset, StoryboardPresetId } from '../presets/preset-catalogue.js';
import { createSeededRandom } from '../seeded-random.js';
import { type SceneTemplate, STORYBOARD_TEMPLATES } from './storyboard-templates.js';
import { spokenSeconds } from './voiceover-pace.js';

export interface StoryboardScene {
  /** 1-based; scene i's keyframe is output i. */
  index: number;
  beat: string;
  startSeconds: number;
  durationSeconds: number;
  shot: string;
  onScreenText: string;
  voiceover: string;
}

export interface Storyboard {
  aspectRatio: '9:16';
  durationSeconds: number;
  voiceoverScript: string;
  scenes: StoryboardScene[];
}

export interface StoryboardRequest {
  preset: Pick<Preset, 'presetId'> & { presetId: StoryboardPresetId };
  subject: string;
  seed: number;
  tone?: Tone;
}

const MIN_STORYBOARD_SECONDS = 15;
const MAX_STORYBOARD_SECONDS = 30;
/** Long enough to register a shot on screen. */
const MIN_SCENE_HALF_SECONDS = 3;
const MIN_TOTAL_HALVES = MIN_STORYBOARD_SECONDS * 2;
const MAX_TOTAL_HALVES = MAX_STORYBOARD_SECONDS * 2;

/** Spoken names stay short: a 500-character subject cannot be read out in a 30-second ad. */
const SPOKEN_NAME = { words: 5, graphemes: 40 };
const SCREEN_NAME = { words: 3, graphemes: 20 };

/** A line's reading time in half seconds, at the voiceover pace, never under the minimum. */
function halvesFor(voiceover: string): number {
  return Math.max(MIN_SCENE_HALF_SECONDS, Math.round(spokenSeconds(voiceover) * 2));
}

export function planStoryboard({ preset, subject, seed, tone }: StoryboardRequest): Storyboard {
  const beats = STORYBOARD_TEMPLATES[preset.presetId];
  if (!beats) throw new Error(`${preset.presetId} is not a video storyboard preset`);
  const random = createSeededRandom(seed, `storyboard:${preset.presetId}`);
  const name = cleanSubject(subject);
  // Whether the subject is plural is judged on its full name ("running shoes for trail").
  const plural = looksPlural(name);
  const spoken = shortName(name, SPOKEN_NAME.words, SPOKEN_NAME.graphemes);
  const onScreen = shortName(name, SCREEN_NAME.words, SCREEN_NAME.graphemes);

  const render = (template: SceneTemplate) => {
    return {
      shot: fillLine(template.shot, spoken, plural),
      onScreenText: fillLine(template.onScreenText, onScreen, plural),
      voiceover: fillLine(template.voiceover, spoken, plural),
    };
  };
  const options = beats.map(({ alternatives }) => {
    const suited = alternatives.filter(
      (a) => tone === undefined || a.tones === undefined || a.tones.includes(tone),
    );
    return (suited.length > 0 ? suited : alternatives).map(render);
  });
  const chosen = options.map((alternatives) => random.pick(alternatives));
  const halves = chosen.map((scene) => halvesFor(scene.voiceover));
  const total = () => halves.reduce((a, b) => a + b, 0);

  // Too long: swap the longest scenes for their beat's shortest line until it fits.
  while (total() > MAX_TOTAL_HALVES) {
    const candidates = options
      .map((alternatives, i) => ({ i, shortest: shortestOf(alternatives) }))
      .filter(({ i, shortest }) => halvesFor(shortest.voiceover) < halves[i]!);
    if (candidates.length === 0) break;
    const { i, shortest } = candidates.reduce((a, b) => (halves[b.i]! > halves[a.i]! ? b : a));
    chosen[i] = shortest;
    halves[i] = halvesFor(shortest.voiceover);
  }
  // Still too long (not reachable with the current lines), or too short: read faster or hold shots longer.
  while (total() > MAX_TOTAL_HALVES) {
    const longest = halves.indexOf(Math.max(...halves));
    halves[longest]!--;
  }
  while (total() < MIN_TOTAL_HALVES) {
    const shortest = halves.indexOf(Math.min(...halves));
    halves[shortest]!++;
  }

  let startHalves = 0;
  const scenes = chosen.map((scene, i): StoryboardScene => {
    const startSeconds = startHalves / 2;
    startHalves += halves[i]!;
    return { index: i + 1, beat: beats[i]!.beat, startSeconds, durationSeconds: halves[i]! / 2, ...scene };
  });
  return {
    aspectRatio: '9:16',
    durationSeconds: startHalves / 2,
    voiceoverScript: scenes.map((s) => s.voiceover).join(' '),
    scenes,
  };
}

function shortestOf<T extends { voiceover: string }>(alternatives: readonly T[]): T {
  return alternatives.reduce((a, b) => (spokenSeconds(b.voiceover) < spokenSeconds(a.voiceover) ? b : a));
}

/** What the image engine draws on each keyframe, in scene order. */
export function sceneBriefs(storyboard: Storyboard): SceneBrief[] {
  return storyboard.scenes.map(({ index, beat, shot, onScreenText }) => ({
    index,
    beat,
    shot,
    onScreenText,
  }));
}
