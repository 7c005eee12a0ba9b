/**
 * What a platform's adapter hands the connect flow, checked before anything is kept. The adapters
 * read answers of servers the service does not control — any Mastodon instance a user names, an
 * API base the operator set — so an answer may be `null`, another type altogether, or the right
 * fields with values of the wrong types. Whatever the adapter makes of it, the flow keeps only
 * tokens, identities and app registrations of the ports' shapes, and a platform that answered
 * something unreadable is a refusal of that platform, never an error of the service.
 */
import { z } from 'zod';
import { DeliveryError } from '../../ports/connector.js';
import type { ConnectedIdentity, OAuthClient, OAuthTokens } from '../../ports/oauth-platform.js';
import { OutboundError } from '../../ports/outbound-http.js';

/** Tokens are opaque strings; some platforms' are JWTs of a few KiB. */
const secret = z.string().min(1).max(16_384);
const text = (max: number) => z.string().min(1).max(max);

export const oauthTokensSchema: z.ZodType<OAuthTokens> = z.object({
  accessToken: secret,
  refreshToken: secret.optional(),
  expiresAt: z.iso.datetime().optional(),
  refreshExpiresAt: z.iso.datetime().optional(),
  scope: z.string().max(4096).optional(),
});

export const connectedIdentitySchema: z.ZodType<ConnectedIdentity> = z.object({
  externalId: text(256),
  handle: z.string().max(1000),
  destinations: z
    .array(
      z.object({
        id: text(256),
        name: z.string().max(1000),
        accessToken: secret.optional(),
        handle: z.string().max(1000).optional(),
      }),
    )
    .max(1000)
    .optional(),
});

export const oauthClientSchema: z.ZodType<OAuthClient> = z.object({
  clientId: secret,
  clientSecret: secret,
  apiUrl: z.url(),
  authUrl: z.url(),
});

/**
 * Runs one call of a platform's adapter and checks its result against `shape`. Its own failures
 * (`DeliveryError`, `OutboundError`) pass as they are; anything else it threw, or a result of
 * another shape, comes from an answer it could not read and is the platform's refusal.
 */
export async function fromPlatform<T>(
  platform: string,
  shape: z.ZodType<T>,
  call: () => Promise<unknown>,
): Promise<T> {
  let result: unknown;
  try {
    result = await call();
  } catch (err) {
    if (err instanceof DeliveryError || err instanceof OutboundError) throw err;
    throw unreadable(platform);
  }
  const checked = shape.safeParse(result);
  if (!checked.success) throw unreadable(platform, checked.error.issues[0]?.path.join('.'));
  return checked.data;
}

const unreadable = (platform: string, field?: string) =>
  new DeliveryError(
    'unreadable_answer',
    `${platform} answered something this service cannot read${field ? ` (${field})` : ''}.`,
    'platform_rejected',
  );
