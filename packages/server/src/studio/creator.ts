/**
 * The creator of a UGC run: drawn once from the run's seed and the same in all its pictures — the
 * side of the frame they set their product down on. No hand is drawn: a drawn hand never looked
 * like it held what it held, so the selfie scenes stand the product on a surface in front of the
 * camera instead.
 */
import type { Random } from './random.js';
import type { Creator } from './scene.js';

/** The person of a run: drawn once, from the run's seed, and the same in all its pictures. */
export function creatorOf(random: Random): Creator {
  return { fromRight: random.next() < 0.7 };
}
