import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, type Dir } from 'node:fs';
import { access, constants, lstat, mkdir, opendir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { crc32 } from 'node:zlib';
import {
  type BlobStore,
  checkStorageKey,
  type ListedObject,
  type StoredObject,
  TooLargeError,
} from '../../ports/blob-store.js';
import type { Clock } from '../../ports/clock.js';
import type { Store } from '../../ports/persistence/store.js';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../../private-files.js';
import { countStreamed } from './spent-chunks.js';
import { type UploadEndpoint, uploadEndpoint } from './upload-endpoint.js';
import { transferLimits } from './upload-receiver.js';
import { signUploadGrant } from './upload-token.js';

/**
 * Objects as files under one root directory. Uploads are PUT to the service's own storage endpoint
 * (`/storage/<key>?token=…`), which checks the signed token and streams the bytes here. Writes go
 * to a temporary file that is renamed into place, so a reader never sees half a file and memory
 * does not grow with the size of the object.
 */
export function createLocalDiskStore(options: {
  root: string;
  publicUrl: string;
  signingSecret: string;
}): BlobStore {
  const root = path.resolve(options.root);

  /** The file of a key, or an error when the key would leave the root. */
  const fileOf = (key: string): string => {
    checkStorageKey(key);
    const file = path.resolve(root, key);
    if (!file.startsWith(root + path.sep))
      throw new Error(`storage key outside the root: ${JSON.stringify(key)}`);
    return file;
  };

  return {
    async uploadTarget({ key, workspaceId, mimeType, maxBytes, expiresAt }) {
      fileOf(key);
      const token = signUploadGrant(
        { scope: 'upload', workspaceId, path: key, mimeType, maxBytes, expiresAt: expiresAt.getTime() },
        options.signingSecret,
      );
      return {
        url: `${options.publicUrl}/storage/${key}?token=${encodeURIComponent(token)}`,
        headers: { 'Content-Type': mimeType },
      };
    },

    async put(key, body, { maxBytes, signal }) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true, mode: PRIVATE_DIR_MODE });
      const temp = `${file}.${randomBytes(6).toString('hex')}.partial`;
      // A 256 KiB write buffer: fewer pauses of the socket than the 16 KiB default, memory still flat.
      const out = createWriteStream(temp, {
        flags: 'wx',
        mode: PRIVATE_FILE_MODE,
        highWaterMark: 256 * 1024,
      });
      // The ETag names the content, as S3's does; CRC-32 (hardware-accelerated) rather than S3's
      // MD5, which would cost half the time of the whole transfer (measured by npm run bench).
      let crc = 0;
      let size = 0;
      // Counted and checksummed as the chunks pass, without an extra stream stage in the pipe. Past
      // the limit the file side fails, not the body: the pipeline then stops a server request
      // without destroying its socket, so a 413 can still be answered on it.
      const meter = (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) out.destroy(new TooLargeError(maxBytes));
        else crc = crc32(chunk, crc);
        countStreamed(chunk.length);
      };
      body.on('data', meter);
      try {
        await pipeline(body, out, signal ? { signal } : {});
        signal?.throwIfAborted();
        await rename(temp, file);
      } catch (err) {
        await rm(temp, { force: true });
        throw err;
      } finally {
        body.off('data', meter);
      }
      return { size, etag: `"${crc.toString(16).padStart(8, '0')}-${size.toString(16)}"` };
    },

    async stat(key): Promise<StoredObject | undefined> {
      try {
        const s = await stat(fileOf(key));
        return { size: s.size, etag: `"${s.size.toString(16)}-${Math.floor(s.mtimeMs).toString(16)}"` };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw err;
      }
    },

    async read(key): Promise<Readable> {
      return createReadStream(fileOf(key));
    },

    async delete(key) {
      await rm(fileOf(key), { force: true });
    },

    list(prefix) {
      checkStorageKey(prefix.replace(/\/$/, ''));
      return filesUnder(root, path.join(root, prefix));
    },

    async probe() {
      await mkdir(root, { recursive: true, mode: PRIVATE_DIR_MODE });
      await access(root, constants.W_OK);
    },
  };
}

/** The files under `dir` as objects of the store at `root`, read a directory entry at a time. */
async function* filesUnder(root: string, dir: string): AsyncGenerator<ListedObject> {
  let entries: Dir;
  try {
    entries = await opendir(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  for await (const entry of entries) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      yield* filesUnder(root, file);
    } else if (entry.isFile()) {
      let written: Date;
      try {
        written = (await lstat(file)).mtime;
      } catch (err) {
        // Removed since the directory was read: no longer there to list.
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') continue;
        throw err;
      }
      yield { key: path.relative(root, file).split(path.sep).join('/'), modifiedAt: written };
    }
  }
}

/**
 * The embedded store with the endpoint that receives its upload PUTs (token, limits, S3-style
 * answers, transfer timers), which the app mounts: upload URLs of this store point at the service.
 */
export function createEmbeddedStorage(options: {
  root: string;
  publicUrl: string;
  signingSecret: string;
  store: Store;
  clock: Clock;
  idleTimeoutMs: number;
  requestTimeoutMs: number;
}): { blobs: BlobStore; uploadEndpoint: UploadEndpoint } {
  const blobs = createLocalDiskStore(options);
  const { store, clock, signingSecret } = options;
  const transfers = transferLimits(options.idleTimeoutMs, options.requestTimeoutMs);
  return { blobs, uploadEndpoint: uploadEndpoint({ store, blobs, clock, signingSecret, transfers }) };
}
