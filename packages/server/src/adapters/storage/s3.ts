import { addAbortSignal, Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { type BlobStore, checkStorageKey, type StoredObject, TooLargeError } from '../../ports/blob-store.js';

export interface S3Location {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle: boolean;
}

export interface S3StoreOptions extends S3Location {
  /** When absent, the SDK's default provider chain (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, …). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Keys per ListObjectsV2 page: S3's maximum, 1000, unless a test wants to see several pages. */
  listPageSize?: number;
}

/** SigV4 presigned URLs cannot be valid for more than a week. */
const MAX_PRESIGN_SECONDS = 7 * 24 * 60 * 60;

const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const REGION = /^[a-z0-9-]+$/;
const PARAMS = new Set(['endpoint', 'region', 'forcePathStyle']);

/**
 * Reads `s3://<bucket>?endpoint=<url>&region=<region>&forcePathStyle=<true|false>`. Unknown
 * parameters, a key prefix and credentials in the URL are refused rather than ignored, so a typo
 * fails at start-up instead of writing somewhere unexpected; credentials come from the environment.
 */
export function parseS3StorageUrl(url: string): S3Location {
  const fail = (why: string): never => {
    throw new Error(`STORAGE_URL ${JSON.stringify(url)} ${why}`);
  };
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return fail('is not a URL (expected s3://<bucket>?endpoint=…&region=…)');
  }
  if (parsed.protocol !== 's3:') fail('must start with s3://');
  if (parsed.username || parsed.password) {
    fail('must not carry credentials; set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY instead');
  }
  const bucket = parsed.hostname;
  if (!bucket) fail('names no bucket (expected s3://<bucket>)');
  if (!BUCKET.test(bucket)) fail(`has an invalid bucket name ${JSON.stringify(bucket)}`);
  if (parsed.port) fail('must not have a port after the bucket; put the address in ?endpoint=');
  if (parsed.pathname !== '' && parsed.pathname !== '/') fail('must not have a path (no key prefixes)');
  for (const name of parsed.searchParams.keys()) {
    if (!PARAMS.has(name)) fail(`has an unknown parameter ${JSON.stringify(name)}`);
  }

  const endpointParam = parsed.searchParams.get('endpoint');
  let endpoint: string | undefined;
  if (endpointParam !== null) {
    let e: URL | undefined;
    try {
      e = new URL(endpointParam);
    } catch {
      e = undefined;
    }
    if (!e || (e.protocol !== 'http:' && e.protocol !== 'https:') || !e.hostname) {
      fail(`has an invalid endpoint ${JSON.stringify(endpointParam)} (expected an http(s) URL)`);
    }
    endpoint = endpointParam;
  }

  const region = parsed.searchParams.get('region') ?? 'us-east-1';
  if (!REGION.test(region)) fail(`has an invalid region ${JSON.stringify(region)}`);

  const style = parsed.searchParams.get('forcePathStyle');
  if (style !== null && style !== 'true' && style !== 'false') {
    fail('has forcePathStyle other than true or false');
  }
  // S3-compatible servers (MinIO, s3rver, …) rarely have wildcard DNS for bucket subdomains, while
  // AWS itself prefers virtual-hosted style.
  const forcePathStyle = style === null ? endpoint !== undefined : style === 'true';

  return endpoint === undefined
    ? { bucket, region, forcePathStyle }
    : { bucket, region, endpoint, forcePathStyle };
}

/**
 * Objects in one bucket of S3 or an S3-compatible store. Clients PUT upload bytes straight to the
 * store with a presigned URL; the service itself only writes the small files it makes (normalized
 * images and thumbnails) through `put`.
 */
