import type { BrandColours, LogoCorner, LogoSize } from '../../ports/brand-kit.js';
import type { Tone } from '../../ports/copy-engine.js';
import type { BrandDocument, BrandVersionRecord, StoredLogo } from '../../ports/persistence/brand.js';
import type { Store } from '../../ports/persistence/store.js';
import { BRAND_FAMILIES, type BrandFamily } from '../../studio/text/brand-families.js';
import { AppError, notFound } from '../app-error.js';
import { isWellFormedId } from '../ids.js';
import type { Language } from '../languages.js';
import type { PresetId } from '../presets/preset-catalogue.js';
import { type AuthContext, requireRole } from '../tokens.js';
import type { BrandDeps } from './brand-deps.js';
import { keepLogo } from './brand-logos.js';

/** The brand as the caller sets it (`PUT /brand`), already checked for shape. */
export interface BrandInput {
  name: string;
  logo?: { url: string; onLight?: string | undefined; onDark?: string | undefined } | undefined;
  colors?: BrandColours | undefined;
  fonts?: { heading?: string | undefined; body?: string | undefined } | undefined;
  voice?:
    | {
        tone?: Tone | undefined;
        language?: Language | undefined;
        description?: string | undefined;
        hashtags?: string[] | undefined;
        bannedWords?: string[] | undefined;
      }
    | undefined;
  logoPlacement?:
    | {
        corner?: LogoCorner | undefined;
        size?: LogoSize | undefined;
        presets?: PresetId[] | undefined;
        images?: boolean | undefined;
      }
    | undefined;
}

/** The workspace's brand now: version 0 and no document before it is first set. */
export interface BrandState {
  workspaceId: string;
  version: number;
  document: BrandDocument | null;
  updatedAt: string | null;
}

/** Where the logo goes when the brand does not say. */
export const DEFAULT_LOGO_PLACEMENT: BrandDocument['logoPlacement'] = {
  corner: 'bottom-right',
  size: 'medium',
  presets: null,
  images: true,
};

const stateOf = (workspaceId: string, record: BrandVersionRecord | undefined): BrandState => ({
  workspaceId,
  version: record?.version ?? 0,
  document: record?.document ?? null,
  updatedAt: record?.createdAt ?? null,
});

export async function getBrand(deps: { store: Store }, workspaceId: string): Promise<BrandState> {
  return stateOf(workspaceId, await deps.store.brand.current(workspaceId));
}

/** One version of the brand as it was set; 404 for a version the workspace never had. */
export async function getBrandVersion(
  deps: { store: Store },
  workspaceId: string,
  version: number,
): Promise<BrandState> {
  const record = await deps.store.brand.version(workspaceId, version);
  if (!record) throw notFound(`Version ${version} of the brand`);
  return stateOf(workspaceId, record);
}

/** Changes that lose a race for the next version number try again this many times. */
const MAX_ATTEMPTS = 5;

/**
 * `PUT /brand`: replaces the whole brand (a field left out is cleared) and stores it as the next
 * version; the versions before it stay as they were. Fonts must be bundled families or fonts the
 * workspace uploaded (422 `invalid_font`); logos must be readable images of the workspace's
 * library (422 `invalid_logo`), of which the brand keeps its own copies. With `expectedVersion`,
 * a brand that has changed since is 409 and nothing is stored. A brand set exactly as it already
 * is stays at its version.
 */
export async function setBrand(
  deps: BrandDeps,
  caller: AuthContext,
  workspaceId: string,
  input: {
    tokenId: string | null;
    brand: BrandInput;
    expectedVersion?: number | undefined;
  },
): Promise<BrandState> {
  requireRole(caller, 'editor', 'change the brand');
  for (let attempt = 1; ; attempt++) {
    const current = await deps.store.brand.current(workspaceId);
    const currentVersion = current?.version ?? 0;
    if (input.expectedVersion !== undefined && input.expectedVersion !== currentVersion) {
      throw changedSince(input.expectedVersion, currentVersion);
    }
    const document = await documentOf(deps, workspaceId, input.brand, current?.document ?? null);
    if (current && JSON.stringify(current.document) === JSON.stringify(document)) {
      return stateOf(workspaceId, current);
    }
    const record: BrandVersionRecord = {
      workspaceId,
      version: currentVersion + 1,
      document,
      createdAt: deps.clock.now().toISOString(),
      createdBy: input.tokenId,
    };
    const stored = await deps.store.transaction(async (tx) => {
      if (!(await tx.brand.insertVersion(record))) return false;
      const fontIds = uploadedFontIds(document);
      await tx.brand.markFontsUsed(fontIds, record.createdAt);
      // A font deleted since it was checked above takes the change back with it.
      for (const [role, id] of Object.entries(document.fonts)) {
        if (fontIds.includes(id) && (await tx.brand.findFont(id))?.deletedAt !== null) {
          throw notAFont(`fonts.${role}`);
        }
      }
      return true;
    });
    if (stored) return stateOf(workspaceId, record);
    // Another change took this version number first.
    if (input.expectedVersion !== undefined || attempt >= MAX_ATTEMPTS) {
      const now = (await deps.store.brand.current(workspaceId))?.version ?? currentVersion + 1;
      throw changedSince(input.expectedVersion ?? currentVersion, now);
    }
  }
}

