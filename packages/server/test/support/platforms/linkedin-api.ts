/**
 * A local stand-in for LinkedIn's OAuth pages and REST API, speaking LinkedIn's wire format:
 *
 * - consent and tokens: https://learn.microsoft.com/linkedin/shared/authentication/authorization-code-flow
 *   (GET /oauth/v2/authorization; POST /oauth/v2/accessToken, form-encoded, client id and secret in
 *   the body; 60-day access tokens; `{ error, error_description }` on failure; `error=
 *   user_cancelled_authorize` when the member cancels) and
 *   https://learn.microsoft.com/linkedin/shared/authentication/programmatic-refresh-tokens
 *   (`refresh_token`, `refresh_token_expires_in`, the same refresh token kept on refresh)
 * - the member: https://learn.microsoft.com/linkedin/consumer/integrations/self-serve/sign-in-with-linkedin-v2
 *   (GET /v2/userinfo → `{ sub, name, given_name, family_name, picture, locale }`)
 * - images: https://learn.microsoft.com/linkedin/marketing/community-management/shares/images-api
 *   (POST /rest/images?action=initializeUpload → `{ value: { uploadUrlExpiresAt, uploadUrl, image } }`,
 *   PUT the bytes, GET /rest/images/{urn} with status WAITING_UPLOAD → PROCESSING → AVAILABLE or
 *   PROCESSING_FAILED; JPEG, PNG, GIF under 36,152,320 pixels)
 * - posts: https://learn.microsoft.com/linkedin/marketing/community-management/shares/posts-api and
 *   .../multiimage-post-api (POST /rest/posts → 201, the post's URN in `x-restli-id`; 2–20 images in
 *   a multiImage; altText), .../little-text-format (the commentary's markup and escapes),
 *   .../comments-api (POST /rest/socialActions/{post-urn}/comments → 201 with the comment and its
 *   `$URN`; plain text of at most 1,250 characters and one image), .../documents-api (POST
 *   /rest/documents?action=initializeUpload → `{ value: { uploadUrl, document } }`, PUT the PDF,
 *   GET /rest/documents/{urn} until AVAILABLE; at most 100 MB and 300 pages; a post's
 *   `content.media` of `{ id, title }` with the title required)
 * - errors: https://learn.microsoft.com/linkedin/shared/api-guide/concepts/error-handling
 *   (`{ status, serviceErrorCode, code, message }`); versioning: every /rest call needs
 *   `LinkedIn-Version: YYYYMM` of an active version and `X-Restli-Protocol-Version: 2.0.0`.
 * - limits: https://learn.microsoft.com/linkedin/shared/api-guide/concepts/rate-limits (429; daily
 *   limits reset at midnight UTC). LinkedIn documents no reset header; this stand-in sends the
 *   HTTP `Retry-After` so that a wait it asks for can be checked.
 *
 * Strict: bearer tokens and the scopes they carry, the version headers, content types, required
 * fields, the author being the member the token speaks for, and images that are AVAILABLE.
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { countGraphemes } from '../../../src/domain/copy/graphemes.js';
import { submitConsent } from './consent-form.js';
import type { FakePlatform, PublishedPost } from './fake-platform.js';
import { FakeSwitches } from './fake-switches.js';
import { startLoopbackApiServer } from './loopback-api-server.js';

const KNOWN_SCOPES = new Set([
  'openid',
  'profile',
  'email',
  'w_member_social',
  'r_basicprofile',
  'r_organization_social',
  'w_organization_social',
  'rw_organization_admin',
]);
const ACCESS_TOKEN_SECONDS = 60 * 24 * 60 * 60;
const REFRESH_TOKEN_SECONDS = 365 * 24 * 60 * 60;
const CODE_SECONDS = 30 * 60;
const MAX_PIXELS = 36_152_320;

interface Grant {
  memberId: string;
  scopes: Set<string>;
  refreshExpiresAt: number;
}

/** An uploaded image or document (the Images and Documents APIs work alike). */
interface Image {
  kind: 'image' | 'document';
  urn: string;
  owner: string;
  uploadToken: string;
  status: 'WAITING_UPLOAD' | 'PROCESSING' | 'AVAILABLE' | 'PROCESSING_FAILED';
  checks: number;
  fail: boolean;
  bytes?: Buffer;
  mimeType?: string;
  width?: number;
  height?: number;
  /** A document's pages, as its PDF says. */
  pages?: { width: number; height: number }[];
}

