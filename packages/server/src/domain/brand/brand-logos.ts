import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { ImageTimeoutError, InvalidImageError, type LogoImage } from '../../ports/image-processor.js';
import type { BrandLogoRecord, StoredLogo } from '../../ports/persistence/brand.js';
import { AppError } from '../app-error.js';
import { newId } from '../ids.js';
import { mediaItemAt } from '../media/library.js';
import { type BrandDeps, brandFileKeys } from './brand-deps.js';

/**
 * Takes a logo for the brand from a media URL of the workspace: the item's image is decoded now
 * (so an unreadable one is refused at once, not at the first run) and the brand keeps its own PNG
 * copy, transparency and all, so that deleting the media item later takes nothing from the brand
 * or from its past versions. The same image twice is kept once.
 *
 * `path` names the field in the request (`logo.url`, `logo.onDark`) for the 422's `errors`.
 */
export async function keepLogo(
  deps: BrandDeps,
  workspaceId: string,
  url: string,
  path: string,
): Promise<StoredLogo> {
  const refuse = (why: string) =>
    new AppError(
      'invalid_logo',
      `${path} ${why}. A logo must be a media URL of this workspace whose image can be read: upload it first (POST /v1/media/upload-url, PUT the bytes, POST /v1/media/complete) and pass the url of the media item.`,
      { errors: [{ path, message: why }] },
    );
  const item = await mediaItemAt(deps, workspaceId, url);
  if (typeof item === 'string') throw refuse(item);
  let bytes: Buffer;
  try {
    bytes = await buffer(await deps.blobs.read(item.storageKey));
  } catch {
    throw refuse('names a media item whose file can no longer be read');
  }
  let logo: LogoImage;
  try {
    logo = await deps.images.prepareLogo(bytes, {
      workspaceId,
      pixels: item.width * item.height,
    });
  } catch (err) {
    if (err instanceof InvalidImageError || err instanceof ImageTimeoutError) {
      throw refuse('names a media item whose image cannot be decoded');
    }
    throw err;
  }
  const sha256 = createHash('sha256').update(logo.png).digest('hex');
  const kept = await deps.store.brand.findLogoByHash(workspaceId, sha256);
  if (kept) return { url, mediaId: item.id, logoId: kept.id };
  const id = newId('blg');
  const record: BrandLogoRecord = {
    id,
    workspaceId,
    mediaId: item.id,
    sha256,
    storageKey: brandFileKeys.logo(workspaceId, id),
    width: logo.width,
    height: logo.height,
    opaque: logo.opaque,
    createdAt: deps.clock.now().toISOString(),
  };
  await deps.blobs.put(record.storageKey, Readable.from([logo.png]), {
    maxBytes: Number.MAX_SAFE_INTEGER,
    contentType: 'image/png',
  });
  if (!(await deps.store.brand.insertLogo(record))) {
    // The same image was kept by a simultaneous change: use that copy, drop this one.
    await deps.blobs.delete(record.storageKey);
    const winner = (await deps.store.brand.findLogoByHash(workspaceId, sha256))!;
    return { url, mediaId: item.id, logoId: winner.id };
  }
  return { url, mediaId: item.id, logoId: id };
}
