/** What `brand show` and `brand set` print for a person. */
import type { Brand, BrandFont } from '@contentforge/sdk';

export function describeBrand(brand: Brand, fonts: BrandFont[]): string[] {
  if (brand.version === 0 || brand.name === undefined) {
    return [
      'This workspace has no brand yet: set one with contentforge brand set --name "…" --primary "#…".',
    ];
  }
  const fontName = (f: string | undefined) => {
    if (f === undefined) return 'the studio’s own';
    const uploaded = fonts.find((u) => u.id === f);
    return uploaded ? `${uploaded.family} ${uploaded.style} (${f})` : f;
  };
  const colours = brand.colors
    ? Object.entries(brand.colors)
        .map(([role, hex]) => `${role} ${hex}`)
        .join(', ')
    : 'the studio’s own';
  const { corner, size, presets, images } = brand.logoPlacement;
  const where = `${presets ? (presets.length ? presets.join(', ') : 'no preset') : 'every preset'}${images ? ' and image generations' : ''}`;
  const logo = brand.logo
    ? `${brand.logo.url}${brand.logo.onLight ? `, on light ${brand.logo.onLight}` : ''}${brand.logo.onDark ? `, on dark ${brand.logo.onDark}` : ''} — ${corner}, ${size}, on ${where}`
    : 'none';
  const { tone, language, description, hashtags, bannedWords } = brand.voice;
  return [
    `${brand.name} (version ${brand.version}${brand.updatedAt ? `, set ${brand.updatedAt}` : ''})`,
    `  colours   ${colours}`,
    `  fonts     headings ${fontName(brand.fonts.heading)}; body ${fontName(brand.fonts.body)}`,
    `  logo      ${logo}`,
    `  voice     ${[tone ?? 'tone per run', language ?? 'language per run'].join(', ')}${description ? ` — ${description}` : ''}`,
    `  hashtags  ${hashtags.length ? hashtags.join(' ') : 'none'}`,
    `  never     ${bannedWords.length ? bannedWords.join(', ') : 'nothing banned'}`,
  ];
}
