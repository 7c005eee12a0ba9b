import type { components } from '@contentforge/sdk';
import { useState } from 'react';
import { api, signOut } from '../api.js';
import { ProblemNotice } from '../problem-notice.js';
import { useApi } from '../use-api.js';

/** A browser's sign-in (the API's `Session`), not the app's signed-in `Session` of app.tsx. */
type SignInSession = components['schemas']['Session'];

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

/** Where the signed-in user is signed in: this browser marked, the others can be signed out. */
export function SessionsPage() {
  const sessions = useApi<SignInSession[]>('/sessions');
  const [error, setError] = useState<unknown>(null);

  const revoke = async (session: SignInSession) => {
    if (!confirm(`Sign out ${deviceOf(session.userAgent)}, signed in ${when(session.createdAt)}?`)) return;
    setError(null);
    try {
      await api('DELETE', `/sessions/${session.id}`);
      sessions.reload();
    } catch (reason) {
      setError(reason);
    }
  };

  return (
    <section>
      <h1>Sessions</h1>
      <p className="hint">
        Every browser you signed in from. A session lasts 14 days from sign-in; sign out the ones you do not
        recognise.
      </p>
      <ProblemNotice error={error ?? sessions.error} />
      {sessions.loading && !sessions.data && <p className="hint">Loading…</p>}
      {sessions.data?.length === 0 && (
        <p className="empty">
          No sign-in sessions: this access does not belong to a user. Sign in with an email and password to
          see yours here.
        </p>
      )}
      {sessions.data && sessions.data.length > 0 && (
        <ul className="session-list" aria-label="Sessions">
          {sessions.data.map((s) => (
            <li key={s.id} className="card">
              <div>
                <strong>{deviceOf(s.userAgent)}</strong>
                {s.current && <span className="badge">This browser</span>}
                <p className="hint">
                  Signed in {when(s.createdAt)} · ends {when(s.expiresAt)}
                </p>
              </div>
              {s.current ? (
                <button type="button" className="secondary small" onClick={signOut}>
                  Sign out
                </button>
              ) : (
                <button type="button" className="secondary small" onClick={() => revoke(s)}>
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
    </section>
  );
}
