/**
 * Film/phone grain: one tile of monochrome noise, made once per process from a fixed seed and tiled
 * over every output (so grain never makes two renders of the same request differ).
 */
import { createRandom } from './random.js';

export const GRAIN_TILE = 256;

let tile: Int8Array | undefined;

/** Signed noise, roughly Gaussian (a sum of three uniforms), like sensor noise. */
export function grainTile(): Int8Array {
  if (!tile) {
    const random = createRandom(0x5eed);
    tile = new Int8Array(GRAIN_TILE * GRAIN_TILE);
    for (let i = 0; i < tile.length; i++) {
      tile[i] = Math.round(((random.next() + random.next() + random.next() - 1.5) / 1.5) * 127);
    }
  }
  return tile;
}
