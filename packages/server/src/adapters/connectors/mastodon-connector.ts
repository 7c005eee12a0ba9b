import { FORMAT_OF_MIME, MIME_OF_FORMAT } from '../../domain/media/image-types.js';
import {
  type Connector,
  type Delivery,
  DeliveryError,
  type DeliveryMedia,
  type DeliveryReceipt,
} from '../../ports/connector.js';
import { type ImageFormat, MAX_IMAGE_SIDE } from '../../ports/image-processor.js';
import type {
  ConnectedIdentity,
  OAuthClient,
  OAuthCredentials,
  OAuthPlatform,
  OAuthTokens,
  PlatformAdapter,
  PlatformAdapterDeps,
} from '../../ports/oauth-platform.js';
import { type OutboundResponse, retryAfterOf } from '../../ports/outbound-http.js';
import type { FailureCategory } from '../../ports/persistence/posts.js';
import {
  fitImage,
  jsonOf,
  type MultipartField,
  multipartBody,
  pauseUnlessAborted,
  unusableSignIn,
} from './platform-http.js';
import { fromOutbound } from './webhook-connector.js';

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

/** Current Mastodon's limits, for instances that do not say theirs (before 4.0, `/api/v2/instance` is missing). */
const DEFAULT_MEDIA_LIMITS: MediaLimits = {
  imageSizeLimit: 16 * 1024 * 1024,
  imageMatrixLimit: 33_177_600,
  formats: ['jpeg', 'png', 'webp', 'gif', 'avif'],
};

/** Mastodon's own limit on a status, for instances that do not say theirs. */
const DEFAULT_MAX_CHARACTERS = 500;
/** How long what an instance said about itself is trusted, and how long an instance that said nothing is. */
const INSTANCE_FACTS_TTL_MS = 60 * 60 * 1000;
const INSTANCE_UNREADABLE_TTL_MS = 5 * 60 * 1000;

/** How long the instance may take to process one image before the delivery gives up for now. */
const MAX_PROCESSING_POLLS = 120;
const DEFAULT_POLL_INTERVAL_MS = 1000;

interface InstanceFacts {
  domain?: string;
  limits: MediaLimits;
  maxCharacters: number;
}

interface MediaLimits {
  imageSizeLimit: number;
  imageMatrixLimit: number;
  formats: ImageFormat[];
}

/** What a request to the instance carries, besides where it goes. */
interface Call {
  method: 'GET' | 'POST';
  url: string;
  token?: string;
  /** Form fields (`application/x-www-form-urlencoded`); a repeated field is an array. */
  form?: Record<string, string | string[]>;
  multipart?: { body: Buffer; contentType: string };
  headers?: Record<string, string>;
}

