/**
 * The Contentforge client: one method per API call, grouped by area, typed by the shapes generated
 * from the service's OpenAPI document, plus the helpers a caller would otherwise write each time —
 * `upload` (upload address, bytes, completion), `generatePreset` / `generateImage` / `removeBackground` (run and wait), list
 * iteration.
 */
import { GenerationFailedError, GenerationTimeoutError } from './errors.js';
import { type PageBody, PageRequest } from './pagination.js';
import type { ClientOptions, Query, RequestOptions } from './transport.js';
import { sleep, Transport } from './transport.js';
import type {
  AccountUser,
  BootstrapInput,
  Brand,
  BrandFont,
  BrandInput,
  BrandPreview,
  BrandPreviewInput,
  Campaign,
  CampaignChange,
  CampaignFilters,
  CampaignInput,
  CheckoutSession,
  ConnectInput,
  ConnectStart,
  CopyInput,
  CopyResult,
  CreditPack,
  Credits,
  CutoutGenerationInput,
  Generation,
  GenerationFilters,
  HandoffReport,
  HandoffTask,
  ImageGenerationInput,
  Invitation,
  InvitationInput,
  LedgerEntry,
  ListOptions,
  Me,
  MediaFilters,
  MediaItem,
  NewSocialAccount,
  NewToken,
  NewWebhook,
  PendingConnection,
  PendingInvitation,
  Platform,
  Post,
  PostChange,
  PostFilters,
  PostInput,
  Preset,
  PresetGenerationInput,
  Publication,
  PublishCost,
  PublishInput,
  PurchaseLink,
  Quote,
  RetryInput,
  SignedIn,
  SignInInput,
  SignInSession,
  SocialAccount,
  SocialAccountChange,
  SocialAccountInput,
  TextCount,
  TextCountInput,
  Token,
  TokenInput,
  UploadTicket,
  UploadUrlInput,
  UserChange,
  Webhook,
  WebhookDelivery,
  WebhookInput,
  Workspace,
  WorkspaceChange,
  WorkspaceInput,
} from './types.js';
import { type UploadData, type UploadOptions, uploadMedia } from './upload.js';

/** How `generatePreset`, `generateImage` and `removeBackground` wait for the run to end. */
export interface WaitOptions extends RequestOptions {
  /** Told each time the run is read while it goes on (outputs appear in `outputs` as they are made). */
  onProgress?: ((generation: Generation) => void) | undefined;
  /** Between two reads of a running generation. Default 1 s. */
  pollIntervalMs?: number | undefined;
  /** How long to wait in all before giving up (the run goes on). Default 15 minutes. */
  waitTimeoutMs?: number | undefined;
}

const FINISHED = new Set(['succeeded', 'failed', 'canceled']);
const enc = encodeURIComponent;

export class Contentforge {
  private readonly http: Transport;

  constructor(options: ClientOptions | Transport) {
    this.http = options instanceof Transport ? options : new Transport(options);
  }

  /** The service's address this client calls (without `/v1`). */
  get baseUrl(): string {
    return this.http.baseUrl;
  }

  /** The same client acting in another workspace. */
  withWorkspace(workspaceId: string): Contentforge {
    return new Contentforge(this.http.withWorkspace(workspaceId));
  }

  private async data<T>(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    body?: unknown,
    options?: RequestOptions,
    query?: Query,
  ): Promise<T> {
    const answer = await this.http.send<{ data: T } | undefined>({ method, path, body, options, query });
    return answer.body?.data as T;
  }

  private list<T>(path: string, filters: Query = {}, options?: RequestOptions): PageRequest<T> {
    // A `cursor` among the filters starts the list at a page kept from an earlier call.
    const { cursor: start, ...rest } = filters;
    return new PageRequest<T>(
      async (cursor = start === undefined ? undefined : String(start)) =>
        (await this.http.send<PageBody<T>>({ method: 'GET', path, query: { ...rest, cursor }, options }))
          .body,
    );
  }

  /** Who the token is: its kind, role, account and workspace. */
  me(options?: RequestOptions): Promise<Me> {
    return this.data('GET', '/me', undefined, options);
  }

