import { z } from 'zod';
import { getBrandVersion } from '../../../domain/brand/brand-settings.js';
import { workspaceOf } from '../../request-context.js';
import type { RouteDeps } from '../../route-deps.js';
import { dataEnvelope, problemResponses } from '../../schemas.js';
import type { ZodApp } from '../../zod-app.js';
import { brandSchema, toBrand } from './brand-schema.js';

/** `GET /brand/versions/{version}`: the brand as one version set it (a run's `render.brandVersion`). */
export function getBrandVersionRoute(app: ZodApp, deps: RouteDeps): void {
  app.get(
    '/brand/versions/:version',
    {
      schema: {
        summary: 'One version of the brand kit, as it was set',
        tags: ['brand'],
        params: z.object({
          version: z.coerce
            .number({ message: 'version must be a whole number from 1' })
            .int('version must be a whole number from 1')
            .min(1, 'version must be a whole number from 1')
            .max(2 ** 31 - 1),
        }),
        response: { 200: dataEnvelope(brandSchema), ...problemResponses },
      },
    },
    async (request) => {
      const workspace = await workspaceOf(request);
      return { data: toBrand(await getBrandVersion(deps.brand, workspace.id, request.params.version)) };
    },
  );
}
