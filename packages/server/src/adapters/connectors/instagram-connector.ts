/**
 * Instagram business and creator accounts through the Instagram Graph API, signed in with Facebook
 * Login (the account must be linked to a Facebook Page the user manages).
 *
 * Sign-in is Facebook's (facebook-login.ts: the same dialog, code exchange and long-lived token;
 * Meta issues no refresh token, so `refresh` exchanges the long-lived token for a new one before it
 * expires). The destinations are the Instagram accounts linked to the user's pages
 * (`/me/accounts?fields=instagram_business_account{id,username}`); posts are made with the user
 * token.
 *
 * Publishing: Instagram fetches each image itself from its URL (the service's public file URL, so
 * PUBLIC_URL must be reachable from the internet), which means the bytes cannot be re-encoded on
 * the way: an image must already be a JPEG of at most 8 MiB between 4:5 and 1.91:1, checked here
 * before anything is sent. One image is one container (`POST /{ig-user-id}/media` with `image_url`,
 * `caption`, `alt_text`); two to ten are carousel items (`is_carousel_item=true`) gathered by a
 * `CAROUSEL` container. Each container is read back (`status_code`) until FINISHED, then published
 * (`POST /{ig-user-id}/media_publish` with `creation_id`). Only that last request can publish, and
 * a repeat would publish a second post, so it is never sent again after an unclear outcome. A
 * post's replies are comments under it (`POST /{ig-media-id}/comments` with `message`, text only;
 * the first is the "first comment" that carries links and hashtags).
 *
 * References: https://developers.facebook.com/docs/instagram-platform/content-publishing,
 * https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/ig-user/media,
 * https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/ig-user/media_publish,
 * https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/ig-container,
 * https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/error-codes,
 * https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/ig-media/comments
 */
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
import { facebookLogin } from './facebook-login.js';
import {
  type ContainerState,
  GRAPH_VERSION,
  type GraphClient,
  graphClient,
  publishContainer,
  waitForContainer,
} from './meta-graph.js';
import { deliverParts } from './thread-parts.js';

const SCOPES = [
  'instagram_basic',
  'instagram_content_publish',
  // Commenting under the account's own posts: a post's replies are comments.
  'instagram_manage_comments',
  'pages_show_list',
  'pages_read_engagement',
] as const;

/** Instagram's image specification for feed posts. */
export const INSTAGRAM_IMAGE_RULES = {
  mimeType: 'image/jpeg',
  maxCarousel: 10,
};

