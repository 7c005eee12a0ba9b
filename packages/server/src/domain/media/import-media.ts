/**
 * `POST /media/import`: the service fetches an image from a public address and adds it to the
 * library, as if its bytes had been uploaded — for agents and scripts that hold a link, not a file.
 * The address is fetched through the outbound client that guards webhooks (public addresses only,
 * unless the operator allows private ones), each redirect checked again; the bytes then go through
 * the very completion an upload does (type from the magic bytes, size and pixel limits, metadata
 * removed, thumbnail).
 */

import { Readable } from 'node:stream';
import { OutboundError, type OutboundHttp } from '../../ports/outbound-http.js';
import type { MediaRecord } from '../../ports/persistence/media.js';
import { AppError } from '../app-error.js';
import { type AuthContext, requireRole } from '../tokens.js';
import { type CompleteUploadDeps, completeUpload } from './complete-upload.js';
import { MIME_OF_FORMAT, sniffFormat } from './image-types.js';
import { createUpload, type UploadDeps } from './uploads.js';

export interface ImportDeps extends UploadDeps, CompleteUploadDeps {
  outbound: OutboundHttp;
  /** The whole fetch, redirects included. */
  timeoutMs: number;
  publicUrl: string;
}

const MAX_REDIRECTS = 5;

export async function importMedia(
  deps: ImportDeps,
  caller: AuthContext,
  workspaceId: string,
  input: { url: string; filename?: string | undefined },
): Promise<{ item: MediaRecord; created: boolean }> {
  requireRole(caller, 'editor', 'upload media');
  const { bytes, url } = await fetchImage(deps, input.url);
  const format = sniffFormat(bytes.subarray(0, 64));
  const mimeType = format ? MIME_OF_FORMAT[format] : undefined;
  if (!mimeType) {
    throw new AppError(
      'unsupported_media_type',
      `${url} did not answer an image the library takes (JPEG, PNG, WebP, AVIF or GIF).`,
    );
  }
  const ticket = await createUpload(deps, caller, workspaceId, {
    mimeType,
    filename: input.filename ?? filenameOf(url),
    size: bytes.length,
  });
  await deps.blobs.put(ticket.path, Readable.from([bytes]), {
    maxBytes: deps.maxUploadBytes,
    contentType: mimeType,
  });
  return completeUpload(deps, caller, workspaceId, { path: ticket.path });
}

/** GETs the address, following redirects (each one guarded like the first), within the size limit. */
async function fetchImage(deps: ImportDeps, first: string): Promise<{ bytes: Buffer; url: string }> {
  const deadline = Date.now() + deps.timeoutMs;
  let url = first;
  for (let redirects = 0; ; redirects++) {
    let answer: Awaited<ReturnType<OutboundHttp['request']>>;
    try {
      answer = await deps.outbound.request({
        method: 'GET',
        url,
        headers: {
          accept: 'image/avif,image/webp,image/png,image/jpeg,image/gif;q=0.9,*/*;q=0.1',
          'user-agent': `Contentforge media import (+${deps.publicUrl})`,
        },
        timeoutMs: Math.max(1, deadline - Date.now()),
        maxBytes: deps.maxUploadBytes,
      });
    } catch (err) {
      if (!(err instanceof OutboundError)) throw err;
      if (err.failure === 'too_large') {
        throw new AppError(
          'payload_too_large',
          `The image at ${url} is larger than uploads allow (${deps.maxUploadBytes} bytes).`,
          { maxBytes: deps.maxUploadBytes },
        );
      }
      throw fetchFailed(url, reasonOf(err));
    }
    if (answer.status >= 300 && answer.status < 400 && answer.headers.location) {
      if (redirects >= MAX_REDIRECTS) throw fetchFailed(first, `more than ${MAX_REDIRECTS} redirects`);
      url = redirectTarget(url, answer.headers.location);
      continue;
    }
    if (answer.status < 200 || answer.status >= 300) throw fetchFailed(url, `it answered ${answer.status}`);
    if (answer.body.length === 0) throw fetchFailed(url, 'it answered no bytes');
    return { bytes: answer.body, url };
  }
}

/** Where a redirect points, resolved against the address that answered it: an http(s) URL or a 422. */
function redirectTarget(from: string, location: string): string {
  let target: URL;
  try {
    target = new URL(location, from);
  } catch {
    throw fetchFailed(from, 'it redirected to an address that is not a valid URL');
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') {
    throw fetchFailed(from, `it redirected to a ${target.protocol} address; only http(s) is fetched`);
  }
  return target.toString();
}

function reasonOf(err: OutboundError): string {
  return err.failure === 'blocked_address'
    ? `${err.message}; the service fetches only public addresses`
    : err.message;
}

const fetchFailed = (url: string, reason: string) =>
  new AppError('media_fetch_failed', `The image at ${url} could not be fetched: ${reason}.`);

/**
 * The address's last path segment, when it looks like a file name: decoded, or as it is written
 * when it is not valid percent-encoding (`100%.png`).
 */
function filenameOf(url: string): string | undefined {
  const segment = new URL(url).pathname.split('/').pop() ?? '';
  let last: string;
  try {
    last = decodeURIComponent(segment);
  } catch {
    last = segment;
  }
  const printable = [...last].every((c) => c.charCodeAt(0) >= 0x20);
  return printable && /^[^\\/:*?"<>|]{1,200}$/.test(last) ? last : undefined;
}
