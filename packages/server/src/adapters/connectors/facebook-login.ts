/**
 * Facebook Login, as Facebook Pages and Instagram sign in with it: the login dialog
 * (`{FACEBOOK_AUTH_URL}/v25.0/dialog/oauth`), the code exchanged at `GET /v25.0/oauth/access_token`,
 * and the short-lived user token (about an hour) exchanged at once for a long-lived one
 * (`grant_type=fb_exchange_token`, about 60 days). Meta issues no refresh token: a refresh exchanges
 * the long-lived token, while it still works, for a new one.
 *
 * References: https://developers.facebook.com/docs/facebook-login/guides/advanced/manual-flow,
 * https://developers.facebook.com/docs/facebook-login/guides/access-tokens/get-long-lived
 */
import type { Clock } from '../../ports/clock.js';
import type { OAuthClient, OAuthPlatform } from '../../ports/oauth-platform.js';
import { GRAPH_VERSION, type GraphClient, tokensFrom, withQuery } from './wire/meta-graph.js';

export function facebookLogin(
  graph: GraphClient,
  clock: Clock,
  scopes: readonly string[],
): Required<Pick<OAuthPlatform, 'authorizeUrl' | 'exchangeCode' | 'refresh'>> {
  const tokenUrl = (client: OAuthClient) => `${client.apiUrl}/${GRAPH_VERSION}/oauth/access_token`;

  /** Trades a token for a long-lived one: after the code exchange, and again to renew it. */
  const longLived = async (client: OAuthClient, token: string, signal: AbortSignal) => {
    const answer = await graph.call<{ access_token?: string; expires_in?: number }>(
      {
        method: 'GET',
        url: tokenUrl(client),
        query: {
          grant_type: 'fb_exchange_token',
          client_id: client.clientId,
          client_secret: client.clientSecret,
          fb_exchange_token: token,
        },
      },
      'renew the access token',
      signal,
    );
    return tokensFrom(answer, clock.now(), scopes.join(','));
  };

  return {
    authorizeUrl(client, request) {
      return withQuery(`${client.authUrl}/${GRAPH_VERSION}/dialog/oauth`, {
        client_id: client.clientId,
        redirect_uri: request.redirectUri,
        state: request.state,
        response_type: 'code',
        scope: scopes.join(','),
      });
    },

    async exchangeCode(client, exchange, signal) {
      const short = await graph.call<{ access_token?: string }>(
        {
          method: 'GET',
          url: tokenUrl(client),
          query: {
            client_id: client.clientId,
            client_secret: client.clientSecret,
            redirect_uri: exchange.redirectUri,
            code: exchange.code,
          },
        },
        'exchange the sign-in code',
        signal,
      );
      return longLived(client, tokensFrom(short, clock.now()).accessToken, signal);
    },

    refresh(client, tokens, signal) {
      return longLived(client, tokens.accessToken, signal);
    },
  };
}
