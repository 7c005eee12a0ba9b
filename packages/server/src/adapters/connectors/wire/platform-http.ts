/**
 * What the social-platform connectors do alike when they speak HTTP to a platform: send a request
 * through the guarded client and turn a failure to get an answer into the contract's categories,
 * read a JSON answer, build a multipart body, fit an image to the platform's rules, and wait
 * between status polls without outliving the delivery. How each platform's answers map to
 * failures stays in its own connector.
 */
import { randomBytes } from 'node:crypto';
import { type Delivery, DeliveryError, type DeliveryMedia } from '../../../ports/connector.js';
import type { FittedImage, ImageProcessor, PlatformImageLimits } from '../../../ports/image-processor.js';
import type { OutboundHttp, OutboundRequest, OutboundResponse } from '../../../ports/outbound-http.js';
import { fromOutbound, withoutEffect } from './outbound-failure.js';

/**
 * Sends one request to a platform: an answer of any status comes back, a failure to get one is a
 * DeliveryError. `withoutEffect` marks a request that changes nothing on its own (a read, an
 * upload, a token request): one that got no answer is then tried again rather than unclear.
 */
export async function requestPlatform(
  outbound: OutboundHttp,
  request: OutboundRequest,
  options: { withoutEffect?: boolean } = {},
): Promise<OutboundResponse> {
  try {
    return await outbound.request(request);
  } catch (err) {
    const failure = fromOutbound(err);
    throw options.withoutEffect ? withoutEffect(failure) : failure;
  }
}

/**
 * The answer's body as a JSON object; an empty object when it is not one (a proxy's error page, or
 * `null`, a list or a bare value from a server that is not what it should be), so that reading a
 * field of it never throws.
 */
export function jsonOf(answer: OutboundResponse): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer.body.toString('utf8'));
  } catch {
    return {};
  }
  return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
    ? (parsed as Record<string, unknown>)
    : {};
}

/**
 * A successful answer to a sign-in step (an app registration, the tokens, the signed-in account)
 * without what it must carry: the platform answered, and asking again will not make the answer
 * usable. Nothing was published, so nothing is unclear.
 */
export function unusableSignIn(platform: string, what: string): DeliveryError {
  return new DeliveryError('invalid_answer', `${platform} answered ${what}.`, 'platform_rejected');
}

/** An image of the post, re-encoded where needed to what the platform takes. */
export async function fitImage(
  images: ImageProcessor,
  limits: PlatformImageLimits,
  delivery: Delivery,
  media: DeliveryMedia,
): Promise<FittedImage> {
  return images.fitFor(await media.read(), limits, {
    workspaceId: delivery.workspaceId,
    pixels: media.width * media.height,
  });
}

/** A field of a `multipart/form-data` body: text, or a file when it has a filename. */
export interface MultipartField {
  name: string;
  value: string | Buffer;
  filename?: string;
  contentType?: string;
}

export function multipartBody(fields: MultipartField[]): { body: Buffer; contentType: string } {
  const boundary = `----contentforge${randomBytes(12).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const field of fields) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${field.name}"`;
    if (field.filename) head += `; filename="${field.filename}"`;
    head += '\r\n';
    if (field.contentType) head += `Content-Type: ${field.contentType}\r\n`;
    parts.push(Buffer.from(`${head}\r\n`, 'utf8'), Buffer.from(field.value), Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Waits `ms` between two polls; false when the delivery was stopped first (or already). */
export function pauseUnlessAborted(ms: number, signal: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve(false);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve(true);
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      resolve(false);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
