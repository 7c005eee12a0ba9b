/** API tokens of the account: owners create one (its secret shown once) and revoke them. */

import type { Token } from '@contentforge/sdk';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { KeyRound, Plus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { api } from '../../api/client.js';
import { useSession } from '../../app/session.js';
import { useConfirm } from '../../ui/confirm.js';
import { CopyButton } from '../../ui/copy-button.js';
import { DataTable } from '../../ui/data-table.js';
import { Field } from '../../ui/field.js';
import { EmptyState, PageHeader } from '../../ui/page-header.js';
import { ProblemNotice } from '../../ui/problem-notice.js';

const schema = z.object({
  name: z.string().trim().min(1, 'Name it after what will use it').max(100, 'At most 100 characters'),
  role: z.enum(['owner', 'editor', 'viewer']),
  kind: z.enum(['api', 'agent']),
  workspaceId: z.string(),
});

export function TokensPage() {
  const session = useSession();
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const [created, setCreated] = useState<{ token: string; name: string } | null>(null);
  const tokens = useQuery({
    queryKey: ['tokens'],
    queryFn: () => api.tokens.list({ limit: 100 }).toArray(1000),
    enabled: session.isOwner,
  });
  const form = useForm<z.infer<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { name: '', role: 'editor', kind: 'api', workspaceId: '' },
  });
  const create = useMutation({
    mutationFn: (v: z.infer<typeof schema>) =>
      api.tokens.create({
        name: v.name,
        role: v.role,
        kind: v.kind,
        ...(v.workspaceId ? { workspaceId: v.workspaceId } : {}),
      }),
    onSuccess: (answer, v) => {
      setCreated({ token: answer.token, name: v.name });
      form.reset();
      void queryClient.invalidateQueries({ queryKey: ['tokens'] });
    },
  });
  const revoke = useMutation({
    mutationFn: (t: Token) => api.tokens.revoke(t.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['tokens'] }),
  });
  const workspaceName = (id: string | null | undefined) =>
    id ? (session.workspaces.find((w) => w.id === id)?.name ?? id) : 'All workspaces';
  const { errors } = form.formState;
  return (
    <div className="page">
      <PageHeader
        title="API tokens"
        description={
          <>
            Programs, the command line and AI agents call the API with{' '}
            <code>Authorization: Bearer &lt;token&gt;</code> and spend the same credits as you.
          </>
        }
        documentTitle="API tokens"
      />
      {created && (
        <div className="notice success" role="status">
          <div className="stack tight">
            <p>
              <strong>Token “{created.name}” created.</strong> Copy it now: it is not shown again.
            </p>
            <p className="secret">
              <code data-testid="new-token">{created.token}</code>
              <CopyButton text={created.token} label="Copy the new token" />
            </p>
          </div>
        </div>
      )}
      {session.isOwner ? (
        <form className="card inline-form" noValidate onSubmit={form.handleSubmit((v) => create.mutate(v))}>
          <h2>New token</h2>
          <Field label="Name" error={errors.name?.message} className="grow">
            {(control) => <input {...control} placeholder="e.g. CI uploads" {...form.register('name')} />}
          </Field>
          <Field label="Role">
            {(control) => (
              <select {...control} {...form.register('role')}>
                <option value="owner">Owner</option>
                <option value="editor">Editor</option>
                <option value="viewer">Viewer</option>
              </select>
            )}
          </Field>
          <Field label="Kind">
            {(control) => (
              <select {...control} {...form.register('kind')}>
                <option value="api">API</option>
                <option value="agent">Agent session</option>
              </select>
            )}
          </Field>
          <Field label="Workspace">
            {(control) => (
              <select {...control} {...form.register('workspaceId')}>
                <option value="">All workspaces</option>
                {session.workspaces.map((w) => (
                  <option key={w.id} value={w.id}>
                    {w.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <button type="submit" className="btn primary" disabled={create.isPending}>
            <Plus aria-hidden /> Create token
          </button>
        </form>
      ) : (
        <p className="notice info">Only an owner can see, create or revoke tokens.</p>
      )}
      <ProblemNotice error={create.error ?? tokens.error ?? revoke.error} />
      {session.isOwner && <h2>Active tokens</h2>}
      {tokens.isSuccess && tokens.data.length === 0 && (
        <EmptyState icon={<KeyRound />} title="No active tokens">
          Create one above for a script, the command line or an agent.
        </EmptyState>
      )}
      {tokens.data && tokens.data.length > 0 && (
        <DataTable
          label="Tokens"
          rows={tokens.data}
          rowKey={(t) => t.id}
          columns={[
            { header: 'Name', cell: (t) => <strong className="break">{t.name ?? t.id}</strong> },
            { header: 'Role', cell: (t) => t.role },
            { header: 'Kind', cell: (t) => (t.kind === 'agent' ? 'Agent session' : 'API') },
            { header: 'Workspace', cell: (t) => workspaceName(t.workspaceId) },
            { header: 'Created', cell: (t) => new Date(t.createdAt).toLocaleDateString() },
            {
              header: 'Actions',
              hideHeader: true,
              className: 'actions-cell',
              cell: (t) => (
                <button
                  type="button"
                  className="btn ghost small danger-text"
                  onClick={async () => {
                    if (
                      await confirm({
                        title: `Revoke “${t.name ?? t.id}”?`,
                        body: 'Programs using it stop working at once.',
                        action: 'Revoke',
                        destructive: true,
                      })
                    )
                      revoke.mutate(t);
                  }}
                >
                  Revoke<span className="visually-hidden"> {t.name ?? t.id}</span>
                </button>
              ),
            },
          ]}
        />
      )}
    </div>
  );
}
