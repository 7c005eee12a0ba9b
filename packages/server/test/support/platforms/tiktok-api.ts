/**
 * A local stand-in for TikTok's Login Kit v2 and Content Posting API (photo posts), speaking their
 * wire format as documented:
 *   https://developers.tiktok.com/doc/login-kit-web
 *   https://developers.tiktok.com/doc/oauth-user-access-token-management
 *   https://developers.tiktok.com/doc/tiktok-api-v2-get-user-info
 *   https://developers.tiktok.com/doc/content-posting-api-reference-query-creator-info
 *   https://developers.tiktok.com/doc/content-posting-api-reference-photo-post
 *   https://developers.tiktok.com/doc/content-posting-api-reference-get-video-status
 *   https://developers.tiktok.com/doc/content-posting-api-media-transfer-guide
 *   https://developers.tiktok.com/doc/tiktok-api-v2-rate-limit
 *
 * Every API answer is the `{ data, error: { code, message, log_id } }` envelope. A photo post names
 * its images by URL: like TikTok, the fake fetches each over HTTP after `content/init` answered, and
 * fails the post (`photo_pull_failed`, `file_format_check_failed`, `picture_size_check_failed`) when
 * one cannot be fetched or is not a JPEG or WebP of at most 20 MB and 1080p. URLs must start with a
 * prefix verified for the app (`verifyUrlPrefix`), else `url_ownership_unverified`. TikTok names no
 * rate-limit reset header; the fake's 429 carries a standard Retry-After.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FakePlatform, PublishedPost } from './fake-platform.js';
import { FakeSwitches } from './fake-switches.js';
import { startLoopbackApiServer } from './loopback-api-server.js';
import { TiktokCreator } from './tiktok-creator-fake.js';
import { FIELD_SCOPES, isStaticUri, KNOWN_SCOPES } from './tiktok-login-rules.js';
import { checkPhotoInit, fetchPhoto, type PhotoInit, parseJson } from './tiktok-photo-checks.js';

export interface TiktokFake extends FakePlatform {
  /** Verifies a URL prefix for the app, as the developer portal does: photos are pulled only from there. */
  verifyUrlPrefix(prefix: string): void;
  /** The privacy levels the creator's account offers (creator_info). */
  setPrivacyOptions(options: string[]): void;
  /** The creator info and what TikTok holds a post to: comments off, the app audited, a refusal. */
  readonly creator: TiktokCreator;
  /** Bodies of every `content/init` request, parsed. */
  publishRequests(): unknown[];
}

interface Token {
  openId: string;
  scopes: string[];
  expired: boolean;
}

interface Job {
  status: 'PROCESSING_DOWNLOAD' | 'PUBLISH_COMPLETE' | 'FAILED';
  failReason?: string;
  postIds: string[];
}

