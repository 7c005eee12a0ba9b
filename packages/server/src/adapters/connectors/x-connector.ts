/**
 * X (API v2): sign-in with OAuth 2.0 Authorization Code and PKCE, posts with `POST /2/tweets`,
 * images through the chunked media upload (initialize → append → finalize, then STATUS polling
 * while X processes the file) with alt text set through the media metadata endpoint.
 *
 * References: https://docs.x.com/fundamentals/authentication/oauth-2-0/user-access-token,
 * https://docs.x.com/x-api/media/quickstart/media-upload-chunked,
 * https://docs.x.com/x-api/media/create-media-metadata, https://docs.x.com/x-api/posts/create-post,
 * https://docs.x.com/fundamentals/rate-limits.
 */
import { MIME_OF_FORMAT } from '../../domain/media/image-types.js';
import { type Delivery, DeliveryError, type DeliveryReceipt } from '../../ports/connector.js';
import type { PlatformImageLimits } from '../../ports/image-processor.js';
import type {
  OAuthClient,
  OAuthCredentials,
  OAuthTokens,
  PlatformAdapter,
  PlatformAdapterDeps,
} from '../../ports/oauth-platform.js';
import type { OutboundResponse } from '../../ports/outbound-http.js';
import type { FailureCategory } from '../../ports/persistence/posts.js';
import {
  oauthTokenRequest,
  oauthTokensOf,
  type TokenAnswer,
  tokenRefusal,
} from './wire/oauth-token-request.js';
import { imageUploadFailure } from './wire/outbound-failure.js';
import {
  fitImage,
  jsonOf,
  multipartBody,
  pauseUnlessAborted,
  requestPlatform,
  unusableSignIn,
} from './wire/platform-http.js';
import { credentialsRefused, platformFailed, rateLimited, rateLimitWait } from './wire/refusals.js';

/** Posting, reading the account, uploading images, and a refresh token (`offline.access`). */
const SCOPES = ['tweet.read', 'tweet.write', 'users.read', 'media.write', 'offline.access'] as const;

/** X's image rules: JPEG, PNG, WebP or GIF, at most 5 MB, at most 8192 px a side. */
const IMAGE_LIMITS: PlatformImageLimits = {
  formats: ['jpeg', 'png', 'webp', 'gif'],
  maxBytes: 5 * 1024 * 1024,
  maxSide: 8192,
};

/** One APPEND carries at most this much (X takes segments of up to 5 MB). */
const SEGMENT_BYTES = 4 * 1024 * 1024;
/** STATUS polls of one image before its processing is given up on. */
const MAX_POLLS = 60;

