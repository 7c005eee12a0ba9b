import { z } from 'zod';
import { renameWorkspace } from '../../../domain/accounts.js';
import { authOf } from '../../request-context.js';
import type { RouteDeps } from '../../route-deps.js';
import { dataEnvelope, idSchema, problemResponses } from '../../schemas.js';
import type { ZodApp } from '../../zod-app.js';
import { languageSchema, workspaceName, workspaceSchema } from './workspace-schema.js';

export function updateWorkspaceRoute(app: ZodApp, { accounts }: Pick<RouteDeps, 'accounts'>): void {
  app.patch(
    '/workspaces/:workspace_id',
    {
      schema: {
        summary: 'Rename a workspace or set its default language',
        description:
          'Needs the owner role. A workspace the caller cannot reach is 404. `defaultLanguage` is the language copy is written in when neither the request nor its subject tells (null: English). A documented language whose copy is not yet written is kept, and copy is written in English until it is.',
        tags: ['account'],
        params: z.object({ workspace_id: idSchema }),
        body: z.object({
          name: workspaceName.optional(),
          defaultLanguage: languageSchema.nullable().optional(),
        }),
        response: { 200: dataEnvelope(workspaceSchema), ...problemResponses },
      },
    },
    async (request) => ({
      data: await renameWorkspace(accounts, authOf(request), request.params.workspace_id, request.body),
    }),
  );
}
