/**
 * A local stand-in for the Facebook Graph API as a Page publisher uses it: Facebook Login (dialog,
 * code exchange, long-lived token), `/me`, `/me/accounts` (the pages with their page tokens),
 * unpublished photo uploads (`POST /{page-id}/photos` with the bytes as multipart `source`) and
 * posts attaching them (`POST /{page-id}/feed` with `attached_media[i]={"media_fbid":…}`), and
 * comments under a post as the page (`POST /{post-id}/comments` with `message` and an
 * `attachment_id` of an unpublished photo).
 *
 * Strict where the Graph API is: a page is posted to with its own page token (a user token gets
 * `(#200)`), a photo must be a decodable image file, an attached photo must be an unpublished photo
 * of the same page used once, a post needs a message or an attachment, and a second identical text
 * post is a duplicate (`(#506)`). Errors are Graph error bodies with HTTP 400; a rate-limited post
 * answers `(#32) Page request limit reached` with the `X-Business-Use-Case-Usage` header.
 *
 * Photo uploads have no asynchronous processing on Facebook: `failNextMediaProcessing()` makes the
 * next upload fail as a bad image does (`(#324)`).
 *
 * References: https://developers.facebook.com/docs/facebook-login/guides/advanced/manual-flow,
 * https://developers.facebook.com/docs/pages-api/posts,
 * https://developers.facebook.com/docs/graph-api/reference/page/photos,
 * https://developers.facebook.com/docs/graph-api/reference/page/feed,
 * https://developers.facebook.com/docs/graph-api/reference/object/comments,
 * https://developers.facebook.com/docs/graph-api/guides/error-handling,
 * https://developers.facebook.com/docs/graph-api/overview/rate-limiting
 */

import { facebookLogin } from './facebook-login-fake.js';
import type { FakePlatform, PublishedPost } from './fake-platform.js';
import { FakeSwitches } from './fake-switches.js';
import {
  businessUseCaseHeader,
  describeImage,
  followConsent,
  type GraphAnswer,
  type GraphRequest,
  graphError,
  isAnswer,
  ok,
  randomId,
  startGraphServer,
  TokenBook,
} from './meta-graph-fake.js';

const SCOPES = ['pages_show_list', 'pages_manage_posts', 'pages_manage_engagement'];
const PHOTO_FORMATS: Record<string, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  tiff: 'image/tiff',
};

interface Photo {
  id: string;
  pageId: string;
  media: PublishedPost['media'][number];
  used: boolean;
}

export async function startFacebookApi(): Promise<
  FakePlatform & { pages: { id: string; name: string }[]; pageToken(pageId: string): string | undefined }
