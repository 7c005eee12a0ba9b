/**
 * The one error type of the service. `code` is stable and machine-readable (docs/api-conventions.md); `status`
 * is the HTTP status the problem-details handler answers with; `extensions` become extra members
 * of the problem document.
 */
export type ErrorCode =
  | 'invalid_request'
  | 'request_timeout'
  | 'expectation_failed'
  | 'headers_too_large'
  | 'unauthorized'
  | 'forbidden'
  | 'csrf_failed'
  | 'not_found'
  | 'conflict'
  | 'idempotency_conflict'
  | 'already_published'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'invalid_reference_image'
  | 'upload_incomplete'
  | 'invalid_image'
  | 'image_too_large'
  | 'media_fetch_failed'
  | 'invalid_logo'
  | 'invalid_font'
  | 'publish_blocked'
  | 'invalid_credentials'
  | 'platform_not_configured'
  | 'billing_not_configured'
  | 'connect_failed'
  | 'insufficient_credits'
  | 'rate_limited'
  | 'internal'
  | 'unavailable';

const STATUS: Record<ErrorCode, number> = {
  invalid_request: 400,
  request_timeout: 408,
  expectation_failed: 417,
  headers_too_large: 431,
  unauthorized: 401,
  forbidden: 403,
  csrf_failed: 403,
  not_found: 404,
  conflict: 409,
  idempotency_conflict: 409,
  already_published: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  invalid_reference_image: 422,
  upload_incomplete: 422,
  invalid_image: 422,
  image_too_large: 422,
  media_fetch_failed: 422,
  invalid_logo: 422,
  invalid_font: 422,
  publish_blocked: 422,
  invalid_credentials: 422,
  platform_not_configured: 422,
  billing_not_configured: 422,
  connect_failed: 400,
  insufficient_credits: 402,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
};

const TITLE: Record<ErrorCode, string> = {
  invalid_request: 'Invalid request',
  request_timeout: 'Request timeout',
  expectation_failed: 'Expectation failed',
  headers_too_large: 'Request headers too large',
  unauthorized: 'Unauthorized',
  forbidden: 'Forbidden',
  csrf_failed: 'Cross-site request refused',
  not_found: 'Not found',
  conflict: 'Conflict',
  idempotency_conflict: 'Idempotency key reused with a different request',
  already_published: 'Already published',
  payload_too_large: 'Payload too large',
  unsupported_media_type: 'Unsupported media type',
  invalid_reference_image: 'Invalid reference image',
  upload_incomplete: 'Upload incomplete',
  invalid_image: 'Invalid image',
  image_too_large: 'Image too large',
  media_fetch_failed: 'The image could not be fetched',
  invalid_logo: 'Invalid logo',
  invalid_font: 'Invalid font',
  publish_blocked: 'Publish blocked',
  invalid_credentials: 'Invalid credentials',
  platform_not_configured: 'Platform not configured',
  billing_not_configured: 'Billing not configured',
  connect_failed: 'Connecting the account failed',
  insufficient_credits: 'Insufficient credits',
  rate_limited: 'Too many requests',
  internal: 'Internal error',
  unavailable: 'Service unavailable',
};

export interface FieldError {
  path: string;
  message: string;
}

export class AppError extends Error {
  override name = 'AppError';
  readonly status: number;
  readonly title: string;

  constructor(
    readonly code: ErrorCode,
    readonly detail: string,
    readonly extensions: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
    /** Only where the contract gives a code another status (a refused sign-in is 401). */
    status: number = STATUS[code],
  ) {
    super(detail);
    this.status = status;
    this.title = TITLE[code];
  }
}

export function statusOf(code: ErrorCode): number {
  return STATUS[code];
}

export function titleOf(code: ErrorCode): string {
  return TITLE[code];
}

export const invalidRequest = (detail: string, errors?: FieldError[]) =>
  new AppError('invalid_request', detail, errors ? { errors } : {});

export const unauthorized = (detail: string) =>
  new AppError('unauthorized', detail, {}, { 'WWW-Authenticate': 'Bearer realm="contentforge"' });

export const forbidden = (detail: string) => new AppError('forbidden', detail);

export const notFound = (what: string) => new AppError('not_found', `${what} was not found.`);

export const conflict = (detail: string) => new AppError('conflict', detail);
