import { z } from 'zod';
import { type BrandState, DEFAULT_LOGO_PLACEMENT } from '../../../domain/brand/brand-settings.js';
import { isWholeHashtag } from '../../../domain/copy/hashtag-text.js';
import { isWellFormedId } from '../../../domain/ids.js';
import { LANGUAGES } from '../../../domain/languages.js';
import { PRESETS, type PresetId } from '../../../domain/presets/preset-catalogue.js';
import { LOGO_CORNERS, LOGO_SIZES } from '../../../ports/brand-kit.js';
import { TONES } from '../../../ports/copy-engine.js';
import type { BrandDocument } from '../../../ports/persistence/brand.js';
import { BRAND_FAMILIES } from '../../../studio/text/brand-families.js';

const FAMILIES = Object.keys(BRAND_FAMILIES);

/** `#rgb` or `#rrggbb` in any case, answered as `#rrggbb` in lower case. */
const hexColour = z
  .string()
  .regex(/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'must be a hex colour: #rrggbb or #rgb, e.g. #1f6feb')
  .transform((v) => {
    const hex = v.slice(1).toLowerCase();
    return `#${hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex}`;
  });

const colorsSchema = z.object({
  primary: hexColour.describe('The main brand colour.'),
  secondary: hexColour.optional(),
  accent: hexColour.optional().describe('For highlights: stickers, buttons, underlines.'),
  background: hexColour.optional(),
  text: hexColour.optional(),
});

const fontSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .refine(
    (v) => FAMILIES.some((f) => f.toLowerCase() === v.toLowerCase()) || isWellFormedId(v, 'fnt'),
    `must be one of the bundled families (${FAMILIES.join(', ')}) or the id of a font uploaded with POST /v1/brand/fonts`,
  )
  .describe(`A bundled family (${FAMILIES.join(', ')}) or the id of an uploaded font (\`fnt_…\`).`);

const MAX_HASHTAGS = 10;
const MAX_BANNED_WORDS = 100;

