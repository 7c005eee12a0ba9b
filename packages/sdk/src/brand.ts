/** The workspace's brand kit: its versions, a free preview of a preset in it, and its fonts. */
import { type Calls, enc } from './calls.js';
import type { RequestOptions } from './transport.js';
import type { Brand, BrandFont, BrandInput, BrandPreview, BrandPreviewInput, ListOptions } from './types.js';

export const brandSection = (calls: Calls) => {
  const brand = {
    /** The workspace's brand kit (version 0, without a name, while it has never been set). */
    get: (options?: RequestOptions) => calls.data<Brand>('GET', '/brand', undefined, options),
    /** Sets the whole brand (what is left out is cleared) as its next version. */
    set: (input: BrandInput, options?: RequestOptions) => calls.data<Brand>('PUT', '/brand', input, options),
    /**
     * Changes some fields of the brand and keeps the others: reads it, replaces the fields given
     * (each whole: `colors` replaces every colour) and sets it on the version read, so a change
     * made by someone else in between is a `ConflictError`, never overwritten.
     */
    update: async (change: Partial<BrandInput>, options?: RequestOptions) => {
      const { workspaceId: _, updatedAt: __, name, ...current } = await brand.get(options);
      const merged = { ...current, ...(name !== undefined ? { name } : {}), ...change };
      if (merged.name === undefined)
        throw new TypeError('The brand has no name yet: give one in the change.');
      return brand.set({ ...merged, name: merged.name, version: current.version }, options);
    },
    /**
     * One picture of a preset drawn with `input` (the body of `set`, plus an optional `subject` and
     * `presetId`) before it is saved: free, stored nowhere, the logo as currently saved.
     */
    preview: (input: BrandPreviewInput, options?: RequestOptions) =>
      calls.data<BrandPreview>('POST', '/brand/preview', input, options),
    /** The brand as one version set it: a generation's `render.brandVersion`. */
    version: (version: number, options?: RequestOptions) =>
      calls.data<Brand>('GET', `/brand/versions/${enc(String(version))}`, undefined, options),
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
        return calls.http
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
        calls.list<BrandFont>('/brand/fonts', filters, options),
      get: (id: string, options?: RequestOptions) =>
        calls.data<BrandFont>('GET', `/brand/fonts/${enc(id)}`, undefined, options),
      delete: (id: string, options?: RequestOptions) =>
        calls.data<void>('DELETE', `/brand/fonts/${enc(id)}`, undefined, options),
    },
  };
  return brand;
};
