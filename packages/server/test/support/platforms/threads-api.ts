/**
 * A local stand-in for the Threads API (`graph.threads.net`) and its authorization window
 * (`threads.net/oauth/authorize`): the code exchange (`POST /oauth/access_token`, a form body), the
 * long-lived token (`GET /access_token?grant_type=th_exchange_token`) and its renewal
 * (`GET /refresh_access_token?grant_type=th_refresh_token`), `/v1.0/me`, media containers
 * (`POST /v1.0/{threads-user-id}/threads`), their state (`GET /v1.0/{id}?fields=status,error_message`),
 * publishing (`POST /v1.0/{threads-user-id}/threads_publish`) and the permalink.
 *
 * Like Threads, it FETCHES each image from its `image_url` over HTTP; one it cannot download or
 * that is not a JPEG or PNG of at most 8 MB leaves the container in ERROR. A container is
 * IN_PROGRESS when first read and FINISHED after; publishing one that is not FINISHED is refused.
 * `media_type` is required; TEXT needs `text` (at most 500 characters); a carousel takes 2 to 20
 * finished items; `reply_to_id` makes the post a reply to one already published. The token endpoints answer errors the way Threads' OAuth endpoints do
 * (`{ error_type, code, error_message }`); every other error is a Graph error body.
 *
 * Meta issues no refresh token: the long-lived token renews itself. `expireAccessTokens()` plays
 * the end of its life: the API refuses it (190/463) while the renewal still takes it, as it takes a
 * token that is about to expire. The renewal's "at least 24 hours old" rule is not played.
 *
 * References: https://developers.facebook.com/docs/threads/get-started/get-access-tokens-and-permissions,
 * https://developers.facebook.com/docs/threads/get-started/long-lived-tokens,
 * https://developers.facebook.com/docs/threads/posts,
 * https://developers.facebook.com/documentation/threads/reference/publishing,
 * https://developers.facebook.com/docs/threads/troubleshooting
 */
import { randomBytes } from 'node:crypto';
import type { FakePlatform, PublishedPost } from './fake-platform.js';
import { FakeSwitches } from './fake-switches.js';
import {
  businessUseCaseHeader,
  describeImage,
  fetchImage,
  followConsent,
  type GraphAnswer,
  type GraphRequest,
  graphError,
  isAnswer,
  missingParam,
  ok,
  randomId,
  startGraphServer,
  TokenBook,
} from './meta-graph-fake.js';

const SCOPES = ['threads_basic', 'threads_content_publish'];
const LONG_LIVED_SECONDS = 5_183_944;

interface Container {
  id: string;
  ownerId: string;
  kind: 'TEXT' | 'IMAGE' | 'CAROUSEL';
  carouselItem: boolean;
  text: string;
  children: Container[];
  media?: PublishedPost['media'][number];
  /** Why processing fails (an image that could not be fetched or taken). */
  error?: string;
  reads: number;
  published: boolean;
  /** The post this one answers (`reply_to_id`). */
  replyTo?: string;
}

