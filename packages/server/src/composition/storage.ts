import path from 'node:path';
import { createEmbeddedStorage } from '../adapters/storage/local-disk.js';
import { createS3Store, parseS3StorageUrl } from '../adapters/storage/s3.js';
import type { UploadEndpoint } from '../adapters/storage/upload-endpoint.js';
import { type Config, ConfigError } from '../config.js';
import type { BlobStore } from '../ports/blob-store.js';
import type { Clock } from '../ports/clock.js';
import type { Store } from '../ports/persistence/store.js';

/** Local disk (served by this service's own storage endpoint) unless STORAGE_URL names an S3 bucket. */
export function chooseBlobStore(
  config: Config,
  signingSecret: string,
  store: Store,
  clock: Clock,
): { blobs: BlobStore; uploadEndpoint: UploadEndpoint | undefined } {
  if (config.storageUrl?.startsWith('s3://')) {
    let location: ReturnType<typeof parseS3StorageUrl>;
    try {
      location = parseS3StorageUrl(config.storageUrl);
    } catch (err) {
      throw new ConfigError((err as Error).message);
    }
    // Credentials come from the SDK's default chain (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, …).
    return { blobs: createS3Store(location), uploadEndpoint: undefined };
  }
  const root = config.storageUrl?.startsWith('file:')
    ? path.resolve(config.storageUrl.slice('file:'.length))
    : path.join(config.dataDir, 'storage');
  return createEmbeddedStorage({
    root,
    publicUrl: config.publicUrl,
    signingSecret,
    store,
    clock,
    idleTimeoutMs: config.uploadIdleTimeoutMs,
    requestTimeoutMs: config.uploadRequestTimeoutMs,
  });
}
