import type { Campaign } from '@contentforge/sdk';
import { type FormEvent, useState } from 'react';
import { api } from '../api.js';
import type { Session } from '../app.js';
import { ProblemNotice } from '../problem-notice.js';
import { useApi } from '../use-api.js';

type Shown = Campaign['status'];

/** The workspace's campaigns: create, rename or redescribe, archive; archived ones on their own tab. */
export function CampaignsPage({ session }: { session: Session }) {
  const canEdit = session.me.role !== 'viewer';
  const [shown, setShown] = useState<Shown>('active');
  const campaigns = useApi<Campaign[]>(`/campaigns?status=${shown}&limit=100`);
  const [editing, setEditing] = useState<string | null>(null);
  const [created, setCreated] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);

  const create = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const description = String(data.get('description')).trim();
    setError(null);
    setCreated(null);
    try {
      const campaign = await api<Campaign>('POST', '/campaigns', {
        name: String(data.get('name')),
        ...(description ? { description } : {}),
      });
      setCreated(campaign.name);
      form.reset();
      setShown('active');
      campaigns.reload();
    } catch (reason) {
      setError(reason);
    }
  };

  const save = async (campaign: Campaign, event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const description = String(data.get('description')).trim();
    setError(null);
    try {
      await api<Campaign>('PATCH', `/campaigns/${campaign.id}`, {
        name: String(data.get('name')),
        description: description || null,
      });
      setEditing(null);
      campaigns.reload();
    } catch (reason) {
      setError(reason);
    }
  };

  const archive = async (campaign: Campaign) => {
    if (!confirm(`Archive “${campaign.name}”? Its media and posts stay; it leaves the active list.`)) return;
    setError(null);
    try {
      await api<Campaign>('DELETE', `/campaigns/${campaign.id}`);
      campaigns.reload();
    } catch (reason) {
      setError(reason);
    }
  };

  return (
    <section>
      <h1>Campaigns</h1>
      <p className="hint">
        A campaign groups the media you generate and the posts you publish for one launch, season or client.
      </p>
      {created && (
        <p className="notice success" role="status">
          Campaign “{created}” created.
        </p>
      )}
      <ProblemNotice error={error ?? campaigns.error} />
      {canEdit ? (
        <form onSubmit={create} className="inline-form card">
          <h2>New campaign</h2>
          <label>
            Name
            <input name="name" required maxLength={200} placeholder="e.g. Spring launch" />
          </label>
          <label className="wide">
            Description
            <input name="description" maxLength={2000} placeholder="Optional" />
          </label>
          <button type="submit">Create campaign</button>
        </form>
      ) : (
        <p className="notice">A viewer sees campaigns; an editor or owner creates and changes them.</p>
      )}
      <fieldset className="tabs">
        <legend className="visually-hidden">Which campaigns</legend>
        {(['active', 'archived'] as const).map((status) => (
          <button
            key={status}
            type="button"
            className={shown === status ? 'small' : 'secondary small'}
            aria-pressed={shown === status}
            onClick={() => {
              setShown(status);
              setEditing(null);
            }}
          >
            {status === 'active' ? 'Active' : 'Archived'}
          </button>
        ))}
      </fieldset>
      {campaigns.loading && !campaigns.data && <p className="hint">Loading…</p>}
      {campaigns.data?.length === 0 && (
        <p className="empty">
          {shown === 'active'
            ? canEdit
              ? 'No active campaigns. Create one above to group media and posts.'
              : 'No active campaigns yet.'
            : 'No archived campaigns.'}
        </p>
      )}
      {campaigns.data && campaigns.data.length > 0 && (
        <ul className="campaign-list" aria-label="Campaigns">
          {campaigns.data.map((c) => (
            <li key={c.id} className="card">
              {editing === c.id ? (
                <form onSubmit={(event) => save(c, event)} className="stack">
                  <label>
                    Name
                    <input name="name" required maxLength={200} defaultValue={c.name} />
                  </label>
                  <label>
                    Description
                    <textarea
                      name="description"
                      maxLength={2000}
                      rows={2}
                      defaultValue={c.description ?? ''}
                    />
                  </label>
                  <div className="actions">
                    <button type="submit">Save</button>
                    <button type="button" className="secondary" onClick={() => setEditing(null)}>
                      Cancel
                    </button>
                  </div>
                </form>
              ) : (
                <>
                  <div>
                    <h2>{c.name}</h2>
                    {c.description ? <p>{c.description}</p> : <p className="hint">No description.</p>}
                    <p className="hint">
                      {c.archivedAt
                        ? `Archived ${new Date(c.archivedAt).toLocaleDateString()}`
                        : `Created ${new Date(c.createdAt).toLocaleDateString()}`}
                    </p>
                  </div>
                  {canEdit && c.status === 'active' && (
                    <div className="actions">
                      <button type="button" className="secondary small" onClick={() => setEditing(c.id)}>
                        Edit<span className="visually-hidden"> {c.name}</span>
                      </button>
                      <button type="button" className="secondary small" onClick={() => archive(c)}>
                        Archive<span className="visually-hidden"> {c.name}</span>
                      </button>
                    </div>
                  )}
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
