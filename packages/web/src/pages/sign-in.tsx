import { type FormEvent, useState } from 'react';
import { ApiError, api } from '../api.js';
import { ProblemNotice } from '../problem-notice.js';

/** Email and password; on a first visit, the owner's token from the first start sets them up. */
export function SignInPage({ onSignedIn }: { onSignedIn: () => void }) {
  const [mode, setMode] = useState<'sign-in' | 'bootstrap'>('sign-in');
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email'));
    const password = String(form.get('password'));
    setBusy(true);
    setError(null);
    try {
      if (mode === 'sign-in') await api('POST', '/sessions', { email, password });
      else
        await api('POST', '/users/bootstrap', {
          ownerToken: String(form.get('ownerToken')),
          email,
          password,
        });
      onSignedIn();
    } catch (reason) {
      setError(reason);
      setBusy(false);
    }
  };

  const wrongCredentials =
    error instanceof ApiError && error.problem.code === 'invalid_credentials' ? (
      <div className="notice error" role="alert">
        That email and password do not match an account. Check them and try again.
      </div>
    ) : null;

  return (
    <main className="sign-in">
      <h1>Contentforge</h1>
      <section className="card">
        <h2>{mode === 'sign-in' ? 'Sign in' : 'Set up the owner'}</h2>
        {mode === 'bootstrap' && (
          <p className="hint">
            On the first start the service printed an owner token (<code>cf_…</code>). Paste it here with the
            email and password you will sign in with from now on.
          </p>
        )}
        <form onSubmit={submit} className="stack">
          {mode === 'bootstrap' && (
            <label>
              Owner token
              <input name="ownerToken" required autoComplete="off" spellCheck={false} />
            </label>
          )}
          <label>
            Email
            <input name="email" type="email" required autoComplete="email" />
          </label>
          <label>
            Password
            <input
              name="password"
              type="password"
              required
              minLength={mode === 'bootstrap' ? 8 : undefined}
              autoComplete={mode === 'sign-in' ? 'current-password' : 'new-password'}
            />
          </label>
          {wrongCredentials ?? <ProblemNotice error={error} />}
          <button type="submit" disabled={busy}>
            {mode === 'sign-in' ? 'Sign in' : 'Create the owner and sign in'}
          </button>
        </form>
        <p>
          <button
            type="button"
            className="link"
            onClick={() => {
              setMode(mode === 'sign-in' ? 'bootstrap' : 'sign-in');
              setError(null);
            }}
          >
            {mode === 'sign-in' ? 'First visit? Set up the owner with the owner token' : 'Back to sign in'}
          </button>
        </p>
      </section>
    </main>
  );
}
