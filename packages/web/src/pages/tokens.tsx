import type { NewToken, Token } from '@contentforge/sdk';
import { type FormEvent, useState } from 'react';
import { api } from '../api.js';
import type { Session } from '../app.js';
import { ProblemNotice } from '../problem-notice.js';
import { useApi } from '../use-api.js';
import { CopyButton } from './presets.js';

/** API tokens of the account: create one (its secret is shown once) and revoke. */
export function TokensPage({ session }: { session: Session }) {
  const canManage = session.me.role === 'owner';
  const tokens = useApi<Token[]>(canManage ? '/tokens?limit=100' : null);
  const [created, setCreated] = useState<{ token: string; name: string } | null>(null);
  const [error, setError] = useState<unknown>(null);
  const workspaceName = (id: string | null) =>
    id ? (session.workspaces.find((w) => w.id === id)?.name ?? id) : 'All workspaces';

  const create = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const name = String(data.get('name'));
    const workspace = String(data.get('workspace'));
    setError(null);
    try {
      const answer = await api<NewToken>('POST', '/tokens', {
        name,
        role: String(data.get('role')),
        kind: String(data.get('kind')),
        ...(workspace ? { workspaceId: workspace } : {}),
      });
      setCreated({ token: answer.token, name });
      form.reset();
      tokens.reload();
    } catch (reason) {
      setError(reason);
    }
  };

  const revoke = async (token: Token) => {
    if (!confirm(`Revoke “${token.name ?? token.id}”? Programs using it stop working at once.`)) return;
    setError(null);
    try {
      await api('DELETE', `/tokens/${token.id}`);
      tokens.reload();
    } catch (reason) {
      setError(reason);
    }
  };

  return (
    <section>
      <h1>API tokens</h1>
      <p className="hint">
        Tokens let programs, the command line and AI agents call the API with{' '}
        <code>Authorization: Bearer &lt;token&gt;</code>. They spend the same credits as you.
      </p>
      {created && (
        <div className="notice success" role="status">
          <p>
            <strong>Token “{created.name}” created.</strong> Copy it now: it is not shown again.
          </p>
          <p className="secret">
            <code data-testid="new-token">{created.token}</code>{' '}
            <CopyButton text={created.token} label="Copy the new token" />
          </p>
        </div>
      )}
      <ProblemNotice error={error ?? tokens.error} />
      {canManage ? (
        <form onSubmit={create} className="inline-form card">
          <h2>New token</h2>
          <label>
            Name
            <input name="name" required maxLength={100} placeholder="e.g. CI uploads" />
          </label>
          <label>
            Role
            <select name="role" defaultValue="editor">
              <option value="owner">Owner</option>
              <option value="editor">Editor</option>
              <option value="viewer">Viewer</option>
            </select>
          </label>
          <label>
            Kind
            <select name="kind" defaultValue="api">
              <option value="api">API</option>
              <option value="agent">Agent session</option>
            </select>
          </label>
          <label>
            Workspace
            <select name="workspace" defaultValue="">
              <option value="">All workspaces</option>
              {session.workspaces.map((w) => (
                <option key={w.id} value={w.id}>
                  {w.name}
                </option>
              ))}
            </select>
          </label>
          <button type="submit">Create token</button>
        </form>
      ) : (
        <p className="notice">Only an owner can create or revoke tokens.</p>
      )}
      <h2>Active tokens</h2>
      {tokens.data?.length === 0 && <p className="empty">No active tokens. Create one above.</p>}
      {tokens.data && tokens.data.length > 0 && (
        <div className="table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Role</th>
                <th scope="col">Kind</th>
                <th scope="col">Workspace</th>
                <th scope="col">Created</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {tokens.data.map((t) => (
                <tr key={t.id}>
                  <td>{t.name ?? <span className="hint">{t.id}</span>}</td>
                  <td>{t.role}</td>
                  <td>{t.kind}</td>
                  <td>{workspaceName(t.workspaceId)}</td>
                  <td>{new Date(t.createdAt).toLocaleDateString()}</td>
                  <td>
                    {canManage && (
                      <button type="button" className="secondary small" onClick={() => revoke(t)}>
                        Revoke<span className="visually-hidden"> {t.name ?? t.id}</span>
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
