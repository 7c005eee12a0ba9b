import { z } from 'zod';
import { completeUpload } from '../../../domain/media/complete-upload.js';
import { authOf, workspaceOf } from '../../request-context.js';
import type { RouteDeps } from '../../route-deps.js';
import { dataEnvelope, problemResponses } from '../../schemas.js';
import type { ZodApp } from '../../zod-app.js';
import { mediaItemSchema, toMediaItem } from './media-item-schema.js';

/** Upload completion, `POST /media/complete`: checks what was uploaded and adds it to the library. */
export function completeUploadRoute(app: ZodApp, deps: RouteDeps): void {
  app.post(
    '/media/complete',
    {
      schema: {
        summary: 'Complete a direct upload',
        tags: ['media'],
        body: z.object({ path: z.string().min(1).max(300) }),
        response: {
          200: dataEnvelope(mediaItemSchema),
          201: dataEnvelope(mediaItemSchema),
          ...problemResponses,
        },
      },
    },
    async (request, reply) => {
      const workspace = await workspaceOf(request);
      const { item, created } = await completeUpload(deps.media, authOf(request), workspace.id, {
        path: request.body.path,
      });
      return reply.code(created ? 201 : 200).send({ data: toMediaItem(deps.publicUrl, item) });
    },
  );
}
