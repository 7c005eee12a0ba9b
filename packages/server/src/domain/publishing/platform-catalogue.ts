/**
 * What a person or a client needs to know about each platform before posting to it: how an account
 * is connected and whether this server offers that, what a post may hold, what a delivery costs —
 * and a caption counted each platform's way, by the same rules the publish check and the publish use, so a
 * composer's counter and a publish cannot disagree.
 */
import { type ConnectBy, platformSpec } from '@contentforge/platforms';
import type { SocialAccountRecord } from '../../ports/persistence/social-accounts.js';
import { PLATFORM_RULES, type PlatformRules, SOCIAL_PLATFORMS, type SocialPlatform } from './platforms.js';
import type { PublishingDeps } from './publishing-deps.js';
import { connectedAccountOf } from './social-accounts.js';

/** The longest a check waits for an account's server to say its own limit before using the usual one. */
const SERVER_LIMIT_WAIT_MS = 5000;

/**
 * How an account of the platform is connected: the platform's own sign-in, the same on an instance
 * the person names (Mastodon), an app password (Bluesky), or a receiver's address (webhook).
 */
export type ConnectWay = 'sign_in' | 'sign_in_instance' | 'app_password' | 'webhook_url';

export interface PlatformFacts {
  platform: SocialPlatform;
  name: string;
  connect: ConnectWay;
  /** This server can connect such an account (an app registered for sign-in platforms). */
  available: boolean;
  text: { limit: number; counting: string };
  media: { min: number; max: number; types: string[] };
  altText: { limit: number };
  /**
   * How the post's replies are published (a thread, comments under the post, or not at all) and
   * what one reply may hold: a comment's own limits where the platform has them.
   */
  replies: { as: 'thread' | 'comments' | 'none'; text?: { limit: number }; media?: { max: number } };
  /** The images can instead be published as one PDF document (`perPlatform.linkedin.format`). */
  documents: boolean;
  /** Credits one delivery costs (an agent's own account costs nothing). */
  cost: number;
  /** X only, when the operator prices it apart: what a post with a link costs. */
  costWithLink?: number;
}

export interface TextCount {
  platform: SocialPlatform;
  /** When counted for an account whose server sets its own limit (a Mastodon instance). */
  socialAccountId?: string;
  count: number;
  limit: number;
  over: boolean;
}

/** The API's name for each way an account connects. */
const CONNECT_WAYS: Readonly<Record<ConnectBy, ConnectWay>> = {
  'oauth-app': 'sign_in',
  'oauth-instance': 'sign_in_instance',
  'app-password': 'app_password',
  'webhook-url': 'webhook_url',
};

const connectWayOf = (platform: SocialPlatform): ConnectWay => CONNECT_WAYS[platformSpec(platform).connect];

function isAvailable(
  deps: Pick<PublishingDeps, 'oauth' | 'credentialChecks'>,
  platform: SocialPlatform,
): boolean {
  switch (connectWayOf(platform)) {
    case 'sign_in':
      return deps.oauth[platform]?.app !== undefined;
    case 'sign_in_instance':
      return deps.oauth[platform] !== undefined;
    case 'app_password':
      return deps.credentialChecks[platform] !== undefined;
    case 'webhook_url':
      return true;
  }
}

export function platformCatalogue(
  deps: Pick<PublishingDeps, 'oauth' | 'credentialChecks' | 'publishCosts'>,
): PlatformFacts[] {
  return SOCIAL_PLATFORMS.map((platform) => {
    const rules = PLATFORM_RULES[platform];
    return {
      platform,
      name: platformSpec(platform).name,
      connect: connectWayOf(platform),
      available: isAvailable(deps, platform),
      text: { limit: rules.maxText, counting: rules.counting },
      media: { min: rules.minMedia, max: rules.maxMedia, types: [...rules.mediaTypes] },
      altText: { limit: rules.maxAltText },
      replies: repliesOf(rules),
      documents: rules.documents,
      cost: deps.publishCosts[platform],
      ...(platform === 'x' && deps.publishCosts.x_with_link !== undefined
        ? { costWithLink: deps.publishCosts.x_with_link }
        : {}),
    };
  });
}

function repliesOf(rules: PlatformRules): PlatformFacts['replies'] {
  if (rules.replies === 'none') return { as: 'none' };
  const limits = rules.comments ?? { maxText: rules.maxText, maxMedia: rules.maxMedia };
  return { as: rules.replies, text: { limit: limits.maxText }, media: { max: limits.maxMedia } };
}

/** `text` counted the way each platform counts it, against its limit. */
export function countText(text: string, platforms: readonly SocialPlatform[]): TextCount[] {
  return platforms.map((platform) => {
    const rules = PLATFORM_RULES[platform];
    const count = rules.count(text);
    return { platform, count, limit: rules.maxText, over: count > rules.maxText };
  });
}

/**
 * The most a post's text may count for this account: its server's own limit when the service
 * delivers to a server that sets one (a Mastodon instance's `max_characters`), else the platform's.
 * The publish check, publish and the counter all ask here.
 */
export async function textLimitOf(
  deps: Pick<PublishingDeps, 'connectors' | 'secrets'>,
  account: SocialAccountRecord,
): Promise<number> {
  const usual = PLATFORM_RULES[account.platform].maxText;
  const connector = deps.connectors[account.platform];
  if (account.connection !== 'oauth' || !connector?.maxText || account.credentials === null) return usual;
  const said = await connector.maxText(
    connectedAccountOf(deps, account),
    AbortSignal.timeout(SERVER_LIMIT_WAIT_MS),
  );
  return said ?? usual;
}

/** `text` counted for each of these accounts, against the limit of the account's own server. */
export async function countTextFor(
  deps: Pick<PublishingDeps, 'connectors' | 'secrets'>,
  text: string,
  accounts: readonly SocialAccountRecord[],
): Promise<TextCount[]> {
  const counts: TextCount[] = [];
  for (const account of accounts) {
    const count = PLATFORM_RULES[account.platform].count(text);
    const limit = await textLimitOf(deps, account);
    counts.push({
      platform: account.platform,
      socialAccountId: account.id,
      count,
      limit,
      over: count > limit,
    });
  }
  return counts;
}
