/** Image decoding and encoding, behind a port (the adapter uses sharp). */

// The limits every image is held to, defined here once and checked from the header, before any
// pixel is decoded (the reasons are in docs/decisions.md).

/** Pixels of a whole image, every frame of an animation counted: 50 megapixels. */
export const MAX_IMAGE_PIXELS = 50_000_000;
/**
 * Pixels on either side. WebP's own limit, the tightest of the five types, so any image taken can
 * be re-encoded as any of them; and it keeps an image from being one endless row or column, whose
 * millions of lines cost far more time than their pixels suggest.
 */
export const MAX_IMAGE_SIDE = 16_383;

/**
 * Seconds an image may take to decode and re-encode: 10, plus 1 a megapixel (so 60 for the largest,
 * which take about 25 at most on a small machine). A small file that is slow to decode is stopped
 * within seconds rather than holding a slot of the image pool for minutes.
 */
export function imageTimeLimitSeconds(pixels: number): number {
  return 10 + Math.ceil(pixels / 1_000_000);
}

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'avif' | 'gif';

export interface ImageInfo {
  format: ImageFormat;
  /** As displayed, i.e. with the EXIF orientation applied. */
  width: number;
  height: number;
  /** Frames of an animation (GIF, WebP), decoded together; 1 for a still image. */
  frames: number;
}

export interface NormalizedImage {
  /** Re-encoded in the same format, orientation applied, every metadata block removed. */
  bytes: Buffer;
  width: number;
  height: number;
  /** WebP, at most 400×400, aspect ratio kept. */
  thumbnail: Buffer;
}

/** Whose image work this is and what it weighs, so that it can be shared out fairly. */
export interface ImageJob {
  workspaceId: string;
  /** Width × height × frames, from the header: what decoding it costs in memory and time. */
  pixels: number;
}

/** What a platform takes: the types it accepts, the most bytes a file may be, the longest side. */
export interface PlatformImageLimits {
  formats: readonly ImageFormat[];
  maxBytes: number;
  maxSide: number;
}

export interface FittedImage {
  bytes: Buffer;
  format: ImageFormat;
  width: number;
  height: number;
}

/** A rectangle of an image's pixels. */
export interface PixelRegion {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** How a variant of an image is made: the part kept, the size and type it is written in. */
export interface VariantRequest {
  /**
   * The part of the image kept; `attention`: the part of the output's aspect ratio that draws the
   * eye (sharp's attention strategy); absent: all of it.
   */
  crop?: PixelRegion | 'attention';
  width: number;
  height: number;
  format: ImageFormat;
  /** The most bytes the file may have: it is written smaller (as a JPEG) until it fits. */
  maxBytes: number;
}

/** A brand logo as the brand kit keeps it. */
export interface LogoImage {
  png: Buffer;
  width: number;
  height: number;
  /** True when every pixel is opaque. */
  opaque: boolean;
}

/** An image's pixels: width × height × 4 bytes, RGBA with straight alpha, rows top to bottom. */
export interface RgbaImage {
  width: number;
  height: number;
  rgba: Buffer;
}

/** The longer side of a logo the brand keeps: well above the largest a picture draws it at. */
export const MAX_LOGO_SIDE = 1024;

export interface ImageProcessor {
  /** Reads the header only — never the pixels — so a decompression bomb costs nothing here. */
  inspect(bytes: Buffer): Promise<ImageInfo>;
  normalize(bytes: Buffer, format: ImageFormat, job: ImageJob): Promise<NormalizedImage>;
  /** The WebP thumbnail of an image this service made itself (already clean, so not re-encoded). */
  thumbnail(bytes: Buffer, job: ImageJob): Promise<Buffer>;
  /**
   * A stored image as a platform takes it: unchanged when it already fits, else a JPEG (the first
   * frame, on white) made smaller in quality, then in size, until it fits.
   */
  fitFor(bytes: Buffer, limits: PlatformImageLimits, job: ImageJob): Promise<FittedImage>;
  /**
   * A variant of a stored image (its first frame) as a platform takes it: cropped, scaled to exactly
   * `width × height`, and written as `format` within `maxBytes` (a JPEG when it must shrink).
   */
  makeVariant(bytes: Buffer, request: VariantRequest, job: ImageJob): Promise<FittedImage>;
  /**
   * A logo as the brand kit keeps it: the first frame, orientation applied, at most MAX_LOGO_SIDE
   * on its longer side, as a PNG with its transparency.
   */
  prepareLogo(bytes: Buffer, job: ImageJob): Promise<LogoImage>;
  /** The pixels of an image (the first frame). */
  decodeRgba(bytes: Buffer, job: ImageJob): Promise<RgbaImage>;
}

/** The bytes are not a decodable image. */
export class InvalidImageError extends Error {
  override name = 'InvalidImageError';
}

/** The image took longer than its time limit to decode and re-encode. */
export class ImageTimeoutError extends Error {
  override name = 'ImageTimeoutError';

  constructor(readonly seconds: number) {
    super(`image processing stopped after ${seconds} s`);
  }
}
