/**
 * Facebook Pages through the Graph API, signed in with Facebook Login.
 *
 * Sign-in (facebook-login.ts, shared with Instagram): the login dialog
 * (`{FACEBOOK_AUTH_URL}/v25.0/dialog/oauth`), the code exchanged at
 * `GET /v25.0/oauth/access_token`, and the short-lived user token (about an hour) exchanged at once
 * for a long-lived one (`grant_type=fb_exchange_token`, about 60 days). Meta issues no refresh token:
 * `refresh` exchanges the long-lived token, while it still works, for a new one. The pages the user
 * manages (`/me/accounts`) are the destinations, each with its own page access token, which does
 * not expire when it comes from a long-lived user token; posts are made with it.
 *
 * Publishing: each image is uploaded unpublished (`POST /{page-id}/photos`, the bytes as multipart
 * `source`, `published=false`), then one post attaches them (`POST /{page-id}/feed` with `message`
 * and `attached_media[i]={"media_fbid":…}`). Uploads have no effect on their own; only the post can
 * be published twice, so it is never sent again after an unclear outcome. A post's replies are
 * comments under it as the page (`POST /{post-id}/comments` with `message` and, for one image, the
 * `attachment_id` of a photo uploaded unpublished).
 *
 * References: https://developers.facebook.com/docs/facebook-login/guides/advanced/manual-flow,
 * https://developers.facebook.com/docs/facebook-login/guides/access-tokens/get-long-lived,
 * https://developers.facebook.com/docs/pages-api/posts,
 * https://developers.facebook.com/docs/graph-api/reference/page/photos,
 * https://developers.facebook.com/docs/graph-api/reference/page/feed,
 * https://developers.facebook.com/docs/graph-api/reference/object/comments
 */
import { MIME_OF_FORMAT } from '../../domain/media/image-types.js';
import {
  type Connector,
  DeliveryError,
  type DeliveryMedia,
  type DeliveryReceipt,
} from '../../ports/connector.js';
import type { ImageFormat } from '../../ports/image-processor.js';
import type {
  ConnectedIdentity,
  OAuthCredentials,
  OAuthPlatform,
  PlatformAdapter,
  PlatformAdapterDeps,
} from '../../ports/oauth-platform.js';
import { facebookLogin } from './facebook-login.js';
import { GRAPH_VERSION, type GraphClient, graphClient } from './wire/meta-graph.js';
import { fitImage } from './wire/platform-http.js';
import { deliverParts } from './wire/thread-parts.js';

/** Listing the pages, reading their posts' basics, and posting to them as the page. */
const SCOPES = [
  'pages_show_list',
  'pages_read_engagement',
  'pages_manage_posts',
  // Commenting as the page under its own posts: a post's replies are comments.
  'pages_manage_engagement',
] as const;

/**
 * Page photos: JPEG or PNG (GIF, BMP and TIFF are taken but shown still), under 4 MB; Facebook
 * shows at most 2048 px on a side and scales anything larger down itself.
 */
const IMAGE_LIMITS = { formats: ['jpeg', 'png'] as ImageFormat[], maxBytes: 4_000_000, maxSide: 2048 };

export function createFacebookPlatform(deps: PlatformAdapterDeps): PlatformAdapter {
  const graph: GraphClient = graphClient(deps.outbound, {
    platform: 'Facebook',
    timeoutMs: deps.timeoutMs,
  });
  const base = (apiUrl: string) => `${apiUrl}/${GRAPH_VERSION}`;

  const oauth: OAuthPlatform = {
    platform: 'facebook',
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
      const pages = await graph.call<{ data?: { id: string; name?: string; access_token?: string }[] }>(
        {
          method: 'GET',
          url: `${base(client.apiUrl)}/me/accounts`,
          token: tokens.accessToken,
          query: { fields: 'id,name,access_token', limit: '100' },
        },
        'list the pages',
        signal,
      );
      return {
        externalId: me.id,
        handle: me.name ?? me.id,
        destinations: (pages.data ?? []).map((page) => ({
          id: page.id,
          name: page.name ?? page.id,
          ...(page.access_token ? { accessToken: page.access_token } : {}),
        })),
      };
    },
  };

  const connector: Connector = {
    platform: 'facebook',
    idempotent: false,
    convertsMedia: true,
    replies: 'comments',

    async deliver(delivery, signal): Promise<DeliveryReceipt> {
      const credentials = delivery.account.credentials as OAuthCredentials;
      const page = credentials.destination;
      if (!page) {
        throw new DeliveryError(
          'no_page',
          'No Facebook Page was chosen for this account; connect it again and choose one.',
          'auth_expired',
          { credentialsRejected: true },
        );
      }
      const token = page.accessToken ?? credentials.tokens.accessToken;
      const api = base(credentials.apiUrl);

      /** Uploads a part's images unpublished: they appear only with what attaches them. */
      const uploadPhotos = async (media: DeliveryMedia[], doing: string) => {
        const photoIds: string[] = [];
        for (const [index, m] of media.entries()) {
          const fitted = await fitImage(deps.images, IMAGE_LIMITS, delivery, m);
          const photo = await graph.call<{ id: string }>(
            {
              method: 'POST',
              url: `${api}/${page.id}/photos`,
              token,
              multipart: [
                { name: 'published', value: 'false' },
                ...(m.altText ? [{ name: 'alt_text_custom', value: m.altText }] : []),
                {
                  name: 'source',
                  filename: `image-${index + 1}.${fitted.format === 'jpeg' ? 'jpg' : fitted.format}`,
                  contentType: MIME_OF_FORMAT[fitted.format],
                  value: fitted.bytes,
                },
              ],
            },
            doing,
            signal,
          );
          photoIds.push(photo.id);
        }
        return photoIds;
      };

      // The post attaches its photos; each reply is a comment under it, with one photo at most.
      return deliverParts(delivery, async (part) => {
        if (part.root) {
          const [photo] = await uploadPhotos(part.media, `upload the image of reply ${part.index}`);
          const comment = await graph.call<{ id: string }>(
            {
              method: 'POST',
              url: `${api}/${part.root.externalId}/comments`,
              token,
              form: { message: part.text, ...(photo ? { attachment_id: photo } : {}) },
              createsPost: true,
            },
            `comment reply ${part.index}`,
            signal,
          );
          return {
            externalId: comment.id,
            externalUrl: `https://www.facebook.com/${part.root.externalId}?comment_id=${comment.id}`,
          };
        }
        const photoIds = await uploadPhotos(part.media, 'upload an image');
        const form: Record<string, string> = { message: part.text };
        photoIds.forEach((id, i) => {
          form[`attached_media[${i}]`] = JSON.stringify({ media_fbid: id });
        });
        const post = await graph.call<{ id: string }>(
          { method: 'POST', url: `${api}/${page.id}/feed`, token, form, createsPost: true },
          'publish the post',
          signal,
        );
        return { externalId: post.id, externalUrl: `https://www.facebook.com/${post.id}` };
      });
    },
  };

  return { oauth, connector };
}
