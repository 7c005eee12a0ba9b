import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createOpenAICopyEngine } from '../../../src/adapters/engines/openai-copy-engine.js';
import { createOpenAIImageEngine } from '../../../src/adapters/engines/openai-image-engine.js';
import { findPreset } from '../../../src/domain/presets/preset-catalogue.js';
import { EngineError } from '../../../src/ports/image-engine.js';
import { MODERATION_BLOCKED, type OpenAITestServer, startOpenAIServer } from '../../support/openai-server.js';

let server: OpenAITestServer;
beforeAll(async () => {
  server = await startOpenAIServer();
});
afterAll(() => server.close());
afterEach(() => {
  server.requests.length = 0;
});

const preset = findPreset('product-hero-studio')!;

/** What one image call fails with, through the image engine (no retries unless asked). */
async function imageFailure(options: { apiKey?: string; baseURL?: string; maxRetries?: number } = {}) {
  const engine = createOpenAIImageEngine({
    apiKey: options.apiKey ?? server.apiKey,
    baseURL: options.baseURL ?? server.url,
    maxRetries: options.maxRetries ?? 0,
  });
  try {
    for await (const _ of engine.renderPreset({ preset, subject: 'Lamp', seed: 1, only: [0] })) {
      // drawn
    }
  } catch (err) {
    return err;
  }
  return undefined;
}

async function copyFailure(apiKey = server.apiKey) {
  const engine = createOpenAICopyEngine({ apiKey, baseURL: server.url, maxRetries: 0 });
  return engine
    .write({ subject: 'Lamp', platform: 'x', tone: 'casual', variants: 1, language: 'en', seed: 1 })
    .then(
      () => undefined,
      (err: unknown) => err,
    );
}

describe('provider errors', () => {
  it('says the API key was refused on 401, without the key', async () => {
    const wrongKey = 'sk-wrong-key-do-not-print-4242';
    for (const failure of [await imageFailure({ apiKey: wrongKey }), await copyFailure(wrongKey)]) {
      expect(failure).toBeInstanceOf(EngineError);
      expect(failure).toMatchObject({ code: 'provider_error', retryable: false });
      expect((failure as Error).message).toMatch(/API key/);
      expect((failure as Error).message).not.toContain(wrongKey);
      expect(JSON.stringify(failure)).not.toContain(wrongKey);
    }
    // The fake, like the real API, echoed the key it was sent.
    expect(server.requests[0]?.status).toBe(401);
  });

  it('says the API key was refused on 403', async () => {
    server.failNext(403);
    const failure = await imageFailure();
    expect(failure).toMatchObject({ code: 'provider_error', retryable: false });
    expect((failure as Error).message).toMatch(/API key/);
  });

  it('never repeats the API key the provider echoes in any error', async () => {
    for (const status of [400, 429, 500]) {
      server.failNext(status, { error: { message: `bad things happened to ${server.apiKey}` } });
      const failure = await imageFailure();
      expect((failure as Error).message).not.toContain(server.apiKey);
      expect((failure as Error).message).toContain('bad things happened');
    }
  });

  it('maps 429 to provider_rate_limited, retryable', async () => {
    server.failNext(429);
    expect(await imageFailure()).toMatchObject({ code: 'provider_rate_limited', retryable: true });
    server.failNext(429, { endpoint: 'chat' });
    expect(await copyFailure()).toMatchObject({ code: 'provider_rate_limited', retryable: true });
  });

  it('lets the SDK retry a 429 after the provider’s retry-after-ms when retries are enabled', async () => {
    server.failNext(429, { times: 2, headers: { 'retry-after-ms': '10' } });
    expect(await imageFailure({ maxRetries: 2 })).toBeUndefined();
    expect(server.requests.map((r) => r.status)).toEqual([429, 429, 200]);
  });

  it('maps 5xx to provider_unavailable, retryable', async () => {
    server.failNext(500);
    expect(await imageFailure()).toMatchObject({ code: 'provider_unavailable', retryable: true });
    server.failNext(503);
    expect(await imageFailure()).toMatchObject({ code: 'provider_unavailable', retryable: true });
  });

  it('maps a refused connection to provider_unavailable, retryable', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', () => resolve()));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const failure = await imageFailure({ baseURL: `http://127.0.0.1:${port}/v1` });
    expect(failure).toMatchObject({ code: 'provider_unavailable', retryable: true });
  });

  it("maps the safety system's refusal to content_rejected", async () => {
    server.failNext(400, { error: MODERATION_BLOCKED });
    const failure = await imageFailure();
    expect(failure).toMatchObject({ code: 'content_rejected', retryable: false });
    expect((failure as Error).message).toContain('safety system');
  });

  it('maps other 4xx answers to provider_error', async () => {
    server.failNext(400, {
      error: { message: "Invalid value: 'x'.", param: 'quality', code: 'invalid_value' },
    });
    expect(await imageFailure()).toMatchObject({ code: 'provider_error', retryable: false });
    server.failNext(404, {
      error: { message: 'The model `gpt-image-9` does not exist.', code: 'model_not_found' },
    });
    expect(await imageFailure()).toMatchObject({ code: 'provider_error', retryable: false });
  });
});
