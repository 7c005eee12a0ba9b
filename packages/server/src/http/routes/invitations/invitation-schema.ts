import { z } from 'zod';
import type { InvitationRecord } from '../../../ports/persistence/users.js';
import { roleSchema } from '../users/user-schema.js';

export const pendingInvitationSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    role: roleSchema,
    invitedByUserId: z
      .string()
      .nullable()
      .describe('The owner who sent it; `null` when it was sent with a token of no user.'),
    createdAt: z.string(),
    expiresAt: z.string(),
  })
  .meta({ id: 'PendingInvitation' });

export const newInvitationSchema = pendingInvitationSchema
  .extend({ acceptUrl: z.string().describe('The link to send to the invitee; shown this once.') })
  .meta({ id: 'Invitation' });

export const toInvitation = (r: InvitationRecord): z.infer<typeof pendingInvitationSchema> => ({
  id: r.id,
  email: r.email,
  role: r.role,
  invitedByUserId: r.invitedByUserId,
  createdAt: r.createdAt,
  expiresAt: r.expiresAt,
});
