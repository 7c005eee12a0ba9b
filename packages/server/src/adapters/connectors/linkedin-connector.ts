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
import { DeliveryError, type DeliveryMedia, type DeliveryReceipt } from '../../ports/connector.js';
import type {
  OAuthClient,
  OAuthCredentials,
  OAuthTokens,
  PlatformAdapter,
  PlatformAdapterDeps,
} from '../../ports/oauth-platform.js';
import type { PartReceipt } from '../../ports/persistence/posts.js';
import { linkedInApi, restHeaders } from './linkedin-api.js';
import { type LinkedInUploadTarget, linkedInMedia } from './linkedin-media.js';
import { oauthTokenRequest, oauthTokensOf, type TokenAnswer } from './wire/oauth-token-request.js';
import { imageUploadFailure } from './wire/outbound-failure.js';
import { jsonOf, unusableSignIn } from './wire/platform-http.js';
import { credentialsRefused } from './wire/refusals.js';
import { deliverParts, type PartToPost } from './wire/thread-parts.js';

/** Who the member is (OpenID Connect), and posting as them. */
const SCOPES = ['openid', 'profile', 'w_member_social'] as const;

export function createLinkedInPlatform(deps: PlatformAdapterDeps): PlatformAdapter {
  const { clock } = deps;
  const linkedIn = linkedInApi(deps);
  const { call } = linkedIn;
  const media = linkedInMedia({ api: linkedIn, images: deps.images, pollIntervalMs: deps.pollIntervalMs });

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
    if (answer.status !== 200) throw linkedIn.tokenFailure(answer, doing);
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
          throw credentialsRefused(
            'no_refresh_token',
            'LinkedIn gave no refresh token for this account; connect it again when its access expires.',
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
        if (answer.status !== 200) throw linkedIn.failure(answer, 'read the signed-in member');
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
        const to: LinkedInUploadTarget = { api, accessToken, owner: author };

        const uploadAll = async (images: DeliveryMedia[]) => {
          const uploaded: Array<{ id: string; altText?: string }> = [];
          for (const m of images) {
            try {
              const id = await media.upload(to, delivery, m, signal);
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
              id = await media.uploadDocument(to, delivery, delivery.document.title, signal);
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
          if (answer.status !== 201) throw linkedIn.failure(answer, 'create the post');
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
    if (answer.status !== 201) throw linkedIn.failure(answer, `comment reply ${part.index}`);
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
