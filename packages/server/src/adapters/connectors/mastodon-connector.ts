import type { Connector, Delivery, DeliveryMedia, DeliveryReceipt } from '../../ports/connector.js';
import type {
  ConnectedIdentity,
  OAuthClient,
  OAuthCredentials,
  OAuthPlatform,
  OAuthTokens,
  PlatformAdapter,
  PlatformAdapterDeps,
} from '../../ports/oauth-platform.js';
import type { OutboundResponse } from '../../ports/outbound-http.js';
import { malformed, mastodonApi, trimSlash } from './mastodon-api.js';
import { mastodonInstances } from './mastodon-instance.js';
import { mastodonMedia } from './mastodon-media.js';
import { fromOutbound } from './wire/outbound-failure.js';
import { jsonOf, unusableSignIn } from './wire/platform-http.js';

/**
 * Mastodon, on whichever instance the account lives (https://docs.joinmastodon.org/):
 *
 * - the service registers itself as an app on each instance (`POST /api/v1/apps`), then signs the
 *   user in with OAuth 2 (`/oauth/authorize`, `/oauth/token`); PKCE S256 is sent, which Mastodon
 *   4.3 and later check and older instances ignore. Tokens do not expire, so there is no refresh.
 * - a post's replies are statuses `in_reply_to_id` the one before, each with its own key; a
 *   retry continues at the first one not posted.
 * - a post uploads each image (`POST /api/v2/media`, the alt text as `description`), waits while
 *   the instance processes it (202, then `GET /api/v1/media/:id` answers 206 until done), and
 *   creates the status (`POST /api/v1/statuses`) with an `Idempotency-Key` derived from the
 *   delivery. The instance keeps that key for one hour: a repeat within it answers the status
 *   already made instead of making a second one, so a delivery whose outcome was unclear is sent
 *   again rather than ending `unknown`.
 * - images are fitted to the instance's own limits (`GET /api/v2/instance`,
 *   `configuration.media_attachments`), and a post's text is checked against the instance's own
 *   `configuration.statuses.max_characters` (500 unless the instance changed it). What an instance
 *   says is kept for an hour per instance, so checking a post does not ask it every time.
 */
export const MASTODON_SCOPES = ['read:accounts', 'write:statuses', 'write:media'] as const;

/** The name the service registers under on each instance (shown on the consent page). */
const CLIENT_NAME = 'Contentforge';

