/** The workspace's webhooks: a URL subscribed to events (the signing secret shown once), deleted. */

import type { Webhook } from '@contentforge/sdk';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus, Webhook as WebhookIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useSession, wsKey } from '../../app/session.js';
import { useConfirm } from '../../ui/confirm.js';
import { CopyButton } from '../../ui/copy-button.js';
import { DataTable } from '../../ui/data-table.js';
import { Field } from '../../ui/field.js';
import { EmptyState, PageHeader } from '../../ui/page-header.js';
import { ProblemNotice } from '../../ui/problem-notice.js';

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

const schema = z.object({
  url: z.url({ protocol: /^https?$/, message: 'An http(s) address, e.g. https://example.com/contentforge' }),
  events: z.array(z.string()).min(1, 'Tick at least one event for the webhook to receive'),
});

export function WebhooksPage() {
  const session = useSession();
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const [created, setCreated] = useState<{ url: string; secret: string } | null>(null);
  const key = wsKey(session, 'webhooks');
  const webhooks = useQuery({
    queryKey: key,
    queryFn: () => session.cf.webhooks.list({ limit: 100 }).toArray(1000),
  });
  const form = useForm<z.infer<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { url: '', events: [] },
  });
  const create = useMutation({
    mutationFn: (v: z.infer<typeof schema>) =>
      session.cf.webhooks.create({ url: v.url, events: v.events as Webhook['events'] }),
    onSuccess: (answer) => {
      setCreated({ url: answer.url, secret: answer.secret });
      form.reset();
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
  const remove = useMutation({
    mutationFn: (w: Webhook) => session.cf.webhooks.delete(w.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
  const { errors } = form.formState;
  return (
    <div className="page">
      <PageHeader
        title="Webhooks"
        description="Each event of this workspace is POSTed to your URL as signed JSON (Standard Webhooks), retried for 24 hours until it answers 2xx."
      />
      {created && (
        <div className="notice success" role="status">
          <div className="stack tight">
            <p>
              <strong>Webhook to {created.url} created.</strong> Copy its signing secret now: it is not shown
              again.
            </p>
            <p className="secret">
              <code data-testid="webhook-secret">{created.secret}</code>
              <CopyButton text={created.secret} label="Copy the signing secret" />
            </p>
          </div>
        </div>
      )}
      {session.isOwner ? (
        <form className="card stack" noValidate onSubmit={form.handleSubmit((v) => create.mutate(v))}>
          <h2>New webhook</h2>
          <Field label="URL" error={errors.url?.message}>
            {(control) => (
              <input
                {...control}
                type="url"
                placeholder="https://example.com/contentforge"
                {...form.register('url')}
              />
            )}
          </Field>
          <fieldset>
            <legend>Events</legend>
            <ul className="checks">
              {EVENTS.map((e) => (
                <li key={e.id}>
                  <label className="check">
                    <input type="checkbox" value={e.id} {...form.register('events')} />
                    <span>
                      <code>{e.id}</code> <span className="muted">— {e.help}</span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
            {errors.events?.message && <p className="field-error">{errors.events.message}</p>}
          </fieldset>
          <div>
            <button type="submit" className="btn primary" disabled={create.isPending}>
              <Plus aria-hidden /> Create webhook
            </button>
          </div>
        </form>
      ) : (
        <p className="notice info">Only an owner can create or delete webhooks.</p>
      )}
      <ProblemNotice error={create.error ?? webhooks.error ?? remove.error} />
      <h2>Subscribed URLs</h2>
      {webhooks.isSuccess && webhooks.data.length === 0 && (
        <EmptyState icon={<WebhookIcon />} title="No webhooks">
          {session.isOwner ? 'Add one above to hear about events as they happen.' : 'An owner can add one.'}
        </EmptyState>
      )}
      {webhooks.data && webhooks.data.length > 0 && (
        <DataTable
          label="Webhooks"
          rows={webhooks.data}
          rowKey={(w) => w.id}
          columns={[
            { header: 'URL', cell: (w) => <span className="break">{w.url}</span> },
            { header: 'Events', cell: (w) => <span className="break">{w.events.join(', ')}</span> },
            { header: 'Created', cell: (w) => new Date(w.createdAt).toLocaleDateString() },
            ...(session.isOwner
              ? [
                  {
                    header: 'Actions',
                    hideHeader: true,
                    className: 'actions-cell',
                    cell: (w: Webhook) => (
                      <button
                        type="button"
                        className="btn ghost small danger-text"
                        onClick={async () => {
                          if (
                            await confirm({
                              title: 'Delete this webhook?',
                              body: `${w.url} receives no more events.`,
                              action: 'Delete webhook',
                              destructive: true,
                            })
                          )
                            remove.mutate(w);
                        }}
                      >
                        Delete<span className="visually-hidden"> the webhook to {w.url}</span>
                      </button>
                    ),
                  },
                ]
              : []),
          ]}
        />
      )}
    </div>
  );
}
