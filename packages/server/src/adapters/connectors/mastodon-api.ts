/**
 * How the Mastodon connector speaks to an instance: a request with the account's token and a form
 * or multipart body, a failure to get an answer in the contract's categories, and an instance's
 * refusal (`{ "error": "…" }` with an HTTP status) mapped to a failure category and code.
 */
import { DeliveryError } from '../../ports/connector.js';
import type { PlatformAdapterDeps } from '../../ports/oauth-platform.js';
import type { OutboundResponse } from '../../ports/outbound-http.js';
import type { FailureCategory } from '../../ports/persistence/posts.js';
import { fromOutbound, withoutEffect } from './wire/outbound-failure.js';
import { rateLimited, rateLimitWait } from './wire/refusals.js';

/** What a request to the instance carries, besides where it goes. */
export interface MastodonCall {
  method: 'GET' | 'POST';
  url: string;
  token?: string;
  /** Form fields (`application/x-www-form-urlencoded`); a repeated field is an array. */
  form?: Record<string, string | string[]>;
  multipart?: { body: Buffer; contentType: string };
  headers?: Record<string, string>;
}

/** What a refused request was for: each has refusals of its own. */
export type MastodonStep = 'oauth' | 'media' | 'post' | 'read';

export interface MastodonApi {
  /** Sends a request; a failure to get an answer is thrown as the outbound client reported it. */
  send(call: MastodonCall, signal: AbortSignal): Promise<OutboundResponse>;
  /**
   * Sends a request that has no effect on its own (reading, uploading, signing in): a failure to
   * get an answer can always be tried again, never unclear.
   */
  sendHarmless(call: MastodonCall, signal: AbortSignal, doing: string): Promise<OutboundResponse>;
  /** The instance's refusal of a request, in the contract's categories. */
  refusal(answer: OutboundResponse, doing: string, about: MastodonStep): DeliveryError;
}

export function mastodonApi(
  deps: Pick<PlatformAdapterDeps, 'outbound' | 'clock' | 'timeoutMs'>,
): MastodonApi {
  const { outbound, clock, timeoutMs } = deps;

  const send = (call: MastodonCall, signal: AbortSignal): Promise<OutboundResponse> => {
    const headers: Record<string, string> = { accept: 'application/json', ...call.headers };
    if (call.token) headers.authorization = `Bearer ${call.token}`;
    let body: Buffer | string | undefined;
    if (call.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = formBody(call.form);
    } else if (call.multipart) {
      headers['content-type'] = call.multipart.contentType;
      body = call.multipart.body;
    }
    return outbound.request({
      method: call.method,
      url: call.url,
      headers,
      ...(body !== undefined ? { body } : {}),
      timeoutMs,
      signal,
    });
  };

  const sendHarmless = async (
    call: MastodonCall,
    signal: AbortSignal,
    doing: string,
  ): Promise<OutboundResponse> => {
    try {
      return await send(call, signal);
    } catch (err) {
      const failure = withoutEffect(fromOutbound(err));
      throw new DeliveryError(
        failure.code,
        `Mastodon: could not ${doing}: ${failure.message}`,
        failure.category,
        failure.options,
      );
    }
  };

  return {
    send,
    sendHarmless,
    refusal: (answer, doing, about) => refusalOf(answer, doing, about, clock.now()),
  };
}

/** Mastodon's error body is `{ "error": "…" }` (OAuth errors add `error_description`). */
export function saidBy(answer: OutboundResponse): string {
  try {
    const body = JSON.parse(answer.body.toString('utf8')) as { error?: unknown; error_description?: unknown };
    const parts = [body.error, body.error_description].filter((p): p is string => typeof p === 'string');
    if (parts.length) return parts.join(': ').slice(0, 300);
  } catch {
    // Not JSON (a proxy's error page): say the status instead.
  }
  return `HTTP ${answer.status}`;
}

/** A refusal by the instance, in the contract's categories. */
function refusalOf(answer: OutboundResponse, doing: string, about: MastodonStep, now: Date): DeliveryError {
  const { status } = answer;
  const said = saidBy(answer);
  const fail = (code: string, category: FailureCategory, options: DeliveryError['options'] = {}) =>
    new DeliveryError(code, `Mastodon could not ${doing}: ${said}.`, category, options);

  if (status === 429) {
    const wait = rateLimitWait(answer.headers, now, { name: 'x-ratelimit-reset', as: 'date' });
    return rateLimited(`Mastodon could not ${doing}: ${said}.`, wait);
  }
  if (status >= 500 || status === 408) return fail('instance_error', 'system', { transient: true });
  if (about === 'oauth') {
    // invalid_grant (a code used, expired or not this app's) and invalid_client (an app the instance
    // no longer knows: before 4.3 unused apps were removed) both need the user to connect again.
    if (status === 401) return fail('client_unknown', 'auth_expired', { credentialsRejected: true });
    if (status === 400) return fail('grant_refused', 'auth_expired', { credentialsRejected: true });
    return fail('oauth_refused', 'platform_rejected');
  }
  if (status === 401) return fail('token_rejected', 'auth_expired', { credentialsRejected: true });
  if (status === 403) {
    // A token without the scope a step needs can only be fixed by connecting again; a suspended or
    // disabled login is the instance's decision.
    if (/outside the authorized scopes/i.test(said)) {
      return fail('scope_missing', 'auth_expired', { credentialsRejected: true });
    }
    return fail('forbidden', 'platform_rejected');
  }
  if (about === 'media' && (status === 422 || status === 413 || status === 415)) {
    return fail('media_rejected', 'media_error');
  }
  if (about === 'post' && status === 422) {
    // Media still being processed is worth another try shortly; anything else is the content.
    if (/finished processing|try again/i.test(said))
      return fail('media_not_ready', 'media_error', { transient: true });
    return fail('content_refused', 'user_content');
  }
  return fail('rejected', 'platform_rejected');
}

/** A successful answer without what it must carry. */
export function malformed(doing: string): DeliveryError {
  return new DeliveryError(
    'unexpected_answer',
    `Mastodon could not ${doing}: the answer was not understood.`,
    'system',
    {
      transient: true,
    },
  );
}

export function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

function formBody(form: Record<string, string | string[]>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(form)) {
    for (const v of Array.isArray(value) ? value : [value]) params.append(name, v);
  }
  return params.toString();
}
