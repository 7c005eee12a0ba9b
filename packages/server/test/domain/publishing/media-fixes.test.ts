/**
 * The variant that makes an image fit a platform: cut around the product when its box is known,
 * scaled to the platform's sides, written as a type it takes within its bytes; nothing for an
 * image that already fits.
 */
import { describe, expect, it } from 'vitest';
import { variantFor } from '../../../src/domain/publishing/media-fixes.js';
import { PLATFORM_RULES } from '../../../src/domain/publishing/platforms.js';
import type { MediaRecord } from '../../../src/ports/persistence/media.js';

const image = (width: number, height: number, more: Partial<MediaRecord> = {}) =>
  ({
    id: 'med_1',
    mimeType: 'image/jpeg',
    width,
    height,
    bytes: 100_000,
    render: null,
    ...more,
  }) as MediaRecord;
const instagram = {
  types: PLATFORM_RULES.instagram.mediaTypes,
  limits: PLATFORM_RULES.instagram.imageLimits,
};
const tiktok = { types: PLATFORM_RULES.tiktok.mediaTypes, limits: PLATFORM_RULES.tiktok.imageLimits };

describe('the variant for a platform', () => {
  it('is none for an image that fits', () => {
    expect(variantFor(image(1080, 1350), instagram)).toBeUndefined();
    expect(variantFor(image(1910, 1000), instagram)).toBeUndefined();
  });

  it('crops around the product’s box, kept inside the picture', () => {
    const productBox = { x: 300, y: 1500, width: 400, height: 380 };
    const low = variantFor(
      image(1080, 1920, { render: { engine: 'studio', seed: 1, presetVersion: 1, productBox } }),
      instagram,
    );
    expect(low).toMatchObject({
      kind: 'crop',
      crop: { left: 0, top: 570, width: 1080, height: 1350 },
      width: 1080,
      height: 1350,
      description: 'Cropped to 4:5 (1080 × 1350) around the product.',
    });
    const middle = { ...productBox, y: 700 };
    expect(
      variantFor(
        image(1080, 1920, { render: { engine: 'studio', seed: 1, presetVersion: 1, productBox: middle } }),
        instagram,
      )?.crop,
    ).toEqual({ left: 0, top: 215, width: 1080, height: 1350 });
  });

  it('lets the encoder find what draws the eye when no box is known', () => {
    expect(variantFor(image(1080, 1920), instagram)?.crop).toBe('attention');
  });

  it('scales an image down to the platform’s sides', () => {
    expect(variantFor(image(2160, 3840), tiktok)).toMatchObject({
      kind: 'resize',
      width: 1080,
      height: 1920,
      description: 'Scaled down to 1080 × 1920.',
    });
  });

  it('writes a type the platform does not take, or a file too big, as a JPEG within its bytes', () => {
    expect(variantFor(image(1080, 1080, { mimeType: 'image/png' }), instagram)).toMatchObject({
      kind: 're-encode',
      mimeType: 'image/jpeg',
      maxBytes: 8 * 1024 * 1024,
      description: 'Re-encoded as JPEG.',
    });
    expect(variantFor(image(1080, 1080, { bytes: 9 * 1024 * 1024 }), instagram)).toMatchObject({
      kind: 're-encode',
      mimeType: 'image/jpeg',
      description: 'Re-encoded as JPEG of at most 8 MiB.',
    });
  });
});
