import type { BackgroundRemover } from '../../ports/background-remover.js';
import type { BlobStore } from '../../ports/blob-store.js';
import type { Clock } from '../../ports/clock.js';
import type { CopyEngine } from '../../ports/copy-engine.js';
import type { FontFiles } from '../../ports/font-files.js';
import type { ImageEngine } from '../../ports/image-engine.js';
import type { ImageProcessor } from '../../ports/image-processor.js';
import type { JobQueue } from '../../ports/job-queue.js';
import type { Log } from '../../ports/log.js';
import type { Store } from '../../ports/persistence/store.js';
import type { CreditLedger } from '../credits/credit-ledger.js';
import type { EventOutbox } from '../webhooks/event-outbox.js';
import type { GenerationEvents } from './generation-events.js';

/** Everything the generation use cases need, handed over by the composition root. */
export interface GenerationDeps {
  store: Store;
  clock: Clock;
  credits: CreditLedger;
  jobs: JobQueue;
  blobs: BlobStore;
  images: ImageProcessor;
  imageEngine: ImageEngine;
  /** Cuts products out of photos for `POST /generations/cutout`, whatever the image engine. */
  backgroundRemover: BackgroundRemover;
  copyEngine: CopyEngine;
  /** Reads the brand's uploaded fonts for the kit a branded run draws with. */
  fonts: FontFiles;
  events: GenerationEvents;
  /** Records `generation.succeeded` / `generation.failed` for workspace webhooks. */
  outbox: EventOutbox;
  publicUrl: string;
  log: Log;
}
