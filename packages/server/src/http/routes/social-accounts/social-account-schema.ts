import { z } from 'zod';
import { maskUrlCredentials } from '../../../domain/masked-url.js';
import { SOCIAL_PLATFORMS } from '../../../domain/publishing/platforms.js';
import type { SocialAccountRecord } from '../../../ports/persistence/social-accounts.js';
import { httpUrlSchema } from '../../schemas.js';

export const socialPlatformSchema = z.enum(SOCIAL_PLATFORMS);

/** How a Bluesky account signs in: checked against its server at creation and at reconnection. */
export const credentialsSchema = z.object({
  identifier: z.string().trim().min(1).max(253).describe('The handle, DID or email to sign in with.'),
  appPassword: z.string().min(1).max(200).describe('An app password, never the account password.'),
  service: httpUrlSchema
    .optional()
    .describe('The account’s Bluesky server (PDS); the operator’s BLUESKY_API_URL when absent.'),
});

const fields = {
  id: z.string(),
  workspaceId: z.string(),
  platform: socialPlatformSchema,
  handle: z.string(),
  connection: z
    .enum(['oauth', 'agent_session', 'webhook'])
    .describe(
      '`oauth`: the service holds the platform credentials and delivers; `webhook`: signed POSTs to webhookUrl; `agent_session`: created with an agent token, whose agent delivers.',
    ),
  status: z.enum(['active', 'needs_reconnect', 'disabled']),
  statusReason: z.string().optional().describe('Why the account is not active.'),
  webhookUrl: z
    .string()
    .optional()
    .describe(
      'A webhook account’s receiver. Shown in full to editors and owners; to viewers without what may be a credential (user and password, query values, token-like path segments: `***`).',
    ),
  createdAt: z.string(),
};

/** `SocialAccount`. Credentials are never part of it. */
export const socialAccountSchema = z.object(fields).meta({ id: 'SocialAccount' });

/** What creating one answers: a webhook account's signing secret, this once. */
export const newSocialAccountSchema = z
  .object({
    ...fields,
    secret: z
      .string()
      .optional()
      .describe('A webhook account’s Standard Webhooks signing secret; shown only in this answer.'),
  })
  .meta({ id: 'NewSocialAccount' });

export type SocialAccount = z.infer<typeof socialAccountSchema>;

/** A social account; its webhook URL in full only for `inFull` (who may change the account). */
export function toSocialAccount(a: SocialAccountRecord, inFull = true): SocialAccount {
  return {
    id: a.id,
    workspaceId: a.workspaceId,
    platform: a.platform,
    handle: a.handle,
    connection: a.connection,
    status: a.status,
    ...(a.status !== 'active' && a.statusReason ? { statusReason: a.statusReason } : {}),
    ...(a.webhookUrl ? { webhookUrl: inFull ? a.webhookUrl : maskUrlCredentials(a.webhookUrl) } : {}),
    createdAt: a.createdAt,
  };
}
