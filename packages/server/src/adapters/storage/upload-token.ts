import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signed token of a direct upload URL: it binds the workspace, the storage path chosen by the
 * server, the declared media type, the size limit and the expiry, so the storage endpoint can accept
 * the bytes without a bearer token. HMAC-SHA-256 with the service's signing secret.
 */
export interface UploadGrant {
  scope: 'upload';
  workspaceId: string;
  path: string;
  mimeType: string;
  maxBytes: number;
  /** Expiry, milliseconds since the epoch. */
  expiresAt: number;
}

/** Clocks of several hosts may disagree a little; a token is honoured this long past its expiry. */
export const CLOCK_LEEWAY_MS = 30_000;

export function signUploadGrant(grant: UploadGrant, secret: string): string {
  const payload = Buffer.from(JSON.stringify(grant), 'utf8').toString('base64url');
  return `${payload}.${mac(payload, secret)}`;
}

export type GrantCheck =
  | { ok: true; grant: UploadGrant }
  | { ok: false; reason: 'malformed' | 'signature' | 'expired' | 'path' };

/** The one place an upload token is checked: signature, scope, the path it is used for, expiry. */
export function verifyUploadGrant(token: string, secret: string, path: string, now: number): GrantCheck {
  const dot = token.indexOf('.');
  if (dot <= 0 || token.length > 4096) return { ok: false, reason: 'malformed' };
  const payload = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1), 'base64url');
  const expected = Buffer.from(mac(payload, secret), 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'signature' };
  let grant: UploadGrant;
  try {
    grant = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as UploadGrant;
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (grant.scope !== 'upload' || typeof grant.path !== 'string' || typeof grant.expiresAt !== 'number') {
    return { ok: false, reason: 'malformed' };
  }
  if (grant.path !== path) return { ok: false, reason: 'path' };
  if (now > grant.expiresAt + CLOCK_LEEWAY_MS) return { ok: false, reason: 'expired' };
  return { ok: true, grant };
}

function mac(payload: string, secret: string): string {
  return createHmac('sha256', secret).update(`contentforge-upload.${payload}`).digest('base64url');
}
