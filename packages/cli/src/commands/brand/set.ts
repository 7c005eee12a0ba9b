import { type Brand, type BrandInput, COPY_TONES } from '@contentforge/sdk';
import { Option } from 'commander';
import { defineCommand } from '../../define-command.js';
import { UsageError } from '../../terminal.js';
import { fontOf, type LogoOptions, logoOf } from './brand-files.js';
import { describeBrand } from './brand-text.js';

interface SetOptions extends LogoOptions {
  name?: string;
  primary?: string;
  secondary?: string;
  accent?: string;
  background?: string;
  text?: string;
  heading?: string;
  body?: string;
  corner?: NonNullable<BrandInput['logoPlacement']>['corner'];
  logoSize?: NonNullable<BrandInput['logoPlacement']>['size'];
  logoPresets?: string;
  logoOnImages?: 'yes' | 'no';
  tone?: NonNullable<BrandInput['voice']>['tone'];
  language?: NonNullable<BrandInput['voice']>['language'];
  description?: string;
  hashtags?: string;
  bannedWords?: string;
}

const list = (value: string) =>
  value
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v !== '');

/**
 * Changes only what its options name, on the version it read: a change someone made in between is
 * refused (exit 6), never overwritten. A logo or a font can be a local file, uploaded first.
 */
export const setBrand = defineCommand<SetOptions>({
  name: 'set',
  description: 'change what the options name and keep the rest (a new version)',
  configure: (c) =>
    c
      .option('--name <name>', 'the brand’s name')
      .option('--primary <hex>', 'the main colour, e.g. #0a7d4f')
      .option('--secondary <hex>')
      .option('--accent <hex>', 'for highlights: stickers, buttons')
      .option('--background <hex>')
      .option('--text <hex>')
      .option(
        '--heading <font>',
        'Inter, DM Serif Display, Caveat, an uploaded font’s id, or a .ttf/.otf/.woff2 file',
      )
      .option('--body <font>', 'the same, for body text')
      .option('--logo <file|url>', 'an image file (uploaded first) or a media URL of the workspace')
      .option('--no-logo', 'remove the logo')
      .option('--logo-on-light <file|url>', 'the logo’s variant for light backgrounds')
      .option('--logo-on-dark <file|url>', 'the logo’s variant for dark backgrounds')
      .addOption(
        new Option('--corner <corner>').choices(['top-left', 'top-right', 'bottom-left', 'bottom-right']),
      )
      .addOption(new Option('--logo-size <size>').choices(['small', 'medium', 'large']))
      .option('--logo-presets <ids>', 'the presets that carry the logo, comma-separated, or "all"')
      .addOption(
        new Option('--logo-on-images <yes|no>', 'whether image generations carry it').choices(['yes', 'no']),
      )
      .addOption(new Option('--tone <tone>').choices([...COPY_TONES]))
      .option('--language <tag>', 'the language copy is written in by default, e.g. fr, pt-BR')
      .option('--description <text>', 'how the brand speaks, in a few sentences')
      .option(
        '--hashtags <tags>',
        'added to every caption, comma-separated (replaces the list; "" clears it)',
      )
      .option('--banned-words <words>', 'never written, comma-separated (replaces the list; "" clears it)'),
  async run({ cf, opts, bars }) {
    const { workspaceId: _, updatedAt: __, ...current } = await cf.brand.get();
    const name = opts.name ?? current.name;
    if (name === undefined) throw new UsageError('the brand has no name yet: give one with --name.');
    const change: BrandInput = {
      ...current,
      name,
      colors: withColours(current.colors, opts),
      fonts: {
        ...current.fonts,
        ...(opts.heading ? { heading: await fontOf(cf, opts.heading) } : {}),
        ...(opts.body ? { body: await fontOf(cf, opts.body) } : {}),
      },
      voice: {
        ...current.voice,
        ...(opts.tone ? { tone: opts.tone } : {}),
        ...(opts.language ? { language: opts.language } : {}),
        ...(opts.description !== undefined ? { description: opts.description } : {}),
        ...(opts.hashtags !== undefined ? { hashtags: list(opts.hashtags) } : {}),
        ...(opts.bannedWords !== undefined ? { bannedWords: list(opts.bannedWords) } : {}),
      },
      logoPlacement: {
        ...current.logoPlacement,
        ...(opts.corner ? { corner: opts.corner } : {}),
        ...(opts.logoSize ? { size: opts.logoSize } : {}),
        ...(opts.logoOnImages ? { images: opts.logoOnImages === 'yes' } : {}),
      },
    };
    if (opts.logoPresets !== undefined) {
      const { presets: _all, ...rest } = change.logoPlacement!;
      type PresetIds = NonNullable<NonNullable<BrandInput['logoPlacement']>['presets']>;
      change.logoPlacement =
        opts.logoPresets === 'all' ? rest : { ...rest, presets: list(opts.logoPresets) as PresetIds };
    }
    const logo = await logoOf(cf, current.logo, opts, bars);
    if (logo) change.logo = logo;
    else delete change.logo;
    const set = await cf.brand.set(change);
    const fonts = await cf.brand.fonts.list({ limit: 100 }).toArray(100);
    return {
      json: { brand: set },
      text: [
        set.version === current.version ? 'Nothing changed.' : `Set version ${set.version} of the brand.`,
        ...describeBrand(set, fonts),
      ],
    };
  },
});

function withColours(colors: Brand['colors'], opts: SetOptions): BrandInput['colors'] {
  const given = {
    ...(opts.primary ? { primary: opts.primary } : {}),
    ...(opts.secondary ? { secondary: opts.secondary } : {}),
    ...(opts.accent ? { accent: opts.accent } : {}),
    ...(opts.background ? { background: opts.background } : {}),
    ...(opts.text ? { text: opts.text } : {}),
  };
  const merged = { ...colors, ...given };
  if (Object.keys(merged).length === 0) return undefined;
  if (!merged.primary) throw new UsageError('the brand has no primary colour yet: give one with --primary.');
  return { ...merged, primary: merged.primary };
}
