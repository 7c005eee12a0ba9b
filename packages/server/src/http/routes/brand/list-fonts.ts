import { listFonts } from '../../../domain/brand/brand-fonts.js';
import { decodeCursor, page } from '../../pagination.js';
import { workspaceOf } from '../../request-context.js';
import type { RouteDeps } from '../../route-deps.js';
import { listEnvelope, paginationQuery, problemResponses } from '../../schemas.js';
import type { ZodApp } from '../../zod-app.js';
import { brandFontSchema, toBrandFont } from './font-schema.js';

export function listFontsRoute(app: ZodApp, deps: RouteDeps): void {
  app.get(
    '/brand/fonts',
    {
      schema: {
        summary: "The brand's uploaded fonts, newest first",
        tags: ['brand'],
        querystring: paginationQuery,
        response: { 200: listEnvelope(brandFontSchema), ...problemResponses },
      },
    },
    async (request) => {
      const { limit, cursor } = request.query;
      const workspace = await workspaceOf(request);
      const rows = await listFonts(deps.brand, workspace.id, {
        limit: limit + 1,
        before: decodeCursor(cursor, 'fnt'),
      });
      const result = page(rows, limit, (f) => f.id);
      return { ...result, data: result.data.map(toBrandFont) };
    },
  );
}
