/**
 * Threads through the Threads API (`graph.threads.net`), with its own sign-in.
 *
 * Sign-in: the authorization window (`{THREADS_AUTH_URL}/oauth/authorize`), the code exchanged at
 * `POST /oauth/access_token` for a short-lived token (an hour), exchanged at once for a long-lived
 * one (`GET /access_token?grant_type=th_exchange_token`, 60 days). There is no refresh token: the
 * long-lived token renews itself (`GET /refresh_access_token?grant_type=th_refresh_token`) while it
 * is at least a day old and not yet expired. The account is the destination (`/me`).
 *
 * Publishing: Threads fetches each image itself from its URL (the service's public file URL, so
 * PUBLIC_URL must be reachable from the internet): JPEG or PNG, at most 8 MB, checked here before
 * anything is sent. Text alone is a TEXT container; one image an IMAGE container; two to twenty are
 * IMAGE carousel items gathered by a CAROUSEL container (`POST /{threads-user-id}/threads`). Each
 * container is read back (`status`) until FINISHED, then published (`POST
 * /{threads-user-id}/threads_publish` with `creation_id`), which is never sent twice. A reply is
 * made the same way with `reply_to_id` naming the part before it, so a post's replies read as a
 * thread.
 *
 * References: https://developers.facebook.com/docs/threads/get-started/get-access-tokens-and-permissions,
 * https://developers.facebook.com/docs/threads/get-started/long-lived-tokens,
 * https://developers.facebook.com/docs/threads/posts,
 * https://developers.facebook.com/documentation/threads/reference/publishing,
 * https://developers.facebook.com/docs/threads/troubleshooting
 */
import { platformSpec } from '@contentforge/platforms';
import { imageLimitProblem } from '../../domain/publishing/platforms.js';
import {
  type Connector,
  DeliveryError,
  type DeliveryMedia,
  type DeliveryReceipt,
} from '../../ports/connector.js';
import type {
  ConnectedIdentity,
  OAuthCredentials,
  OAuthPlatform,
  PlatformAdapter,
  PlatformAdapterDeps,
} from '../../ports/oauth-platform.js';
import {
  type ContainerState,
  type GraphClient,
  graphClient,
  publishContainer,
  tokensFrom,
  waitForContainer,
  withQuery,
} from './wire/meta-graph.js';
import { deliverParts } from './wire/thread-parts.js';

/** The Threads API version of the publishing and profile endpoints. */
export const THREADS_VERSION = 'v1.0';

const SCOPES = ['threads_basic', 'threads_content_publish'] as const;

/** Threads' image specification, from its spec. */
const THREADS_IMAGE_RULES = {
  mimeTypes: platformSpec('threads').media.types as readonly string[],
  maxCarousel: platformSpec('threads').media.max,
};

