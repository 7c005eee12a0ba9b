/**
 * A PDF document made of a post's images, one page each, the page the image's size (a pixel a
 * point), titled: what LinkedIn shows as a document post that readers page through. pdf-lib
 * embeds JPEG and PNG as they are, so the images keep their quality; it is loaded on the first
 * document, not at start.
 */
import type { FittedImage } from '../../ports/image-processor.js';

/** The image formats a page can hold as they are. */
export const PAGE_FORMATS = ['jpeg', 'png'] as const;

let pdfLib: Promise<typeof import('pdf-lib')> | undefined;
const loadPdfLib = () => {
  pdfLib ??= import('pdf-lib');
  return pdfLib;
};

export async function pdfOfImages(
  pages: readonly Pick<FittedImage, 'bytes' | 'format' | 'width' | 'height'>[],
  title: string,
): Promise<Buffer> {
  const { PDFDocument } = await loadPdfLib();
  const pdf = await PDFDocument.create();
  pdf.setTitle(title, { showInWindowTitleBar: true });
  pdf.setCreator('Contentforge');
  pdf.setProducer('Contentforge');
  for (const page of pages) {
    if (page.format !== 'jpeg' && page.format !== 'png') {
      throw new Error(`a page is a JPEG or PNG image, not ${page.format}`);
    }
    const bytes = ownBuffer(page.bytes);
    const image = page.format === 'jpeg' ? await pdf.embedJpg(bytes) : await pdf.embedPng(bytes);
    pdf.addPage([page.width, page.height]).drawImage(image, {
      x: 0,
      y: 0,
      width: page.width,
      height: page.height,
    });
  }
  return Buffer.from(await pdf.save());
}

/**
 * The bytes in a buffer of their own. pdf-lib reads a JPEG's header through its array's whole
 * backing buffer, ignoring where the array starts in it (pdf-lib#1273), and Node keeps small and
 * sliced buffers inside larger shared ones — which ones depends on the Node version.
 */
function ownBuffer(bytes: Uint8Array): Uint8Array {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
    ? bytes
    : new Uint8Array(bytes);
}
