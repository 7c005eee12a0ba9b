import { z } from 'zod';

export const roleSchema = z.enum(['owner', 'editor', 'viewer']);

export const accountUserSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    role: roleSchema,
    createdAt: z.string().describe('When the user joined the account.'),
  })
  .meta({ id: 'AccountUser' });
