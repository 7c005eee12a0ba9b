import { type FormEvent, type ReactNode, useState } from 'react';
import { ApiError, api } from '../api.js';
import { Link } from '../navigation.js';
import { ProblemNotice } from '../problem-notice.js';

/** What a refused acceptance means for the invitee, and what to do next. */
function refusal(error: unknown): ReactNode {
  if (!(error instanceof ApiError)) return null;
  const { status, code } = error.problem;
  if (status === 404) {
    return (
      <>
        <strong>This invitation link has expired or does not exist.</strong> Invitations last seven days and
        work once. Ask an owner of the account to invite you again.
      </>
    );
  }
  if (status === 409) {
    return (
      <>
        <strong>This invitation has already been accepted.</strong> <Link to="/">Sign in</Link> with its email
        and the password chosen then.
      </>
    );
  }
  if (code === 'invalid_credentials') {
    return (
      <>
        <strong>This email already has a Contentforge password.</strong> Enter that password to join the
        account with it.
      </>
    );
  }
  return null;
}

/**
 * The page an invitation's link opens: choose a password, join the account and sign in. `token` is
 * the link's last segment as the address bar has it (already URL-encoded).
 */
export function InvitationPage({ token, onSignedIn }: { token: string; onSignedIn: () => void }) {
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const accept = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password'));
    setError(null);
    if (password !== String(form.get('confirm'))) {
      setError(
        new ApiError({
          status: 400,
          code: 'invalid_request',
          title: 'The passwords differ',
          detail: 'Type the same password in both fields.',
        }),
      );
      return;
    }
    setBusy(true);
    try {
      await api('POST', `/invitations/${token}/accept`, { password });
      onSignedIn();
    } catch (reason) {
      setError(reason);
      setBusy(false);
    }
  };

  const explained = refusal(error);
  return (
    <main className="sign-in">
      <h1>Contentforge</h1>
      <section className="card">
        <h2>Join the account</h2>
        <p className="hint">
          You were invited to a Contentforge account. Choose the password you will sign in with, together with
          the email the invitation was sent to.
        </p>
        <form onSubmit={accept} className="stack">
          <label>
            Password
            <input name="password" type="password" required minLength={8} autoComplete="new-password" />
          </label>
          <label>
            Password again
            <input name="confirm" type="password" required minLength={8} autoComplete="new-password" />
          </label>
          {explained ? (
            <div className="notice error" role="alert">
              {explained}
            </div>
          ) : (
            <ProblemNotice error={error} />
          )}
          <button type="submit" disabled={busy}>
            Accept and sign in
          </button>
        </form>
        <p>
          Already a member? <Link to="/">Sign in</Link>
        </p>
      </section>
    </main>
  );
}
