/**
 * What a descriptive prompt asks of a studio scene. The studio is a compositing renderer, not a
 * generative model: it cannot draw whatever a prompt describes, but it can read the words it knows
 * — colours, surfaces and materials, light, mood and layout — and set up its scene with them. Text
 * in quotes ("with the text \"20% off\"") is the only text it draws; the rest of the prompt is read,
 * never printed.
 */
import { parseHex, type Rgb } from './colour.js';

export type Surface = 'marble' | 'wood' | 'concrete' | 'linen' | 'terrazzo' | 'stone' | 'paper' | 'sand';
export type Lighting = 'soft' | 'morning' | 'golden' | 'dramatic' | 'neon' | 'studio';
export type Mood = 'calm' | 'bold' | 'playful' | 'luxury' | 'minimal' | 'fresh';
export type Framing = 'centred' | 'left' | 'right' | 'top-down' | 'close-up' | 'wide';

export interface PromptReading {
  /** Text in quotes, in order: what the picture writes. */
  quoted: string[];
  /** Colours named, in order. */
  colours: Rgb[];
  surface?: Surface;
  lighting?: Lighting;
  mood?: Mood;
  framing?: Framing;
}

const COLOURS: Record<string, string> = {
  red: '#c8372d',
  orange: '#e8772e',
  yellow: '#f2c84b',
  green: '#4f7d4a',
  blue: '#3a6ea5',
  purple: '#6d4a8e',
  pink: '#e79bb0',
  black: '#1c1b1f',
  white: '#f6f4ef',
  grey: '#9a9a98',
  gray: '#9a9a98',
  beige: '#dccab0',
  cream: '#f2e8d5',
  ivory: '#f4efe3',
  brown: '#7a5236',
  gold: '#c9a24a',
  golden: '#c9a24a',
  silver: '#b9bcc0',
  navy: '#223a5e',
  teal: '#2f7f7c',
  turquoise: '#3fb0ac',
  mint: '#a8d8c0',
  sage: '#9caf88',
  olive: '#7a7a3a',
  terracotta: '#c06a45',
  coral: '#ef7f6a',
  lavender: '#b7a6d6',
  lilac: '#c4a7d7',
  peach: '#f4b894',
  burgundy: '#6e1f2f',
  emerald: '#2e7d5b',
  charcoal: '#36383c',
  blush: '#efc3c0',
  rust: '#a5502a',
  mustard: '#d2a73a',
  sand: '#d9c3a0',
};

const SURFACES: ReadonlyArray<[Surface, RegExp]> = [
  ['marble', /marble/i],
  ['terrazzo', /terrazzo/i],
  ['concrete', /concrete|cement/i],
  ['linen', /linen|cotton|fabric|cloth/i],
  ['wood', /\bwood(en)?\b|oak|walnut|timber|butcher ?block/i],
  ['stone', /\bstone\b|slate|granite|travertine/i],
  ['paper', /paper|card ?stock/i],
  ['sand', /\bsand\b|beach|dune/i],
];
const LIGHTS: ReadonlyArray<[Lighting, RegExp]> = [
  ['neon', /neon|synthwave|cyberpunk/i],
  ['dramatic', /dramatic|moody|low[- ]key|chiaroscuro|spotlight|dark/i],
  ['golden', /golden hour|sunset|warm glow/i],
  ['morning', /morning|sunrise|window light|daylight|sunlit/i],
  ['studio', /studio|softbox|seamless/i],
  ['soft', /soft|diffused|gentle|airy/i],
];
const MOODS: ReadonlyArray<[Mood, RegExp]> = [
  ['luxury', /luxur|premium|elegant|opulent/i],
  ['playful', /playful|fun|vibrant|pop\b/i],
  ['bold', /bold|striking|graphic|punchy/i],
  ['minimal', /minimal|clean|simple|scandi/i],
  ['fresh', /fresh|natural|organic|botanical/i],
  ['calm', /calm|serene|cosy|cozy|relaxed|quiet/i],
];
const FRAMINGS: ReadonlyArray<[Framing, RegExp]> = [
  ['top-down', /top[- ]down|flat ?lay|overhead|from above/i],
  ['close-up', /close[- ]up|macro|detail/i],
  ['wide', /\bwide\b|panoram|landscape shot/i],
  ['left', /\bon the left\b|left side|left third/i],
  ['right', /\bon the right\b|right side|right third/i],
  ['centred', /cent(er|re)d?\b|symmetr/i],
];

/** Text between straight or curly double quotes (or «», 「」), each one drawn as written. */
const QUOTED = /"([^"]{1,120})"|“([^”]{1,120})”|«([^»]{1,120})»|「([^」]{1,120})」/gu;

export function readPrompt(prompt: string): PromptReading {
  const quoted = [...prompt.matchAll(QUOTED)]
    .map((m) => (m[1] ?? m[2] ?? m[3] ?? m[4] ?? '').trim())
    .filter(Boolean);
  // Words inside quotes are to be written, not read as directions.
  const words = prompt.replace(QUOTED, ' ');
  const colours = [...words.toLowerCase().matchAll(/\b[a-z]+\b/g)]
    .map((m) => COLOURS[m[0]])
    .filter((hex): hex is string => hex !== undefined)
    .map(parseHex);
  const first = <T>(table: ReadonlyArray<[T, RegExp]>) =>
    table.find(([, pattern]) => pattern.test(words))?.[0];
  const surface = first(SURFACES);
  const lighting = first(LIGHTS);
  const mood = first(MOODS);
  const framing = first(FRAMINGS);
  return {
    quoted,
    colours,
    ...(surface ? { surface } : {}),
    ...(lighting ? { lighting } : {}),
    ...(mood ? { mood } : {}),
    ...(framing ? { framing } : {}),
  };
}
