import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { BlobStore } from '../../ports/blob-store.js';
import type { Clock } from '../../ports/clock.js';
import {
  type ImageInfo,
  type ImageProcessor,
  ImageTimeoutError,
  InvalidImageError,
  MAX_IMAGE_PIXELS,
  MAX_IMAGE_SIDE,
  type NormalizedImage,
} from '../../ports/image-processor.js';
import type { MediaRecord } from '../../ports/persistence/media.js';
import type { Store } from '../../ports/persistence/store.js';
import { AppError, notFound } from '../app-error.js';
import { newId } from '../ids.js';
import { type AuthContext, requireRole } from '../tokens.js';
import { FORMAT_OF_MIME, sniffFormat } from './image-types.js';
import { mediaKeys } from './media-items.js';

const MAX_MEGAPIXELS = MAX_IMAGE_PIXELS / 1_000_000;

export interface CompleteUploadDeps {
  store: Store;
  blobs: BlobStore;
  images: ImageProcessor;
  clock: Clock;
}

/**
 * Upload completion: turns the bytes of a pending upload into a media item. The bytes must be an image of the
 * declared type (magic bytes checked, not trusted), within the size limits (from the header, before
 * any decoding) and decodable as a whole. The orientation is applied and every metadata block (EXIF,
 * GPS, XMP, ICC comments) removed by re-encoding; SHA-256, size and dimensions describe the stored
 * file. Bytes that break a rule are deleted and the upload stays pending, so the client can PUT
 * again. A repeated completion answers the same item.
 */
