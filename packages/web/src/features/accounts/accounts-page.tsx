/**
 * Where posts go: the workspace's social accounts, and connecting more — through the platform's own
 * sign-in (Mastodon on the instance named), with a Bluesky app password, or a webhook by its URL.
 * How each platform connects, and whether this server offers it, comes from `GET /platforms`; how
 * an account already there reconnects, from its platform's spec.
 */

import { platformSpec } from '@contentforge/platforms';
import type { Platform, SocialAccount } from '@contentforge/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { Plug, RefreshCw, Share2, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSession, wsKey } from '../../app/session.js';
import { useConfirm } from '../../ui/confirm.js';
import { CopyButton } from '../../ui/copy-button.js';
import { EmptyState, PageHeader } from '../../ui/page-header.js';
import { type PlatformId, PlatformMark } from '../../ui/platform-mark.js';
import { ProblemNotice } from '../../ui/problem-notice.js';
import { useToast } from '../../ui/toasts.js';
import { usePlatformNames, usePlatforms } from '../posts/platforms.js';
import { useSocialAccounts } from '../posts/post-queries.js';
import { BlueskyDialog, ChooseDestination, MastodonDialog, WebhookDialog } from './connect-dialogs.js';

const route = getRouteApi('/app/accounts');

const CONNECTION_WORDS: Record<SocialAccount['connection'], string> = {
  oauth: 'Signed in',
  webhook: 'Webhook',
  agent_session: 'Posted by an agent',
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
  platform_not_configured: 'The people who run this service have not set this platform up yet.',
  no_destinations:
    'The signed-in user has nothing to publish to here (for example, no page they manage). Use another user.',
  account_conflict:
    'This workspace already has that handle connected another way. Delete that account first, then connect.',
};

type Dialog =
  | { kind: 'mastodon' }
  | { kind: 'bluesky'; reconnect?: SocialAccount }
  | { kind: 'webhook'; reconnect?: SocialAccount }
  | null;

