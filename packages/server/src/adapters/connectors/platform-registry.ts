/**
 * The platforms the service signs in to with OAuth 2 and delivers to itself, each by the function
 * that builds its adapter. Adding a platform is one line in `PLATFORM_FACTORIES`; whether it is
 * offered is then the operator's choice: platforms with an app (`<PLATFORM>_CLIENT_ID` and
 * `_CLIENT_SECRET`) are built, the others are not; a platform that registers the service per
 * instance (Mastodon) is always built.
 */
import type { Config } from '../../config.js';
import {
  type ConnectFlowPlatform,
  isOAuthAppPlatform,
  type SocialPlatform,
} from '../../domain/publishing/platforms.js';
import type { OAuthPlatformEntry } from '../../domain/publishing/publishing-deps.js';
import type { Connector } from '../../ports/connector.js';
import type { PlatformAdapter, PlatformAdapterDeps } from '../../ports/oauth-platform.js';
import { createFacebookPlatform } from './facebook-connector.js';
import { createInstagramPlatform } from './instagram-connector.js';
import { createLinkedInPlatform } from './linkedin-connector.js';
import { createMastodonPlatform } from './mastodon-connector.js';
import { createPinterestPlatform } from './pinterest-connector.js';
import { createThreadsPlatform } from './threads-connector.js';
import { createTiktokPlatform } from './tiktok-connector.js';
import { createXPlatform } from './x-connector.js';

export type PlatformFactory = (deps: PlatformAdapterDeps) => PlatformAdapter;

export const PLATFORM_FACTORIES: Readonly<Partial<Record<ConnectFlowPlatform, PlatformFactory>>> = {
  x: createXPlatform,
  linkedin: createLinkedInPlatform,
  instagram: createInstagramPlatform,
  facebook: createFacebookPlatform,
  threads: createThreadsPlatform,
  tiktok: createTiktokPlatform,
  pinterest: createPinterestPlatform,
  mastodon: createMastodonPlatform,
};

export interface BuiltPlatforms {
  /** The delivering half of each adapter built. */
  connectors: Partial<Record<SocialPlatform, Connector>>;
  /** The signing-in half, with the operator's app where the platform has one. */
  oauth: Partial<Record<SocialPlatform, OAuthPlatformEntry>>;
}

/**
 * Builds the adapters of the platforms this server offers. `factories` stand in for the table's
 * (tests put a double of a platform there); configuration decides which are built all the same.
 */
export function buildPlatforms(
  config: Pick<Config, 'oauthApps' | 'limitedAccess'>,
  deps: PlatformAdapterDeps,
  factories: Partial<Record<ConnectFlowPlatform, PlatformFactory>> = {},
): BuiltPlatforms {
  const built: BuiltPlatforms = { connectors: {}, oauth: {} };
  const all = { ...PLATFORM_FACTORIES, ...factories };
  for (const [platform, factory] of Object.entries(all) as [ConnectFlowPlatform, PlatformFactory][]) {
    const app = isOAuthAppPlatform(platform) ? config.oauthApps[platform] : undefined;
    if (isOAuthAppPlatform(platform) && !app) continue;
    const limited = (config.limitedAccess as readonly string[]).includes(platform);
    const adapter = factory(limited ? { ...deps, limitedAccess: true } : deps);
    built.connectors[platform] = adapter.connector;
    built.oauth[platform] = { oauth: adapter.oauth, ...(app ? { app } : {}) };
  }
  return built;
}
