/**
 * A local stand-in for Pinterest's OAuth and API v5 (accounts, boards, pins), speaking their wire
 * format as documented:
 *   https://developers.pinterest.com/docs/getting-started/set-up-authentication-and-authorization/
 *   https://developers.pinterest.com/docs/api/v5/oauth-token
 *   https://developers.pinterest.com/docs/api/v5/user_account-get
 *   https://developers.pinterest.com/docs/api/v5/boards-list
 *   https://developers.pinterest.com/docs/api/v5/pins-create
 *   https://developers.pinterest.com/docs/reference/rate-limits/
 *   https://github.com/pinterest/api-description (v5/openapi.yaml: PinCreate, PinMediaSource*, Error)
 *
 * The consent page is `/oauth/` (scopes comma separated); the token endpoint takes the app's
 * credentials as HTTP Basic and a form body. Errors are `{ "code": <number>, "message": "…" }`
 * (2 for a refused token, 3 for a missing scope, 29 for a rate limit, 1 for invalid parameters: the
 * numbers Pinterest answers where known; clients decide on the HTTP status). A 429 carries
 * `x-ratelimit-limit`, `x-ratelimit-remaining` and `x-ratelimit-reset` (seconds until the reset).
 * Base64 images must be JPEG or PNG and be what `content_type` says; a carousel holds 2 to 5.
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import sharp from 'sharp';
import type { FakePlatform, PublishedPost } from './fake-platform.js';
import { FakeSwitches } from './fake-switches.js';
import { startLoopbackApiServer } from './loopback-api-server.js';

export interface PinterestFake extends FakePlatform {
  /** The signed-in account's boards. */
  readonly boards: { id: string; name: string }[];
  /** Bodies of every `POST /v5/pins`, parsed. */
  pinRequests(): unknown[];
}

const KNOWN_SCOPES = new Set([
  'ads:read',
  'ads:write',
  'boards:read',
  'boards:read_secret',
  'boards:write',
  'boards:write_secret',
  'catalogs:read',
  'catalogs:write',
  'pins:read',
  'pins:read_secret',
  'pins:write',
  'pins:write_secret',
  'user_accounts:read',
]);
const SOURCE_TYPES = new Set([
  'image_base64',
  'image_url',
  'multiple_image_base64',
  'multiple_image_urls',
  'video_id',
]);

interface Token {
  scopes: string[];
  expired: boolean;
}

interface Image {
  mimeType: string;
  bytes: number;
  width: number;
  height: number;
}