const changedSince = (expected: number, now: number) =>
  new AppError(
    'conflict',
    `The brand has changed since version ${expected}: it is at version ${now} now. Read it again (GET /v1/brand) and send your change on top of it.`,
    { currentVersion: now },
  );

/** The ids of the uploaded fonts a brand names. */
export const uploadedFontIds = (document: BrandDocument): string[] =>
  [document.fonts.heading, document.fonts.body].filter(
    (f): f is string => f !== undefined && isWellFormedId(f, 'fnt'),
  );

/**
 * The document a brand input becomes, its fonts checked. Its logos are kept by the brand (copied
 * from the media library) unless `logos` is `'current'`: a preview draws the current version's logo
 * and stores nothing.
 */
export async function documentOf(
  deps: BrandDeps,
  workspaceId: string,
  brand: BrandInput,
  current: BrandDocument | null,
  logos: 'keep' | 'current' = 'keep',
): Promise<BrandDocument> {
  const fonts: BrandDocument['fonts'] = {};
  for (const role of ['heading', 'body'] as const) {
    const named = brand.fonts?.[role];
    if (named !== undefined) fonts[role] = await fontOf(deps, workspaceId, named, `fonts.${role}`);
  }
  const voice = brand.voice ?? {};
  const placement = brand.logoPlacement ?? {};
  return {
    name: brand.name,
    logo:
      logos === 'current'
        ? (current?.logo ?? null)
        : brand.logo
          ? await logoOf(deps, workspaceId, brand.logo, current)
          : null,
    colors: brand.colors ?? null,
    fonts,
    voice: {
      ...(voice.tone !== undefined ? { tone: voice.tone } : {}),
      ...(voice.language !== undefined ? { language: voice.language } : {}),
      ...(voice.description !== undefined ? { description: voice.description } : {}),
      hashtags: voice.hashtags ?? [],
      bannedWords: voice.bannedWords ?? [],
    },
    logoPlacement: {
      corner: placement.corner ?? DEFAULT_LOGO_PLACEMENT.corner,
      size: placement.size ?? DEFAULT_LOGO_PLACEMENT.size,
      presets: placement.presets ?? DEFAULT_LOGO_PLACEMENT.presets,
      images: placement.images ?? DEFAULT_LOGO_PLACEMENT.images,
    },
  };
}

/** A bundled family (its name in any case) or an uploaded font of the workspace that is not deleted. */
async function fontOf(deps: BrandDeps, workspaceId: string, named: string, path: string): Promise<string> {
  const family = (Object.keys(BRAND_FAMILIES) as BrandFamily[]).find(
    (f) => f.toLowerCase() === named.trim().toLowerCase(),
  );
  if (family) return family;
  const font = isWellFormedId(named, 'fnt') ? await deps.store.brand.findFont(named) : undefined;
  if (!font || font.workspaceId !== workspaceId || font.deletedAt !== null) throw notAFont(path);
  return font.id;
}

function notAFont(path: string): AppError {
  const why = 'is not a font of this workspace';
  return new AppError(
    'invalid_font',
    `${path} ${why}: name one of the bundled families (${Object.keys(BRAND_FAMILIES).join(', ')}) or the id of a font uploaded with POST /v1/brand/fonts.`,
    { errors: [{ path, message: why }] },
  );
}

/** The brand's logos, reusing the copies the current version keeps for the same URLs. */
async function logoOf(
  deps: BrandDeps,
  workspaceId: string,
  logo: NonNullable<BrandInput['logo']>,
  current: BrandDocument | null,
): Promise<NonNullable<BrandDocument['logo']>> {
  const kept = new Map<string, StoredLogo>();
  const had = current?.logo;
  for (const stored of [had, had?.onLight, had?.onDark]) {
    if (stored) kept.set(stored.url, { url: stored.url, mediaId: stored.mediaId, logoId: stored.logoId });
  }
  const take = async (url: string, path: string) =>
    kept.get(url) ?? (await keepLogo(deps, workspaceId, url, path));
  const main = await take(logo.url, 'logo.url');
  return {
    ...main,
    ...(logo.onLight !== undefined ? { onLight: await take(logo.onLight, 'logo.onLight') } : {}),
    ...(logo.onDark !== undefined ? { onDark: await take(logo.onDark, 'logo.onDark') } : {}),
  };
}
