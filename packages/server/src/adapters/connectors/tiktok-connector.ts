/**
 * TikTok: Login Kit v2 for sign-in, the Content Posting API for photo posts.
 *
 * A photo post is not uploaded: `content/init` names the images by URL and TikTok fetches them from
 * the service itself (PULL_FROM_URL), from a domain or URL prefix verified in the TikTok app, then
 * processes and publishes the post asynchronously while the connector polls `status/fetch`. So the
 * images go as the library keeps them (JPEG and WebP only: TikTok takes no other type) and
 * PUBLIC_URL must be reachable from TikTok. TikTok takes no idempotency key: a `content/init` whose
 * answer was lost may have created the post. Before each post the connector asks TikTok what the
 * account allows now (creator info) and posts within it; an app TikTok has not audited posts
 * privately (SELF_ONLY), and the publish check says so.
 *
 * References: developers.tiktok.com/doc/login-kit-web, /doc/oauth-user-access-token-management,
 * /doc/tiktok-api-v2-get-user-info, /doc/content-posting-api-reference-query-creator-info,
 * /doc/content-posting-api-reference-photo-post, /doc/content-posting-api-reference-get-video-status,
 * /doc/content-posting-api-media-transfer-guide, /doc/tiktok-api-v2-rate-limit.
 */
import { type Connector, DeliveryError, type DeliveryReceipt } from '../../ports/connector.js';
import type {
  ConnectedIdentity,
  OAuthClient,
  OAuthCredentials,
  OAuthPlatform,
  PlatformAdapter,
  PlatformAdapterDeps,
} from '../../ports/oauth-platform.js';
import type { OutboundResponse } from '../../ports/outbound-http.js';
import {
  type Envelope,
  failureOf,
  parse,
  processingFailure,
  rateLimited,
  stillUnknown,
} from './tiktok-answers.js';
import { type CreatorInfo, checkPost, privacyFor } from './tiktok-post.js';
import { oauthTokenRequest, oauthTokensOf } from './wire/oauth-token-request.js';
import { pauseUnlessAborted, requestPlatform } from './wire/platform-http.js';
import { credentialsRefused, platformFailed } from './wire/refusals.js';

const SCOPES = ['user.info.basic', 'video.publish'] as const;

const DEFAULT_POLL_MS = 5000;
/** Polls before a post still processing is given up on (unclear): 10 minutes at the default pace. */
const MAX_POLLS = 120;

interface TokenAnswer {
  access_token?: string;
  expires_in?: number;
  refresh_token?: string;
  refresh_expires_in?: number;
  open_id?: string;
  scope?: string;
  error?: string;
  error_description?: string;
}

interface PostStatus {
  status?: string;
  fail_reason?: string;
  publicaly_available_post_id?: Array<string | number>;
}

