/** The media library (images uploaded, imported or generated) and the campaigns that group work. */
import { type Calls, enc } from './calls.js';
import type { Query, RequestOptions } from './transport.js';
import type {
  Campaign,
  CampaignChange,
  CampaignFilters,
  CampaignInput,
  MediaFilters,
  MediaItem,
  UploadTicket,
  UploadUrlInput,
} from './types.js';

export const mediaSection = (calls: Calls) => ({
  list: (filters: MediaFilters = {}, options?: RequestOptions) =>
    calls.list<MediaItem>('/media', filters as Query, options),
  get: (id: string, options?: RequestOptions) =>
    calls.data<MediaItem>('GET', `/media/${enc(id)}`, undefined, options),
  delete: (id: string, options?: RequestOptions) =>
    calls.data<void>('DELETE', `/media/${enc(id)}`, undefined, options),
  /** The first step alone: where to PUT an image's bytes. `upload` does the whole flow. */
  createUploadUrl: (input: UploadUrlInput, options?: RequestOptions) =>
    calls.data<UploadTicket>('POST', '/media/upload-url', input, options),
  /** The last step alone: completes an upload whose bytes were PUT. */
  complete: (path: string, options?: RequestOptions) =>
    calls.data<MediaItem>('POST', '/media/complete', { path }, options),
  /** The service fetches an image from a public address into the library. */
  import: (url: string, input: { filename?: string } = {}, options?: RequestOptions) =>
    calls.data<MediaItem>('POST', '/media/import', { url, ...input }, options),
});

export const campaignsSection = (calls: Calls) => ({
  create: (input: CampaignInput, options?: RequestOptions) =>
    calls.data<Campaign>('POST', '/campaigns', input, options),
  list: (filters: CampaignFilters = {}, options?: RequestOptions) =>
    calls.list<Campaign>('/campaigns', filters as Query, options),
  get: (id: string, options?: RequestOptions) =>
    calls.data<Campaign>('GET', `/campaigns/${enc(id)}`, undefined, options),
  update: (id: string, change: CampaignChange, options?: RequestOptions) =>
    calls.data<Campaign>('PATCH', `/campaigns/${enc(id)}`, change, options),
  archive: (id: string, options?: RequestOptions) =>
    calls.data<Campaign>('DELETE', `/campaigns/${enc(id)}`, undefined, options),
});