  readonly workspaces = {
    list: (filters: ListOptions = {}, options?: RequestOptions) =>
      this.list<Workspace>('/workspaces', filters, options),
    /** Owners add a workspace to the account. */
    create: (input: WorkspaceInput, options?: RequestOptions) =>
      this.data<Workspace>('POST', '/workspaces', input, options),
    /** Owners rename a workspace. */
    update: (id: string, change: WorkspaceChange, options?: RequestOptions) =>
      this.data<Workspace>('PATCH', `/workspaces/${enc(id)}`, change, options),
  };

  /** A user's sign-ins (the web app's cookie sessions). */
  readonly sessions = {
    /** Signs in with an email and a password; in a browser the answer sets the session cookies. */
    create: (input: SignInInput, options?: RequestOptions) =>
      this.data<SignedIn>('POST', '/sessions', input, options),
    /** The user's live sessions in this account, newest first (`current` marks this one). */
    list: (options?: RequestOptions) => this.data<SignInSession[]>('GET', '/sessions', undefined, options),
    /** Ends another of the user's sessions (another device). */
    end: (id: string, options?: RequestOptions) =>
      this.data<void>('DELETE', `/sessions/${enc(id)}`, undefined, options),
    /** Signs this browser out. */
    endCurrent: (options?: RequestOptions) =>
      this.data<void>('DELETE', '/sessions/current', undefined, options),
  };

  readonly platforms = {
    /** How each platform connects, whether this server offers it, what a post may hold and costs. */
    list: (options?: RequestOptions) => this.data<Platform[]>('GET', '/platforms', undefined, options),
    /** A caption counted the way each platform counts it, as a publish checks it. */
    count: (input: TextCountInput, options?: RequestOptions) =>
      this.data<TextCount[]>('POST', '/platforms/count', input, options),
  };

  readonly presets = {
    list: (options?: RequestOptions) => this.data<Preset[]>('GET', '/presets', undefined, options),
  };

  /**
   * Uploads an image to the library (an upload address, the bytes straight to storage, then
   * completion) and answers the media item, ready to be a reference image or a post's media.
   */
  upload(data: UploadData, options?: UploadOptions): Promise<MediaItem> {
    return uploadMedia(this.http, data, options);
  }

  readonly media = {
    list: (filters: MediaFilters = {}, options?: RequestOptions) =>
      this.list<MediaItem>('/media', filters as Query, options),
    get: (id: string, options?: RequestOptions) =>
      this.data<MediaItem>('GET', `/media/${enc(id)}`, undefined, options),
    delete: (id: string, options?: RequestOptions) =>
      this.data<void>('DELETE', `/media/${enc(id)}`, undefined, options),
    /** The first step alone: where to PUT an image's bytes. `upload` does the whole flow. */
    createUploadUrl: (input: UploadUrlInput, options?: RequestOptions) =>
      this.data<UploadTicket>('POST', '/media/upload-url', input, options),
    /** The last step alone: completes an upload whose bytes were PUT. */
    complete: (path: string, options?: RequestOptions) =>
      this.data<MediaItem>('POST', '/media/complete', { path }, options),
    /** The service fetches an image from a public address into the library. */
    import: (url: string, input: { filename?: string } = {}, options?: RequestOptions) =>
      this.data<MediaItem>('POST', '/media/import', { url, ...input }, options),
  };

  readonly campaigns = {
    create: (input: CampaignInput, options?: RequestOptions) =>
      this.data<Campaign>('POST', '/campaigns', input, options),
    list: (filters: CampaignFilters = {}, options?: RequestOptions) =>
      this.list<Campaign>('/campaigns', filters as Query, options),
    get: (id: string, options?: RequestOptions) =>
      this.data<Campaign>('GET', `/campaigns/${enc(id)}`, undefined, options),
    update: (id: string, change: CampaignChange, options?: RequestOptions) =>
      this.data<Campaign>('PATCH', `/campaigns/${enc(id)}`, change, options),
    archive: (id: string, options?: RequestOptions) =>
      this.data<Campaign>('DELETE', `/campaigns/${enc(id)}`, undefined, options),
  };

