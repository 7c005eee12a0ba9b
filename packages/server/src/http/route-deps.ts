import type { AccountsDeps } from '../domain/accounts.js';
import type { BrandPreviewDeps } from '../domain/brand/brand-preview.js';
import type { CampaignDeps } from '../domain/campaigns.js';
import type { CreditLedger } from '../domain/credits/credit-ledger.js';
import type { PurchaseDeps } from '../domain/credits/credit-purchases.js';
import type { GenerationDeps } from '../domain/generations/generation-deps.js';
import type { CompleteUploadDeps } from '../domain/media/complete-upload.js';
import type { ImportDeps } from '../domain/media/import-media.js';
import type { LibraryDeps } from '../domain/media/library.js';
import type { UploadDeps } from '../domain/media/uploads.js';
import type { PublishingDeps } from '../domain/publishing/publishing-deps.js';
import type { UserDeps } from '../domain/users/sessions.js';
import type { WebhookDeps } from '../domain/webhooks/webhooks.js';
import type { Clock } from '../ports/clock.js';
import type { Store } from '../ports/persistence/store.js';

/**
 * What routes are given: the dependencies of the domain's use cases and a few values, never the
 * whole composition. A route validates, calls the domain and shapes the answer.
 */
export interface RouteDeps {
  /** The service's own address; every URL in a response is built on it. */
  publicUrl: string;
  /** Where to buy credits (`GET /credits/purchase-link`; every 402 carries it too). */
  purchaseUrl: string;
  /** What the operator says about getting credits (PURCHASE_INSTRUCTIONS, PURCHASE_CONTACT). */
  purchaseHelp: PurchaseHelp;
  accounts: AccountsDeps;
  credits: CreditLedger;
  /** Credit packs sold through Stripe Checkout. */
  purchases: PurchaseDeps;
  uploads: UploadDeps;
  media: CompleteUploadDeps & LibraryDeps;
  /** Images fetched from an address by the service (`POST /media/import`). */
  imports: ImportDeps;
  campaigns: CampaignDeps;
  /** The workspace's brand kit: its versions, fonts and logos. */
  brand: BrandPreviewDeps;
  generations: GenerationDeps;
  publishing: PublishingDeps;
  webhooks: WebhookDeps;
  users: UserDeps;
}

export interface PurchaseHelp {
  /** Markdown. */
  instructions?: string | undefined;
  /** An email address or an http(s) URL. */
  contact?: string | undefined;
}

/** What the cross-cutting plugins (authentication, workspace scope, idempotency) need: ports. */
export interface PluginDeps {
  store: Store;
  clock: Clock;
  publicUrl: string;
}
