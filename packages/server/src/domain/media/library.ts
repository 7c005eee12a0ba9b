import { type BlobStore, isStorageKey } from '../../ports/blob-store.js';
import type { Clock } from '../../ports/clock.js';
import type { MediaRecord } from '../../ports/persistence/media.js';
import type { Store } from '../../ports/persistence/store.js';
import { notFound } from '../app-error.js';
import { BRAND_FOLDER } from '../brand/brand-deps.js';
import { isWellFormedId } from '../ids.js';
import { type AuthContext, requireRole } from '../tokens.js';
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

const FILE_PATH = /^\/files\/([a-z0-9_]+)\/([a-z0-9_]+)\.([a-z0-9]+)$/;

/**
 * The item a media URL of this service names (`{PUBLIC_URL}/files/{workspaceId}/{mediaId}.{ext}`),
 * when it is an item of this workspace that is not deleted; otherwise why not, in words that
 * follow the field's name ("is not a URL").
 */
export async function mediaItemAt(
  deps: { store: Store; publicUrl: string },
  workspaceId: string,
  raw: string,
): Promise<MediaRecord | string> {
  const service = new URL(deps.publicUrl);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'is not a URL';
  }
  const basePath = service.pathname.replace(/\/+$/, '');
  const path = url.pathname.startsWith(`${basePath}/`) ? url.pathname.slice(basePath.length) : '';
  const match = url.origin === service.origin && !url.search ? FILE_PATH.exec(path) : null;
  if (!match) return 'is not a media URL of this service';
  const [, urlWorkspace, mediaId, extension] = match as unknown as [string, string, string, string];
  const item =
    urlWorkspace === workspaceId && isWellFormedId(mediaId, 'med')
      ? await deps.store.media.find(mediaId)
      : undefined;
  if (
    !item ||
    item.workspaceId !== workspaceId ||
    item.deletedAt !== null ||
    extensionOf(item.mimeType) !== extension
  ) {
    return 'is not a media item of this workspace';
  }
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
export async function deleteMedia(
  deps: LibraryDeps,
  caller: AuthContext,
  workspaceId: string,
  id: string,
): Promise<void> {
  requireRole(caller, 'editor', 'delete media');
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

/**
 * A file no row points to is removed only once it is this old: far longer than any PUT may stream
 * (its URL is honoured 15 minutes and 30 seconds) and than a generated output or a completed
 * upload's normalized file waits for its row to be inserted (moments).
 */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;

/** The folders the service writes to; anything else in a bucket is not its business. */
const SERVICE_FOLDERS = ['uploads/', 'media/', BRAND_FOLDER];

/**
 * Removes the stored files that no row points to — a live media item's file or thumbnail, a
 * pending upload's bytes, a brand font or logo copy — once they are older than `graceMs`: the partial file of a PUT killed
 * with its process, bytes that reached an upload's path after it was completed (on S3, where the
 * service does not see the PUT), the output of a generation killed before its row was written.
 * Keys are checked against the database a batch at a time as the listing is read, so neither the
 * listing nor the library is ever held in memory whole. Safe when several run at once.
 */
export async function sweepOrphanFiles(
  deps: LibraryDeps,
  { graceMs = ORPHAN_GRACE_MS, batch = 500 }: { graceMs?: number; batch?: number } = {},
): Promise<number> {
  const writtenBefore = deps.clock.now().getTime() - graceMs;
  let removed = 0;
  let candidates: string[] = [];
  const check = async () => {
    removed += await removeUnreferenced(deps, candidates);
    candidates = [];
  };
  for (const folder of SERVICE_FOLDERS) {
    for await (const object of deps.blobs.list(folder)) {
      if (object.modifiedAt.getTime() > writtenBefore || !isStorageKey(object.key)) continue;
      candidates.push(object.key);
      if (candidates.length >= batch) await check();
    }
  }
  await check();
  return removed;
}

async function removeUnreferenced(deps: LibraryDeps, keys: string[]): Promise<number> {
  if (keys.length === 0) return 0;
  const [items, uploads, brand] = await Promise.all([
    deps.store.media.keysInUse(keys),
    deps.store.uploads.pendingPaths(keys),
    deps.store.brand.keysInUse(keys),
  ]);
  const inUse = new Set([...items, ...uploads, ...brand]);
  const orphans = keys.filter((key) => !inUse.has(key));
  for (const key of orphans) await deps.blobs.delete(key);
  return orphans.length;
}
