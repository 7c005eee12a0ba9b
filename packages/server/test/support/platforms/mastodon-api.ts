/**
 * A Mastodon instance for the tests, speaking the REST API and OAuth 2 as documented:
 *
 * - https://docs.joinmastodon.org/methods/apps/ (POST /api/v1/apps)
 * - https://docs.joinmastodon.org/methods/oauth/ and https://docs.joinmastodon.org/spec/oauth/
 *   (GET/POST /oauth/authorize, POST /oauth/token, POST /oauth/revoke; PKCE S256 since 4.3)
 * - https://docs.joinmastodon.org/methods/accounts/#verify_credentials
 * - https://docs.joinmastodon.org/methods/instance/#v2 and https://docs.joinmastodon.org/entities/Instance/
 * - https://docs.joinmastodon.org/methods/media/ (POST /api/v2/media 200/202, GET /api/v1/media/:id 206/200/422)
 * - https://docs.joinmastodon.org/methods/statuses/#create (form or JSON, `Idempotency-Key` kept 1 hour)
 * - https://docs.joinmastodon.org/api/rate-limits/ (X-RateLimit-Limit/Remaining/Reset, the reset an ISO time)
 *
 * It is strict the way the instance is: a bearer token of the right scope on every private call
 * (401 `{"error":"The access token is invalid"}`, 403 outside the scopes), the app's registered
 * redirect URI and scopes at consent and at the token exchange, the PKCE verifier of the challenge,
 * an upload that is a real image of a supported type within the instance's size and pixel limits,
 * a status of at most `max_characters` (links counted as 23) with at most `max_media_attachments`
 * processed attachments of the same account. Errors are `{"error": "…"}`, OAuth errors
 * `{"error", "error_description"}`.
 */
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import sharp, { type Metadata } from 'sharp';
import type { FakePlatform, PublishedPost } from './fake-platform.js';
import { FakeSwitches } from './fake-switches.js';

export interface MastodonApiOptions {
  /** The instance's own domain (LOCAL_DOMAIN), the part of handles after `@`. */
  domain?: string;
  /** `configuration.media_attachments` as the instance answers it. */
  imageSizeLimit?: number;
  imageMatrixLimit?: number;
  supportedMimeTypes?: string[];
  maxCharacters?: number;
  /** Processes images in the background, as before 4.0 (202, then 206 while polling). */
  asyncImages?: boolean;
  /** Leaves out `/api/v2/instance`, as instances older than 4.0 do. */
  withoutInstanceV2?: boolean;
}

export interface MastodonApi extends FakePlatform {
  /** Apps registered through `POST /api/v1/apps`, newest last. */
  apps(): {
    clientId: string;
    name: string;
    redirectUris: string[];
    scopes: string[];
    website: string | null;
  }[];
  /** The `Idempotency-Key` of every request that created a status, in order. */
  idempotencyKeys(): (string | undefined)[];
  /** How many times `GET /api/v1/media/:id` was asked. */
  mediaPolls(): number;
  /** How many times `GET /api/v2/instance` was asked. */
  instanceReads(): number;
}

const KNOWN_SCOPES = new Set([
  'read',
  'write',
  'follow',
  'push',
  'profile',
  'read:accounts',
  'read:statuses',
  'write:statuses',
  'write:media',
  'write:accounts',
]);

const DEFAULT_MIME_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/heic',
  'image/heif',
  'image/webp',
  'image/avif',
  'video/webm',
  'video/mp4',
];

const FORMAT_TO_MIME: Record<string, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};

interface App {
  clientId: string;
  clientSecret: string;
  name: string;
  redirectUris: string[];
  scopes: string[];
  website: string | null;
}

interface Grant {
  clientId: string;
  redirectUri: string;
  scopes: string[];
  challenge: string | null;
  used: boolean;
}

interface Token {
  clientId: string;
  scopes: string[];
  accountId: string | null;
  revoked: boolean;
}

interface Attachment {
  id: string;
  accountId: string;
  mimeType: string;
  bytes: number;
  width: number;
  height: number;
  description: string | null;
  state: 'processing' | 'processed' | 'failed';
  pollsUntilDone: number;
  statusId: string | null;
}

interface Status {
  id: string;
  accountId: string;
  text: string;
  /** The status it answers (`in_reply_to_id`), when it is a reply. */
  inReplyToId: string | null;
  visibility: string;
  mediaIds: string[];
  createdAt: string;
}

interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

const invalidToken: Reply = {
  status: 401,
  body: { error: 'The access token is invalid' },
  headers: {
    'www-authenticate':
      'Bearer realm="Doorkeeper", error="invalid_token", error_description="The access token is invalid"',
  },
};

export async function startMastodonApi(options: MastodonApiOptions = {}): Promise<MastodonApi> {
  const apps = new Map<string, App>();
  const grants = new Map<string, Grant>();
  const tokens = new Map<string, Token>();
  const attachments = new Map<string, Attachment>();
  const statuses: Status[] = [];
  const idempotency = new Map<string, { statusId: string; at: number }>();
  const keys: (string | undefined)[] = [];
  const hung = new Set<http.ServerResponse>();
  const sockets = new Set<Socket>();
  let nextId = 110_000_000_000_000_000n;
  const newId = () => String(nextId++);
  let polls = 0;
  let instanceReads = 0;
  const switches = new FakeSwitches();

  const account = { id: '109876543210987654', username: 'anna' };
  const limits = {
    imageSizeLimit: options.imageSizeLimit ?? 16 * 1024 * 1024,
    imageMatrixLimit: options.imageMatrixLimit ?? 33_177_600,
    mimeTypes: options.supportedMimeTypes ?? DEFAULT_MIME_TYPES,
    maxCharacters: options.maxCharacters ?? 500,
  };

  // An app registered by hand, for callers that do not register their own.
  const preset: App = {
    clientId: randomBytes(16).toString('base64url'),
    clientSecret: randomBytes(32).toString('base64url'),
    name: 'Preset',
    redirectUris: ['urn:ietf:wg:oauth:2.0:oob'],
    scopes: ['read:accounts', 'write:statuses', 'write:media'],
    website: null,
  };
  apps.set(preset.clientId, preset);

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      handle(req, Buffer.concat(chunks), res).then(
        (reply) => {
          if (!reply) return;
          res.writeHead(reply.status, {
            ...(reply.body !== undefined ? { 'content-type': 'application/json; charset=utf-8' } : {}),
            ...reply.headers,
          });
          res.end(reply.body !== undefined ? JSON.stringify(reply.body) : undefined);
        },
        (err: unknown) => {
          res.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
          res.end(JSON.stringify({ error: String((err as Error)?.message ?? err) }));
        },
      );
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  const domain = options.domain ?? 'social.example';

  /** The token of the request, when it is live and has one of `scopes` (or a parent of one). */
  function authorize(req: http.IncomingMessage, scope: string): { token: Token } | { reply: Reply } {
    const header = req.headers.authorization ?? '';
    const match = /^Bearer (\S+)$/.exec(header);
    const token = match ? tokens.get(match[1]!) : undefined;
    if (!token) return { reply: invalidToken };
    if (token.revoked) {
      return {
        reply: {
          ...invalidToken,
          body: { error: 'The access token was revoked' },
        },
      };
    }
    const parent = scope.split(':')[0]!;
    if (!token.scopes.includes(scope) && !token.scopes.includes(parent)) {
      return { reply: { status: 403, body: { error: 'This action is outside the authorized scopes' } } };
    }
    if (!token.accountId) {
      return { reply: { status: 422, body: { error: 'This method requires an authenticated user' } } };
    }
    return { token };
  }

  async function handle(
    req: http.IncomingMessage,
    body: Buffer,
    res: http.ServerResponse,
  ): Promise<Reply | null> {
    const url = new URL(req.url ?? '/', base);
    const route = `${req.method} ${url.pathname}`;
    const contentType = req.headers['content-type'] ?? '';

    if (route === 'POST /api/v1/apps') return registerApp(paramsOf(contentType, body));
    if (route === 'GET /oauth/authorize') return authorizePage(url.searchParams);
    if (route === 'POST /oauth/authorize') return decide(paramsOf(contentType, body));
    if (route === 'POST /oauth/token') return issueToken(req, paramsOf(contentType, body));
    if (route === 'POST /oauth/revoke') return revoke(paramsOf(contentType, body));

    if (route === 'GET /api/v2/instance' && !options.withoutInstanceV2) {
      instanceReads++;
      return { status: 200, body: instance() };
    }

    if (route === 'GET /api/v1/accounts/verify_credentials') {
      const auth = authorize(req, 'read:accounts');
      if ('reply' in auth) return auth.reply;
      return { status: 200, body: accountJson() };
    }

    if (route === 'POST /api/v2/media') {
      const auth = authorize(req, 'write:media');
      if ('reply' in auth) return auth.reply;
      return uploadMedia(auth.token, contentType, body);
    }

    const mediaMatch = /^GET \/api\/v1\/media\/([^/]+)$/.exec(route);
    if (mediaMatch) {
      const auth = authorize(req, 'write:media');
      if ('reply' in auth) return auth.reply;
      polls++;
      const attachment = attachments.get(decodeURIComponent(mediaMatch[1]!));
      if (!attachment || attachment.accountId !== auth.token.accountId) {
        return { status: 404, body: { error: 'Record not found' } };
      }
      if (attachment.state === 'processing') {
        attachment.pollsUntilDone--;
        if (attachment.pollsUntilDone < 0) attachment.state = 'processed';
        else return { status: 206, body: attachmentJson(attachment) };
      }
      if (attachment.state === 'failed') {
        return { status: 422, body: { error: 'Error processing thumbnail for uploaded media' } };
      }
      return { status: 200, body: attachmentJson(attachment) };
    }

    if (route === 'POST /api/v1/statuses') {
      const auth = authorize(req, 'write:statuses');
      if ('reply' in auth) return auth.reply;
      switches.attempts++;
      const key = headerOf(req, 'idempotency-key');
      keys.push(key);
      const rateLimitMs = switches.takeRateLimit();
      if (rateLimitMs !== undefined) {
        const reset = new Date(Date.now() + rateLimitMs).toISOString();
        return {
          status: 429,
          body: { error: 'Too many requests' },
          headers: { 'x-ratelimit-limit': '300', 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': reset },
        };
      }
      const reply = createStatus(auth.token, key, paramsOf(contentType, body));
      if (reply.status === 200 && switches.takeHang()) {
        // Carried out; the answer never comes.
        hung.add(res);
        return null;
      }
      return reply;
    }

    return { status: 404, body: { error: 'Record not found' } };
  }

  function registerApp(params: Params): Reply {
    const name = params.one('client_name');
    const redirects = params
      .all('redirect_uris')
      .flatMap((r) => r.split(/\s*\n\s*/))
      .filter(Boolean);
    if (!name) return { status: 422, body: { error: "Validation failed: Application name can't be blank" } };
    if (!redirects.length)
      return { status: 422, body: { error: "Validation failed: Redirect URI can't be blank" } };
    for (const uri of redirects) {
      if (uri !== 'urn:ietf:wg:oauth:2.0:oob' && !/^[a-z][a-z0-9+.-]*:\/\/\S+$/i.test(uri)) {
        return { status: 422, body: { error: 'Validation failed: Redirect URI must be an absolute URI.' } };
      }
    }
    const scopes = (params.one('scopes') ?? 'read').split(/[\s+]+/).filter(Boolean);
    if (scopes.some((s) => !KNOWN_SCOPES.has(s))) {
      return { status: 422, body: { error: 'Validation failed: Scopes must be valid' } };
    }
    const app: App = {
      clientId: randomBytes(32).toString('base64url'),
      clientSecret: randomBytes(32).toString('base64url'),
      name,
      redirectUris: redirects,
      scopes,
      website: params.one('website') ?? null,
    };
    apps.set(app.clientId, app);
    return {
      status: 200,
      body: {
        id: newId(),
        name: app.name,
        website: app.website,
        scopes: app.scopes,
        redirect_uri: app.redirectUris.join('\n'),
        redirect_uris: app.redirectUris,
        client_id: app.clientId,
        client_secret: app.clientSecret,
        client_secret_expires_at: 0,
      },
    };
  }

  /** What the consent page checks before it shows the form (Doorkeeper's pre-authorization). */
  function preAuthorize(
    params: Params,
  ):
    | { error: Reply }
    | { redirectError: string; redirectUri: string }
    | { app: App; redirectUri: string; scopes: string[] } {
    const app = apps.get(params.one('client_id') ?? '');
    if (!app) return { error: { status: 401, body: { error: 'invalid_client' } } };
    const redirectUri = params.one('redirect_uri') ?? '';
    if (!app.redirectUris.includes(redirectUri)) {
      return { error: { status: 400, body: { error: 'invalid_redirect_uri' } } };
    }
    if (params.one('response_type') !== 'code')
      return { redirectError: 'unsupported_response_type', redirectUri };
    const scopes = (params.one('scope') ?? 'read').split(/[\s+]+/).filter(Boolean);
    if (!scopes.length || scopes.some((s) => !app.scopes.includes(s))) {
      return { redirectError: 'invalid_scope', redirectUri };
    }
    const challenge = params.one('code_challenge');
    if (challenge && params.one('code_challenge_method') !== 'S256') {
      return { redirectError: 'invalid_request', redirectUri };
    }
    return { app, redirectUri, scopes };
  }

  function withQuery(uri: string, query: Record<string, string | undefined>): string {
    const target = new URL(uri);
    for (const [k, v] of Object.entries(query)) if (v !== undefined) target.searchParams.set(k, v);
    return target.toString();
  }

  function authorizePage(query: URLSearchParams): Reply {
    const checked = preAuthorize(paramsFromSearch(query));
    if ('error' in checked) return checked.error;
    if ('redirectError' in checked) {
      return {
        status: 302,
        headers: {
          location: withQuery(checked.redirectUri, {
            error: checked.redirectError,
            state: query.get('state') ?? undefined,
          }),
        },
      };
    }
    // The page the user approves or denies; the fake's user is always signed in.
    return { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } };
  }

  function decide(params: Params): Reply {
    const checked = preAuthorize(params);
    if ('error' in checked) return checked.error;
    const state = params.one('state');
    if ('redirectError' in checked) {
      return {
        status: 302,
        headers: { location: withQuery(checked.redirectUri, { error: checked.redirectError, state }) },
      };
    }
    if (params.one('_method') === 'delete') {
      return {
        status: 302,
        headers: {
          location: withQuery(checked.redirectUri, {
            error: 'access_denied',
            error_description: 'The resource owner or authorization server denied the request.',
            state,
          }),
        },
      };
    }
    const code = randomBytes(32).toString('base64url');
    grants.set(code, {
      clientId: checked.app.clientId,
      redirectUri: checked.redirectUri,
      scopes: checked.scopes,
      challenge: params.one('code_challenge') ?? null,
      used: false,
    });
    return { status: 302, headers: { location: withQuery(checked.redirectUri, { code, state }) } };
  }

  function issueToken(req: http.IncomingMessage, params: Params): Reply {
    let clientId = params.one('client_id');
    let clientSecret = params.one('client_secret');
    const basic = /^Basic (\S+)$/.exec(req.headers.authorization ?? '');
    if (basic) {
      const [id, secret] = Buffer.from(basic[1]!, 'base64').toString('utf8').split(':');
      clientId = decodeURIComponent(id ?? '');
      clientSecret = decodeURIComponent(secret ?? '');
    }
    const app = apps.get(clientId ?? '');
    if (!app || app.clientSecret !== clientSecret) {
      return {
        status: 401,
        body: {
          error: 'invalid_client',
          error_description:
            'Client authentication failed due to unknown client, no client authentication included, or unsupported authentication method.',
        },
      };
    }
    const invalidGrant: Reply = {
      status: 400,
      body: {
        error: 'invalid_grant',
        error_description:
          'The provided authorization grant is invalid, expired, revoked, does not match the redirection URI used in the authorization request, or was issued to another client.',
      },
    };
    const grantType = params.one('grant_type');
    if (grantType === 'client_credentials') {
      const token = randomBytes(32).toString('base64url');
      tokens.set(token, { clientId: app.clientId, scopes: ['read'], accountId: null, revoked: false });
      return { status: 200, body: tokenJson(token, ['read']) };
    }
    if (grantType !== 'authorization_code') {
      return {
        status: 400,
        body: {
          error: 'unsupported_grant_type',
          error_description: 'The authorization grant type is not supported by the authorization server.',
        },
      };
    }
    const code = params.one('code') ?? '';
    const grant = grants.get(code);
    if (!grant || grant.used || grant.clientId !== app.clientId) return invalidGrant;
    if (params.one('redirect_uri') !== grant.redirectUri) return invalidGrant;
    if (grant.challenge) {
      const verifier = params.one('code_verifier') ?? '';
      if (createHash('sha256').update(verifier).digest('base64url') !== grant.challenge) return invalidGrant;
    }
    grant.used = true;
    const token = randomBytes(32).toString('base64url');
    tokens.set(token, {
      clientId: app.clientId,
      scopes: grant.scopes,
      accountId: account.id,
      revoked: false,
    });
    return { status: 200, body: tokenJson(token, grant.scopes) };
  }

  function revoke(params: Params): Reply {
    const app = apps.get(params.one('client_id') ?? '');
    const token = tokens.get(params.one('token') ?? '');
    if (
      !app ||
      app.clientSecret !== params.one('client_secret') ||
      (token && token.clientId !== app.clientId)
    ) {
      return {
        status: 403,
        body: {
          error: 'unauthorized_client',
          error_description: 'You are not authorized to revoke this token',
        },
      };
    }
    if (token) token.revoked = true;
    return { status: 200, body: {} };
  }

  function tokenJson(token: string, scopes: string[]) {
    return {
      access_token: token,
      token_type: 'Bearer',
      scope: scopes.join(' '),
      created_at: Math.floor(Date.now() / 1000),
    };
  }

  function instance() {
    return {
      domain,
      title: 'Test instance',
      version: '4.4.0',
      source_url: 'https://github.com/mastodon/mastodon',
      configuration: {
        urls: { streaming: base.replace(/^http/, 'ws') },
        statuses: {
          max_characters: limits.maxCharacters,
          max_media_attachments: 4,
          characters_reserved_per_url: 23,
        },
        media_attachments: {
          supported_mime_types: limits.mimeTypes,
          description_limit: 1500,
          image_size_limit: limits.imageSizeLimit,
          image_matrix_limit: limits.imageMatrixLimit,
          video_size_limit: 103_809_024,
          video_frame_rate_limit: 120,
          video_matrix_limit: 8_294_400,
        },
      },
    };
  }

  function accountJson() {
    return {
      id: account.id,
      username: account.username,
      acct: account.username,
      display_name: 'Anna',
      url: `${base}/@${account.username}`,
      uri: `${base}/users/${account.username}`,
      source: { privacy: 'public', sensitive: false, language: 'en', note: '', fields: [] },
    };
  }

  async function uploadMedia(token: Token, contentType: string, body: Buffer): Promise<Reply> {
    const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
    if (!/^multipart\/form-data/i.test(contentType) || !boundary) {
      return { status: 422, body: { error: "Validation failed: File can't be blank" } };
    }
    const parts = parseMultipart(body, boundary[1] ?? boundary[2]!);
    const file = parts.find((p) => p.name === 'file' && p.filename !== undefined);
    if (!file?.data.length) return { status: 422, body: { error: "Validation failed: File can't be blank" } };
    const declared = (file.contentType ?? '').toLowerCase();
    let meta: Metadata;
    try {
      meta = await sharp(file.data).metadata();
    } catch {
      return {
        status: 422,
        body: { error: 'Validation failed: File content type is invalid, File is invalid' },
      };
    }
    const actual =
      meta.format === 'heif' && meta.compression === 'av1' ? 'image/avif' : FORMAT_TO_MIME[meta.format ?? ''];
    if (!actual || actual !== declared || !limits.mimeTypes.includes(actual)) {
      return {
        status: 422,
        body: { error: 'Validation failed: File content type is invalid, File is invalid' },
      };
    }
    if (file.data.length >= limits.imageSizeLimit) {
      const mb = Math.round(limits.imageSizeLimit / (1024 * 1024));
      return { status: 422, body: { error: `Validation failed: File file size must be less than ${mb} MB` } };
    }
    const width = meta.width ?? 0;
    const height = meta.pageHeight ?? meta.height ?? 0;
    if (width * height > limits.imageMatrixLimit) {
      return { status: 422, body: { error: `${width}x${height} images are not supported` } };
    }
    const description = parts.find((p) => p.name === 'description')?.data.toString('utf8') ?? null;
    if (description && [...description].length > 1500) {
      return {
        status: 422,
        body: { error: 'Validation failed: Description is too long (maximum is 1500 characters)' },
      };
    }
    const failing = switches.takeProcessingFailure();
    const background = failing || options.asyncImages || actual === 'image/gif';
    const attachment: Attachment = {
      id: newId(),
      accountId: token.accountId!,
      mimeType: actual,
      bytes: file.data.length,
      width,
      height,
      description,
      state: failing ? 'failed' : background ? 'processing' : 'processed',
      pollsUntilDone: 1,
      statusId: null,
    };
    attachments.set(attachment.id, attachment);
    return { status: background ? 202 : 200, body: attachmentJson(attachment) };
  }

  function attachmentJson(a: Attachment) {
    const done = a.state === 'processed';
    const ext = a.mimeType.split('/')[1];
    return {
      id: a.id,
      type: a.mimeType === 'image/gif' ? 'gifv' : 'image',
      url: done ? `${base}/system/media_attachments/files/${a.id}/original/file.${ext}` : null,
      preview_url: `${base}/system/media_attachments/files/${a.id}/small/file.${ext}`,
      remote_url: null,
      text_url: null,
      meta: {
        original: {
          width: a.width,
          height: a.height,
          size: `${a.width}x${a.height}`,
          aspect: a.width / a.height,
        },
      },
      description: a.description,
      blurhash: null,
    };
  }

  function createStatus(token: Token, key: string | undefined, params: Params): Reply {
    const accountId = token.accountId!;
    if (key) {
      const seen = idempotency.get(`${accountId}:${key}`);
      if (seen && Date.now() - seen.at < 3600_000) {
        const existing = statuses.find((s) => s.id === seen.statusId);
        if (existing) return { status: 200, body: statusJson(existing) };
      }
    }
    const text = params.one('status') ?? '';
    const inReplyToId = params.one('in_reply_to_id') ?? null;
    // Replying to a status that does not exist is 404, as the instance answers it.
    if (inReplyToId !== null && !statuses.some((s) => s.id === inReplyToId)) {
      return { status: 404, body: { error: 'Record not found' } };
    }
    const ids = params.all('media_ids[]').concat(params.all('media_ids'));
    const visibility = params.one('visibility') ?? 'public';
    if (!['public', 'unlisted', 'private', 'direct'].includes(visibility)) {
      return { status: 422, body: { error: 'Validation failed: Visibility is not included in the list' } };
    }
    if (ids.length > 4) return { status: 422, body: { error: 'Cannot attach more than 4 files' } };
    // Unknown ids, or ones already attached or of another account, are left out, as the instance does.
    const media = ids
      .map((id) => attachments.get(id))
      .filter((a): a is Attachment => !!a && a.accountId === accountId && a.statusId === null);
    if (media.some((a) => a.state !== 'processed')) {
      return {
        status: 422,
        body: { error: 'Cannot attach files that have not finished processing. Try again in a moment!' },
      };
    }
    if (!text.trim() && !media.length) {
      return { status: 422, body: { error: "Validation failed: Text can't be blank" } };
    }
    if (countAsMastodon(text) > limits.maxCharacters) {
      return {
        status: 422,
        body: { error: `Validation failed: Text character limit of ${limits.maxCharacters} exceeded` },
      };
    }
    const status: Status = {
      id: newId(),
      accountId,
      text,
      inReplyToId,
      visibility,
      mediaIds: media.map((a) => a.id),
      createdAt: new Date().toISOString(),
    };
    for (const a of media) a.statusId = status.id;
    statuses.push(status);
    if (key) idempotency.set(`${accountId}:${key}`, { statusId: status.id, at: Date.now() });
    return { status: 200, body: statusJson(status) };
  }

  function statusJson(s: Status) {
    return {
      id: s.id,
      created_at: s.createdAt,
      visibility: s.visibility,
      in_reply_to_id: s.inReplyToId,
      in_reply_to_account_id: s.inReplyToId === null ? null : account.id,
      uri: `${base}/users/${account.username}/statuses/${s.id}`,
      url: `${base}/@${account.username}/${s.id}`,
      content: `<p>${escapeHtml(s.text)}</p>`,
      account: accountJson(),
      media_attachments: s.mediaIds.map((id) => attachmentJson(attachments.get(id)!)),
      mentions: [],
      tags: [],
      emojis: [],
    };
  }

  return {
    apiUrl: base,
    authUrl: base,
    clientId: preset.clientId,
    clientSecret: preset.clientSecret,
    user: { externalId: account.id, handle: `${account.username}@${domain}` },

    async consent(authorizeUrl, consentOptions = {}) {
      const page = await fetch(authorizeUrl, { redirect: 'manual' });
      if (page.status === 302) return page.headers.get('location')!;
      if (page.status !== 200)
        throw new Error(`the consent page answered ${page.status}: ${await page.text()}`);
      // The form posts the same parameters back; "Deny" sends it with `_method=delete`.
      const form = new URLSearchParams(new URL(authorizeUrl).search);
      if (consentOptions.deny) form.set('_method', 'delete');
      const decided = await fetch(`${base}/oauth/authorize`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
      });
      if (decided.status !== 302) throw new Error(`the consent form answered ${decided.status}`);
      return decided.headers.get('location')!;
    },

    published(): PublishedPost[] {
      return statuses.map((s) => ({
        id: s.id,
        ownerId: s.accountId,
        text: s.text,
        ...(s.inReplyToId !== null ? { inReplyTo: s.inReplyToId } : {}),
        media: s.mediaIds.map((id) => {
          const a = attachments.get(id)!;
          return {
            mimeType: a.mimeType,
            bytes: a.bytes,
            width: a.width,
            height: a.height,
            ...(a.description !== null ? { altText: a.description } : {}),
          };
        }),
      }));
    },

    revokeAll() {
      for (const token of tokens.values()) token.revoked = true;
    },

    // Mastodon's access tokens do not expire: there is nothing to expire, and nothing to refresh.
    expireAccessTokens() {},

    ...switches.controls(),
    apps: () =>
      [...apps.values()]
        .filter((a) => a !== preset)
        .map(({ clientId, name, redirectUris, scopes, website }) => ({
          clientId,
          name,
          redirectUris,
          scopes,
          website,
        })),
    idempotencyKeys: () => [...keys],
    mediaPolls: () => polls,
    instanceReads: () => instanceReads,

    async close() {
      for (const res of hung) res.destroy();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Links count as 23 characters, remote mentions by their user part (as the instance's composer). */
function countAsMastodon(text: string): number {
  const counted = text
    .replace(/https?:\/\/[^\s]+/g, 'x'.repeat(23))
    .replace(/(@[\w.]+)@[\w.-]+\w/g, (_, user: string) => user);
  return [...new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(counted)].length;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
}

function headerOf(req: http.IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

interface Params {
  one(name: string): string | undefined;
  all(name: string): string[];
}

function paramsFromSearch(search: URLSearchParams): Params {
  return { one: (n) => search.get(n) ?? undefined, all: (n) => search.getAll(n) };
}

/** A body as Rails reads it: form-encoded or JSON (a JSON array under `media_ids` is `media_ids[]`). */
function paramsOf(contentType: string, body: Buffer): Params {
  if (/^application\/json/i.test(contentType)) {
    let parsed: Record<string, unknown> = {};
    try {
      parsed = JSON.parse(body.toString('utf8')) as Record<string, unknown>;
    } catch {
      parsed = {};
    }
    const list = (name: string): string[] => {
      const value = parsed[name.replace(/\[\]$/, '')];
      if (Array.isArray(value)) return value.map(String);
      return value === undefined || value === null ? [] : [String(value)];
    };
    return { one: (n) => list(n)[0], all: list };
  }
  if (/^application\/x-www-form-urlencoded/i.test(contentType)) {
    return paramsFromSearch(new URLSearchParams(body.toString('utf8')));
  }
  return paramsFromSearch(new URLSearchParams());
}

interface Part {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer;
}

function parseMultipart(body: Buffer, boundary: string): Part[] {
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: Part[] = [];
  let at = body.indexOf(delimiter);
  while (at !== -1) {
    const start = at + delimiter.length;
    if (body.subarray(start, start + 2).toString() === '--') break;
    const headEnd = body.indexOf('\r\n\r\n', start);
    const next = body.indexOf(delimiter, start);
    if (headEnd === -1 || next === -1) break;
    const head = body.subarray(start + 2, headEnd).toString('utf8');
    const data = body.subarray(headEnd + 4, next - 2);
    const name = /name="([^"]*)"/i.exec(head)?.[1];
    const filename = /filename="([^"]*)"/i.exec(head)?.[1];
    const type = /content-type:\s*([^\r\n]+)/i.exec(head)?.[1]?.trim();
    if (name !== undefined) {
      parts.push({
        name,
        data,
        ...(filename !== undefined ? { filename } : {}),
        ...(type ? { contentType: type } : {}),
      });
    }
    at = next;
  }
  return parts;
}