export function createTiktokPlatform(deps: PlatformAdapterDeps): PlatformAdapter {
  const { outbound, clock, timeoutMs, limitedAccess = false } = deps;
  const pollIntervalMs = deps.pollIntervalMs ?? DEFAULT_POLL_MS;

  /**
   * One request to TikTok; a failure that got no answer becomes a DeliveryError. A read or a token
   * request (`harmless`) has no effect worth fearing: one with no answer is tried again.
   */
  function send(
    request: { method: 'GET' | 'POST'; url: string; headers?: Record<string, string>; body?: string },
    signal: AbortSignal,
    harmless: boolean,
  ): Promise<OutboundResponse> {
    return requestPlatform(outbound, { ...request, timeoutMs, signal }, { withoutEffect: harmless });
  }

  const json = (token: string) => ({
    authorization: `Bearer ${token}`,
    'content-type': 'application/json; charset=UTF-8',
  });

  async function tokenRequest(client: OAuthClient, form: Record<string, string>, signal: AbortSignal) {
    const answer = await send(
      oauthTokenRequest(
        client,
        `${client.apiUrl}/v2/oauth/token/`,
        form,
        { kind: 'form', idField: 'client_key' },
        { 'cache-control': 'no-cache' },
      ),
      signal,
      true,
    );
    const said = parse<TokenAnswer>(answer.body);
    if (answer.status >= 200 && answer.status < 300 && said?.access_token && !said.error) {
      // TikTok names the refresh token's lifetime its own way, and answers the scopes comma separated.
      return oauthTokensOf(
        { ...said, refresh_token_expires_in: said.refresh_expires_in },
        clock.now(),
        (scope) => scope.split(',').join(' '),
      );
    }
    const reason = said?.error ?? `http_${answer.status}`;
    const message = `TikTok refused the token request: ${said?.error_description || reason}.`;
    if (answer.status >= 500) throw platformFailed('server_error', message);
    if (answer.status === 429) throw rateLimited(answer, message);
    if (reason === 'invalid_grant' || answer.status === 401) {
      throw credentialsRefused('auth_rejected', message);
    }
    throw new DeliveryError(reason, message, 'platform_rejected');
  }

  /** An API call answered in TikTok's envelope: the data, or the error in the contract's categories. */
  async function api<T>(
    request: Parameters<typeof send>[0],
    signal: AbortSignal,
    harmless: boolean,
    doing: string,
  ): Promise<T> {
    const answer = await send(request, signal, harmless);
    const said = parse<Envelope<T>>(answer.body);
    const code = said?.error?.code ?? (answer.status < 300 ? 'ok' : `http_${answer.status}`);
    if (answer.status >= 200 && answer.status < 300 && code === 'ok') return (said?.data ?? {}) as T;
    throw failureOf(answer, code, `TikTok could not ${doing}: ${said?.error?.message || code}.`);
  }

  const oauth: OAuthPlatform = {
    platform: 'tiktok',
    scopes: SCOPES,
    pkce: true,

    authorizeUrl(client, request) {
      const url = new URL(`${client.authUrl}/v2/auth/authorize/`);
      url.search = new URLSearchParams({
        client_key: client.clientId,
        scope: SCOPES.join(','),
        response_type: 'code',
        redirect_uri: request.redirectUri,
        state: request.state,
        code_challenge: request.codeChallenge,
        code_challenge_method: 'S256',
      }).toString();
      return url.toString();
    },

    exchangeCode(client, exchange, signal) {
      return tokenRequest(
        client,
        {
          code: exchange.code,
          grant_type: 'authorization_code',
          redirect_uri: exchange.redirectUri,
          code_verifier: exchange.codeVerifier,
        },
        signal,
      );
    },

    async refresh(client, tokens, signal) {
      if (!tokens.refreshToken) {
        throw credentialsRefused('auth_rejected', 'The TikTok account has no refresh token.');
      }
      // TikTok rotates refresh tokens: the one answered replaces the one sent.
      return tokenRequest(
        client,
        { grant_type: 'refresh_token', refresh_token: tokens.refreshToken },
        signal,
      );
    },

    async identify(client, tokens, signal): Promise<ConnectedIdentity> {
      const user = await api<{ user?: { open_id?: string; display_name?: string } }>(
        {
          method: 'GET',
          url: `${client.apiUrl}/v2/user/info/?fields=open_id,union_id,display_name`,
          headers: { authorization: `Bearer ${tokens.accessToken}` },
        },
        signal,
        true,
        'read the account',
      );
      // The username is a `user.info.profile` field; the creator info that `video.publish` opens
      // names it too, so no further scope is asked for.
      const creator = await creatorInfo(client.apiUrl, tokens.accessToken, signal);
      const openId = user.user?.open_id;
      const handle = creator.creator_username ?? user.user?.display_name;
      if (!openId || !handle) {
        throw new DeliveryError('incomplete_answer', 'TikTok did not name the account.', 'platform_rejected');
      }
      return { externalId: openId, handle: handle.replace(/^@/, '') };
    },
  };

  function creatorInfo(apiUrl: string, token: string, signal: AbortSignal) {
    return api<CreatorInfo>(
      { method: 'POST', url: `${apiUrl}/v2/post/publish/creator_info/query/`, headers: json(token) },
      signal,
      true,
      'read what the account may post',
    );
  }

  const connector: Connector = {
    platform: 'tiktok',
    idempotent: false,
    // TikTok fetches the library's own files by URL: nothing is re-encoded on the way.
    convertsMedia: false,

    async deliver(delivery, signal): Promise<DeliveryReceipt> {
      const credentials = delivery.account.credentials as OAuthCredentials;
      const token = credentials.destination?.accessToken ?? credentials.tokens.accessToken;
      checkPost(delivery);

      // Asked before every post, as TikTok requires: the account's settings may have changed.
      const creator = await creatorInfo(credentials.apiUrl, token, signal);
      const privacy = privacyFor(creator, limitedAccess);

      const { publish_id: publishId } = await api<{ publish_id?: string }>(
        {
          method: 'POST',
          url: `${credentials.apiUrl}/v2/post/publish/content/init/`,
          headers: json(token),
          body: JSON.stringify({
            media_type: 'PHOTO',
            post_mode: 'DIRECT_POST',
            post_info: {
              description: delivery.text,
              privacy_level: privacy,
              disable_comment: creator.comment_disabled === true,
              auto_add_music: true,
              brand_content_toggle: false,
              brand_organic_toggle: false,
            },
            source_info: {
              source: 'PULL_FROM_URL',
              photo_images: delivery.media.map((m) => m.url),
              photo_cover_index: 0,
            },
          }),
        },
        signal,
        false,
        'create the post',
      );
      if (!publishId) {
        throw new DeliveryError(
          'incomplete_answer',
          'TikTok accepted the post but named no publish id.',
          'system',
          {
            unclear: true,
          },
        );
      }
      const postId = await awaitPublished(credentials.apiUrl, token, publishId, signal);
      return postId
        ? {
            externalId: postId,
            externalUrl: `https://www.tiktok.com/@${delivery.account.handle}/photo/${postId}`,
          }
        : { externalId: publishId };
    },

    async notices(account) {
      return limitedAccess
        ? [
            {
              code: 'only_author_sees',
              message: `TikTok has not yet audited this server's app (TIKTOK_AUDITED is false), so TikTok lets it post only privately: the post will be published to @${account.handle} as private (SELF_ONLY), seen by the account's owner alone.`,
            },
          ]
        : [];
    },
  };

  return { oauth, connector };

  /**
   * Polls until TikTok says how the post ended: its public id once published (none for a post only
   * its author sees), or the failure. The post exists from `content/init` on, so any doubt here is
   * unclear rather than a reason to send it again.
   */
  async function awaitPublished(apiUrl: string, token: string, publishId: string, signal: AbortSignal) {
    for (let poll = 0; poll < MAX_POLLS; poll++) {
      if (!(await pauseUnlessAborted(pollIntervalMs, signal))) {
        throw stillUnknown(publishId, 'the delivery was stopped');
      }
      let status: PostStatus;
      try {
        status = await api<PostStatus>(
          {
            method: 'POST',
            url: `${apiUrl}/v2/post/publish/status/fetch/`,
            headers: json(token),
            body: JSON.stringify({ publish_id: publishId }),
          },
          signal,
          true,
          'read the post status',
        );
      } catch (err) {
        if (err instanceof DeliveryError && err.options.transient && !signal.aborted) continue;
        throw stillUnknown(publishId, err instanceof Error ? err.message : String(err));
      }
      if (status.status === 'PUBLISH_COMPLETE') {
        const id = status.publicaly_available_post_id?.[0];
        return id === undefined ? undefined : String(id);
      }
      if (status.status === 'FAILED') throw processingFailure(status.fail_reason ?? 'unknown');
    }
    throw stillUnknown(publishId, 'it was still processing when the connector stopped waiting');
  }
}
