import sharp, { type Metadata, type Sharp } from 'sharp';
import {
  type ImageFormat,
  type ImageInfo,
  type ImageProcessor,
  InvalidImageError,
  MAX_IMAGE_PIXELS,
  type NormalizedImage,
} from '../../ports/image-processor.js';

// One place configures sharp: no cache of decoded images (each is processed once), and a bounded
// number of libvips threads so that image work cannot take every core from the HTTP server.
sharp.cache(false);
sharp.concurrency(2);

const THUMBNAIL_SIZE = 400;

/** WebP, at most THUMBNAIL_SIZE on each side, aspect ratio kept, never enlarged. */
function thumbnail(bytes: Buffer): Promise<Buffer> {
  return sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'truncated' })
    .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();
}

export function createSharpImages(): ImageProcessor {
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

    thumbnail,

    async normalize(bytes, format): Promise<NormalizedImage> {
      try {
        const animated = isAnimatable(format);
        // failOn 'truncated' refuses a cut-off file instead of filling the missing rows with grey.
        const input = sharp(bytes, {
          limitInputPixels: MAX_IMAGE_PIXELS,
          failOn: 'truncated',
          animated,
        }).rotate();
        const encoded = await encode(input, format).toBuffer({ resolveWithObject: true });
        const height = encoded.info.pageHeight ?? encoded.info.height;
        return {
          bytes: encoded.data,
          width: encoded.info.width,
          height,
          thumbnail: await thumbnail(encoded.data),
        };
      } catch (err) {
        throw new InvalidImageError((err as Error).message);
      }
    },
  };
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
