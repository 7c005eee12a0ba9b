/**
 * How long a caption may be on each platform captions are written for, counted the platform's way:
 * the limits the caption writer and every generation fit copy to, from each platform's spec
 * (`@contentforge/platforms`), where the counting lives too. The same functions check posts before
 * they are published (references in docs/platforms/text-counting.md).
 */
import { countText, isCopyPlatformId, PLATFORM_SPECS, type PlatformSpec } from '@contentforge/platforms';
import type { Platform } from '../../ports/copy-engine.js';

type CopySpec = Extract<(typeof PLATFORM_SPECS)[number], { id: Platform }>;

export interface PlatformLimit {
  /** The most a caption may count. */
  maxLength: number;
  /** Instagram shows only the first 125 characters before "more": the hook must fit inside. */
  hookWithin?: number;
  /** How `maxLength` is counted. */
  counting: CopySpec['text']['counting'];
}

function limitOf(spec: CopySpec): PlatformLimit {
  const copy: NonNullable<PlatformSpec['copy']> = spec.copy;
  return {
    maxLength: copy.maxLength ?? spec.text.max,
    ...(copy.hookWithin === undefined ? {} : { hookWithin: copy.hookWithin }),
    counting: spec.text.counting,
  };
}

export const PLATFORM_LIMITS: Readonly<Record<Platform, PlatformLimit>> = Object.fromEntries(
  PLATFORM_SPECS.filter((spec): spec is CopySpec => isCopyPlatformId(spec.id)).map((spec) => [
    spec.id,
    limitOf(spec),
  ]),
) as Record<Platform, PlatformLimit>;

/** `text`'s length as `platform` counts it. */
export const countCharacters = (platform: Platform, text: string): number =>
  countText(PLATFORM_LIMITS[platform].counting, text);
