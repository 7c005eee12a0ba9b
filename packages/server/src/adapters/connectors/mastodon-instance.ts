/**
 * What a Mastodon instance says about itself (`GET /api/v2/instance`): its own domain, the images
 * it takes (`configuration.media_attachments`) and the longest status it accepts
 * (`configuration.statuses.max_characters`). What an instance says is kept for an hour per
 * instance, so checking a post does not ask it every time; instances before 4.0 say nothing, and
 * Mastodon's current defaults apply to them.
 */
import { platformSpec } from '@contentforge/platforms';
import { FORMAT_OF_MIME } from '../../domain/media/image-types.js';
import type { Clock } from '../../ports/clock.js';
import { type ImageFormat, MAX_IMAGE_SIDE } from '../../ports/image-processor.js';
import type { MastodonApi } from './mastodon-api.js';
import { jsonOf } from './wire/platform-http.js';

/** Current Mastodon's limits, for instances that do not say theirs (before 4.0, `/api/v2/instance` is missing). */
export const DEFAULT_MEDIA_LIMITS: MediaLimits = {
  imageSizeLimit: 16 * 1024 * 1024,
  imageMatrixLimit: 33_177_600,
  formats: ['jpeg', 'png', 'webp', 'gif', 'avif'],
};

/** Mastodon's own limit on a status (its spec's), for instances that do not say theirs. */
const DEFAULT_MAX_CHARACTERS = platformSpec('mastodon').text.max;
/** How long what an instance said about itself is trusted, and how long an instance that said nothing is. */
const INSTANCE_FACTS_TTL_MS = 60 * 60 * 1000;
const INSTANCE_UNREADABLE_TTL_MS = 5 * 60 * 1000;

export interface InstanceFacts {
  domain?: string;
  limits: MediaLimits;
  maxCharacters: number;
}

export interface MediaLimits {
  imageSizeLimit: number;
  imageMatrixLimit: number;
  formats: ImageFormat[];
}

export interface MastodonInstances {
  /** The instance's description, or undefined when it gives none (older than 4.0, or refusing). */
  read(base: string, token: string, signal: AbortSignal): Promise<InstanceFacts | undefined>;
  /** The same, from the cache while it is fresh. */
  factsOf(base: string, token: string, signal: AbortSignal): Promise<InstanceFacts | undefined>;
}

export function mastodonInstances(api: MastodonApi, clock: Clock): MastodonInstances {
  /** What each instance said about itself, and until when that is trusted. */
  const instanceFacts = new Map<string, { until: number; facts: InstanceFacts | undefined }>();

  async function read(base: string, token: string, signal: AbortSignal): Promise<InstanceFacts | undefined> {
    const answer = await api.sendHarmless(
      { method: 'GET', url: `${base}/api/v2/instance`, token },
      signal,
      'read the instance',
    );
    if (answer.status !== 200) return undefined;
    let instance: InstanceV2;
    try {
      instance = jsonOf(answer) as InstanceV2;
    } catch {
      return undefined;
    }
    return {
      ...(typeof instance.domain === 'string' && instance.domain ? { domain: instance.domain } : {}),
      limits: mediaLimitsOf(instance),
      maxCharacters: maxCharactersOf(instance),
    };
  }

  async function factsOf(
    base: string,
    token: string,
    signal: AbortSignal,
  ): Promise<InstanceFacts | undefined> {
    const now = clock.now().getTime();
    const kept = instanceFacts.get(base);
    if (kept && kept.until > now) return kept.facts;
    // An instance that cannot be reached is not remembered: the delivery that needs it fails (and is
    // tried again) as it would without the cache.
    const facts = await read(base, token, signal);
    instanceFacts.set(base, {
      until: now + (facts ? INSTANCE_FACTS_TTL_MS : INSTANCE_UNREADABLE_TTL_MS),
      facts,
    });
    return facts;
  }

  return { read, factsOf };
}

interface InstanceV2 {
  domain?: unknown;
  configuration?: {
    statuses?: { max_characters?: unknown };
    media_attachments?: {
      supported_mime_types?: unknown;
      image_size_limit?: unknown;
      image_matrix_limit?: unknown;
    };
  };
}

function mediaLimitsOf(instance: InstanceV2): MediaLimits {
  const said = instance.configuration?.media_attachments ?? {};
  const positive = (value: unknown, fallback: number) =>
    typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback;
  const formats = Array.isArray(said.supported_mime_types)
    ? said.supported_mime_types.flatMap((mime) => {
        const format = typeof mime === 'string' ? FORMAT_OF_MIME[mime] : undefined;
        return format ? [format] : [];
      })
    : DEFAULT_MEDIA_LIMITS.formats;
  return {
    imageSizeLimit: positive(said.image_size_limit, DEFAULT_MEDIA_LIMITS.imageSizeLimit),
    imageMatrixLimit: positive(said.image_matrix_limit, DEFAULT_MEDIA_LIMITS.imageMatrixLimit),
    // JPEG is what fitting makes; an instance listing none of ours still takes it.
    formats: formats.length ? formats : ['jpeg'],
  };
}

function maxCharactersOf(instance: InstanceV2): number {
  const said = instance.configuration?.statuses?.max_characters;
  return typeof said === 'number' && Number.isInteger(said) && said > 0 ? said : DEFAULT_MAX_CHARACTERS;
}

/**
 * The longest side an image of this shape may keep so that width × height stays within the
 * instance's pixel limit (`image_matrix_limit`), its shorter side rounded up as a resize would.
 */
export function sideWithin(width: number, height: number, matrixLimit: number): number {
  if (width * height <= matrixLimit) return MAX_IMAGE_SIDE;
  const long = Math.max(width, height);
  const short = Math.min(width, height);
  let side = Math.floor(long * Math.sqrt(matrixLimit / (width * height)));
  while (side > 1 && side * Math.ceil((side * short) / long) > matrixLimit) side--;
  return side;
}