export type LinkedInApi = FakePlatform & {
  /** LinkedIn sunsets `version` (YYYYMM) now: calls naming it are answered 426 until `restore()`. */
  sunset(version: string): { restore(): void };
};

export async function startLinkedInApi(): Promise<LinkedInApi> {
  const clientId = randomBytes(7).toString('hex');
  const clientSecret = `WPL_AP1.${randomBytes(12).toString('base64url')}`;
  const user = { externalId: randomBytes(5).toString('base64url'), handle: 'Ada Okafor' };

  const pending = new Map<string, URLSearchParams>();
  const codes = new Map<string, { redirectUri: string; scopes: Set<string>; issuedAt: number }>();
  const accessTokens = new Map<string, Grant & { expiresAt: number }>();
  const refreshTokens = new Map<string, Grant>();
  const revoked = new Set<string>();
  const images = new Map<string, Image>();
  const sunsetVersions = new Set<string>();
  const posts: PublishedPost[] = [];
  const hung: ServerResponse[] = [];
  const switches = new FakeSwitches();
  let base = '';

  const send = (
    res: ServerResponse,
    status: number,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => {
    res.writeHead(status, {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      'x-restli-protocol-version': '2.0.0',
      ...headers,
    });
    res.end(body === undefined ? '' : JSON.stringify(body));
  };
  const error = (
    res: ServerResponse,
    status: number,
    message: string,
    extra: { code?: string; serviceErrorCode?: number } = {},
    headers: Record<string, string> = {},
  ) => send(res, status, { status, ...extra, message }, headers);
  const oauthError = (res: ServerResponse, status: number, err: string, description: string) =>
    send(res, status, { error: err, error_description: description });
  const inputError = (res: ServerResponse, message: string) =>
    send(res, 422, { errorDetailType: 'com.linkedin.common.error.BadRequest', message, status: 422 });

  const authorize = (req: IncomingMessage, res: ServerResponse, scopes: string[]) => {
    const match = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '');
    if (!match) {
      error(res, 401, 'Empty oauth2_access_token', { serviceErrorCode: 401 });
      return undefined;
    }
    if (revoked.has(match[1]!)) {
      error(res, 401, 'The token used in the request has been revoked by the user', {
        code: 'REVOKED_ACCESS_TOKEN',
        serviceErrorCode: 65602,
      });
      return undefined;
    }
    const grant = accessTokens.get(match[1]!);
    if (!grant) {
      error(res, 401, 'Invalid access token', { code: 'INVALID_ACCESS_TOKEN', serviceErrorCode: 65600 });
      return undefined;
    }
    if (grant.expiresAt <= Date.now()) {
      error(res, 401, 'The token used in the request has expired', {
        code: 'EXPIRED_ACCESS_TOKEN',
        serviceErrorCode: 65601,
      });
      return undefined;
    }
    const missing = scopes.filter((s) => !grant.scopes.has(s));
    if (missing.length) {
      error(res, 403, `Not enough permissions to access: ${req.method} ${req.url}`, {
        code: 'ACCESS_DENIED',
        serviceErrorCode: 100,
      });
      return undefined;
    }
    return grant;
  };

  /** The versioned API's own checks, made before the token is looked at. */
  const versioned = (req: IncomingMessage, res: ServerResponse): boolean => {
    const version = req.headers['linkedin-version'];
    if (typeof version !== 'string' || version === '') {
      error(
        res,
        400,
        'A version must be present. Please specify a version by adding the LinkedIn-Version header.',
        {
          code: 'VERSION_MISSING',
        },
      );
      return false;
    }
    if (!activeVersion(version) || sunsetVersions.has(version)) {
      error(res, 426, `Requested version ${version} is not active`, { code: 'NONEXISTENT_VERSION' });
      return false;
    }
    if (req.headers['x-restli-protocol-version'] !== '2.0.0') {
      error(res, 400, 'X-Restli-Protocol-Version 2.0.0 is required for this resource.', {
        code: 'ILLEGAL_ARGUMENT',
      });
      return false;
    }
    return true;
  };

  const isJson = (req: IncomingMessage) =>
    (req.headers['content-type'] ?? '').toLowerCase().split(';')[0]!.trim() === 'application/json';
  const jsonBody = (req: IncomingMessage, res: ServerResponse, body: Buffer) => {
    if (!isJson(req)) {
      error(res, 415, 'Unsupported Content-Type, expected application/json.');
      return undefined;
    }
    try {
      const parsed = JSON.parse(body.toString('utf8')) as unknown;
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
        return parsed as Record<string, unknown>;
    } catch {
      // answered below
    }
    error(res, 400, 'Invalid JSON in request body.');
    return undefined;
  };

  const issue = (grant: Grant) => {
    const accessToken = `AQ${randomBytes(40).toString('base64url')}`;
    accessTokens.set(accessToken, { ...grant, expiresAt: Date.now() + ACCESS_TOKEN_SECONDS * 1000 });
    return {
      access_token: accessToken,
      expires_in: ACCESS_TOKEN_SECONDS,
      token_type: 'Bearer',
      scope: [...grant.scopes].join(','),
    };
  };

  async function handle(req: IncomingMessage, res: ServerResponse, body: Buffer) {
    const url = new URL(req.url ?? '/', 'http://linkedin.invalid');
    const route = `${req.method} ${url.pathname}`;

    if (route === 'GET /oauth/v2/authorization') {
      const q = url.searchParams;
      const fault =
        q.get('response_type') !== 'code'
          ? 'response_type must be code'
          : q.get('client_id') !== clientId
            ? 'The passed in client_id is invalid'
            : !/^https?:\/\//.test(q.get('redirect_uri') ?? '')
              ? 'The redirect_uri does not match the registered value'
              : !q.get('scope')
                ? 'scope is required'
                : undefined;
      if (fault) {
        res.writeHead(400, { 'content-type': 'text/html; charset=utf-8' });
        res.end(`<p>Bummer, something went wrong. ${fault}</p>`);
        return;
      }
      const unknown = q
        .get('scope')!
        .split(' ')
        .find((s) => !KNOWN_SCOPES.has(s));
      if (unknown) {
        const back = new URL(q.get('redirect_uri')!);
        back.searchParams.set('error', 'unauthorized_scope_error');
        back.searchParams.set(
          'error_description',
          `Scope "${unknown}" is not authorized for your application`,
        );
        if (q.get('state')) back.searchParams.set('state', q.get('state')!);
        res.writeHead(302, { location: back.toString() });
        res.end();
        return;
      }
      const request = randomBytes(16).toString('hex');
      pending.set(request, q);
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(
        `<form method="post" action="/oauth/v2/authorization"><input type="hidden" name="request" value="${request}">` +
          `<button name="decision" value="allow">Allow</button><button name="decision" value="cancel">Cancel</button></form>`,
      );
      return;
    }
    if (route === 'POST /oauth/v2/authorization') {
      const form = new URLSearchParams(body.toString('utf8'));
      const q = pending.get(form.get('request') ?? '');
      if (!q) return error(res, 400, 'Unknown authorization request.');
      pending.delete(form.get('request')!);
      const back = new URL(q.get('redirect_uri')!);
      if (form.get('decision') === 'allow') {
        const code = `AQ${randomBytes(30).toString('base64url')}`;
        codes.set(code, {
          redirectUri: q.get('redirect_uri')!,
          scopes: new Set(q.get('scope')!.split(' ')),
          issuedAt: Date.now(),
        });
        back.searchParams.set('code', code);
      } else {
        back.searchParams.set('error', 'user_cancelled_authorize');
        back.searchParams.set('error_description', 'The user cancelled the authorization');
      }
      if (q.get('state')) back.searchParams.set('state', q.get('state')!);
      res.writeHead(302, { location: back.toString() });
      res.end();
      return;
    }

    if (route === 'POST /oauth/v2/accessToken') {
      if ((req.headers['content-type'] ?? '').split(';')[0] !== 'application/x-www-form-urlencoded') {
        return oauthError(res, 400, 'invalid_request', 'A required parameter "grant_type" is missing');
      }
      const form = new URLSearchParams(body.toString('utf8'));
      if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret) {
        return oauthError(res, 401, 'invalid_client', 'Client authentication failed');
      }
      if (form.get('grant_type') === 'authorization_code') {
        const code = codes.get(form.get('code') ?? '');
        codes.delete(form.get('code') ?? '');
        if (
          !code ||
          Date.now() - code.issuedAt > CODE_SECONDS * 1000 ||
          code.redirectUri !== form.get('redirect_uri')
        ) {
          return oauthError(
            res,
            400,
            'invalid_request',
            'Unable to retrieve access token: appid/redirect uri/code verifier does not match authorization code. Or authorization code expired. Or external member binding exists',
          );
        }
        const grant: Grant = {
          memberId: user.externalId,
          scopes: code.scopes,
          refreshExpiresAt: Date.now() + REFRESH_TOKEN_SECONDS * 1000,
        };
        const refreshToken = `AQ${randomBytes(40).toString('base64url')}`;
        refreshTokens.set(refreshToken, grant);
        return send(res, 200, {
          ...issue(grant),
          refresh_token: refreshToken,
          refresh_token_expires_in: REFRESH_TOKEN_SECONDS,
          ...(grant.scopes.has('openid') ? { id_token: idToken(grant.memberId) } : {}),
        });
      }
      if (form.get('grant_type') === 'refresh_token') {
        const refreshToken = form.get('refresh_token') ?? '';
        const grant = refreshTokens.get(refreshToken);
        if (!grant || grant.refreshExpiresAt <= Date.now()) {
          return oauthError(
            res,
            400,
            'invalid_request',
            'The provided refresh token is invalid, expired or revoked',
          );
        }
        // LinkedIn keeps the refresh token; its lifetime counts down from the first sign-in.
        return send(res, 200, {
          ...issue(grant),
          refresh_token: refreshToken,
          refresh_token_expires_in: Math.floor((grant.refreshExpiresAt - Date.now()) / 1000),
        });
      }
      return oauthError(res, 400, 'unsupported_grant_type', 'The grant type is not supported');
    }

    if (route === 'GET /v2/userinfo') {
      const grant = authorize(req, res, ['openid', 'profile']);
      if (!grant) return;
      const [given, family] = user.handle.split(' ');
      return send(res, 200, {
        sub: grant.memberId,
        name: user.handle,
        given_name: given,
        family_name: family,
        picture: 'https://media.licdn.com/dms/image/profile.jpg',
        locale: { country: 'US', language: 'en' },
      });
    }

    const upload = /^\/dms-uploads\/([A-Za-z0-9_-]+)$/.exec(url.pathname);
    if (upload && req.method === 'PUT') {
      const grant = authorize(req, res, ['w_member_social']);
      if (!grant) return;
      const image = [...images.values()].find((i) => i.uploadToken === upload[1]);
      if (!image || image.owner !== `urn:li:person:${grant.memberId}`)
        return error(res, 404, 'Upload not found');
      if (image.status !== 'WAITING_UPLOAD') return error(res, 409, 'The image was already uploaded');
      image.bytes = body;
      image.status = 'PROCESSING';
      if (image.kind === 'document') {
        // A PDF of at most 100 MB and 300 pages.
        const pdf = await PDFDocument.load(body).catch(() => undefined);
        const pages = pdf?.getPages().map((page) => page.getSize());
        const taken =
          pages !== undefined && pages.length > 0 && pages.length <= 300 && body.length <= 100 * 1024 * 1024;
        if (taken) {
          image.mimeType = 'application/pdf';
          image.pages = pages;
        }
        image.fail = switches.takeProcessingFailure() || !taken;
        return send(res, 201);
      }
      const decoded = await sharp(body)
        .metadata()
        .catch(() => undefined);
      const format = decoded?.format;
      const height = decoded ? (decoded.pageHeight ?? decoded.height) : 0;
      const taken =
        decoded &&
        (format === 'jpeg' || format === 'png' || format === 'gif') &&
        decoded.width * height < MAX_PIXELS;
      if (taken) {
        image.mimeType = `image/${format}`;
        image.width = decoded.width;
        image.height = height;
      }
      image.fail = switches.takeProcessingFailure() || !taken;
      return send(res, 201);
    }

    if (url.pathname.startsWith('/rest/')) {
      if (!versioned(req, res)) return;

      if (route === 'POST /rest/images' || route === 'POST /rest/documents') {
        const kind = route === 'POST /rest/images' ? 'image' : 'document';
        if (url.searchParams.get('action') !== 'initializeUpload') return error(res, 400, 'Unknown action');
        const grant = authorize(req, res, ['w_member_social']);
        if (!grant) return;
        const input = jsonBody(req, res, body);
        if (!input) return;
        const owner = (input.initializeUploadRequest as { owner?: unknown } | undefined)?.owner;
        if (typeof owner !== 'string') {
          return inputError(
            res,
            'ERROR :: /initializeUploadRequest/owner :: field is required but not found and has no default value\n',
          );
        }
        if (owner !== `urn:li:person:${grant.memberId}`) {
          return error(res, 403, `Not enough permissions to upload an image for ${owner}`, {
            code: 'ACCESS_DENIED',
            serviceErrorCode: 100,
          });
        }
        const urn = `urn:li:${kind}:D4E10AQ${randomBytes(9).toString('base64url')}`;
        const uploadToken = randomBytes(18).toString('base64url');
        images.set(urn, { kind, urn, owner, uploadToken, status: 'WAITING_UPLOAD', checks: 0, fail: false });
        return send(res, 200, {
          value: {
            uploadUrlExpiresAt: Date.now() + 24 * 60 * 60 * 1000,
            uploadUrl: `${base}/dms-uploads/${uploadToken}`,
            [kind]: urn,
          },
        });
      }

      const imageGet = /^\/rest\/(?:images|documents)\/([^/]+)$/.exec(url.pathname);
      if (imageGet && req.method === 'GET') {
        const grant = authorize(req, res, ['w_member_social']);
        if (!grant) return;
        const image = images.get(decodeURIComponent(imageGet[1]!));
        if (!image || image.owner !== `urn:li:person:${grant.memberId}`) {
          return error(res, 404, `Not found: ${decodeURIComponent(imageGet[1]!)}`, { code: 'NOT_FOUND' });
        }
        // Processing takes one look: the first status read after the upload says PROCESSING.
        if (image.status === 'PROCESSING' && image.checks++ > 0) {
          image.status = image.fail ? 'PROCESSING_FAILED' : 'AVAILABLE';
        }
        return send(res, 200, {
          owner: image.owner,
          status: image.status,
          id: image.urn,
          ...(image.status === 'AVAILABLE'
            ? {
                downloadUrl: `${base}/dms/image/${encodeURIComponent(image.urn)}`,
                downloadUrlExpiresAt: Date.now() + 60 * 60 * 1000,
              }
            : {}),
        });
      }

      const comments = /^\/rest\/socialActions\/([^/]+)\/comments$/.exec(url.pathname);
      if (comments && req.method === 'POST') {
        const grant = authorize(req, res, ['w_member_social']);
        if (!grant) return;
        const input = jsonBody(req, res, body);
        if (!input) return;
        return createComment(res, grant, decodeURIComponent(comments[1]!), input);
      }

      if (route === 'POST /rest/posts') {
        switches.attempts++;
        const rateLimitMs = switches.takeRateLimit();
        if (rateLimitMs !== undefined) {
          const seconds = Math.ceil(rateLimitMs / 1000);
          return error(
            res,
            429,
            'Resource level throttle MEMBER DAY limit for calls to this resource is reached.',
            { code: 'TOO_MANY_REQUESTS', serviceErrorCode: 101 },
            { 'retry-after': String(seconds) },
          );
        }
        const grant = authorize(req, res, ['w_member_social']);
        if (!grant) return;
        const input = jsonBody(req, res, body);
        if (!input) return;
        return createPost(res, grant, input);
      }
    }

    error(res, 404, `No resource found for ${route}`, { code: 'RESOURCE_NOT_FOUND' });
  }

  function createPost(res: ServerResponse, grant: Grant, input: Record<string, unknown>) {
    for (const field of ['author', 'visibility', 'distribution', 'lifecycleState']) {
      if (input[field] === undefined) {
        return inputError(
          res,
          `ERROR :: /${field} :: field is required but not found and has no default value\n`,
        );
      }
    }
    if (input.author !== `urn:li:person:${grant.memberId}`) {
      return error(res, 403, `Member is not permitted to post as ${String(input.author)}`, {
        code: 'ACCESS_DENIED',
        serviceErrorCode: 100,
      });
    }
    if (!['PUBLIC', 'CONNECTIONS', 'LOGGED_IN', 'CONTAINER'].includes(String(input.visibility))) {
      return inputError(res, `ERROR :: /visibility :: "${String(input.visibility)}" is not an enum symbol\n`);
    }
    const distribution = input.distribution as { feedDistribution?: unknown } | null;
    if (!distribution || !['MAIN_FEED', 'NONE'].includes(String(distribution.feedDistribution))) {
      return inputError(
        res,
        'ERROR :: /distribution/feedDistribution :: field is required but not found and has no default value\n',
      );
    }
    if (!['PUBLISHED', 'DRAFT'].includes(String(input.lifecycleState))) {
      return inputError(
        res,
        `ERROR :: /lifecycleState :: "${String(input.lifecycleState)}" is not an enum symbol\n`,
      );
    }
    if (input.commentary !== undefined && typeof input.commentary !== 'string') {
      return inputError(res, 'ERROR :: /commentary :: type mismatch, expected string\n');
    }
    const text = readLittleText((input.commentary as string | undefined) ?? '');
    if (countGraphemes(text) > 3000) {
      return inputError(
        res,
        'ERROR :: /commentary :: length of commentary exceeds the maximum of 3000 characters\n',
      );
    }

    const content = input.content as
      | { media?: { id?: unknown; altText?: unknown; title?: unknown }; multiImage?: { images?: unknown } }
      | undefined;
    const documentRef = content?.media;
    if (typeof documentRef?.id === 'string' && documentRef.id.startsWith('urn:li:document:')) {
      const document = images.get(documentRef.id);
      if (!document || document.owner !== input.author || document.status !== 'AVAILABLE') {
        return inputError(
          res,
          `ERROR :: /content/media/id :: ${documentRef.id} is not an AVAILABLE document of the author\n`,
        );
      }
      if (typeof documentRef.title !== 'string' || documentRef.title.trim() === '') {
        return inputError(res, 'ERROR :: /content/media/title :: a document post needs a title\n');
      }
      const urn = `urn:li:share:${String(7_300_000_000_000_000_000n + BigInt(randomInt(1, 2 ** 47)))}`;
      posts.push({
        id: urn,
        ownerId: input.author as string,
        text,
        media: [],
        document: { title: documentRef.title, pages: document.pages! },
      });
      return send(res, 201, undefined, { 'x-restli-id': urn, 'x-linkedin-id': urn });
    }
    let refs: Array<{ id?: unknown; altText?: unknown }> = [];
    if (content?.media) refs = [content.media];
    else if (content?.multiImage) {
      const list = content.multiImage.images;
      if (!Array.isArray(list) || list.length < 2 || list.length > 20) {
        return inputError(res, 'ERROR :: /content/multiImage/images :: a MultiImage holds 2 to 20 images\n');
      }
      refs = list as typeof refs;
    }
    const used: Image[] = [];
    for (const [i, ref] of refs.entries()) {
      const image = typeof ref.id === 'string' ? images.get(ref.id) : undefined;
      if (!image || image.owner !== input.author) {
        return inputError(
          res,
          `ERROR :: /content :: image ${i} (${String(ref.id)}) does not exist or is not owned by the author\n`,
        );
      }
      if (image.status !== 'AVAILABLE') {
        return inputError(
          res,
          `ERROR :: /content :: image ${image.urn} is in status ${image.status}, not AVAILABLE\n`,
        );
      }
      if (ref.altText !== undefined && (typeof ref.altText !== 'string' || ref.altText.length > 4086)) {
        return inputError(
          res,
          `ERROR :: /content :: altText of image ${i} must be a string of at most 4086 characters\n`,
        );
      }
      used.push(image);
    }

    const duplicate = posts.find((p) => p.ownerId === input.author && p.text === text && text !== '');
    if (duplicate) {
      return send(res, 422, {
        errorDetailType: 'com.linkedin.common.error.BadRequest',
        code: 'DUPLICATE_POST',
        message: `Content is a duplicate of ${duplicate.id}`,
        status: 422,
      });
    }
    const urn = `urn:li:share:${String(7_300_000_000_000_000_000n + BigInt(randomInt(1, 2 ** 47)))}`;
    posts.push({
      id: urn,
      ownerId: input.author as string,
      text,
      media: used.map((image, i) => ({
        mimeType: image.mimeType!,
        bytes: image.bytes!.length,
        width: image.width!,
        height: image.height!,
        ...(typeof refs[i]!.altText === 'string' ? { altText: refs[i]!.altText as string } : {}),
      })),
    });
    if (switches.takeHang()) {
      hung.push(res);
      return;
    }
    send(res, 201, undefined, { 'x-restli-id': urn, 'x-linkedin-id': urn });
  }

  /** A comment under a post (the Comments API): plain text of at most 1,250 characters, one image. */
  function createComment(res: ServerResponse, grant: Grant, target: string, input: Record<string, unknown>) {
    const actor = input.actor;
    if (typeof actor !== 'string') {
      return inputError(res, 'ERROR :: /actor :: field is required but not found and has no default value\n');
    }
    if (actor !== `urn:li:person:${grant.memberId}`) {
      return error(res, 403, `Member is not permitted to comment as ${actor}`, {
        code: 'ACCESS_DENIED',
        serviceErrorCode: 100,
      });
    }
    if (input.object !== target) {
      return inputError(res, `ERROR :: /object :: must be the entity commented on (${target})\n`);
    }
    const on = posts.find((p) => p.id === target && !p.inReplyTo);
    if (!on) return error(res, 404, `Not found: ${target}`, { code: 'NOT_FOUND' });
    const message = input.message as { text?: unknown } | undefined;
    if (typeof message?.text !== 'string') {
      return inputError(
        res,
        'ERROR :: /message/text :: field is required but not found and has no default value\n',
      );
    }
    if (countGraphemes(message.text) > 1250) {
      return inputError(res, 'ERROR :: /message/text :: length exceeds the maximum of 1250 characters\n');
    }
    const content = (input.content as Array<{ entity?: { image?: unknown } }> | undefined) ?? [];
    if (!Array.isArray(content) || content.length > 1) {
      return inputError(res, 'ERROR :: /content :: a comment holds at most one image\n');
    }
    const used: Image[] = [];
    for (const item of content) {
      const image = typeof item.entity?.image === 'string' ? images.get(item.entity.image) : undefined;
      if (!image || image.owner !== actor || image.status !== 'AVAILABLE') {
        return inputError(
          res,
          `ERROR :: /content :: image ${String(item.entity?.image)} is not an AVAILABLE image of the actor\n`,
        );
      }
      used.push(image);
    }
    switches.attempts++;
    const activity = `urn:li:activity:${String(7_300_000_000_000_000_000n + BigInt(randomInt(1, 2 ** 47)))}`;
    const id = String(7_300_000_000_000_000_000n + BigInt(randomInt(1, 2 ** 47)));
    const urn = `urn:li:comment:(${activity},${id})`;
    posts.push({
      id: urn,
      ownerId: actor,
      text: message.text,
      media: used.map((image) => ({
        mimeType: image.mimeType!,
        bytes: image.bytes!.length,
        width: image.width!,
        height: image.height!,
      })),
      inReplyTo: target,
    });
    send(
      res,
      201,
      { actor, object: target, message: { text: message.text }, id, $URN: urn },
      { 'x-restli-id': encodeURIComponent(urn) },
    );
  }

  const server = await startLoopbackApiServer(handle, (res, err) => error(res, 500, String(err)));
  base = server.url;

  return {
    apiUrl: base,
    authUrl: base,
    clientId,
    clientSecret,
    user,

    async consent(authorizeUrl, options = {}) {
      const page = await fetch(authorizeUrl, { redirect: 'manual' });
      if (page.status === 302) return page.headers.get('location')!;
      const html = await page.text();
      if (page.status !== 200)
        throw new Error(`LinkedIn refused the authorize URL (${page.status}): ${html}`);
      return submitConsent(
        html,
        new URL('/oauth/v2/authorization', authorizeUrl),
        options.deny ? 'cancel' : 'allow',
      );
    },

    published: () => posts.map((p) => ({ ...p, media: p.media.map((m) => ({ ...m })) })),
    revokeAll() {
      for (const token of accessTokens.keys()) revoked.add(token);
      accessTokens.clear();
      refreshTokens.clear();
    },
    expireAccessTokens() {
      for (const grant of accessTokens.values()) grant.expiresAt = 0;
    },
    ...switches.controls(),
    sunset(version) {
      sunsetVersions.add(version);
      return { restore: () => sunsetVersions.delete(version) };
    },
    async close() {
      for (const res of hung) res.destroy();
      await server.close();
    },
  };
}

