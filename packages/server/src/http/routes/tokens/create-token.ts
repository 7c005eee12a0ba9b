import { z } from 'zod';
import { createApiToken } from '../../../domain/api-tokens.js';
import { authOf } from '../../request-context.js';
import type { PluginDeps } from '../../route-deps.js';
import { dataEnvelope, idSchema, problemResponses } from '../../schemas.js';
import type { ZodApp } from '../../zod-app.js';
import { newTokenSchema, toToken } from './token-schema.js';

export function createTokenRoute(app: ZodApp, deps: PluginDeps): void {
  app.post(
    '/tokens',
    {
      schema: {
        summary: 'Create a token (owner); its secret is answered once',
        description:
          'An `api` token for programs and the command line, or an `agent` token for an AI agent’s session. `workspaceId` restricts it to one workspace; `expiresInDays` makes it expire.',
        tags: ['account'],
        body: z.object({
          name: z.string().trim().min(1).max(100),
          role: z.enum(['owner', 'editor', 'viewer']).default('editor'),
          kind: z.enum(['api', 'agent']).default('api'),
          workspaceId: idSchema.optional(),
          expiresInDays: z.number().int().min(1).max(3650).optional(),
        }),
        response: { 201: dataEnvelope(newTokenSchema), ...problemResponses },
      },
    },
    async (request, reply) => {
      const { token, record } = await createApiToken(deps, authOf(request), request.body);
      return reply.code(201).send({ data: { ...toToken(record), token } });
    },
  );
}
