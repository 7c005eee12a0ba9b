/**
 * A stand-in for a platform adapter, in process, for tests of what surrounds adapters (the connect
 * flow, token renewal, the publish preview): the port as the domain sees it, with no wire format.
 * The platform's own behaviour is proven against each platform's fake API instead.
 */

import type { SocialPlatform } from '../../../src/domain/publishing/platforms.js';
import { type Connector, DeliveryError } from '../../../src/ports/connector.js';
import type {
  ConnectedIdentity,
  Destination,
  OAuthCredentials,
  OAuthTokens,
  PlatformAdapter,
} from '../../../src/ports/oauth-platform.js';

export interface PlatformDouble {
  adapter: PlatformAdapter;
  /** Plays the user on the consent page: the callback URL the platform would redirect to. */
  consent(authorizeUrl: string, options?: { deny?: boolean }): string;
  /** What `identify` answers. */
  identity: ConnectedIdentity;
  /** Access tokens issued, the newest last; refresh tokens work once (rotated). */
  refreshes: number;
  /** Makes every refresh refused (the user revoked the app). */
  revoked: boolean;
  /** Access tokens the platform takes. */
  validAccessTokens: Set<string>;
  delivered: { accessToken: string; text: string; destination?: Destination }[];
  /** Called inside `refresh` before it answers (to play another process refreshing meanwhile). */
  duringRefresh?: () => Promise<void>;
}

export function platformDouble(
  platform: SocialPlatform,
  options: { identity?: ConnectedIdentity; expiresInMs?: number } = {},
): PlatformDouble {
  let issued = 0;
  const liveRefreshTokens = new Set<string>();
  const issue = (): OAuthTokens => {
    issued++;
    const tokens = {
      accessToken: `access-${issued}`,
      refreshToken: `refresh-${issued}`,
      expiresAt: new Date(Date.now() + (options.expiresInMs ?? 3_600_000)).toISOString(),
    };
    double.validAccessTokens.add(tokens.accessToken);
    liveRefreshTokens.add(tokens.refreshToken);
    return tokens;
  };
  const connector: Connector = {
    platform,
    idempotent: false,
    convertsMedia: true,
    async deliver(delivery) {
      const credentials = delivery.account.credentials as OAuthCredentials;
      const token = credentials.tokens.accessToken;
      if (!double.validAccessTokens.has(token)) {
        throw new DeliveryError('invalid_token', `${platform} refused the access token.`, 'auth_expired', {
          credentialsRejected: true,
        });
      }
      double.delivered.push({
        accessToken: token,
        text: delivery.text,
        ...(credentials.destination ? { destination: credentials.destination } : {}),
      });
      return { externalId: `post-${double.delivered.length}` };
    },
  };
  const double: PlatformDouble = {
    identity: options.identity ?? { externalId: 'user-1', handle: 'brand' },
    refreshes: 0,
    revoked: false,
    validAccessTokens: new Set(),
    delivered: [],
    consent(authorizeUrl, consentOptions = {}) {
      const url = new URL(authorizeUrl);
      const back = new URL(url.searchParams.get('redirect_uri')!);
      back.searchParams.set('state', url.searchParams.get('state')!);
      if (consentOptions.deny) back.searchParams.set('error', 'access_denied');
      else back.searchParams.set('code', `code-for-${url.searchParams.get('code_challenge')}`);
      return back.href;
    },
    adapter: {
      connector,
      oauth: {
        platform,
        scopes: ['post'],
        pkce: true,
        authorizeUrl(client, request) {
          const url = new URL(`${client.authUrl}/oauth/authorize`);
          url.searchParams.set('client_id', client.clientId);
          url.searchParams.set('redirect_uri', request.redirectUri);
          url.searchParams.set('state', request.state);
          url.searchParams.set('code_challenge', request.codeChallenge);
          return url.href;
        },
        async exchangeCode(_client, exchange) {
          const { createHash } = await import('node:crypto');
          const challenge = createHash('sha256').update(exchange.codeVerifier).digest('base64url');
          if (exchange.code !== `code-for-${challenge}`) {
            throw new DeliveryError(
              'invalid_grant',
              'The code does not match the verifier.',
              'auth_expired',
              {
                credentialsRejected: true,
              },
            );
          }
          return issue();
        },
        async refresh(_client, tokens) {
          double.refreshes++;
          await double.duringRefresh?.();
          if (double.revoked || !tokens.refreshToken || !liveRefreshTokens.has(tokens.refreshToken)) {
            throw new DeliveryError('invalid_grant', 'The refresh token is not valid.', 'auth_expired', {
              credentialsRejected: true,
            });
          }
          liveRefreshTokens.delete(tokens.refreshToken);
          return issue();
        },
        async identify() {
          return double.identity;
        },
      },
    },
  };
  return double;
}
