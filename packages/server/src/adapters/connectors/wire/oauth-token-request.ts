/**
 * The OAuth 2 token request as the platforms that follow RFC 6749 take it (X, LinkedIn, Pinterest,
 * TikTok): a form-encoded POST to the token endpoint, the app authenticated with HTTP Basic or with
 * its id and secret in the form, and an answer of `access_token`, `refresh_token`, `expires_in`
 * and `refresh_token_expires_in` read into `OAuthTokens`. Where each platform's endpoint lives,
 * how it spells its scopes and how its refusals map to failures stay in its own connector.
 */
import { DeliveryError } from '../../../ports/connector.js';
import type { OAuthClient, OAuthTokens } from '../../../ports/oauth-platform.js';
import { credentialsRefused, platformFailed } from './refusals.js';

/** How the app proves who it is to the token endpoint. */
export type ClientAuthentication =
  /** HTTP Basic with the id and secret; the id also as the form field `idField` when the platform asks for it. */
  | { kind: 'basic'; idField?: string }
  /** The id (under the platform's name for it) and `client_secret` as form fields. */
  | { kind: 'form'; idField: string };

/** The token request, ready to send: a POST of `form` with the app's authentication. */
export function oauthTokenRequest(
  client: OAuthClient,
  url: string,
  form: Record<string, string>,
  auth: ClientAuthentication,
  headers: Record<string, string> = {},
): { method: 'POST'; url: string; headers: Record<string, string>; body: string } {
  const credentials =
    auth.kind === 'form'
      ? { [auth.idField]: client.clientId, client_secret: client.clientSecret }
      : auth.idField
        ? { [auth.idField]: client.clientId }
        : {};
  const basic: Record<string, string> =
    auth.kind === 'basic'
      ? {
          authorization: `Basic ${Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64')}`,
        }
      : {};
  return {
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...basic, ...headers },
    body: new URLSearchParams({ ...form, ...credentials }).toString(),
  };
}

/** A token endpoint's answer, as RFC 6749 §5.1 (and the refresh-token expiry several platforms add) spell it. */
export interface TokenAnswer {
  access_token?: string;
  refresh_token?: string;
  expires_in?: number;
  refresh_token_expires_in?: number;
  scope?: string;
}

/**
 * The tokens of an answer that carries an access token, expiries counted from `now`; `spaced`
 * spells the granted scopes space separated (each platform separates them its own way).
 */
export function oauthTokensOf(
  answer: TokenAnswer,
  now: Date,
  spaced: (scope: string) => string = (scope) => scope,
): OAuthTokens {
  const at = (seconds: number | undefined) =>
    typeof seconds === 'number' ? new Date(now.getTime() + seconds * 1000).toISOString() : undefined;
  const expiresAt = at(answer.expires_in);
  const refreshExpiresAt = at(answer.refresh_token_expires_in);
  return {
    accessToken: answer.access_token!,
    ...(answer.refresh_token ? { refreshToken: answer.refresh_token } : {}),
    ...(expiresAt ? { expiresAt } : {}),
    ...(refreshExpiresAt ? { refreshExpiresAt } : {}),
    ...(answer.scope ? { scope: spaced(answer.scope) } : {}),
  };
}

/**
 * A refusal of the token endpoint with an RFC 6749 error body: a limit or a server error can be
 * waited out; a wrong app id or secret (`invalid_client`, `unauthorized_client`) is the operator's
 * settings to fix, not the account's; any other refusal (a code or refresh token expired, used or
 * revoked) means the account must be connected again.
 */
export function tokenRefusal(options: {
  platform: string;
  status: number;
  error: string | undefined;
  /** What the platform said went wrong. */
  reason: string;
  doing: string;
  rateLimited: () => DeliveryError;
}): DeliveryError {
  const { status, error } = options;
  const message = `${options.platform} refused ${options.doing}: ${options.reason}.`;
  if (status === 429) return options.rateLimited();
  if (status >= 500) return platformFailed('server_error', message);
  if (error === 'invalid_client' || error === 'unauthorized_client') {
    return new DeliveryError('client_rejected', message, 'platform_rejected');
  }
  return credentialsRefused('grant_rejected', message);
}
