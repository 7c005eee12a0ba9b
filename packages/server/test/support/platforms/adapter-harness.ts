/**
 * What the tests of the platform adapters build alike: the adapter's dependencies as the service
 * wires them (the guarded client, allowed to reach the fakes on the loopback, and the sharp image
 * processor), the app registered with a fake, the connect flow's consent and code exchange, and
 * the DeliveryError a step is expected to fail with.
 */
import { createHash, randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { createSharpImages } from '../../../src/adapters/images/sharp-images.js';
import { createGuardedHttp } from '../../../src/adapters/outbound/guarded-http.js';
import { systemClock } from '../../../src/ports/clock.js';
import { DeliveryError } from '../../../src/ports/connector.js';
import type {
  OAuthClient,
  OAuthPlatform,
  OAuthTokens,
  PlatformAdapterDeps,
} from '../../../src/ports/oauth-platform.js';
import type { FakePlatform } from './fake-platform.js';

/** A timed-out request must not stall a test: every step gets this long at most. */
export const signal = () => AbortSignal.timeout(20_000);

/** An adapter's dependencies; `pollIntervalMs` shortens the waits between status polls. */
export function adapterDeps(options: {
  timeoutMs: number;
  pollIntervalMs?: number;
  images?: PlatformAdapterDeps['images'];
}): PlatformAdapterDeps {
  return {
    outbound: createGuardedHttp({ allowPrivate: true }),
    images: options.images ?? createSharpImages(),
    clock: systemClock,
    timeoutMs: options.timeoutMs,
    ...(options.pollIntervalMs !== undefined ? { pollIntervalMs: options.pollIntervalMs } : {}),
  };
}

/** The app the operator registered with the fake platform. */
export function oauthClientOf(
  fake: Pick<FakePlatform, 'clientId' | 'clientSecret' | 'apiUrl' | 'authUrl'>,
): OAuthClient {
  return {
    clientId: fake.clientId,
    clientSecret: fake.clientSecret,
    apiUrl: fake.apiUrl,
    authUrl: fake.authUrl,
  };
}

/**
 * The connect flow's steps: the consent page approved on the fake (with a fresh state and a PKCE
 * challenge, which platforms without PKCE ignore), the callback checked, the code exchanged.
 */
export async function signIn(
  oauth: OAuthPlatform,
  fake: Pick<FakePlatform, 'consent'>,
  client: OAuthClient,
  redirectUri: string,
  stop: AbortSignal = signal(),
): Promise<{ tokens: OAuthTokens; authorizeUrl: string; callback: URL }> {
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(16).toString('base64url');
  const authorizeUrl = oauth.authorizeUrl(client, {
    state,
    codeChallenge: createHash('sha256').update(verifier).digest('base64url'),
    redirectUri,
  });
  const callback = new URL(await fake.consent(authorizeUrl));
  expect(`${callback.origin}${callback.pathname}`).toBe(redirectUri);
  expect(callback.searchParams.get('state')).toBe(state);
  const code = callback.searchParams.get('code');
  expect(code).toBeTruthy();
  const tokens = await oauth.exchangeCode(client, { code: code!, codeVerifier: verifier, redirectUri }, stop);
  return { tokens, authorizeUrl, callback };
}

/** The DeliveryError `promise` fails with (and a failed expectation when it does not). */
export async function deliveryFailure(promise: Promise<unknown>): Promise<DeliveryError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(DeliveryError);
  return err as DeliveryError;
}
