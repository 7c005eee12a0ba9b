/**
 * The media library's items, uploaded or generated.
 */

import type { PresetId } from '../../domain/presets/preset-catalogue.js';
import type { CutoutSeparation } from '../background-remover.js';

export interface MediaRecord {
  id: string;
  workspaceId: string;
  uploadId: string | null;
  storageKey: string;
  thumbnailKey: string;
  mimeType: string;
  width: number;
  height: number;
  bytes: number;
  sha256: string;
  source: 'upload' | 'generation';
  caption: string | null;
  generationId: string | null;
  presetId: PresetId | null;
  campaignId: string | null;
  createdAt: string;
  deletedAt: string | null;
  /** A generated item's 0-based output slot in its generation. */
  outputIndex: number | null;
  /** A generated item's render manifest. */
  render: RenderManifest | null;
  /**
   * The item this one was made from for a platform (cropped, scaled or re-encoded when a post was
   * published with `autoFix`); null for an item uploaded or generated.
   */
  variantOf: string | null;
}

export interface RenderManifest {
  engine: string;
  seed: number;
  presetVersion: number;
  /** The brand version in effect when the output was drawn; absent when it had none. */
  brandVersion?: number;
  /** How the product was told from its background, for a cut-out (and a run that cut one out). */
  cutout?: CutoutSeparation;
  /** Where the product was drawn, in the output's pixels: what a crop for a platform keeps. */
  productBox?: { x: number; y: number; width: number; height: number };
}

export interface MediaRepository {
  /** Inserts the item; false when an item for the same upload already exists. */
  insert(item: MediaRecord): Promise<boolean>;
  find(id: string): Promise<MediaRecord | undefined>;
  findByUpload(uploadId: string): Promise<MediaRecord | undefined>;
  /** Items not deleted, newest first. */
  list(
    workspaceId: string,
    filter: { source?: 'upload' | 'generation' | undefined; campaignId?: string | undefined },
    page: { limit: number; before?: string | undefined },
  ): Promise<MediaRecord[]>;
  markDeleted(id: string, at: string): Promise<boolean>;
  /** Inserts a generated item; false when its generation's output slot is already filled. */
  insertGenerated(item: MediaRecord): Promise<boolean>;
  /** The stored outputs of these generations, deleted ones included, in output order. */
  listGenerated(generationIds: readonly string[]): Promise<MediaRecord[]>;
  /** Of these storage keys, those holding a file or thumbnail of an item that is not deleted. */
  keysInUse(keys: readonly string[]): Promise<string[]>;
}
