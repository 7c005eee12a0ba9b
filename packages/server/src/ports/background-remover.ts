/**
 * Background removal as a product of its own (`POST /generations/cutout`): the product of a photo
 * on a transparent background, at the photo's full size or trimmed to the product.
 */
import type { ReferenceImage } from './image-engine.js';

/** How the product was told from its background. */
export type CutoutSeparation =
  /** The segmentation model found the photo's subject and cut it out. */
  | 'segmented'
  /** The image was a transparent PNG already: its own alpha is kept as it is. */
  | 'own_alpha'
  /** The model found no subject: the whole photo is the output, opaque. */
  | 'whole_photo';

export interface CutoutImage {
  /** PNG with an alpha channel. */
  bytes: Buffer;
  width: number;
  height: number;
  separation: CutoutSeparation;
}

export interface BackgroundRemover {
  /** Recorded in the output's render manifest as its engine: "u2netp". */
  readonly name: string;
  /**
   * The photo's product on transparency: the photo's size (its EXIF orientation applied), or with
   * `crop` only the box of the product's visible pixels.
   */
  removeBackground(
    photo: ReferenceImage,
    options: { crop: boolean },
    signal?: AbortSignal,
  ): Promise<CutoutImage>;
}
