import { z } from 'zod';
import type { TokenRecord } from '../../../ports/persistence/tokens.js';

export const tokenSchema = z
  .object({
    id: z.string(),
    name: z.string().nullable(),
    kind: z.enum(['api', 'agent']),
    role: z.enum(['owner', 'editor', 'viewer']),
    workspaceId: z.string().nullable().describe('Set when the token is restricted to one workspace.'),
    expiresAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'Token' });

export const newTokenSchema = tokenSchema
  .extend({ token: z.string().describe('The secret, shown this once: only its hash is stored.') })
  .meta({ id: 'NewToken' });

export const toToken = (r: TokenRecord): z.infer<typeof tokenSchema> => ({
  id: r.id,
  name: r.name,
  kind: r.kind,
  role: r.role,
  workspaceId: r.workspaceId,
  expiresAt: r.expiresAt,
  createdAt: r.createdAt,
});
