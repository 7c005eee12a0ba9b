/**
 * What publishing a post would do, and everything that stops it: the one check that the publish check shows
 * and publishing (and a retry) enforces, so the preview and the real publish can never disagree.
 */
import type { MediaRecord } from '../../ports/persistence/media.js';
import type { PostRecord, TargetError } from '../../ports/persistence/posts.js';
import type { SocialAccountRecord, SocialConnection } from '../../ports/persistence/social-accounts.js';
import { countGraphemes } from '../copy/graphemes.js';
import { fixOf, type MediaFix, type VariantSpec, variantFor } from './media-fixes.js';
import { textLimitOf } from './platform-catalogue.js';
import {
  deliveryCost,
  imageLimitProblem,
  isOAuthAppPlatform,
  LIBRARY_TYPES,
  PLATFORM_RULES,
  type SocialPlatform,
} from './platforms.js';
import { altTextOf, liveMediaOf, swapped } from './publication.js';
import type { PublishingDeps } from './publishing-deps.js';

export interface PlannedTarget {
  account: SocialAccountRecord;
  platform: SocialPlatform;
  connection: SocialConnection;
  /**
   * Credits the delivery costs: the operator's price for the platform (X's price for a post with a
   * link when it has one), 0 for an agent session.
   */
  cost: number;
  /** The caption for this platform (its override, else the post's). */
  text: string;
  /** The post's images this target goes out with: its variants in place of their originals. */
  media: MediaRecord[];
  /** The variants that would fix its problems (publishing with `autoFix` makes them). */
  variants: VariantSpec[];
}

export type ProblemCode =
  | 'account_not_found'
  | 'account_needs_reconnect'
  | 'account_disabled'
  | 'platform_not_configured'
  | 'public_url_unreachable'
  | 'caption_too_long'
  | 'empty_post'
  | 'too_many_media'
  | 'media_required'
  | 'media_type_unsupported'
  | 'media_out_of_limits'
  | 'media_not_found'
  | 'alt_text_too_long'
  | 'carousel_sizes_differ'
  | 'format_unsupported'
  | 'replies_unsupported';

/**
 * How a problem found when a scheduled post starts fails its target; retryable when it can go away
 * without changing the post (a reconnected account, a platform the operator configures).
 */
export const PROBLEM_FAILURE: Readonly<Record<ProblemCode, Pick<TargetError, 'category' | 'retryable'>>> = {
  account_not_found: { category: 'auth_expired', retryable: false },
  account_needs_reconnect: { category: 'auth_expired', retryable: true },
  account_disabled: { category: 'auth_expired', retryable: true },
  platform_not_configured: { category: 'system', retryable: true },
  public_url_unreachable: { category: 'system', retryable: true },
  caption_too_long: { category: 'user_content', retryable: false },
  empty_post: { category: 'user_content', retryable: false },
  too_many_media: { category: 'user_content', retryable: false },
  media_required: { category: 'user_content', retryable: false },
  media_type_unsupported: { category: 'media_error', retryable: false },
  media_out_of_limits: { category: 'media_error', retryable: false },
  media_not_found: { category: 'media_error', retryable: false },
  alt_text_too_long: { category: 'user_content', retryable: false },
  carousel_sizes_differ: { category: 'media_error', retryable: false },
  format_unsupported: { category: 'user_content', retryable: false },
  replies_unsupported: { category: 'user_content', retryable: false },
};

export interface PublishProblem {
  socialAccountId: string;
  platform: SocialPlatform;
  code: ProblemCode;
  message: string;
  /** The part of the thread it concerns: 1 for the first reply, …; absent for the post itself. */
  part?: number;
  /** How a variant of the image fixes it without changing the picture; absent when only the post's author can. */
  fix?: MediaFix;
}

export interface PublicationPlan {
  targets: PlannedTarget[];
  problems: PublishProblem[];
  /** The most the publish can cost: every target delivered. */
  maxCost: number;
}

/** Per account, the variants its target posts: original media id → variant media id. */
export type MediaSwaps = ReadonlyMap<string, Readonly<Record<string, string>>>;

/**
 * Plans the publish of `post` to its accounts, or to `only` some of them (a retry). Every problem
 * is listed, not just the first, each naming its account, platform and the limit it breaks. An
 * account's target with `swaps` is checked with its variants in place of their originals.
 */
