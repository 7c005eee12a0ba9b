/**
 * How a failure of an OpenAI-compatible API becomes one of the contract's engine codes. Shared by
 * the image and the copy adapter so both fail the same way for the same cause.
 */
import { APIConnectionError, APIError, APIUserAbortError } from 'openai';
import { EngineError } from '../../ports/image-engine.js';

/** Error codes with which the provider says it refused the content, not the request's form. */
const CONTENT_POLICY_CODES = new Set(['content_policy_violation', 'moderation_blocked', 'content_filter']);

/**
 * Maps what the SDK threw to an EngineError. An abort of the caller's own signal is rethrown as the
 * signal's reason: it is not a provider failure. `provider` names the service in messages ("image
 * provider", "copy provider"). The API key never reaches a message: providers echo (part of) it
 * when they refuse it, so every provider text is redacted and the refusal gets a fixed message.
 */
export function toEngineError(
  err: unknown,
  context: { apiKey: string; provider: string; signal?: AbortSignal | undefined },
): unknown {
  if (err instanceof EngineError) return err;
  if (context.signal?.aborted) return context.signal.reason;
  if (err instanceof APIUserAbortError) return err;
  // APIConnectionTimeoutError is a kind of APIConnectionError.
  if (err instanceof APIConnectionError) {
    return new EngineError(
      'provider_unavailable',
      `The ${context.provider} could not be reached or did not answer in time`,
      true,
    );
  }
  if (err instanceof APIError && typeof err.status === 'number') {
    const status = err.status;
    const said = redact(providerMessage(err), context.apiKey);
    if (status === 401 || status === 403) {
      return new EngineError(
        'provider_error',
        `The ${context.provider} refused the API key (HTTP ${status}); check OPENAI_API_KEY`,
      );
    }
    if (status === 429) {
      return new EngineError(
        'provider_rate_limited',
        `The ${context.provider} is rate limiting requests: ${said}`,
        true,
      );
    }
    if (status >= 500 || status === 408) {
      return new EngineError(
        'provider_unavailable',
        `The ${context.provider} failed (HTTP ${status}): ${said}`,
        true,
      );
    }
    if (isContentRejection(err)) {
      return new EngineError('content_rejected', `The ${context.provider} rejected the content: ${said}`);
    }
    return new EngineError(
      'provider_error',
      `The ${context.provider} refused the request (HTTP ${status}): ${said}`,
    );
  }
  const text = err instanceof Error ? err.message : String(err);
  return new EngineError('provider_error', `The ${context.provider} failed: ${redact(text, context.apiKey)}`);
}

function providerMessage(err: APIError): string {
  const body = err.error as { message?: unknown } | undefined;
  if (typeof body?.message === 'string' && body.message) return body.message;
  return err.message;
}

function isContentRejection(err: APIError): boolean {
  if (err.status !== 400) return false;
  if (typeof err.code === 'string' && CONTENT_POLICY_CODES.has(err.code)) return true;
  if (err.type === 'image_generation_user_error') return true;
  return /safety system|content policy/i.test(providerMessage(err));
}

/** Removes the key, and anything shaped like an OpenAI key (masked ones too), from provider text. */
function redact(text: string, apiKey: string): string {
  let clean = apiKey ? text.split(apiKey).join('[redacted]') : text;
  clean = clean.replace(/\bsk-[A-Za-z0-9_*.-]+/g, '[redacted]');
  return clean.length > 500 ? `${clean.slice(0, 500)}…` : clean;
}
