/**
 * The direct-upload flow in one call: an upload address, the bytes sent straight to storage
 * (with progress), then completion, which answers the library's media item.
 */
import { ContentforgeError } from './errors.js';
import type { RequestOptions, Transport } from './transport.js';
import type { MediaItem, UploadTicket } from './types.js';

export type UploadData = Blob | ArrayBuffer | ArrayBufferView;

export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];

export interface UploadProgress {
  /** Bytes sent so far. */
  loaded: number;
  total: number;
}

export interface UploadOptions extends RequestOptions {
  /** The image's type; by default a File's or Blob's own type, else read from the first bytes. */
  mimeType?: UploadType | undefined;
  /** Kept with the upload; by default a File's name. */
  filename?: string | undefined;
  /** Told as the bytes go out, and once more when all have arrived. */
  onProgress?: ((progress: UploadProgress) => void) | undefined;
}

const CHUNK = 256 * 1024;

export async function uploadMedia(
  transport: Transport,
  data: UploadData,
  options: UploadOptions = {},
): Promise<MediaItem> {
  const bytes = data instanceof Blob ? undefined : asBytes(data);
  const total = data instanceof Blob ? data.size : bytes!.byteLength;
  const mimeType = options.mimeType ?? (await typeOf(data, bytes));
  const filename = options.filename ?? (isNamed(data) ? data.name : undefined);
  const request = { signal: options.signal, timeoutMs: options.timeoutMs, maxRetries: options.maxRetries };

  const ticket = (
    await transport.send<{ data: UploadTicket }>({
      method: 'POST',
      path: '/media/upload-url',
      body: { mimeType, size: total, ...(filename ? { filename } : {}) },
      options: request,
    })
  ).body.data;

  const report = options.onProgress ?? (() => undefined);
  report({ loaded: 0, total });
  const xhr = xhrConstructor();
  if (xhr && options.onProgress) {
    await putWithXhr(xhr, ticket, data, report, options.signal);
  } else {
    // A PUT to the same address replaces the bytes, so a broken connection or a 503 is sent again.
    const response = await transport
      .exchange(
        () => ({
          method: 'PUT',
          headers: { ...ticket.headers, 'content-length': String(total) },
          body: counted(data, bytes, total, report),
          duplex: 'half',
        }),
        ticket.uploadUrl,
        { ...request, repeatable: true },
      )
      .catch(async (err: unknown) => {
        throw err instanceof ContentforgeError && err.status > 0 ? storageRefusal(err) : err;
      });
    await response.body?.cancel().catch(() => undefined);
  }
  report({ loaded: total, total });

  return (
    await transport.send<{ data: MediaItem }>({
      method: 'POST',
      path: '/media/complete',
      body: { path: ticket.path },
      options: request,
    })
  ).body.data;
}

/** The storage's own refusal (S3 answers XML), told in the API's terms. */
function storageRefusal(err: ContentforgeError): ContentforgeError {
  if (err.problem && err.code !== `http_${err.status}`) return err;
  const detail =
    err.status === 413
      ? 'The image is larger than the upload allows.'
      : err.status === 403
        ? 'The storage refused the upload: its address expired, or the bytes were not sent as signed. Upload again.'
        : `The storage answered ${err.status}.`;
  return new ContentforgeError(
    err.status,
    undefined,
    {
      code: err.status === 413 ? 'payload_too_large' : 'upload_refused',
      title: 'The upload was refused',
      detail,
    },
    err.requestId,
  );
}

function asBytes(data: ArrayBuffer | ArrayBufferView): Uint8Array {
  return data instanceof ArrayBuffer
    ? new Uint8Array(data)
    : new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
}

function isNamed(data: UploadData): data is Blob & { name: string } {
  return data instanceof Blob && typeof (data as { name?: unknown }).name === 'string';
}

/** The body of one attempt, counting the bytes as the network takes them. */
function counted(
  data: UploadData,
  bytes: Uint8Array | undefined,
  total: number,
  report: (progress: UploadProgress) => void,
): ReadableStream<Uint8Array> {
  let loaded = 0;
  if (bytes) {
    return new ReadableStream<Uint8Array>({
      pull(controller) {
        if (loaded >= total) return controller.close();
        const end = Math.min(loaded + CHUNK, total);
        controller.enqueue(bytes.subarray(loaded, end));
        loaded = end;
        report({ loaded, total });
      },
    });
  }
  return (data as Blob).stream().pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        controller.enqueue(chunk);
        loaded += chunk.byteLength;
        report({ loaded, total });
      },
    }),
  );
}

/** The type a caller gave the Blob, else the one its first bytes show. */
async function typeOf(data: UploadData, bytes: Uint8Array | undefined): Promise<UploadType> {
  if (data instanceof Blob && (UPLOAD_TYPES as readonly string[]).includes(data.type)) {
    return data.type as UploadType;
  }
  const head = bytes ?? new Uint8Array(await (data as Blob).slice(0, 16).arrayBuffer());
  const sniffed = sniffImageType(head);
  if (!sniffed) {
    throw new ContentforgeError(415, undefined, {
      code: 'unsupported_media_type',
      title: 'Not an image the library takes',
      detail: 'Upload a JPEG, PNG, WebP, AVIF or GIF image (or give mimeType).',
    });
  }
  return sniffed;
}

/** The image type of a file's first bytes (its magic number), if it is one the library takes. */
export function sniffImageType(head: Uint8Array): UploadType | undefined {
  const ascii = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (ascii(1, 4) === 'PNG' && head[0] === 0x89) return 'image/png';
  if (ascii(0, 4) === 'GIF8') return 'image/gif';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  if (ascii(4, 8) === 'ftyp' && /^avi[fs]$/.test(ascii(8, 12))) return 'image/avif';
  return undefined;
}

interface Xhr {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  send(body: Blob | Uint8Array): void;
  abort(): void;
  status: number;
  upload: { onprogress: ((event: { loaded: number; lengthComputable: boolean }) => void) | null };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  onabort: (() => void) | null;
}

/** Browsers report upload progress only through XMLHttpRequest (fetch streams need HTTP/2 there). */
function xhrConstructor(): (new () => Xhr) | undefined {
  return (globalThis as { XMLHttpRequest?: new () => Xhr }).XMLHttpRequest;
}

function putWithXhr(
  Xhr: new () => Xhr,
  ticket: UploadTicket,
  data: UploadData,
  report: (progress: UploadProgress) => void,
  signal: AbortSignal | undefined,
): Promise<void> {
  const total = data instanceof Blob ? data.size : data.byteLength;
  return new Promise((resolve, reject) => {
    const request = new Xhr();
    request.open('PUT', ticket.uploadUrl);
    for (const [name, value] of Object.entries(ticket.headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) report({ loaded: event.loaded, total });
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) return resolve();
      reject(storageRefusal(new ContentforgeError(request.status, undefined, refusal(request.status))));
    };
    request.onerror = () =>
      reject(
        new ContentforgeError(0, undefined, {
          code: 'connection_failed',
          title: 'The upload was interrupted',
          detail: `The upload to ${originOf(ticket.uploadUrl)} did not get through. Check the connection and upload again; if that address is not the one this page was opened at, the service's PUBLIC_URL does not match it.`,
        }),
      );
    request.onabort = () => reject(signal?.reason ?? new Error('The upload was aborted.'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(data instanceof Blob ? data : asBytes(data));
  });
}

const originOf = (url: string) => (URL.canParse(url) ? new URL(url).origin : url);

const refusal = (status: number) => ({ code: `http_${status}`, title: `HTTP ${status}` });
