/** Image decoding and encoding, behind a port (the adapter uses sharp). */
/** Images over this many pixels are refused before decoding (SPEC §6, §10). */
export const MAX_IMAGE_PIXELS = 50_000_000;

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'avif' | 'gif';

export interface ImageInfo {
  format: ImageFormat;
  /** As displayed, i.e. with the EXIF orientation applied. */
  width: number;
  height: number;
}

export interface NormalizedImage {
  /** Re-encoded in the same format, orientation applied, every metadata block removed. */
  bytes: Buffer;
  width: number;
  height: number;
  /** WebP, at most 400×400, aspect ratio kept. */
  thumbnail: Buffer;
}

export interface ImageProcessor {
  /** Reads the header only — never the pixels — so a decompression bomb costs nothing here. */
  inspect(bytes: Buffer): Promise<ImageInfo>;
  normalize(bytes: Buffer, format: ImageFormat): Promise<NormalizedImage>;
  /** The WebP thumbnail of an image this service made itself (already clean, so not re-encoded). */
  thumbnail(bytes: Buffer): Promise<Buffer>;
}

/** The bytes are not a decodable image. */
export class InvalidImageError extends Error {
  override name = 'InvalidImageError';
}
