import { buildPlatforms, type PlatformFactory } from '../adapters/connectors/platform-registry.js';
import type { Config } from '../config.js';
import type { ConnectFlowPlatform } from '../domain/publishing/platforms.js';
import type { PublishingDeps } from '../domain/publishing/publishing-deps.js';
import { isPublicHost } from './hosts.js';

/** Connectors and platform adapters tests put in place of the built-in ones. */
export interface PublishingOverrides {
  /** Connectors to use instead of (or besides) the built-in ones, by platform. */
  connectors?: PublishingDeps['connectors'];
  /** Platform adapters to build instead of the registry's (still only for configured platforms). */
  platforms?: Partial<Record<ConnectFlowPlatform, PlatformFactory>>;
  /** How long platform adapters wait between status polls (media processing). */
  platformPollIntervalMs?: number;
}

/** What publishing is built from: the parts the rest of the services already made. */
export type PublishingParts = Pick<
  PublishingDeps,
  | 'store'
  | 'clock'
  | 'credits'
  | 'jobs'
  | 'blobs'
  | 'images'
  | 'secrets'
  | 'outbound'
  | 'signer'
  | 'events'
  | 'log'
>;

/** The connectors of the ten platforms (as configured) and the rules publishing runs by. */
export function createPublishing(
  config: Config,
  parts: PublishingParts,
  engines: PublishingOverrides,
): PublishingDeps {
  const { outbound, images, clock, signer } = parts;
  const platforms = buildPlatforms(
    config,
    {
      outbound,
      images,
      clock,
      signer,
      blueskyApiUrl: config.blueskyApiUrl,
      timeoutMs: config.deliveryTimeoutMs,
      ...(engines.platformPollIntervalMs !== undefined
        ? { pollIntervalMs: engines.platformPollIntervalMs }
        : {}),
    },
    engines.platforms,
  );
  return {
    ...parts,
    connectors: { ...platforms.connectors, ...engines.connectors },
    credentialChecks: platforms.credentialChecks,
    oauth: platforms.oauth,
    connectRedirectOrigins: [new URL(config.publicUrl).origin, ...config.connectRedirectOrigins],
    publicUrlReachable: config.allowPrivateTargets || isPublicHost(new URL(config.publicUrl).hostname),
    publishCosts: config.publishCosts,
    publicUrl: config.publicUrl,
    retryBaseMs: config.deliveryRetryBaseMs,
    // Ten minutes at most, and always within the job's time limit (validated to exceed the delivery time-out).
    attemptLimitMs: Math.min(10 * 60_000, config.jobTimeoutSeconds * 1000 - 1000),
  };
}
