/**
 * LinkedIn: sign-in with OAuth 2.0 (3-legged, OpenID Connect for who the member is), posts on the
 * member's own feed with the versioned Posts API, images through the Images API (initialize an
 * upload, PUT the bytes, wait until LinkedIn has processed them), several images as a MultiImage.
 * A post's replies are comments under it (the Comments API), each with one image at most. With
 * `format: "document"` the images become the pages of one PDF, uploaded through the Documents API
 * and posted as a document with its title.
 *
 * References: https://learn.microsoft.com/linkedin/shared/authentication/authorization-code-flow,
 * https://learn.microsoft.com/linkedin/shared/authentication/programmatic-refresh-tokens,
 * https://learn.microsoft.com/linkedin/consumer/integrations/self-serve/sign-in-with-linkedin-v2,
 * https://learn.microsoft.com/linkedin/marketing/community-management/shares/posts-api,
 * https://learn.microsoft.com/linkedin/marketing/community-management/shares/images-api,
 * https://learn.microsoft.com/linkedin/marketing/community-management/shares/multiimage-post-api,
 * https://learn.microsoft.com/linkedin/marketing/community-management/shares/little-text-format,
 * https://learn.microsoft.com/linkedin/marketing/community-management/shares/comments-api,
 * https://learn.microsoft.com/linkedin/marketing/community-management/shares/documents-api,
 * https://learn.microsoft.com/linkedin/shared/api-guide/concepts/rate-limits.
 */
import {
  type Delivery,
  DeliveryError,
  type DeliveryMedia,
  type DeliveryReceipt,
} from '../../ports/connector.js';
import type { PlatformImageLimits } from '../../ports/image-processor.js';
import type {
  OAuthClient,
  OAuthCredentials,
  OAuthTokens,
  PlatformAdapter,
  PlatformAdapterDeps,
} from '../../ports/oauth-platform.js';
import { type OutboundResponse, retryAfterOf } from '../../ports/outbound-http.js';
import type { FailureCategory, PartReceipt } from '../../ports/persistence/posts.js';
import { oauthTokenRequest, oauthTokensOf, type TokenAnswer, tokenRefusal } from './oauth-token-request.js';
import { PAGE_FORMATS, pdfOfImages } from './pdf-document.js';
import {
  fitImage,
  imageUploadFailure,
  jsonOf,
  pauseUnlessAborted,
  requestPlatform,
  unusableSignIn,
} from './platform-http.js';
import { deliverParts, type PartToPost } from './thread-parts.js';

/** Who the member is (OpenID Connect), and posting as them. */
const SCOPES = ['openid', 'profile', 'w_member_social'] as const;

/**
 * The Posts and Images API version this connector speaks (`LinkedIn-Version`). LinkedIn supports
 * each monthly version for at least a year; move it forward as versions are sunset.
 */
export const LINKEDIN_VERSION = '202609';

/**
 * The Images API takes JPEG, PNG and GIF of fewer than 36,152,320 pixels; a longest side of
 * 6012 px keeps any shape under that. LinkedIn states no byte limit: 8 MB keeps uploads sensible.
 */
const IMAGE_LIMITS: PlatformImageLimits = {
  formats: ['jpeg', 'png', 'gif'],
  maxBytes: 8 * 1024 * 1024,
  maxSide: 6012,
};

/** A document's pages: JPEG or PNG as pdf-lib embeds them, at most 2400 px a side (a page each). */
const DOCUMENT_PAGE_LIMITS: PlatformImageLimits = {
  formats: [...PAGE_FORMATS],
  maxBytes: 8 * 1024 * 1024,
  maxSide: 2400,
};

/** The Documents API takes PDFs of at most 100 MB and 300 pages. */
const MAX_DOCUMENT_BYTES = 100 * 1024 * 1024;

/** Status polls of one image before its processing is given up on. */
const MAX_POLLS = 60;

