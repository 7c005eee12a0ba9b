import type { ConnectStart, NewSocialAccount, PendingConnection, SocialAccount } from '@contentforge/sdk';
import { type FormEvent, useEffect, useState } from 'react';
import { api } from '../api.js';
import type { Session } from '../app.js';
import { PLATFORM_NAMES, type SocialPlatform } from '../caption-count.js';
import { ProblemNotice } from '../problem-notice.js';
import { useApi } from '../use-api.js';
import { CopyButton } from './presets.js';

/** Platforms connected through their own sign-in; Bluesky and webhooks have forms of their own. */
const SIGN_IN_PLATFORMS: SocialPlatform[] = [
  'x',
  'linkedin',
  'instagram',
  'facebook',
  'threads',
  'tiktok',
  'pinterest',
  'mastodon',
];

const CONNECTION_LABELS: Record<SocialAccount['connection'], string> = {
  oauth: 'Signed in',
  webhook: 'Webhook',
  agent_session: 'Agent session',
};

/** Why a sign-in came back without an account, in words, with what to do. */
const CONNECT_ERRORS: Record<string, string> = {
  access_denied: 'The sign-in was declined on the platform. Connect again and approve the access.',
  state_missing: 'The sign-in could not be matched to one started here. Start again.',
  state_unknown: 'The sign-in could not be matched to one started here. Start again.',
  state_used: 'That sign-in was already used. Start again.',
  state_expired: 'The sign-in took longer than ten minutes. Start again.',
  platform_mismatch: 'The sign-in came back from another platform. Start again.',
  platform_refused: 'The platform did not complete the sign-in. Try again in a moment.',
  platform_unavailable: 'The platform could not be reached. Try again in a moment.',
  token_revoked: 'The session that started the sign-in has ended. Sign in here again, then connect.',
  platform_not_configured: 'The operator has not set this platform up yet. Ask them to add its app settings.',
  no_destinations:
    'The signed-in user has nothing to publish to here (for example, no page they manage). Use another user.',
  account_conflict:
    'This workspace already has that handle connected another way. Delete that account first, then connect.',
};

function statusText(account: SocialAccount): string {
  if (account.status === 'needs_reconnect') return 'Needs reconnecting';
  if (account.status === 'disabled') return 'Disabled';
  return 'Active';
}

/** Starts the platform's sign-in, coming back to this page with the outcome in the query. */
async function startSignIn(platform: SocialPlatform, instance?: string): Promise<void> {
  const answer = await api<ConnectStart>('POST', '/social-accounts/connect', {
    platform,
    redirectTo: `${location.origin}/accounts`,
    ...(instance ? { instance } : {}),
  });
  location.assign(answer.authorizeUrl);
}

