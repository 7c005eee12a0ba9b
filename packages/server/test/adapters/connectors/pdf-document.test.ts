import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pdfOfImages } from '../../../src/adapters/connectors/pdf-document.js';

const photo = (width: number, height: number, format: 'jpeg' | 'png' | 'webp') =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 90, b: 40 } } })
    .toFormat(format)
    .toBuffer();

/** The bytes as Node often hands them over: a view into the middle of a larger buffer. */
function inTheMiddleOfALargerBuffer(bytes: Buffer): Buffer {
  const larger = Buffer.alloc(bytes.length + 64, 0x55);
  bytes.copy(larger, 32);
  return larger.subarray(32, 32 + bytes.length);
}

describe('a document made of a post’s images', () => {
  it('holds every image as a page of its own size, however its bytes sit in memory, under its title', async () => {
    const jpeg = await photo(1080, 1350, 'jpeg');
    const png = await photo(1080, 1080, 'png');
    const pdf = await pdfOfImages(
      [
        { bytes: inTheMiddleOfALargerBuffer(jpeg), format: 'jpeg', width: 1080, height: 1350 },
        { bytes: inTheMiddleOfALargerBuffer(png), format: 'png', width: 1080, height: 1080 },
      ],
      'Spring serum: the routine',
    );

    const read = await PDFDocument.load(pdf, { updateMetadata: false });
    expect(read.getTitle()).toBe('Spring serum: the routine');
    expect(read.getPages().map((page) => page.getSize())).toEqual([
      { width: 1080, height: 1350 },
      { width: 1080, height: 1080 },
    ]);
    // The JPEG is embedded as it came, not decoded and compressed again.
    const jpegStreams = read.context
      .enumerateIndirectObjects()
      .map(([, object]) => object)
      .filter(
        (object): object is PDFRawStream =>
          object instanceof PDFRawStream && object.dict.get(PDFName.of('Filter')) === PDFName.of('DCTDecode'),
      );
    expect(jpegStreams).toHaveLength(1);
    expect(Buffer.from(jpegStreams[0]?.contents ?? []).equals(jpeg)).toBe(true);
  });

  it('refuses a page that is neither JPEG nor PNG', async () => {
    const webp = await photo(100, 100, 'webp');
    await expect(
      pdfOfImages([{ bytes: webp, format: 'webp', width: 100, height: 100 }], 'Title'),
    ).rejects.toThrow(/JPEG or PNG/);
  });
});
