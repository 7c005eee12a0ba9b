/**
 * A LinkedIn post's media: images through the Images API, and with `format: "document"` the
 * post's images as the pages of one PDF through the Documents API. Both upload alike: initialize
 * (an upload URL and the asset's URN), PUT the bytes, then read the asset back until LinkedIn has
 * processed it.
 */
import { type Delivery, DeliveryError } from '../../ports/connector.js';
import type { ImageProcessor, PlatformImageLimits } from '../../ports/image-processor.js';
import { type LinkedInApi, restHeaders } from './linkedin-api.js';
import { PAGE_FORMATS, pdfOfImages } from './pdf-document.js';
import { fitImage, jsonOf, pauseUnlessAborted } from './wire/platform-http.js';

/**
 * The Images API takes JPEG, PNG and GIF of fewer than 36,152,320 pixels; a longest side of
 * 6012 px keeps any shape under that. LinkedIn states no byte limit: 8 MB keeps uploads sensible.
 */
const IMAGE_LIMITS: PlatformImageLimits = {
  formats: ['jpeg', 'png', 'gif'],
  maxBytes: 8 * 1024 * 1024,
  maxSide: 6012,
};

/** A document's pages: JPEG or PNG as pdf-lib embeds them, at most 2400 px a side (a page each). */
const DOCUMENT_PAGE_LIMITS: PlatformImageLimits = {
  formats: [...PAGE_FORMATS],
  maxBytes: 8 * 1024 * 1024,
  maxSide: 2400,
};

/** The Documents API takes PDFs of at most 100 MB and 300 pages. */
const MAX_DOCUMENT_BYTES = 100 * 1024 * 1024;

/** Status polls of one image before its processing is given up on. */
const MAX_POLLS = 60;

/** Where an upload goes and whose it is. */
export interface LinkedInUploadTarget {
  api: string;
  accessToken: string;
  owner: string;
}

export interface LinkedInMedia {
  /** Uploads one image, fitted to LinkedIn's rules, and waits until it is AVAILABLE; answers its URN. */
  upload(
    to: LinkedInUploadTarget,
    delivery: Delivery,
    m: Delivery['media'][number],
    signal: AbortSignal,
  ): Promise<string>;
  /**
   * Builds the post's images into one PDF (a page each, titled) and uploads it through the
   * Documents API; answers the document's URN once LinkedIn has processed it.
   */
  uploadDocument(
    to: LinkedInUploadTarget,
    delivery: Delivery,
    title: string,
    signal: AbortSignal,
  ): Promise<string>;
}

export function linkedInMedia(deps: {
  api: LinkedInApi;
  images: ImageProcessor;
  pollIntervalMs?: number | undefined;
}): LinkedInMedia {
  const { api, images } = deps;

  /**
   * The Images and Documents APIs' upload: initialize (an upload URL and the asset's URN), PUT the
   * bytes, then read the asset back until it is AVAILABLE.
   */
  async function uploadAsset(
    to: LinkedInUploadTarget,
    kind: 'images' | 'documents',
    bytes: Buffer,
    signal: AbortSignal,
  ): Promise<string> {
    const what = kind === 'images' ? 'an image' : 'the document';
    const headers = restHeaders(to.accessToken);
    const init = await api.call(
      'POST',
      `${to.api}/rest/${kind}?action=initializeUpload`,
      { ...headers, 'content-type': 'application/json' },
      JSON.stringify({ initializeUploadRequest: { owner: to.owner } }),
      signal,
    );
    if (init.status !== 200) throw api.failure(init, `start the upload of ${what}`);
    const { value } = jsonOf(init) as { value?: { uploadUrl?: string; image?: string; document?: string } };
    const urn = kind === 'images' ? value?.image : value?.document;
    if (!value?.uploadUrl || !urn) {
      throw new DeliveryError('invalid_answer', 'LinkedIn started an upload without its address.', 'system', {
        transient: true,
      });
    }

    const put = await api.call(
      'PUT',
      value.uploadUrl,
      { authorization: `Bearer ${to.accessToken}`, 'content-type': 'application/octet-stream' },
      bytes,
      signal,
    );
    if (put.status < 200 || put.status >= 300) throw api.failure(put, `upload ${what}`);

    for (let polls = 0; ; polls++) {
      const got = await api.call(
        'GET',
        `${to.api}/rest/${kind}/${encodeURIComponent(urn)}`,
        headers,
        undefined,
        signal,
      );
      if (got.status !== 200) throw api.failure(got, `check the upload of ${what}`);
      const { status } = jsonOf(got) as { status?: string };
      if (status === 'AVAILABLE') return urn;
      if (status === 'PROCESSING_FAILED') {
        throw new DeliveryError(
          'media_processing_failed',
          `LinkedIn could not process ${what}.`,
          'media_error',
        );
      }
      if (polls >= MAX_POLLS) {
        throw new DeliveryError(
          'media_processing_slow',
          `LinkedIn took too long to process ${what}.`,
          'system',
          {
            transient: true,
          },
        );
      }
      if (!(await pauseUnlessAborted(deps.pollIntervalMs ?? 1000, signal))) {
        throw new DeliveryError('aborted', 'The delivery was stopped.', 'system', { transient: true });
      }
    }
  }

  return {
    async upload(to, delivery, m, signal) {
      const fitted = await fitImage(images, IMAGE_LIMITS, delivery, m);
      return uploadAsset(to, 'images', fitted.bytes, signal);
    },

    async uploadDocument(to, delivery, title, signal) {
      const pages = [];
      for (const m of delivery.media) pages.push(await fitImage(images, DOCUMENT_PAGE_LIMITS, delivery, m));
      const pdf = await pdfOfImages(pages, title);
      if (pdf.length > MAX_DOCUMENT_BYTES) {
        throw new DeliveryError(
          'document_too_large',
          `The document made of the post's images is ${(pdf.length / 1024 / 1024).toFixed(1)} MB; LinkedIn takes at most 100 MB.`,
          'media_error',
        );
      }
      return uploadAsset(to, 'documents', pdf, signal);
    },
  };
}
