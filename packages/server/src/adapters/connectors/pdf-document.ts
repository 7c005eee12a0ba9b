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
    const image = page.format === 'jpeg' ? await pdf.embedJpg(page.bytes) : await pdf.embedPng(page.bytes);
    pdf.addPage([page.width, page.height]).drawImage(image, {
      x: 0,
      y: 0,
      width: page.width,
      height: page.height,
    });
  }
  return Buffer.from(await pdf.save());
}
