/**
 * The persistence port: the repositories of every aggregate, and transactions across them. What the
 * domain needs from a database, nothing about SQL; one implementation (Kysely over SQLite or
 * PostgreSQL) lives in adapters/db.
 */
import type { AccountRepository } from './accounts.js';
import type { BrandRepository } from './brand.js';
import type { CampaignRepository } from './campaigns.js';
import type { CreditRepository } from './credits.js';
import type { GenerationRepository } from './generations.js';
import type { IdempotencyRepository } from './idempotency.js';
import type { JobRepository } from './jobs.js';
import type { MediaRepository } from './media.js';
import type { OAuthConnectionRepository } from './oauth-connections.js';
import type { PostRepository } from './posts.js';
import type { PurchaseRepository } from './purchases.js';
import type { ServiceStateRepository } from './service-state.js';
import type { SocialAccountRepository } from './social-accounts.js';
import type { TokenRepository } from './tokens.js';
import type { UploadRepository } from './uploads.js';
import type { InvitationRepository, SessionRepository, UserRepository } from './users.js';
import type { WebhookRepository } from './webhooks.js';

export interface Store {
  readonly accounts: AccountRepository;
  readonly tokens: TokenRepository;
  readonly credits: CreditRepository;
  readonly purchases: PurchaseRepository;
  readonly idempotency: IdempotencyRepository;
  readonly state: ServiceStateRepository;
  readonly uploads: UploadRepository;
  readonly media: MediaRepository;
  readonly campaigns: CampaignRepository;
  readonly generations: GenerationRepository;
  readonly jobs: JobRepository;
  readonly socialAccounts: SocialAccountRepository;
  readonly oauthConnections: OAuthConnectionRepository;
  readonly posts: PostRepository;
  readonly webhooks: WebhookRepository;
  readonly users: UserRepository;
  readonly sessions: SessionRepository;
  readonly invitations: InvitationRepository;
  readonly brand: BrandRepository;
  /** Runs `fn` in one transaction; inside a transaction it joins the one already open. */
  transaction<T>(fn: (tx: Store) => Promise<T>): Promise<T>;
}
