import { z } from 'zod';
import { createUpload } from '../../../domain/media/uploads.js';
import { authOf, workspaceOf } from '../../request-context.js';
import type { RouteDeps } from '../../route-deps.js';
import { dataEnvelope, problemResponses } from '../../schemas.js';
import type { ZodApp } from '../../zod-app.js';

const body = z.object({
  // Any string here: a type outside the accepted five is answered 415, as the contract says.
  mimeType: z.string().min(1).max(255).describe('image/jpeg, image/png, image/webp, image/avif or image/gif'),
  filename: z.string().min(1).max(255).optional(),
  size: z.number().int().min(0).optional().describe('Bytes; over the limit is answered 413 at once.'),
});

const uploadTicketSchema = z
  .object({
    uploadUrl: z.string().describe('PUT the raw bytes here, with no Authorization header.'),
    path: z.string().describe('Pass to media/complete once the bytes are uploaded.'),
    expiresAt: z.string(),
    maxBytes: z.number().int(),
    headers: z.record(z.string(), z.string()).describe('Send exactly these headers with the PUT.'),
  })
  .meta({ id: 'UploadTicket' });

/** The upload address, `POST /media/upload-url`: where to upload an image directly, without passing it through the API. */
export function createUploadUrl(app: ZodApp, deps: RouteDeps): void {
  app.post(
    '/media/upload-url',
    {
      schema: {
        summary: 'Start a direct upload',
        tags: ['media'],
        body,
        response: { 200: dataEnvelope(uploadTicketSchema), ...problemResponses },
      },
    },
    async (request) => {
      const workspace = await workspaceOf(request);
      const { mimeType, filename, size } = request.body;
      return {
        data: await createUpload(deps.uploads, authOf(request), workspace.id, {
          mimeType,
          filename,
          size,
        }),
      };
    },
  );
}
