import sharp, { type Metadata, type Sharp } from 'sharp';
import {
  type FittedImage,
  type ImageFormat,
  type ImageInfo,
  type ImageProcessor,
  ImageTimeoutError,
  InvalidImageError,
  imageTimeLimitSeconds,
  type LogoImage,
  MAX_IMAGE_PIXELS,
  MAX_LOGO_SIDE,
  type NormalizedImage,
  type RgbaImage,
  type VariantRequest,
} from '../../ports/image-processor.js';

/**
 * sharp's process-wide settings, applied by the composition root (not by importing this module): no
 * cache of decoded images (each is processed once), and a bounded number of libvips threads per
 * image so that image work cannot take every core from the HTTP server.
 */
export function configureSharp(): void {
  sharp.cache(false);
  sharp.concurrency(2);
}

const THUMBNAIL_SIZE = 400;

/**
 * How every image is decoded. `failOn: 'warning'` (sharp's default, which its documentation advises
 * for untrusted input) refuses any pixel data the decoder has to make up. The lower levels do not
 * catch every truncation: 'truncated' and 'error' stop only where the data runs out, while a JPEG
 * cut short and closed with an end marker meets that marker inside its scan, which libjpeg reports
 * as a warning ("Corrupt JPEG data: premature end of data segment") before it fills the missing rows
 * with grey. The price is that a JPEG with stray bytes between its segments, which libjpeg also
 * calls corrupt, is refused too.
 */
const DECODING = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'warning' } as const;

/** WebP, at most THUMBNAIL_SIZE on each side, aspect ratio kept, never enlarged. */
function thumbnailOf(bytes: Buffer, seconds: number): Promise<Buffer> {
  return sharp(bytes, DECODING)
    .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 })
    .timeout({ seconds })
    .toBuffer();
}

export interface SharpImagesOptions {
  /** Seconds an image of this many pixels may take; imageTimeLimitSeconds unless given. */
  timeLimitSeconds?(pixels: number): number;
}

/**
 * The time limit is sharp's `timeout`, which libvips checks as it computes pixels: it stops a slow
 * decode (the costly part of a hostile file) but not an encoder's final pass once every pixel is
 * in, such as libwebp's or AVIF's, whose time the pixel limits bound instead.
 */
export function createSharpImages(options: SharpImagesOptions = {}): ImageProcessor {
  const limitFor = options.timeLimitSeconds ?? imageTimeLimitSeconds;
  /** Runs `work` with the time limit of `pixels`, shared by every step of one image. */
  const withinLimit = async <T>(pixels: number, work: (seconds: () => number) => Promise<T>) => {
    const limit = limitFor(pixels);
    const deadline = performance.now() + limit * 1000;
    // sharp takes whole seconds, 0 meaning none: a step starting near the deadline still gets one.
    const remaining = () => Math.max(1, Math.ceil((deadline - performance.now()) / 1000));
    try {
      return await work(remaining);
    } catch (err) {
      // libvips reports the time-out first, then what it stopped.
      if (/^timeout: /.test((err as Error).message)) throw new ImageTimeoutError(limit);
      throw err;
    }
  };

  return {
    async inspect(bytes): Promise<ImageInfo> {
      let meta: Metadata;
      try {
        meta = await sharp(bytes, { limitInputPixels: false }).metadata();
      } catch (err) {
        throw new InvalidImageError((err as Error).message);
      }
      const format = formatOf(meta.format, meta.compression);
      if (!format || !meta.width || !meta.height) throw new InvalidImageError('not a supported image');
      const turned = (meta.orientation ?? 1) >= 5;
      return {
        format,
        width: turned ? meta.height : meta.width,
        height: turned ? meta.width : meta.height,
        frames: isAnimatable(format) ? (meta.pages ?? 1) : 1,
      };
    },

    thumbnail: (bytes, job) => withinLimit(job.pixels, (seconds) => thumbnailOf(bytes, seconds())),

    fitFor: (bytes, limits, job) => withinLimit(job.pixels, (seconds) => fitFor(bytes, limits, seconds)),

    makeVariant: (bytes, request, job) =>
      withinLimit(job.pixels, (seconds) => variantOf(bytes, request, seconds)),

    async prepareLogo(bytes, job): Promise<LogoImage> {
      try {
        return await withinLimit(job.pixels, async (seconds) => {
          const { data, info } = await sharp(bytes, DECODING)
            .rotate()
            .resize(MAX_LOGO_SIDE, MAX_LOGO_SIDE, { fit: 'inside', withoutEnlargement: true })
            .ensureAlpha()
            .raw()
            .timeout({ seconds: seconds() })
            .toBuffer({ resolveWithObject: true });
          const rgba = { width: info.width, height: info.height, rgba: data };
          const png = await sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } })
            .png({ compressionLevel: 9 })
            .timeout({ seconds: seconds() })
            .toBuffer();
          return { png, width: info.width, height: info.height, opaque: isOpaque(rgba) };
        });
      } catch (err) {
        if (err instanceof ImageTimeoutError) throw err;
        throw new InvalidImageError((err as Error).message);
      }
    },

    async decodeRgba(bytes, job): Promise<RgbaImage> {
      try {
        return await withinLimit(job.pixels, async (seconds) => {
          const { data, info } = await sharp(bytes, DECODING)
            .ensureAlpha()
            .raw()
            .timeout({ seconds: seconds() })
            .toBuffer({ resolveWithObject: true });
          return { width: info.width, height: info.height, rgba: data };
        });
      } catch (err) {
        if (err instanceof ImageTimeoutError) throw err;
        throw new InvalidImageError((err as Error).message);
      }
    },

    async normalize(bytes, format, job): Promise<NormalizedImage> {
      try {
        return await withinLimit(job.pixels, async (seconds) => {
          const input = sharp(bytes, { ...DECODING, animated: isAnimatable(format) }).rotate();
          const encoded = await encode(input, format)
            .timeout({ seconds: seconds() })
            .toBuffer({ resolveWithObject: true });
          return {
            bytes: encoded.data,
            width: encoded.info.width,
            height: encoded.info.pageHeight ?? encoded.info.height,
            thumbnail: await thumbnailOf(encoded.data, seconds()),
          };
        });
      } catch (err) {
        if (err instanceof ImageTimeoutError) throw err;
        throw new InvalidImageError((err as Error).message);
      }
    },
  };
}

