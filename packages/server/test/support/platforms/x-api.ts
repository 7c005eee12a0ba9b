/**
 * A local stand-in for X's API v2 and its OAuth 2.0 consent page, speaking X's wire format:
 *
 * - consent and tokens: https://docs.x.com/fundamentals/authentication/oauth-2-0/user-access-token
 *   (GET /i/oauth2/authorize with PKCE; POST /2/oauth2/token, form-encoded, HTTP Basic client
 *   authentication for confidential clients; two-hour access tokens; rotating refresh tokens with
 *   `offline.access`; `{ error, error_description }` on failure)
 * - GET /2/users/me: https://docs.x.com/x-api/users/get-my-user
 * - media: https://docs.x.com/x-api/media/quickstart/media-upload-chunked,
 *   https://docs.x.com/x-api/media/media-upload-initialize (JSON), .../append-media-upload
 *   (multipart: `segment_index`, `media`), .../media-upload-finalize, .../get-media-upload-status
 *   (`processing_info.state` pending → in_progress → succeeded | failed),
 *   https://docs.x.com/x-api/media/create-media-metadata (alt text ≤ 1000 characters)
 * - POST /2/tweets: https://docs.x.com/x-api/posts/create-post (201 `{ data: { id, text } }`;
 *   403 on duplicate content; at most 4 images; `reply.in_reply_to_tweet_id` answers a post,
 *   403 when that post is not there)
 * - errors and limits: https://docs.x.com/fundamentals/rate-limits (429 with x-rate-limit-limit,
 *   x-rate-limit-remaining, x-rate-limit-reset in epoch seconds); problem details
 *   `{ title, detail, type, status }` and `{ errors: [{ message, parameters }], title, detail, type }`.
 *
 * Strict: every call checks the bearer token and the scopes it was granted; bodies must have the
 * content type X takes; the weighted 280 is counted with twitter-text.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import sharp from 'sharp';
import { countCharacters } from '../../../src/domain/copy/platform-limits.js';
import { submitConsent } from './consent-form.js';
import type { FakePlatform, PublishedPost } from './fake-platform.js';
import { FakeSwitches } from './fake-switches.js';
import { startLoopbackApiServer } from './loopback-api-server.js';

const KNOWN_SCOPES = new Set([
  'tweet.read',
  'tweet.write',
  'tweet.moderate.write',
  'users.read',
  'users.email',
  'follows.read',
  'follows.write',
  'offline.access',
  'space.read',
  'mute.read',
  'mute.write',
  'like.read',
  'like.write',
  'list.read',
  'list.write',
  'block.read',
  'block.write',
  'bookmark.read',
  'bookmark.write',
  'media.write',
]);
const IMAGE_TYPES = new Set([
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/bmp',
  'image/pjpeg',
  'image/tiff',
]);
const CATEGORIES = new Set([
  'amplify_video',
  'tweet_gif',
  'tweet_image',
  'tweet_video',
  'dm_gif',
  'dm_image',
  'dm_video',
  'subtitles',
]);
const ACCESS_TOKEN_SECONDS = 7200;
const CODE_SECONDS = 30;

interface Grant {
  userId: string;
  scopes: Set<string>;
}

interface Media {
  id: string;
  ownerId: string;
  mediaType: string;
  category: string;
  totalBytes: number;
  segments: Map<number, Buffer>;
  state: 'uploading' | 'pending' | 'in_progress' | 'succeeded' | 'failed';
  failProcessing: boolean;
  bytes?: Buffer;
  width?: number;
  height?: number;
  altText?: string;
}

export interface XApi extends FakePlatform {
  /** Alt texts set through the media metadata endpoint, by media id. */
  altTexts(): Map<string, string>;
}