  readonly generations = {
    /**
     * `POST /generations/preset` as the API answers it: the finished run (within the wait, 30 s by default) or the run as it
     * is now. `generatePreset` waits for the end however long it takes.
     */
    preset: (input: PresetGenerationInput, options?: RequestOptions & { prefer?: string }) =>
      this.paidGeneration('/generations/preset', input, options),
    /** `POST /generations/image` as the API answers it; `generateImage` waits for the end. */
    image: (input: ImageGenerationInput, options?: RequestOptions & { prefer?: string }) =>
      this.paidGeneration('/generations/image', input, options),
    /** What a preset run would cost, checked exactly as a real call, charging nothing. */
    quotePreset: (input: PresetGenerationInput, options?: RequestOptions) =>
      this.quote('/generations/preset', input, options),
    quoteImage: (input: ImageGenerationInput, options?: RequestOptions) =>
      this.quote('/generations/image', input, options),
    /** A cut-out as the API answers it; `removeBackground` waits for the end. */
    cutout: (input: CutoutGenerationInput, options?: RequestOptions & { prefer?: string }) =>
      this.paidGeneration('/generations/cutout', input, options),
    quoteCutout: (input: CutoutGenerationInput, options?: RequestOptions) =>
      this.quote('/generations/cutout', input, options),
    /** Caption variants fitted to a platform. Free. */
    copy: (input: CopyInput, options?: RequestOptions) =>
      this.data<CopyResult>('POST', '/generations/copy', input, options),
    get: (id: string, options?: RequestOptions) =>
      this.data<Generation>('GET', `/generations/${enc(id)}`, undefined, options),
    list: (filters: GenerationFilters = {}, options?: RequestOptions) =>
      this.list<Generation>('/generations', filters as Query, options),
    /** Cancels a queued generation and refunds it. */
    cancel: (id: string, options?: RequestOptions) =>
      this.data<Generation>('POST', `/generations/${enc(id)}/cancel`, undefined, options),
    /** Reads a generation until it has ended; throws `GenerationFailedError` if it failed. */
    wait: (id: string, options?: WaitOptions) => this.waitFor(id, options),
  };

  /** Runs a preset and answers the finished generation, its images and captions. */
  async generatePreset(input: PresetGenerationInput, options?: WaitOptions): Promise<Generation> {
    return this.runAndWait('/generations/preset', input, options);
  }

  /** Generates images from a prompt and answers the finished generation. */
  async generateImage(input: ImageGenerationInput, options?: WaitOptions): Promise<Generation> {
    return this.runAndWait('/generations/image', input, options);
  }

  /**
   * Removes the background of a photo of the library (`image`: its media URL) and answers the
   * finished generation: one PNG with alpha, the photo's size or, with `crop: true`, the product's.
   * `outputs[0].render.cutout` says how the product was found (`whole_photo`: no subject was).
   */
  async removeBackground(input: CutoutGenerationInput, options?: WaitOptions): Promise<Generation> {
    return this.runAndWait('/generations/cutout', input, options);
  }

