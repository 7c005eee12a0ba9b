/**
 * The Contentforge client: one method per API call, grouped by area, typed by the shapes generated
 * from the service's OpenAPI document, plus the helpers a caller would otherwise write each time —
 * `upload` (upload address, bytes, completion), `generatePreset` / `generateImage` / `removeBackground` (run and wait), list
 * iteration. Each area's calls are in a module of its own, grouped as the API's sections
 * (account, library, generations, brand, publishing, credits).
 */

import {
  invitationsSection,
  sessionsSection,
  tokensSection,
  usersSection,
  workspacesSection,
} from './account.js';
import { brandSection } from './brand.js';
import { Calls } from './calls.js';
import { creditsSection } from './credits.js';
import { generationsSection, presetsSection, runAndWait, type WaitOptions } from './generations.js';
import { campaignsSection, mediaSection } from './library.js';
import {
  handoffsSection,
  platformsSection,
  postsSection,
  socialAccountsSection,
  webhooksSection,
} from './publishing.js';
import { type ClientOptions, type RequestOptions, Transport } from './transport.js';
import type {
  CutoutGenerationInput,
  Generation,
  ImageGenerationInput,
  Me,
  MediaItem,
  PresetGenerationInput,
} from './types.js';
import { type UploadData, type UploadOptions, uploadMedia } from './upload.js';

export type { WaitOptions } from './generations.js';

export class Contentforge {
  private readonly http: Transport;
  private readonly calls: Calls;

  readonly workspaces: ReturnType<typeof workspacesSection>;
  /** A user's sign-ins (the web app's cookie sessions). */
  readonly sessions: ReturnType<typeof sessionsSection>;
  readonly platforms: ReturnType<typeof platformsSection>;
  readonly presets: ReturnType<typeof presetsSection>;
  readonly media: ReturnType<typeof mediaSection>;
  readonly campaigns: ReturnType<typeof campaignsSection>;
  readonly generations: ReturnType<typeof generationsSection>;
  readonly brand: ReturnType<typeof brandSection>;
  readonly socialAccounts: ReturnType<typeof socialAccountsSection>;
  readonly posts: ReturnType<typeof postsSection>;
  readonly handoffs: ReturnType<typeof handoffsSection>;
  readonly webhooks: ReturnType<typeof webhooksSection>;
  readonly credits: ReturnType<typeof creditsSection>;
  readonly tokens: ReturnType<typeof tokensSection>;
  /** The account's users (who sign in to the web application); changing them is for owners. */
  readonly users: ReturnType<typeof usersSection>;
  /** Invitations to join the account (owners); the invitee accepts with the link's token. */
  readonly invitations: ReturnType<typeof invitationsSection>;

  constructor(options: ClientOptions | Transport) {
    this.http = options instanceof Transport ? options : new Transport(options);
    const calls = new Calls(this.http);
    this.calls = calls;
    this.workspaces = workspacesSection(calls);
    this.sessions = sessionsSection(calls);
    this.platforms = platformsSection(calls);
    this.presets = presetsSection(calls);
    this.media = mediaSection(calls);
    this.campaigns = campaignsSection(calls);
    this.generations = generationsSection(calls);
    this.brand = brandSection(calls);
    this.socialAccounts = socialAccountsSection(calls);
    this.posts = postsSection(calls);
    this.handoffs = handoffsSection(calls);
    this.webhooks = webhooksSection(calls);
    this.credits = creditsSection(calls);
    this.tokens = tokensSection(calls);
    this.users = usersSection(calls);
    this.invitations = invitationsSection(calls);
  }

  /** The service's address this client calls (without `/v1`). */
  get baseUrl(): string {
    return this.http.baseUrl;
  }

  /** The same client acting in another workspace. */
  withWorkspace(workspaceId: string): Contentforge {
    return new Contentforge(this.http.withWorkspace(workspaceId));
  }

  /** Who the token is: its kind, role, account and workspace. */
  me(options?: RequestOptions): Promise<Me> {
    return this.calls.data('GET', '/me', undefined, options);
  }

  /**
   * Uploads an image to the library (an upload address, the bytes straight to storage, then
   * completion) and answers the media item, ready to be a reference image or a post's media.
   */
  upload(data: UploadData, options?: UploadOptions): Promise<MediaItem> {
    return uploadMedia(this.http, data, options);
  }

  /** Runs a preset and answers the finished generation, its images and captions. */
  async generatePreset(input: PresetGenerationInput, options?: WaitOptions): Promise<Generation> {
    return runAndWait(this.calls, '/generations/preset', input, options);
  }

  /** Generates images from a prompt and answers the finished generation. */
  async generateImage(input: ImageGenerationInput, options?: WaitOptions): Promise<Generation> {
    return runAndWait(this.calls, '/generations/image', input, options);
  }

  /**
   * Removes the background of a photo of the library (`image`: its media URL) and answers the
   * finished generation: one PNG with alpha, the photo's size or, with `crop: true`, the product's.
   * `outputs[0].render.cutout` says how the product was found (`whole_photo`: no subject was).
   */
  async removeBackground(input: CutoutGenerationInput, options?: WaitOptions): Promise<Generation> {
    return runAndWait(this.calls, '/generations/cutout', input, options);
  }
}
