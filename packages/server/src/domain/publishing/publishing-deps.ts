import type { BlobStore } from '../../ports/blob-store.js';
import type { Clock } from '../../ports/clock.js';
import type { Connector } from '../../ports/connector.js';
import type { ImageProcessor } from '../../ports/image-processor.js';
import type { JobQueue } from '../../ports/job-queue.js';
import type { Log } from '../../ports/log.js';
import type { OAuthClient, OAuthPlatform } from '../../ports/oauth-platform.js';
import type { OutboundHttp } from '../../ports/outbound-http.js';
import type { Store } from '../../ports/persistence/store.js';
import type { SecretBox } from '../../ports/secret-box.js';
import type { WebhookSigner } from '../../ports/webhook-signer.js';
import type { CreditLedger } from '../credits/credit-ledger.js';
import type { EventOutbox } from '../webhooks/event-outbox.js';
import type { PublishCosts, SocialPlatform } from './platforms.js';

/** Signs in with credentials a user gave (a Bluesky app password) and says whose they are. */
export type CredentialCheck = (
  credentials: unknown,
  signal: AbortSignal,
) => Promise<{ handle: string; externalId: string; credentials: unknown }>;

/** A platform the service signs in to, and the app the operator registered with it. */
export interface OAuthPlatformEntry {
  oauth: OAuthPlatform;
  /** Absent for a platform that registers the service on each instance (Mastodon). */
  app?: OAuthClient;
}

/** Everything the publishing use cases need, handed over by the composition root. */
export interface PublishingDeps {
  store: Store;
  clock: Clock;
  credits: CreditLedger;
  jobs: JobQueue;
  blobs: BlobStore;
  /** Makes the variants a publish with `autoFix` posts. */
  images: ImageProcessor;
  secrets: SecretBox;
  outbound: OutboundHttp;
  signer: WebhookSigner;
  events: EventOutbox;
  /** The platforms the service delivers to itself; the others only through agent sessions. */
  connectors: Partial<Record<SocialPlatform, Connector>>;
  /** Platforms whose accounts are created with credentials checked against the platform. */
  credentialChecks: Partial<Record<SocialPlatform, CredentialCheck>>;
  /** The platforms whose accounts connect through the platform's own sign-in, as configured. */
  oauth: Partial<Record<SocialPlatform, OAuthPlatformEntry>>;
  /** Origins the connect flow may send the browser back to: PUBLIC_URL's own and CONNECT_REDIRECT_ORIGINS. */
  connectRedirectOrigins: readonly string[];
  /**
   * Whether platforms that download a post's images from their URL can reach PUBLIC_URL: a public
   * address, or ALLOW_PRIVATE_TARGETS (development, tests).
   */
  publicUrlReachable: boolean;
  publishCosts: PublishCosts;
  publicUrl: string;
  /** The first retry of a delivery waits this long, each later one three times longer. */
  retryBaseMs: number;
  /**
   * The longest one delivery attempt may take, whatever its connector's own time limits: below the
   * job's time limit, so that the queue never runs a delivery again while its attempt is still on.
   */
  attemptLimitMs: number;
  log: Log;
}
