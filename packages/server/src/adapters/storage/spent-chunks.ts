import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * Streamed bytes arrive in buffers of up to 64 KiB that V8 frees only when it collects its young
 * generation. A stream allocates little else, so V8 waits until its young objects hold 32 MiB of
 * such buffers (twice the default largest semi-space) before it collects: any 100 MiB upload grew
 * the process by about 35 MiB, a plain `node:http` server piping to a file as much. Asking for a
 * young-generation collection after every {@link COLLECT_EVERY_BYTES} streamed, counted across
 * every stream of the process, keeps the spent buffers to that much. With few young objects alive
 * such a collection takes a fraction of a millisecond (bench/README.md, the upload part).
 */
export const COLLECT_EVERY_BYTES = 8 * 1024 * 1024;

type Collect = (options: { type: 'minor' | 'major' }) => void;

/**
 * V8's own collector, reached as `--expose-gc` reaches it: the flag is set only while a fresh
 * context is made to hand the function out, so no other context gets a `gc` global. Undefined
 * where the runtime refuses the flag; streams then free their buffers when V8 decides.
 */
const collect: Collect | undefined = (() => {
  try {
    setFlagsFromString('--expose-gc');
    const gc: unknown = runInNewContext('typeof gc === "function" ? gc : undefined');
    return typeof gc === 'function' ? (gc as Collect) : undefined;
  } catch {
    return undefined;
  } finally {
    setFlagsFromString('--no-expose-gc');
  }
})();

let streamedSinceCollection = 0;

/** Whether this runtime lets the streams free their buffers early. */
export const collectsSpentChunks = collect !== undefined;

/** Counts `bytes` just streamed and collects the young generation once enough have passed. */
export function countStreamed(bytes: number): void {
  if (collect === undefined) return;
  streamedSinceCollection += bytes;
  if (streamedSinceCollection < COLLECT_EVERY_BYTES) return;
  streamedSinceCollection = 0;
  collect({ type: 'minor' });
}
