/**
 * Named shapes of the API, taken from the types generated from its OpenAPI document (`openapi.ts`):
 * what the client's calls take and answer. Nothing here is written by hand but the names.
 */
import type { components, paths } from './openapi.js';

type Schemas = components['schemas'];

/** The JSON body an operation takes. */
export type BodyOf<P extends keyof paths, M extends 'post' | 'put' | 'patch'> =
  NonNullable<paths[P][M]> extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;

/**
 * The query parameters an operation takes. `cursor` (a page's `nextCursor`) starts the list at that
 * page; the pages after it are fetched by the client.
 */
export type FiltersOf<P extends keyof paths> = NonNullable<
  NonNullable<paths[P]['get']>['parameters']['query']
>;

/** What an operation answers under `data` with a status. */
export type DataOf<P extends keyof paths, M extends 'get' | 'post' | 'patch' | 'delete', S extends number> =
  NonNullable<paths[P][M]> extends {
    responses: { [K in S]: { content: { 'application/json': { data: infer D } } } };
  }
    ? D
    : never;

export type Me = Schemas['Me'];
export type User = Schemas['User'];
/** A browser's sign-in (`GET /sessions`). */
export type SignInSession = Schemas['Session'];
export type SignedIn = Schemas['SignedIn'];
export type Platform = Schemas['Platform'];
export type Workspace = Schemas['Workspace'];
export type Token = Schemas['Token'];
export type NewToken = Schemas['NewToken'];
export type AccountUser = Schemas['AccountUser'];
export type PendingInvitation = Schemas['PendingInvitation'];
export type Invitation = Schemas['Invitation'];
export type Preset = Schemas['Preset'];
export type Credits = Schemas['Credits'];
export type CreditPack = Schemas['CreditPack'];
export type LedgerEntry = Schemas['LedgerEntry'];
export type Quote = Schemas['Quote'];
export type MediaItem = Schemas['MediaItem'];
export type UploadTicket = Schemas['UploadTicket'];
export type Campaign = Schemas['Campaign'];
export type Generation = Schemas['Generation'];
export type GenerationOutput = Generation['outputs'][number];
export type Storyboard = Schemas['Storyboard'];
export type SocialAccount = Schemas['SocialAccount'];
export type NewSocialAccount = Schemas['NewSocialAccount'];
export type PendingConnection = Schemas['PendingConnection'];
export type Post = Schemas['Post'];
export type Publication = Schemas['Publication'];
export type MediaFix = Schemas['MediaFix'];
export type PublicationTarget = Publication['targets'][number];
export type Handoff = Schemas['Handoff'];
export type HandoffTask = Schemas['HandoffTask'];
export type Webhook = Schemas['Webhook'];
export type NewWebhook = Schemas['NewWebhook'];
export type WebhookDelivery = Schemas['WebhookDelivery'];
/** The body a webhook receives (after its Standard Webhooks signature is verified), told apart by `type`. */
export type WebhookEvent = Schemas['WebhookEvent'];
export type WebhookEventType = WebhookEvent['type'];
/** The body of one event type: `WebhookEventOf<'generation.succeeded'>['data'].id`. */
export type WebhookEventOf<T extends WebhookEventType> = Extract<WebhookEvent, { type: T }>;
export type Brand = Schemas['Brand'];
export type BrandFont = Schemas['BrandFont'];
/** One picture drawn with a brand before it is saved (`image` is a `data:` URL). */
export type BrandPreview = Schemas['BrandPreview'];

export type PresetGenerationInput = BodyOf<'/v1/generations/preset', 'post'>;
export type ImageGenerationInput = BodyOf<'/v1/generations/image', 'post'>;
export type CutoutGenerationInput = BodyOf<'/v1/generations/cutout', 'post'>;
export type CopyInput = BodyOf<'/v1/generations/copy', 'post'>;
export type CopyResult = DataOf<'/v1/generations/copy', 'post', 200>;
export type CopyVariant = CopyResult['variants'][number];
export type UploadUrlInput = BodyOf<'/v1/media/upload-url', 'post'>;
export type CampaignInput = BodyOf<'/v1/campaigns', 'post'>;
export type CampaignChange = BodyOf<'/v1/campaigns/{id}', 'patch'>;
export type SocialAccountInput = BodyOf<'/v1/social-accounts', 'post'>;
export type ConnectInput = BodyOf<'/v1/social-accounts/connect', 'post'>;
export type PostInput = BodyOf<'/v1/posts', 'post'>;
export type PostChange = BodyOf<'/v1/posts/{id}', 'patch'>;
export type PublishInput = BodyOf<'/v1/posts/{id}/publish', 'post'>;
export type RetryInput = BodyOf<'/v1/posts/{id}/retry', 'post'>;
export type HandoffReport = BodyOf<'/v1/posts/{id}/targets/{socialAccountId}/report', 'post'>;
export type PublishCost = DataOf<'/v1/posts/{id}/publish', 'get', 200>;
export type CheckoutSession = DataOf<'/v1/credits/checkout', 'post', 200>;
export type ConnectStart = DataOf<'/v1/social-accounts/connect', 'post', 200>;
export type PurchaseLink = DataOf<'/v1/credits/purchase-link', 'get', 200>;
export type WebhookInput = BodyOf<'/v1/webhooks', 'post'>;
export type WorkspaceInput = BodyOf<'/v1/workspaces', 'post'>;
export type WorkspaceChange = BodyOf<'/v1/workspaces/{workspace_id}', 'patch'>;
export type SignInInput = BodyOf<'/v1/sessions', 'post'>;
export type BootstrapInput = BodyOf<'/v1/users/bootstrap', 'post'>;
export type SocialAccountChange = BodyOf<'/v1/social-accounts/{id}', 'patch'>;
export type TextCountInput = BodyOf<'/v1/platforms/count', 'post'>;
export type TextCount = DataOf<'/v1/platforms/count', 'post', 200>[number];
export type TokenInput = BodyOf<'/v1/tokens', 'post'>;
export type InvitationInput = BodyOf<'/v1/invitations', 'post'>;
export type UserChange = BodyOf<'/v1/users/{id}', 'patch'>;
export type BrandInput = BodyOf<'/v1/brand', 'put'>;
export type BrandPreviewInput = BodyOf<'/v1/brand/preview', 'post'>;

export type MediaFilters = FiltersOf<'/v1/media'>;
export type GenerationFilters = FiltersOf<'/v1/generations'>;
export type PostFilters = FiltersOf<'/v1/posts'>;
export type CampaignFilters = FiltersOf<'/v1/campaigns'>;
export type ListOptions = { limit?: number | undefined; cursor?: string | undefined };
