import { z } from 'zod';
import { FONT_FORMATS } from '../../../ports/font-files.js';
import type { BrandFontRecord } from '../../../ports/persistence/brand.js';

/** `BrandFont`: a font uploaded for the brand, as its own tables describe it. */
export const brandFontSchema = z
  .object({
    id: z.string().describe('Name it as `fonts.heading` or `fonts.body` of PUT /brand.'),
    workspaceId: z.string(),
    family: z.string().describe("The font's typographic family, from its name table."),
    style: z.string().describe('E.g. Regular, Bold Italic.'),
    fullName: z.string(),
    postscriptName: z.string().optional(),
    format: z.enum(FONT_FORMATS).describe("Read from the file's bytes."),
    variable: z.boolean().describe('Whether it has variation axes (a weight range rather than one weight).'),
    filename: z.string().optional(),
    bytes: z.number().int(),
    sha256: z.string(),
    licence: z
      .object({
        notice: z.string().optional().describe("The font's own licence description (name ID 13)."),
        url: z.string().optional().describe("The font's licence URL (name ID 14)."),
        copyright: z.string().optional(),
      })
      .describe(
        'What the font says about its licence. Holding a licence that lets you use the font in the pictures you publish is your responsibility.',
      ),
    createdAt: z.string(),
  })
  .meta({ id: 'BrandFont' });

export type BrandFont = z.infer<typeof brandFontSchema>;

export function toBrandFont(f: BrandFontRecord): BrandFont {
  return {
    id: f.id,
    workspaceId: f.workspaceId,
    family: f.family,
    style: f.style,
    fullName: f.fullName,
    ...(f.postscriptName !== null ? { postscriptName: f.postscriptName } : {}),
    format: f.format,
    variable: f.variable,
    ...(f.filename !== null ? { filename: f.filename } : {}),
    bytes: f.bytes,
    sha256: f.sha256,
    licence: {
      ...(f.licenceNotice !== null ? { notice: f.licenceNotice } : {}),
      ...(f.licenceUrl !== null ? { url: f.licenceUrl } : {}),
      ...(f.copyright !== null ? { copyright: f.copyright } : {}),
    },
    createdAt: f.createdAt,
  };
}
