/** Tools for the workspace's brand kit: read it, and change parts of it. */
import { COPY_TONES } from '@contentforge/sdk';
import { z } from 'zod';
import { defineTool } from './define-tool.js';
import { brandShape, toBrand } from './tool-shapes.js';

const hex = z.string().min(1).max(9).describe('A hex colour, e.g. #0a7d4f.');
const mediaUrl = z.string().min(1).max(2048);

export const getBrand = defineTool({
  name: 'get_brand',
  title: 'Read the brand kit',
  description:
    "The workspace's brand kit: its name, colours, fonts, logo and where it goes, and its voice (default tone and language, description, hashtags always added, words never written). Generated images and captions use it unless a run passes brand: false. Version 0 means no brand is set. Free.",
  annotations: { readOnlyHint: true, openWorldHint: false },
  input: {},
  output: { brand: brandShape },
  async run(_args, call) {
    const brand = toBrand(await call.cf.brand.get({ signal: call.signal }));
    return {
      summary: brand.name
        ? `Brand "${brand.name}", version ${brand.version}.`
        : 'This workspace has no brand yet (version 0).',
      data: { brand },
    };
  },
});

export const setBrand = defineTool({
  name: 'set_brand',
  title: 'Change the brand kit',
  description:
    "Changes the fields given of the workspace's brand kit and keeps the others; each field given replaces that field whole (colors replaces every colour, voice every voice setting). Every later generation uses the result; the previous versions stay readable. The logo must be an image of this workspace's library (upload it with upload_media first and pass its url). Fonts are Inter, DM Serif Display, Caveat, or the id of a font the user uploaded. Needs an editor or owner token. Free. Answers the brand as it now is.",
  annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false },
  input: {
    name: z.string().min(1).max(100).optional().describe('Required when the brand has none yet.'),
    colors: z
      .object({
        primary: hex,
        secondary: hex.optional(),
        accent: hex.optional(),
        background: hex.optional(),
        text: hex.optional(),
      })
      .optional(),
    fonts: z
      .object({
        heading: z.string().min(1).max(64).optional(),
        body: z.string().min(1).max(64).optional(),
      })
      .optional(),
    logo: z
      .object({
        url: mediaUrl.describe('The logo: a media URL of this workspace.'),
        onLight: mediaUrl.optional().describe('Its variant for light backgrounds.'),
        onDark: mediaUrl.optional().describe('Its variant for dark backgrounds.'),
      })
      .optional(),
    logoPlacement: z
      .object({
        corner: z.enum(['top-left', 'top-right', 'bottom-left', 'bottom-right']).optional(),
        size: z.enum(['small', 'medium', 'large']).optional(),
        presets: z
          .array(z.string().min(1).max(100))
          .optional()
          .describe('Presets that carry the logo; all when absent.'),
        images: z.boolean().optional().describe('Whether generate_images outputs carry it.'),
      })
      .optional(),
    voice: z
      .object({
        tone: z.enum(COPY_TONES).optional(),
        language: z.string().min(2).max(16).optional().describe('A language tag, e.g. en, fr, pt-BR.'),
        description: z.string().max(500).optional(),
        hashtags: z.array(z.string().min(1).max(61)).max(10).optional(),
        bannedWords: z.array(z.string().min(1).max(60)).max(100).optional(),
      })
      .optional(),
  },
  output: { brand: brandShape },
  async run(change, call) {
    const brand = toBrand(
      await call.cf.brand.update(change as Parameters<typeof call.cf.brand.update>[0], {
        signal: call.signal,
      }),
    );
    return { summary: `Brand "${brand.name}" is at version ${brand.version}.`, data: { brand } };
  },
});

export const brandTools = [getBrand, setBrand];