  readonly brand = {
    /** The workspace's brand kit (version 0, without a name, while it has never been set). */
    get: (options?: RequestOptions) => this.data<Brand>('GET', '/brand', undefined, options),
    /** Sets the whole brand (what is left out is cleared) as its next version. */
    set: (input: BrandInput, options?: RequestOptions) => this.data<Brand>('PUT', '/brand', input, options),
    /**
     * Changes some fields of the brand and keeps the others: reads it, replaces the fields given
     * (each whole: `colors` replaces every colour) and sets it on the version read, so a change
     * made by someone else in between is a `ConflictError`, never overwritten.
     */
    update: async (change: Partial<BrandInput>, options?: RequestOptions) => {
      const { workspaceId: _, updatedAt: __, name, ...current } = await this.brand.get(options);
      const merged = { ...current, ...(name !== undefined ? { name } : {}), ...change };
      if (merged.name === undefined)
        throw new TypeError('The brand has no name yet: give one in the change.');
      return this.brand.set({ ...merged, name: merged.name, version: current.version }, options);
    },
    /**
     * One picture of a preset drawn with `input` (the body of `set`, plus an optional `subject` and
     * `presetId`) before it is saved: free, stored nowhere, the logo as currently saved.
     */
    preview: (input: BrandPreviewInput, options?: RequestOptions) =>
      this.data<BrandPreview>('POST', '/brand/preview', input, options),
    /** The brand as one version set it: a generation's `render.brandVersion`. */
    version: (version: number, options?: RequestOptions) =>
      this.data<Brand>('GET', `/brand/versions/${enc(String(version))}`, undefined, options),
    fonts: {
      /**
       * Uploads an OTF, TTF or WOFF2 font (at most 5 MiB) for the brand's headings or body text.
       * Holding a licence for its use in your pictures is your responsibility.
       */
      upload: (
        file: Blob | ArrayBuffer | ArrayBufferView,
        options: RequestOptions & { filename?: string | undefined } = {},
      ) => {
        const { filename, ...request } = options;
        const name = filename ?? (file instanceof Blob && 'name' in file ? String(file.name) : undefined);
        const bytes =
          file instanceof Blob
            ? file
            : file instanceof ArrayBuffer
              ? new Uint8Array(file)
              : new Uint8Array(file.buffer, file.byteOffset, file.byteLength);
        return this.http
          .send<{ data: BrandFont }>({
            method: 'POST',
            path: '/brand/fonts',
            query: name ? { filename: name } : {},
            file: { bytes, contentType: 'application/octet-stream' },
            options: request,
          })
          .then((answer) => answer.body.data);
      },
      list: (filters: ListOptions = {}, options?: RequestOptions) =>
        this.list<BrandFont>('/brand/fonts', filters, options),
      get: (id: string, options?: RequestOptions) =>
        this.data<BrandFont>('GET', `/brand/fonts/${enc(id)}`, undefined, options),
      delete: (id: string, options?: RequestOptions) =>
        this.data<void>('DELETE', `/brand/fonts/${enc(id)}`, undefined, options),
    },
  };

  readonly socialAccounts = {
    create: (input: SocialAccountInput, options?: RequestOptions) =>
      this.data<NewSocialAccount>('POST', '/social-accounts', input, options),
    list: (filters: ListOptions = {}, options?: RequestOptions) =>
      this.list<SocialAccount>('/social-accounts', filters, options),
    get: (id: string, options?: RequestOptions) =>
      this.data<SocialAccount>('GET', `/social-accounts/${enc(id)}`, undefined, options),
    delete: (id: string, options?: RequestOptions) =>
      this.data<void>('DELETE', `/social-accounts/${enc(id)}`, undefined, options),
    /**
     * Starts a platform's sign-in; send the person to `authorizeUrl`, in a browser signed in to
     * Contentforge as an editor or owner of the account (only such a browser may finish it).
     */
    connect: (input: ConnectInput, options?: RequestOptions) =>
      this.data<ConnectStart>('POST', '/social-accounts/connect', input, options),
    pendingConnection: (id: string, options?: RequestOptions) =>
      this.data<PendingConnection>('GET', `/social-accounts/connect/${enc(id)}`, undefined, options),
    /** After a sign-in offering several pages or boards: publish to this one. */
    chooseDestination: (connectionId: string, destinationId: string, options?: RequestOptions) =>
      this.data<SocialAccount>(
        'POST',
        `/social-accounts/connect/${enc(connectionId)}`,
        { destinationId },
        options,
      ),
    /** Connects an account again with new credentials (Bluesky) or a new receiver (webhook). */
    reconnect: (id: string, change: SocialAccountChange, options?: RequestOptions) =>
      this.data<SocialAccount>('PATCH', `/social-accounts/${enc(id)}`, change, options),
  };