/** LinkedIn serves the versions of the last twelve months (YYYYMM, or YYYYMM.RR for a revision). */
function activeVersion(version: string): boolean {
  const match = /^(\d{4})(\d{2})(?:\.\d{2})?$/.exec(version);
  if (!match) return false;
  const months = (y: number, m: number) => y * 12 + m - 1;
  const now = new Date();
  const asked = months(Number(match[1]), Number(match[2]));
  const current = months(now.getUTCFullYear(), now.getUTCMonth() + 1);
  return Number(match[2]) >= 1 && Number(match[2]) <= 12 && asked <= current && asked > current - 12;
}

/**
 * The plain text of a "little" commentary: escapes undone, hashtag and mention templates shown as
 * LinkedIn shows them, and any other unescaped markup character lost, as LinkedIn loses it.
 */
function readLittleText(little: string): string {
  let out = '';
  for (let i = 0; i < little.length; i++) {
    const ch = little[i]!;
    if (ch === '\\' && i + 1 < little.length) {
      out += little[++i];
      continue;
    }
    const hashtag = /^\{hashtag\|(#|＃)\|([^}]+)\}/.exec(little.slice(i));
    if (hashtag) {
      out += hashtag[1]! + hashtag[2]!;
      i += hashtag[0].length - 1;
      continue;
    }
    const mention = /^@\[([^\]]+)\]\((urn:li:[^)]+)\)/.exec(little.slice(i));
    if (mention) {
      out += mention[1]!;
      i += mention[0].length - 1;
      continue;
    }
    if (ch === '#' && /^[\p{L}\p{N}_]/u.test(little.slice(i + 1))) {
      out += ch;
      continue;
    }
    if ('|{}@[]()<>#*_~'.includes(ch)) continue;
    out += ch;
  }
  return out;
}

/** An OpenID Connect ID token's shape (unsigned here: nothing in the service reads it). */
function idToken(sub: string): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${part({ alg: 'RS256', typ: 'JWT' })}.${part({ iss: 'https://www.linkedin.com/oauth', sub, iat: now, exp: now + 3600 })}.${randomBytes(32).toString('base64url')}`;
}
