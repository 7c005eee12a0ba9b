import { setBrand } from '../../../domain/brand/brand-settings.js';
import { authOf, workspaceOf } from '../../request-context.js';
import type { RouteDeps } from '../../route-deps.js';
import { dataEnvelope, problemResponses } from '../../schemas.js';
import type { ZodApp } from '../../zod-app.js';
import { brandInputSchema, brandSchema, toBrand } from './brand-schema.js';

/** `PUT /brand`: owners and editors set the whole brand; each change is a new version. */
export function putBrandRoute(app: ZodApp, deps: RouteDeps): void {
  app.put(
    '/brand',
    {
      schema: {
        summary: "Set the workspace's brand kit (a new version)",
        description:
          'Replaces the whole brand: a field left out is cleared. Logos are media URLs of this workspace, checked and kept by the brand (422 `invalid_logo` when unreadable); fonts are bundled families or uploaded fonts (422 `invalid_font`). Send `version` from GET /brand to refuse the change (409) if someone else changed the brand since. A brand set exactly as it is keeps its version.',
        tags: ['brand'],
        body: brandInputSchema,
        response: { 200: dataEnvelope(brandSchema), ...problemResponses },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const workspace = await workspaceOf(request);
      const { version, ...brand } = request.body;
      const state = await setBrand(deps.brand, auth, workspace.id, {
        tokenId: auth.tokenId,
        brand,
        expectedVersion: version,
      });
      return { data: toBrand(state) };
    },
  );
}
