/** The files a brand change names: fonts and logos on the user's computer, uploaded first. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Brand, BrandFont, BrandInput, Contentforge } from '@contentforge/sdk';
import { isAddress, uploadFiles } from '../../client-files.js';
import { type Bars, UsageError } from '../../terminal.js';

const FONT_FILE = /\.(ttf|otf|woff2)$/i;

export async function uploadFont(cf: Contentforge, file: string): Promise<BrandFont> {
  const bytes = await readFile(file).catch(() => {
    throw new UsageError(`${file} is not a file that can be read.`);
  });
  return cf.brand.fonts.upload(bytes, { filename: path.basename(file) });
}

/** A font file is uploaded first; a family name or a font id is taken as it is. */
export async function fontOf(cf: Contentforge, font: string): Promise<string> {
  return FONT_FILE.test(font) ? (await uploadFont(cf, font)).id : font;
}

export interface LogoOptions {
  logo?: string | false;
  logoOnLight?: string;
  logoOnDark?: string;
}

/** The logo after the change: files uploaded first, URLs of the library as they are. */
export async function logoOf(
  cf: Contentforge,
  current: Brand['logo'],
  opts: LogoOptions,
  bars: Bars,
): Promise<BrandInput['logo'] | undefined> {
  if (opts.logo === false) return undefined;
  const media = async (source: string | undefined) => {
    if (source === undefined) return undefined;
    if (isAddress(source) && source.startsWith(`${cf.baseUrl}/files/`)) return source;
    return (await uploadFiles(cf, [source], bars))[0]!.url;
  };
  const url = (await media(opts.logo)) ?? current?.url;
  const onLight = (await media(opts.logoOnLight)) ?? current?.onLight;
  const onDark = (await media(opts.logoOnDark)) ?? current?.onDark;
  if (url === undefined) {
    if (onLight || onDark) throw new UsageError('give the logo itself with --logo before its variants.');
    return undefined;
  }
  return { url, ...(onLight ? { onLight } : {}), ...(onDark ? { onDark } : {}) };
}
