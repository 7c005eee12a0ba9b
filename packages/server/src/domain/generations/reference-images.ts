import type { MediaRecord } from '../../ports/persistence/media.js';
import type { Store } from '../../ports/persistence/store.js';
import { AppError } from '../app-error.js';
import { mediaItemAt } from '../media/library.js';

/**
 * Resolves reference image URLs to the workspace's own completed media items. Only a media URL of
 * this service (`{PUBLIC_URL}/files/{workspaceId}/{mediaId}.{ext}`) of an item of the same workspace
 * that is not deleted is accepted; anything else is 422 `invalid_reference_image`, before anything
 * is charged.
 */
export async function resolveReferenceImages(
  deps: { store: Store; publicUrl: string },
  workspaceId: string,
  urls: readonly string[],
  /** The request field the URLs came from, named in the error; a single image has no index. */
  field: { name: string; single?: boolean } = { name: 'referenceImages' },
): Promise<MediaRecord[]> {
  const items: MediaRecord[] = [];
  for (const [i, raw] of urls.entries()) {
    const found = await mediaItemAt(deps, workspaceId, raw);
    if (typeof found === 'string') {
      const where = field.single ? field.name : `${field.name}[${i}]`;
      throw new AppError(
        'invalid_reference_image',
        `${where} ${found}. Images given to a generation must be media URLs of this service in the same workspace: upload the image first (POST /v1/media/upload-url, then PUT the bytes and POST /v1/media/complete) and pass the url of the media item.`,
        { errors: [{ path: field.single ? field.name : `${field.name}.${i}`, message: found }] },
      );
    }
    items.push(found);
  }
  return items;
}

/** The customer's own scene photo (`backdropImage`): validated exactly like a reference image. */
export async function resolveBackdropImage(
  deps: { store: Store; publicUrl: string },
  workspaceId: string,
  url: string | undefined,
): Promise<MediaRecord | undefined> {
  if (url === undefined) return undefined;
  const [item] = await resolveReferenceImages(deps, workspaceId, [url], {
    name: 'backdropImage',
    single: true,
  });
  return item;
}
