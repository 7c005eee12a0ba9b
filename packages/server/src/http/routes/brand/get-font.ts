import { z } from 'zod';
import { getFont } from '../../../domain/brand/brand-fonts.js';
import { workspaceOf } from '../../request-context.js';
import type { RouteDeps } from '../../route-deps.js';
import { dataEnvelope, idSchema, problemResponses } from '../../schemas.js';
import type { ZodApp } from '../../zod-app.js';
import { brandFontSchema, toBrandFont } from './font-schema.js';

export function getFontRoute(app: ZodApp, deps: RouteDeps): void {
  app.get(
    '/brand/fonts/:id',
    {
      schema: {
        summary: 'One uploaded font',
        tags: ['brand'],
        params: z.object({ id: idSchema }),
        response: { 200: dataEnvelope(brandFontSchema), ...problemResponses },
      },
    },
    async (request) => {
      const workspace = await workspaceOf(request);
      return { data: toBrandFont(await getFont(deps.brand, workspace.id, request.params.id)) };
    },
  );
}
