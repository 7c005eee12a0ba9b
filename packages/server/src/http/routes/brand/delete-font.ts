import { z } from 'zod';
import { deleteFont } from '../../../domain/brand/brand-fonts.js';
import { authOf, workspaceOf } from '../../request-context.js';
import type { RouteDeps } from '../../route-deps.js';
import { deletedEnvelope, idSchema, problemResponses } from '../../schemas.js';
import type { ZodApp } from '../../zod-app.js';

export function deleteFontRoute(app: ZodApp, deps: RouteDeps): void {
  app.delete(
    '/brand/fonts/:id',
    {
      schema: {
        summary: 'Delete an uploaded font',
        description:
          'The font leaves the list and can no longer be chosen; 409 while the brand uses it. A font a past brand version used is kept in storage, so that runs made with that version can be drawn again.',
        tags: ['brand'],
        params: z.object({ id: idSchema }),
        response: { 200: deletedEnvelope, ...problemResponses },
      },
    },
    async (request) => {
      const workspace = await workspaceOf(request);
      await deleteFont(deps.brand, authOf(request), workspace.id, request.params.id);
      return { data: { id: request.params.id, deleted: true as const } };
    },
  );
}
