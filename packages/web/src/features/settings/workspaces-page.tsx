/**
 * The account's workspaces — one per brand, client or team, each with its own library, posts and
 * accounts, all spending the one balance. Owners create and rename them.
 */

import type { Workspace } from '@contentforge/sdk';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Check, LayoutGrid, Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { api } from '../../api/client.js';
import { sessionQuery, useSession } from '../../app/session.js';
import { Field } from '../../ui/field.js';
import { Modal } from '../../ui/modal.js';
import { PageHeader } from '../../ui/page-header.js';
import { ProblemNotice } from '../../ui/problem-notice.js';
import { useToast } from '../../ui/toasts.js';

const schema = z.object({
  name: z.string().trim().min(1, 'Give the workspace a name').max(100, 'At most 100 characters'),
});

export function WorkspacesPage() {
  const session = useSession();
  const [editing, setEditing] = useState<Workspace | 'new' | null>(null);
  return (
    <div className="page">
      <PageHeader
        title="Workspaces"
        description="Each workspace has its own library, campaigns, posts and social accounts — one per brand or client. All spend the account’s one balance."
        actions={
          session.isOwner && (
            <button type="button" className="btn primary" onClick={() => setEditing('new')}>
              <Plus aria-hidden /> New workspace
            </button>
          )
        }
      />
      {!session.isOwner && <p className="notice info">Only an owner can create or rename workspaces.</p>}
      <ul className="workspace-cards" aria-label="Workspaces">
        {session.workspaces.map((w) => {
          const current = w.id === session.workspace.id;
          return (
            <li key={w.id} className={`card workspace-card${current ? ' current' : ''}`}>
              <span className="workspace-avatar large" aria-hidden>
                {w.name.slice(0, 1).toUpperCase()}
              </span>
              <div className="grow">
                <h2 className="truncate">{w.name}</h2>
                <p className="muted small-text">
                  {w.isDefault ? 'The account’s first workspace · ' : ''}created{' '}
                  {new Date(w.createdAt).toLocaleDateString()}
                </p>
              </div>
              <div className="actions">
                {current ? (
                  <span className="badge success">
                    <Check aria-hidden /> Open
                  </span>
                ) : (
                  <button
                    type="button"
                    className="btn secondary small"
                    onClick={() => session.switchWorkspace(w.id)}
                  >
                    <LayoutGrid aria-hidden /> Open<span className="visually-hidden"> {w.name}</span>
                  </button>
                )}
                {session.isOwner && (
                  <button type="button" className="btn ghost small" onClick={() => setEditing(w)}>
                    <Pencil aria-hidden /> Rename<span className="visually-hidden"> {w.name}</span>
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {editing && (
        <WorkspaceDialog
          workspace={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}

function WorkspaceDialog({ workspace, onClose }: { workspace?: Workspace | undefined; onClose: () => void }) {
  const session = useSession();
  const queryClient = useQueryClient();
  const toast = useToast();
  const form = useForm<z.infer<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { name: workspace?.name ?? '' },
  });
  const save = useMutation({
    mutationFn: ({ name }: z.infer<typeof schema>) =>
      workspace ? api.workspaces.update(workspace.id, { name }) : api.workspaces.create({ name }),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
      toast(workspace ? 'Workspace renamed' : `Workspace “${saved.name}” created`);
      onClose();
      if (!workspace) session.switchWorkspace(saved.id);
    },
  });
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={workspace ? `Rename “${workspace.name}”` : 'New workspace'}
      {...(workspace ? {} : { description: 'It starts empty; you switch to it once it is made.' })}
    >
      <form className="stack" noValidate onSubmit={form.handleSubmit((v) => save.mutate(v))}>
        <Field label="Name" error={form.formState.errors.name?.message}>
          {(control) => <input {...control} placeholder="e.g. Lumen Skincare" {...form.register('name')} />}
        </Field>
        <ProblemNotice error={save.error} />
        <div className="actions end">
          <button type="submit" className="btn primary" disabled={save.isPending}>
            {workspace ? 'Save' : 'Create workspace'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