export async function startTiktokApi(): Promise<TiktokFake> {
  const clientId = `awk${randomBytes(6).toString('hex')}`;
  const clientSecret = randomBytes(16).toString('hex');
  const user = { externalId: `-000${randomBytes(10).toString('hex')}`, handle: 'brightjar.studio' };
  const unionId = randomBytes(12).toString('hex');

  const codes = new Map<string, { redirectUri: string; challenge?: string; scopes: string[] }>();
  const accessTokens = new Map<string, Token>();
  const refreshTokens = new Map<string, Token>();
  const jobs = new Map<string, Job>();
  const posts: PublishedPost[] = [];
  const initBodies: unknown[] = [];
  const verifiedPrefixes: string[] = [];
  const pending = new Set<Promise<void>>();
  const creator = new TiktokCreator({ handle: user.handle, nickname: 'Bright Jar Studio' });
  let denyNext = false;
  const switches = new FakeSwitches();

  const logId = () =>
    `${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}${randomBytes(9).toString('hex').toUpperCase()}`;

  function envelope(
    res: ServerResponse,
    status: number,
    data: unknown,
    code = 'ok',
    message = '',
    headers = {},
  ) {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify({ data, error: { code, message, log_id: logId() } }));
  }

  function oauthError(res: ServerResponse, status: number, error: string, description: string) {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error, error_description: description, log_id: logId() }));
  }

  function issue(openId: string, scopes: string[]) {
    const accessToken = `act.${randomBytes(24).toString('hex')}`;
    const refreshToken = `rft.${randomBytes(24).toString('hex')}`;
    accessTokens.set(accessToken, { openId, scopes, expired: false });
    refreshTokens.set(refreshToken, { openId, scopes, expired: false });
    return {
      access_token: accessToken,
      expires_in: 86_400,
      open_id: openId,
      refresh_expires_in: 31_536_000,
      refresh_token: refreshToken,
      scope: scopes.join(','),
      token_type: 'Bearer',
    };
  }

  /** The caller's token, or an answer refusing it (and undefined). */
  function authorize(req: IncomingMessage, res: ServerResponse, scope: string): Token | undefined {
    const match = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '');
    const token = match ? accessTokens.get(match[1]!) : undefined;
    if (!token || token.expired) {
      envelope(
        res,
        401,
        {},
        'access_token_invalid',
        'The access token is invalid or not found in the request.',
      );
      return undefined;
    }
    if (!token.scopes.includes(scope)) {
      envelope(
        res,
        401,
        {},
        'scope_not_authorized',
        `The user did not authorize the scope required for completing this request.`,
      );
      return undefined;
    }
    return token;
  }

  function isJson(req: IncomingMessage) {
    return /^application\/json\b/i.test(req.headers['content-type'] ?? '');
  }

  async function handle(req: IncomingMessage, res: ServerResponse, body: Buffer) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const route = `${req.method} ${url.pathname}`;

    if (route === 'GET /v2/auth/authorize/') return authorizePage(url, res);

    if (route === 'POST /v2/oauth/token/') {
      if (!/^application\/x-www-form-urlencoded\b/i.test(req.headers['content-type'] ?? '')) {
        return oauthError(res, 400, 'invalid_request', 'The request parameters are malformed.');
      }
      const form = new URLSearchParams(body.toString('utf8'));
      if (form.get('client_key') !== clientId || form.get('client_secret') !== clientSecret) {
        return oauthError(res, 401, 'invalid_client', 'Client key or secret is incorrect.');
      }
      if (form.get('grant_type') === 'authorization_code') {
        const grant = codes.get(form.get('code') ?? '');
        if (!grant) return oauthError(res, 400, 'invalid_grant', 'Authorization code is expired.');
        codes.delete(form.get('code')!);
        if (form.get('redirect_uri') !== grant.redirectUri) {
          return oauthError(
            res,
            400,
            'invalid_request',
            'Redirect URI does not match the authorization request.',
          );
        }
        if (grant.challenge) {
          const verifier = form.get('code_verifier') ?? '';
          if (createHash('sha256').update(verifier).digest('base64url') !== grant.challenge) {
            return oauthError(res, 400, 'invalid_grant', 'Code verifier does not match the code challenge.');
          }
        }
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end(JSON.stringify(issue(user.externalId, grant.scopes)));
      }
      if (form.get('grant_type') === 'refresh_token') {
        const given = form.get('refresh_token') ?? '';
        const grant = refreshTokens.get(given);
        if (!grant) return oauthError(res, 400, 'invalid_grant', 'Refresh token is invalid or expired.');
        // Refresh tokens rotate: the one sent stops working.
        refreshTokens.delete(given);
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end(JSON.stringify(issue(grant.openId, grant.scopes)));
      }
      return oauthError(res, 400, 'unsupported_grant_type', 'The grant type is not supported.');
    }

    if (route === 'GET /v2/user/info/') {
      const fields = (url.searchParams.get('fields') ?? '').split(',').filter(Boolean);
      if (fields.length === 0 || fields.some((f) => !(f in FIELD_SCOPES))) {
        return envelope(
          res,
          400,
          {},
          'invalid_params',
          'The fields parameter is missing or names an unknown field.',
        );
      }
      const token = authorize(req, res, 'user.info.basic');
      if (!token) return;
      if (fields.some((f) => !token.scopes.includes(FIELD_SCOPES[f]!))) {
        return envelope(
          res,
          401,
          {},
          'scope_not_authorized',
          'The user did not authorize the scope required for the requested fields.',
        );
      }
      const all: Record<string, unknown> = {
        open_id: token.openId,
        union_id: unionId,
        display_name: 'Bright Jar Studio',
        avatar_url: 'https://p16-sign.tiktokcdn.com/avatar.jpeg',
        username: user.handle,
      };
      return envelope(res, 200, { user: Object.fromEntries(fields.map((f) => [f, all[f] ?? null])) });
    }

    if (route === 'POST /v2/post/publish/creator_info/query/') {
      const token = authorize(req, res, 'video.publish');
      if (!token) return;
      if (!isJson(req))
        return envelope(res, 400, {}, 'invalid_params', 'Content-Type must be application/json.');
      const answer = creator.query();
      if ('data' in answer) return envelope(res, 200, answer.data);
      return envelope(res, answer.status, {}, answer.code, answer.message);
    }

    if (route === 'POST /v2/post/publish/content/init/') {
      switches.attempts++;
      const wait = switches.takeRateLimit();
      if (wait !== undefined) {
        return envelope(res, 429, {}, 'rate_limit_exceeded', 'The API rate limit was exceeded.', {
          'retry-after': String(Math.ceil(wait / 1000)),
        });
      }
      const parsed = isJson(req) ? parseJson(body) : undefined;
      const mode = (parsed as { post_mode?: unknown } | undefined)?.post_mode;
      const token = authorize(req, res, mode === 'MEDIA_UPLOAD' ? 'video.upload' : 'video.publish');
      if (!token) return;
      if (!parsed) return envelope(res, 400, {}, 'invalid_params', 'The request body must be JSON.');
      initBodies.push(parsed);
      const refused = checkPhotoInit(parsed);
      if (refused) return envelope(res, refused.status, {}, refused.code, refused.message);
      const post = parsed as PhotoInit;
      const mismatch =
        post.post_mode === 'DIRECT_POST' ? creator.refusePrivacy(post.post_info.privacy_level) : undefined;
      if (mismatch) return envelope(res, mismatch.status, {}, mismatch.code, mismatch.message);
      const unverified = post.source_info.photo_images.find(
        (u) => !verifiedPrefixes.some((p) => u.startsWith(p)),
      );
      if (unverified) {
        return envelope(
          res,
          403,
          {},
          'url_ownership_unverified',
          `The URL ${unverified} is not under a verified domain or URL prefix of the app.`,
        );
      }
      const publishId = `p_pub_url~v2.${randomInt(1e9, 9e9)}${randomInt(1e9, 9e9)}`;
      const job: Job = { status: 'PROCESSING_DOWNLOAD', postIds: [] };
      jobs.set(publishId, job);
      const failProcessing = switches.takeProcessingFailure();
      const work = pull(post, job, publishId, token.openId, failProcessing);
      pending.add(work);
      void work.finally(() => pending.delete(work));
      if (switches.takeHang()) {
        return; // carried out, but the answer never comes
      }
      return envelope(res, 200, { publish_id: publishId });
    }

    if (route === 'POST /v2/post/publish/status/fetch/') {
      const token = authorize(req, res, 'video.publish');
      if (!token) return;
      const parsed = isJson(req) ? (parseJson(body) as { publish_id?: unknown } | undefined) : undefined;
      const job = typeof parsed?.publish_id === 'string' ? jobs.get(parsed.publish_id) : undefined;
      if (!job) return envelope(res, 400, {}, 'invalid_params', 'publish_id is missing or unknown.');
      // The post ids are int64 numbers on the wire, longer than a JavaScript number holds exactly.
      const answer = JSON.stringify({
        data: {
          status: job.status,
          ...(job.failReason ? { fail_reason: job.failReason } : {}),
          publicaly_available_post_id: '__IDS__',
          uploaded_bytes: 0,
        },
        error: { code: 'ok', message: '', log_id: logId() },
      }).replace('"__IDS__"', `[${job.postIds.join(',')}]`);
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(answer);
    }

    envelope(res, 404, {}, 'not_found', `No such endpoint: ${route}.`);
  }

  function authorizePage(url: URL, res: ServerResponse) {
    const q = url.searchParams;
    const page = (message: string) => {
      res.writeHead(400, { 'content-type': 'text/html' });
      res.end(`<p>Something went wrong: ${message}</p>`);
    };
    if (q.get('client_key') !== clientId) return page('client_key');
    if (q.get('response_type') !== 'code') return page('response_type');
    const redirectUri = q.get('redirect_uri') ?? '';
    if (!isStaticUri(redirectUri)) return page('redirect_uri');
    const scopes = (q.get('scope') ?? '').split(',');
    if (scopes.some((s) => !KNOWN_SCOPES.has(s))) return page('scope');
    const state = q.get('state');
    if (!state) return page('state');
    const challenge = q.get('code_challenge') ?? undefined;
    if (challenge && q.get('code_challenge_method') !== 'S256') return page('code_challenge_method');
    const back = new URL(redirectUri);
    if (denyNext) {
      denyNext = false;
      back.search = new URLSearchParams({
        error: 'access_denied',
        error_description: 'The user denied the request.',
        state,
      }).toString();
    } else {
      const code = randomBytes(20).toString('base64url');
      codes.set(code, { redirectUri, scopes, ...(challenge ? { challenge } : {}) });
      back.search = new URLSearchParams({ code, scopes: scopes.join(','), state }).toString();
    }
    res.writeHead(302, { location: back.toString() });
    res.end();
  }

  /** Fetches every photo as TikTok does after `content/init`, then publishes or fails the post. */
  async function pull(post: PhotoInit, job: Job, publishId: string, openId: string, failProcessing: boolean) {
    const media: PublishedPost['media'] = [];
    for (const url of post.source_info.photo_images) {
      const fetched = await fetchPhoto(url);
      if (typeof fetched === 'string') {
        job.status = 'FAILED';
        job.failReason = fetched;
        return;
      }
      media.push(fetched);
    }
    if (failProcessing) {
      job.status = 'FAILED';
      job.failReason = 'picture_size_check_failed';
      return;
    }
    const isPublic = post.post_info.privacy_level !== 'SELF_ONLY';
    const postId = `7${randomInt(1e8, 9e8)}${randomInt(1e9, 9e9)}`;
    job.status = 'PUBLISH_COMPLETE';
    job.postIds = isPublic ? [postId] : [];
    posts.push({
      id: isPublic ? postId : publishId,
      ownerId: openId,
      text: post.post_info.description ?? '',
      media,
    });
  }

  const server = await startLoopbackApiServer(handle, (res, err) =>
    envelope(res, 500, {}, 'internal_error', String(err)),
  );
  const base = server.url;

  return {
    apiUrl: base,
    authUrl: base,
    clientId,
    clientSecret,
    user,
    async consent(authorizeUrl, options) {
      denyNext = options?.deny ?? false;
      const answer = await fetch(authorizeUrl, { redirect: 'manual' });
      const location = answer.headers.get('location');
      if (answer.status !== 302 || !location) {
        throw new Error(`TikTok's consent page refused the request: ${answer.status} ${await answer.text()}`);
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
    verifyUrlPrefix(prefix) {
      verifiedPrefixes.push(prefix);
    },
    setPrivacyOptions(options) {
      creator.privacyOptions = [...options];
    },
    creator,
    publishRequests: () => [...initBodies],
    async close() {
      await Promise.allSettled([...pending]);
      await server.close();
    },
  };
}
