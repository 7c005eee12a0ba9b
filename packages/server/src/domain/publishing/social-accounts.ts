/**
 * Social accounts: the destinations of posts. How an account is connected follows from
 * who connects it and to what: a `webhook` account is a signed-POST receiver; any other account
 * created with an agent token is an `agent_session` (the agent delivers with its own tools); an API
 * token connects a platform the service delivers to itself with credentials checked against the
 * platform first (Bluesky's app password), or through the platform's sign-in.
 */
import { type ConnectedAccount, DeliveryError } from '../../ports/connector.js';
import { OutboundError } from '../../ports/outbound-http.js';
import type { SocialAccountRecord, SocialConnection } from '../../ports/persistence/social-accounts.js';
import type { Store } from '../../ports/persistence/store.js';
import { AppError, conflict, invalidRequest, notFound } from '../app-error.js';
import { isWellFormedId, newId } from '../ids.js';
import { type AuthContext, requireRole } from '../tokens.js';
import type { SocialPlatform } from './platforms.js';
import type { PublishingDeps } from './publishing-deps.js';

export interface NewSocialAccount {
  platform: SocialPlatform;
  handle?: string | undefined;
  credentials?: Record<string, unknown> | undefined;
  webhookUrl?: string | undefined;
}

/** Handles are kept lower case without a leading "@": platforms treat them so, and so do duplicates. */
const normalizeHandle = (handle: string) => handle.trim().replace(/^@/, '').toLowerCase();

/** How long checking credentials against a platform may take at creation. */
const CHECK_TIMEOUT_MS = 20_000;

/**
 * Connects a social account. Credentials are checked against the platform before anything is
 * stored, then sealed with AES-256-GCM; a webhook account's signing secret is answered once, here.
 */
export async function createSocialAccount(
  deps: PublishingDeps,
  caller: AuthContext,
  workspaceId: string,
  input: NewSocialAccount,
): Promise<{ account: SocialAccountRecord; secret?: string }> {
  requireRole(caller, 'editor', 'connect social accounts');
  const id = newId('sa');
  const at = deps.clock.now().toISOString();
  const base = {
    id,
    workspaceId,
    accountId: caller.accountId,
    platform: input.platform,
    status: 'active' as const,
    statusReason: null,
    createdByTokenId: caller.tokenId,
    createdAt: at,
    updatedAt: at,
    deletedAt: null,
  };
  let account: SocialAccountRecord;
  let secret: string | undefined;
  if (input.platform === 'webhook') {
    refuse(
      input.credentials !== undefined,
      'credentials',
      'a webhook account has no credentials; give webhookUrl',
    );
    if (input.webhookUrl === undefined) {
      throw invalidRequest('A webhook account needs webhookUrl, the address its posts are sent to.', [
        { path: 'body.webhookUrl', message: 'required for platform webhook' },
      ]);
    }
    await checkReachable(deps, input.webhookUrl, 'body.webhookUrl');
    secret = deps.signer.newSecret();
    account = {
      ...base,
      handle: checkHandle(input.handle ?? new URL(input.webhookUrl).host),
      connection: 'webhook',
      externalId: null,
      webhookUrl: input.webhookUrl,
      credentials: deps.secrets.seal(JSON.stringify({ secret }), id),
    };
  } else if (caller.kind === 'agent') {
    refuse(
      input.credentials !== undefined,
      'credentials',
      'an agent session is the connection of the accounts it creates; it takes no credentials',
    );
    refuse(input.webhookUrl !== undefined, 'webhookUrl', 'only platform webhook takes webhookUrl');
    if (input.handle === undefined) {
      throw invalidRequest('Name the account the agent posts as.', [
        { path: 'body.handle', message: 'required for an agent session account' },
      ]);
    }
    account = {
      ...base,
      handle: checkHandle(input.handle),
      connection: 'agent_session',
      externalId: null,
      webhookUrl: null,
      credentials: null,
    };
  } else {
    refuse(input.webhookUrl !== undefined, 'webhookUrl', 'only platform webhook takes webhookUrl');
    const check = deps.credentialChecks[input.platform];
    if (!check) {
      throw invalidRequest(
        `${input.platform} accounts are connected through ${input.platform}'s own sign-in, which this server does not offer yet, or by an AI agent with an agent token (the agent then posts with its own tools).`,
        [{ path: 'body.platform', message: `cannot be connected with credentials` }],
      );
    }
    if (input.credentials === undefined) {
      throw invalidRequest(`A ${input.platform} account is connected with credentials.`, [
        { path: 'body.credentials', message: `required for platform ${input.platform}` },
      ]);
    }
    const signedIn = await checkCredentials(check, input.platform, input.credentials);
    if (input.handle !== undefined && normalizeHandle(input.handle) !== signedIn.handle) {
      throw new AppError(
        'invalid_credentials',
        `These credentials sign in as @${signedIn.handle}, not @${normalizeHandle(input.handle)}; leave handle out or give that one.`,
      );
    }
    account = {
      ...base,
      handle: signedIn.handle,
      connection: 'oauth',
      externalId: signedIn.externalId,
      webhookUrl: null,
      credentials: deps.secrets.seal(JSON.stringify(signedIn.credentials), id),
    };
  }
  if (!(await deps.store.socialAccounts.insert(account))) {
    throw conflict(`This workspace already has the ${account.platform} account @${account.handle}.`);
  }
  return { account, ...(secret !== undefined ? { secret } : {}) };
}

