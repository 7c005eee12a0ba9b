/**
 * Pinterest: OAuth 2 sign-in and Pins through API v5.
 *
 * A pin goes to a board, chosen at connect time among the account's boards (the destinations
 * `identify` lists). Its images are sent in the request, base64 encoded (one image, or a carousel
 * of 2 to 5), re-encoded to JPEG or PNG where needed: Pinterest fetches nothing from the service.
 * The post's text is the pin's description, exactly; the first http(s) URL in it becomes the pin's
 * link, the address a click on the pin opens, since Pinterest does not make links in descriptions
 * clickable. Pinterest takes no idempotency key: a create whose answer was lost may have pinned.
 * An app with Trial access creates pins only their creator sees: the publish check says so when the
 * operator declares it (PINTEREST_TRIAL_ACCESS).
 *
 * References: developers.pinterest.com/docs/getting-started/set-up-authentication-and-authorization/,
 * /docs/api/v5/oauth-token, /docs/api/v5/user_account-get, /docs/api/v5/boards-list,
 * /docs/api/v5/pins-create, /docs/reference/rate-limits/, /docs/key-concepts/access-tiers/, and the OpenAPI description in
 * github.com/pinterest/api-description (PinCreate, PinMediaSourceImageBase64,
 * PinMediaSourceImagesBase64, OauthAccessTokenResponse, Error).
 */
import { platformSpec } from '@contentforge/platforms';
import { MIME_OF_FORMAT } from '../../domain/media/image-types.js';
import { type Connector, type Delivery, DeliveryError, type DeliveryReceipt } from '../../ports/connector.js';
import { type ImageFormat, MAX_IMAGE_SIDE } from '../../ports/image-processor.js';
import type {
  ConnectedIdentity,
  Destination,
  OAuthClient,
  OAuthCredentials,
  OAuthPlatform,
  PlatformAdapter,
  PlatformAdapterDeps,
} from '../../ports/oauth-platform.js';
import { type OutboundResponse, retryAfterOf } from '../../ports/outbound-http.js';
import type { FailureCategory } from '../../ports/persistence/posts.js';
import { oauthTokenRequest, oauthTokensOf, type TokenAnswer } from './wire/oauth-token-request.js';
import { fitImage, requestPlatform } from './wire/platform-http.js';
import { credentialsRefused, platformFailed, rateLimited } from './wire/refusals.js';

const SCOPES = ['boards:read', 'pins:read', 'pins:write', 'user_accounts:read'] as const;

/**
 * `PinCreate`: a description of at most 500 characters, alt text 500 and 1 to 5 images (the numbers
 * of Pinterest's spec), a link 2048; base64 images are JPEG or PNG, one or a carousel of one size.
 * Pinterest takes images up to 20 MB and names no largest side beyond the library's own.
 */
const {
  text: { max: MAX_DESCRIPTION },
  media: { maxAltText: MAX_ALT_TEXT, max: MAX_IMAGES },
} = platformSpec('pinterest');
const MAX_LINK = 2048;
const IMAGE_LIMITS = {
  formats: ['jpeg', 'png'] as ImageFormat[],
  maxBytes: 20 * 1024 * 1024,
  maxSide: MAX_IMAGE_SIDE,
};
/** Boards listed at connect time: 250 a page, at most 10 pages. */
const BOARD_PAGE_SIZE = 250;
const MAX_BOARD_PAGES = 10;

/** Pinterest's error body: `{ "code": <number>, "message": "…" }`. */
interface ErrorAnswer {
  code?: number;
  message?: string;
}

