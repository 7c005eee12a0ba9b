import type { MediaRecord } from '../../ports/persistence/media.js';
import type { Store } from '../../ports/persistence/store.js';
import { AppError } from '../app-error.js';
import { isWellFormedId } from '../ids.js';
import { extensionOf } from '../media/media-items.js';

const FILE_PATH = /^\/files\/([a-z0-9_]+)\/([a-z0-9_]+)\.([a-z0-9]+)$/;

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
): Promise<MediaRecord[]> {
  const service = new URL(deps.publicUrl);
  const items: MediaRecord[] = [];
  for (const [i, raw] of urls.entries()) {
    const refuse = (why: string) =>
      new AppError(
        'invalid_reference_image',
        `referenceImages[${i}] ${why}. Reference images must be media URLs of this service in the same workspace: upload the image first (POST /v1/media/upload-url, then PUT the bytes and POST /v1/media/complete) and pass the url of the media item.`,
        { errors: [{ path: `referenceImages.${i}`, message: why }] },
      );
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw refuse('is not a URL');
    }
    const basePath = service.pathname.replace(/\/+$/, '');
    const path = url.pathname.startsWith(`${basePath}/`) ? url.pathname.slice(basePath.length) : '';
    const match = url.origin === service.origin && !url.search ? FILE_PATH.exec(path) : null;
    if (!match) throw refuse('is not a media URL of this service');
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
      throw refuse('is not a media item of this workspace');
    }
    items.push(item);
  }
  return items;
}
