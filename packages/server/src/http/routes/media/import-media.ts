import { z } from 'zod';
import { importMedia } from '../../../domain/media/import-media.js';
import { authOf, workspaceOf } from '../../request-context.js';
import type { RouteDeps } from '../../route-deps.js';
import { dataEnvelope, problemResponses } from '../../schemas.js';
import type { ZodApp } from '../../zod-app.js';
import { mediaItemSchema, toMediaItem } from './media-item-schema.js';

/** `POST /media/import`: the service fetches an image from a public address into the library. */
export function importMediaRoute(app: ZodApp, deps: RouteDeps): void {
  app.post(
    '/media/import',
    {
      schema: {
        summary: 'Add an image from a public address to the library',
        description:
          'The service fetches the address (public addresses only, redirects followed and checked again) and completes it like an upload: the type is read from the bytes, the upload limits apply, metadata is removed. 422 `media_fetch_failed` when the address cannot be fetched.',
        tags: ['media'],
        body: z.object({
          url: z
            .url({ protocol: /^https?$/, message: 'must be an http or https URL' })
            .max(2048)
            .describe('An http(s) address of a JPEG, PNG, WebP, AVIF or GIF image.'),
          filename: z.string().min(1).max(255).optional(),
        }),
        response: { 201: dataEnvelope(mediaItemSchema), ...problemResponses },
      },
    },
    async (request, reply) => {
      const workspace = await workspaceOf(request);
      const { item } = await importMedia(deps.imports, authOf(request), workspace.id, {
        url: request.body.url,
        filename: request.body.filename,
      });
      return reply.code(201).send({ data: toMediaItem(deps.publicUrl, item) });
    },
  );
}