  readonly posts = {
    create: (input: PostInput, options?: RequestOptions) => this.data<Post>('POST', '/posts', input, options),
    list: (filters: PostFilters = {}, options?: RequestOptions) =>
      this.list<Post>('/posts', filters as Query, options),
    get: (id: string, options?: RequestOptions) =>
      this.data<Post>('GET', `/posts/${enc(id)}`, undefined, options),
    update: (id: string, change: PostChange, options?: RequestOptions) =>
      this.data<Post>('PATCH', `/posts/${enc(id)}`, change, options),
    delete: (id: string, options?: RequestOptions) =>
      this.data<void>('DELETE', `/posts/${enc(id)}`, undefined, options),
    /** The most a publish can cost, the balance, and every problem a publish would refuse. */
    publishCost: (id: string, options?: RequestOptions) =>
      this.data<PublishCost>('GET', `/posts/${enc(id)}/publish`, undefined, options),
    /** Moves a scheduled post to another time; its reserved credits stay reserved. */
    reschedule: (id: string, scheduledAt: string, options?: RequestOptions) =>
      this.data<Post>('POST', `/posts/${enc(id)}/reschedule`, { scheduledAt }, options),
    /** Publishes now (or at `scheduledAt`); `PublishBlockedError` lists what stops it. */
    publish: (id: string, input: PublishInput = {}, options?: RequestOptions) =>
      this.paid<Publication>(`/posts/${enc(id)}/publish`, input, options),
    /** What a retry would reserve, checked exactly as a real one, charging nothing. */
    quoteRetry: (id: string, input: RetryInput = {}, options?: RequestOptions) =>
      this.quote(`/posts/${enc(id)}/retry`, input, options),
    /** Sends failed targets again (and `unknown` ones with `includeUnknown`). */
    retry: (id: string, input: RetryInput = {}, options?: RequestOptions) =>
      this.paid<Publication>(`/posts/${enc(id)}/retry`, input, options),
    /** An agent reports how a hand-off went (agent tokens). */
    report: (id: string, socialAccountId: string, report: HandoffReport, options?: RequestOptions) =>
      this.data<Publication>(
        'POST',
        `/posts/${enc(id)}/targets/${enc(socialAccountId)}/report`,
        report,
        options,
      ),
  };

  readonly handoffs = {
    /** Hand-offs agents have to post and report (`pending` by default). */
    list: (
      filters: ListOptions & { status?: 'pending' | 'unknown' | 'all'; socialAccountId?: string } = {},
      options?: RequestOptions,
    ) => this.list<HandoffTask>('/handoffs', filters, options),
  };

  readonly webhooks = {
    create: (input: WebhookInput, options?: RequestOptions) =>
      this.data<NewWebhook>('POST', '/webhooks', input, options),
    list: (filters: ListOptions = {}, options?: RequestOptions) =>
      this.list<Webhook>('/webhooks', filters, options),
    get: (id: string, options?: RequestOptions) =>
      this.data<Webhook>('GET', `/webhooks/${enc(id)}`, undefined, options),
    delete: (id: string, options?: RequestOptions) =>
      this.data<void>('DELETE', `/webhooks/${enc(id)}`, undefined, options),
    deliveries: (id: string, filters: ListOptions = {}, options?: RequestOptions) =>
      this.list<WebhookDelivery>(`/webhooks/${enc(id)}/deliveries`, filters, options),
  };

  readonly credits = {
    /** The balance that can be spent now, trial and standard. */
    get: (options?: RequestOptions) => this.data<Credits>('GET', '/credits', undefined, options),
    /** Where to buy credits. */
    purchaseLink: async (options?: RequestOptions) =>
      (await this.data<PurchaseLink>('GET', '/credits/purchase-link', undefined, options)).purchaseUrl,
    /** Where to buy credits with what the operator says about it (`instructions`, `contact`). */
    purchaseOptions: (options?: RequestOptions) =>
      this.data<PurchaseLink>('GET', '/credits/purchase-link', undefined, options),
    /** The ledger, newest first. */
    transactions: (filters: ListOptions = {}, options?: RequestOptions) =>
      this.list<LedgerEntry>('/credits/transactions', filters, options),
    packs: (options?: RequestOptions) => this.data<CreditPack[]>('GET', '/credits/packs', undefined, options),
    /** A Stripe Checkout for a credit pack (when the operator sells them): send the person to `checkoutUrl`. */
    checkout: (pack: string, options?: RequestOptions) =>
      this.data<CheckoutSession>('POST', '/credits/checkout', { pack }, options),
  };