export async function startThreadsApi(): Promise<FakePlatform> {
  const clientId = randomId(16);
  const clientSecret = `thsecret${randomId(10)}`;
  const user = { externalId: randomId(17), handle: 'harbour.bakery' };
  const tokens = new TokenBook('THAA');
  const switches = new FakeSwitches();
  const codes = new Map<string, { redirectUri: string; used: boolean }>();
  const containers = new Map<string, Container>();
  const posts: (PublishedPost & { permalink: string })[] = [];

  /** The OAuth endpoints' own error shape. */
  const oauthError = (message: string, code = 400): GraphAnswer => ({
    status: 400,
    body: { error_type: 'OAuthException', code, error_message: message },
  });

  const stateOf = (c: Container) => {
    if (c.published) return 'PUBLISHED';
    if (c.reads < 1) return 'IN_PROGRESS';
    return c.error ? 'ERROR' : 'FINISHED';
  };

  function authorize(req: GraphRequest): GraphAnswer {
    const p = req.params;
    const page = (message: string): GraphAnswer => ({ status: 400, body: { error: { message } } });
    if (p.get('client_id') !== clientId) return page('Invalid client_id.');
    const redirectUri = p.get('redirect_uri');
    if (!redirectUri) return page('redirect_uri is required.');
    if (p.get('response_type') !== 'code') return page('response_type must be code.');
    if (!p.get('state')) return page('state is required by this fake: the callback checks it.');
    const scopes = (p.get('scope') ?? '').split(/[ ,]+/).filter(Boolean);
    const missing = SCOPES.filter((s) => !scopes.includes(s));
    if (missing.length > 0) return page(`The app did not ask for ${missing.join(', ')}.`);
    const callback = new URL(redirectUri);
    if (p.get('deny') === '1') {
      callback.searchParams.set('error', 'access_denied');
      callback.searchParams.set('error_reason', 'user_denied');
      callback.searchParams.set('error_description', 'Permissions error');
    } else {
      const code = randomBytes(32).toString('base64url');
      codes.set(code, { redirectUri, used: false });
      callback.searchParams.set('code', code);
    }
    callback.searchParams.set('state', p.get('state')!);
    callback.hash = '_';
    return { redirect: callback.toString() };
  }

  function exchangeCode(req: GraphRequest): GraphAnswer {
    if (!String(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) {
      return oauthError('The request body must be form encoded.');
    }
    const p = req.params;
    if (p.get('client_id') !== clientId) return oauthError('Invalid platform app', 101);
    if (p.get('client_secret') !== clientSecret) return oauthError('Error validating client secret.', 1);
    if (p.get('grant_type') !== 'authorization_code') return oauthError('Unsupported grant_type.');
    const issued = codes.get(p.get('code') ?? '');
    if (!issued || issued.used) return oauthError('Invalid authorization code', 36009);
    if (p.get('redirect_uri') !== issued.redirectUri) {
      return oauthError(
        'Error validating verification code. Please make sure your redirect_uri is identical.',
        36008,
      );
    }
    issued.used = true;
    return ok({ access_token: tokens.issue(user.externalId, 'short'), user_id: Number(user.externalId) });
  }

  function longLived(req: GraphRequest): GraphAnswer {
    const p = req.params;
    if (p.get('grant_type') !== 'th_exchange_token') return oauthError('Unsupported grant_type.');
    if (p.get('client_secret') !== clientSecret) return oauthError('Error validating client secret.', 1);
    const given = tokens.check(p.get('access_token'));
    if (isAnswer(given)) return given;
    if (given.kind !== 'short') return oauthError('Only a short-lived token can be exchanged.');
    return ok({
      access_token: tokens.issue(given.ownerId, 'user'),
      token_type: 'bearer',
      expires_in: LONG_LIVED_SECONDS,
    });
  }

  function renew(req: GraphRequest): GraphAnswer {
    if (req.params.get('grant_type') !== 'th_refresh_token') return oauthError('Unsupported grant_type.');
    const given = tokens.check(req.params.get('access_token'), { allowExpired: true });
    if (isAnswer(given)) return given;
    if (given.kind !== 'user') return oauthError('Only a long-lived token can be refreshed.');
    return ok({
      access_token: tokens.issue(given.ownerId, 'user'),
      token_type: 'bearer',
      expires_in: LONG_LIVED_SECONDS,
    });
  }

  function userAuth(req: GraphRequest, userId: string): GraphAnswer | undefined {
    const token = tokens.check(req.token);
    if (isAnswer(token)) return token;
    if (userId !== user.externalId && userId !== 'me') {
      return graphError({
        message: `Unsupported post request. Object with ID '${userId}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
        type: 'GraphMethodException',
        code: 100,
        error_subcode: 33,
      });
    }
    return undefined;
  }

  async function takeImage(url: string, altText: string | undefined) {
    const fetched = await fetchImage(url);
    if (!fetched) return { error: 'UNKNOWN' };
    const image = await describeImage(fetched.bytes);
    if (
      !image ||
      (image.format !== 'jpeg' && image.format !== 'png') ||
      fetched.bytes.length > 8 * 1024 * 1024
    ) {
      return { error: 'UNKNOWN' };
    }
    if (Math.max(image.width / image.height, image.height / image.width) > 10)
      return { error: 'INVALID_ASPEC_RATIO' };
    return {
      media: {
        mimeType: image.format === 'png' ? 'image/png' : 'image/jpeg',
        bytes: fetched.bytes.length,
        width: image.width,
        height: image.height,
        ...(altText ? { altText } : {}),
      },
    };
  }

  async function createContainer(req: GraphRequest, userId: string): Promise<GraphAnswer> {
    const refused = userAuth(req, userId);
    if (refused) return refused;
    const p = req.params;
    const kind = p.get('media_type');
    if (!kind) return missingParam('media_type');
    const text = p.get('text') ?? '';
    if ([...text].length > 500) {
      return graphError({ message: '(#100) The text is longer than 500 characters.', code: 100 });
    }
    const replyTo = p.get('reply_to_id');
    if (replyTo !== undefined && !posts.some((post) => post.id === replyTo)) {
      return graphError({
        message: `(#100) The post ${replyTo} to reply to does not exist or cannot be replied to.`,
        code: 100,
        error_subcode: 4279001,
      });
    }
    const base = {
      id: randomId(17),
      ownerId: user.externalId,
      text,
      reads: 0,
      published: false,
      children: [],
      ...(replyTo ? { replyTo } : {}),
    };
    let container: Container;
    if (kind === 'TEXT') {
      if (!text) return missingParam('text');
      container = { ...base, kind, carouselItem: false };
    } else if (kind === 'IMAGE') {
      const url = p.get('image_url');
      if (!url) return missingParam('image_url');
      const taken = await takeImage(url, p.get('alt_text'));
      const failing = switches.takeProcessingFailure();
      container = {
        ...base,
        kind,
        carouselItem: p.get('is_carousel_item') === 'true',
        ...(taken.media ? { media: taken.media } : {}),
        ...(taken.error || failing ? { error: taken.error ?? 'UNKNOWN' } : {}),
      };
    } else if (kind === 'CAROUSEL') {
      const ids = (p.get('children') ?? '').split(',').filter(Boolean);
      if (ids.length === 0) return missingParam('children');
      if (ids.length < 2 || ids.length > 20) {
        return graphError({ message: '(#100) A carousel takes between 2 and 20 children.', code: 100 });
      }
      const children = ids.map((id) => containers.get(id));
      if (children.some((c) => !c?.carouselItem || stateOf(c) !== 'FINISHED')) {
        return graphError({ message: '(#100) Each child must be a finished carousel item.', code: 100 });
      }
      container = { ...base, kind, carouselItem: false, children: children as Container[] };
    } else {
      return graphError({
        message: `(#100) media_type ${kind} is not supported by this stand-in`,
        code: 100,
      });
    }
    containers.set(container.id, container);
    return ok({ id: container.id });
  }

  function publish(req: GraphRequest, userId: string): GraphAnswer {
    const refused = userAuth(req, userId);
    if (refused) return refused;
    const creationId = req.params.get('creation_id');
    if (!creationId) return missingParam('creation_id');
    const container = containers.get(creationId);
    if (!container || container.carouselItem || stateOf(container) !== 'FINISHED') {
      return graphError({
        message: 'The media is not ready to be published.',
        code: 24,
        error_subcode: 4279009,
      });
    }
    const limited = switches.onPublish((resetMs) =>
      graphError(
        { message: '(#4) Application request limit reached', code: 4, is_transient: true },
        400,
        businessUseCaseHeader(user.externalId, 'threads', resetMs),
      ),
    );
    if (limited && limited !== 'hang') return limited;
    container.published = true;
    const id = randomId(17);
    const items =
      container.kind === 'CAROUSEL' ? container.children : container.kind === 'IMAGE' ? [container] : [];
    posts.push({
      id,
      ownerId: user.externalId,
      text: container.text,
      media: items.map((c) => c.media!),
      ...(container.replyTo ? { inReplyTo: container.replyTo } : {}),
      permalink: `https://www.threads.net/@${user.handle}/post/${id.slice(-11)}`,
    });
    return limited === 'hang' ? 'hang' : ok({ id });
  }

  function read(req: GraphRequest, id: string): GraphAnswer {
    const token = tokens.check(req.token);
    if (isAnswer(token)) return token;
    const fields = (req.params.get('fields') ?? '').split(',');
    if (id === 'me') {
      return ok({ id: user.externalId, ...(fields.includes('username') ? { username: user.handle } : {}) });
    }
    const container = containers.get(id);
    if (container) {
      const state = stateOf(container);
      container.reads++;
      return ok({ id, status: state, ...(state === 'ERROR' ? { error_message: container.error } : {}) });
    }
    const post = posts.find((p) => p.id === id);
    if (post) return ok({ id, ...(fields.includes('permalink') ? { permalink: post.permalink } : {}) });
    return graphError({
      message: `Unsupported get request. Object with ID '${id}' does not exist.`,
      type: 'GraphMethodException',
      code: 100,
      error_subcode: 33,
    });
  }

  async function route(req: GraphRequest): Promise<GraphAnswer> {
    const path = req.segments.join('/');
    if (!req.version) {
      if (req.method === 'GET' && path === 'oauth/authorize') return authorize(req);
      if (req.method === 'POST' && path === 'oauth/access_token') return exchangeCode(req);
      if (req.method === 'GET' && path === 'access_token') return longLived(req);
      if (req.method === 'GET' && path === 'refresh_access_token') return renew(req);
    }
    if (req.version !== 'v1.0') {
      return graphError({ message: `Unknown path components: /${path}`, code: 2500 });
    }
    const [first, edge] = req.segments;
    if (req.method === 'POST' && first && edge === 'threads') return createContainer(req, first);
    if (req.method === 'POST' && first && edge === 'threads_publish') return publish(req, first);
    if (req.method === 'GET' && first && !edge) return read(req, first);
    return graphError({
      message: `Unsupported ${req.method.toLowerCase()} request.`,
      type: 'GraphMethodException',
      code: 100,
      error_subcode: 33,
    });
  }

  const server = await startGraphServer(route);
  return {
    apiUrl: server.url,
    authUrl: server.url,
    clientId,
    clientSecret,
    user,
    consent: (authorizeUrl, options) => {
      const url = new URL(authorizeUrl);
      if (options?.deny) url.searchParams.set('deny', '1');
      return followConsent(url.toString());
    },
    published: () => posts.map(({ permalink: _, ...p }) => ({ ...p, media: [...p.media] })),
    revokeAll: () => tokens.revokeAll(),
    expireAccessTokens: () => tokens.expire(['user', 'short']),
    ...switches.controls(),
    close: () => server.close(),
  };
}
