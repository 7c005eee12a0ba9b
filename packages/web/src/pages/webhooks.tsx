import type { NewWebhook, Webhook } from '@contentforge/sdk';
import { type FormEvent, useState } from 'react';
import { ApiError, api } from '../api.js';
import type { Session } from '../app.js';
import { ProblemNotice } from '../problem-notice.js';
import { useApi } from '../use-api.js';
import { CopyButton } from './presets.js';

/** The events a webhook can subscribe to, as the API documents them. */
const EVENTS: { id: Webhook['events'][number]; help: string }[] = [
  { id: 'generation.succeeded', help: 'a generation finished with its images' },
  { id: 'generation.failed', help: 'a generation failed (it cost nothing)' },
  { id: 'post.published', help: 'a post reached at least one of its places' },
  { id: 'post.failed', help: 'a post reached none of its places' },
  { id: 'credits.low', help: 'a charge took the balance below the low mark' },
  { id: 'credits.purchased', help: 'a purchase added credits' },
  { id: 'social_account.needs_reconnect', help: 'a social account must be connected again' },
];

/** The workspace's webhooks: subscribe a URL to events (the signing secret is shown once), delete. */
export function WebhooksPage({ session }: { session: Session }) {
  const canManage = session.me.role === 'owner';
  const webhooks = useApi<Webhook[]>('/webhooks?limit=100');
  const [created, setCreated] = useState<{ url: string; secret: string } | null>(null);
  const [error, setError] = useState<unknown>(null);

  const create = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const events = data.getAll('events').map(String);
    setError(null);
    setCreated(null);
    if (events.length === 0) {
      setError(
        new ApiError({
          status: 400,
          code: 'invalid_request',
          title: 'No events chosen',
          detail: 'Tick at least one event for the webhook to receive.',
        }),
      );
      return;
    }
    try {
      const answer = await api<NewWebhook>('POST', '/webhooks', {
        url: String(data.get('url')),
        events,
      });
      setCreated({ url: answer.url, secret: answer.secret });
      form.reset();
      webhooks.reload();
    } catch (reason) {
      setError(reason);
    }
  };

  const remove = async (webhook: Webhook) => {
    if (!confirm(`Delete the webhook to ${webhook.url}? It receives no more events.`)) return;
    setError(null);
    try {
      await api('DELETE', `/webhooks/${webhook.id}`);
      webhooks.reload();
    } catch (reason) {
      setError(reason);
    }
  };

  return (
    <section>
      <h1>Webhooks</h1>
      <p className="hint">
        The service POSTs each event of this workspace to your URL as JSON, signed the Standard Webhooks way (
        <code>webhook-id</code>, <code>webhook-timestamp</code>, <code>webhook-signature</code>), and retries
        for 24 hours until it answers 2xx.
      </p>
      {created && (
        <div className="notice success" role="status">
          <p>
            <strong>Webhook to {created.url} created.</strong> Copy its signing secret now: it is not shown
            again.
          </p>
          <p className="secret">
            <code data-testid="webhook-secret">{created.secret}</code>{' '}
            <CopyButton text={created.secret} label="Copy the signing secret" />
          </p>
        </div>
      )}
      <ProblemNotice error={error ?? webhooks.error} />
      {canManage ? (
        <form onSubmit={create} className="stack card">
          <h2>New webhook</h2>
          <label>
            URL
            <input name="url" type="url" required placeholder="https://example.com/contentforge" />
          </label>
          <fieldset>
            <legend>Events</legend>
            <ul className="checks">
              {EVENTS.map((e) => (
                <li key={e.id}>
                  <label>
                    <input type="checkbox" name="events" value={e.id} />
                    <span>
                      <code>{e.id}</code> <span className="hint">— {e.help}</span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          <div>
            <button type="submit">Create webhook</button>
          </div>
        </form>
      ) : (
        <p className="notice">Only an owner can create or delete webhooks.</p>
      )}
      <h2>Subscribed URLs</h2>
      {webhooks.loading && !webhooks.data && <p className="hint">Loading…</p>}
      {webhooks.data?.length === 0 && (
        <p className="empty">
          No webhooks.{' '}
          {canManage ? 'Add one above to hear about events as they happen.' : 'An owner can add one.'}
        </p>
      )}
      {webhooks.data && webhooks.data.length > 0 && (
        <div className="table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">URL</th>
                <th scope="col">Events</th>
                <th scope="col">Created</th>
                {canManage && (
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {webhooks.data.map((w) => (
                <tr key={w.id}>
                  <td className="url">{w.url}</td>
                  <td>{w.events.join(', ')}</td>
                  <td>{new Date(w.createdAt).toLocaleDateString()}</td>
                  {canManage && (
                    <td>
                      <button type="button" className="secondary small" onClick={() => remove(w)}>
                        Delete<span className="visually-hidden"> the webhook to {w.url}</span>
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
