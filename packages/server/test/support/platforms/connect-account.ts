/**
 * Connecting a platform's stand-in to the service as an operator and a member would: the settings
 * that point the service at it, and the sign-in a browser goes through.
 */
import { expect } from 'vitest';
import { OAUTH_APP_PLATFORMS } from '../../../src/domain/publishing/platforms.js';
import type { Client } from '../publishing.js';
import { memberBrowser } from '../signed-in.js';
import type { TestContext } from '../test-app.js';
import type { FakePlatform } from './fake-platform.js';

/** The settings that point the service at a platform's stand-in. */
export function settingsFor(fakes: { platform: string; fake: FakePlatform }[]): Record<string, string> {
  const env: Record<string, string> = {};
  for (const { platform, fake } of fakes) {
    if (!(OAUTH_APP_PLATFORMS as readonly string[]).includes(platform)) continue;
    const name = platform.toUpperCase();
    env[`${name}_CLIENT_ID`] = fake.clientId;
    env[`${name}_CLIENT_SECRET`] = fake.clientSecret;
    env[`${name}_API_URL`] = fake.apiUrl;
    env[`${name}_AUTH_URL`] = fake.authUrl;
  }
  return env;
}

/**
 * Connects the platform's user through the sign-in as a browser would: start, consent, land on the
 * callback; a destination is chosen when the platform offers several (the first).
 */
export async function connect(
  ctx: TestContext,
  api: Client,
  platform: string,
  fake: FakePlatform,
): Promise<{ id: string; handle: string; status: string }> {
  const entry = ctx.services.publishing.oauth[platform as 'x'];
  expect(entry, `${platform} is offered`).toBeDefined();
  const started = await api('POST', '/v1/social-accounts/connect', {
    platform,
    ...(entry!.oauth.registerClient ? { instance: fake.apiUrl } : {}),
  });
  expect(started.statusCode, started.body).toBe(200);
  const callback = await fake.consent(started.json().data.authorizeUrl);
  // The browser that consented is a member's, signed in to the account.
  const { accountId } = (await api('GET', '/v1/me')).json().data;
  const browser = await memberBrowser(ctx, accountId);
  const landed = await fetch(callback, {
    headers: { accept: 'application/json', cookie: browser.cookie },
    redirect: 'manual',
  });
  const body = (await landed.json()) as { data: Record<string, unknown> };
  expect(landed.status, JSON.stringify(body)).toBe(200);
  if (body.data.status === 'choose_destination') {
    const destinations = body.data.destinations as { id: string }[];
    const chosen = await api('POST', `/v1/social-accounts/connect/${body.data.connectionId}`, {
      destinationId: destinations[0]!.id,
    });
    expect(chosen.statusCode, chosen.body).toBe(201);
    return chosen.json().data;
  }
  expect(body.data.status).toBe('connected');
  return body.data.socialAccount as { id: string; handle: string; status: string };
}