/** Each with its "#" (added when left out), checked as every platform links it, once each. */
const hashtagsSchema = z
  .array(
    z
      .string()
      .trim()
      .transform((v) => v.replace(/^#/, '').normalize('NFC'))
      .refine(
        (tag) => tag.length >= 1 && tag.length <= 60 && isWholeHashtag(tag),
        'must be one hashtag: letters, digits and underscores, not only digits, at most 60 characters',
      ),
  )
  .max(MAX_HASHTAGS, `at most ${MAX_HASHTAGS} hashtags`)
  .transform((tags) => unique(tags).map((t) => `#${t}`));

const bannedWordsSchema = z
  .array(
    z
      .string()
      .trim()
      .min(1, 'must not be empty')
      .max(60, 'at most 60 characters')
      .regex(/^[^\n\r\t]+$/, 'one line'),
  )
  .max(MAX_BANNED_WORDS, `at most ${MAX_BANNED_WORDS} words or phrases`)
  .transform(unique);

/** Without repeats, compared without regard to case; the first spelling is kept. */
function unique(values: string[]): string[] {
  const seen = new Set<string>();
  return values.filter((v) => {
    const key = v.toLocaleLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const voiceSchema = z.object({
  tone: z.enum(TONES).optional().describe('The tone copy is written in when a request names none.'),
  language: z
    .enum(LANGUAGES)
    .optional()
    .describe('The language copy and picture text are written in when a request names none.'),
  description: z
    .string()
    .trim()
    .max(500, 'at most 500 characters')
    .optional()
    .describe('How the brand speaks, in a few sentences, for the copy engines.'),
  hashtags: hashtagsSchema.optional().describe(`Added to every caption (at most ${MAX_HASHTAGS}).`),
  bannedWords: bannedWordsSchema
    .optional()
    .describe(
      `Words and phrases never written, compared without regard to case (at most ${MAX_BANNED_WORDS}).`,
    ),
});

const PRESET_IDS = PRESETS.map((p) => p.presetId) as [PresetId, ...PresetId[]];

const logoPlacementSchema = z.object({
  corner: z.enum(LOGO_CORNERS).optional().describe('Default bottom-right.'),
  size: z
    .enum(LOGO_SIZES)
    .optional()
    .describe(
      "Default medium. The logo fits a square whose side is 12 %, 18 % or 24 % of the picture's shorter side.",
    ),
  presets: z
    .array(z.enum(PRESET_IDS))
    .max(PRESET_IDS.length)
    .optional()
    .describe('The presets whose outputs carry the logo; all of them when left out, none with [].'),
  images: z.boolean().optional().describe('Whether /generations/image outputs carry it too. Default true.'),
});

const mediaUrl = z.string().min(1).max(2000);

const logoSchema = z.object({
  url: mediaUrl.describe('A media URL of this workspace (upload the image first): the logo.'),
  onLight: mediaUrl.optional().describe('The variant for light backgrounds (usually a dark logo).'),
  onDark: mediaUrl.optional().describe('The variant for dark backgrounds (usually a light or white logo).'),
});

/** `PUT /brand`: the whole brand, every field but `name` optional; what is left out is cleared. */
export const brandInputSchema = z.object({
  name: z.string().trim().min(1, 'name must be 1–100 characters').max(100, 'name must be 1–100 characters'),
  logo: logoSchema.optional(),
  colors: colorsSchema.optional(),
  fonts: z.object({ heading: fontSchema.optional(), body: fontSchema.optional() }).optional(),
  voice: voiceSchema.optional(),
  logoPlacement: logoPlacementSchema.optional(),
  version: z
    .number()
    .int()
    .min(0)
    .optional()
    .describe(
      'The version this change was made on (from GET /brand): when the brand has changed since, the change is refused with 409 and nothing is stored.',
    ),
});

/** `Brand`: the workspace's brand kit as it is now, or as one version set it. */
export const brandSchema = z
  .object({
    workspaceId: z.string(),
    version: z.number().int().describe('Increases with every change; 0 while the brand has never been set.'),
    name: z.string().optional().describe('Absent while the brand has never been set.'),
    logo: z
      .object({ url: z.string(), onLight: z.string().optional(), onDark: z.string().optional() })
      .optional(),
    colors: z
      .object({
        primary: z.string(),
        secondary: z.string().optional(),
        accent: z.string().optional(),
        background: z.string().optional(),
        text: z.string().optional(),
      })
      .optional(),
    fonts: z.object({ heading: z.string().optional(), body: z.string().optional() }),
    voice: z.object({
      tone: z.enum(TONES).optional(),
      language: z.enum(LANGUAGES).optional(),
      description: z.string().optional(),
      hashtags: z.array(z.string()),
      bannedWords: z.array(z.string()),
    }),
    logoPlacement: z.object({
      corner: z.enum(LOGO_CORNERS),
      size: z.enum(LOGO_SIZES),
      presets: z.array(z.enum(PRESET_IDS)).optional().describe('Absent: every preset.'),
      images: z.boolean(),
    }),
    updatedAt: z.string().optional().describe('When this version was set.'),
  })
  .meta({ id: 'Brand' });

export type Brand = z.infer<typeof brandSchema>;

const placementView = ({ corner, size, presets, images }: BrandDocument['logoPlacement']) => ({
  corner,
  size,
  ...(presets ? { presets } : {}),
  images,
});

export function toBrand(state: BrandState): Brand {
  const d = state.document;
  if (!d) {
    return {
      workspaceId: state.workspaceId,
      version: state.version,
      fonts: {},
      voice: { hashtags: [], bannedWords: [] },
      logoPlacement: placementView(DEFAULT_LOGO_PLACEMENT),
    };
  }
  return {
    workspaceId: state.workspaceId,
    version: state.version,
    name: d.name,
    ...(d.logo
      ? {
          logo: {
            url: d.logo.url,
            ...(d.logo.onLight ? { onLight: d.logo.onLight.url } : {}),
            ...(d.logo.onDark ? { onDark: d.logo.onDark.url } : {}),
          },
        }
      : {}),
    ...(d.colors ? { colors: d.colors } : {}),
    fonts: d.fonts,
    voice: d.voice,
    logoPlacement: placementView(d.logoPlacement),
    ...(state.updatedAt ? { updatedAt: state.updatedAt } : {}),
  };
}
