import type { ImageFormat } from '../../ports/image-processor.js';

export type { ImageMimeType } from './image-mime-type.js';

/** The five accepted media types and what they are called elsewhere. */
export const FORMAT_OF_MIME: Record<string, ImageFormat> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/gif': 'gif',
};

export const EXTENSION_OF_FORMAT: Record<ImageFormat, string> = {
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  avif: 'avif',
  gif: 'gif',
};

export const MIME_OF_FORMAT: Record<ImageFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
};

/**
 * What the first bytes say the file is — checked, never trusted from the declared type. HTML, SVG
 * or a script renamed to .png has none of these signatures.
 */
export function sniffFormat(head: Buffer): ImageFormat | undefined {
  const ascii = (from: number, to: number) => head.subarray(from, to).toString('latin1');
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (
    head.length >= 8 &&
    head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return 'png';
  }
  if (head.length >= 6 && (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a')) return 'gif';
  if (head.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (head.length >= 12 && ascii(4, 8) === 'ftyp') {
    // ISO base media file: the major brand, then compatible brands, name AVIF.
    const boxSize = head.readUInt32BE(0);
    const end = Math.min(boxSize, head.length);
    for (let at = 8; at + 4 <= end; at += 4) {
      if (at === 12) continue; // minor version
      const brand = ascii(at, at + 4);
      if (brand === 'avif' || brand === 'avis') return 'avif';
    }
  }
  return undefined;
}
