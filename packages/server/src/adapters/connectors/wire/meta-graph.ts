/**
 * What Facebook Pages, Instagram and Threads share: Meta's Graph API. One way to call it (the token
 * as a bearer header, form bodies, JSON answers), one reading of its error bodies
 * (`{ "error": { message, type, code, error_subcode, fbtrace_id } }`) into the contract's failure
 * categories, and one wait for the containers Instagram and Threads process before publishing.
 *
 * References: https://developers.facebook.com/docs/graph-api/guides/error-handling,
 * https://developers.facebook.com/docs/graph-api/overview/rate-limiting,
 * https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/error-codes
 */
import { DeliveryError, type DeliveryReceipt } from '../../../ports/connector.js';
import type { OAuthTokens } from '../../../ports/oauth-platform.js';
import { OutboundError, type OutboundHttp, type OutboundResponse } from '../../../ports/outbound-http.js';
import type { FailureCategory } from '../../../ports/persistence/posts.js';
import { fromOutbound } from './outbound-failure.js';
import { type MultipartField, multipartBody, pauseUnlessAborted, requestPlatform } from './platform-http.js';
import { credentialsRefused, platformFailed, rateLimited } from './refusals.js';

/** The Graph API version the Facebook and Instagram connectors speak. */
export const GRAPH_VERSION = 'v25.0';

/** A Graph API error body, as every Meta API answers one. */
export interface GraphErrorBody {
  message?: string;
  type?: string;
  code?: number;
  error_subcode?: number;
  is_transient?: boolean;
  error_user_title?: string;
  error_user_msg?: string;
  fbtrace_id?: string;
}

export interface GraphCall {
  method: 'GET' | 'POST';
  url: string;
  /** Sent as the `access_token` parameter (in the query, the form or the multipart body), as every reference shows. */
  token?: string;
  /** Query parameters. */
  query?: Record<string, string>;
  /** A form body (`application/x-www-form-urlencoded`). */
  form?: Record<string, string>;
  /** A multipart body, for uploading bytes. */
  multipart?: MultipartField[];
  /**
   * This call creates the post: a failure after it was sent leaves the outcome unknown. Any other
   * call can be made again without effect, so such a failure is transient.
   */
  createsPost?: boolean;
}

export interface GraphClient {
  call<T>(call: GraphCall, doing: string, signal: AbortSignal): Promise<T>;
}

/** Calls a Meta Graph host through the guarded client, failing with the contract's categories. */
export function graphClient(
  outbound: OutboundHttp,
  options: { platform: string; timeoutMs: number },
): GraphClient {
  return {
    async call<T>(call: GraphCall, doing: string, signal: AbortSignal): Promise<T> {
      const url = new URL(call.url);
      const token: Record<string, string> = call.token ? { access_token: call.token } : {};
      const query = { ...call.query, ...(call.form || call.multipart ? {} : token) };
      for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
      const headers: Record<string, string> = { accept: 'application/json' };
      let body: Buffer | undefined;
      if (call.form) {
        headers['content-type'] = 'application/x-www-form-urlencoded';
        body = Buffer.from(new URLSearchParams({ ...call.form, ...token }).toString());
      } else if (call.multipart) {
        const tokenPart = call.token ? [{ name: 'access_token', value: call.token }] : [];
        const encoded = multipartBody([...tokenPart, ...call.multipart]);
        headers['content-type'] = encoded.contentType;
        body = encoded.body;
      }
      const answer = await requestPlatform(
        outbound,
        {
          method: call.method,
          url: url.toString(),
          headers,
          ...(body ? { body } : {}),
          timeoutMs: options.timeoutMs,
          signal,
        },
        // Only the request that creates the post can leave something published behind.
        { withoutEffect: !call.createsPost },
      );
      const parsed = parseJson(answer.body);
      const error = graphErrorOf(parsed);
      if (answer.status >= 200 && answer.status < 300 && !error) return parsed as T;
      throw fromGraph(options.platform, doing, answer, error);
    },
  };
}

function parseJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
}

