/** A Mastodon instance as the connect flow meets it: its address, and the service's app registered on it once. */
import { DeliveryError } from '../../ports/connector.js';
import type { OAuthClient } from '../../ports/oauth-platform.js';
import { OutboundError } from '../../ports/outbound-http.js';
import { AppError, invalidRequest } from '../app-error.js';
import { newId } from '../ids.js';
import { type ConnectDeps, PLATFORM_CALL_MS } from './connect-account.js';
import { callbackUrlOf, clientFor } from './oauth-tokens.js';
import { fromPlatform, oauthClientSchema } from './platform-answers.js';
import type { SocialPlatform } from './platforms.js';
import type { OAuthPlatformEntry } from './publishing-deps.js';

/** A host name (`mastodon.social`, reached over https) or an http(s) URL of the instance's origin. */
export function instanceUrlOf(instance: string): string {
  const refuse = () =>
    invalidRequest('instance is a host name like "mastodon.social" or its https URL.', [
      { path: 'body.instance', message: 'must be a host name or an http(s) URL without a path' },
    ]);
  let url: URL;
  try {
    url = new URL(instance.includes('://') ? instance : `https://${instance}`);
  } catch {
    throw refuse();
  }
  const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  // Tokens never travel in clear to a public instance; plain http is for one on this machine or
  // network (development), which the address rules refuse unless ALLOW_PRIVATE_TARGETS is set.
  const local = url.hostname === 'localhost' || /^[\d.]+$|^\[/.test(url.hostname);
  if (url.protocol === 'http:' && !local) {
    throw invalidRequest('instance must be reached over https.', [
      { path: 'body.instance', message: 'must use https' },
    ]);
  }
  if (
    !['http:', 'https:'].includes(url.protocol) ||
    !bare ||
    (!url.hostname.includes('.') && url.hostname !== 'localhost')
  ) {
    throw refuse();
  }
  return url.origin;
}

/** The service's app on the instance, registered the first time anyone connects from it. */
export async function instanceClient(
  deps: ConnectDeps,
  platform: SocialPlatform,
  entry: OAuthPlatformEntry,
  apiUrl: string,
): Promise<OAuthClient> {
  const known = await clientFor(deps, platform, entry, apiUrl);
  if (known) return known;
  const redirectUri = callbackUrlOf(deps.publicUrl, platform);
  let registered: OAuthClient;
  try {
    registered = await fromPlatform(platform, oauthClientSchema, () =>
      entry.oauth.registerClient!(apiUrl, redirectUri, AbortSignal.timeout(PLATFORM_CALL_MS)),
    );
  } catch (err) {
    if (err instanceof OutboundError) {
      throw invalidRequest(`instance cannot be used: ${err.message}.`, [
        { path: 'body.instance', message: err.message },
      ]);
    }
    if (!(err instanceof DeliveryError)) throw err;
    if (err.options.transient || err.options.unclear) {
      throw new AppError('unavailable', `The instance ${apiUrl} could not be reached: ${err.message}`);
    }
    throw invalidRequest(`The instance ${apiUrl} refused to register this service: ${err.message}`, [
      { path: 'body.instance', message: 'refused the registration' },
    ]);
  }
  const id = newId('ocl');
  await deps.store.oauthConnections.insertInstanceClient({
    id,
    platform,
    apiUrl,
    redirectUri,
    authUrl: registered.authUrl,
    clientId: registered.clientId,
    clientSecret: deps.secrets.seal(registered.clientSecret, id),
    createdAt: deps.clock.now().toISOString(),
  });
  // Another request may have registered first: every connection uses the one stored.
  return (await clientFor(deps, platform, entry, apiUrl))!;
}