export async function startPinterestApi(): Promise<PinterestFake> {
  const clientId = String(randomInt(1_000_000, 9_999_999));
  const clientSecret = randomBytes(20).toString('hex');
  const user = {
    externalId: String(randomInt(1e9, 9e9)) + String(randomInt(1e8, 9e8)),
    handle: 'brightjarstudio',
  };
  const boards = [
    { id: `${randomInt(1e9, 9e9)}${randomInt(1e8, 9e8)}`, name: 'Studio shots' },
    { id: `${randomInt(1e9, 9e9)}${randomInt(1e8, 9e8)}`, name: 'Spring collection' },
  ];

  const codes = new Map<string, { redirectUri: string; scopes: string[] }>();
  const accessTokens = new Map<string, Token>();
  const refreshTokens = new Map<string, Token>();
  const posts: PublishedPost[] = [];
  const pinBodies: unknown[] = [];
  let denyNext = false;
  const switches = new FakeSwitches();

  function answer(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  }
  const error = (res: ServerResponse, status: number, code: number, message: string, headers = {}) =>
    answer(res, status, { code, message }, headers);

  function issue(scopes: string[], responseType: string) {
    const accessToken = `pina_${randomBytes(30).toString('base64url')}`;
    const refreshToken = `pinr_${randomBytes(30).toString('base64url')}`;
    accessTokens.set(accessToken, { scopes, expired: false });
    refreshTokens.set(refreshToken, { scopes, expired: false });
    return {
      access_token: accessToken,
      refresh_token: refreshToken,
      response_type: responseType,
      token_type: 'bearer',
      expires_in: 2_592_000,
      refresh_token_expires_in: 31_536_000,
      refresh_token_expires_at: Math.floor(Date.now() / 1000) + 31_536_000,
      scope: scopes.join(','),
    };
  }

  function authorize(req: IncomingMessage, res: ServerResponse, needed: string[]): Token | undefined {
    const match = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '');
    const token = match ? accessTokens.get(match[1]!) : undefined;
    if (!token || token.expired) {
      error(res, 401, 2, 'Authentication failed.');
      return undefined;
    }
    const missing = needed.filter((s) => !token.scopes.includes(s));
    if (missing.length > 0) {
      error(res, 401, 3, `Authorization failed. The token lacks the scopes ${missing.join(', ')}.`);
      return undefined;
    }
    return token;
  }

  async function handle(req: IncomingMessage, res: ServerResponse, body: Buffer) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const route = `${req.method} ${url.pathname}`;

    if (route === 'GET /oauth/') return consentPage(url, res);

    if (route === 'POST /v5/oauth/token') {
      const basic = /^Basic (\S+)$/.exec(req.headers.authorization ?? '');
      if (!basic || Buffer.from(basic[1]!, 'base64').toString('utf8') !== `${clientId}:${clientSecret}`) {
        return error(res, 401, 2, 'Authentication failed.');
      }
      if (!/^application\/x-www-form-urlencoded\b/i.test(req.headers['content-type'] ?? '')) {
        return error(res, 400, 1, 'Invalid request: the body must be application/x-www-form-urlencoded.');
      }
      const form = new URLSearchParams(body.toString('utf8'));
      if (form.get('grant_type') === 'authorization_code') {
        const grant = codes.get(form.get('code') ?? '');
        if (!grant || form.get('redirect_uri') !== grant.redirectUri) {
          return error(res, 400, 1, 'Invalid authorization code or redirect_uri.');
        }
        codes.delete(form.get('code')!);
        return answer(res, 200, issue(grant.scopes, 'authorization_code'));
      }
      if (form.get('grant_type') === 'refresh_token') {
        const given = form.get('refresh_token') ?? '';
        const grant = refreshTokens.get(given);
        if (!grant) return error(res, 400, 1, 'Invalid refresh token.');
        // Continuous refresh: each refresh answers a new refresh token in place of the one sent.
        refreshTokens.delete(given);
        return answer(res, 200, issue(grant.scopes, 'refresh_token'));
      }
      return error(res, 400, 1, 'Invalid grant_type.');
    }

    if (route === 'GET /v5/user_account') {
      if (!authorize(req, res, ['user_accounts:read'])) return;
      return answer(res, 200, {
        account_type: 'BUSINESS',
        id: user.externalId,
        profile_image: 'https://i.pinimg.com/280x280_RS/profile.jpg',
        website_url: 'https://brightjar.example',
        username: user.handle,
        business_name: 'Bright Jar Studio',
        board_count: boards.length,
        pin_count: posts.length,
        follower_count: 120,
        following_count: 40,
        monthly_views: 5000,
      });
    }

    if (route === 'GET /v5/boards') {
      if (!authorize(req, res, ['boards:read'])) return;
      const pageSize = Number(url.searchParams.get('page_size') ?? '25');
      if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 250) {
        return error(res, 400, 1, 'Invalid page_size: it must be 1 to 250.');
      }
      const start = Number(url.searchParams.get('bookmark') ?? '0') || 0;
      const page = boards.slice(start, start + pageSize);
      return answer(res, 200, {
        items: page.map((b) => ({
          id: b.id,
          name: b.name,
          description: '',
          owner: { username: user.handle },
          privacy: 'PUBLIC',
          pin_count: 0,
        })),
        bookmark: start + pageSize < boards.length ? String(start + pageSize) : null,
      });
    }

    if (route === 'POST /v5/pins') {
      switches.attempts++;
      const wait = switches.takeRateLimit();
      if (wait !== undefined) {
        return error(res, 429, 29, 'You have exceeded your rate limit. Try again later.', {
          'x-ratelimit-limit': '100',
          'x-ratelimit-remaining': '0',
          'x-ratelimit-reset': String(Math.ceil(wait / 1000)),
        });
      }
      if (!authorize(req, res, ['boards:read', 'pins:write'])) return;
      if (!/^application\/json\b/i.test(req.headers['content-type'] ?? '')) {
        return error(res, 400, 1, 'Invalid request: the body must be application/json.');
      }
      const pin = parseJson(body) as PinCreate | undefined;
      if (!pin || typeof pin !== 'object') return error(res, 400, 1, 'Invalid request body.');
      pinBodies.push(pin);
      const refused = checkPin(pin);
      if (refused) return error(res, 400, 1, refused);
      if (!boards.some((b) => b.id === pin.board_id)) return error(res, 404, 40, 'Board not found.');
      const media = await decodeAll(pin.media_source as MediaSource);
      const failing = switches.takeProcessingFailure();
      if (typeof media === 'string' || failing) {
        return error(
          res,
          400,
          1,
          typeof media === 'string' ? media : 'Sorry, we could not process the image.',
        );
      }
      const id = `${randomInt(1e9, 9e9)}${randomInt(1e8, 9e8)}`;
      // checkPin made sure of the types.
      const {
        board_id: boardId,
        description,
        alt_text: altText,
        link,
      } = pin as Record<string, string | undefined>;
      posts.push({
        id,
        ownerId: boardId!,
        text: description ?? '',
        media: media.map((m, i) => ({ ...m, ...(i === 0 && altText ? { altText } : {}) })),
        ...(link ? { link } : {}),
      });
      if (switches.takeHang()) {
        return; // carried out, but the answer never comes
      }
      return answer(res, 201, {
        id,
        created_at: new Date().toISOString().replace(/\.\d+Z$/, ''),
        link: pin.link ?? null,
        title: pin.title ?? null,
        description: pin.description ?? null,
        dominant_color: '#6E7874',
        alt_text: pin.alt_text ?? null,
        creative_type: media.length > 1 ? 'CAROUSEL' : 'REGULAR',
        board_id: pin.board_id,
        board_section_id: null,
        board_owner: { username: user.handle },
        is_owner: true,
        media:
          media.length > 1
            ? { media_type: 'multiple_images', items: media.map(() => ({ item_type: 'image' })) }
            : { media_type: 'image', images: {} },
        parent_pin_id: null,
        is_standard: true,
        has_been_promoted: false,
        note: null,
        pin_metrics: null,
      });
    }

    error(res, 404, 404, `Not found: ${route}.`);
  }

  function consentPage(url: URL, res: ServerResponse) {
    const q = url.searchParams;
    const page = (message: string) => {
      res.writeHead(400, { 'content-type': 'text/html' });
      res.end(`<p>Invalid request: ${message}</p>`);
    };
    if (q.get('client_id') !== clientId) return page('client_id');
    if (q.get('response_type') !== 'code') return page('response_type');
    const redirectUri = q.get('redirect_uri') ?? '';
    if (!isStaticUri(redirectUri)) return page('redirect_uri');
    const scopes = (q.get('scope') ?? '').split(',');
    if (scopes.some((s) => !KNOWN_SCOPES.has(s))) return page('scope');
    const state = q.get('state');
    const back = new URL(redirectUri);
    if (denyNext) {
      denyNext = false;
      back.search = new URLSearchParams({ error: 'access_denied', ...(state ? { state } : {}) }).toString();
    } else {
      const code = randomBytes(20).toString('hex');
      codes.set(code, { redirectUri, scopes });
      back.search = new URLSearchParams({ code, ...(state ? { state } : {}) }).toString();
    }
    res.writeHead(302, { location: back.toString() });
    res.end();
  }

  const server = await startLoopbackApiServer(handle, (res, err) => error(res, 500, 8, String(err)));
  const base = server.url;

  return {
    apiUrl: base,
    authUrl: base,
    clientId,
    clientSecret,
    user,
    boards,
    async consent(authorizeUrl, options) {
      denyNext = options?.deny ?? false;
      const got = await fetch(authorizeUrl, { redirect: 'manual' });
      const location = got.headers.get('location');
      if (got.status !== 302 || !location) {
        throw new Error(`Pinterest's consent page refused the request: ${got.status} ${await got.text()}`);
      }
      return location;
    },
    published: () => [...posts],
    revokeAll() {
      accessTokens.clear();
      refreshTokens.clear();
    },
    expireAccessTokens() {
      for (const token of accessTokens.values()) token.expired = true;
    },
    ...switches.controls(),
    pinRequests: () => [...pinBodies],
    async close() {
      await server.close();
    },
  };
}