/** The workspace's publishing destinations: connect (sign-in, Bluesky, webhook), reconnect, delete. */
export function AccountsPage({ session }: { session: Session }) {
  const accounts = useApi<SocialAccount[]>('/social-accounts?limit=100');
  const [error, setError] = useState<unknown>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [secret, setSecret] = useState<{ handle: string; secret: string } | null>(null);
  const [pending, setPending] = useState<PendingConnection | null>(null);
  const [reconnecting, setReconnecting] = useState<string | null>(null);
  const canEdit = session.me.role !== 'viewer';

  // The platform's sign-in sends the browser back here with how it went.
  useEffect(() => {
    const query = new URLSearchParams(location.search);
    const status = query.get('status');
    if (!status) return;
    history.replaceState(null, '', '/accounts');
    if (status === 'connected') setNotice('The account is connected.');
    if (status === 'error') {
      const code = query.get('code') ?? '';
      setError(new Error(CONNECT_ERRORS[code] ?? `The sign-in did not complete (${code}). Start again.`));
    }
    const connectionId = query.get('connectionId');
    if (status === 'choose_destination' && connectionId) {
      api<PendingConnection>('GET', `/social-accounts/connect/${encodeURIComponent(connectionId)}`).then(
        setPending,
        setError,
      );
    }
  }, []);

  const run = async (action: () => Promise<void>) => {
    setError(null);
    setNotice(null);
    try {
      await action();
    } catch (reason) {
      setError(reason);
    }
  };

  const connect = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const platform = String(data.get('platform')) as SocialPlatform;
    void run(() => startSignIn(platform, String(data.get('instance') ?? '').trim() || undefined));
  };

  const create = (event: FormEvent<HTMLFormElement>, body: (data: FormData) => object) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    void run(async () => {
      const created = await api<NewSocialAccount>('POST', '/social-accounts', body(data));
      form.reset();
      setSecret(created.secret ? { handle: created.handle, secret: created.secret } : null);
      setNotice(`${PLATFORM_NAMES[created.platform]} account ${created.handle} is connected.`);
      accounts.reload();
    });
  };

  const choose = (destinationId: string) =>
    run(async () => {
      if (!pending) return;
      const account = await api<SocialAccount>('POST', `/social-accounts/connect/${pending.id}`, {
        destinationId,
      });
      setPending(null);
      setNotice(`${PLATFORM_NAMES[account.platform]} account ${account.handle} is connected.`);
      accounts.reload();
    });

  const remove = (account: SocialAccount) => {
    if (!confirm(`Delete ${account.handle}? Drafts that publish to it will show a problem.`)) return;
    void run(async () => {
      await api('DELETE', `/social-accounts/${account.id}`);
      accounts.reload();
    });
  };

  const reconnect = (account: SocialAccount) => {
    // Mastodon asks for the instance again: a handle's domain need not be the instance's address.
    if (account.connection === 'oauth' && account.platform !== 'bluesky' && account.platform !== 'mastodon') {
      void run(() => startSignIn(account.platform));
    } else {
      setReconnecting(reconnecting === account.id ? null : account.id);
    }
  };

  const reconnectWith = (event: FormEvent<HTMLFormElement>, account: SocialAccount) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    if (account.platform === 'mastodon') {
      void run(() => startSignIn('mastodon', String(data.get('instance')).trim()));
      return;
    }
    const body =
      account.platform === 'webhook'
        ? { webhookUrl: String(data.get('webhookUrl')) }
        : { credentials: { identifier: account.handle, appPassword: String(data.get('appPassword')) } };
    void run(async () => {
      await api('PATCH', `/social-accounts/${account.id}`, body);
      setReconnecting(null);
      setNotice(`${account.handle} is connected again.`);
      accounts.reload();
    });
  };

  return (
    <section>
      <h1>Social accounts</h1>
      <p className="hint">
        The places posts are published to. Each delivery costs the credits its platform costs.
      </p>
      {notice && (
        <p className="notice success" role="status">
          {notice}
        </p>
      )}
      {secret && (
        <div className="notice success" role="status">
          <p>
            <strong>Signing secret of {secret.handle}.</strong> Copy it now: it is not shown again. The
            receiver checks each delivery’s <code>webhook-signature</code> with it.
          </p>
          <p className="secret">
            <code data-testid="webhook-secret">{secret.secret}</code>{' '}
            <CopyButton text={secret.secret} label="Copy the signing secret" />
          </p>
        </div>
      )}
      <ProblemNotice error={error ?? accounts.error} />

      {pending && (
        <section className="card" aria-labelledby="choose-heading">
          <h2 id="choose-heading">Choose where {pending.handle} publishes</h2>
          <p className="hint">
            {PLATFORM_NAMES[pending.platform]} offers several. Each one you choose becomes an account of its
            own.
          </p>
          <ul className="choices">
            {pending.destinations.map((d) => (
              <li key={d.id}>
                <button type="button" onClick={() => choose(d.id)}>
                  Publish to {d.name}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}

      <h2>Connected</h2>
      {accounts.data?.length === 0 && (
        <p className="empty">No accounts yet. Connect one below, then posts can be published to it.</p>
      )}
      {accounts.data && accounts.data.length > 0 && (
        <div className="table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">Platform</th>
                <th scope="col">Handle</th>
                <th scope="col">Connection</th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {accounts.data.map((a) => (
                <tr key={a.id}>
                  <td>{PLATFORM_NAMES[a.platform]}</td>
                  <td>{a.handle}</td>
                  <td>{CONNECTION_LABELS[a.connection]}</td>
                  <td>
                    <span className={`badge ${a.status}`}>{statusText(a)}</span>
                    {a.status !== 'active' && (
                      <span className="hint block">
                        {a.statusReason ?? 'Posts to it are held back until it is connected again.'}
                      </span>
                    )}
                    {reconnecting === a.id && (
                      <form className="inline-form" onSubmit={(e) => reconnectWith(e, a)}>
                        {a.platform === 'mastodon' ? (
                          <label>
                            Instance
                            <input
                              name="instance"
                              required
                              autoComplete="off"
                              defaultValue={a.handle.split('@')[1]}
                            />
                          </label>
                        ) : a.platform === 'webhook' ? (
                          <label>
                            New receiver URL
                            <input name="webhookUrl" type="url" required defaultValue={a.webhookUrl} />
                          </label>
                        ) : (
                          <label>
                            New app password
                            <input name="appPassword" type="password" required autoComplete="off" />
                          </label>
                        )}
                        <button type="submit">{a.platform === 'mastodon' ? 'Sign in again' : 'Save'}</button>
                      </form>
                    )}
                  </td>
                  <td>
                    <div className="actions">
                      {canEdit &&
                        a.connection !== 'agent_session' &&
                        (a.status !== 'active' || a.connection !== 'oauth') && (
                          <button type="button" className="secondary small" onClick={() => reconnect(a)}>
                            Reconnect<span className="visually-hidden"> {a.handle}</span>
                          </button>
                        )}
                      {canEdit && (
                        <button type="button" className="secondary small" onClick={() => remove(a)}>
                          Delete<span className="visually-hidden"> {a.handle}</span>
                        </button>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {accounts.loading && !accounts.data && <p>Loading…</p>}

      {canEdit ? (
        <div className="cards connect">
          <form onSubmit={connect} className="card stack">
            <h2>Sign in with a platform</h2>
            <p className="hint">You approve the access on the platform, then come back here.</p>
            <ConnectPlatformFields />
            <button type="submit">Connect</button>
          </form>
          <form
            onSubmit={(e) =>
              create(e, (data) => ({
                platform: 'bluesky',
                credentials: {
                  identifier: String(data.get('identifier')).trim(),
                  appPassword: String(data.get('appPassword')),
                },
              }))
            }
            className="card stack"
          >
            <h2>Bluesky</h2>
            <label>
              Handle
              <input name="identifier" required placeholder="e.g. shop.bsky.social" autoComplete="off" />
            </label>
            <label>
              App password
              <input name="appPassword" type="password" required autoComplete="off" />
            </label>
            <p className="hint">
              Make one in Bluesky’s settings under App passwords; never use your account password.
            </p>
            <button type="submit">Connect Bluesky</button>
          </form>
          <form
            onSubmit={(e) =>
              create(e, (data) => {
                const handle = String(data.get('handle')).trim();
                return {
                  platform: 'webhook',
                  webhookUrl: String(data.get('webhookUrl')),
                  ...(handle ? { handle } : {}),
                };
              })
            }
            className="card stack"
          >
            <h2>Webhook</h2>
            <label>
              Receiver URL
              <input name="webhookUrl" type="url" required placeholder="https://example.com/hooks/posts" />
            </label>
            <label>
              Name (optional)
              <input name="handle" maxLength={100} placeholder="e.g. shop-site" />
            </label>
            <p className="hint">Each post is sent as a signed JSON POST; the signing secret is shown once.</p>
            <button type="submit">Add webhook</button>
          </form>
        </div>
      ) : (
        <p className="notice">A viewer cannot connect or delete accounts.</p>
      )}
    </section>
  );
}

function ConnectPlatformFields() {
  const [platform, setPlatform] = useState<SocialPlatform>('x');
  return (
    <>
      <label>
        Platform
        <select
          name="platform"
          value={platform}
          onChange={(e) => setPlatform(e.target.value as SocialPlatform)}
        >
          {SIGN_IN_PLATFORMS.map((p) => (
            <option key={p} value={p}>
              {PLATFORM_NAMES[p]}
            </option>
          ))}
        </select>
      </label>
      {platform === 'mastodon' && (
        <label>
          Instance
          <input name="instance" required placeholder="e.g. mastodon.social" autoComplete="off" />
        </label>
      )}
    </>
  );
}