  readonly tokens = {
    list: (filters: ListOptions = {}, options?: RequestOptions) =>
      this.list<Token>('/tokens', filters, options),
    create: (input: TokenInput, options?: RequestOptions) =>
      this.data<NewToken>('POST', '/tokens', input, options),
    revoke: (id: string, options?: RequestOptions) =>
      this.data<void>('DELETE', `/tokens/${enc(id)}`, undefined, options),
  };

  /** The account's users (who sign in to the web application); changing them is for owners. */
  readonly users = {
    list: (options?: RequestOptions) => this.data<AccountUser[]>('GET', '/users', undefined, options),
    /** A new role, from the user's next request on; the tokens they created follow it. */
    update: (id: string, change: UserChange, options?: RequestOptions) =>
      this.data<AccountUser>('PATCH', `/users/${enc(id)}`, change, options),
    /** Removes the user from the account, revoking their sessions, tokens and pending invitations. */
    remove: (id: string, options?: RequestOptions) =>
      this.data<void>('DELETE', `/users/${enc(id)}`, undefined, options),
    /** The first user of an account, made with its owner token; signs in (cookies) in a browser. */
    bootstrap: (input: BootstrapInput, options?: RequestOptions) =>
      this.data<SignedIn>('POST', '/users/bootstrap', input, options),
  };

  /** Invitations to join the account (owners); the invitee accepts with the link's token. */
  readonly invitations = {
    list: (filters: ListOptions = {}, options?: RequestOptions) =>
      this.list<PendingInvitation>('/invitations', filters, options),
    /** The answer's `acceptUrl` is shown this once: send it to the invitee. */
    create: (input: InvitationInput, options?: RequestOptions) =>
      this.data<Invitation>('POST', '/invitations', input, options),
    revoke: (id: string, options?: RequestOptions) =>
      this.data<void>('DELETE', `/invitations/${enc(id)}`, undefined, options),
    /** The invitee chooses a password and is signed in (cookies) in a browser. */
    accept: (token: string, password: string, options?: RequestOptions) =>
      this.data<SignedIn>('POST', `/invitations/${enc(token)}/accept`, { password }, options),
  };

  private paid<T>(path: string, body: unknown, options?: RequestOptions): Promise<T> {
    return this.http
      .send<{ data: T }>({ method: 'POST', path, body, paid: true, options })
      .then((answer) => answer.body.data);
  }

  private async quote(path: string, body: unknown, options?: RequestOptions): Promise<Quote> {
    const answer = await this.http.send<{ data: { quote: Quote } }>({
      method: 'POST',
      path,
      body,
      paid: true,
      options,
      query: { dryRun: true },
    });
    return answer.body.data.quote;
  }

  private async paidGeneration(
    path: string,
    body: unknown,
    options: (RequestOptions & { prefer?: string }) | undefined,
  ): Promise<Generation> {
    const { prefer, ...rest } = options ?? {};
    const headers = prefer ? { ...rest.headers, prefer } : rest.headers;
    return this.paid<Generation>(path, body, { ...rest, headers });
  }

  private async runAndWait(path: string, body: unknown, options: WaitOptions = {}): Promise<Generation> {
    const { onProgress, pollIntervalMs, waitTimeoutMs, ...request } = options;
    // With progress to report, answer at once and read the run as it goes; else let the API wait.
    const accepted = await this.paidGeneration(path, body, {
      ...request,
      prefer: onProgress ? 'respond-async' : 'wait=60',
    });
    return this.waitFor(accepted.id, { ...options, first: accepted });
  }

  private async waitFor(id: string, options: WaitOptions & { first?: Generation } = {}): Promise<Generation> {
    const { onProgress, pollIntervalMs = 1000, waitTimeoutMs = 15 * 60_000, signal } = options;
    const deadline = Date.now() + waitTimeoutMs;
    let generation = options.first ?? (await this.generations.get(id, { signal }));
    for (;;) {
      onProgress?.(generation);
      if (FINISHED.has(generation.status)) break;
      if (Date.now() >= deadline) {
        throw new GenerationTimeoutError(generation, waitTimeoutMs);
      }
      await sleep(pollIntervalMs, signal);
      generation = await this.generations.get(id, { signal });
    }
    if (generation.status !== 'succeeded') throw new GenerationFailedError(generation);
    return generation;
  }
}