export function createXPlatform(deps: PlatformAdapterDeps): PlatformAdapter {
  const { outbound, images, clock, timeoutMs } = deps;

  /** A request to X; an answer of any status comes back, a network failure is a DeliveryError. */
  async function call(
    method: 'GET' | 'POST',
    url: string,
    headers: Record<string, string>,
    body: Buffer | string | undefined,
    signal: AbortSignal,
  ): Promise<OutboundResponse> {
    return requestPlatform(outbound, {
      method,
      url,
      headers: { accept: 'application/json', ...headers },
      ...(body !== undefined ? { body } : {}),
      timeoutMs,
      signal,
    });
  }

  async function token(
    client: OAuthClient,
    form: Record<string, string>,
    doing: string,
    signal: AbortSignal,
  ): Promise<OAuthTokens> {
    const request = oauthTokenRequest(client, `${client.apiUrl}/2/oauth2/token`, form, {
      kind: 'basic',
      idField: 'client_id',
    });
    const answer = await call('POST', request.url, request.headers, request.body, signal);
    if (answer.status !== 200) throw tokenFailure(answer, doing, clock.now());
    const said = jsonOf(answer) as TokenAnswer;
    if (typeof said.access_token !== 'string' || said.access_token === '') {
      throw unusableSignIn('X', `${doing} without an access token`);
    }
    return oauthTokensOf(said, clock.now());
  }

  return {
    oauth: {
      platform: 'x',
      scopes: SCOPES,
      pkce: true,

      authorizeUrl(client, request) {
        const query = new URLSearchParams({
          response_type: 'code',
          client_id: client.clientId,
          redirect_uri: request.redirectUri,
          scope: SCOPES.join(' '),
          state: request.state,
          code_challenge: request.codeChallenge,
          code_challenge_method: 'S256',
        });
        return `${client.authUrl}/i/oauth2/authorize?${query.toString().replace(/\+/g, '%20')}`;
      },

      exchangeCode(client, exchange, signal) {
        return token(
          client,
          {
            grant_type: 'authorization_code',
            code: exchange.code,
            redirect_uri: exchange.redirectUri,
            code_verifier: exchange.codeVerifier,
          },
          'the sign-in code',
          signal,
        );
      },

      async refresh(client, tokens, signal) {
        if (!tokens.refreshToken) {
          throw credentialsRefused(
            'no_refresh_token',
            'X gave no refresh token for this account; connect it again.',
          );
        }
        // X rotates refresh tokens: the answer carries the one to use next time.
        return token(
          client,
          { grant_type: 'refresh_token', refresh_token: tokens.refreshToken },
          'the refresh',
          signal,
        );
      },

      async identify(client, tokens, signal) {
        const answer = await call(
          'GET',
          `${client.apiUrl}/2/users/me`,
          { authorization: `Bearer ${tokens.accessToken}` },
          undefined,
          signal,
        );
        if (answer.status !== 200) throw apiFailure(answer, 'read the signed-in account', clock.now());
        const { data } = jsonOf(answer) as { data?: { id?: string; username?: string } };
        if (typeof data?.id !== 'string' || typeof data.username !== 'string') {
          throw unusableSignIn('X', 'without the account');
        }
        return { externalId: data.id, handle: data.username };
      },
    },

    connector: {
      platform: 'x',
      // POST /2/tweets takes no idempotency key: a repeat after an unclear outcome could post twice.
      idempotent: false,
      convertsMedia: true,
      replies: 'thread',

      async deliver(delivery, signal): Promise<DeliveryReceipt> {
        const credentials = delivery.account.credentials as OAuthCredentials;
        const api = credentials.apiUrl;
        const bearer = {
          authorization: `Bearer ${credentials.destination?.accessToken ?? credentials.tokens.accessToken}`,
        };
        const parts = [{ text: delivery.text, media: delivery.media }, ...delivery.replies];
        const receipts = [...delivery.posted];
        // Each part answers the one before (`reply.in_reply_to_tweet_id`); parts an earlier
        // attempt posted are not posted again.
        for (let part = receipts.length; part < parts.length; part++) {
          const { text, media } = parts[part]!;
          const mediaIds: string[] = [];
          for (const m of media) {
            try {
              mediaIds.push(await upload(api, bearer, delivery, m, signal));
            } catch (err) {
              throw imageUploadFailure('X', err);
            }
          }
          const inReplyTo = receipts[part - 1]?.externalId;
          const answer = await call(
            'POST',
            `${api}/2/tweets`,
            { ...bearer, 'content-type': 'application/json' },
            JSON.stringify({
              text,
              ...(mediaIds.length ? { media: { media_ids: mediaIds } } : {}),
              ...(inReplyTo ? { reply: { in_reply_to_tweet_id: inReplyTo } } : {}),
            }),
            signal,
          );
          if (answer.status !== 201 && answer.status !== 200) {
            throw apiFailure(answer, part === 0 ? 'create the post' : `create reply ${part}`, clock.now());
          }
          const { data } = jsonOf(answer) as { data?: { id?: string } };
          if (!data?.id) {
            throw new DeliveryError('invalid_answer', 'X created the post but did not name it.', 'system', {
              unclear: true,
            });
          }
          const receipt = {
            externalId: data.id,
            externalUrl: `https://x.com/${delivery.account.handle}/status/${data.id}`,
          };
          receipts.push(receipt);
          await delivery.partPosted(receipt);
        }
        return receipts[0]!;
      },
    },
  };

  /** Uploads one image (fitted to X's rules) with its alt text; answers its media id. */
  async function upload(
    api: string,
    bearer: Record<string, string>,
    delivery: Delivery,
    m: Delivery['media'][number],
    signal: AbortSignal,
  ): Promise<string> {
    const fitted = await fitImage(images, IMAGE_LIMITS, delivery, m);
    const succeeded = async (answer: Promise<OutboundResponse>, doing: string, ok = [200, 201, 204]) => {
      const got = await answer;
      if (!ok.includes(got.status)) throw apiFailure(got, doing, clock.now());
      return got;
    };
    const jsonHeaders = { ...bearer, 'content-type': 'application/json' };

    const init = await succeeded(
      call(
        'POST',
        `${api}/2/media/upload/initialize`,
        jsonHeaders,
        JSON.stringify({
          media_type: MIME_OF_FORMAT[fitted.format],
          total_bytes: fitted.bytes.length,
          media_category: fitted.format === 'gif' ? 'tweet_gif' : 'tweet_image',
        }),
        signal,
      ),
      'start an image upload',
    );
    const id = (jsonOf(init) as { data?: { id?: string } }).data?.id;
    if (!id) throw new DeliveryError('invalid_answer', 'X started an upload without naming it.', 'system');

    for (let offset = 0, segment = 0; offset < fitted.bytes.length; offset += SEGMENT_BYTES, segment++) {
      const { body, contentType } = multipartBody([
        { name: 'segment_index', value: String(segment) },
        {
          name: 'media',
          value: fitted.bytes.subarray(offset, offset + SEGMENT_BYTES),
          filename: 'blob',
          contentType: 'application/octet-stream',
        },
      ]);
      await succeeded(
        call(
          'POST',
          `${api}/2/media/upload/${id}/append`,
          { ...bearer, 'content-type': contentType },
          body,
          signal,
        ),
        'upload an image',
      );
    }

    const finalized = await succeeded(
      call('POST', `${api}/2/media/upload/${id}/finalize`, bearer, undefined, signal),
      'finish an image upload',
    );
    let processing = (jsonOf(finalized) as { data?: { processing_info?: ProcessingInfo } }).data
      ?.processing_info;
    for (let polls = 0; processing && processing.state !== 'succeeded'; polls++) {
      if (processing.state === 'failed') {
        throw new DeliveryError(
          'media_processing_failed',
          `X could not process an image: ${processing.error?.message ?? processing.error?.name ?? 'no reason given'}.`,
          'media_error',
        );
      }
      if (polls >= MAX_POLLS) {
        throw new DeliveryError('media_processing_slow', 'X took too long to process an image.', 'system', {
          transient: true,
        });
      }
      const waitMs = deps.pollIntervalMs ?? Math.max(1, processing.check_after_secs ?? 1) * 1000;
      // A delivery stopped before the wait fails for good; one stopped during it may be tried again.
      const stoppedBefore = signal.aborted;
      if (!(await pauseUnlessAborted(waitMs, signal))) {
        const options = stoppedBefore ? {} : { transient: true };
        throw new DeliveryError('aborted', 'The delivery was stopped.', 'system', options);
      }
      const status = await succeeded(
        call(
          'GET',
          `${api}/2/media/upload?${new URLSearchParams({ command: 'STATUS', media_id: id })}`,
          bearer,
          undefined,
          signal,
        ),
        'check an image upload',
      );
      processing = (jsonOf(status) as { data?: { processing_info?: ProcessingInfo } }).data?.processing_info;
    }

    if (m.altText) {
      await succeeded(
        call(
          'POST',
          `${api}/2/media/metadata`,
          jsonHeaders,
          JSON.stringify({ id, metadata: { alt_text: { text: m.altText } } }),
          signal,
        ),
        "set an image's alt text",
      );
    }
    return id;
  }
}

