import { EventEmitter } from 'node:events';

/**
 * Tells waiting requests in this process that a generation ended. Requests served by another
 * process than the worker that ran the job find out by polling (see waitForGeneration).
 */
export class GenerationEvents {
  readonly #emitter = new EventEmitter().setMaxListeners(0);

  ended(generationId: string): void {
    this.#emitter.emit(generationId);
  }

  /** Calls `listener` once when the generation ends; returns the unsubscribe function. */
  onEnded(generationId: string, listener: () => void): () => void {
    this.#emitter.once(generationId, listener);
    return () => this.#emitter.off(generationId, listener);
  }
}