export async function completeUpload(
  deps: CompleteUploadDeps,
  caller: AuthContext,
  workspaceId: string,
  input: { path: string },
): Promise<{ item: MediaRecord; created: boolean }> {
  requireRole(caller, 'editor', 'upload media');
  const upload = await deps.store.uploads.findByPath(input.path);
  if (!upload || upload.workspaceId !== workspaceId) throw notFound('The upload');
  if (upload.status === 'completed') {
    const item = await deps.store.media.findByUpload(upload.id);
    if (item) return { item, created: false };
  }
  const now = deps.clock.now();
  if (upload.status === 'expired' || upload.expiresAt <= now.toISOString()) {
    throw notFound('The upload (it expired; start a new one)');
  }

  const declared = FORMAT_OF_MIME[upload.mimeType]!;
  const refuse = async (error: AppError): Promise<never> => {
    await deps.blobs.delete(upload.path);
    throw error;
  };
  const object = await deps.blobs.stat(upload.path);
  if (!object || object.size === 0) {
    throw new AppError(
      'upload_incomplete',
      'No bytes have arrived for this upload yet: PUT the file to its uploadUrl first.',
    );
  }
  // A presigned S3 PUT cannot limit the size, so it is checked here, before anything is read.
  if (object.size > upload.maxBytes) {
    return refuse(
      new AppError(
        'payload_too_large',
        `The uploaded file is ${object.size} bytes; the limit is ${upload.maxBytes}.`,
        {
          maxBytes: upload.maxBytes,
        },
      ),
    );
  }
  const bytes = await buffer(await deps.blobs.read(upload.path));
  const sniffed = sniffFormat(bytes.subarray(0, 64));
  if (sniffed !== declared) {
    return refuse(
      new AppError(
        'invalid_image',
        `The uploaded bytes are not a ${declared.toUpperCase()} image${sniffed ? ` (they are ${sniffed.toUpperCase()})` : ''}; upload the file again with its real type.`,
      ),
    );
  }
  let info: ImageInfo;
  try {
    info = await deps.images.inspect(bytes);
  } catch (err) {
    if (err instanceof InvalidImageError)
      return refuse(new AppError('invalid_image', 'The uploaded file is not a decodable image.'));
    throw err;
  }
  const tooLarge = oversize(info);
  if (tooLarge) return refuse(tooLarge);
  let normalized: NormalizedImage;
  try {
    normalized = await deps.images.normalize(bytes, declared, {
      workspaceId: upload.workspaceId,
      pixels: pixelsOf(info),
    });
  } catch (err) {
    if (err instanceof InvalidImageError) {
      return refuse(
        new AppError(
          'invalid_image',
          'The uploaded image cannot be decoded (it may be truncated or corrupt).',
        ),
      );
    }
    if (err instanceof ImageTimeoutError) {
      return refuse(
        new AppError(
          'image_too_large',
          `The image could not be processed within its time limit of ${err.seconds} s; save it smaller or simpler and upload it again.`,
          { ...sizeOf(info), timeLimitSeconds: err.seconds },
        ),
      );
    }
    throw err;
  }

  const id = newId('med');
  const keys = mediaKeys(upload.workspaceId, id, upload.mimeType);
  const limit = { maxBytes: Number.MAX_SAFE_INTEGER };
  await deps.blobs.put(keys.file, Readable.from([normalized.bytes]), {
    ...limit,
    contentType: upload.mimeType,
  });
  await deps.blobs.put(keys.thumbnail, Readable.from([normalized.thumbnail]), {
    ...limit,
    contentType: 'image/webp',
  });
  const at = deps.clock.now().toISOString();
  const item: MediaRecord = {
    id,
    workspaceId: upload.workspaceId,
    uploadId: upload.id,
    storageKey: keys.file,
    thumbnailKey: keys.thumbnail,
    mimeType: upload.mimeType,
    width: normalized.width,
    height: normalized.height,
    bytes: normalized.bytes.length,
    sha256: createHash('sha256').update(normalized.bytes).digest('hex'),
    source: 'upload',
    caption: null,
    generationId: null,
    presetId: null,
    campaignId: null,
    createdAt: at,
    deletedAt: null,
    outputIndex: null,
    render: null,
    variantOf: null,
  };
  const created = await deps.store.transaction(async (tx) => {
    const inserted = await tx.media.insert(item);
    if (inserted) await tx.uploads.markCompleted(upload.id, at);
    return inserted;
  });
  if (!created) {
    // A simultaneous completion of the same upload won: keep its item, drop this one's files.
    await Promise.all([deps.blobs.delete(keys.file), deps.blobs.delete(keys.thumbnail)]);
    return { item: (await deps.store.media.findByUpload(upload.id))!, created: false };
  }
  await deps.blobs.delete(upload.path);
  return { item, created: true };
}

/** Every pixel decoding the image makes: all frames of an animation at once. */
function pixelsOf({ width, height, frames }: Pick<ImageInfo, 'width' | 'height' | 'frames'>): number {
  return width * height * frames;
}

/** The size members of an image_too_large problem. */
function sizeOf({ width, height, frames }: ImageInfo) {
  return { width, height, ...(frames > 1 ? { frames } : {}) };
}

/** Why an image is too large to take, read from its header alone, or undefined when it is not. */
function oversize(info: ImageInfo): AppError | undefined {
  const { width, height, frames } = info;
  const size = sizeOf(info);
  const shown = `${width}×${height}${frames > 1 ? ` with ${frames} frames` : ''}`;
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE) {
    return new AppError(
      'image_too_large',
      `The image is ${shown}; neither side may be over ${MAX_IMAGE_SIDE} pixels.`,
      { ...size, maxSide: MAX_IMAGE_SIDE },
    );
  }
  const pixels = pixelsOf({ width, height, frames });
  if (pixels > MAX_IMAGE_PIXELS) {
    return new AppError(
      'image_too_large',
      `The image is ${shown} (${(pixels / 1e6).toFixed(1)} megapixels${frames > 1 ? ' in all' : ''}); the limit is ${MAX_MEGAPIXELS} megapixels.`,
      { ...size, maxMegapixels: MAX_MEGAPIXELS },
    );
  }
  return undefined;
}