export function createPinterestPlatform(deps: PlatformAdapterDeps): PlatformAdapter {
  const { outbound, images, clock, timeoutMs, limitedAccess = false } = deps;

  /** Reading, or asking for a token, does nothing worth fearing (`harmless`): one with no answer is tried again. */
  function send(
    request: { method: 'GET' | 'POST'; url: string; headers: Record<string, string>; body?: string },
    signal: AbortSignal,
    harmless: boolean,
  ): Promise<OutboundResponse> {
    return requestPlatform(outbound, { ...request, timeoutMs, signal }, { withoutEffect: harmless });
  }

  async function tokenRequest(client: OAuthClient, form: Record<string, string>, signal: AbortSignal) {
    const answer = await send(
      oauthTokenRequest(client, `${client.apiUrl}/v5/oauth/token`, form, { kind: 'basic' }),
      signal,
      true,
    );
    const said = parse<TokenAnswer & ErrorAnswer>(answer.body);
    if (answer.status === 200 && said?.access_token) {
      return oauthTokensOf(said, clock.now(), (scope) => scope.split(/[\s,]+/).join(' '));
    }
    const failure = failureOf(answer, 'get a token');
    // A code or refresh token Pinterest refuses is for good: the account must be connected again.
    if (answer.status === 400 || answer.status === 401) {
      throw credentialsRefused('auth_rejected', failure.message);
    }
    throw failure;
  }

  async function read<T>(url: string, token: string, signal: AbortSignal, doing: string): Promise<T> {
    const answer = await send(
      { method: 'GET', url, headers: { authorization: `Bearer ${token}` } },
      signal,
      true,
    );
    if (answer.status === 200) {
      const said = parse<T>(answer.body);
      if (said) return said;
    }
    throw failureOf(answer, doing);
  }

  const oauth: OAuthPlatform = {
    platform: 'pinterest',
    scopes: SCOPES,
    // Pinterest documents no PKCE; the client secret is sent with HTTP Basic authentication.
    pkce: false,

    authorizeUrl(client, request) {
      const url = new URL(`${client.authUrl}/oauth/`);
      url.search = new URLSearchParams({
        client_id: client.clientId,
        redirect_uri: request.redirectUri,
        response_type: 'code',
        scope: SCOPES.join(','),
        state: request.state,
      }).toString();
      return url.toString();
    },

    exchangeCode(client, exchange, signal) {
      return tokenRequest(
        client,
        { grant_type: 'authorization_code', code: exchange.code, redirect_uri: exchange.redirectUri },
        signal,
      );
    },

    async refresh(client, tokens, signal) {
      if (!tokens.refreshToken) {
        throw credentialsRefused('auth_rejected', 'The Pinterest account has no refresh token.');
      }
      // What Pinterest answers; an old refresh token it did not replace is kept by the caller.
      return tokenRequest(
        client,
        { grant_type: 'refresh_token', refresh_token: tokens.refreshToken },
        signal,
      );
    },

    async identify(client, tokens, signal): Promise<ConnectedIdentity> {
      const account = await read<{ id?: string; username?: string }>(
        `${client.apiUrl}/v5/user_account`,
        tokens.accessToken,
        signal,
        'read the account',
      );
      if (!account.username) {
        throw new DeliveryError(
          'incomplete_answer',
          'Pinterest did not name the account.',
          'platform_rejected',
        );
      }
      const destinations: Destination[] = [];
      let bookmark: string | null | undefined;
      for (let page = 0; page < MAX_BOARD_PAGES; page++) {
        const query = new URLSearchParams({
          page_size: String(BOARD_PAGE_SIZE),
          ...(bookmark ? { bookmark } : {}),
        });
        const boards = await read<{ items?: { id: string; name: string }[]; bookmark?: string | null }>(
          `${client.apiUrl}/v5/boards?${query}`,
          tokens.accessToken,
          signal,
          'list the boards',
        );
        for (const board of boards.items ?? []) destinations.push({ id: board.id, name: board.name });
        bookmark = boards.bookmark;
        if (!bookmark) break;
      }
      return { externalId: account.id ?? account.username, handle: account.username, destinations };
    },
  };

  const connector: Connector = {
    platform: 'pinterest',
    idempotent: false,
    convertsMedia: true,

    async deliver(delivery, signal): Promise<DeliveryReceipt> {
      const credentials = delivery.account.credentials as OAuthCredentials;
      const token = credentials.destination?.accessToken ?? credentials.tokens.accessToken;
      const boardId = credentials.destination?.id;
      if (!boardId) {
        throw new DeliveryError(
          'board_missing',
          'No Pinterest board was chosen for this account; connect it again and choose one.',
          'platform_rejected',
        );
      }
      checkPin(delivery);

      const encoded = [];
      for (const m of delivery.media) {
        const fitted = await fitImage(images, IMAGE_LIMITS, delivery, m);
        encoded.push({ content_type: MIME_OF_FORMAT[fitted.format], data: fitted.bytes.toString('base64') });
      }
      const link = linkIn(delivery.text);
      const altText = delivery.media.find((m) => m.altText)?.altText;
      const body = {
        board_id: boardId,
        description: delivery.text,
        ...(link ? { link } : {}),
        // A carousel has one alt text, the pin's: the first image's, the one shown in feeds.
        ...(altText ? { alt_text: altText } : {}),
        media_source:
          encoded.length === 1
            ? { source_type: 'image_base64', ...encoded[0] }
            : { source_type: 'multiple_image_base64', items: encoded, index: 0 },
      };

      const answer = await send(
        {
          method: 'POST',
          url: `${credentials.apiUrl}/v5/pins`,
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        },
        signal,
        false,
      );
      const pin = parse<{ id?: string }>(answer.body);
      if (answer.status === 201 && pin?.id) {
        return { externalId: pin.id, externalUrl: `https://www.pinterest.com/pin/${pin.id}/` };
      }
      throw failureOf(answer, 'create the pin');
    },

    async notices(account) {
      // Trial access changes nothing on the wire: Pinterest keeps the pin to its creator.
      return limitedAccess
        ? [
            {
              code: 'only_author_sees',
              message: `This server's Pinterest app has Trial access (PINTEREST_TRIAL_ACCESS), under which Pinterest shows the pins it creates only to their creator: the pin will be visible to @${account.handle} alone until the app has Standard access.`,
            },
          ]
        : [];
    },
  };

  return { oauth, connector };
}