export function createThreadsPlatform(deps: PlatformAdapterDeps): PlatformAdapter {
  const graph: GraphClient = graphClient(deps.outbound, {
    platform: 'Threads',
    timeoutMs: deps.timeoutMs,
  });
  const intervalMs = deps.pollIntervalMs ?? 1000;

  const oauth: OAuthPlatform = {
    platform: 'threads',
    scopes: SCOPES,
    pkce: false,

    authorizeUrl(client, request) {
      return withQuery(`${client.authUrl}/oauth/authorize`, {
        client_id: client.clientId,
        redirect_uri: request.redirectUri,
        scope: SCOPES.join(','),
        response_type: 'code',
        state: request.state,
      });
    },

    async exchangeCode(client, exchange, signal) {
      const short = await graph.call<{ access_token?: string; user_id?: number | string }>(
        {
          method: 'POST',
          url: `${client.apiUrl}/oauth/access_token`,
          form: {
            client_id: client.clientId,
            client_secret: client.clientSecret,
            code: exchange.code,
            grant_type: 'authorization_code',
            redirect_uri: exchange.redirectUri,
          },
        },
        'exchange the sign-in code',
        signal,
      );
      const long = await graph.call<{ access_token?: string; expires_in?: number }>(
        {
          method: 'GET',
          url: `${client.apiUrl}/access_token`,
          query: {
            grant_type: 'th_exchange_token',
            client_secret: client.clientSecret,
            access_token: tokensFrom(short, deps.clock.now()).accessToken,
          },
        },
        'obtain a long-lived token',
        signal,
      );
      return tokensFrom(long, deps.clock.now(), SCOPES.join(','));
    },

    async refresh(client, tokens, signal) {
      const renewed = await graph.call<{ access_token?: string; expires_in?: number }>(
        {
          method: 'GET',
          url: `${client.apiUrl}/refresh_access_token`,
          query: { grant_type: 'th_refresh_token', access_token: tokens.accessToken },
        },
        'renew the access token',
        signal,
      );
      return tokensFrom(renewed, deps.clock.now(), tokens.scope ?? SCOPES.join(','));
    },

    async identify(client, tokens, signal): Promise<ConnectedIdentity> {
      const me = await graph.call<{ id: string; username?: string }>(
        {
          method: 'GET',
          url: `${client.apiUrl}/${THREADS_VERSION}/me`,
          token: tokens.accessToken,
          query: { fields: 'id,username' },
        },
        'read the signed-in account',
        signal,
      );
      return { externalId: me.id, handle: me.username ?? me.id };
    },
  };

  const connector: Connector = {
    platform: 'threads',
    idempotent: false,
    // Threads fetches the stored file by URL: nothing can be re-encoded on the way.
    convertsMedia: false,
    replies: 'thread',

    async deliver(delivery, signal): Promise<DeliveryReceipt> {
      const credentials = delivery.account.credentials as OAuthCredentials;
      for (const part of [delivery.media, ...delivery.replies.map((r) => r.media)]) checkMedia(part);
      const token = credentials.destination?.accessToken ?? credentials.tokens.accessToken;
      const api = `${credentials.apiUrl}/${THREADS_VERSION}`;
      const user = credentials.destination?.id ?? delivery.account.externalId ?? 'me';

      const create = async (form: Record<string, string>, doing: string) =>
        (
          await graph.call<{ id: string }>(
            { method: 'POST', url: `${api}/${user}/threads`, token, form },
            doing,
            signal,
          )
        ).id;
      const processed = (container: string) =>
        waitForContainer(
          async () => {
            const read = await graph.call<{ status?: ContainerState; error_message?: string }>(
              { method: 'GET', url: `${api}/${container}`, token, query: { fields: 'status,error_message' } },
              'read the state of the post',
              signal,
            );
            return { state: read.status, ...(read.error_message ? { detail: read.error_message } : {}) };
          },
          { platform: 'Threads', intervalMs, attempts: 60, signal },
        );
      const image = (m: DeliveryMedia) => ({
        media_type: 'IMAGE',
        image_url: m.url,
        ...(m.altText ? { alt_text: m.altText } : {}),
      });

      // Each reply is a post of its own answering the part before it (`reply_to_id`).
      return deliverParts(delivery, async (part) => {
        const reply: Record<string, string> = part.previous ? { reply_to_id: part.previous.externalId } : {};
        const what = part.index === 0 ? '' : ` of reply ${part.index}`;
        let creation: string;
        if (part.media.length === 0) {
          creation = await create({ media_type: 'TEXT', text: part.text, ...reply }, `take the text${what}`);
        } else if (part.media.length === 1) {
          creation = await create(
            { ...image(part.media[0]!), text: part.text, ...reply },
            `take the image${what}`,
          );
        } else {
          const children: string[] = [];
          for (const m of part.media) {
            const child = await create({ ...image(m), is_carousel_item: 'true' }, `take an image${what}`);
            await processed(child);
            children.push(child);
          }
          creation = await create(
            { media_type: 'CAROUSEL', children: children.join(','), text: part.text, ...reply },
            `gather the images${what}`,
          );
        }
        await processed(creation);
        return publishContainer(
          graph,
          { publishUrl: `${api}/${user}/threads_publish`, api, creation, token },
          signal,
        );
      });
    },
  };

  return { oauth, connector };
}

/** What Threads would refuse after fetching, refused before anything is sent. */
function checkMedia(media: DeliveryMedia[]): void {
  const rules = THREADS_IMAGE_RULES;
  const refuse = (message: string) => {
    throw new DeliveryError('media_unsupported', message, 'media_error');
  };
  if (media.length > rules.maxCarousel)
    refuse(`Threads takes at most ${rules.maxCarousel} images in a post.`);
  for (const m of media) {
    if (!rules.mimeTypes.includes(m.mimeType))
      refuse(`Threads takes JPEG and PNG images; ${m.mimeType} is not one.`);
    // Size and shape as the publish check checks them (PLATFORM_RULES): what it lets through is sent.
    const limit = imageLimitProblem('threads', m);
    if (limit) refuse(limit);
  }
}