export function createS3Store(options: S3StoreOptions): BlobStore {
  const { bucket } = options;
  const client = new S3Client({
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    ...(options.endpoint === undefined ? {} : { endpoint: options.endpoint }),
    ...(options.credentials === undefined ? {} : { credentials: options.credentials }),
    // By default the SDK puts a CRC32 checksum on every PutObject; in a presigned URL that is the
    // checksum of the empty body known at signing time (x-amz-checksum-crc32=AAAAAA==), which the
    // real bytes then fail, and not every S3-compatible server knows the parameters. Checksums
    // only where an operation requires one.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

  return {
    async uploadTarget({ key, mimeType, expiresAt }) {
      checkStorageKey(key);
      // The URL is judged by the store's real clock, so it is signed with the real time (not the
      // service's Clock). Rounding down keeps it from outliving `expiresAt`.
      const now = Date.now();
      const expiresIn = Math.max(1, Math.floor((expiresAt.getTime() - now) / 1000));
      if (expiresIn > MAX_PRESIGN_SECONDS) {
        throw new Error(`an S3 upload URL cannot be valid for more than ${MAX_PRESIGN_SECONDS} seconds`);
      }
      // The presigner leaves Content-Type out of the signature unless asked; signing it means S3
      // refuses bytes sent with another type (SignatureDoesNotMatch), as the embedded storage does.
      // `maxBytes` cannot be enforced by a presigned PUT: upload completion is where the size must
      // be checked, with stat() against the upload's maxBytes before the bytes are read.
      const url = await getSignedUrl(
        client,
        new PutObjectCommand({ Bucket: bucket, Key: key, ContentType: mimeType }),
        { expiresIn, signingDate: new Date(now), signableHeaders: new Set(['content-type']) },
      );
      const signed = new URL(url).searchParams.get('X-Amz-SignedHeaders')?.split(';') ?? [];
      if (!signed.includes('content-type')) {
        throw new Error('the S3 presigner did not sign the Content-Type of an upload URL');
      }
      return { url, headers: { 'Content-Type': mimeType } };
    },

    async put(key, body, { maxBytes, contentType, signal }): Promise<StoredObject> {
      checkStorageKey(key);
      // Only the service's own files come this way, never a client's connection: aborting may
      // simply destroy the stream.
      if (signal) addAbortSignal(signal, body);
      // Buffered in memory: only the service's own small files come this way (client uploads go
      // to the store directly), and a known length lets a plain PutObject be sent. Leaving the
      // loop early destroys the stream; nothing has been sent to the store at that point.
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of body as AsyncIterable<Buffer | string>) {
        const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
        size += bytes.length;
        if (size > maxBytes) throw new TooLargeError(maxBytes);
        chunks.push(bytes);
      }
      const answer = await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: Buffer.concat(chunks, size),
          ContentLength: size,
          ContentType: contentType,
        }),
        signal ? { abortSignal: signal } : {},
      );
      if (!answer.ETag) throw new Error(`the S3 store answered no ETag for ${key}`);
      return { size, etag: quoted(answer.ETag) };
    },

    async stat(key): Promise<StoredObject | undefined> {
      checkStorageKey(key);
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return { size: head.ContentLength ?? 0, etag: quoted(head.ETag ?? '') };
      } catch (err) {
        if (isNotFound(err)) return undefined;
        throw err;
      }
    },

    async read(key): Promise<Readable> {
      checkStorageKey(key);
      const { Body } = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      // In Node the SDK answers an http.IncomingMessage, which is a Readable.
      if (!(Body instanceof Readable)) throw new Error(`the S3 store answered no readable body for ${key}`);
      return Body;
    },

    async delete(key) {
      checkStorageKey(key);
      // S3 answers 204 whether or not the object existed.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },

    async *list(prefix) {
      checkStorageKey(prefix.replace(/\/$/, ''));
      let continuation: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket: bucket,
            Prefix: prefix,
            MaxKeys: options.listPageSize ?? 1000,
            ContinuationToken: continuation,
          }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key && object.LastModified) yield { key: object.Key, modifiedAt: object.LastModified };
        }
        continuation = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (continuation);
    },

    async probe() {
      await client.send(new HeadBucketCommand({ Bucket: bucket }));
    },
  };
}

/** The port promises quoted ETags, as AWS answers them; some S3-compatible stores leave them bare. */
const quoted = (etag: string): string => (etag.startsWith('"') ? etag : `"${etag}"`);

/** HeadObject has no body to name the error, so a missing key is a bare 404 ("NotFound"). */
const isNotFound = (err: unknown): boolean =>
  err instanceof S3ServiceException &&
  (err.$metadata.httpStatusCode === 404 || err.name === 'NotFound' || err.name === 'NoSuchKey');
