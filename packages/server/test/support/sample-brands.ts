/**
 * Brand kits as the renderers take them, built without a database: two contrasting sample brands
 * (a deep green skincare house set in a serif, and a loud yellow snack brand set in an uploaded
 * font), with logos drawn in SVG — a dark one for light backgrounds and a white one for dark ones.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import sharp from 'sharp';
import type { BrandKit, BrandLogo, LogoPixels } from '../../src/ports/brand-kit.js';
import { decompressWoff2 } from '../../src/studio/text/font-library.js';

const require = createRequire(import.meta.url);

export async function logoPixels(svg: string): Promise<LogoPixels> {
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  let opaque = true;
  for (let i = 3; i < data.length; i += 4) if (data[i] !== 255) opaque = false;
  return { width: info.width, height: info.height, rgba: data, png, opaque };
}

/** A round mark and a wordmark, 480×160, in `colour` on transparency. */
export const wordmarkSvg = (word: string, colour: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="160" viewBox="0 0 480 160">
    <circle cx="80" cy="80" r="64" fill="${colour}"/>
    <path d="M50 95 Q80 20 112 62 Q92 112 50 95 Z" fill="${colour === '#ffffff' ? '#0a7d4f' : '#ffffff'}"/>
    <rect x="170" y="52" width="280" height="22" rx="6" fill="${colour}"/>
    <rect x="170" y="90" width="200" height="18" rx="6" fill="${colour}"/>
    <title>${word}</title>
  </svg>`;

export async function sampleLogo(
  placement: Partial<Pick<BrandLogo, 'corner' | 'size' | 'presets' | 'images'>> = {},
  colours = { onLight: '#123b2c', onDark: '#ffffff' },
): Promise<BrandLogo> {
  const onLight = await logoPixels(wordmarkSvg('logo', colours.onLight));
  return {
    main: onLight,
    onLight,
    onDark: await logoPixels(wordmarkSvg('logo', colours.onDark)),
    corner: 'bottom-right',
    size: 'medium',
    presets: 'all',
    images: true,
    ...placement,
  };
}

/** Noto Serif's Latin subset as an uploaded brand font: it has Latin letters and no Cyrillic ones. */
export async function uploadedLatinSerif(): Promise<Buffer> {
  const woff2 = readFileSync(
    require.resolve('@fontsource-variable/noto-serif/files/noto-serif-latin-wght-normal.woff2'),
  );
  return Buffer.from(await decompressWoff2(woff2));
}

/** A deep green skincare brand on cream, set in DM Serif Display and Inter. */
export async function verdantBrand(): Promise<BrandKit> {
  return {
    version: 3,
    name: 'Verdant Labs',
    colors: { primary: '#0a7d4f', accent: '#ffcc33', background: '#f6f3ec', text: '#1d2a24' },
    fonts: {
      heading: { kind: 'bundled', family: 'DM Serif Display' },
      body: { kind: 'bundled', family: 'Inter' },
    },
    logo: await sampleLogo(),
    voice: { hashtags: [], bannedWords: [] },
  };
}

/** A loud yellow snack brand with a magenta accent, its headings in an uploaded font. */
export async function zingBrand(): Promise<BrandKit> {
  const sfnt = await uploadedLatinSerif();
  return {
    version: 1,
    name: 'Zing',
    colors: { primary: '#ffd21f', secondary: '#1a1033', accent: '#e0218a' },
    fonts: {
      heading: {
        kind: 'uploaded',
        fontId: 'fnt_sample',
        family: 'Noto Serif',
        style: 'Regular',
        variable: true,
        key: createHash('sha256').update(sfnt).digest('hex'),
        sfnt,
      },
    },
    logo: await sampleLogo({ corner: 'top-left', size: 'small' }, { onLight: '#1a1033', onDark: '#ffd21f' }),
    voice: { hashtags: [], bannedWords: [] },
  };
}