/** What Pinterest would refuse anyway, refused before anything is sent. */
function checkPin(delivery: Delivery) {
  if (delivery.media.length < 1 || delivery.media.length > MAX_IMAGES) {
    throw new DeliveryError(
      'media_count',
      `A pin takes 1 to ${MAX_IMAGES} images; this post has ${delivery.media.length}.`,
      'media_error',
    );
  }
  const sizes = new Set(delivery.media.map((m) => `${m.width} × ${m.height}`));
  if (sizes.size > 1) {
    throw new DeliveryError(
      'carousel_sizes_differ',
      `A Pinterest carousel takes images of one size; this post has ${[...sizes].join(', ')}.`,
      'media_error',
    );
  }
  const characters = [...delivery.text].length;
  if (characters > MAX_DESCRIPTION) {
    throw new DeliveryError(
      'text_too_long',
      `A pin's description takes at most ${MAX_DESCRIPTION} characters; this text has ${characters}.`,
      'user_content',
    );
  }
  const alt = delivery.media.find((m) => m.altText && [...m.altText].length > MAX_ALT_TEXT);
  if (alt) {
    throw new DeliveryError(
      'alt_text_too_long',
      `Pinterest takes alt texts of at most ${MAX_ALT_TEXT} characters.`,
      'user_content',
    );
  }
}

/** The first web address in the text, without the punctuation that ends a sentence around it. */
function linkIn(text: string): string | undefined {
  const found = /https?:\/\/[^\s<>"]+/i.exec(text)?.[0]?.replace(/[.,;:!?'")\]]+$/, '');
  return found && found.length <= MAX_LINK && URL.canParse(found) ? found : undefined;
}

function parse<T>(body: Buffer): T | undefined {
  try {
    const parsed: unknown = JSON.parse(body.toString('utf8'));
    return parsed && typeof parsed === 'object' ? (parsed as T) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * How long a 429 asks to wait: Retry-After when sent, else `x-ratelimit-reset` (seconds until the
 * window resets; a value that large is an epoch time), else a minute, Pinterest's narrowest window.
 */
function retryAfterMsOf(headers: Record<string, string>): number {
  const now = new Date();
  const retryAfter = retryAfterOf(headers['retry-after'], now);
  if (retryAfter !== undefined) return retryAfter;
  const reset = Number(headers['x-ratelimit-reset']);
  if (Number.isFinite(reset) && reset >= 0) {
    return reset > 1e9 ? Math.max(0, reset * 1000 - now.getTime()) : reset * 1000;
  }
  return 60_000;
}

/** An error answer of the API, in the contract's categories. */
function failureOf(answer: OutboundResponse, doing: string): DeliveryError {
  const said = parse<ErrorAnswer>(answer.body);
  const reason = said?.message ?? `HTTP ${answer.status}`;
  const message = `Pinterest could not ${doing}: ${reason}`.replace(/\.?$/, '.');
  const code = typeof said?.code === 'number' ? `pinterest_${said.code}` : `http_${answer.status}`;
  const fail = (category: FailureCategory) => new DeliveryError(code, message, category);
  if (answer.status === 401) return credentialsRefused(code, message);
  if (answer.status === 429) return rateLimited(message, retryAfterMsOf(answer.headers), code);
  if (answer.status >= 500) return platformFailed(code, message);
  if (/image|media|upload|photo/i.test(reason)) return fail('media_error');
  if (/spam|policy|guideline|duplicate|blocked/i.test(reason)) return fail('user_content');
  return fail('platform_rejected');
}
