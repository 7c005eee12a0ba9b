/**
 * Publishing: the platforms and the social accounts connected to them, posts and their publishes,
 * the hand-offs agents post, and the webhooks told of what happens.
 */
import { type Calls, enc } from './calls.js';
import type { Query, RequestOptions } from './transport.js';
import type {
  ConnectInput,
  ConnectStart,
  HandoffReport,
  HandoffTask,
  ListOptions,
  NewSocialAccount,
  NewWebhook,
  PendingConnection,
  Platform,
  Post,
  PostChange,
  PostFilters,
  PostInput,
  Publication,
  PublishCost,
  PublishInput,
  RetryInput,
  SocialAccount,
  SocialAccountChange,
  SocialAccountInput,
  TextCount,
  TextCountInput,
  Webhook,
  WebhookDelivery,
  WebhookInput,
} from './types.js';

export const platformsSection = (calls: Calls) => ({
  /** How each platform connects, whether this server offers it, what a post may hold and costs. */
  list: (options?: RequestOptions) => calls.data<Platform[]>('GET', '/platforms', undefined, options),
  /** A caption counted the way each platform counts it, as a publish checks it. */
  count: (input: TextCountInput, options?: RequestOptions) =>
    calls.data<TextCount[]>('POST', '/platforms/count', input, options),
});

export const socialAccountsSection = (calls: Calls) => ({
  create: (input: SocialAccountInput, options?: RequestOptions) =>
    calls.data<NewSocialAccount>('POST', '/social-accounts', input, options),
  list: (filters: ListOptions = {}, options?: RequestOptions) =>
    calls.list<SocialAccount>('/social-accounts', filters, options),
  get: (id: string, options?: RequestOptions) =>
    calls.data<SocialAccount>('GET', `/social-accounts/${enc(id)}`, undefined, options),
  delete: (id: string, options?: RequestOptions) =>
    calls.data<void>('DELETE', `/social-accounts/${enc(id)}`, undefined, options),
  /**
   * Starts a platform's sign-in; send the person to `authorizeUrl`, in a browser signed in to
   * Contentforge as an editor or owner of the account (only such a browser may finish it).
   */
  connect: (input: ConnectInput, options?: RequestOptions) =>
    calls.data<ConnectStart>('POST', '/social-accounts/connect', input, options),
  pendingConnection: (id: string, options?: RequestOptions) =>
    calls.data<PendingConnection>('GET', `/social-accounts/connect/${enc(id)}`, undefined, options),
  /** After a sign-in offering several pages or boards: publish to this one. */
  chooseDestination: (connectionId: string, destinationId: string, options?: RequestOptions) =>
    calls.data<SocialAccount>(
      'POST',
      `/social-accounts/connect/${enc(connectionId)}`,
      { destinationId },
      options,
    ),
  /** Connects an account again with new credentials (Bluesky) or a new receiver (webhook). */
  reconnect: (id: string, change: SocialAccountChange, options?: RequestOptions) =>
    calls.data<SocialAccount>('PATCH', `/social-accounts/${enc(id)}`, change, options),
});

export const postsSection = (calls: Calls) => ({
  create: (input: PostInput, options?: RequestOptions) => calls.data<Post>('POST', '/posts', input, options),
  list: (filters: PostFilters = {}, options?: RequestOptions) =>
    calls.list<Post>('/posts', filters as Query, options),
  get: (id: string, options?: RequestOptions) =>
    calls.data<Post>('GET', `/posts/${enc(id)}`, undefined, options),
  update: (id: string, change: PostChange, options?: RequestOptions) =>
    calls.data<Post>('PATCH', `/posts/${enc(id)}`, change, options),
  delete: (id: string, options?: RequestOptions) =>
    calls.data<void>('DELETE', `/posts/${enc(id)}`, undefined, options),
  /** The most a publish can cost, the balance, and every problem a publish would refuse. */
  publishCost: (id: string, options?: RequestOptions) =>
    calls.data<PublishCost>('GET', `/posts/${enc(id)}/publish`, undefined, options),
  /** Moves a scheduled post to another time; its reserved credits stay reserved. */
  reschedule: (id: string, scheduledAt: string, options?: RequestOptions) =>
    calls.data<Post>('POST', `/posts/${enc(id)}/reschedule`, { scheduledAt }, options),
  /** Publishes now (or at `scheduledAt`); `PublishBlockedError` lists what stops it. */
  publish: (id: string, input: PublishInput = {}, options?: RequestOptions) =>
    calls.paid<Publication>(`/posts/${enc(id)}/publish`, input, options),
  /** What a retry would reserve, checked exactly as a real one, charging nothing. */
  quoteRetry: (id: string, input: RetryInput = {}, options?: RequestOptions) =>
    calls.quote(`/posts/${enc(id)}/retry`, input, options),
  /** Sends failed targets again (and `unknown` ones with `includeUnknown`). */
  retry: (id: string, input: RetryInput = {}, options?: RequestOptions) =>
    calls.paid<Publication>(`/posts/${enc(id)}/retry`, input, options),
  /** An agent reports how a hand-off went (agent tokens). */
  report: (id: string, socialAccountId: string, report: HandoffReport, options?: RequestOptions) =>
    calls.data<Publication>(
      'POST',
      `/posts/${enc(id)}/targets/${enc(socialAccountId)}/report`,
      report,
      options,
    ),
});

export const handoffsSection = (calls: Calls) => ({
  /** Hand-offs agents have to post and report (`pending` by default). */
  list: (
    filters: ListOptions & { status?: 'pending' | 'unknown' | 'all'; socialAccountId?: string } = {},
    options?: RequestOptions,
  ) => calls.list<HandoffTask>('/handoffs', filters, options),
});

export const webhooksSection = (calls: Calls) => ({
  create: (input: WebhookInput, options?: RequestOptions) =>
    calls.data<NewWebhook>('POST', '/webhooks', input, options),
  list: (filters: ListOptions = {}, options?: RequestOptions) =>
    calls.list<Webhook>('/webhooks', filters, options),
  get: (id: string, options?: RequestOptions) =>
    calls.data<Webhook>('GET', `/webhooks/${enc(id)}`, undefined, options),
  delete: (id: string, options?: RequestOptions) =>
    calls.data<void>('DELETE', `/webhooks/${enc(id)}`, undefined, options),
  deliveries: (id: string, filters: ListOptions = {}, options?: RequestOptions) =>
    calls.list<WebhookDelivery>(`/webhooks/${enc(id)}/deliveries`, filters, options),
});
