import { getBrand } from '../../../domain/brand/brand-settings.js';
import { workspaceOf } from '../../request-context.js';
import type { RouteDeps } from '../../route-deps.js';
import { dataEnvelope, problemResponses } from '../../schemas.js';
import type { ZodApp } from '../../zod-app.js';
import { brandSchema, toBrand } from './brand-schema.js';

/** `GET /brand`: every role reads it; a workspace that never set one answers version 0 and the defaults. */
export function getBrandRoute(app: ZodApp, deps: RouteDeps): void {
  app.get(
    '/brand',
    {
      schema: {
        summary: "The workspace's brand kit",
        description:
          'Version 0, without a name, while the brand has never been set: outputs then use the studio’s own palette, type and voice.',
        tags: ['brand'],
        response: { 200: dataEnvelope(brandSchema), ...problemResponses },
      },
    },
    async (request) => {
      const workspace = await workspaceOf(request);
      return { data: toBrand(await getBrand(deps.brand, workspace.id)) };
    },
  );
}