export interface Reconnection {
  credentials?: Record<string, unknown> | undefined;
  webhookUrl?: string | undefined;
}

/**
 * Reconnects an account that needs it (or changes how a live one is reached): new credentials,
 * checked against the platform as at creation and required to sign in as the same account, or a
 * new webhook address. The account is active again under the same id, so the posts that name it,
 * and the targets that failed on it, can be published and retried.
 */
export async function reconnectSocialAccount(
  deps: PublishingDeps,
  caller: AuthContext,
  workspaceId: string,
  id: string,
  input: Reconnection,
): Promise<SocialAccountRecord> {
  requireRole(caller, 'editor', 'reconnect social accounts');
  const account = await getSocialAccount(deps, workspaceId, id);
  let change: { credentials: string | null; externalId: string | null; webhookUrl: string | null };
  if (account.connection === 'webhook') {
    refuse(
      input.credentials !== undefined,
      'credentials',
      'a webhook account has no credentials; give webhookUrl',
    );
    if (input.webhookUrl === undefined) {
      throw invalidRequest('Give the webhook account its new webhookUrl.', [
        { path: 'body.webhookUrl', message: 'required for platform webhook' },
      ]);
    }
    await checkReachable(deps, input.webhookUrl, 'body.webhookUrl');
    change = { credentials: account.credentials, externalId: null, webhookUrl: input.webhookUrl };
  } else if (account.connection === 'oauth') {
    refuse(input.webhookUrl !== undefined, 'webhookUrl', 'only platform webhook takes webhookUrl');
    const check = deps.credentialChecks[account.platform];
    if (!check) {
      throw invalidRequest(
        `${account.platform} accounts are reconnected through ${account.platform}'s own sign-in.`,
        [{ path: 'body.credentials', message: `cannot be given for platform ${account.platform}` }],
      );
    }
    if (input.credentials === undefined) {
      throw invalidRequest(`Give the ${account.platform} account new credentials.`, [
        { path: 'body.credentials', message: `required for platform ${account.platform}` },
      ]);
    }
    const signedIn = await checkCredentials(check, account.platform, input.credentials);
    if (signedIn.handle !== account.handle) {
      throw new AppError(
        'invalid_credentials',
        `These credentials sign in as @${signedIn.handle}, not @${account.handle}; connect that account separately.`,
      );
    }
    change = {
      credentials: deps.secrets.seal(JSON.stringify(signedIn.credentials), account.id),
      externalId: signedIn.externalId,
      webhookUrl: null,
    };
  } else {
    throw conflict(
      'An agent session account is connected through the agent itself; there is nothing to reconnect.',
    );
  }
  if (
    !(await deps.store.socialAccounts.reconnect(account.id, {
      ...change,
      at: deps.clock.now().toISOString(),
    }))
  ) {
    throw notFound('The social account');
  }
  return getSocialAccount(deps, workspaceId, id);
}

function refuse(given: boolean, field: string, message: string) {
  if (given) throw invalidRequest(`${field}: ${message}.`, [{ path: `body.${field}`, message }]);
}

function checkHandle(handle: string): string {
  const normalized = normalizeHandle(handle);
  if (!/^[^\s/]{1,100}$/.test(normalized)) {
    throw invalidRequest('A handle is 1–100 characters without spaces or slashes.', [
      { path: 'body.handle', message: 'must be 1–100 characters without spaces or slashes' },
    ]);
  }
  return normalized;
}

