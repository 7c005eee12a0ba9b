import { z } from 'zod';
import { AppError } from '../../../domain/app-error.js';
import { MAX_FONT_BYTES, uploadFont } from '../../../domain/brand/brand-fonts.js';
import { authOf, workspaceOf } from '../../request-context.js';
import type { RouteDeps } from '../../route-deps.js';
import { dataEnvelope, problemResponses } from '../../schemas.js';
import type { ZodApp } from '../../zod-app.js';
import { brandFontSchema, toBrandFont } from './font-schema.js';

/** The types a font may be sent as; which format it is comes from its bytes. */
const FONT_TYPES = ['font/ttf', 'font/otf', 'font/woff2', 'font/sfnt', 'application/octet-stream'];

const fontFile = z
  .custom<Buffer>((body) => Buffer.isBuffer(body), {
    message: `must be the font file itself, sent with Content-Type ${FONT_TYPES.slice(0, 3).join(', ')}`,
  })
  .meta({ type: 'string', format: 'binary' });

/**
 * `POST /brand/fonts`: the font file is the request body, as it is (`curl --data-binary @Brand.otf
 * -H 'Content-Type: font/otf'`). A font is at most 5 MiB, so one request that answers what the file
 * is beats the three steps of a direct upload, which exist to keep 25 MiB images off the API.
 */
export function uploadFontRoute(app: ZodApp, deps: RouteDeps): void {
  app.register(async (fonts: ZodApp) => {
    fonts.removeAllContentTypeParsers();
    fonts.addContentTypeParser(
      FONT_TYPES,
      { parseAs: 'buffer', bodyLimit: MAX_FONT_BYTES },
      (_request, body, done) => done(null, body),
    );
    fonts.addContentTypeParser('*', (request, _payload, done) =>
      done(
        new AppError(
          'unsupported_media_type',
          `Content-Type ${JSON.stringify(request.headers['content-type'] ?? '')} is not accepted here: send the font file as the body with Content-Type ${FONT_TYPES.slice(0, 3).join(', ')} (or application/octet-stream).`,
        ),
      ),
    );
    fonts.post(
      '/brand/fonts',
      {
        bodyLimit: MAX_FONT_BYTES,
        schema: {
          summary: 'Upload a font for the brand (OTF, TTF or WOFF2, at most 5 MiB)',
          description:
            "The body is the font file as it is. It is parsed whole: a file that is not a font that can draw text is 422 `invalid_font`. Answers the font's family, style and licence fields; 201 when new, 200 with the font already uploaded when the same file comes again. Holding a licence that lets you use the font in the pictures you publish is your responsibility.",
          tags: ['brand'],
          consumes: FONT_TYPES,
          querystring: z.object({
            filename: z
              .string()
              .trim()
              .min(1)
              .max(255)
              .optional()
              .describe('The file name, kept with the font.'),
          }),
          body: fontFile.optional(),
          response: {
            200: dataEnvelope(brandFontSchema),
            201: dataEnvelope(brandFontSchema),
            ...problemResponses,
          },
        },
      },
      async (request, reply) => {
        const workspace = await workspaceOf(request);
        const { font, created } = await uploadFont(deps.brand, authOf(request), workspace.id, {
          bytes: request.body ?? Buffer.alloc(0),
          filename: request.query.filename ?? null,
        });
        return reply.code(created ? 201 : 200).send({ data: toBrandFont(font) });
      },
    );
  });
}
