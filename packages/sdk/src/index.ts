/**
 * `@contentforge/sdk`: a typed client for the Contentforge API, fetch-based, for Node ≥ 20 and
 * browsers.
 *
 * ```ts
 * import { Contentforge } from '@contentforge/sdk';
 * const cf = new Contentforge({ baseUrl: 'http://localhost:8080', token: process.env.CONTENTFORGE_TOKEN! });
 * const photo = await cf.upload(bytes, { mimeType: 'image/jpeg' });
 * const run = await cf.generatePreset({ presetId: 'ugc-selfie-review', subject: 'Glow serum', referenceImages: [photo.url] });
 * ```
 */
export { Contentforge, type WaitOptions } from './client.js';
export {
  AuthenticationError,
  ConflictError,
  ConnectionError,
  ContentforgeError,
  describeNetworkFailure,
  type FieldError,
  GenerationFailedError,
  GenerationTimeoutError,
  InsufficientCreditsError,
  NotFoundError,
  PermissionDeniedError,
  type Problem,
  PublishBlockedError,
  type PublishProblem,
  RateLimitError,
  ValidationError,
} from './errors.js';
export type { components, paths } from './openapi.js';
export { Page, PageRequest } from './pagination.js';
export type { ClientOptions, FetchFn, RequestOptions } from './transport.js';
export * from './types.js';
export {
  sniffImageType,
  UPLOAD_TYPES,
  type UploadData,
  type UploadOptions,
  type UploadProgress,
  type UploadType,
} from './upload.js';
export {
  ASPECT_RATIOS,
  COPY_PLATFORMS,
  COPY_TONES,
  everyValueOf,
  LANGUAGES,
  POST_STATUSES,
  SOCIAL_PLATFORMS,
} from './values.js';