export function createMastodonPlatform(deps: PlatformAdapterDeps): PlatformAdapter {
  const api = mastodonApi(deps);
  const { send, sendHarmless, refusal } = api;
  const instances = mastodonInstances(api, deps.clock);
  const media = mastodonMedia({ api, instances, images: deps.images, pollIntervalMs: deps.pollIntervalMs });

  const oauth: OAuthPlatform = {
    platform: 'mastodon',
    scopes: MASTODON_SCOPES,
    pkce: true,

    async registerClient(apiUrl, redirectUri, signal): Promise<OAuthClient> {
      const base = trimSlash(apiUrl);
      const answer = await sendHarmless(
        {
          method: 'POST',
          url: `${base}/api/v1/apps`,
          form: {
            client_name: CLIENT_NAME,
            redirect_uris: redirectUri,
            scopes: MASTODON_SCOPES.join(' '),
            website: new URL(redirectUri).origin,
          },
        },
        signal,
        'register the app',
      );
      if (answer.status !== 200) throw refusal(answer, 'register the app', 'oauth');
      const app = jsonOf(answer) as { client_id?: unknown; client_secret?: unknown };
      if (typeof app.client_id !== 'string' || typeof app.client_secret !== 'string') {
        throw unusableSignIn('Mastodon', 'a request to register the app with something it could not read');
      }
      return { clientId: app.client_id, clientSecret: app.client_secret, apiUrl: base, authUrl: base };
    },

    authorizeUrl(client, request): string {
      const url = new URL(`${trimSlash(client.authUrl)}/oauth/authorize`);
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: client.clientId,
        redirect_uri: request.redirectUri,
        scope: MASTODON_SCOPES.join(' '),
        state: request.state,
        code_challenge: request.codeChallenge,
        code_challenge_method: 'S256',
      }).toString();
      return url.toString();
    },

    async exchangeCode(client, exchange, signal): Promise<OAuthTokens> {
      const answer = await sendHarmless(
        {
          method: 'POST',
          url: `${trimSlash(client.apiUrl)}/oauth/token`,
          form: {
            grant_type: 'authorization_code',
            code: exchange.code,
            client_id: client.clientId,
            client_secret: client.clientSecret,
            redirect_uri: exchange.redirectUri,
            code_verifier: exchange.codeVerifier,
            scope: MASTODON_SCOPES.join(' '),
          },
        },
        signal,
        'sign in',
      );
      if (answer.status !== 200) throw refusal(answer, 'sign in', 'oauth');
      const token = jsonOf(answer) as { access_token?: unknown; scope?: unknown };
      if (typeof token.access_token !== 'string')
        throw unusableSignIn('Mastodon', 'a request to sign in with something it could not read');
      return {
        accessToken: token.access_token,
        ...(typeof token.scope === 'string' ? { scope: token.scope } : {}),
      };
    },

    async identify(client, tokens, signal): Promise<ConnectedIdentity> {
      const base = trimSlash(client.apiUrl);
      const answer = await sendHarmless(
        { method: 'GET', url: `${base}/api/v1/accounts/verify_credentials`, token: tokens.accessToken },
        signal,
        'read the account',
      );
      if (answer.status !== 200) throw refusal(answer, 'read the account', 'read');
      const account = jsonOf(answer) as { id?: unknown; username?: unknown };
      if (typeof account.id !== 'string' || typeof account.username !== 'string') {
        throw unusableSignIn('Mastodon', 'a request to read the account with something it could not read');
      }
      // The handle's domain is the instance's own (LOCAL_DOMAIN), which may differ from the host
      // its API is served from; an instance that does not say falls back to that host.
      const instance = await instances.read(base, tokens.accessToken, signal);
      const domain = instance?.domain ?? new URL(base).host;
      return { externalId: account.id, handle: `${account.username}@${domain}` };
    },
  };

  /** Uploads a part's images and creates its status, a reply to `inReplyTo` when given. */
  async function postStatus(
    base: string,
    token: string,
    part: { text: string; media: DeliveryMedia[]; inReplyTo: string | undefined; key: string },
    delivery: Delivery,
    signal: AbortSignal,
  ): Promise<DeliveryReceipt> {
    const mediaIds = await media.attach(base, token, part.media, delivery, signal);

    let answer: OutboundResponse;
    try {
      answer = await send(
        {
          method: 'POST',
          url: `${base}/api/v1/statuses`,
          token,
          headers: { 'idempotency-key': part.key },
          form: {
            status: part.text,
            ...(mediaIds.length ? { 'media_ids[]': mediaIds } : {}),
            ...(part.inReplyTo ? { in_reply_to_id: part.inReplyTo } : {}),
            visibility: 'public',
          },
        },
        signal,
      );
    } catch (err) {
      // Sent with no answer is unclear; the connector being idempotent, the domain sends it again
      // with the same key rather than ending it `unknown`.
      throw fromOutbound(err);
    }
    if (answer.status !== 200) throw refusal(answer, 'publish the post', 'post');
    const status = jsonOf(answer) as { id?: unknown; url?: unknown; uri?: unknown };
    if (typeof status.id !== 'string') throw malformed('publish the post');
    const externalUrl =
      typeof status.url === 'string' ? status.url : typeof status.uri === 'string' ? status.uri : undefined;
    return { externalId: status.id, ...(externalUrl ? { externalUrl } : {}) };
  }

  const connector: Connector = {
    platform: 'mastodon',
    // The Idempotency-Key makes a repeat within the hour answer the status already made.
    idempotent: true,
    convertsMedia: true,
    replies: 'thread',

    async deliver(delivery, signal): Promise<DeliveryReceipt> {
      const credentials = delivery.account.credentials as OAuthCredentials;
      const token = credentials.destination?.accessToken ?? credentials.tokens.accessToken;
      const base = trimSlash(credentials.apiUrl);
      const parts = [{ text: delivery.text, media: delivery.media }, ...delivery.replies];
      const receipts = [...delivery.posted];
      // Each part answers the one before; parts an earlier attempt posted are not posted again.
      for (let part = receipts.length; part < parts.length; part++) {
        const { text, media } = parts[part]!;
        const receipt = await postStatus(
          base,
          token,
          {
            text,
            media,
            inReplyTo: receipts[part - 1]?.externalId,
            key: idempotencyKeyOf(delivery.deliveryId, part),
          },
          delivery,
          signal,
        );
        receipts.push(receipt);
        await delivery.partPosted(receipt);
      }
      return receipts[0]!;
    },

    async maxText(account, signal) {
      const credentials = account.credentials as OAuthCredentials | null;
      if (!credentials?.apiUrl) return undefined;
      const token = credentials.destination?.accessToken ?? credentials.tokens.accessToken;
      try {
        return (await instances.factsOf(trimSlash(credentials.apiUrl), token, signal))?.maxCharacters;
      } catch {
        // Unreachable now: the usual limit applies, and the delivery will find out.
        return undefined;
      }
    },
  };

  return { oauth, connector };
}

/**
 * The key Mastodon keeps for an hour (per account) to answer a repeated status with the first one.
 * The delivery's id is the same on every attempt of one target.
 */
function idempotencyKeyOf(deliveryId: string, part: number): string {
  // The post keeps the key it always had; each reply has its own.
  return part === 0
    ? `contentforge-delivery-${deliveryId}`
    : `contentforge-delivery-${deliveryId}-part-${part}`;
}
