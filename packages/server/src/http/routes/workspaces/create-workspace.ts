import { z } from 'zod';
import { addWorkspace } from '../../../domain/accounts.js';
import { authOf } from '../../request-context.js';
import type { RouteDeps } from '../../route-deps.js';
import { dataEnvelope, problemResponses } from '../../schemas.js';
import type { ZodApp } from '../../zod-app.js';
import { languageSchema, workspaceName, workspaceSchema } from './workspace-schema.js';

export function createWorkspaceRoute(app: ZodApp, { accounts }: Pick<RouteDeps, 'accounts'>): void {
  app.post(
    '/workspaces',
    {
      schema: {
        summary: 'Create a workspace in the account',
        description:
          'A workspace has its own library, campaigns, posts and social accounts, and spends the account’s one balance. Needs the owner role and an account-wide token or a signed-in user (a token restricted to one workspace is 403).',
        tags: ['account'],
        body: z.object({
          name: workspaceName,
          defaultLanguage: languageSchema
            .nullable()
            .optional()
            .describe(
              'The language copy is written in when neither the request nor its subject tells (null: English).',
            ),
        }),
        response: { 201: dataEnvelope(workspaceSchema), ...problemResponses },
      },
    },
    async (request, reply) => {
      const workspace = await addWorkspace(accounts, authOf(request), request.body);
      return reply.code(201).send({ data: workspace });
    },
  );
}
