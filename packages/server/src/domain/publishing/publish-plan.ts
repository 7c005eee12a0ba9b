/**
 * What publishing a post would do, and everything that stops it: the one check that ★9 shows and
 * ★8 (and a retry) enforces, so the preview and the real publish can never disagree.
 */
import type { MediaRecord } from '../../ports/persistence/media.js';
import type { PostRecord, TargetError } from '../../ports/persistence/posts.js';
import type { SocialAccountRecord, SocialConnection } from '../../ports/persistence/social-accounts.js';
import { countGraphemes } from '../copy/graphemes.js';
import {
  imageLimitProblem,
  isOAuthAppPlatform,
  LIBRARY_TYPES,
  PLATFORM_RULES,
  type SocialPlatform,
} from './platforms.js';
import { liveMedia } from './publication.js';
import type { PublishingDeps } from './publishing-deps.js';

export interface PlannedTarget {
  account: SocialAccountRecord;
  platform: SocialPlatform;
  connection: SocialConnection;
  /** Credits the delivery costs: the operator's price for the platform, 0 for an agent session. */
  cost: number;
  /** The caption for this platform (its override, else the post's). */
  text: string;
  media: MediaRecord[];
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
  | 'alt_text_too_long';

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
};

export interface PublishProblem {
  socialAccountId: string;
  platform: SocialPlatform;
  code: ProblemCode;
  message: string;
}

export interface PublicationPlan {
  targets: PlannedTarget[];
  problems: PublishProblem[];
  /** The most the publish can cost: every target delivered. */
  maxCost: number;
  /** The post's images still in the library, in its order: what its targets go out with. */
  media: MediaRecord[];
}

/**
 * Plans the publish of `post` to its accounts, or to `only` some of them (a retry). Every problem
 * is listed, not just the first, each naming its account, platform and the limit it breaks.
 */
export async function planPublication(
  deps: Pick<PublishingDeps, 'store' | 'connectors' | 'publishCosts' | 'publicUrlReachable'>,
  post: PostRecord,
  only?: readonly string[],
): Promise<PublicationPlan> {
  const accountIds = only ?? post.socialAccountIds;
  const accounts = await deps.store.socialAccounts.findMany(accountIds);
  const media = await liveMedia(deps.store, post);
  const missingMedia = post.mediaIds.filter((id) => !media.some((m) => m.id === id));
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
    targets.push({
      account,
      platform,
      connection,
      cost: connection === 'agent_session' ? 0 : deps.publishCosts[platform],
      text,
      media,
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
      post.mediaIds.length > 0 &&
      !deps.publicUrlReachable
    ) {
      problem(
        'public_url_unreachable',
        `${platform} downloads a post's images from this server's PUBLIC_URL, which is a local or private address that ${platform} cannot reach; the operator must set PUBLIC_URL to a public address (or ALLOW_PRIVATE_TARGETS=true when the platform runs locally).`,
      );
    }

    const count = rules.count(text);
    if (count > rules.maxText) {
      problem(
        'caption_too_long',
        `The caption for ${platform} is ${count} ${rules.counting === 'characters' ? 'characters' : `long (${rules.counting})`}; ${platform} takes at most ${rules.maxText}.`,
      );
    }
    if (text.trim() === '' && post.mediaIds.length === 0) {
      problem('empty_post', `A post to ${platform} needs a caption or an image.`);
    }
    for (const mediaId of missingMedia) {
      problem(
        'media_not_found',
        `The image ${mediaId} was deleted from the library; remove it from the post.`,
      );
    }
    if (post.mediaIds.length > rules.maxMedia) {
      problem(
        'too_many_media',
        `${platform} takes at most ${rules.maxMedia} images a post; this one has ${post.mediaIds.length}.`,
      );
    }
    if (post.mediaIds.length < rules.minMedia) {
      problem(
        'media_required',
        `A post to ${platform} needs at least ${rules.minMedia} image${rules.minMedia === 1 ? '' : 's'}.`,
      );
    }
    // The service re-encodes for a connector that converts; an agent posts the files as they are.
    const types =
      connection !== 'agent_session' && connector?.convertsMedia ? LIBRARY_TYPES : rules.mediaTypes;
    for (const item of media) {
      if (!(types as readonly string[]).includes(item.mimeType)) {
        problem(
          'media_type_unsupported',
          `${platform} does not take ${item.mimeType} images (${item.id}); it takes ${types.join(', ')}.`,
        );
      }
      // Files the platform downloads as they are must already be within its limits.
      const limit = types === LIBRARY_TYPES ? undefined : imageLimitProblem(platform, item);
      if (limit) problem('media_out_of_limits', `${limit} (${item.id})`);
      const alt = post.altTexts[item.id];
      if (alt !== undefined && countGraphemes(alt) > rules.maxAltText) {
        problem(
          'alt_text_too_long',
          `The alt text of ${item.id} is ${countGraphemes(alt)} characters; ${platform} takes at most ${rules.maxAltText}.`,
        );
      }
    }
  }
  return { targets, problems, maxCost: targets.reduce((sum, t) => sum + t.cost, 0), media };
}