export function createInstagramPlatform(deps: PlatformAdapterDeps): PlatformAdapter {
  const graph: GraphClient = graphClient(deps.outbound, {
    platform: 'Instagram',
    timeoutMs: deps.timeoutMs,
  });
  const base = (apiUrl: string) => `${apiUrl}/${GRAPH_VERSION}`;
  const intervalMs = deps.pollIntervalMs ?? 1000;

  const oauth: OAuthPlatform = {
    platform: 'instagram',
    scopes: SCOPES,
    pkce: false,
    ...facebookLogin(graph, deps.clock, SCOPES),

    async identify(client, tokens, signal): Promise<ConnectedIdentity> {
      const me = await graph.call<{ id: string; name?: string }>(
        {
          method: 'GET',
          url: `${base(client.apiUrl)}/me`,
          token: tokens.accessToken,
          query: { fields: 'id,name' },
        },
        'read the signed-in user',
        signal,
      );
      const pages = await graph.call<{
        data?: { id: string; instagram_business_account?: { id: string; username?: string } }[];
      }>(
        {
          method: 'GET',
          url: `${base(client.apiUrl)}/me/accounts`,
          token: tokens.accessToken,
          query: { fields: 'instagram_business_account{id,username}', limit: '100' },
        },
        'list the Instagram accounts',
        signal,
      );
      const accounts = (pages.data ?? []).flatMap((page) =>
        page.instagram_business_account ? [page.instagram_business_account] : [],
      );
      return {
        externalId: me.id,
        handle: me.name ?? me.id,
        destinations: accounts.map((account) => ({ id: account.id, name: account.username ?? account.id })),
      };
    },
  };

  const connector: Connector = {
    platform: 'instagram',
    idempotent: false,
    // Instagram fetches the stored file by URL: nothing can be re-encoded on the way.
    convertsMedia: false,
    replies: 'comments',

    async deliver(delivery, signal): Promise<DeliveryReceipt> {
      const credentials = delivery.account.credentials as OAuthCredentials;
      const account = credentials.destination;
      if (!account) {
        throw new DeliveryError(
          'no_account',
          'No Instagram account was chosen; connect it again and choose one.',
          'auth_expired',
          { credentialsRejected: true },
        );
      }
      checkMedia(delivery.media);
      if (delivery.replies.some((r) => r.media.length > 0)) {
        throw new DeliveryError(
          'media_unsupported',
          'Instagram comments take text only; remove the images from the replies.',
          'user_content',
        );
      }
      const token = account.accessToken ?? credentials.tokens.accessToken;
      const api = base(credentials.apiUrl);

      const create = async (form: Record<string, string>, doing: string) =>
        (
          await graph.call<{ id: string }>(
            { method: 'POST', url: `${api}/${account.id}/media`, token, form },
            doing,
            signal,
          )
        ).id;
      const processed = (container: string) =>
        waitForContainer(
          async () => {
            const read = await graph.call<{ status_code?: ContainerState; status?: string }>(
              { method: 'GET', url: `${api}/${container}`, token, query: { fields: 'status_code,status' } },
              'read the state of an image',
              signal,
            );
            return { state: read.status_code, ...(read.status ? { detail: read.status } : {}) };
          },
          { platform: 'Instagram', intervalMs, attempts: 60, signal },
        );
      const altOf = (m: DeliveryMedia): Record<string, string> => (m.altText ? { alt_text: m.altText } : {});

      // The post is a container published; each reply is a comment under it (text only).
      return deliverParts(delivery, async (part) => {
        if (part.root) {
          const comment = await graph.call<{ id: string }>(
            {
              method: 'POST',
              url: `${api}/${part.root.externalId}/comments`,
              token,
              form: { message: part.text },
              createsPost: true,
            },
            `comment reply ${part.index}`,
            signal,
          );
          return {
            externalId: comment.id,
            ...(part.root.externalUrl ? { externalUrl: part.root.externalUrl } : {}),
          };
        }
        let creation: string;
        if (part.media.length === 1) {
          const only = part.media[0]!;
          creation = await create(
            { image_url: only.url, caption: part.text, ...altOf(only) },
            'take the image',
          );
        } else {
          const children: string[] = [];
          for (const m of part.media) {
            const child = await create(
              { image_url: m.url, is_carousel_item: 'true', ...altOf(m) },
              'take an image',
            );
            await processed(child);
            children.push(child);
          }
          creation = await create(
            { media_type: 'CAROUSEL', children: children.join(','), caption: part.text },
            'gather the images',
          );
        }
        await processed(creation);
        return publishContainer(
          graph,
          { publishUrl: `${api}/${account.id}/media_publish`, api, creation, token },
          signal,
        );
      });
    },
  };

  return { oauth, connector };
}

/** What Instagram would refuse after fetching, refused before anything is sent. */
function checkMedia(media: DeliveryMedia[]): void {
  const rules = INSTAGRAM_IMAGE_RULES;
  const refuse = (message: string) => {
    throw new DeliveryError('media_unsupported', message, 'media_error');
  };
  if (media.length === 0) refuse('An Instagram post needs at least one image.');
  if (media.length > rules.maxCarousel)
    refuse(`Instagram takes at most ${rules.maxCarousel} images in a post.`);
  for (const m of media) {
    if (m.mimeType !== rules.mimeType) refuse(`Instagram takes only JPEG images; ${m.mimeType} is not one.`);
    // Size and shape as the publish check checks them (PLATFORM_RULES): what it lets through is sent.
    const limit = imageLimitProblem('instagram', m);
    if (limit) refuse(limit);
  }
}