export function createMastodonPlatform(deps: PlatformAdapterDeps): PlatformAdapter {
  const { outbound, images, clock, timeoutMs } = deps;
  const pollIntervalMs = deps.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS;

  const send = (call: Call, signal: AbortSignal): Promise<OutboundResponse> => {
    const headers: Record<string, string> = { accept: 'application/json', ...call.headers };
    if (call.token) headers.authorization = `Bearer ${call.token}`;
    let body: Buffer | string | undefined;
    if (call.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = formBody(call.form);
    } else if (call.multipart) {
      headers['content-type'] = call.multipart.contentType;
      body = call.multipart.body;
    }
    return outbound.request({
      method: call.method,
      url: call.url,
      headers,
      ...(body !== undefined ? { body } : {}),
      timeoutMs,
      signal,
    });
  };

  /**
   * Sends a request that has no effect on its own (reading, uploading, signing in): a failure to
   * get an answer can always be tried again, never unclear.
   */
  const sendHarmless = async (call: Call, signal: AbortSignal, doing: string): Promise<OutboundResponse> => {
    try {
      return await send(call, signal);
    } catch (err) {
      const failure = fromOutbound(err);
      throw new DeliveryError(
        failure.code,
        `Mastodon: could not ${doing}: ${failure.message}`,
        failure.category,
        {
          ...failure.options,
          transient: failure.options.transient || failure.options.unclear,
          unclear: false,
        },
      );
    }
  };

  const refusal = (answer: OutboundResponse, doing: string, about: 'oauth' | 'media' | 'post' | 'read') =>
    refusalOf(answer, doing, about, clock.now());

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
      const instance = await readInstance(base, tokens.accessToken, signal);
      const domain = instance?.domain ?? new URL(base).host;
      return { externalId: account.id, handle: `${account.username}@${domain}` };
    },
  };

  /** What each instance said about itself, and until when that is trusted. */
  const instanceFacts = new Map<string, { until: number; facts: InstanceFacts | undefined }>();

  /** The instance's description, from the cache while it is fresh. */
  async function instanceFactsOf(
    base: string,
    token: string,
    signal: AbortSignal,
  ): Promise<InstanceFacts | undefined> {
    const now = clock.now().getTime();
    const kept = instanceFacts.get(base);
    if (kept && kept.until > now) return kept.facts;
    // An instance that cannot be reached is not remembered: the delivery that needs it fails (and is
    // tried again) as it would without the cache.
    const facts = await readInstance(base, token, signal);
    instanceFacts.set(base, {
      until: now + (facts ? INSTANCE_FACTS_TTL_MS : INSTANCE_UNREADABLE_TTL_MS),
      facts,
    });
    return facts;
  }

  /** The instance's description, or undefined when it gives none (older than 4.0, or refusing). */
  async function readInstance(
    base: string,
    token: string,
    signal: AbortSignal,
  ): Promise<InstanceFacts | undefined> {
    const answer = await sendHarmless(
      { method: 'GET', url: `${base}/api/v2/instance`, token },
      signal,
      'read the instance',
    );
    if (answer.status !== 200) return undefined;
    let instance: InstanceV2;
    try {
      instance = jsonOf(answer) as InstanceV2;
    } catch {
      return undefined;
    }
    return {
      ...(typeof instance.domain === 'string' && instance.domain ? { domain: instance.domain } : {}),
      limits: mediaLimitsOf(instance),
      maxCharacters: maxCharactersOf(instance),
    };
  }

  async function upload(
    base: string,
    token: string,
    media: { bytes: Buffer; format: ImageFormat; altText: string | null },
    signal: AbortSignal,
  ): Promise<string> {
    const fields: MultipartField[] = [
      {
        name: 'file',
        filename: `image.${media.format}`,
        contentType: MIME_OF_FORMAT[media.format],
        value: media.bytes,
      },
    ];
    if (media.altText) fields.push({ name: 'description', value: media.altText });
    const multipart = multipartBody(fields);
    const answer = await sendHarmless(
      { method: 'POST', url: `${base}/api/v2/media`, token, multipart },
      signal,
      'upload an image',
    );
    if (answer.status !== 200 && answer.status !== 202) throw refusal(answer, 'upload an image', 'media');
    const attachment = jsonOf(answer) as { id?: unknown; url?: unknown };
    if (typeof attachment.id !== 'string') throw malformed('upload an image');
    if (answer.status === 200 && attachment.url) return attachment.id;
    await processed(base, token, attachment.id, signal);
    return attachment.id;
  }

  /** Waits while the instance processes an upload: 206 until it is done (200), 422 if it failed. */
  async function processed(base: string, token: string, id: string, signal: AbortSignal): Promise<void> {
    const stillProcessing = () =>
      new DeliveryError(
        'media_processing_slow',
        'Mastodon is still processing an image; the delivery will be tried again.',
        'media_error',
        { transient: true },
      );
    for (let poll = 0; poll < MAX_PROCESSING_POLLS; poll++) {
      // Nothing is published yet: an attempt stopped while waiting can simply be tried again.
      if (!(await pauseUnlessAborted(pollIntervalMs, signal))) throw stillProcessing();
      const answer = await sendHarmless(
        { method: 'GET', url: `${base}/api/v1/media/${encodeURIComponent(id)}`, token },
        signal,
        'check an image',
      );
      if (answer.status === 206) continue;
      if (answer.status === 200) {
        const attachment = jsonOf(answer) as { url?: unknown };
        if (attachment.url) return;
        continue;
      }
      if (answer.status === 422) {
        throw new DeliveryError(
          'media_processing_failed',
          `Mastodon could not process an image: ${saidBy(answer)}.`,
          'media_error',
        );
      }
      throw refusal(answer, 'check an image', 'media');
    }
    throw stillProcessing();
  }

  /** Uploads a part's images and creates its status, a reply to `inReplyTo` when given. */
  async function postStatus(
    base: string,
    token: string,
    part: { text: string; media: DeliveryMedia[]; inReplyTo: string | undefined; key: string },
    delivery: Delivery,
    signal: AbortSignal,
  ): Promise<DeliveryReceipt> {
    const limits = part.media.length
      ? ((await instanceFactsOf(base, token, signal))?.limits ?? DEFAULT_MEDIA_LIMITS)
      : DEFAULT_MEDIA_LIMITS;
    const mediaIds: string[] = [];
    for (const m of part.media) {
      const fitted = await fitImage(
        images,
        {
          formats: limits.formats,
          // Mastodon refuses a file of exactly the limit ("less than").
          maxBytes: limits.imageSizeLimit - 1,
          maxSide: sideWithin(m.width, m.height, limits.imageMatrixLimit),
        },
        delivery,
        m,
      );
      mediaIds.push(await upload(base, token, { ...fitted, altText: m.altText }, signal));
    }

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
        return (await instanceFactsOf(trimSlash(credentials.apiUrl), token, signal))?.maxCharacters;
      } catch {
        // Unreachable now: the usual limit applies, and the delivery will find out.
        return undefined;
      }
    },
  };

  return { oauth, connector };
}

interface InstanceV2 {
  domain?: unknown;
  configuration?: {
    statuses?: { max_characters?: unknown };
    media_attachments?: {
      supported_mime_types?: unknown;
      image_size_limit?: unknown;
      image_matrix_limit?: unknown;
    };
  };
}

