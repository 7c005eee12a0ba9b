import type { GenerationStatus } from '../../ports/persistence/generations.js';

/** A generation that has ended: it no longer changes, and its charge is final. */
export const isFinished = (status: GenerationStatus) =>
  status === 'succeeded' || status === 'failed' || status === 'canceled';