function isOpaque({ rgba }: RgbaImage): boolean {
  for (let i = 3; i < rgba.length; i += 4) if (rgba[i] !== 255) return false;
  return true;
}

/** JPEG qualities tried in turn, then the side shrinks by a fifth at a time down to this. */
const FIT_QUALITIES = [90, 82, 74, 66];
const FIT_SMALLEST_SIDE = 320;

async function fitFor(
  bytes: Buffer,
  limits: Parameters<ImageProcessor['fitFor']>[1],
  seconds: () => number,
): Promise<FittedImage> {
  const meta = await sharp(bytes, DECODING).metadata();
  const format = formatOf(meta.format, meta.compression);
  const width = meta.width ?? 0;
  const height = meta.pageHeight ?? meta.height ?? 0;
  if (
    format &&
    limits.formats.includes(format) &&
    bytes.length <= limits.maxBytes &&
    Math.max(width, height) <= limits.maxSide
  ) {
    return { bytes, format, width, height };
  }
  let side = Math.min(Math.max(width, height), limits.maxSide);
  for (;;) {
    for (const quality of FIT_QUALITIES) {
      const { data, info } = await sharp(bytes, DECODING)
        .resize(side, side, { fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality, mozjpeg: true })
        .timeout({ seconds: seconds() })
        .toBuffer({ resolveWithObject: true });
      if (data.length <= limits.maxBytes || side <= FIT_SMALLEST_SIDE) {
        return { bytes: data, format: 'jpeg', width: info.width, height: info.height };
      }
    }
    side = Math.max(FIT_SMALLEST_SIDE, Math.floor(side * 0.8));
  }
}

async function variantOf(
  bytes: Buffer,
  request: VariantRequest,
  seconds: () => number,
): Promise<FittedImage> {
  const { crop, width, height, format, maxBytes } = request;
  let image = sharp(bytes, DECODING);
  if (crop && crop !== 'attention') image = image.extract(crop);
  image = image.resize(
    width,
    height,
    crop === 'attention' ? { fit: 'cover', position: sharp.strategy.attention } : { fit: 'fill' },
  );
  if (format === 'jpeg') image = image.flatten({ background: '#ffffff' });
  const { data, info } = await encode(image, format)
    .timeout({ seconds: seconds() })
    .toBuffer({ resolveWithObject: true });
  const made = { bytes: data, format, width: info.width, height: info.height };
  if (data.length <= maxBytes) return made;
  return fitFor(data, { formats: [format], maxBytes, maxSide: Math.max(width, height) }, seconds);
}

/** GIF and WebP keep every frame; of an AVIF sequence only the first image is kept. */
function isAnimatable(format: ImageFormat): boolean {
  return format === 'gif' || format === 'webp';
}

function formatOf(format: string | undefined, compression: string | undefined): ImageFormat | undefined {
  if (format === 'jpeg' || format === 'png' || format === 'webp' || format === 'gif') return format;
  if (format === 'heif' && compression === 'av1') return 'avif';
  return undefined;
}

/** Re-encodes in the same format. sharp writes no metadata unless asked, so EXIF and GPS are gone. */
function encode(image: Sharp, format: ImageFormat): Sharp {
  switch (format) {
    case 'jpeg':
      return image.jpeg({ quality: 92, mozjpeg: true });
    case 'png':
      return image.png({ compressionLevel: 6 });
    case 'webp':
      return image.webp({ quality: 92 });
    case 'avif':
      return image.avif({ quality: 70, effort: 2 });
    case 'gif':
      return image.gif();
  }
}
