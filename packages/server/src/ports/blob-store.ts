import type { Readable } from 'node:stream';

/**
 * Object storage, behind a port: local disk in the embedded shape, any S3-compatible store in the
 * scaled one. Keys are relative paths chosen by the service (never by a client).
 */
export interface StoredObject {
  size: number;
  /** Quoted, as S3 answers it. */
  etag: string;
}

export interface BlobStore {
  /** Where a client PUTs the bytes of a pending upload directly, and the headers it must send. */
  uploadTarget(input: {
    key: string;
    workspaceId: string;
    mimeType: string;
    maxBytes: number;
    expiresAt: Date;
  }): Promise<{ url: string; headers: Record<string, string> }>;
  /** Writes a stream; rejects with `TooLargeError` (and keeps nothing) past `maxBytes`. */
  put(key: string, body: Readable, options: { maxBytes: number; contentType: string }): Promise<StoredObject>;
  stat(key: string): Promise<StoredObject | undefined>;
  read(key: string): Promise<Readable>;
  delete(key: string): Promise<void>;
}

export class TooLargeError extends Error {
  override name = 'TooLargeError';
  constructor(readonly maxBytes: number) {
    super(`the object is larger than ${maxBytes} bytes`);
  }
}
