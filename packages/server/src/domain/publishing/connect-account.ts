/**
 * Turning a signed-in identity and a chosen destination into a connected social account: created,
 * or reconnected in place when the workspace already has it.
 */
import type {
  ConnectedIdentity,
  Destination,
  OAuthCredentials,
  OAuthTokens,
} from '../../ports/oauth-platform.js';
import type { SocialAccountRecord } from '../../ports/persistence/social-accounts.js';
import { conflict } from '../app-error.js';
import { newId } from '../ids.js';
import type { SocialPlatform } from './platforms.js';
import type { PublishingDeps } from './publishing-deps.js';

/** How long a connect request waits for the platform's callback, and a connection for its destination. */
export const CONNECT_WINDOW_MS = 10 * 60_000;

/** How long one call to the platform during the flow may take. */
export const PLATFORM_CALL_MS = 20_000;

export type ConnectDeps = Pick<
  PublishingDeps,
  'store' | 'clock' | 'secrets' | 'outbound' | 'oauth' | 'publicUrl' | 'connectRedirectOrigins'
>;

const DESTINATION_KINDS: Partial<Record<SocialPlatform, string>> = {
  facebook: 'this Facebook user manages no Page; create one or ask for a role on one, then connect again',
  instagram:
    'this user has no Instagram business or creator account linked to a Facebook Page; link one, then connect again',
  pinterest: 'this Pinterest account has no board; create one, then connect again',
};

export const noDestinations = (platform: SocialPlatform) =>
  `Nothing to post to: ${DESTINATION_KINDS[platform] ?? `this ${platform} account offers no destination`}.`;

export interface Connecting {
  workspaceId: string;
  accountId: string;
  tokenId: string;
  platform: SocialPlatform;
  apiUrl: string;
  tokens: OAuthTokens;
  identity: ConnectedIdentity;
}

/** Handles are lower case, without "@", spaces or slashes (what POST /social-accounts keeps). */
function handleOf(identity: ConnectedIdentity, destination: Destination | undefined): string {
  const raw = destination ? (destination.handle ?? destination.name) : identity.handle;
  const handle = raw
    .trim()
    .replace(/^@/, '')
    .toLowerCase()
    .replace(/[\s/]+/g, '-')
    .slice(0, 100);
  return handle === '' ? (destination?.id ?? identity.externalId) : handle;
}

/**
 * Creates the account, or reconnects in place the workspace's account of that platform with the
 * same platform id (same id, new credentials, active again). With a destination, the account is
 * the destination: its id is the platform id, and its token comes with the credentials.
 */
export async function connectAccount(
  deps: ConnectDeps,
  c: Connecting,
  destination: Destination | undefined,
): Promise<{ account: SocialAccountRecord; reconnected: boolean }> {
  const externalId = destination?.id ?? c.identity.externalId;
  const credentials: OAuthCredentials = {
    kind: 'oauth',
    apiUrl: c.apiUrl,
    tokens: c.tokens,
    ...(destination ? { destination } : {}),
  };
  const at = deps.clock.now().toISOString();
  const existing = await deps.store.socialAccounts.findByExternalId(c.workspaceId, c.platform, externalId);
  if (existing && existing.connection === 'oauth') {
    await deps.store.socialAccounts.reconnect(existing.id, {
      credentials: deps.secrets.seal(JSON.stringify(credentials), existing.id),
      externalId,
      webhookUrl: null,
      at,
    });
    return { account: (await deps.store.socialAccounts.find(existing.id))!, reconnected: true };
  }
  const id = newId('sa');
  const account: SocialAccountRecord = {
    id,
    workspaceId: c.workspaceId,
    accountId: c.accountId,
    platform: c.platform,
    handle: handleOf(c.identity, destination),
    connection: 'oauth',
    status: 'active',
    statusReason: null,
    externalId,
    webhookUrl: null,
    credentials: deps.secrets.seal(JSON.stringify(credentials), id),
    createdByTokenId: c.tokenId,
    createdAt: at,
    updatedAt: at,
    deletedAt: null,
  };
  if (!(await deps.store.socialAccounts.insert(account))) {
    throw conflict(
      `This workspace already has a ${c.platform} account @${account.handle} connected another way; delete it first to connect this one.`,
    );
  }
  return { account, reconnected: false };
}
