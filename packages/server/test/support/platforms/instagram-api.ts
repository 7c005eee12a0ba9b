/**
 * A local stand-in for the Instagram Graph API with Facebook Login, as a content publisher uses it:
 * Facebook Login, `/me/accounts?fields=instagram_business_account{id,username}`, media containers
 * (`POST /{ig-user-id}/media`), their state (`GET /{container-id}?fields=status_code`), publishing
 * (`POST /{ig-user-id}/media_publish`) and the permalink (`GET /{media-id}?fields=permalink`).
 *
 * Like Instagram, it FETCHES each image from its `image_url` over HTTP when the container is made,
 * and refuses what Instagram refuses, with Instagram's codes: a URL it cannot download
 * (9004/2207052), anything but a JPEG (36001/2207005), more than 8 MiB (36000/2207004), an aspect
 * ratio outside 4:5…1.91:1 (36003/2207009). A container is IN_PROGRESS when first read and
 * FINISHED after; publishing one that is not FINISHED is refused (9007/2207027), as is publishing
 * a carousel item on its own or a container twice. A carousel takes 2 to 10 finished items. A
 * rate-limited publish answers code 80002 with the `X-Business-Use-Case-Usage` header. Comments
 * (`POST /{ig-media-id}/comments` with `message`) take text of at most 2,200 characters under a
 * published post. The account's publishing limit is kept by `PublishingLimit`.
 *
 * References: https://developers.facebook.com/docs/instagram-platform/content-publishing,
 * https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/ig-user/media,
 * https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/ig-user/media_publish,
 * https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/ig-container,
 * https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/error-codes,
 * https://developers.facebook.com/docs/graph-api/overview/rate-limiting,
 * https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/ig-media/comments
 */

import { facebookLogin } from './facebook-login-fake.js';
import type { FakePlatform, PublishedPost } from './fake-platform.js';
import { FakeSwitches } from './fake-switches.js';
import { PublishingLimit } from './instagram-publishing-limit.js';
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

const SCOPES = [
  'instagram_basic',
  'instagram_content_publish',
  'instagram_manage_comments',
  'pages_show_list',
];

interface Container {
  id: string;
  ownerId: string;
  carouselItem: boolean;
  children: Container[];
  caption: string;
  media?: PublishedPost['media'][number];
  reads: number;
  fails: boolean;
  published: boolean;
}

export async function startInstagramApi(): Promise<
  FakePlatform & {
    account: { id: string; username: string };
    /** A comment is refused as Instagram refuses an abusive one (code 368): the next, or the one after `skip` more. */
    refuseNextComment(skip?: number): void;
    /** The account's use of its publishing limit (100 API posts in 24 hours). */
    publishingLimit: PublishingLimit;
  }
