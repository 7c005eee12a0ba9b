/**
 * The storyboard of a video preset (docs/presets.md): one scene per keyframe, each with a shot, a few words
 * of on-screen text and a voiceover line. A scene lasts as long as its line takes to read at about
 * 2.5 words a second, or, for Chinese, Japanese, Korean and Thai, at the pace their broadcasters
 * read characters or syllables (voiceover-pace.ts); the whole runs 15–30 s. Timings are kept in
 * half seconds, so that the scenes follow each other exactly and add up to the total without
 * floating-point drift. Keeping the text inside the 9:16 safe zone is the renderer's job.
 */
import type { Tone } from '../../ports/copy-engine.js';
import type { SceneBrief } from '../../ports/image-engine.js';
import { type Claims, claimText } from '../copy/claims.js';
import type { ClaimSceneWords, Line, SceneTemplate } from '../copy/languages/language-pack.js';
import { packFor } from '../copy/languages/language-packs.js';
import { inSentenceCasing } from '../copy/name-casing.js';
import { fillLine, productName, shortName } from '../copy/subject-phrase.js';
import type { Language } from '../languages.js';
import type { Preset, StoryboardPresetId } from '../presets/preset-catalogue.js';
import { createSeededRandom } from '../seeded-random.js';
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
  /** The facts the caller vouches for: the only review, rating, newness or offer a scene states. */
  claims?: Claims;
  /** The language the scenes are written in; English when not said. */
  language?: Language;
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

export function planStoryboard({
  preset,
  subject,
  seed,
  tone,
  claims,
  language = 'en',
}: StoryboardRequest): Storyboard {
  const pack = packFor(language);
  const beats = pack.storyboards.beats[preset.presetId];
  if (!beats) throw new Error(`${preset.presetId} is not a video storyboard preset`);
  const random = createSeededRandom(seed, `storyboard:${preset.presetId}`);
  const name = productName(subject);
  // Whether the subject is plural is judged on its full name ("running shoes for trail").
  const plural = pack.looksPlural(name);
  const spoken = shortName(name, SPOKEN_NAME.words, SPOKEN_NAME.graphemes);
  const onScreen = shortName(name, SCREEN_NAME.words, SCREEN_NAME.graphemes);

  // The name is said in full once; a later line that names it says it the short way the pack
  // knows ("the speaker"), every slot formed from that (without a way, the full name again).
  const again = pack.nameAgain?.(spoken) ?? spoken;
  // Mid-sentence, a name in sentence case loses its first capital ("Then the red stoneware bowl…").
  const inSentence = inSentenceCasing(name, language);
  const fill = (line: Line, form: string) => pack.finish(fillLine(line, form, plural, inSentence));
  const render = (template: SceneTemplate) => {
    const voiceover = fill(template.voiceover, spoken);
    return {
      shot: fill(template.shot, spoken),
      onScreenText: fill(template.onScreenText, onScreen),
      voiceover,
      voiceoverAgain: fill(template.voiceover, again),
      namesIt: voiceover.includes(spoken) || voiceover.includes(inSentence(spoken)),
    };
  };
  const claimed = claimScenes(pack.storyboards.claimScenes, claims ?? {});
  const options = beats.map(({ beat, alternatives }) => {
    const stated = claimed[beat];
    if (stated) return [render(stated)];
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
  // Said in full the first time only.
  let named = false;
  const spokenLines = chosen.map((scene) => {
    const line = named && scene.namesIt ? scene.voiceoverAgain : scene.voiceover;
    named ||= scene.namesIt;
    return line;
  });
  spokenLines.forEach((line, i) => {
    halves[i] = halvesFor(line);
  });
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
  const scenes = chosen.map(({ shot, onScreenText }, i): StoryboardScene => {
    const startSeconds = startHalves / 2;
    startHalves += halves[i]!;
    return {
      index: i + 1,
      beat: beats[i]!.beat,
      startSeconds,
      durationSeconds: halves[i]! / 2,
      shot,
      onScreenText,
      voiceover: spokenLines[i]!,
    };
  });
  return {
    aspectRatio: '9:16',
    durationSeconds: startHalves / 2,
    voiceoverScript: scenes.map((s) => s.voiceover).join(' '),
    scenes,
  };
}

/**
 * The scenes that state the caller's claims, each in place of its beat, in the language's words: a
 * review or rating as the proof, newness as the tease, the offer as the call to action. A claim not
 * given draws no scene: the one place that decides it for every language.
 */
function claimScenes(words: ClaimSceneWords, claims: Claims): Partial<Record<string, SceneTemplate>> {
  const scenes: Partial<Record<string, SceneTemplate>> = {};
  const { rating, review, reviewer, offer } = claims;
  if (review !== undefined || rating !== undefined) {
    const stars = rating !== undefined ? `${'★'.repeat(rating)} ${rating}/5` : undefined;
    const said =
      review !== undefined
        ? words.proof.review(claimText(review), reviewer ? reviewer.trim() : undefined)
        : words.proof.rating(rating!);
    scenes.proof = {
      shot: () => words.proof.shot,
      onScreenText: () => stars ?? words.proof.onScreenText,
      voiceover: () => said,
    };
  }
  if (claims.isNew) {
    const { shot, onScreenText, voiceover } = words.tease;
    scenes.tease = { shot: () => shot, onScreenText: () => onScreenText, voiceover: () => voiceover };
  }
  if (offer !== undefined) {
    const given = claimText(offer);
    scenes.cta = {
      shot: () => words.cta.shot,
      onScreenText: () => given,
      voiceover: () => words.cta.voiceover(given),
    };
  }
  return scenes;
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