export function createLinkedInPlatform(deps: PlatformAdapterDeps): PlatformAdapter {
  const { outbound, images, clock, timeoutMs } = deps;

  async function call(
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    headers: Record<string, string>,
    body: Buffer | string | undefined,
    signal: AbortSignal,
  ): Promise<OutboundResponse> {
    return requestPlatform(outbound, {
      method,
      url,
      headers,
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
    const request = oauthTokenRequest(
      client,
      `${client.authUrl}/oauth/v2/accessToken`,
      form,
      { kind: 'form', idField: 'client_id' },
      { accept: 'application/json' },
    );
    const answer = await call('POST', request.url, request.headers, request.body, signal);
    if (answer.status !== 200) throw tokenFailure(answer, doing, clock.now());
    const said = jsonOf(answer) as TokenAnswer;
    if (typeof said.access_token !== 'string' || said.access_token === '') {
      throw unusableSignIn('LinkedIn', `${doing} without an access token`);
    }
    // LinkedIn lists the granted scopes separated by commas.
    return oauthTokensOf(said, clock.now(), (scope) =>
      scope
        .split(/[\s,]+/)
        .filter(Boolean)
        .join(' '),
    );
  }

  const restHeaders = (accessToken: string) => ({
    authorization: `Bearer ${accessToken}`,
    accept: 'application/json',
    'linkedin-version': LINKEDIN_VERSION,
    'x-restli-protocol-version': '2.0.0',
  });

  return {
    oauth: {
      platform: 'linkedin',
      scopes: SCOPES,
      // LinkedIn takes PKCE only from native apps it has approved for it; web apps use the secret.
      pkce: false,

      authorizeUrl(client, request) {
        const query = new URLSearchParams({
          response_type: 'code',
          client_id: client.clientId,
          redirect_uri: request.redirectUri,
          state: request.state,
          scope: SCOPES.join(' '),
        });
        return `${client.authUrl}/oauth/v2/authorization?${query.toString().replace(/\+/g, '%20')}`;
      },

      exchangeCode(client, exchange, signal) {
        return token(
          client,
          { grant_type: 'authorization_code', code: exchange.code, redirect_uri: exchange.redirectUri },
          'the sign-in code',
          signal,
        );
      },

      async refresh(client, tokens, signal) {
        if (!tokens.refreshToken) {
          // Programmatic refresh tokens are given only to apps LinkedIn has approved for them.
          throw new DeliveryError(
            'no_refresh_token',
            'LinkedIn gave no refresh token for this account; connect it again when its access expires.',
            'auth_expired',
            { credentialsRejected: true },
          );
        }
        // What LinkedIn answers; an old refresh token it did not replace is kept by the caller.
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
          `${client.apiUrl}/v2/userinfo`,
          { authorization: `Bearer ${tokens.accessToken}`, accept: 'application/json' },
          undefined,
          signal,
        );
        if (answer.status !== 200) throw apiFailure(answer, 'read the signed-in member', clock.now());
        const member = jsonOf(answer) as {
          sub?: string;
          name?: string;
          given_name?: string;
          family_name?: string;
        };
        if (typeof member.sub !== 'string' || member.sub === '') {
          throw unusableSignIn('LinkedIn', 'without the member');
        }
        const name = member.name ?? [member.given_name, member.family_name].filter(Boolean).join(' ');
        // LinkedIn has no handle: members are known by name.
        return { externalId: member.sub, handle: name || member.sub };
      },
    },

    connector: {
      platform: 'linkedin',
      // The Posts API takes no idempotency key: a repeat after an unclear outcome could post twice.
      idempotent: false,
      convertsMedia: true,
      replies: 'comments',
      makesDocuments: true,

      async deliver(delivery, signal): Promise<DeliveryReceipt> {
        const credentials = delivery.account.credentials as OAuthCredentials;
        const accessToken = credentials.destination?.accessToken ?? credentials.tokens.accessToken;
        const memberId = delivery.account.externalId;
        if (!memberId) {
          throw new DeliveryError(
            'account_incomplete',
            'The LinkedIn account does not name its member.',
            'system',
          );
        }
        const author = `urn:li:person:${memberId}`;
        const api = credentials.apiUrl;

        const uploadAll = async (media: DeliveryMedia[]) => {
          const uploaded: Array<{ id: string; altText?: string }> = [];
          for (const m of media) {
            try {
              const id = await upload(api, accessToken, author, delivery, m, signal);
              uploaded.push({ id, ...(m.altText ? { altText: m.altText } : {}) });
            } catch (err) {
              throw imageUploadFailure('LinkedIn', err);
            }
          }
          return uploaded;
        };

        // The post first; each reply is a comment under it, as the member, with one image at most.
        return deliverParts(delivery, async (part) => {
          if (part.root) {
            const uploaded = await uploadAll(part.media);
            return comment(api, accessToken, author, part.root, part, uploaded, signal);
          }
          let content: object | undefined;
          if (delivery.document && part.media.length > 0) {
            // A document post: the images as the pages of one PDF, with its title.
            let id: string;
            try {
              id = await uploadDocument(api, accessToken, author, delivery, delivery.document.title, signal);
            } catch (err) {
              throw imageUploadFailure('LinkedIn', err);
            }
            content = { media: { title: delivery.document.title, id } };
          } else {
            const uploaded = await uploadAll(part.media);
            content =
              uploaded.length === 1
                ? { media: uploaded[0] }
                : uploaded.length > 1
                  ? { multiImage: { images: uploaded } }
                  : undefined;
          }
          const answer = await call(
            'POST',
            `${api}/rest/posts`,
            { ...restHeaders(accessToken), 'content-type': 'application/json' },
            JSON.stringify({
              author,
              commentary: littleText(part.text),
              visibility: 'PUBLIC',
              distribution: {
                feedDistribution: 'MAIN_FEED',
                targetEntities: [],
                thirdPartyDistributionChannels: [],
              },
              ...(content ? { content } : {}),
              lifecycleState: 'PUBLISHED',
              isReshareDisabledByAuthor: false,
            }),
            signal,
          );
          if (answer.status !== 201) throw apiFailure(answer, 'create the post', clock.now());
          const urn = answer.headers['x-restli-id'];
          if (!urn) {
            throw new DeliveryError(
              'invalid_answer',
              'LinkedIn created the post but did not name it.',
              'system',
              { unclear: true },
            );
          }
          return { externalId: urn, externalUrl: `https://www.linkedin.com/feed/update/${urn}` };
        });
      },
    },
  };

  /**
   * Comments under the post as the member (`POST /rest/socialActions/{post-urn}/comments`), the
   * text plain (comments take no "little" markup) and an uploaded image as its content.
   */
  async function comment(
    api: string,
    accessToken: string,
    actor: string,
    root: PartReceipt,
    part: PartToPost,
    uploaded: Array<{ id: string }>,
    signal: AbortSignal,
  ): Promise<PartReceipt> {
    const answer = await call(
      'POST',
      `${api}/rest/socialActions/${encodeURIComponent(root.externalId)}/comments`,
      { ...restHeaders(accessToken), 'content-type': 'application/json' },
      JSON.stringify({
        actor,
        object: root.externalId,
        message: { text: part.text },
        ...(uploaded.length ? { content: uploaded.map((u) => ({ entity: { image: u.id } })) } : {}),
      }),
      signal,
    );
    if (answer.status !== 201) throw apiFailure(answer, `comment reply ${part.index}`, clock.now());
    const created = jsonOf(answer) as { $URN?: unknown; id?: unknown };
    const urn =
      typeof created.$URN === 'string'
        ? created.$URN
        : (answer.headers['x-restli-id'] ?? (typeof created.id === 'string' ? created.id : undefined));
    if (!urn) {
      throw new DeliveryError('invalid_answer', 'LinkedIn made the comment but did not name it.', 'system', {
        unclear: true,
      });
    }
    return { externalId: urn, ...(root.externalUrl ? { externalUrl: root.externalUrl } : {}) };
  }

  /** Uploads one image, fitted to LinkedIn's rules, and waits until it is AVAILABLE; answers its URN. */
  async function upload(
    api: string,
    accessToken: string,
    owner: string,
    delivery: Delivery,
    m: Delivery['media'][number],
    signal: AbortSignal,
  ): Promise<string> {
    const fitted = await fitImage(images, IMAGE_LIMITS, delivery, m);
    return uploadAsset(api, accessToken, owner, 'images', fitted.bytes, signal);
  }

  /**
   * Builds the post's images into one PDF (a page each, titled) and uploads it through the
   * Documents API; answers the document's URN once LinkedIn has processed it.
   */
  async function uploadDocument(
    api: string,
    accessToken: string,
    owner: string,
    delivery: Delivery,
    title: string,
    signal: AbortSignal,
  ): Promise<string> {
    const pages = [];
    for (const m of delivery.media) pages.push(await fitImage(images, DOCUMENT_PAGE_LIMITS, delivery, m));
    const pdf = await pdfOfImages(pages, title);
    if (pdf.length > MAX_DOCUMENT_BYTES) {
      throw new DeliveryError(
        'document_too_large',
        `The document made of the post's images is ${(pdf.length / 1024 / 1024).toFixed(1)} MB; LinkedIn takes at most 100 MB.`,
        'media_error',
      );
    }
    return uploadAsset(api, accessToken, owner, 'documents', pdf, signal);
  }

  /**
   * The Images and Documents APIs' upload: initialize (an upload URL and the asset's URN), PUT the
   * bytes, then read the asset back until it is AVAILABLE.
   */
  async function uploadAsset(
    api: string,
    accessToken: string,
    owner: string,
    kind: 'images' | 'documents',
    bytes: Buffer,
    signal: AbortSignal,
  ): Promise<string> {
    const what = kind === 'images' ? 'an image' : 'the document';
    const headers = restHeaders(accessToken);
    const init = await call(
      'POST',
      `${api}/rest/${kind}?action=initializeUpload`,
      { ...headers, 'content-type': 'application/json' },
      JSON.stringify({ initializeUploadRequest: { owner } }),
      signal,
    );
    if (init.status !== 200) throw apiFailure(init, `start the upload of ${what}`, clock.now());
    const { value } = jsonOf(init) as { value?: { uploadUrl?: string; image?: string; document?: string } };
    const urn = kind === 'images' ? value?.image : value?.document;
    if (!value?.uploadUrl || !urn) {
      throw new DeliveryError('invalid_answer', 'LinkedIn started an upload without its address.', 'system', {
        transient: true,
      });
    }

    const put = await call(
      'PUT',
      value.uploadUrl,
      { authorization: `Bearer ${accessToken}`, 'content-type': 'application/octet-stream' },
      bytes,
      signal,
    );
    if (put.status < 200 || put.status >= 300) throw apiFailure(put, `upload ${what}`, clock.now());

    for (let polls = 0; ; polls++) {
      const got = await call(
        'GET',
        `${api}/rest/${kind}/${encodeURIComponent(urn)}`,
        headers,
        undefined,
        signal,
      );
      if (got.status !== 200) throw apiFailure(got, `check the upload of ${what}`, clock.now());
      const { status } = jsonOf(got) as { status?: string };
      if (status === 'AVAILABLE') return urn;
      if (status === 'PROCESSING_FAILED') {
        throw new DeliveryError(
          'media_processing_failed',
          `LinkedIn could not process ${what}.`,
          'media_error',
        );
      }
      if (polls >= MAX_POLLS) {
        throw new DeliveryError(
          'media_processing_slow',
          `LinkedIn took too long to process ${what}.`,
          'system',
          {
            transient: true,
          },
        );
      }
      if (!(await pauseUnlessAborted(deps.pollIntervalMs ?? 1000, signal))) {
        throw new DeliveryError('aborted', 'The delivery was stopped.', 'system', { transient: true });
      }
    }
  }
}

/**
 * The post's text in LinkedIn's "little" text format, where `| { } @ [ ] ( ) < > # \ * _ ~` are
 * markup: each is escaped to stay plain text, except the `#` that starts a hashtag, which LinkedIn
 * links as one.
 */
export function littleText(text: string): string {
  return text.replace(/[|{}@[\]()<>#\\*_~]/g, (ch, at: number) =>
    ch === '#' && /^[\p{L}\p{N}_]/u.test(text.slice(at + 1)) && !/[\p{L}\p{N}_]/u.test(text[at - 1] ?? '')
      ? ch
      : `\\${ch}`,
  );
}

/** What LinkedIn said: `{ message, status, serviceErrorCode, code? }`, or OAuth's `error_description`. */
function said(answer: OutboundResponse): string {
  const body = jsonOf(answer) as { message?: string; error_description?: string; error?: string };
  return body.message ?? body.error_description ?? body.error ?? `HTTP ${answer.status}`;
}

/**
 * LinkedIn's limits are per day and reset at midnight UTC; it documents no reset header, so a
 * Retry-After is honoured when one comes, and otherwise the wait runs to the next midnight UTC.
 */
function rateLimited(answer: OutboundResponse, doing: string, now: Date): DeliveryError {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  const retryAfterMs = retryAfterOf(answer.headers['retry-after'], now) ?? midnight - now.getTime();
  return new DeliveryError(
    'rate_limited',
    `LinkedIn limited the requests to ${doing}: ${said(answer)}.`,
    'rate_limited',
    { transient: true, retryAfterMs },
  );
}

/** An answer of the REST API that is not a success, in the contract's categories. */
function apiFailure(answer: OutboundResponse, doing: string, now: Date): DeliveryError {
  const { status } = answer;
  const reason = said(answer);
  const code = (jsonOf(answer) as { code?: string }).code;
  const fail = (c: string, category: FailureCategory, options: DeliveryError['options'] = {}) =>
    new DeliveryError(c, `LinkedIn could not ${doing}: ${reason}.`, category, options);
  if (status === 401) return fail('auth_rejected', 'auth_expired', { credentialsRejected: true });
  if (status === 429) return rateLimited(answer, doing, now);
  if (status >= 500) return fail('server_error', 'system', { transient: true });
  // The version this connector speaks was sunset: the service, not the post, needs changing.
  if (status === 426 || code === 'NONEXISTENT_VERSION' || code === 'VERSION_MISSING') {
    return new DeliveryError(
      'version_not_active',
      `LinkedIn no longer serves the API version this server speaks (LinkedIn-Version ${LINKEDIN_VERSION}): the operator must update Contentforge to a release that speaks a current version; the post was not published (${reason}).`,
      'system',
    );
  }
  if (code === 'DUPLICATE_POST' || /duplicate|too long|exceed|length|spam|policy/i.test(reason)) {
    return fail('content_refused', 'user_content');
  }
  if (/image|media|upload/i.test(reason) && (status === 400 || status === 422)) {
    return fail('media_rejected', 'media_error');
  }
  return fail('rejected', 'platform_rejected');
}

/** An answer of the token endpoint that is not a success. */
function tokenFailure(answer: OutboundResponse, doing: string, now: Date): DeliveryError {
  return tokenRefusal({
    platform: 'LinkedIn',
    status: answer.status,
    error: (jsonOf(answer) as { error?: string }).error,
    reason: said(answer),
    doing,
    rateLimited: () => rateLimited(answer, doing, now),
  });
}
