import type { BlobStore } from '../../ports/blob-store.js';
import type { Clock } from '../../ports/clock.js';
import type { MediaRecord } from '../../ports/persistence/media.js';
import type { Store } from '../../ports/persistence/store.js';
import { notFound } from '../app-error.js';
import { isWellFormedId } from '../ids.js';
import { extensionOf } from './media-items.js';

export interface LibraryDeps {
  store: Store;
  blobs: BlobStore;
  clock: Clock;
}

/** An item of this workspace that is not deleted; 404 otherwise, whoever owns it. */
export async function getMedia(
  deps: Pick<LibraryDeps, 'store'>,
  workspaceId: string,
  id: string,
): Promise<MediaRecord> {
  const item = isWellFormedId(id, 'med') ? await deps.store.media.find(id) : undefined;
  if (!item || item.workspaceId !== workspaceId || item.deletedAt) throw notFound('The media item');
  return item;
}

/** The workspace's items that are not deleted, newest first. */
export function listMedia(
  deps: Pick<LibraryDeps, 'store'>,
  workspaceId: string,
  filter: { source?: 'upload' | 'generation' | undefined; campaignId?: string | undefined },
  page: { limit: number; before?: string | undefined },
): Promise<MediaRecord[]> {
  return deps.store.media.list(workspaceId, filter, page);
}

/**
 * The item a public file URL names (`{workspaceId}/{mediaId}.{ext}`, or its thumbnail's
 * `{mediaId}.webp`), with the storage key of the bytes to serve; undefined for anything else: an
 * unknown or deleted item, another workspace's, the wrong extension.
 */
export async function findFile(
  deps: Pick<LibraryDeps, 'store'>,
  workspaceId: string,
  fileName: string,
  thumbnail: boolean,
): Promise<{ item: MediaRecord; key: string } | undefined> {
  const dot = fileName.lastIndexOf('.');
  const id = fileName.slice(0, dot);
  const ext = fileName.slice(dot + 1);
  const item = isWellFormedId(id, 'med') ? await deps.store.media.find(id) : undefined;
  if (!item || item.deletedAt || item.workspaceId !== workspaceId) return undefined;
  if (ext !== (thumbnail ? 'webp' : extensionOf(item.mimeType))) return undefined;
  return { item, key: thumbnail ? item.thumbnailKey : item.storageKey };
}

/** Deletes an item: it leaves the library and its URLs stop being served at once; the files go too. */
export async function deleteMedia(deps: LibraryDeps, workspaceId: string, id: string): Promise<void> {
  const item = await getMedia(deps, workspaceId, id);
  if (!(await deps.store.media.markDeleted(item.id, deps.clock.now().toISOString())))
    throw notFound('The media item');
  await Promise.all([deps.blobs.delete(item.storageKey), deps.blobs.delete(item.thumbnailKey)]);
}

/**
 * Expires pending uploads past their time and removes their bytes, a batch at a time. Run
 * periodically by worker processes; safe when several run at once (an upload is expired once).
 */
export async function sweepExpiredUploads(deps: LibraryDeps, batch = 200): Promise<number> {
  let expired = 0;
  for (;;) {
    const due = await deps.store.uploads.listExpiredPending(deps.clock.now().toISOString(), batch);
    for (const upload of due) {
      if (await deps.store.uploads.markExpired(upload.id)) {
        await deps.blobs.delete(upload.path);
        expired++;
      }
    }
    if (due.length < batch) return expired;
  }
}
