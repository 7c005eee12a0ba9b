/**
 * How the adapters reach an OpenAI-compatible API: the image and the copy engine take the same
 * options and make their client the same way, with their own default model and timeout.
 */
import OpenAI from 'openai';

export interface OpenAIConnection {
  apiKey: string;
  /** Any OpenAI-compatible endpoint; api.openai.com when absent. */
  baseURL?: string | undefined;
  /** The engine's default model when absent. */
  model?: string | undefined;
  /** Per request, including the provider's own work; the engine's default when absent. */
  timeoutMs?: number | undefined;
  /** Retries of rate-limited, failed or timed-out requests, by the SDK with back-off. Default 2. */
  maxRetries?: number | undefined;
}

const DEFAULT_BASE_URL = 'https://api.openai.com/v1';

export function openAIClient(options: OpenAIConnection, defaultTimeoutMs: number): OpenAI {
  return new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL ?? DEFAULT_BASE_URL,
    timeout: options.timeoutMs ?? defaultTimeoutMs,
    maxRetries: options.maxRetries ?? 2,
  });
}
