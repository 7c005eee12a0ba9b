/**
 * Seeded randomness. Every choice a scene makes comes from a generator seeded by the request, so the
 * same request and seed draw the same pixels; Math.random is never used.
 */
import { mulberry32 } from '../domain/seeded-random.js';

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** A float in [min, max). */
  range(min: number, max: number): number;
  /** An integer in [0, n). */
  int(n: number): number;
  pick<T>(items: readonly T[]): T;
}

/** The domain's mulberry32, seeded directly with the 32-bit seed. */
export function createRandom(seed: number): Random {
  const next = mulberry32(seed);
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (n) => Math.floor(next() * n),
    pick: (items) => items[Math.floor(next() * items.length)]!,
  };
}

/** FNV-1a over the text, then mixed with the numbers: a stable 32-bit seed from several inputs. */
export function mixSeed(...parts: Array<string | number>): number {
  let hash = 0x811c9dc5;
  for (const part of parts) {
    const text = typeof part === 'number' ? `#${part}` : part;
    for (let i = 0; i < text.length; i++) {
      hash ^= text.charCodeAt(i);
      hash = Math.imul(hash, 0x01000193);
    }
    hash ^= 0xff;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