function mediaLimitsOf(instance: InstanceV2): MediaLimits {
  const said = instance.configuration?.media_attachments ?? {};
  const positive = (value: unknown, fallback: number) =>
    typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback;
  const formats = Array.isArray(said.supported_mime_types)
    ? said.supported_mime_types.flatMap((mime) => {
        const format = typeof mime === 'string' ? FORMAT_OF_MIME[mime] : undefined;
        return format ? [format] : [];
      })
    : DEFAULT_MEDIA_LIMITS.formats;
  return {
    imageSizeLimit: positive(said.image_size_limit, DEFAULT_MEDIA_LIMITS.imageSizeLimit),
    imageMatrixLimit: positive(said.image_matrix_limit, DEFAULT_MEDIA_LIMITS.imageMatrixLimit),
    // JPEG is what fitting makes; an instance listing none of ours still takes it.
    formats: formats.length ? formats : ['jpeg'],
  };
}

function maxCharactersOf(instance: InstanceV2): number {
  const said = instance.configuration?.statuses?.max_characters;
  return typeof said === 'number' && Number.isInteger(said) && said > 0 ? said : DEFAULT_MAX_CHARACTERS;
}

/**
 * The longest side an image of this shape may keep so that width × height stays within the
 * instance's pixel limit (`image_matrix_limit`), its shorter side rounded up as a resize would.
 */
export function sideWithin(width: number, height: number, matrixLimit: number): number {
  if (width * height <= matrixLimit) return MAX_IMAGE_SIDE;
  const long = Math.max(width, height);
  const short = Math.min(width, height);
  let side = Math.floor(long * Math.sqrt(matrixLimit / (width * height)));
  while (side > 1 && side * Math.ceil((side * short) / long) > matrixLimit) side--;
  return side;
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

/** Mastodon's error body is `{ "error": "…" }` (OAuth errors add `error_description`). */
function saidBy(answer: OutboundResponse): string {
  try {
    const body = JSON.parse(answer.body.toString('utf8')) as { error?: unknown; error_description?: unknown };
    const parts = [body.error, body.error_description].filter((p): p is string => typeof p === 'string');
    if (parts.length) return parts.join(': ').slice(0, 300);
  } catch {
    // Not JSON (a proxy's error page): say the status instead.
  }
  return `HTTP ${answer.status}`;
}

/** A refusal by the instance, in the contract's categories. */
function refusalOf(
  answer: OutboundResponse,
  doing: string,
  about: 'oauth' | 'media' | 'post' | 'read',
  now: Date,
): DeliveryError {
  const { status } = answer;
  const said = saidBy(answer);
  const fail = (code: string, category: FailureCategory, options: DeliveryError['options'] = {}) =>
    new DeliveryError(code, `Mastodon could not ${doing}: ${said}.`, category, options);

  if (status === 429) {
    const reset = answer.headers['x-ratelimit-reset'];
    const at = reset ? Date.parse(reset) : Number.NaN;
    const retryAfterMs = Number.isFinite(at)
      ? Math.max(0, at - now.getTime())
      : retryAfterOf(answer.headers['retry-after'], now);
    return fail('rate_limited', 'rate_limited', {
      transient: true,
      ...(retryAfterMs !== undefined ? { retryAfterMs } : {}),
    });
  }
  if (status >= 500 || status === 408) return fail('instance_error', 'system', { transient: true });
  if (about === 'oauth') {
    // invalid_grant (a code used, expired or not this app's) and invalid_client (an app the instance
    // no longer knows: before 4.3 unused apps were removed) both need the user to connect again.
    if (status === 401) return fail('client_unknown', 'auth_expired', { credentialsRejected: true });
    if (status === 400) return fail('grant_refused', 'auth_expired', { credentialsRejected: true });
    return fail('oauth_refused', 'platform_rejected');
  }
  if (status === 401) return fail('token_rejected', 'auth_expired', { credentialsRejected: true });
  if (status === 403) {
    // A token without the scope a step needs can only be fixed by connecting again; a suspended or
    // disabled login is the instance's decision.
    if (/outside the authorized scopes/i.test(said)) {
      return fail('scope_missing', 'auth_expired', { credentialsRejected: true });
    }
    return fail('forbidden', 'platform_rejected');
  }
  if (about === 'media' && (status === 422 || status === 413 || status === 415)) {
    return fail('media_rejected', 'media_error');
  }
  if (about === 'post' && status === 422) {
    // Media still being processed is worth another try shortly; anything else is the content.
    if (/finished processing|try again/i.test(said))
      return fail('media_not_ready', 'media_error', { transient: true });
    return fail('content_refused', 'user_content');
  }
  return fail('rejected', 'platform_rejected');
}

function malformed(doing: string): DeliveryError {
  return new DeliveryError(
    'unexpected_answer',
    `Mastodon could not ${doing}: the answer was not understood.`,
    'system',
    {
      transient: true,
    },
  );
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

function formBody(form: Record<string, string | string[]>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(form)) {
    for (const v of Array.isArray(value) ? value : [value]) params.append(name, v);
  }
  return params.toString();
}
