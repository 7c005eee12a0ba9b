import type { BlobStore } from '../../ports/blob-store.js';
import type { Clock } from '../../ports/clock.js';
import type { CopyEngine } from '../../ports/copy-engine.js';
import type { ImageEngine } from '../../ports/image-engine.js';
import type { ImageProcessor } from '../../ports/image-processor.js';
import type { JobQueue } from '../../ports/job-queue.js';
import type { Store } from '../../ports/persistence/store.js';
import type { CreditLedger } from '../credits/credit-ledger.js';
import type { EventOutbox } from '../webhooks/event-outbox.js';
import type { GenerationEvents } from './generation-events.js';

export interface GenerationLog {
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

/** Everything the generation use cases need, handed over by the composition root. */
export interface GenerationDeps {
  store: Store;
  clock: Clock;
  credits: CreditLedger;
  jobs: JobQueue;
  blobs: BlobStore;
  images: ImageProcessor;
  imageEngine: ImageEngine;
  copyEngine: CopyEngine;
  events: GenerationEvents;
  /** Records `generation.succeeded` / `generation.failed` for workspace webhooks. */
  outbox: EventOutbox;
  publicUrl: string;
  log: GenerationLog;
}
