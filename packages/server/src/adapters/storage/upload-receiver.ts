/**
 * The embedded store's side of the upload PUT: checks the signed token, the Content-Type and that
 * the upload is still pending, streams the bytes to disk within the transfer limits, and says how
 * it went in S3's terms. `upload-endpoint.ts` answers it over HTTP.
 */
import type { Readable } from 'node:stream';
import { type BlobStore, type StoredObject, TooLargeError } from '../../ports/blob-store.js';
import type { Clock } from '../../ports/clock.js';
import type { Store } from '../../ports/persistence/store.js';
import { CLOCK_LEEWAY_MS, verifyUploadGrant } from './upload-token.js';

export interface ReceiverDeps {
  store: Store;
  blobs: BlobStore;
  clock: Clock;
  signingSecret: string;
  transfers: TransferLimits;
}

/** How long and how many PUTs the embedded storage lets stream, and those streaming now. */
export interface TransferLimits {
  /** A PUT that sends no byte for this long is aborted. */
  idleTimeoutMs: number;
  /** No PUT streams for longer than this, whatever its URL's expiry. */
  requestTimeoutMs: number;
  /** PUTs to one upload URL that may stream at once in this process. */
  maxPerUrl: number;
  /** PUTs streaming now, by upload path. */
  streaming: Map<string, number>;
}

/**
 * Two PUTs may stream to one upload URL at once: a client that retries over a connection the
 * service has not yet seen die gets through, while a crowd of connections on one URL does not.
 */
const MAX_PUTS_PER_URL = 2;

export const transferLimits = (idleTimeoutMs: number, requestTimeoutMs: number): TransferLimits => ({
  idleTimeoutMs,
  requestTimeoutMs,
  maxPerUrl: MAX_PUTS_PER_URL,
  streaming: new Map(),
});

/** How the storage endpoint answers, in the terms S3 uses. */
export type ReceiveOutcome =
  | { ok: true; etag: string }
  | {
      ok: false;
      status: 400 | 403 | 413 | 503;
      code:
        | 'AccessDenied'
        | 'SignatureDoesNotMatch'
        | 'EntityTooLarge'
        | 'RequestTimeout'
        | 'IncompleteBody'
        | 'SlowDown';
      message: string;
    };

type Refusal = Extract<ReceiveOutcome, { ok: false }>;

const EXPIRED: Refusal = { ok: false, status: 403, code: 'AccessDenied', message: 'Request has expired' };
const NOT_PENDING: Refusal = {
  ok: false,
  status: 403,
  code: 'AccessDenied',
  message: 'This upload is no longer accepting bytes.',
};
const TIMED_OUT: Refusal = {
  ok: false,
  status: 400,
  code: 'RequestTimeout',
  message:
    'Your socket connection to the server was not read from or written to within the timeout period. Idle connections will be closed.',
};
const SLOW_DOWN: Refusal = {
  ok: false,
  status: 503,
  code: 'SlowDown',
  message: 'Another upload to this URL is still in progress. Please reduce your request rate.',
};
const INCOMPLETE: Refusal = {
  ok: false,
  status: 400,
  code: 'IncompleteBody',
  message: 'The connection closed before the whole body arrived.',
};

/**
 * The upload PUT on the embedded storage: accepts the bytes of a pending upload PUT with a signed token. The
 * token must be valid for this path and not expired, the Content-Type must be the signed one, and
 * the upload still pending; the bytes are streamed to storage and refused past the size limit.
 * A transfer is cut short, keeping nothing, when no byte comes for the idle time-out, when it
 * outlasts the request time-out or its URL (expiry plus clock leeway), and a PUT beyond the few
 * allowed to stream to one URL at once is refused before it starts. Bytes that arrive after the
 * upload was completed or expired are dropped.
 */
export async function receiveUpload(
  deps: ReceiverDeps,
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
      ? EXPIRED
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
  if (!upload || upload.workspaceId !== grant.workspaceId || upload.status !== 'pending') return NOT_PENDING;
  if (input.contentLength !== undefined && input.contentLength > grant.maxBytes) {
    return tooLarge(grant.maxBytes);
  }
  const { streaming } = deps.transfers;
  const already = streaming.get(grant.path) ?? 0;
  if (already >= deps.transfers.maxPerUrl) return SLOW_DOWN;
  streaming.set(grant.path, already + 1);
  const watch = watchTransfer(input.body, {
    idleMs: deps.transfers.idleTimeoutMs,
    requestMs: deps.transfers.requestTimeoutMs,
    urlMs: grant.expiresAt + CLOCK_LEEWAY_MS - deps.clock.now().getTime(),
  });
  let stored: StoredObject;
  try {
    stored = await deps.blobs.put(grant.path, input.body, {
      maxBytes: grant.maxBytes,
      contentType: grant.mimeType,
      signal: watch.signal,
    });
  } catch (err) {
    if (watch.cut) return watch.cut === 'expired' ? EXPIRED : TIMED_OUT;
    if (err instanceof TooLargeError) return tooLarge(grant.maxBytes);
    if (clientWentAway(err)) return INCOMPLETE;
    throw err;
  } finally {
    watch.stop();
    const left = (streaming.get(grant.path) ?? 1) - 1;
    if (left > 0) streaming.set(grant.path, left);
    else streaming.delete(grant.path);
  }
  // Completion (or expiry) may have happened while the bytes streamed, and has already removed
  // what was at the path: these bytes would stay behind for good.
  const after = await deps.store.uploads.findByPath(grant.path);
  if (after?.status !== 'pending') {
    await deps.blobs.delete(grant.path);
    return NOT_PENDING;
  }
  return { ok: true, etag: stored.etag };
}

const tooLarge = (maxBytes: number): ReceiveOutcome => ({
  ok: false,
  status: 413,
  code: 'EntityTooLarge',
  message: `Your proposed upload exceeds the maximum allowed size of ${maxBytes} bytes.`,
});

/** A connection closed by the client mid-body: nothing to answer, nothing to report. */
const clientWentAway = (err: unknown): boolean => {
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ECONNRESET' || code === 'ERR_STREAM_PREMATURE_CLOSE';
};

/**
 * The clocks of one transfer: an idle timer restarted by every chunk, and one deadline, the
 * request time-out or the URL's expiry, whichever comes first. When one runs out, `signal` aborts
 * and `cut` says why.
 */
function watchTransfer(body: Readable, limits: { idleMs: number; requestMs: number; urlMs: number }) {
  const controller = new AbortController();
  let cut: 'idle' | 'too-long' | 'expired' | undefined;
  const stopFor = (why: NonNullable<typeof cut>) => () => {
    cut = why;
    controller.abort();
  };
  const idle = setTimeout(stopFor('idle'), limits.idleMs);
  const deadline =
    limits.urlMs < limits.requestMs
      ? setTimeout(stopFor('expired'), Math.max(0, limits.urlMs))
      : setTimeout(stopFor('too-long'), limits.requestMs);
  const onData = () => idle.refresh();
  // Paused first, so that listening does not start the flow before the store pipes the body.
  body.pause();
  body.on('data', onData);
  return {
    signal: controller.signal,
    get cut() {
      return cut;
    },
    stop() {
      clearTimeout(idle);
      clearTimeout(deadline);
      body.off('data', onData);
    },
  };
}
