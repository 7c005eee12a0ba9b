/**
 * What turns an image a platform refuses into one it takes without changing what the picture is:
 * cropped to the platform's aspect ratios (around the product when its box is known), scaled to its
 * sides or to the size of a carousel's first image, written again as a type it takes and within its
 * bytes. The publish check shows it as a problem's `fix`; publishing with `autoFix` makes the
 * variant (media-variants.ts) and posts it instead.
 */
import type { PixelRegion } from '../../ports/image-processor.js';
import type { MediaRecord } from '../../ports/persistence/media.js';
import type { ImageMimeType } from '../media/image-types.js';
import { aspectName, aspectOutside, type ImageLimits, sidesOutside } from './platforms.js';

/** The main change a variant makes: cut to an aspect ratio, scaled, or only written again. */
export type FixKind = 'crop' | 'resize' | 're-encode';

/** A problem's fix, as the publish check shows it. */
export interface MediaFix {
  kind: FixKind;
  /** The images of the post a variant is made of. */
  mediaIds: string[];
  /** What the variant is: its size (every variant's, for a carousel), its type, its most bytes. */
  to: { width: number; height: number; mimeType?: string; maxBytes?: number };
  /** What is done, in words: "Cropped to 4:5 (1080 × 1350) around the product". */
  description: string;
}

/** How one variant is made from its original. */
export interface VariantSpec {
  mediaId: string;
  kind: FixKind;
  crop?: PixelRegion | 'attention';
  width: number;
  height: number;
  mimeType: ImageMimeType;
  maxBytes?: number;
  description: string;
}

/** What a target takes: the image types, the platform's limits, one size for every image. */
export interface FitTarget {
  types: readonly string[];
  limits?: ImageLimits | undefined;
  /** A carousel's images all of one size (Pinterest): the first image's. */
  size?: { width: number; height: number } | undefined;
}

const MIB = 1024 * 1024;
const NAMES: Readonly<Record<string, string>> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'image/gif': 'GIF',
  'image/avif': 'AVIF',
};

/** The variant that makes `item` fit `target`, or undefined when it fits as it is. */
export function variantFor(item: MediaRecord, target: FitTarget): VariantSpec | undefined {
  const { limits, size } = target;
  let { width, height } = item;
  const steps: string[] = [];
  let kind: FixKind | undefined;
  let crop: VariantSpec['crop'];

  // The aspect ratio: the carousel's, else the nearest the platform takes.
  let aspect: number | undefined;
  if (size) {
    if (Math.abs(size.width / size.height - width / height) > 0.005 * (size.width / size.height)) {
      aspect = size.width / size.height;
    }
  } else if (limits && aspectOutside(limits, width / height)) {
    aspect = Math.min(Math.max(width / height, limits.minAspect ?? 0), limits.maxAspect ?? Infinity);
  }
  if (aspect !== undefined) {
    const cut =
      width / height > aspect
        ? { width: Math.round(height * aspect), height }
        : { width, height: Math.round(width / aspect) };
    const box = item.render?.productBox;
    crop = box ? around(box, cut, item) : 'attention';
    ({ width, height } = cut);
    kind = 'crop';
    steps.push(
      `Cropped to ${size ? sizeRatio(size) : aspectName(aspect)} (${width} × ${height}) ${box ? 'around the product' : 'where the picture draws the eye'}`,
    );
  }

  // The size: the carousel's, else within the platform's sides.
  const scale = size
    ? undefined
    : limits && sidesOutside(limits, width, height)
      ? Math.min(
          (limits.maxLongSide ?? Infinity) / Math.max(width, height),
          (limits.maxShortSide ?? Infinity) / Math.min(width, height),
        )
      : undefined;
  const scaled =
    size ?? (scale ? { width: Math.floor(width * scale), height: Math.floor(height * scale) } : undefined);
  if (scaled && (scaled.width !== width || scaled.height !== height)) {
    ({ width, height } = scaled);
    kind ??= 'resize';
    steps.push(`${size ? 'scaled to the first image’s size' : 'scaled down to'} ${width} × ${height}`);
  }

  // The type and the bytes: a type the platform takes, a JPEG when the file must be smaller.
  const tooBig = limits !== undefined && item.bytes > limits.maxBytes;
  let mimeType = item.mimeType as ImageMimeType;
  if (tooBig || !target.types.includes(mimeType)) {
    mimeType = target.types.includes('image/jpeg') ? 'image/jpeg' : (target.types[0] as ImageMimeType);
    kind ??= 're-encode';
    steps.push(`re-encoded as ${NAMES[mimeType]}${tooBig ? ` of at most ${limits.maxBytes / MIB} MiB` : ''}`);
  }
  if (!kind) return undefined;
  const sentence = steps.join(', then ');
  return {
    mediaId: item.id,
    kind,
    ...(crop ? { crop } : {}),
    width,
    height,
    mimeType,
    ...(limits ? { maxBytes: limits.maxBytes } : {}),
    description: `${sentence[0]!.toUpperCase()}${sentence.slice(1)}.`,
  };
}

/** A size's aspect ratio in small whole numbers ("4:5" for 400 × 500), else as a decimal. */
function sizeRatio({ width, height }: { width: number; height: number }): string {
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  const d = gcd(width, height);
  return width / d <= 32 && height / d <= 32 ? `${width / d}:${height / d}` : aspectName(width / height);
}

/** A problem's fix: what the variants of its images are. */
export function fixOf(specs: readonly VariantSpec[]): MediaFix | undefined {
  const [first] = specs;
  if (!first) return undefined;
  return {
    kind: first.kind,
    mediaIds: specs.map((s) => s.mediaId),
    to: {
      width: first.width,
      height: first.height,
      ...(specs.length === 1 ? { mimeType: first.mimeType } : {}),
      ...(first.maxBytes !== undefined ? { maxBytes: first.maxBytes } : {}),
    },
    description:
      specs.length === 1 ? first.description : specs.map((s) => `${s.mediaId}: ${s.description}`).join(' '),
  };
}

/** The `cut` of the image centred on the product's box, moved back inside the image where it must. */
function around(
  box: { x: number; y: number; width: number; height: number },
  cut: { width: number; height: number },
  image: { width: number; height: number },
): PixelRegion {
  const place = (centre: number, length: number, whole: number) =>
    Math.min(Math.max(0, Math.round(centre - length / 2)), whole - length);
  return {
    left: place(box.x + box.width / 2, cut.width, image.width),
    top: place(box.y + box.height / 2, cut.height, image.height),
    width: cut.width,
    height: cut.height,
  };
}