function graphErrorOf(parsed: unknown): GraphErrorBody | undefined {
  const error = (parsed as { error?: unknown } | undefined)?.error;
  return error && typeof error === 'object' ? (error as GraphErrorBody) : undefined;
}

/** Codes Meta answers when an app, user, page or business account made too many calls. */
const RATE_LIMIT_CODES = new Set([4, 17, 32, 341, 613]);
/** Business use case limits: 80001 pages, 80002 Instagram, … 80014. */
const isBusinessUseCaseLimit = (code: number) => code >= 80001 && code <= 80014;
/** Errors of the media itself: Instagram's download and format checks, a missing or bad photo file. */
const MEDIA_CODES = new Set([324, 352, 9004, 36000, 36001, 36003, 36004]);
/** Instagram subcodes of media it could not fetch or take. */
const MEDIA_SUBCODES = new Set([2207003, 2207004, 2207005, 2207009, 2207026, 2207052]);
/** Content refused: spam or policy (2207051), restricted activity (368), a duplicate post (506). */
const CONTENT_SUBCODES = new Set([2207051, 1390008, 1346003]);

/**
 * A Graph API failure as a delivery outcome. The code decides, not the HTTP status: Meta answers
 * most errors, expired tokens and rate limits included, with 400.
 */
export function fromGraph(
  platform: string,
  doing: string,
  answer: OutboundResponse,
  error: GraphErrorBody | undefined,
): DeliveryError {
  const code = typeof error?.code === 'number' ? error.code : undefined;
  const subcode = typeof error?.error_subcode === 'number' ? error.error_subcode : undefined;
  const said = (error?.error_user_msg || error?.message || `HTTP ${answer.status}`).slice(0, 300);
  const trace = error?.fbtrace_id ? ` (fbtrace_id ${error.fbtrace_id})` : '';
  const message = `${platform} could not ${doing}: ${said}${trace}.`;
  const fail = (name: string, category: FailureCategory) => new DeliveryError(name, message, category);
  const limited = () => rateLimited(message, regainWait(answer.headers));
  const serverError = () => platformFailed('server_error', message);

  if (code === undefined) {
    if (answer.status === 429) return limited();
    if (answer.status >= 500) return serverError();
    if (answer.status === 401) return credentialsRefused('auth_rejected', message);
    return fail('rejected', 'platform_rejected');
  }
  // An expired, revoked or invalid token (190, 102), or permissions the user took back (10, 2xx).
  if (code === 190 || code === 102 || code === 10 || (code >= 200 && code <= 299)) {
    return credentialsRefused('auth_rejected', message);
  }
  if (subcode !== undefined && CONTENT_SUBCODES.has(subcode)) return fail('content_refused', 'user_content');
  // Instagram's 100 API posts in 24 hours (code 9, subcode 2207042) is a limit that lifts with time.
  if (RATE_LIMIT_CODES.has(code) || isBusinessUseCaseLimit(code) || subcode === 2207042) {
    return limited();
  }
  if (MEDIA_CODES.has(code) || (subcode !== undefined && MEDIA_SUBCODES.has(subcode))) {
    return fail('media_rejected', 'media_error');
  }
  if (code === 368 || code === 506) return fail('content_refused', 'user_content');
  // Unknown (1), service (2) and errors Meta itself marks transient: try again later.
  if (code === 1 || code === 2 || code === -1 || code === -2 || error?.is_transient === true) {
    return serverError();
  }
  if (answer.status >= 500) return serverError();
  // An invalid parameter with a subcode names what in the post was refused.
  // (Subcode 33 is an object that does not exist or cannot be reached: the page or account.)
  if (code === 100 && subcode !== undefined && subcode !== 33) return fail('content_refused', 'user_content');
  return fail('rejected', 'platform_rejected');
}

/**
 * How long Meta asks to wait: `estimated_time_to_regain_access` (minutes) of the business use
 * case header, or of the app usage header when it carries one.
 */
