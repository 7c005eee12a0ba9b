/** Where the signed-in user is signed in: this browser marked, the others signed out from here. */
import type { SignInSession } from '@contentforge/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Monitor } from 'lucide-react';
import { api } from '../../api/client.js';
import { signOut } from '../../app/session.js';
import { useConfirm } from '../../ui/confirm.js';
import { PageHeader } from '../../ui/page-header.js';
import { ProblemNotice } from '../../ui/problem-notice.js';

const when = (iso: string) => new Date(iso).toLocaleString();

/** A short name for the browser a session was started from, from its user agent. */
export function deviceOf(userAgent: string | undefined): string {
  if (!userAgent) return 'Unknown device';
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrom(e|ium)\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : null;
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : null;
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? userAgent.slice(0, 60);
}

export function SessionsPage() {
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const sessions = useQuery({ queryKey: ['sessions'], queryFn: () => api.sessions.list() });
  const end = useMutation({
    mutationFn: (s: SignInSession) => api.sessions.end(s.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['sessions'] }),
  });
  return (
    <div className="page">
      <PageHeader
        title="Sessions"
        description="Every browser you are signed in from. A session lasts 14 days from sign-in; sign out the ones you do not recognise."
      />
      <ProblemNotice error={sessions.error ?? end.error} />
      {sessions.isSuccess && sessions.data.length === 0 && (
        <p className="muted">
          No sign-in sessions: this access does not belong to a user. Sign in with an email and password to
          see yours here.
        </p>
      )}
      {sessions.data && sessions.data.length > 0 && (
        <ul className="session-cards" aria-label="Sessions">
          {sessions.data.map((s) => (
            <li key={s.id} className="card session-card">
              <Monitor aria-hidden className="session-icon" />
              <div className="grow">
                <p>
                  <strong>{deviceOf(s.userAgent)}</strong>{' '}
                  {s.current && <span className="badge success">This browser</span>}
                </p>
                <p className="muted small-text">
                  Signed in {when(s.createdAt)} · ends {when(s.expiresAt)}
                </p>
              </div>
              {s.current ? (
                <button
                  type="button"
                  className="btn secondary small"
                  onClick={() => void signOut(queryClient)}
                >
                  Sign out
                </button>
              ) : (
                <button
                  type="button"
                  className="btn secondary small"
                  onClick={async () => {
                    if (
                      await confirm({
                        title: `Sign out ${deviceOf(s.userAgent)}?`,
                        body: `It was signed in ${when(s.createdAt)}.`,
                        action: 'Sign out',
                      })
                    )
                      end.mutate(s);
                  }}
                >
                  Sign out
                  <span className="visually-hidden">
                    {' '}
                    {deviceOf(s.userAgent)}, signed in {when(s.createdAt)}
                  </span>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