export async function planPublication(
  deps: Pick<PublishingDeps, 'store' | 'connectors' | 'secrets' | 'publishCosts' | 'publicUrlReachable'>,
  post: PostRecord,
  only?: readonly string[],
  swaps?: MediaSwaps,
): Promise<PublicationPlan> {
  const accountIds = only ?? post.socialAccountIds;
  const accounts = await deps.store.socialAccounts.findMany(accountIds);
  const partIds = [post.mediaIds, ...post.replies.map((r) => r.mediaIds)];
  const loadParts = (ids: readonly (readonly string[])[]) =>
    Promise.all(ids.map((part) => liveMediaOf(deps.store, post, part)));
  let ownMedia: ReturnType<typeof loadParts> | undefined;
  const targets: PlannedTarget[] = [];
  const problems: PublishProblem[] = [];
  for (const id of accountIds) {
    const account = accounts.find((a) => a.id === id && a.workspaceId === post.workspaceId);
    // Accounts are checked when the post names them; a record can only vanish with its workspace.
    if (!account) continue;
    const { platform, connection } = account;
    const problem = (code: ProblemCode, message: string) =>
      problems.push({ socialAccountId: id, platform, code, message });
    const text = post.perPlatform[platform]?.caption ?? post.caption;
    const swap = swaps?.get(id) ?? {};
    const [mediaIds, ...replyIds] = partIds.map((ids) => swapped(ids, swap));
    // Loaded once for every target that posts the post's own images.
    const own = Object.keys(swap).length === 0;
    if (own) ownMedia ??= loadParts(partIds);
    const [media, ...replyMedia] = await (own ? ownMedia! : loadParts([mediaIds!, ...replyIds]));
    const variants: VariantSpec[] = [];
    targets.push({
      account,
      platform,
      connection,
      cost:
        connection === 'agent_session'
          ? 0
          : deliveryCost(deps.publishCosts, platform, [text, ...post.replies.map((r) => r.caption)]),
      text,
      media: media!,
      variants,
    });

    const who = `${platform} account @${account.handle}`;
    if (account.deletedAt !== null) {
      problem(
        'account_not_found',
        `The ${who} was disconnected; remove it from the post or connect it again.`,
      );
      continue;
    }
    if (account.status === 'needs_reconnect') {
      problem(
        'account_needs_reconnect',
        `The ${who} needs reconnecting: ${account.statusReason ?? 'its credentials were refused'}.`,
      );
    } else if (account.status === 'disabled') {
      problem('account_disabled', `The ${who} is disabled.`);
    }
    const connector = deps.connectors[platform];
    const rules = PLATFORM_RULES[platform];
    if (connection !== 'agent_session' && !connector) {
      problem(
        'platform_not_configured',
        isOAuthAppPlatform(platform)
          ? `This server does not publish to ${platform}; the operator has not configured it (${platform.toUpperCase()}_CLIENT_ID and ${platform.toUpperCase()}_CLIENT_SECRET).`
          : `This server does not publish to ${platform}; the operator has not configured it.`,
      );
    }
    if (
      connection === 'oauth' &&
      rules.fetchesMediaByUrl &&
      (post.mediaIds.length > 0 || post.replies.some((r) => r.mediaIds.length > 0)) &&
      !deps.publicUrlReachable
    ) {
      problem(
        'public_url_unreachable',
        `${platform} downloads a post's images from this server's PUBLIC_URL, which is a local or private address that ${platform} cannot reach; the operator must set PUBLIC_URL to a public address (or ALLOW_PRIVATE_TARGETS=true when the platform runs locally).`,
      );
    }

    if (post.replies.length > 0 && (connection === 'agent_session' || (connector && !connector.replies))) {
      problem(
        'replies_unsupported',
        connection === 'agent_session'
          ? `An agent's hand-off carries the post alone; the ${who} cannot take its ${post.replies.length} ${post.replies.length === 1 ? 'reply' : 'replies'}.`
          : `This server does not publish replies to ${platform} yet; remove the post's replies or this account.`,
      );
    }
    if (post.perPlatform[platform]?.format === 'document') {
      if (connection === 'agent_session' || (connector && !connector.makesDocuments)) {
        problem(
          'format_unsupported',
          connection === 'agent_session'
            ? `An agent's hand-off carries the images as they are; a document post to the ${who} is made only by a connection this server holds.`
            : `This server does not publish document posts to ${platform}; remove the format or this account.`,
        );
      }
      if (post.mediaIds.length === 0) {
        problem(
          'media_required',
          `A ${platform} document post is made of the post's images, a page each; add at least one.`,
        );
      }
    }
    const maxText = await textLimitOf(deps, account);
    // The post is part 0, its replies parts 1, 2, …: each is checked by the platform's rules.
    const parts = [
      { text, mediaIds: mediaIds!, media: media! },
      ...post.replies.map((reply, i) => ({
        text: reply.caption,
        mediaIds: replyIds[i]!,
        media: replyMedia[i]!,
      })),
    ];
    for (const [part, content] of parts.entries()) {
      const partProblem = (code: ProblemCode, message: string, fix?: MediaFix) =>
        problems.push({
          socialAccountId: id,
          platform,
          code,
          message,
          ...(part > 0 ? { part } : {}),
          ...(fix ? { fix } : {}),
        });
      const what = part === 0 ? 'The caption' : `Reply ${part}`;
      // Replies that become comments are held to the platform's rules for comments.
      const comment = part > 0 && connection !== 'agent_session' ? rules.comments : undefined;
      const partMaxText = comment ? Math.min(comment.maxText, maxText) : maxText;
      const partMaxMedia = comment ? comment.maxMedia : rules.maxMedia;
      const count = rules.count(content.text);
      if (count > partMaxText) {
        partProblem(
          'caption_too_long',
          `${what} for ${platform} is ${count} ${rules.counting === 'characters' ? 'characters' : `long (${rules.counting})`}; ${platform} takes at most ${partMaxText}${comment ? ' in a comment' : ''}.`,
        );
      }
      if (content.text.trim() === '' && content.mediaIds.length === 0) {
        partProblem(
          'empty_post',
          part === 0
            ? `A post to ${platform} needs a caption or an image.`
            : `Reply ${part} needs a caption or an image.`,
        );
      }
      for (const mediaId of content.mediaIds.filter((m) => !content.media.some((item) => item.id === m))) {
        partProblem(
          'media_not_found',
          `The image ${mediaId} was deleted from the library; remove it from the post.`,
        );
      }
      const itsImages = part === 0 ? 'a post' : comment ? 'a comment' : 'a reply';
      if (content.mediaIds.length > partMaxMedia) {
        partProblem(
          'too_many_media',
          partMaxMedia === 0
            ? `${platform} comments take text only; reply ${part} has ${content.mediaIds.length} image${content.mediaIds.length === 1 ? '' : 's'}.`
            : `${platform} takes at most ${partMaxMedia} image${partMaxMedia === 1 ? '' : 's'} ${itsImages}; ${part === 0 ? 'this one' : `reply ${part}`} has ${content.mediaIds.length}.`,
        );
      }
      if (part === 0 && content.mediaIds.length < rules.minMedia) {
        partProblem(
          'media_required',
          `A post to ${platform} needs at least ${rules.minMedia} image${rules.minMedia === 1 ? '' : 's'}.`,
        );
      }
      const sizes = new Set(content.media.map((m) => `${m.width} × ${m.height}`));
      const carousel = rules.carouselSameSize && sizes.size > 1 ? content.media[0] : undefined;
      // The service re-encodes for a connector that converts; an agent posts the files as they are.
      const types =
        connection !== 'agent_session' && connector?.convertsMedia ? LIBRARY_TYPES : rules.mediaTypes;
      // Files the platform downloads as they are must already be within its limits.
      const limits = types === LIBRARY_TYPES ? undefined : rules.imageLimits;
      const variantOf = (item: MediaRecord) => {
        const made = variants.find((v) => v.mediaId === item.id);
        if (made) return made;
        const spec = variantFor(item, { types, limits, size: carousel });
        if (spec) variants.push(spec);
        return spec;
      };
      const fixOfItem = (item: MediaRecord) => {
        const spec = variantOf(item);
        return spec && fixOf([spec]);
      };
      if (carousel) {
        const differing = content.media.filter(
          (m) => m.width !== carousel.width || m.height !== carousel.height,
        );
        partProblem(
          'carousel_sizes_differ',
          `A ${platform} carousel takes images of one size; ${part === 0 ? 'this post' : `reply ${part}`} has ${[...sizes].join(', ')}.`,
          fixOf(differing.flatMap((m) => variantOf(m) ?? [])),
        );
      }
      for (const item of content.media) {
        if (!(types as readonly string[]).includes(item.mimeType)) {
          partProblem(
            'media_type_unsupported',
            `${platform} does not take ${item.mimeType} images (${item.id}); it takes ${types.join(', ')}.`,
            fixOfItem(item),
          );
        }
        const limit = limits ? imageLimitProblem(platform, item) : undefined;
        if (limit) partProblem('media_out_of_limits', `${limit} (${item.id})`, fixOfItem(item));
        const alt = altTextOf(post, item);
        if (alt !== undefined && countGraphemes(alt) > rules.maxAltText) {
          partProblem(
            'alt_text_too_long',
            `The alt text of ${item.id} is ${countGraphemes(alt)} characters; ${platform} takes at most ${rules.maxAltText}.`,
          );
        }
      }
    }
  }
  return { targets, problems, maxCost: targets.reduce((sum, t) => sum + t.cost, 0) };
}
