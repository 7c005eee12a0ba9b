/**
 * Facebook Login as the Facebook and Instagram fakes both serve it: the login dialog, the code
 * exchange, the long-lived token exchange and `/me`.
 *
 * References: https://developers.facebook.com/docs/facebook-login/guides/advanced/manual-flow,
 * https://developers.facebook.com/docs/facebook-login/guides/access-tokens/get-long-lived
 *
 * Meta issues no refresh token: a long-lived user token is renewed by exchanging it
 * (`grant_type=fb_exchange_token`) before it expires. `expireAccessTokens()` plays the end of a
 * token's life: the Graph API refuses it (190/463), while the exchange still renews it, as it does
 * for a token that is about to expire.
 */
import { randomBytes } from 'node:crypto';
import {
  type GraphAnswer,
  type GraphRequest,
  graphError,
  isAnswer,
  ok,
  type TokenBook,
} from './meta-graph-fake.js';

export interface FacebookLoginOptions {
  clientId: string;
  clientSecret: string;
  /** Scopes the app must ask for, or the dialog refuses to go on. */
  requiredScopes: readonly string[];
  user: { externalId: string; handle: string };
  tokens: TokenBook;
}

/** Seconds a long-lived user token lives, as Meta answers it (about 60 days). */
const LONG_LIVED_SECONDS = 5_183_944;

export function facebookLogin(options: FacebookLoginOptions) {
  const { clientId, clientSecret, tokens, user } = options;
  const codes = new Map<string, { redirectUri: string; used: boolean }>();

  /** The dialog's error page: a browser page, not a redirect. */
  const dialogError = (message: string): GraphAnswer => ({ status: 400, body: { error: { message } } });

  function dialog(req: GraphRequest): GraphAnswer {
    const p = req.params;
    if (p.get('client_id') !== clientId) return dialogError('Invalid App ID: the app ID is not valid.');
    const redirectUri = p.get('redirect_uri');
    if (!redirectUri) return dialogError('The redirect_uri parameter is required.');
    if (!p.get('state')) return dialogError('state is required by this fake: the callback checks it.');
    const responseType = p.get('response_type') ?? 'code';
    if (responseType !== 'code') return dialogError(`response_type ${responseType} is not the code flow.`);
    const scopes = (p.get('scope') ?? '').split(/[ ,]+/).filter(Boolean);
    const missing = options.requiredScopes.filter((s) => !scopes.includes(s));
    if (missing.length > 0) return dialogError(`The app did not ask for ${missing.join(', ')}.`);
    const callback = new URL(redirectUri);
    if (p.get('deny') === '1') {
      callback.searchParams.set('error', 'access_denied');
      callback.searchParams.set('error_code', '200');
      callback.searchParams.set('error_description', 'Permissions error');
      callback.searchParams.set('error_reason', 'user_denied');
    } else {
      const code = randomBytes(32).toString('base64url');
      codes.set(code, { redirectUri, used: false });
      callback.searchParams.set('code', code);
    }
    callback.searchParams.set('state', p.get('state')!);
    // Facebook appends this fragment to the redirect; browsers keep it, servers never see it.
    callback.hash = '_=_';
    return { redirect: callback.toString() };
  }

  function accessToken(req: GraphRequest): GraphAnswer {
    const p = req.params;
    if (p.get('client_id') !== clientId) {
      return graphError({ message: 'Error validating application. Invalid application ID.', code: 101 });
    }
    if (p.get('client_secret') !== clientSecret) {
      return graphError({ message: 'Error validating client secret.', code: 1 });
    }
    if (p.get('grant_type') === 'fb_exchange_token') {
      const given = tokens.check(p.get('fb_exchange_token'), { allowExpired: true });
      if (isAnswer(given)) return given;
      if (given.kind === 'page') {
        return graphError({ message: 'The token given is not a user access token.', code: 190 });
      }
      return ok({
        access_token: tokens.issue(given.ownerId, 'user'),
        token_type: 'bearer',
        expires_in: LONG_LIVED_SECONDS,
      });
    }
    const code = p.get('code');
    if (!code) return graphError({ message: 'Missing authorization code', code: 1 });
    const issued = codes.get(code);
    if (!issued) {
      return graphError({ message: 'Invalid verification code format.', code: 100, error_subcode: 36009 });
    }
    if (issued.used) {
      return graphError({
        message: 'This authorization code has been used.',
        code: 100,
        error_subcode: 36009,
      });
    }
    if (p.get('redirect_uri') !== issued.redirectUri) {
      return graphError({
        message:
          'Error validating verification code. Please make sure your redirect_uri is identical to the one you used in the OAuth dialog request',
        code: 100,
        error_subcode: 36008,
      });
    }
    issued.used = true;
    return ok({
      access_token: tokens.issue(user.externalId, 'short'),
      token_type: 'bearer',
      expires_in: 3600,
    });
  }

  return {
    /** Answers the login routes; undefined for any other request. */
    route(req: GraphRequest): GraphAnswer | undefined {
      const path = req.segments.join('/');
      if (req.method === 'GET' && path === 'dialog/oauth') return dialog(req);
      if (req.method === 'GET' && path === 'oauth/access_token') return accessToken(req);
      if (req.method === 'GET' && path === 'me') {
        const token = tokens.check(req.token);
        if (isAnswer(token)) return token;
        if (token.kind === 'page') return ok({ id: token.ownerId, name: 'Page' });
        return ok({ id: user.externalId, name: user.handle });
      }
      return undefined;
    },
    /** The dialog URL as the user refusing would request it. */
    denied(url: string): string {
      const u = new URL(url);
      u.searchParams.set('deny', '1');
      return u.toString();
    },
  };
}
