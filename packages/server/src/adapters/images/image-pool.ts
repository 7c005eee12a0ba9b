import type { ImageJob, ImageProcessor } from '../../ports/image-processor.js';

export interface ImagePoolOptions {
  /**
   * Operations run at once. sharp holds one of libuv's threads for the whole of an operation, and
   * file reads, DNS lookups and crypto need those same threads (four unless UV_THREADPOOL_SIZE
   * says otherwise), so this stays below their number.
   */
  slots: number;
  /**
   * Pixels (width × height × frames) being decoded at once, which bounds the memory image work can
   * take. An image heavier than the whole budget still runs, alone.
   */
  pixelBudget: number;
}

/**
 * Runs an image processor's decoding and encoding in a bounded pool shared fairly between
 * workspaces. Each workspace has its own queue; a freed slot goes to the workspace with the fewest
 * operations running, and between equals to the one served longest ago, so one image from B waits
 * for one slot rather than behind everything A sent. Work is admitted in that order while it fits
 * the pixel budget: the next in turn waits for room rather than being overtaken, so a large image
 * is never starved by small ones. Header reads (`inspect`) pass straight through: they take a few
 * milliseconds and are what tells the caller an image's weight.
 */
export function pooledImages(images: ImageProcessor, options: ImagePoolOptions): ImageProcessor {
  const pool = new FairPool(options);
  return {
    inspect: (bytes) => images.inspect(bytes),
    normalize: (bytes, format, job) => pool.run(job, () => images.normalize(bytes, format, job)),
    thumbnail: (bytes, job) => pool.run(job, () => images.thumbnail(bytes, job)),
    fitFor: (bytes, limits, job) => pool.run(job, () => images.fitFor(bytes, limits, job)),
    makeVariant: (bytes, request, job) => pool.run(job, () => images.makeVariant(bytes, request, job)),
    prepareLogo: (bytes, job) => pool.run(job, () => images.prepareLogo(bytes, job)),
    decodeRgba: (bytes, job) => pool.run(job, () => images.decodeRgba(bytes, job)),
  };
}

interface Waiting {
  weight: number;
  start(): void;
}

class FairPool {
  /** Per workspace, in order of arrival; a workspace with nothing waiting has no entry. */
  private readonly waiting = new Map<string, Waiting[]>();
  private readonly running = new Map<string, number>();
  /** When each workspace with work waiting or running was last given a slot. */
  private readonly lastServed = new Map<string, number>();
  private admissions = 0;
  private slotsInUse = 0;
  private pixelsInUse = 0;

  constructor(private readonly options: ImagePoolOptions) {}

  run<T>(job: ImageJob, work: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const weight = Math.min(job.pixels, this.options.pixelBudget);
      const start = () => {
        Promise.resolve()
          .then(work)
          .then(resolve, reject)
          .finally(() => this.release(job.workspaceId, weight));
      };
      const queue = this.waiting.get(job.workspaceId);
      if (queue) queue.push({ weight, start });
      else this.waiting.set(job.workspaceId, [{ weight, start }]);
      this.admit();
    });
  }

  private admit(): void {
    while (this.slotsInUse < this.options.slots) {
      const workspaceId = this.nextInTurn();
      if (workspaceId === undefined) return;
      const queue = this.waiting.get(workspaceId)!;
      const next = queue[0]!;
      if (this.slotsInUse > 0 && this.pixelsInUse + next.weight > this.options.pixelBudget) return;
      queue.shift();
      if (queue.length === 0) this.waiting.delete(workspaceId);
      this.slotsInUse++;
      this.pixelsInUse += next.weight;
      this.running.set(workspaceId, (this.running.get(workspaceId) ?? 0) + 1);
      this.lastServed.set(workspaceId, ++this.admissions);
      next.start();
    }
  }

  /** The waiting workspace with the fewest operations running; between equals, the one served longest ago. */
  private nextInTurn(): string | undefined {
    let chosen: string | undefined;
    let fewest = Number.POSITIVE_INFINITY;
    let longestAgo = Number.POSITIVE_INFINITY;
    for (const workspaceId of this.waiting.keys()) {
      const running = this.running.get(workspaceId) ?? 0;
      const served = this.lastServed.get(workspaceId) ?? 0;
      if (running < fewest || (running === fewest && served < longestAgo)) {
        chosen = workspaceId;
        fewest = running;
        longestAgo = served;
      }
    }
    return chosen;
  }

  private release(workspaceId: string, weight: number): void {
    this.slotsInUse--;
    this.pixelsInUse -= weight;
    const running = this.running.get(workspaceId)! - 1;
    if (running > 0) {
      this.running.set(workspaceId, running);
    } else {
      this.running.delete(workspaceId);
      // A workspace that comes back later is as new: nothing of it needs remembering.
      if (!this.waiting.has(workspaceId)) this.lastServed.delete(workspaceId);
    }
    this.admit();
  }
}
