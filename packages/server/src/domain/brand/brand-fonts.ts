import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { type FontFacts, InvalidFontError } from '../../ports/font-files.js';
import type { BrandFontRecord } from '../../ports/persistence/brand.js';
import { AppError, conflict, notFound } from '../app-error.js';
import { isWellFormedId, newId } from '../ids.js';
import { type AuthContext, requireRole } from '../tokens.js';
import { type BrandDeps, brandFileKeys } from './brand-deps.js';

/** The largest font file taken: 5 MiB, more than a full CJK family in WOFF2. */
export const MAX_FONT_BYTES = 5 * 1024 * 1024;

/**
 * `POST /brand/fonts`: takes a font file for the brand. It is parsed whole — its name table, head,
 * glyph map and the outlines of its first letters, and a WOFF2 decompressed — so a file that is not
 * a font that can draw text is 422 `invalid_font` and nothing is kept; its format comes from its
 * bytes, never from its name or declared type. The same file again answers the font already
 * uploaded (taken back if it had been deleted), with `created: false`.
 */
export async function uploadFont(
  deps: BrandDeps,
  caller: AuthContext,
  workspaceId: string,
  input: { bytes: Buffer; filename: string | null },
): Promise<{ font: BrandFontRecord; created: boolean }> {
  requireRole(caller, 'editor', 'upload brand fonts');
  const { bytes } = input;
  if (bytes.length === 0)
    throw new AppError('invalid_font', 'The request has no body: send the font file as it is.');
  if (bytes.length > MAX_FONT_BYTES) {
    throw new AppError(
      'payload_too_large',
      `The font is ${bytes.length} bytes; fonts are limited to ${MAX_FONT_BYTES} bytes (5 MiB).`,
      { maxBytes: MAX_FONT_BYTES },
    );
  }
  let facts: FontFacts;
  try {
    facts = await deps.fonts.inspect(bytes);
  } catch (err) {
    if (err instanceof InvalidFontError) throw new AppError('invalid_font', err.message);
    throw err;
  }
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const again = await deps.store.brand.findFontByHash(workspaceId, sha256);
  if (again) return { font: await takenBack(deps, again, input.filename), created: false };

  const id = newId('fnt');
  const font: BrandFontRecord = {
    id,
    workspaceId,
    family: facts.family,
    style: facts.style,
    fullName: facts.fullName,
    postscriptName: facts.postscriptName,
    format: facts.format,
    variable: facts.variable,
    filename: input.filename,
    bytes: bytes.length,
    sha256,
    storageKey: brandFileKeys.font(workspaceId, id, facts.format),
    licenceNotice: facts.licence.notice,
    licenceUrl: facts.licence.url,
    copyright: facts.licence.copyright,
    createdAt: deps.clock.now().toISOString(),
    usedAt: null,
    deletedAt: null,
  };
  await deps.blobs.put(font.storageKey, Readable.from([bytes]), {
    maxBytes: MAX_FONT_BYTES,
    contentType: `font/${facts.format}`,
  });
  if (!(await deps.store.brand.insertFont(font))) {
    // The same file arrived at the same moment: keep the first, drop this copy.
    await deps.blobs.delete(font.storageKey);
    const first = (await deps.store.brand.findFontByHash(workspaceId, sha256))!;
    return { font: await takenBack(deps, first, input.filename), created: false };
  }
  return { font, created: true };
}

async function takenBack(deps: BrandDeps, font: BrandFontRecord, filename: string | null) {
  if (font.deletedAt === null) return font;
  await deps.store.brand.restoreFont(font.id, { filename });
  return (await deps.store.brand.findFont(font.id))!;
}

/** The workspace's fonts that are not deleted, newest first. */
export function listFonts(
  deps: Pick<BrandDeps, 'store'>,
  workspaceId: string,
  page: { limit: number; before?: string | undefined },
): Promise<BrandFontRecord[]> {
  return deps.store.brand.listFonts(workspaceId, page);
}

/** A font of this workspace that is not deleted; 404 otherwise, whoever owns it. */
export async function getFont(
  deps: Pick<BrandDeps, 'store'>,
  workspaceId: string,
  id: string,
): Promise<BrandFontRecord> {
  const font = isWellFormedId(id, 'fnt') ? await deps.store.brand.findFont(id) : undefined;
  if (!font || font.workspaceId !== workspaceId || font.deletedAt !== null) throw notFound('The font');
  return font;
}

/**
 * Deletes a font: it leaves the list and can no longer be chosen. The current brand may not use it
 * (409: choose another font first). A font a past brand version used keeps its file, so that runs
 * made with that version can be drawn again; one never used is removed with its file.
 */
export async function deleteFont(
  deps: BrandDeps,
  caller: AuthContext,
  workspaceId: string,
  id: string,
): Promise<void> {
  requireRole(caller, 'editor', 'delete brand fonts');
  const font = await getFont(deps, workspaceId, id);
  const current = await deps.store.brand.current(workspaceId);
  const role = (['heading', 'body'] as const).find((r) => current?.document.fonts[r] === font.id);
  if (current && role) {
    throw conflict(
      `The brand (version ${current.version}) sets its ${role} in this font; choose another ${role} font with PUT /v1/brand first.`,
    );
  }
  if (!(await deps.store.brand.markFontDeleted(font.id, deps.clock.now().toISOString()))) {
    throw notFound('The font');
  }
  if (await deps.store.brand.removeFont(font.id)) await deps.blobs.delete(font.storageKey);
}