interface PinCreate {
  board_id?: unknown;
  title?: unknown;
  description?: unknown;
  link?: unknown;
  alt_text?: unknown;
  media_source?: unknown;
}

type MediaSource =
  | { source_type: 'image_base64'; content_type: string; data: string }
  | { source_type: 'multiple_image_base64'; items: { content_type: string; data: string }[]; index?: number };

/** What `PinCreate` refuses, as the schema says. */
function checkPin(pin: PinCreate): string | undefined {
  const text = (value: unknown, max: number) =>
    value === undefined || value === null || (typeof value === 'string' && [...value].length <= max);
  if (typeof pin.board_id !== 'string' || !/^\d+$/.test(pin.board_id)) return 'board_id is required.';
  if (!text(pin.title, 100)) return 'title must be at most 100 characters.';
  if (!text(pin.description, 500)) return 'description must be at most 500 characters.';
  if (!text(pin.alt_text, 500)) return 'alt_text must be at most 500 characters.';
  if (!text(pin.link, 2048) || (typeof pin.link === 'string' && !/^https?:\/\/\S+$/.test(pin.link))) {
    return 'link must be a URL of at most 2048 characters.';
  }
  const source = pin.media_source as Record<string, unknown> | undefined;
  if (!source || typeof source !== 'object') return 'media_source is required.';
  if (!SOURCE_TYPES.has(source.source_type as string)) return 'media_source.source_type is invalid.';
  const image = (item: Record<string, unknown>, allowed: string[]) => {
    const extra = Object.keys(item).filter((k) => !allowed.includes(k));
    if (extra.length > 0) return `unexpected properties: ${extra.join(', ')}.`;
    if (item.content_type !== 'image/jpeg' && item.content_type !== 'image/png') {
      return 'content_type must be image/jpeg or image/png.';
    }
    if (typeof item.data !== 'string' || !/^[a-zA-Z0-9+/=]+$/.test(item.data)) return 'data must be base64.';
    return undefined;
  };
  if (source.source_type === 'image_base64') {
    const bad = image(source, ['source_type', 'content_type', 'data', 'is_standard']);
    return bad && `media_source: ${bad}`;
  }
  if (source.source_type === 'multiple_image_base64') {
    const extra = Object.keys(source).filter((k) => !['source_type', 'items', 'index'].includes(k));
    if (extra.length > 0) return `media_source: unexpected properties: ${extra.join(', ')}.`;
    const items = source.items;
    if (!Array.isArray(items) || items.length < 2 || items.length > 5)
      return 'media_source.items must hold 2 to 5 images.';
    for (const item of items) {
      const bad = image(item as Record<string, unknown>, [
        'title',
        'description',
        'link',
        'content_type',
        'data',
      ]);
      if (bad) return `media_source.items: ${bad}`;
    }
    return undefined;
  }
  return `media_source.source_type ${String(source.source_type)} is not served by this stand-in.`;
}

/** Decodes every image the way Pinterest's processing would, or says why it cannot. */
async function decodeAll(source: MediaSource): Promise<Image[] | string> {
  const items = source.source_type === 'image_base64' ? [source] : source.items;
  const out: Image[] = [];
  for (const item of items) {
    const bytes = Buffer.from(item.data, 'base64');
    try {
      const meta = await sharp(bytes, { failOn: 'error' }).metadata();
      const format = meta.format === 'jpeg' ? 'image/jpeg' : meta.format === 'png' ? 'image/png' : undefined;
      if (format !== item.content_type) return 'The image data is not of its content_type.';
      await sharp(bytes).raw().toBuffer();
      out.push({ mimeType: format, bytes: bytes.length, width: meta.width ?? 0, height: meta.height ?? 0 });
    } catch {
      return 'Sorry, we could not process the image.';
    }
  }
  if (new Set(out.map((i) => `${i.width}x${i.height}`)).size > 1) {
    return 'All images of a carousel Pin must have the same dimensions.';
  }
  return out;
}

function parseJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
}

function isStaticUri(value: string): boolean {
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) && !url.hash;
  } catch {
    return false;
  }
}