interface ProcessingInfo {
  state: 'pending' | 'in_progress' | 'succeeded' | 'failed';
  check_after_secs?: number;
  error?: { code?: number; name?: string; message?: string };
}

/** What X said went wrong, from either of its error shapes (problem details, or `errors[]`). */
function said(answer: OutboundResponse): string {
  const body = jsonOf(answer) as {
    detail?: string;
    title?: string;
    errors?: Array<{ message?: string; detail?: string }>;
    error_description?: string;
    error?: string;
  };
  return (
    body.errors?.[0]?.message ??
    body.errors?.[0]?.detail ??
    body.detail ??
    body.error_description ??
    body.title ??
    body.error ??
    `HTTP ${answer.status}`
  );
}

/** x-rate-limit-reset is the epoch second the window reopens. */
function limited(answer: OutboundResponse, doing: string, now: Date): DeliveryError {
  return rateLimited(
    `X limited the requests to ${doing}: ${said(answer)}.`,
    rateLimitWait(answer.headers, now, { name: 'x-rate-limit-reset', as: 'epoch-seconds' }),
  );
}

/** An answer of the API (not the token endpoint) that is not a success, in the contract's categories. */
function apiFailure(answer: OutboundResponse, doing: string, now: Date): DeliveryError {
  const { status } = answer;
  const reason = said(answer);
  const message = `X could not ${doing}: ${reason}.`;
  const fail = (code: string, category: FailureCategory) => new DeliveryError(code, message, category);
  if (status === 401) return credentialsRefused('auth_rejected', message);
  if (status === 429) return limited(answer, doing, now);
  if (status >= 500) return platformFailed('server_error', message);
  if (/duplicate|too long|not allowed to create|sensitive|violat/i.test(reason)) {
    return fail('content_refused', 'user_content');
  }
  if (/media|image/i.test(reason) && status === 400) return fail('media_rejected', 'media_error');
  return fail('rejected', 'platform_rejected');
}

/** An answer of the token endpoint that is not a success. */
function tokenFailure(answer: OutboundResponse, doing: string, now: Date): DeliveryError {
  return tokenRefusal({
    platform: 'X',
    status: answer.status,
    error: (jsonOf(answer) as { error?: string }).error,
    reason: said(answer),
    doing,
    rateLimited: () => limited(answer, doing, now),
  });
}
