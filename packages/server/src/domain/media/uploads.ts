import type { Readable } from 'node:stream';
import { type BlobStore, TooLargeError } from '../../ports/blob-store.js';
import type { Clock } from '../../ports/clock.js';
import type { Store } from '../../ports/persistence/store.js';
import type { Upload } from '../../ports/persistence/uploads.js';
import { AppError } from '../app-error.js';
import { newId } from '../ids.js';
import { verifyUploadGrant } from './upload-token.js';

/** The image types the media library takes (SPEC §6). */
export const UPLOAD_MIME_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/avif',
  'image/gif',
] as const;

/** An upload URL accepts bytes for 15 minutes; an upload not completed within an hour expires. */
const UPLOAD_URL_TTL_MS = 15 * 60 * 1000;
const UPLOAD_TTL_MS = 60 * 60 * 1000;

export interface UploadDeps {
  store: Store;
  blobs: BlobStore;
  clock: Clock;
  signingSecret: string;
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

/** ★1: records a pending upload at a path the service chooses and answers where to PUT the bytes. */
export async function createUpload(
  deps: UploadDeps,
  input: { workspaceId: string; mimeType: string; filename?: string | undefined; size?: number | undefined },
): Promise<UploadTicket> {
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
    workspaceId: input.workspaceId,
    path: `uploads/${input.workspaceId}/${id}`,
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

/** How the storage endpoint answers, in the terms S3 uses. */
export type ReceiveOutcome =
  | { ok: true; etag: string }
  | {
      ok: false;
      status: 403 | 413;
      code: 'AccessDenied' | 'SignatureDoesNotMatch' | 'EntityTooLarge';
      message: string;
    };

/**
 * ★2 on the embedded storage: accepts the bytes of a pending upload PUT with a signed token. The
 * token must be valid for this path and not expired, the Content-Type must be the signed one, and
 * the upload still pending; the bytes are streamed to storage and refused past the size limit.
 */
export async function receiveUpload(
  deps: UploadDeps,
  input: {
    path: string;
    token: string;
    contentType: string | undefined;
    contentLength: number | undefined;
    body: Readable;
  },
): Promise<ReceiveOutcome> {
  const check = verifyUploadGrant(input.token, deps.signingSecret, input.path, deps.clock.now().getTime());
  if (!check.ok) {
    return check.reason === 'expired'
      ? { ok: false, status: 403, code: 'AccessDenied', message: 'Request has expired' }
      : {
          ok: false,
          status: 403,
          code: 'SignatureDoesNotMatch',
          message: 'The request signature we calculated does not match the signature you provided.',
        };
  }
  const { grant } = check;
  if (input.contentType !== grant.mimeType) {
    return {
      ok: false,
      status: 403,
      code: 'SignatureDoesNotMatch',
      message: `The Content-Type must be ${grant.mimeType}, as signed.`,
    };
  }
  const upload = await deps.store.uploads.findByPath(grant.path);
  if (!upload || upload.workspaceId !== grant.workspaceId || upload.status !== 'pending') {
    return {
      ok: false,
      status: 403,
      code: 'AccessDenied',
      message: 'This upload is no longer accepting bytes.',
    };
  }
  if (input.contentLength !== undefined && input.contentLength > grant.maxBytes) {
    return tooLarge(grant.maxBytes);
  }
  try {
    const stored = await deps.blobs.put(grant.path, input.body, {
      maxBytes: grant.maxBytes,
      contentType: grant.mimeType,
    });
    return { ok: true, etag: stored.etag };
  } catch (err) {
    if (err instanceof TooLargeError) return tooLarge(grant.maxBytes);
    throw err;
  }
}

const tooLarge = (maxBytes: number): ReceiveOutcome => ({
  ok: false,
  status: 413,
  code: 'EntityTooLarge',
  message: `Your proposed upload exceeds the maximum allowed size of ${maxBytes} bytes.`,
});