> {
  const clientId = randomId(15);
  const clientSecret = `igsecret${randomId(10)}`;
  const user = { externalId: randomId(16), handle: 'Ada Baker' };
  const page = { id: randomId(15), name: 'Harbour Bakery' };
  const account = { id: `1784${randomId(13)}`, username: 'harbour.bakery' };
  const tokens = new TokenBook('EAA');
  const login = facebookLogin({ clientId, clientSecret, requiredScopes: SCOPES, user, tokens });
  const switches = new FakeSwitches();
  const containers = new Map<string, Container>();
  const publishingLimit = new PublishingLimit();
  const posts: (PublishedPost & { permalink: string })[] = [];
  /** Comments still taken before one is refused; undefined when none will be. */
  let refuseAfter: number | undefined;

  const stateOf = (c: Container) => {
    if (c.published) return 'PUBLISHED';
    if (c.reads < 1) return 'IN_PROGRESS';
    return c.fails ? 'ERROR' : 'FINISHED';
  };

  function accountAuth(req: GraphRequest, accountId: string): GraphAnswer | undefined {
    const token = tokens.check(req.token);
    if (isAnswer(token)) return token;
    if (accountId !== account.id) {
      return graphError({
        message: `Unsupported post request. Object with ID '${accountId}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
        type: 'GraphMethodException',
        code: 100,
        error_subcode: 33,
      });
    }
    return undefined;
  }

  /** Downloads and checks an image the way Instagram does when a container is created. */
  async function takeImage(
    url: string,
    altText: string | undefined,
  ): Promise<PublishedPost['media'][number] | ReturnType<typeof graphError>> {
    const fetched = await fetchImage(url);
    if (!fetched) {
      return graphError({
        message: 'Media download has failed. The media URI doesn\u2019t meet our requirements.',
        code: 9004,
        error_subcode: 2207052,
        error_user_title: 'Media download failed',
        error_user_msg: 'The media could not be fetched from this URI.',
      });
    }
    const image = await describeImage(fetched.bytes);
    if (image?.format !== 'jpeg') {
      return graphError({
        message: 'The image format is not supported.',
        code: 36001,
        error_subcode: 2207005,
        error_user_title: 'Unsupported format',
        error_user_msg: 'The image format is not supported. Supported formats are: JPEG.',
      });
    }
    if (fetched.bytes.length > 8 * 1024 * 1024) {
      return graphError({
        message: 'The image size is too large.',
        code: 36000,
        error_subcode: 2207004,
        is_transient: false,
        error_user_title: 'Image size too large',
        error_user_msg: 'The image is too large to download. It should be less than 8 MiB.',
      });
    }
    const aspect = image.width / image.height;
    if (aspect < 0.8 - 0.005 || aspect > 1.91 + 0.005) {
      return graphError({
        message: `The submitted image with aspect ratio ('${image.width}/${image.height}') cannot be published. Please submit an image with a valid aspect ratio.`,
        code: 36003,
        error_subcode: 2207009,
        error_user_title: 'Invalid aspect ratio',
        error_user_msg: 'The aspect ratio is not supported.',
      });
    }
    return {
      mimeType: 'image/jpeg',
      bytes: fetched.bytes.length,
      width: image.width,
      height: image.height,
      ...(altText ? { altText } : {}),
    };
  }

  async function createContainer(req: GraphRequest, accountId: string): Promise<GraphAnswer> {
    const refused = accountAuth(req, accountId);
    if (refused) return refused;
    const p = req.params;
    const caption = p.get('caption') ?? '';
    if ([...caption].length > 2200) {
      return graphError({ message: '(#100) The caption is longer than 2200 characters.', code: 100 });
    }
    const base = { id: randomId(17), ownerId: accountId, caption, reads: 0, published: false };
    let container: Container;
    if (p.get('media_type') === 'CAROUSEL') {
      const ids = (p.get('children') ?? '').split(',').filter(Boolean);
      if (ids.length === 0) return missingParam('children');
      const children = ids.map((id) => containers.get(id));
      if (ids.length < 2 || ids.length > 10) {
        return graphError({
          message: '(#100) A carousel takes between 2 and 10 children.',
          code: 100,
          error_subcode: 2207035,
        });
      }
      if (children.some((c) => !c?.carouselItem || c.ownerId !== accountId || stateOf(c) !== 'FINISHED')) {
        return graphError({
          message: '(#100) Each child must be a finished carousel item of this account.',
          code: 100,
          error_subcode: 2207032,
        });
      }
      container = { ...base, carouselItem: false, children: children as Container[], fails: false };
    } else {
      if (p.has('media_type') && p.get('media_type') !== 'IMAGE') {
        return graphError({ message: '(#100) This stand-in publishes images only', code: 100 });
      }
      const url = p.get('image_url');
      if (!url) return missingParam('image_url');
      const media = await takeImage(url, p.get('alt_text'));
      if ('body' in media) return media;
      container = {
        ...base,
        carouselItem: p.get('is_carousel_item') === 'true',
        children: [],
        media,
        fails: switches.takeProcessingFailure(),
      };
    }
    containers.set(container.id, container);
    return ok({ id: container.id });
  }

  function publish(req: GraphRequest, accountId: string): GraphAnswer {
    const refused = accountAuth(req, accountId);
    if (refused) return refused;
    const creationId = req.params.get('creation_id');
    if (!creationId) return missingParam('creation_id');
    const container = containers.get(creationId);
    if (!container || container.ownerId !== accountId) {
      return graphError({ message: 'Media ID is not available', code: 9007, error_subcode: 2207027 });
    }
    if (container.carouselItem) {
      return graphError({ message: '(#100) A carousel item cannot be published on its own.', code: 100 });
    }
    const state = stateOf(container);
    if (state === 'PUBLISHED') {
      return graphError({
        message: 'The media has already been published.',
        code: 9007,
        error_subcode: 2207027,
      });
    }
    if (state !== 'FINISHED') {
      return graphError({
        message: 'Media ID is not available',
        code: 9007,
        error_subcode: 2207027,
        error_user_title: 'Media not ready for publishing',
        error_user_msg: 'The media is not ready for publishing, please wait for a moment',
      });
    }
    const limited = switches.onPublish((resetMs) =>
      graphError(
        {
          message: 'There have been too many calls to this Instagram account. Wait a bit and try again.',
          code: 80002,
        },
        400,
        businessUseCaseHeader(accountId, 'instagram', resetMs),
      ),
    );
    if (limited && limited !== 'hang') return limited;
    const overLimit = publishingLimit.refuse();
    if (overLimit) return overLimit;
    container.published = true;
    publishingLimit.published();
    const id = randomId(17);
    const items = container.children.length > 0 ? container.children : [container];
    posts.push({
      id,
      ownerId: accountId,
      text: container.caption,
      media: items.map((c) => c.media!),
      permalink: `https://www.instagram.com/p/${id.slice(-11)}/`,
    });
    return limited === 'hang' ? 'hang' : ok({ id });
  }

  /** `POST /{ig-media-id}/comments`: text only, at most 2,200 characters, on a published post. */
  function comment(req: GraphRequest, mediaId: string): GraphAnswer {
    const token = tokens.check(req.token);
    if (isAnswer(token)) return token;
    const on = posts.find((p) => p.id === mediaId && !p.inReplyTo);
    if (!on) {
      return graphError({
        message: `Unsupported post request. Object with ID '${mediaId}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
        type: 'GraphMethodException',
        code: 100,
        error_subcode: 33,
      });
    }
    const message = req.params.get('message');
    if (!message) return missingParam('message');
    if ([...message].length > 2200) {
      return graphError({ message: '(#100) The comment is longer than 2200 characters.', code: 100 });
    }
    switches.attempts++;
    if (refuseAfter !== undefined && refuseAfter-- === 0) {
      refuseAfter = undefined;
      return graphError({
        message: 'The action attempted has been deemed abusive or is otherwise disallowed',
        code: 368,
      });
    }
    const id = randomId(17);
    posts.push({
      id,
      ownerId: on.ownerId,
      text: message,
      media: [],
      inReplyTo: mediaId,
      permalink: on.permalink,
    });
    return ok({ id });
  }

  function read(req: GraphRequest, id: string): GraphAnswer {
    const token = tokens.check(req.token);
    if (isAnswer(token)) return token;
    const fields = (req.params.get('fields') ?? '').split(',');
    const container = containers.get(id);
    if (container) {
      if (!fields.includes('status_code')) return ok({ id });
      const state = stateOf(container);
      container.reads++;
      return ok({ id, status_code: state, ...(state === 'ERROR' ? { status: 'Error: 2207001' } : {}) });
    }
    const post = posts.find((p) => p.id === id);
    if (post) return ok({ id, ...(fields.includes('permalink') ? { permalink: post.permalink } : {}) });
    return graphError({
      message: `Unsupported get request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
      type: 'GraphMethodException',
      code: 100,
      error_subcode: 33,
    });
  }

  async function route(req: GraphRequest): Promise<GraphAnswer> {
    const fromLogin = login.route(req);
    if (fromLogin) return fromLogin;
    const [first, edge] = req.segments;
    if (req.method === 'GET' && first === 'me' && edge === 'accounts') {
      const token = tokens.check(req.token);
      if (isAnswer(token)) return token;
      const withInstagram = (req.params.get('fields') ?? '').includes('instagram_business_account');
      return ok({
        data: [
          {
            id: page.id,
            ...(withInstagram
              ? { instagram_business_account: { id: account.id, username: account.username } }
              : {}),
          },
        ],
        paging: { cursors: { before: 'QVFIUk', after: 'QVFIUl' } },
      });
    }
    if (req.method === 'POST' && first && edge === 'media') return createContainer(req, first);
    if (req.method === 'POST' && first && edge === 'media_publish') return publish(req, first);
    if (req.method === 'POST' && first && edge === 'comments') return comment(req, first);
    if (req.method === 'GET' && first && edge === 'content_publishing_limit') {
      return accountAuth(req, first) ?? publishingLimit.read(req);
    }
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
    account,
    consent: (authorizeUrl, options) =>
      followConsent(options?.deny ? login.denied(authorizeUrl) : authorizeUrl),
    published: () => posts.map(({ permalink: _, ...p }) => ({ ...p, media: [...p.media] })),
    revokeAll: () => tokens.revokeAll(),
    expireAccessTokens: () => tokens.expire(['user', 'short', 'page']),
    ...switches.controls(),
    refuseNextComment: (skip = 0) => {
      refuseAfter = skip;
    },
    publishingLimit,
    close: () => server.close(),
  };
}