> {
  const clientId = randomId(15);
  const clientSecret = `fbsecret${randomId(10)}`;
  const user = { externalId: randomId(16), handle: 'Ada Baker' };
  const pages = [
    { id: randomId(15), name: 'Harbour Bakery' },
    { id: randomId(15), name: 'Harbour Bakery Events' },
  ];
  const tokens = new TokenBook('EAA');
  const login = facebookLogin({ clientId, clientSecret, requiredScopes: SCOPES, user, tokens });
  const switches = new FakeSwitches();
  const photos = new Map<string, Photo>();
  const posts: PublishedPost[] = [];
  const pageTokens = new Map<string, string>();

  /** The page token of a request, or the Graph API's refusal. */
  function pageAuth(req: GraphRequest, pageId: string): GraphAnswer | undefined {
    if (!pages.some((p) => p.id === pageId)) {
      return graphError({
        message: `Unsupported post request. Object with ID '${pageId}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
        type: 'GraphMethodException',
        code: 100,
        error_subcode: 33,
      });
    }
    const token = tokens.check(req.token);
    if (isAnswer(token)) return token;
    if (token.kind !== 'page' || token.ownerId !== pageId) {
      return graphError({
        message:
          '(#200) If posting to a page, requires both pages_read_engagement and pages_manage_posts as an admin with sufficient administrative permission',
        code: 200,
      });
    }
    return undefined;
  }

  async function uploadPhoto(req: GraphRequest, pageId: string): Promise<GraphAnswer> {
    const refused = pageAuth(req, pageId);
    if (refused) return refused;
    const source = req.files.get('source');
    const url = req.params.get('url');
    if (!source && !url) return graphError({ message: '(#324) Requires upload file', code: 324 });
    if (!source)
      return graphError({ message: '(#100) This fake takes photos as uploaded bytes only', code: 100 });
    const image = await describeImage(source.bytes);
    const mimeType = image && PHOTO_FORMATS[image.format];
    if (!image || !mimeType || switches.takeProcessingFailure()) {
      return graphError({ message: '(#324) Missing or invalid image file', code: 324 });
    }
    const id = randomId(16);
    const altText = req.params.get('alt_text_custom');
    const media = {
      mimeType,
      bytes: source.bytes.length,
      width: image.width,
      height: image.height,
      ...(altText ? { altText } : {}),
    };
    const published = req.params.get('published') !== 'false';
    photos.set(id, { id, pageId, media, used: published });
    if (published) {
      // A photo uploaded without published=false is a post of its own.
      posts.push({
        id: `${pageId}_${id}`,
        ownerId: pageId,
        text: req.params.get('message') ?? '',
        media: [media],
      });
      return ok({ id, post_id: `${pageId}_${id}` });
    }
    return ok({ id });
  }

  function createPost(req: GraphRequest, pageId: string): GraphAnswer {
    const refused = pageAuth(req, pageId);
    if (refused) return refused;
    const message = req.params.get('message') ?? '';
    const attached: Photo[] = [];
    for (let i = 0; req.params.has(`attached_media[${i}]`); i++) {
      let fbid: unknown;
      try {
        fbid = (JSON.parse(req.params.get(`attached_media[${i}]`)!) as { media_fbid?: unknown }).media_fbid;
      } catch {
        fbid = undefined;
      }
      const photo = typeof fbid === 'string' ? photos.get(fbid) : undefined;
      if (!photo || photo.pageId !== pageId || photo.used) {
        return graphError({
          message: `(#100) attached_media[${i}] must be an unpublished photo of this Page`,
          code: 100,
        });
      }
      attached.push(photo);
    }
    if (!message && attached.length === 0) {
      return graphError({ message: '(#100) Missing message or attachment.', code: 100 });
    }
    const limited = switches.onPublish((resetMs) =>
      graphError(
        { message: '(#32) Page request limit reached', code: 32 },
        400,
        businessUseCaseHeader(pageId, 'pages', resetMs),
      ),
    );
    if (limited && limited !== 'hang') return limited;
    const last = posts.at(-1);
    if (
      attached.length === 0 &&
      last &&
      last.ownerId === pageId &&
      last.text === message &&
      last.media.length === 0
    ) {
      return graphError({ message: '(#506) Duplicate status message', code: 506 });
    }
    for (const photo of attached) photo.used = true;
    const id = `${pageId}_${randomId(16)}`;
    posts.push({ id, ownerId: pageId, text: message, media: attached.map((p) => p.media) });
    return limited === 'hang' ? 'hang' : ok({ id });
  }

  /**
   * `POST /{post-id}/comments` as the page: `message` and/or `attachment_id` (an unpublished photo
   * of the page), at most 8,000 characters.
   */
  function comment(req: GraphRequest, postId: string): GraphAnswer {
    const on = posts.find((p) => p.id === postId && !p.inReplyTo);
    const pageId = postId.split('_')[0] ?? '';
    if (!on) {
      return graphError({
        message: `Unsupported post request. Object with ID '${postId}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
        type: 'GraphMethodException',
        code: 100,
        error_subcode: 33,
      });
    }
    const refused = pageAuth(req, pageId);
    if (refused) return refused;
    const message = req.params.get('message') ?? '';
    const attachmentId = req.params.get('attachment_id');
    const photo = attachmentId ? photos.get(attachmentId) : undefined;
    if (attachmentId && (!photo || photo.pageId !== pageId || photo.used)) {
      return graphError({
        message: '(#100) attachment_id must be an unpublished photo of this Page',
        code: 100,
      });
    }
    if (!message && !photo)
      return graphError({ message: '(#100) Missing message or attachment.', code: 100 });
    if ([...message].length > 8000) {
      return graphError({ message: '(#100) The comment is longer than 8000 characters.', code: 100 });
    }
    switches.attempts++;
    if (photo) photo.used = true;
    const id = `${postId.split('_')[1]}_${randomId(16)}`;
    posts.push({ id, ownerId: pageId, text: message, media: photo ? [photo.media] : [], inReplyTo: postId });
    return ok({ id });
  }

  async function route(req: GraphRequest): Promise<GraphAnswer> {
    const fromLogin = login.route(req);
    if (fromLogin) return fromLogin;
    const [first, edge] = req.segments;
    if (req.method === 'GET' && first === 'me' && edge === 'accounts') {
      const token = tokens.check(req.token);
      if (isAnswer(token)) return token;
      if (token.kind === 'page') {
        return graphError({
          message: '(#100) Tried accessing nonexisting field (accounts) on node type (Page)',
          code: 100,
        });
      }
      return ok({
        data: pages.map((page) => {
          const pageToken = tokens.issue(page.id, 'page');
          pageTokens.set(page.id, pageToken);
          return {
            id: page.id,
            name: page.name,
            access_token: pageToken,
            category: 'Bakery',
            tasks: ['CREATE_CONTENT', 'MANAGE'],
          };
        }),
        paging: { cursors: { before: 'QVFIUk', after: 'QVFIUl' } },
      });
    }
    if (req.method === 'POST' && first && edge === 'photos') return uploadPhoto(req, first);
    if (req.method === 'POST' && first && edge === 'feed') return createPost(req, first);
    if (req.method === 'POST' && first && edge === 'comments') return comment(req, first);
    return graphError({
      message: `Unsupported ${req.method.toLowerCase()} request. Object with ID '${first ?? ''}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
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
    pages,
    pageToken: (pageId) => pageTokens.get(pageId),
    consent: (authorizeUrl, options) =>
      followConsent(options?.deny ? login.denied(authorizeUrl) : authorizeUrl),
    published: () => posts.map((p) => ({ ...p, media: [...p.media] })),
    revokeAll: () => tokens.revokeAll(),
    // Page tokens obtained with a long-lived user token do not expire; user tokens do.
    expireAccessTokens: () => tokens.expire(['user', 'short']),
    ...switches.controls(),
    close: () => server.close(),
  };
}
