import type { components } from '@contentforge/sdk';
import { type FormEvent, useState } from 'react';
import { api } from '../api.js';
import type { Session } from '../app.js';
import { ProblemNotice } from '../problem-notice.js';
import { useApi } from '../use-api.js';
import { CopyButton } from './presets.js';

type AccountUser = components['schemas']['AccountUser'];
type Invitation = components['schemas']['Invitation'];
type Role = AccountUser['role'];

const ROLE_HELP: Record<Role, string> = {
  owner: 'everything, including users, tokens, webhooks and billing',
  editor: 'uploads, generations, campaigns and posts',
  viewer: 'looks, changes nothing',
};

/** The account's users and their roles; owners invite people by email and remove them. */
export function UsersPage({ session }: { session: Session }) {
  const canManage = session.me.role === 'owner';
  const users = useApi<AccountUser[]>('/users');
  const [invited, setInvited] = useState<Invitation | null>(null);
  const [error, setError] = useState<unknown>(null);
  const myId = session.me.user?.id;

  const invite = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setError(null);
    setInvited(null);
    try {
      const answer = await api<Invitation>('POST', '/invitations', {
        email: String(data.get('email')),
        role: String(data.get('role')),
      });
      setInvited(answer);
      form.reset();
    } catch (reason) {
      setError(reason);
    }
  };

  const remove = async (user: AccountUser) => {
    const question =
      user.id === myId
        ? 'Remove yourself from the account? You are signed out at once.'
        : `Remove ${user.email} from the account? They are signed out at once.`;
    if (!confirm(question)) return;
    setError(null);
    try {
      await api('DELETE', `/users/${user.id}`);
      users.reload();
    } catch (reason) {
      setError(reason);
    }
  };

  return (
    <section>
      <h1>Team</h1>
      <p className="hint">
        Everyone here signs in with their own email and password and spends the account’s credits. Owners:{' '}
        {ROLE_HELP.owner}; editors: {ROLE_HELP.editor}; viewers: {ROLE_HELP.viewer}.
      </p>
      {invited && (
        <div className="notice success" role="status">
          <p>
            <strong>
              {invited.email} is invited as {invited.role}.
            </strong>{' '}
            Send them this link; it is shown only now and works once, until{' '}
            {new Date(invited.expiresAt).toLocaleDateString()}.
          </p>
          <p className="secret">
            <code data-testid="accept-url">{invited.acceptUrl}</code>{' '}
            <CopyButton text={invited.acceptUrl} label="Copy the invitation link" />
          </p>
        </div>
      )}
      <ProblemNotice error={error ?? users.error} />
      {canManage ? (
        <form onSubmit={invite} className="inline-form card">
          <h2>Invite someone</h2>
          <label>
            Email
            <input name="email" type="email" required maxLength={254} autoComplete="off" />
          </label>
          <label>
            Role
            <select name="role" defaultValue="editor">
              <option value="owner">Owner</option>
              <option value="editor">Editor</option>
              <option value="viewer">Viewer</option>
            </select>
          </label>
          <button type="submit">Create invitation</button>
        </form>
      ) : (
        <p className="notice">Only an owner can invite or remove users.</p>
      )}
      <h2>Users</h2>
      {users.loading && !users.data && <p className="hint">Loading…</p>}
      {users.data?.length === 0 && (
        <p className="empty">Nobody signs in to this account yet. Invite someone above.</p>
      )}
      {users.data && users.data.length > 0 && (
        <div className="table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">Email</th>
                <th scope="col">Role</th>
                <th scope="col">Joined</th>
                {canManage && (
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {users.data.map((u) => (
                <tr key={u.id}>
                  <td>
                    {u.email}
                    {u.id === myId && <span className="hint"> (you)</span>}
                  </td>
                  <td>{u.role}</td>
                  <td>{new Date(u.createdAt).toLocaleDateString()}</td>
                  {canManage && (
                    <td>
                      <button type="button" className="secondary small" onClick={() => remove(u)}>
                        Remove<span className="visually-hidden"> {u.email}</span>
                      </button>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