export function AccountsPage() {
  const session = useSession();
  const queryClient = useQueryClient();
  const toast = useToast();
  const confirm = useConfirm();
  const search = route.useSearch();
  const navigate = useNavigate({ from: '/accounts' });
  const accounts = useSocialAccounts();
  const platforms = usePlatforms();
  const name = usePlatformNames();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [secret, setSecret] = useState<{ handle: string; secret: string } | null>(null);
  const [returned, setReturned] = useState<{ error?: string; connectionId?: string } | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: wsKey(session, 'social-accounts') });

  // The platform's sign-in sends the browser back here with how it went.
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, when the sign-in comes back
  useEffect(() => {
    if (!search.status) return;
    if (search.status === 'connected') {
      toast('Account connected');
      void refresh();
    }
    if (search.status === 'error') {
      setReturned({
        error:
          CONNECT_ERRORS[search.code ?? ''] ?? `The sign-in did not complete (${search.code}). Start again.`,
      });
    }
    if (search.status === 'choose_destination' && search.connectionId)
      setReturned({ connectionId: search.connectionId });
    void navigate({ search: {}, replace: true });
  }, [search.status]);

  const startSignIn = useMutation({
    mutationFn: async ({ platform, instance }: { platform: PlatformId; instance?: string }) => {
      const answer = await session.cf.socialAccounts.connect({
        platform: platform as Parameters<typeof session.cf.socialAccounts.connect>[0]['platform'],
        redirectTo: `${location.origin}/accounts`,
        ...(instance ? { instance } : {}),
      });
      location.assign(answer.authorizeUrl);
    },
  });
  const remove = useMutation({
    mutationFn: (account: SocialAccount) => session.cf.socialAccounts.delete(account.id),
    onSuccess: () => refresh(),
  });
  const askRemove = async (account: SocialAccount) => {
    if (
      await confirm({
        title: `Delete ${account.handle}?`,
        body: 'Drafts that publish to it will show a problem until another account is picked.',
        action: 'Delete account',
        destructive: true,
      })
    )
      remove.mutate(account);
  };
  const reconnect = (account: SocialAccount) => {
    const { connect } = platformSpec(account.platform);
    if (connect === 'oauth-instance') setDialog({ kind: 'mastodon' });
    else if (connect === 'app-password') setDialog({ kind: 'bluesky', reconnect: account });
    else if (connect === 'webhook-url') setDialog({ kind: 'webhook', reconnect: account });
    else startSignIn.mutate({ platform: account.platform });
  };
  const connect = (p: Platform) => {
    if (p.connect === 'sign_in') startSignIn.mutate({ platform: p.platform });
    else if (p.connect === 'sign_in_instance') setDialog({ kind: 'mastodon' });
    else if (p.connect === 'app_password') setDialog({ kind: 'bluesky' });
    else setDialog({ kind: 'webhook' });
  };

  return (
    <div className="page">
      <PageHeader
        title="Social accounts"
        description="Where posts go. Each delivery costs what its platform costs; posting to a webhook is free by default."
      />
      {returned?.error && (
        <div className="notice danger" role="alert">
          <p>{returned.error}</p>
        </div>
      )}
      {returned?.connectionId && (
        <ChooseDestination connectionId={returned.connectionId} onDone={() => setReturned(null)} />
      )}
      {secret && (
        <div className="notice success" role="status">
          <div className="stack tight">
            <p>
              <strong>Signing secret of {secret.handle}.</strong> Copy it now: it is not shown again. The
              receiver checks each delivery’s <code>webhook-signature</code> with it.
            </p>
            <p className="secret">
              <code data-testid="webhook-secret">{secret.secret}</code>
              <CopyButton text={secret.secret} label="Copy the signing secret" />
            </p>
          </div>
        </div>
      )}
      <ProblemNotice error={accounts.error ?? startSignIn.error ?? remove.error} />

      <section aria-labelledby="connected-heading" className="stack">
        <h2 id="connected-heading">Connected</h2>
        {accounts.isSuccess && accounts.data.length === 0 && (
          <EmptyState icon={<Share2 />} title="No accounts yet">
            Connect one below; then posts can be published to it.
          </EmptyState>
        )}
        <ul className="account-cards" aria-label="Social accounts">
          {accounts.data?.map((a) => (
            <li key={a.id} className="account-card">
              <PlatformMark platform={a.platform} size="large" />
              <div className="account-card-body">
                <p className="account-handle truncate">{a.handle}</p>
                <p className="muted">
                  {name(a.platform)} · {CONNECTION_WORDS[a.connection]}
                </p>
                {a.status !== 'active' && (
                  <p className="warning-text">
                    {a.status === 'needs_reconnect' ? 'Needs reconnecting' : 'Disabled'}:{' '}
                    {a.statusReason ?? 'posts to it are held back until it is connected again.'}
                  </p>
                )}
              </div>
              {session.canEdit && (
                <div className="actions">
                  {a.connection !== 'agent_session' &&
                    (a.status !== 'active' || a.connection !== 'oauth') && (
                      <button type="button" className="btn secondary small" onClick={() => reconnect(a)}>
                        <RefreshCw aria-hidden />
                        {platformSpec(a.platform).connect === 'webhook-url'
                          ? 'Change URL'
                          : platformSpec(a.platform).connect === 'app-password' && a.status === 'active'
                            ? 'New app password'
                            : 'Reconnect'}
                        <span className="visually-hidden"> {a.handle}</span>
                      </button>
                    )}
                  <button
                    type="button"
                    className="btn ghost small danger-text"
                    onClick={() => void askRemove(a)}
                  >
                    <Trash2 aria-hidden /> Delete<span className="visually-hidden"> {a.handle}</span>
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      </section>

      {session.canEdit ? (
        <section aria-labelledby="connect-heading" className="stack">
          <h2 id="connect-heading">Connect an account</h2>
          <ul className="platform-tiles">
            {[...(platforms.data ?? [])]
              .sort((a, b) => Number(b.available) - Number(a.available))
              .map((p) => (
                <li key={p.platform} className={`platform-tile${p.available ? '' : ' unavailable'}`}>
                  <PlatformMark platform={p.platform} size="large" />
                  <div>
                    <p className="platform-name">{p.name}</p>
                    <p className="muted small-text">
                      {p.available
                        ? p.connect === 'app_password'
                          ? 'With an app password'
                          : p.connect === 'webhook_url'
                            ? 'Any site, by its URL'
                            : p.connect === 'sign_in_instance'
                              ? 'On your instance'
                              : `Sign in with ${p.name}`
                        : 'Not set up on this server'}
                    </p>
                  </div>
                  <button
                    type="button"
                    className="btn secondary small"
                    disabled={!p.available || startSignIn.isPending}
                    onClick={() => connect(p)}
                  >
                    <Plug aria-hidden /> Connect<span className="visually-hidden"> {p.name}</span>
                  </button>
                </li>
              ))}
          </ul>
          {platforms.data?.some((p) => !p.available) && (
            <p className="hint">
              A platform “not set up” needs an app registered by the people who run this service (its client
              id and secret in the service’s settings).
            </p>
          )}
        </section>
      ) : (
        <p className="notice">A viewer cannot connect or delete accounts.</p>
      )}

      {dialog?.kind === 'mastodon' && (
        <MastodonDialog
          onClose={() => setDialog(null)}
          onSubmit={(instance) => startSignIn.mutate({ platform: 'mastodon', instance })}
          error={startSignIn.error}
        />
      )}
      {dialog?.kind === 'bluesky' && (
        <BlueskyDialog
          reconnect={dialog.reconnect}
          onClose={() => setDialog(null)}
          onDone={(account) => {
            setDialog(null);
            toast(`${account.handle} is connected`);
            void refresh();
          }}
        />
      )}
      {dialog?.kind === 'webhook' && (
        <WebhookDialog
          reconnect={dialog.reconnect}
          onClose={() => setDialog(null)}
          onDone={(account) => {
            setDialog(null);
            if ('secret' in account && account.secret)
              setSecret({ handle: account.handle, secret: account.secret });
            toast(`${account.handle} is connected`);
            void refresh();
          }}
        />
      )}
    </div>
  );
}
