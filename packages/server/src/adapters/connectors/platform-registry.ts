/**
 * Every platform the service delivers to itself, each by the function that builds its connector
 * and, by how its accounts connect, the sign-in that goes with it: an OAuth 2 platform's sign-in
 * (`oauth`), an app-password platform's check of the credentials a user gives (`check`, Bluesky),
 * or nothing more for a platform an account names the address of (`webhook`). Adding a platform is
 * one line in `PLATFORM_FACTORIES`; whether it is offered is then the operator's choice: platforms
 * with an app (`<PLATFORM>_CLIENT_ID` and `_CLIENT_SECRET`) are built, the others are not; every
 * other platform (Mastodon, which registers the service per instance, Bluesky, webhooks) is always
 * built.
 */
import type { Config } from '../../config.js';
import { isOAuthAppPlatform, type SocialPlatform } from '../../domain/publishing/platforms.js';
import type { CredentialCheck, OAuthPlatformEntry } from '../../domain/publishing/publishing-deps.js';
import type { Connector } from '../../ports/connector.js';
import type { OAuthPlatform, PlatformAdapterDeps } from '../../ports/oauth-platform.js';
import type { WebhookSigner } from '../../ports/webhook-signer.js';
import { createBlueskyConnector } from './bluesky-connector.js';
import { createFacebookPlatform } from './facebook-connector.js';
import { createInstagramPlatform } from './instagram-connector.js';
import { createLinkedInPlatform } from './linkedin-connector.js';
import { createMastodonPlatform } from './mastodon-connector.js';
import { createPinterestPlatform } from './pinterest-connector.js';
import { createThreadsPlatform } from './threads-connector.js';
import { createTiktokPlatform } from './tiktok-connector.js';
import { createWebhookConnector } from './webhook-connector.js';
import { createXPlatform } from './x-connector.js';

/** What every platform's connector is built from. */
export interface ConnectorDeps extends PlatformAdapterDeps {
  /** Signs a `webhook` account's deliveries. */
  signer: WebhookSigner;
  /** The server of Bluesky accounts that name none (BLUESKY_API_URL). */
  blueskyApiUrl: string;
}

/** One platform's connector, with the sign-in its accounts connect through. */
export interface PlatformParts {
  connector: Connector;
  /** The platform's OAuth 2 sign-in (connect styles `oauth-app`, `oauth-instance`). */
  oauth?: OAuthPlatform;
  /** Checks the credentials a user gives and says whose they are (connect style `app-password`). */
  check?: CredentialCheck;
}

export type PlatformFactory = (deps: ConnectorDeps) => PlatformParts;

export const PLATFORM_FACTORIES: Readonly<Record<SocialPlatform, PlatformFactory>> = {
  x: createXPlatform,
  instagram: createInstagramPlatform,
  tiktok: createTiktokPlatform,
  linkedin: createLinkedInPlatform,
  facebook: createFacebookPlatform,
  threads: createThreadsPlatform,
  pinterest: createPinterestPlatform,
  bluesky: (deps) => {
    const connector = createBlueskyConnector({
      outbound: deps.outbound,
      images: deps.images,
      defaultService: deps.blueskyApiUrl,
    });
    return { connector, check: connector.check };
  },
  mastodon: createMastodonPlatform,
  webhook: (deps) => ({ connector: createWebhookConnector(deps) }),
};

export interface BuiltPlatforms {
  /** The connector of each platform built. */
  connectors: Partial<Record<SocialPlatform, Connector>>;
  /** The signing-in half of the OAuth 2 platforms, with the operator's app where the platform has one. */
  oauth: Partial<Record<SocialPlatform, OAuthPlatformEntry>>;
  /** The checks of the platforms whose accounts connect with credentials a user gives. */
  credentialChecks: Partial<Record<SocialPlatform, CredentialCheck>>;
}

/**
 * Builds the connectors of the platforms this server offers. `factories` stand in for the table's
 * (tests put a double of a platform there); configuration decides which are built all the same.
 */
export function buildPlatforms(
  config: Pick<Config, 'oauthApps' | 'limitedAccess'>,
  deps: ConnectorDeps,
  factories: Partial<Record<SocialPlatform, PlatformFactory>> = {},
): BuiltPlatforms {
  const built: BuiltPlatforms = { connectors: {}, oauth: {}, credentialChecks: {} };
  const all = { ...PLATFORM_FACTORIES, ...factories };
  for (const [platform, factory] of Object.entries(all) as [SocialPlatform, PlatformFactory][]) {
    const app = isOAuthAppPlatform(platform) ? config.oauthApps[platform] : undefined;
    if (isOAuthAppPlatform(platform) && !app) continue;
    const limited = (config.limitedAccess as readonly string[]).includes(platform);
    const parts = factory(limited ? { ...deps, limitedAccess: true } : deps);
    built.connectors[platform] = parts.connector;
    if (parts.oauth) built.oauth[platform] = { oauth: parts.oauth, ...(app ? { app } : {}) };
    if (parts.check) built.credentialChecks[platform] = parts.check;
  }
  return built;
}