/** A URL a user gives must be reachable by the outbound rules (public addresses only, unless allowed). */
export async function checkReachable(deps: Pick<PublishingDeps, 'outbound'>, url: string, path: string) {
  try {
    await deps.outbound.checkUrl(url);
  } catch (err) {
    if (!(err instanceof OutboundError)) throw err;
    throw invalidRequest(`${path.replace(/^body\./, '')} cannot be used: ${err.message}.`, [
      { path, message: err.message },
    ]);
  }
}

async function checkCredentials(
  check: NonNullable<PublishingDeps['credentialChecks'][SocialPlatform]>,
  platform: SocialPlatform,
  credentials: Record<string, unknown>,
) {
  try {
    return await check(credentials, AbortSignal.timeout(CHECK_TIMEOUT_MS));
  } catch (err) {
    if (!(err instanceof DeliveryError)) throw err;
    if (err.options.credentialsRejected) {
      throw new AppError('invalid_credentials', `${platform} refused these credentials: ${err.message}`);
    }
    if (err.code === 'blocked_address' || err.code === 'invalid_url') {
      throw invalidRequest(`credentials.service cannot be used: ${err.message}.`, [
        { path: 'body.credentials.service', message: err.message },
      ]);
    }
    // The server answered, and not as one that signs in does: asking again will not help.
    if (!err.options.transient && !err.options.unclear) {
      throw invalidRequest(`${platform} could not check these credentials: ${err.message}`, [
        { path: 'body.credentials', message: err.message },
      ]);
    }
    throw new AppError(
      'unavailable',
      `${platform} could not be reached to check the credentials: ${err.message}`,
    );
  }
}

/** A live social account of this workspace; 404 otherwise, whoever owns it. */
export async function getSocialAccount(
  deps: { store: Store },
  workspaceId: string,
  id: string,
): Promise<SocialAccountRecord> {
  const account = isWellFormedId(id, 'sa') ? await deps.store.socialAccounts.find(id) : undefined;
  if (!account || account.workspaceId !== workspaceId || account.deletedAt !== null) {
    throw notFound('The social account');
  }
  return account;
}

export function listSocialAccounts(
  deps: { store: Store },
  workspaceId: string,
  filter: { platform?: SocialPlatform | undefined },
  page: { limit: number; before?: string | undefined },
): Promise<SocialAccountRecord[]> {
  return deps.store.socialAccounts.list(workspaceId, filter, page);
}

/**
 * Disconnects an account: its credentials are no longer used, posts that still name it show it as
 * a problem (in the publish check), and a scheduled delivery to it fails without charge.
 */
export async function deleteSocialAccount(
  deps: Pick<PublishingDeps, 'store' | 'clock'>,
  caller: AuthContext,
  workspaceId: string,
  id: string,
): Promise<void> {
  requireRole(caller, 'editor', 'disconnect social accounts');
  const account = await getSocialAccount(deps, workspaceId, id);
  if (!(await deps.store.socialAccounts.markDeleted(account.id, deps.clock.now().toISOString()))) {
    throw notFound('The social account');
  }
}

/** The account's credentials in clear, as its connector needs them. */
export function openCredentials(
  deps: Pick<PublishingDeps, 'secrets'>,
  account: SocialAccountRecord,
): unknown {
  return account.credentials === null ? null : JSON.parse(deps.secrets.open(account.credentials, account.id));
}

/** The account as a connector reads it, its credentials opened, for a question asked outside a delivery. */
export function connectedAccountOf(
  deps: Pick<PublishingDeps, 'secrets'>,
  account: SocialAccountRecord,
): ConnectedAccount {
  return {
    id: account.id,
    handle: account.handle,
    externalId: account.externalId,
    webhookUrl: account.webhookUrl,
    credentials: openCredentials(deps, account),
  };
}

/**
 * The platform refused the account's credentials: it needs reconnecting. The change happens once
 * (an account already marked is left as it is), and so does its `social_account.needs_reconnect`
 * event, however many deliveries found out at the same time.
 */
export async function markNeedsReconnect(
  deps: Pick<PublishingDeps, 'store' | 'clock' | 'events' | 'jobs'>,
  account: SocialAccountRecord,
  reason: string,
): Promise<void> {
  const marked = await deps.store.transaction(async (tx) => {
    const changed = await tx.socialAccounts.setStatus(account.id, {
      from: ['active'],
      to: 'needs_reconnect',
      reason,
      at: deps.clock.now().toISOString(),
    });
    if (changed) {
      await deps.events.record(tx, { workspaceId: account.workspaceId }, 'social_account.needs_reconnect', {
        id: account.id,
        platform: account.platform,
        handle: account.handle,
        reason,
      });
    }
    return changed;
  });
  if (marked) deps.jobs.wake();
}

export type { SocialConnection };