function regainWait(headers: Record<string, string>): number | undefined {
  const minutes = [headers['x-business-use-case-usage'], headers['x-app-usage']]
    .flatMap((header) => (header ? regainMinutes(parseJson(Buffer.from(header))) : []))
    .reduce<number | undefined>((most, m) => (most === undefined || m > most ? m : most), undefined);
  return minutes !== undefined ? minutes * 60_000 : undefined;
}

function regainMinutes(value: unknown): number[] {
  if (Array.isArray(value)) return value.flatMap(regainMinutes);
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    key === 'estimated_time_to_regain_access' && typeof inner === 'number' ? [inner] : regainMinutes(inner),
  );
}

/** Tokens as Meta answers them: `expires_in` seconds from now, when it says. */
export function tokensFrom(
  answer: { access_token?: unknown; expires_in?: unknown },
  now: Date,
  scope?: string,
): OAuthTokens {
  if (typeof answer.access_token !== 'string' || answer.access_token === '') {
    throw new DeliveryError(
      'no_token',
      'The platform answered without an access token.',
      'platform_rejected',
    );
  }
  const expiresIn = Number(answer.expires_in);
  return {
    accessToken: answer.access_token,
    ...(Number.isFinite(expiresIn) && expiresIn > 0
      ? { expiresAt: new Date(now.getTime() + expiresIn * 1000).toISOString() }
      : {}),
    ...(scope ? { scope } : {}),
  };
}

/** The states of an Instagram or Threads container, as both read them back. */
export type ContainerState = 'IN_PROGRESS' | 'FINISHED' | 'PUBLISHED' | 'ERROR' | 'EXPIRED';

/**
 * Waits until a container has processed its media (FINISHED), reading its state every
 * `intervalMs`; an ERROR or EXPIRED container is a media error, one still processing after
 * `attempts` reads a transient failure (nothing was published).
 */
export async function waitForContainer(
  read: () => Promise<{ state: ContainerState | undefined; detail?: string }>,
  options: { platform: string; intervalMs: number; attempts: number; signal: AbortSignal },
): Promise<void> {
  for (let attempt = 0; attempt < options.attempts; attempt++) {
    const { state, detail } = await read();
    if (state === 'FINISHED' || state === 'PUBLISHED') return;
    if (state === 'ERROR' || state === 'EXPIRED') {
      throw new DeliveryError(
        'media_processing_failed',
        `${options.platform} could not process an image (${state}${detail ? `: ${detail}` : ''}).`,
        'media_error',
      );
    }
    if (!(await pauseUnlessAborted(options.intervalMs, options.signal))) {
      throw fromOutbound(new OutboundError('aborted', false, 'the delivery was aborted'));
    }
  }
  throw new DeliveryError(
    'media_processing_slow',
    `${options.platform} was still processing the images; nothing was published.`,
    'system',
    { transient: true },
  );
}

/**
 * Publishes a processed Instagram or Threads container (`POST …/media_publish` or
 * `…/threads_publish` with `creation_id`) and reads the post's permalink. Only the publish can make
 * a post, so it alone is `createsPost`; once the post is out, a permalink that cannot be read only
 * leaves the receipt without a link.
 */
export async function publishContainer(
  graph: GraphClient,
  target: { publishUrl: string; api: string; creation: string; token: string },
  signal: AbortSignal,
): Promise<DeliveryReceipt> {
  const { api, token } = target;
  const published = await graph.call<{ id: string }>(
    {
      method: 'POST',
      url: target.publishUrl,
      token,
      form: { creation_id: target.creation },
      createsPost: true,
    },
    'publish the post',
    signal,
  );
  const permalink = await graph
    .call<{ permalink?: string }>(
      { method: 'GET', url: `${api}/${published.id}`, token, query: { fields: 'permalink' } },
      'read the link of the post',
      signal,
    )
    .then((read) => read.permalink)
    .catch(() => undefined);
  return { externalId: published.id, ...(permalink ? { externalUrl: permalink } : {}) };
}

/** A query string for an authorization page. */
export function withQuery(base: string, query: Record<string, string>): string {
  const url = new URL(base);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.toString();
}
