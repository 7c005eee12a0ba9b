import type { BlobStore } from '../../ports/blob-store.js';
import type { Clock } from '../../ports/clock.js';
import type { FontFiles } from '../../ports/font-files.js';
import type { ImageProcessor } from '../../ports/image-processor.js';
import type { Store } from '../../ports/persistence/store.js';

/** What the brand's use cases need, handed over by the composition root. */
export interface BrandDeps {
  store: Store;
  blobs: BlobStore;
  images: ImageProcessor;
  fonts: FontFiles;
  clock: Clock;
  /** Media URLs (a logo) are URLs of this service. */
  publicUrl: string;
}

/** The files the brand keeps, under a folder of their own (the orphan sweep knows it). */
export const BRAND_FOLDER = 'brand/';

export const brandFileKeys = {
  font: (workspaceId: string, fontId: string, format: string) =>
    `${BRAND_FOLDER}${workspaceId}/fonts/${fontId}.${format}`,
  logo: (workspaceId: string, logoId: string) => `${BRAND_FOLDER}${workspaceId}/logos/${logoId}.png`,
};
