/**
 * The workspace's brand: its versions (each one kept as it was set, never changed), the fonts it
 * uploaded, and the copies of logo images the brand keeps.
 */
import type { Language } from '../../domain/languages.js';
import type { PresetId } from '../../domain/presets/preset-catalogue.js';
import type { BrandColours, LogoCorner, LogoSize } from '../brand-kit.js';
import type { Tone } from '../copy-engine.js';
import type { FontFormat } from '../font-files.js';

/** A logo as the brand names it: the media URL it was set from and the copy the brand keeps. */
export interface StoredLogo {
  url: string;
  mediaId: string;
  logoId: string;
}

/** The brand as one version set it: what `GET /brand` shows, with the stored files it names. */
export interface BrandDocument {
  name: string;
  logo: (StoredLogo & { onLight?: StoredLogo; onDark?: StoredLogo }) | null;
  colors: BrandColours | null;
  /** A bundled family's name or an uploaded font's id. */
  fonts: { heading?: string; body?: string };
  voice: {
    tone?: Tone;
    language?: Language;
    description?: string;
    hashtags: string[];
    bannedWords: string[];
  };
  logoPlacement: {
    corner: LogoCorner;
    size: LogoSize;
    /** null: every preset. */
    presets: PresetId[] | null;
    images: boolean;
  };
}

export interface BrandVersionRecord {
  workspaceId: string;
  version: number;
  document: BrandDocument;
  createdAt: string;
  /** The token that made the change. */
  createdBy: string | null;
}

export interface BrandFontRecord {
  id: string;
  workspaceId: string;
  family: string;
  style: string;
  fullName: string;
  postscriptName: string | null;
  format: FontFormat;
  variable: boolean;
  filename: string | null;
  bytes: number;
  sha256: string;
  storageKey: string;
  licenceNotice: string | null;
  licenceUrl: string | null;
  copyright: string | null;
  createdAt: string;
  /** When a brand version first named it: from then on its file is kept for that version. */
  usedAt: string | null;
  deletedAt: string | null;
}

export interface BrandLogoRecord {
  id: string;
  workspaceId: string;
  /** The media item it was copied from (which may since have been deleted). */
  mediaId: string;
  /** Of the stored PNG. */
  sha256: string;
  storageKey: string;
  width: number;
  height: number;
  opaque: boolean;
  createdAt: string;
}

export interface BrandRepository {
  /** The workspace's newest version; undefined before its brand is first set. */
  current(workspaceId: string): Promise<BrandVersionRecord | undefined>;
  version(workspaceId: string, version: number): Promise<BrandVersionRecord | undefined>;
  /** Inserts a version; false when that version number is already taken (a change that lost a race). */
  insertVersion(record: BrandVersionRecord): Promise<boolean>;

  /** Inserts a font; false when the workspace already has a font with this file's SHA-256. */
  insertFont(font: BrandFontRecord): Promise<boolean>;
  findFont(id: string): Promise<BrandFontRecord | undefined>;
  findFontByHash(workspaceId: string, sha256: string): Promise<BrandFontRecord | undefined>;
  /** Fonts not deleted, newest first. */
  listFonts(
    workspaceId: string,
    page: { limit: number; before?: string | undefined },
  ): Promise<BrandFontRecord[]>;
  /** Sets `usedAt` on those of these fonts that have none. */
  markFontsUsed(ids: readonly string[], at: string): Promise<void>;
  /** Takes a deleted font back (its file uploaded again). */
  restoreFont(id: string, change: { filename: string | null }): Promise<void>;
  markFontDeleted(id: string, at: string): Promise<boolean>;
  /** Removes a font no version ever named; false when one has (it is kept then). */
  removeFont(id: string): Promise<boolean>;

  /** Inserts a logo copy; false when the workspace already keeps one with this SHA-256. */
  insertLogo(logo: BrandLogoRecord): Promise<boolean>;
  findLogo(id: string): Promise<BrandLogoRecord | undefined>;
  findLogoByHash(workspaceId: string, sha256: string): Promise<BrandLogoRecord | undefined>;

  /** Of these storage keys, those holding a font or logo copy a row names. */
  keysInUse(keys: readonly string[]): Promise<string[]>;
}
