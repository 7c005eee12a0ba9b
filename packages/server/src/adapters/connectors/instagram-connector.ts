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
 * Instagram publishes at most 100 posts per account through the API in a rolling 24 hours (a
 * carousel counts once). The connector reads the account's use of that quota
 * (`GET /{ig-user-id}/content_publishing_limit`) before making a post's containers and refuses a
 * post over it as rate limited, to be retried; the publish check warns when it is nearly used.
 *
 * References: https://developers.facebook.com/docs/instagram-platform/content-publishing,
 * https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/ig-user/media,
 * https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/ig-user/media_publish,
 * https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/ig-container,
 * https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/error-codes,
 * https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/ig-media/comments,
 * https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/ig-user/content_publishing_limit
 */
import { platformSpec } from '@contentforge/platforms';
import { imageLimitProblem } from '../../domain/publishing/platforms.js';
import {
  type ConnectedAccount,
  type Connector,
  type ConnectorNotice,
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
} from './wire/meta-graph.js';
import { deliverParts } from './wire/thread-parts.js';

const SCOPES = [
  'instagram_basic',
  'instagram_content_publish',
  // Commenting under the account's own posts: a post's replies are comments.
  'instagram_manage_comments',
  'pages_show_list',
  'pages_read_engagement',
] as const;

/** Instagram's image specification for feed posts, from its spec. */
const INSTAGRAM_IMAGE_RULES = {
  mimeTypes: platformSpec('instagram').media.types as readonly string[],
  maxCarousel: platformSpec('instagram').media.max,
};

/** The quota counts as nearly used when this few posts are left of it. */
const QUOTA_NEARLY_USED = 10;
/**
 * Instagram names no time when a used quota frees (a post leaves the rolling window 24 hours after
 * it was published): a post over it is tried again after this long.
 */
const QUOTA_RETRY_MS = 60 * 60 * 1000;

/** `content_publishing_limit`: `{ data: [{ quota_usage, config: { quota_total, quota_duration } }] }`. */
interface PublishingLimit {
  data?: { quota_usage?: number; config?: { quota_total?: number; quota_duration?: number } }[];
}

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

  /** The account's quota and its use, or undefined when Instagram answers neither. */
  async function publishingQuota(
    apiUrl: string,
    account: { id: string },
    token: string,
    signal: AbortSignal,
  ): Promise<{ used: number; total: number } | undefined> {
    const read = await graph.call<PublishingLimit>(
      {
        method: 'GET',
        url: `${base(apiUrl)}/${account.id}/content_publishing_limit`,
        token,
        query: { fields: 'config,quota_usage' },
      },
      'read the publishing quota',
      signal,
    );
    const used = read.data?.[0]?.quota_usage;
    const total = read.data?.[0]?.config?.quota_total;
    return typeof used === 'number' && typeof total === 'number' ? { used, total } : undefined;
  }

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
        const quota = await publishingQuota(credentials.apiUrl, account, token, signal);
        if (quota && quota.used >= quota.total) {
          throw new DeliveryError(
            'publishing_limit_reached',
            `The Instagram account @${delivery.account.handle} has published ${quota.used} posts through the API in the last 24 hours, Instagram's limit of ${quota.total}; the post is tried again later.`,
            'rate_limited',
            { transient: true, retryAfterMs: QUOTA_RETRY_MS },
          );
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

    async notices(connected, signal) {
      const credentials = connected.credentials as OAuthCredentials;
      const account = credentials.destination;
      if (!account) return [];
      const token = account.accessToken ?? credentials.tokens.accessToken;
      const quota = await publishingQuota(credentials.apiUrl, account, token, signal);
      return quota ? quotaNotices(connected, quota) : [];
    },
  };

  return { oauth, connector };
}

/** What the publish check says of the account's publishing quota. */
function quotaNotices(account: ConnectedAccount, quota: { used: number; total: number }): ConnectorNotice[] {
  const used = `@${account.handle} has published ${quota.used} of the ${quota.total} posts Instagram lets an account publish through the API in 24 hours`;
  if (quota.used >= quota.total) {
    return [
      {
        code: 'publishing_limit_reached',
        message: `${used}: a post published now fails as rate limited and is tried again later, once older posts leave the 24 hours.`,
      },
    ];
  }
  if (quota.total - quota.used <= QUOTA_NEARLY_USED) {
    return [{ code: 'publishing_limit_near', message: `${used}; a carousel counts as one.` }];
  }
  return [];
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
    if (!rules.mimeTypes.includes(m.mimeType))
      refuse(`Instagram takes only JPEG images; ${m.mimeType} is not one.`);
    // Size and shape as the publish check checks them (PLATFORM_RULES): what it lets through is sent.
    const limit = imageLimitProblem('instagram', m);
    if (limit) refuse(limit);
  }
}
