import type { BlobStore } from '../../ports/blob-store.js';
import type { Clock } from '../../ports/clock.js';
import type { Store } from '../../ports/persistence/store.js';
import type { Upload } from '../../ports/persistence/uploads.js';
import { AppError } from '../app-error.js';
import { newId } from '../ids.js';
import { type AuthContext, requireRole } from '../tokens.js';

/** The image types the media library takes. */
const UPLOAD_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'] as const;

/** An upload URL accepts bytes for 15 minutes; an upload not completed within an hour expires. */
const UPLOAD_URL_TTL_MS = 15 * 60 * 1000;
const UPLOAD_TTL_MS = 60 * 60 * 1000;

export interface UploadDeps {
  store: Store;
  blobs: BlobStore;
  clock: Clock;
  maxUploadBytes: number;
}

export interface UploadTicket {
  uploadUrl: string;
  path: string;
  expiresAt: string;
  maxBytes: number;
  headers: Record<string, string>;
}

const MIB = 1024 * 1024;

/** The upload address: records a pending upload at a path the service chooses and answers where to PUT the bytes. */
export async function createUpload(
  deps: UploadDeps,
  caller: AuthContext,
  workspaceId: string,
  input: { mimeType: string; filename?: string | undefined; size?: number | undefined },
): Promise<UploadTicket> {
  requireRole(caller, 'editor', 'upload media');
  if (!(UPLOAD_MIME_TYPES as readonly string[]).includes(input.mimeType)) {
    throw new AppError(
      'unsupported_media_type',
      `${JSON.stringify(input.mimeType)} is not accepted; upload one of ${UPLOAD_MIME_TYPES.join(', ')}.`,
    );
  }
  if (input.size !== undefined && input.size > deps.maxUploadBytes) {
    throw new AppError(
      'payload_too_large',
      `The file is ${input.size} bytes; uploads are limited to ${deps.maxUploadBytes} bytes (${deps.maxUploadBytes / MIB} MiB).`,
      { maxBytes: deps.maxUploadBytes },
    );
  }
  const now = deps.clock.now();
  const id = newId('upl');
  const urlExpiresAt = new Date(now.getTime() + UPLOAD_URL_TTL_MS);
  const upload: Upload = {
    id,
    workspaceId,
    path: `uploads/${workspaceId}/${id}`,
    mimeType: input.mimeType,
    filename: input.filename ?? null,
    declaredSize: input.size ?? null,
    maxBytes: deps.maxUploadBytes,
    status: 'pending',
    urlExpiresAt: urlExpiresAt.toISOString(),
    expiresAt: new Date(now.getTime() + UPLOAD_TTL_MS).toISOString(),
    createdAt: now.toISOString(),
    completedAt: null,
  };
  await deps.store.uploads.insert(upload);
  const target = await deps.blobs.uploadTarget({
    key: upload.path,
    workspaceId: upload.workspaceId,
    mimeType: upload.mimeType,
    maxBytes: upload.maxBytes,
    expiresAt: urlExpiresAt,
  });
  return {
    uploadUrl: target.url,
    path: upload.path,
    expiresAt: upload.urlExpiresAt,
    maxBytes: upload.maxBytes,
    headers: target.headers,
  };
}
