import { z } from 'zod';
import type { StartedSession } from '../../../domain/users/sessions.js';
import type { SessionRecord } from '../../../ports/persistence/users.js';

/** A password: 8 to 256 characters (scrypt hashes it; the ceiling keeps the work bounded). */
export const passwordSchema = z
  .string()
  .min(8, 'must be at least 8 characters')
  .max(256, 'must be at most 256 characters');

export const emailSchema = z.email({ message: 'must be an email address' }).max(254);

export const userSchema = z.object({ id: z.string(), email: z.string() }).meta({ id: 'User' });

export const sessionSchema = z
  .object({
    id: z.string(),
    createdAt: z.string(),
    expiresAt: z.string(),
    userAgent: z.string().optional(),
    current: z.boolean().optional().describe('True on the session this request was made with.'),
  })
  .meta({ id: 'Session' });

export const signedInSchema = z.object({ user: userSchema, session: sessionSchema }).meta({
  id: 'SignedIn',
  description:
    'Also sets the `cf_session` cookie (httpOnly) and the `cf_csrf` cookie, whose value goes in the `x-csrf-token` header of every POST, PUT, PATCH or DELETE made with the session.',
});

export function toSession(record: SessionRecord, currentId?: string) {
  return {
    id: record.id,
    createdAt: record.createdAt,
    expiresAt: record.expiresAt,
    ...(record.userAgent ? { userAgent: record.userAgent } : {}),
    ...(currentId !== undefined ? { current: record.id === currentId } : {}),
  };
}

export function toSignedIn(started: StartedSession) {
  return {
    user: { id: started.user.id, email: started.user.email },
    session: toSession(started.session),
  };
}
