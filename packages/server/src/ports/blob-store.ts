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

/** An object as a listing names it. */
export interface ListedObject {
  key: string;
  /** When its bytes were last written. */
  modifiedAt: Date;
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
  /**
   * Writes a stream; rejects with `TooLargeError` past `maxBytes`, and when `signal` aborts before
   * the object is in place, keeping nothing either way. A server request as `body` is stopped
   * without closing its connection, so the caller can still answer.
   */
  put(
    key: string,
    body: Readable,
    options: { maxBytes: number; contentType: string; signal?: AbortSignal },
  ): Promise<StoredObject>;
  stat(key: string): Promise<StoredObject | undefined>;
  read(key: string): Promise<Readable>;
  delete(key: string): Promise<void>;
  /**
   * Every object whose key starts with `prefix` (a folder: `media/`), in no promised order, read a
   * page at a time as it is consumed: the listing is never held whole. Objects may be deleted
   * while it runs.
   */
  list(prefix: string): AsyncIterable<ListedObject>;
  /** Throws when the store cannot take objects now: a local root that is not writable, a bucket that does not answer. */
  probe(): Promise<void>;
}

export class TooLargeError extends Error {
  override name = 'TooLargeError';
  constructor(readonly maxBytes: number) {
    super(`the object is larger than ${maxBytes} bytes`);
  }
}

/**
 * The one rule for storage keys, the same for every adapter: relative paths of letters, digits,
 * `.`, `_` and `-`, no `.` or `..` segment. Nothing can leave a local root, and a key that works on
 * local disk works on S3 too (a browser would normalize `..` out of an upload URL and break its
 * signature).
 */
export function checkStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
}

export const isStorageKey = (key: string): boolean =>
  /^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/.test(key) && !key.split('/').some((p) => p === '..' || p === '.');
