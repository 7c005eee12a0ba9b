import { createHash, randomInt } from 'node:crypto';

/**
 * A small seeded pseudo-random generator (mulberry32). Generated copy, storyboards and studio
 * scenes must come out the same for the same seed, so nothing in them may call Math.random.
 */

export interface SeededRandom {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, maxExclusive). */
  int(maxExclusive: number): number;
  /** One item of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** A shuffled copy (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[];
}

/**
 * Folds any number (negative, fractional, beyond 32 bits, even NaN) into a 32-bit state, keeping
 * the high bits so that seeds differing only above 2^32 still give different sequences.
 */
function seedState(seed: number, stream: string): number {
  const finite = Number.isFinite(seed) ? Math.trunc(seed) : 0;
  const low = finite >>> 0;
  const high = Math.floor(finite / 2 ** 32) >>> 0;
  // FNV-1a over the stream name, so that independent streams of one seed do not repeat each other.
  let h = 0x811c9dc5;
  for (let i = 0; i < stream.length; i++) {
    h ^= stream.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (Math.imul(low ^ h, 0x9e3779b1) ^ Math.imul(high, 0x85ebca6b)) >>> 0;
}

/** mulberry32 from a 32-bit state: tiny, fast and good enough for choosing templates and layouts. */
export function mulberry32(state: number): () => number {
  let s = state >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A generator for `seed`; `stream` names an independent sequence of the same seed. */
export function createSeededRandom(seed: number, stream = ''): SeededRandom {
  const next = mulberry32(seedState(seed, stream));
  const int = (maxExclusive: number): number => Math.floor(next() * maxExclusive);
  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(items.length)]!;
    },
    shuffle: <T>(items: readonly T[]): T[] => {
      const out = [...items];
      for (let i = out.length - 1; i > 0; i--) {
        const j = int(i + 1);
        [out[i], out[j]] = [out[j]!, out[i]!];
      }
      return out;
    },
  };
}

/**
 * The seed of a request: a hash of what makes two requests the same, so the same request gives the
 * same output (31 bits, to fit a signed integer column).
 */
export function seedOfRequest(parts: unknown[]): number {
  return createHash('sha256').update(JSON.stringify(parts)).digest().readUInt32BE(0) & 0x7fffffff;
}

/** The largest seed a request may name: seeds are 31-bit, to fit a signed integer column. */
export const MAX_SEED = 2 ** 31 - 1;

/**
 * A seed for a run whose request named none: drawn fresh, so that running the same request again
 * gives new pictures (and the seed, reported on the generation, reproduces these ones).
 */
export function freshSeed(): number {
  return randomInt(0, MAX_SEED + 1);
}
