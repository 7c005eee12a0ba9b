import type { BlobStore } from '../../ports/blob-store.js';
import type { MediaRecord } from '../../ports/persistence/media.js';
import { EXTENSION_OF_FORMAT, FORMAT_OF_MIME } from './image-types.js';

export const extensionOf = (mimeType: string): string => EXTENSION_OF_FORMAT[FORMAT_OF_MIME[mimeType]!];

/** Storage keys of an item's file and thumbnail. */
export const mediaKeys = (workspaceId: string, mediaId: string, mimeType: string) => ({
  file: `media/${workspaceId}/${mediaId}.${extensionOf(mimeType)}`,
  thumbnail: `media/${workspaceId}/thumbnails/${mediaId}.webp`,
});

/**
 * The stable service URLs of an item, served without a token (the id is unguessable): this form,
 * `{PUBLIC_URL}/files/{workspaceId}/{mediaId}.{ext}`, is what "a media URL of the service" means.
 */
export function mediaUrls(publicUrl: string, m: Pick<MediaRecord, 'id' | 'workspaceId' | 'mimeType'>) {
  return {
    url: `${publicUrl}/files/${m.workspaceId}/${m.id}.${extensionOf(m.mimeType)}`,
    thumbnailUrl: `${publicUrl}/files/${m.workspaceId}/thumbnails/${m.id}.webp`,
  };
}

/** A stored file, whole. */
export async function readBlob(blobs: Pick<BlobStore, 'read'>, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await blobs.read(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
