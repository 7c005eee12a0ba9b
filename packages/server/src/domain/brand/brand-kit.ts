/**
 * From a stored version of the brand to the kit the renderers take (ports/brand-kit.ts): fonts as
 * bytes HarfBuzz reads or bundled family names, logos as decoded pixels, the voice as it was set.
 * The appliers in the image and copy engines read only this; they never look the brand up.
 */
import { buffer } from 'node:stream/consumers';
import type { BrandFont, BrandKit, BrandLogo, BrandVoice, LogoPixels } from '../../ports/brand-kit.js';
import { LOGO_BOX_FRACTION } from '../../ports/brand-kit.js';
import type { BrandDocument, StoredLogo } from '../../ports/persistence/brand.js';
import type { Store } from '../../ports/persistence/store.js';
import { isBrandFamily } from '../../studio/text/brand-families.js';
import type { PresetId } from '../presets/preset-catalogue.js';
import type { BrandDeps } from './brand-deps.js';

/** A brand version that names a file the service no longer has: a run with it cannot be drawn. */
export class BrandUnavailableError extends Error {
  override name = 'BrandUnavailableError';
}

/**
 * The version a run accepted now draws with: the workspace's current brand, or none when it has
 * none or the run asked for none (`brand: false`). Recorded on the run, so the run — and a
 * reproduction of it — uses that version whatever changes afterwards.
 */
export async function brandVersionForRun(
  deps: { store: Store },
  workspaceId: string,
  brand: boolean | undefined,
): Promise<number | null> {
  if (brand === false) return null;
  return (await deps.store.brand.current(workspaceId))?.version ?? null;
}

async function documentAt(store: Store, workspaceId: string, version: number): Promise<BrandDocument> {
  const record = await store.brand.version(workspaceId, version);
  if (!record) throw new BrandUnavailableError(`Version ${version} of the brand does not exist.`);
  return record.document;
}

/** The voice of a brand version: all the copy engines need, read without any file. */
export async function resolveBrandVoice(
  deps: { store: Store },
  workspaceId: string,
  version: number,
): Promise<BrandVoice> {
  return (await documentAt(deps.store, workspaceId, version)).voice;
}

/** The whole kit of a brand version, its files read and decoded. */
export async function resolveBrandKit(
  deps: Pick<BrandDeps, 'store' | 'blobs' | 'images' | 'fonts'>,
  workspaceId: string,
  version: number,
): Promise<BrandKit> {
  return kitOf(deps, workspaceId, await documentAt(deps.store, workspaceId, version), version);
}

/** The kit of a brand document, stored as `version` or not stored at all (a preview). */
export async function kitOf(
  deps: Pick<BrandDeps, 'store' | 'blobs' | 'images' | 'fonts'>,
  workspaceId: string,
  document: BrandDocument,
  version: number,
): Promise<BrandKit> {
  const fonts: BrandKit['fonts'] = {};
  for (const role of ['heading', 'body'] as const) {
    const named = document.fonts[role];
    if (named !== undefined) fonts[role] = await fontOf(deps, named);
  }
  const logo = document.logo ? await logoOf(deps, workspaceId, document) : undefined;
  return {
    version,
    name: document.name,
    ...(document.colors ? { colors: document.colors } : {}),
    fonts,
    ...(logo ? { logo } : {}),
    voice: document.voice,
  };
}

async function readFile(deps: Pick<BrandDeps, 'blobs'>, key: string, what: string): Promise<Buffer> {
  try {
    return await buffer(await deps.blobs.read(key));
  } catch {
    throw new BrandUnavailableError(`The brand's ${what} can no longer be read from storage.`);
  }
}

async function fontOf(deps: Pick<BrandDeps, 'store' | 'blobs' | 'fonts'>, named: string): Promise<BrandFont> {
  if (isBrandFamily(named)) return { kind: 'bundled', family: named };
  // Deleted fonts included: a past version keeps the font it was drawn with.
  const font = await deps.store.brand.findFont(named);
  if (!font) throw new BrandUnavailableError(`The brand's font ${named} no longer exists.`);
  const bytes = await readFile(deps, font.storageKey, `font ${font.fullName}`);
  return {
    kind: 'uploaded',
    fontId: font.id,
    family: font.family,
    style: font.style,
    variable: font.variable,
    key: font.sha256,
    sfnt: await deps.fonts.toSfnt(bytes, font.format),
  };
}

async function logoOf(
  deps: Pick<BrandDeps, 'store' | 'blobs' | 'images'>,
  workspaceId: string,
  document: BrandDocument,
): Promise<BrandLogo> {
  const logo = document.logo!;
  const pixels = async (stored: StoredLogo): Promise<LogoPixels> => {
    const record = await deps.store.brand.findLogo(stored.logoId);
    if (!record) throw new BrandUnavailableError("The brand's logo no longer exists.");
    const png = await readFile(deps, record.storageKey, 'logo');
    const decoded = await deps.images.decodeRgba(png, {
      workspaceId,
      pixels: record.width * record.height,
    });
    return { width: decoded.width, height: decoded.height, rgba: decoded.rgba, png, opaque: record.opaque };
  };
  const { corner, size, presets, images } = document.logoPlacement;
  return {
    main: await pixels(logo),
    ...(logo.onLight ? { onLight: await pixels(logo.onLight) } : {}),
    ...(logo.onDark ? { onDark: await pixels(logo.onDark) } : {}),
    corner,
    size,
    presets: presets ?? 'all',
    images,
  };
}

// --- for the appliers ---------------------------------------------------------------------------

/** The logo to draw on a background: its variant for light or dark backgrounds, else the logo. */
export function logoOn(logo: BrandLogo, background: 'light' | 'dark'): LogoPixels {
  return (background === 'dark' ? logo.onDark : logo.onLight) ?? logo.main;
}

/** Whether a run's outputs carry the logo: a preset run as `presets` says, an image run as `images`. */
export function logoGoesOn(logo: BrandLogo, run: { presetId: PresetId } | 'image'): boolean {
  if (run === 'image') return logo.images;
  return logo.presets === 'all' || logo.presets.includes(run.presetId);
}

/**
 * The size a logo is drawn at on a picture: scaled, aspect ratio kept, to fit a square whose side
 * is the size's fraction of the picture's shorter side (a logo smaller than that is enlarged: the
 * brand chose the size).
 */
export function logoDrawSize(
  pixels: Pick<LogoPixels, 'width' | 'height'>,
  size: BrandLogo['size'],
  picture: { width: number; height: number },
): { width: number; height: number } {
  const box = LOGO_BOX_FRACTION[size] * Math.min(picture.width, picture.height);
  const scale = Math.min(box / pixels.width, box / pixels.height);
  return {
    width: Math.max(1, Math.round(pixels.width * scale)),
    height: Math.max(1, Math.round(pixels.height * scale)),
  };
}