export async function startXApi(): Promise<XApi> {
  const clientId = `cf-${randomBytes(8).toString('hex')}`;
  const clientSecret = randomBytes(24).toString('base64url');
  const user = {
    externalId: String(1_600_000_000_000_000_000n + BigInt(randomInt(1, 1_000_000))),
    handle: 'cf_studio',
  };

  const pending = new Map<string, URLSearchParams>();
  const codes = new Map<
    string,
    { redirectUri: string; challenge: string; method: string; scopes: Set<string>; issuedAt: number }
  >();
  const accessTokens = new Map<string, Grant & { expiresAt: number }>();
  const refreshTokens = new Map<string, Grant>();
  const media = new Map<string, Media>();
  const posts: Array<PublishedPost & { mediaIds: string[] }> = [];
  const hung: ServerResponse[] = [];
  const switches = new FakeSwitches();

  const newId = () => String(1_800_000_000_000_000_000n + BigInt(randomInt(1, 2 ** 47)));

  const send = (
    res: ServerResponse,
    status: number,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const text = body === undefined ? '' : JSON.stringify(body);
    res.writeHead(status, {
      ...(body === undefined ? {} : { 'content-type': 'application/json; charset=utf-8' }),
      ...headers,
    });
    res.end(text);
  };
  const problem = (res: ServerResponse, status: number, title: string, detail: string, headers = {}) =>
    send(res, status, { title, detail, type: 'about:blank', status }, headers);
  const invalid = (res: ServerResponse, message: string, parameters: Record<string, unknown> = {}) =>
    send(res, 400, {
      errors: [{ parameters, message }],
      title: 'Invalid Request',
      detail: 'One or more parameters to your request was invalid.',
      type: 'https://api.twitter.com/2/problems/invalid-request',
    });
  const oauthError = (res: ServerResponse, status: number, error: string, description: string) =>
    send(res, status, { error, error_description: description });

  /** The grant behind the request's bearer token, or the 401/403 X answers (already sent). */
  const authorize = (req: IncomingMessage, res: ServerResponse, scopes: string[]): Grant | undefined => {
    const match = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '');
    const grant = match ? accessTokens.get(match[1]!) : undefined;
    if (!grant || grant.expiresAt <= Date.now()) {
      problem(res, 401, 'Unauthorized', 'Unauthorized');
      return undefined;
    }
    const missing = scopes.filter((s) => !grant.scopes.has(s));
    if (missing.length) {
      send(res, 403, {
        title: 'Forbidden',
        type: 'about:blank',
        status: 403,
        detail: `Missing required OAuth 2.0 scopes: ${missing.join(', ')}`,
      });
      return undefined;
    }
    return grant;
  };

  const isType = (req: IncomingMessage, type: string) =>
    (req.headers['content-type'] ?? '').toLowerCase().split(';')[0]!.trim() === type;

  const jsonBody = (
    req: IncomingMessage,
    res: ServerResponse,
    body: Buffer,
  ): Record<string, unknown> | undefined => {
    if (!isType(req, 'application/json')) {
      problem(res, 415, 'Unsupported Media Type', 'Content-Type must be application/json.');
      return undefined;
    }
    try {
      const parsed = JSON.parse(body.toString('utf8')) as unknown;
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
        return parsed as Record<string, unknown>;
    } catch {
      // answered below
    }
    invalid(res, 'Request body is not valid JSON.');
    return undefined;
  };

  const issue = (grant: Grant) => {
    const accessToken = randomBytes(32).toString('base64url');
    accessTokens.set(accessToken, { ...grant, expiresAt: Date.now() + ACCESS_TOKEN_SECONDS * 1000 });
    const refreshToken = grant.scopes.has('offline.access')
      ? randomBytes(32).toString('base64url')
      : undefined;
    if (refreshToken) refreshTokens.set(refreshToken, grant);
    return {
      token_type: 'bearer',
      expires_in: ACCESS_TOKEN_SECONDS,
      access_token: accessToken,
      scope: [...grant.scopes].join(' '),
      ...(refreshToken ? { refresh_token: refreshToken } : {}),
    };
  };

  async function handle(req: IncomingMessage, res: ServerResponse, body: Buffer) {
    const url = new URL(req.url ?? '/', 'http://x.invalid');
    const route = `${req.method} ${url.pathname}`;

    if (route === 'GET /i/oauth2/authorize') {
      const q = url.searchParams;
      const fault = checkAuthorize(q);
      if (fault) {
        res.writeHead(400, { 'content-type': 'text/html; charset=utf-8' });
        res.end(`<p>Something went wrong. You weren't able to give access to the App. (${fault})</p>`);
        return;
      }
      const request = randomBytes(16).toString('hex');
      pending.set(request, q);
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(
        `<form method="post" action="/i/oauth2/authorize"><input type="hidden" name="request" value="${request}">` +
          `<button name="decision" value="allow">Authorize app</button><button name="decision" value="deny">Cancel</button></form>`,
      );
      return;
    }
    if (route === 'POST /i/oauth2/authorize') {
      const form = new URLSearchParams(body.toString('utf8'));
      const q = pending.get(form.get('request') ?? '');
      if (!q) return problem(res, 400, 'Bad Request', 'Unknown authorization request.');
      pending.delete(form.get('request')!);
      const redirect = new URL(q.get('redirect_uri')!);
      if (form.get('decision') !== 'allow') {
        redirect.searchParams.set('error', 'access_denied');
      } else {
        const code = randomBytes(24).toString('base64url');
        codes.set(code, {
          redirectUri: q.get('redirect_uri')!,
          challenge: q.get('code_challenge')!,
          method: q.get('code_challenge_method') ?? 'plain',
          scopes: new Set(q.get('scope')!.split(' ')),
          issuedAt: Date.now(),
        });
        redirect.searchParams.set('code', code);
      }
      redirect.searchParams.set('state', q.get('state')!);
      res.writeHead(302, { location: redirect.toString() });
      res.end();
      return;
    }

    if (route === 'POST /2/oauth2/token') {
      if (!isType(req, 'application/x-www-form-urlencoded')) {
        return oauthError(res, 400, 'invalid_request', 'Missing required parameter [grant_type].');
      }
      const basic = /^Basic (\S+)$/.exec(req.headers.authorization ?? '');
      const [id, secret] = basic ? Buffer.from(basic[1]!, 'base64').toString('utf8').split(':') : [];
      if (!basic) return oauthError(res, 401, 'unauthorized_client', 'Missing valid authorization header');
      if (id !== clientId || secret !== clientSecret) {
        return oauthError(res, 401, 'invalid_client', 'Client authentication failed');
      }
      const form = new URLSearchParams(body.toString('utf8'));
      const grantType = form.get('grant_type');
      if (grantType === 'authorization_code') {
        const code = codes.get(form.get('code') ?? '');
        codes.delete(form.get('code') ?? '');
        const verifier = form.get('code_verifier') ?? '';
        const challenge =
          code?.method === 'S256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;
        if (
          !code ||
          Date.now() - code.issuedAt > CODE_SECONDS * 1000 ||
          code.redirectUri !== form.get('redirect_uri') ||
          challenge !== code.challenge
        ) {
          return oauthError(
            res,
            400,
            'invalid_request',
            'Value passed for the authorization code was invalid.',
          );
        }
        return send(res, 200, issue({ userId: user.externalId, scopes: code.scopes }));
      }
      if (grantType === 'refresh_token') {
        const grant = refreshTokens.get(form.get('refresh_token') ?? '');
        if (!grant) return oauthError(res, 400, 'invalid_request', 'Value passed for the token was invalid.');
        refreshTokens.delete(form.get('refresh_token')!); // rotated: each refresh token works once
        return send(res, 200, issue(grant));
      }
      return oauthError(res, 400, 'invalid_request', 'Value passed for the grant type was invalid.');
    }

    if (route === 'GET /2/users/me') {
      if (!authorize(req, res, ['users.read', 'tweet.read'])) return;
      return send(res, 200, {
        data: { id: user.externalId, name: 'Contentforge Studio', username: user.handle },
      });
    }

    if (route === 'POST /2/media/upload/initialize') {
      const grant = authorize(req, res, ['media.write']);
      if (!grant) return;
      const input = jsonBody(req, res, body);
      if (!input) return;
      const {
        media_type: mediaType,
        total_bytes: totalBytes,
        media_category: category = 'tweet_image',
      } = input;
      if (typeof mediaType !== 'string' || !IMAGE_TYPES.has(mediaType)) {
        return invalid(
          res,
          `The \`media_type\` query parameter value [${String(mediaType)}] is not one of the allowed values.`,
          { media_type: [mediaType] },
        );
      }
      if (typeof totalBytes !== 'number' || !Number.isInteger(totalBytes) || totalBytes <= 0) {
        return invalid(res, 'The `total_bytes` parameter is required and must be a positive integer.', {
          total_bytes: [totalBytes],
        });
      }
      if (typeof category !== 'string' || !CATEGORIES.has(category)) {
        return invalid(
          res,
          `The \`media_category\` value [${String(category)}] is not one of the allowed values.`,
          { media_category: [category] },
        );
      }
      const limit = category === 'tweet_gif' ? 15 * 1024 * 1024 : 5 * 1024 * 1024;
      if (totalBytes > limit)
        return invalid(res, `File size exceeds ${limit} bytes.`, { total_bytes: [totalBytes] });
      const id = newId();
      media.set(id, {
        id,
        ownerId: grant.userId,
        mediaType,
        category,
        totalBytes,
        segments: new Map(),
        state: 'uploading',
        failProcessing: false,
      });
      return send(res, 200, { data: { id, media_key: `3_${id}`, expires_after_secs: 86_400 } });
    }

    const append = /^\/2\/media\/upload\/(\d{1,19})\/(append|finalize)$/.exec(url.pathname);
    if (append && req.method === 'POST') {
      const grant = authorize(req, res, ['media.write']);
      if (!grant) return;
      const item = media.get(append[1]!);
      if (!item || item.ownerId !== grant.userId)
        return invalid(res, 'Media id not found.', { id: [append[1]] });
      if (append[2] === 'append') {
        if (item.state !== 'uploading')
          return invalid(res, 'The upload was already finalized.', { id: [item.id] });
        if (!isType(req, 'multipart/form-data')) {
          return problem(res, 415, 'Unsupported Media Type', 'Content-Type must be multipart/form-data.');
        }
        const parts = parseMultipart(body, req.headers['content-type'] ?? '');
        const index = Number(parts?.get('segment_index')?.toString('utf8'));
        const chunk = parts?.get('media');
        if (!parts || !chunk || !Number.isInteger(index) || index < 0 || index > 999) {
          return invalid(res, 'The `media` and `segment_index` fields are required.', {});
        }
        item.segments.set(index, chunk);
        return send(res, 200, { data: { expires_at: Math.floor(Date.now() / 1000) + 86_400 } });
      }
      if (item.state !== 'uploading')
        return invalid(res, 'The upload was already finalized.', { id: [item.id] });
      const ordered = [...item.segments.entries()].sort((a, b) => a[0] - b[0]);
      const bytes = Buffer.concat(ordered.map(([, b]) => b));
      if (bytes.length !== item.totalBytes || ordered.some(([i], n) => i !== n)) {
        return invalid(
          res,
          `File size mismatch: expected ${item.totalBytes} bytes, received ${bytes.length}.`,
          { id: [item.id] },
        );
      }
      item.bytes = bytes;
      const decoded = await sharp(bytes)
        .metadata()
        .catch(() => undefined);
      const typeMatches =
        decoded?.format !== undefined &&
        item.mediaType.replace('image/', '').replace('pjpeg', 'jpeg') === decoded.format;
      if (decoded && typeMatches) {
        item.width = decoded.width;
        item.height = decoded.pageHeight ?? decoded.height;
      }
      item.failProcessing = switches.takeProcessingFailure() || !typeMatches;
      // Still images are ready at once; a GIF, or a file X must look at further, is processed
      // asynchronously and has to be polled with STATUS.
      const asynchronous = item.category === 'tweet_gif' || item.failProcessing;
      item.state = asynchronous ? 'pending' : 'succeeded';
      return send(res, 200, {
        data: {
          id: item.id,
          media_key: `3_${item.id}`,
          size: bytes.length,
          expires_after_secs: 86_400,
          ...(asynchronous ? { processing_info: { state: 'pending', check_after_secs: 1 } } : {}),
        },
      });
    }

    if (route === 'GET /2/media/upload') {
      const grant = authorize(req, res, ['media.write']);
      if (!grant) return;
      if (url.searchParams.get('command') !== 'STATUS')
        return invalid(res, 'The `command` parameter must be STATUS.', {});
      const item = media.get(url.searchParams.get('media_id') ?? '');
      if (!item || item.ownerId !== grant.userId) return invalid(res, 'Media id not found.', {});
      if (item.state === 'pending') item.state = 'in_progress';
      else if (item.state === 'in_progress') item.state = item.failProcessing ? 'failed' : 'succeeded';
      const info =
        item.state === 'failed'
          ? {
              state: 'failed',
              progress_percent: 12,
              error: { code: 1, name: 'InvalidMedia', message: 'Unsupported image format' },
            }
          : item.state === 'succeeded'
            ? { state: 'succeeded', progress_percent: 100 }
            : { state: item.state, check_after_secs: 1, progress_percent: 40 };
      return send(res, 200, { data: { id: item.id, media_key: `3_${item.id}`, processing_info: info } });
    }

    if (route === 'POST /2/media/metadata') {
      const grant = authorize(req, res, ['media.write']);
      if (!grant) return;
      const input = jsonBody(req, res, body);
      if (!input) return;
      const item = media.get(String(input.id ?? ''));
      const text = (input.metadata as { alt_text?: { text?: unknown } } | undefined)?.alt_text?.text;
      if (!item || item.ownerId !== grant.userId)
        return invalid(res, 'Media id not found.', { id: [input.id] });
      if (typeof text !== 'string' || text.length > 1000) {
        return invalid(res, 'alt_text.text must be a string of at most 1000 characters.', {
          alt_text: [text],
        });
      }
      item.altText = text;
      return send(res, 200, { data: { id: item.id, associated_metadata: { alt_text: { text } } } });
    }

    if (route === 'POST /2/tweets') {
      switches.attempts++;
      const rateLimitMs = switches.takeRateLimit();
      if (rateLimitMs !== undefined) {
        const reset = Math.ceil((Date.now() + rateLimitMs) / 1000);
        return problem(res, 429, 'Too Many Requests', 'Too Many Requests', {
          'x-rate-limit-limit': '100',
          'x-rate-limit-remaining': '0',
          'x-rate-limit-reset': String(reset),
        });
      }
      const grant = authorize(req, res, ['tweet.write', 'tweet.read', 'users.read']);
      if (!grant) return;
      const input = jsonBody(req, res, body);
      if (!input) return;
      const text = input.text;
      const ids = (input.media as { media_ids?: unknown } | undefined)?.media_ids;
      if (ids !== undefined && (!Array.isArray(ids) || ids.some((i) => typeof i !== 'string'))) {
        return invalid(res, 'media.media_ids must be an array of strings.', { media_ids: [ids] });
      }
      const mediaIds = (ids ?? []) as string[];
      if (typeof text !== 'string' && mediaIds.length === 0) {
        return invalid(res, 'Post text or media is required.', {});
      }
      if (typeof text === 'string' && countCharacters('x', text) > 280) {
        return problem(
          res,
          403,
          'Forbidden',
          'Your Tweet text is too long. For more information on how X counts characters, see https://docs.x.com/resources/fundamentals/counting-characters.',
        );
      }
      if (mediaIds.length > 4) return invalid(res, 'Your media IDs are invalid.', { media_ids: mediaIds });
      const items = mediaIds.map((id) => media.get(id));
      if (items.some((m) => !m || m.ownerId !== grant.userId || m.state !== 'succeeded')) {
        return invalid(res, 'Your media IDs are invalid.', { media_ids: mediaIds });
      }
      if (typeof text === 'string' && posts.some((p) => p.ownerId === grant.userId && p.text === text)) {
        return problem(
          res,
          403,
          'Forbidden',
          'You are not allowed to create a Tweet with duplicate content.',
        );
      }
      const reply = input.reply as { in_reply_to_tweet_id?: unknown } | undefined;
      const inReplyTo = reply?.in_reply_to_tweet_id;
      if (reply !== undefined && (typeof inReplyTo !== 'string' || !posts.some((p) => p.id === inReplyTo))) {
        return problem(
          res,
          403,
          'Forbidden',
          'You attempted to reply to a Tweet that is deleted or not visible to you.',
        );
      }
      const id = newId();
      posts.push({
        id,
        ownerId: grant.userId,
        text: typeof text === 'string' ? text : '',
        ...(typeof inReplyTo === 'string' ? { inReplyTo } : {}),
        mediaIds,
        media: items.map((m) => ({
          mimeType: m!.mediaType,
          bytes: m!.bytes!.length,
          ...(m!.width !== undefined ? { width: m!.width } : {}),
          ...(m!.height !== undefined ? { height: m!.height } : {}),
          ...(m!.altText !== undefined ? { altText: m!.altText } : {}),
        })),
      });
      if (switches.takeHang()) {
        hung.push(res);
        return;
      }
      return send(
        res,
        201,
        { data: { id, text, edit_history_tweet_ids: [id] } },
        {
          'x-rate-limit-limit': '100',
          'x-rate-limit-remaining': '99',
          'x-rate-limit-reset': String(Math.floor(Date.now() / 1000) + 900),
        },
      );
    }

    problem(res, 404, 'Not Found Error', `Sorry, that page does not exist: ${route}`);
  }

  function checkAuthorize(q: URLSearchParams): string | undefined {
    if (q.get('response_type') !== 'code') return 'response_type must be code';
    if (q.get('client_id') !== clientId) return 'unknown client_id';
    const redirect = q.get('redirect_uri');
    if (!redirect || !/^https?:\/\//.test(redirect)) return 'redirect_uri is required';
    const scopes = (q.get('scope') ?? '').split(' ').filter(Boolean);
    if (scopes.length === 0 || scopes.some((s) => !KNOWN_SCOPES.has(s))) return 'invalid scope';
    if (!q.get('state')) return 'state is required';
    if (!q.get('code_challenge')) return 'code_challenge is required';
    if (!['S256', 'plain'].includes(q.get('code_challenge_method') ?? ''))
      return 'code_challenge_method must be S256 or plain';
    return undefined;
  }

  const server = await startLoopbackApiServer(handle, (res, err) =>
    problem(res, 500, 'Internal Server Error', String(err)),
  );
  const base = server.url;

  return {
    apiUrl: base,
    authUrl: base,
    clientId,
    clientSecret,
    user,

    async consent(authorizeUrl, options = {}) {
      const page = await fetch(authorizeUrl, { redirect: 'manual' });
      const html = await page.text();
      if (page.status !== 200) throw new Error(`X refused the authorize URL (${page.status}): ${html}`);
      return submitConsent(
        html,
        new URL('/i/oauth2/authorize', authorizeUrl),
        options.deny ? 'deny' : 'allow',
      );
    },

    published: () => posts.map(({ mediaIds: _ids, ...post }) => post),
    altTexts: () =>
      new Map([...media.values()].filter((m) => m.altText !== undefined).map((m) => [m.id, m.altText!])),
    revokeAll() {
      accessTokens.clear();
      refreshTokens.clear();
    },
    expireAccessTokens() {
      for (const grant of accessTokens.values()) grant.expiresAt = 0;
    },
    ...switches.controls(),
    async close() {
      for (const res of hung) res.destroy();
      await server.close();
    },
  };
}

/** The named parts of a multipart/form-data body, or undefined when it is malformed. */
function parseMultipart(body: Buffer, contentType: string): Map<string, Buffer> | undefined {
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  if (!boundary) return undefined;
  const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
  const parts = new Map<string, Buffer>();
  let at = body.indexOf(delimiter);
  if (at === -1) return undefined;
  for (;;) {
    at += delimiter.length;
    if (body.subarray(at, at + 2).toString() === '--') return parts;
    at += 2;
    const next = body.indexOf(delimiter, at);
    if (next === -1) return undefined;
    const part = body.subarray(at, next - 2);
    const headEnd = part.indexOf('\r\n\r\n');
    if (headEnd === -1) return undefined;
    const name = /name="([^"]+)"/.exec(part.subarray(0, headEnd).toString('utf8'))?.[1];
    if (name) parts.set(name, part.subarray(headEnd + 4));
    at = next;
  }
}
