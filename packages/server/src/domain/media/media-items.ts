import type { MediaRecord } from '../../ports/store.js';
import { EXTENSION_OF_FORMAT, FORMAT_OF_MIME } from './image-types.js';

/** `MediaItem` as the API shows it (SPEC §6). */
export interface MediaItem {
  id: string;
  workspaceId: string;
  url: string;
  thumbnailUrl: string;
  mimeType: string;
  width: number;
  height: number;
  bytes: number;
  sha256: string;
  source: 'upload' | 'generation';
  caption?: string;
  generationId?: string;
  presetId?: string;
  campaignId?: string;
  createdAt: string;
}

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

export function toMediaItem(publicUrl: string, m: MediaRecord): MediaItem {
  return {
    id: m.id,
    workspaceId: m.workspaceId,
    ...mediaUrls(publicUrl, m),
    mimeType: m.mimeType,
    width: m.width,
    height: m.height,
    bytes: m.bytes,
    sha256: m.sha256,
    source: m.source,
    ...(m.caption !== null ? { caption: m.caption } : {}),
    ...(m.generationId !== null ? { generationId: m.generationId } : {}),
    ...(m.presetId !== null ? { presetId: m.presetId } : {}),
    ...(m.campaignId !== null ? { campaignId: m.campaignId } : {}),
    createdAt: m.createdAt,
  };
}
