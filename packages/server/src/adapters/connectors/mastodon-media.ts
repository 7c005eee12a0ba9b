/**
 * A Mastodon status's images: each is fitted to the instance's own limits, uploaded
 * (`POST /api/v2/media`, the alt text as `description`), and waited for while the instance
 * processes it (202, then `GET /api/v1/media/:id` answers 206 until done).
 */
import { MIME_OF_FORMAT } from '../../domain/media/image-types.js';
import { type Delivery, DeliveryError, type DeliveryMedia } from '../../ports/connector.js';
import type { ImageFormat, ImageProcessor } from '../../ports/image-processor.js';
import { type MastodonApi, malformed, saidBy } from './mastodon-api.js';
import { DEFAULT_MEDIA_LIMITS, type MastodonInstances, sideWithin } from './mastodon-instance.js';
import {
  fitImage,
  jsonOf,
  type MultipartField,
  multipartBody,
  pauseUnlessAborted,
} from './wire/platform-http.js';

/** How long the instance may take to process one image before the delivery gives up for now. */
const MAX_PROCESSING_POLLS = 120;
const DEFAULT_POLL_INTERVAL_MS = 1000;

export interface MastodonMedia {
  /** Fits and uploads a part's images, in order, and answers their media ids once processed. */
  attach(
    base: string,
    token: string,
    media: DeliveryMedia[],
    delivery: Delivery,
    signal: AbortSignal,
  ): Promise<string[]>;
}

export function mastodonMedia(deps: {
  api: MastodonApi;
  instances: MastodonInstances;
  images: ImageProcessor;
  pollIntervalMs?: number | undefined;
}): MastodonMedia {
  const { api, instances, images } = deps;
  const pollIntervalMs = deps.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS;

  async function upload(
    base: string,
    token: string,
    media: { bytes: Buffer; format: ImageFormat; altText: string | null },
    signal: AbortSignal,
  ): Promise<string> {
    const fields: MultipartField[] = [
      {
        name: 'file',
        filename: `image.${media.format}`,
        contentType: MIME_OF_FORMAT[media.format],
        value: media.bytes,
      },
    ];
    if (media.altText) fields.push({ name: 'description', value: media.altText });
    const multipart = multipartBody(fields);
    const answer = await api.sendHarmless(
      { method: 'POST', url: `${base}/api/v2/media`, token, multipart },
      signal,
      'upload an image',
    );
    if (answer.status !== 200 && answer.status !== 202) throw api.refusal(answer, 'upload an image', 'media');
    const attachment = jsonOf(answer) as { id?: unknown; url?: unknown };
    if (typeof attachment.id !== 'string') throw malformed('upload an image');
    if (answer.status === 200 && attachment.url) return attachment.id;
    await processed(base, token, attachment.id, signal);
    return attachment.id;
  }

  /** Waits while the instance processes an upload: 206 until it is done (200), 422 if it failed. */
  async function processed(base: string, token: string, id: string, signal: AbortSignal): Promise<void> {
    const stillProcessing = () =>
      new DeliveryError(
        'media_processing_slow',
        'Mastodon is still processing an image; the delivery will be tried again.',
        'media_error',
        { transient: true },
      );
    for (let poll = 0; poll < MAX_PROCESSING_POLLS; poll++) {
      // Nothing is published yet: an attempt stopped while waiting can simply be tried again.
      if (!(await pauseUnlessAborted(pollIntervalMs, signal))) throw stillProcessing();
      const answer = await api.sendHarmless(
        { method: 'GET', url: `${base}/api/v1/media/${encodeURIComponent(id)}`, token },
        signal,
        'check an image',
      );
      if (answer.status === 206) continue;
      if (answer.status === 200) {
        const attachment = jsonOf(answer) as { url?: unknown };
        if (attachment.url) return;
        continue;
      }
      if (answer.status === 422) {
        throw new DeliveryError(
          'media_processing_failed',
          `Mastodon could not process an image: ${saidBy(answer)}.`,
          'media_error',
        );
      }
      throw api.refusal(answer, 'check an image', 'media');
    }
    throw stillProcessing();
  }

  return {
    async attach(base, token, media, delivery, signal) {
      const limits = media.length
        ? ((await instances.factsOf(base, token, signal))?.limits ?? DEFAULT_MEDIA_LIMITS)
        : DEFAULT_MEDIA_LIMITS;
      const mediaIds: string[] = [];
      for (const m of media) {
        const fitted = await fitImage(
          images,
          {
            formats: limits.formats,
            // Mastodon refuses a file of exactly the limit ("less than").
            maxBytes: limits.imageSizeLimit - 1,
            maxSide: sideWithin(m.width, m.height, limits.imageMatrixLimit),
          },
          delivery,
          m,
        );
        mediaIds.push(await upload(base, token, { ...fitted, altText: m.altText }, signal));
      }
      return mediaIds;
    },
  };
}
