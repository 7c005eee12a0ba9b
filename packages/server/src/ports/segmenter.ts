/**
 * A salient-object network: how much each pixel of a picture belongs to its main subject. The
 * cut-out (src/cutout) turns that coarse map into a full-resolution matte; the network only sees a
 * small square.
 */
export interface Segmenter {
  /** Recorded in render manifests: "u2netp". */
  readonly name: string;
  /** The side of the square the network sees, in pixels. */
  readonly inputSize: number;
  /**
   * Saliency of a picture squeezed to `inputSize`², packed RGB: one value a pixel, the same size,
   * 0–1 as the network answers it (not stretched: a picture with no subject stays low everywhere).
   */
  saliency(rgb: Buffer, signal?: AbortSignal): Promise<Float32Array>;
}
