/** The workspace's campaigns: create, rename or redescribe, archive; archived ones on their own tab. */

import type { Campaign } from '@contentforge/sdk';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Archive, Folder, Images, Pencil, Plus, Send } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useSession, wsKey } from '../../app/session.js';
import { useConfirm } from '../../ui/confirm.js';
import { Field } from '../../ui/field.js';
import { Modal } from '../../ui/modal.js';
import { EmptyState, PageHeader } from '../../ui/page-header.js';
import { ProblemNotice } from '../../ui/problem-notice.js';
import { Segmented } from '../../ui/segmented.js';
import { useToast } from '../../ui/toasts.js';
import { useCampaigns } from './campaign-queries.js';

const schema = z.object({
  name: z.string().trim().min(1, 'Give the campaign a name').max(200, 'At most 200 characters'),
  description: z.string().trim().max(2000, 'At most 2000 characters'),
});
type Values = z.infer<typeof schema>;

export function CampaignsPage() {
  const session = useSession();
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const toast = useToast();
  const campaigns = useCampaigns();
  const [shown, setShown] = useState<Campaign['status']>('active');
  const [editing, setEditing] = useState<Campaign | 'new' | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: wsKey(session, 'campaigns') });
  const archive = useMutation({
    mutationFn: (c: Campaign) => session.cf.campaigns.archive(c.id),
    onSuccess: async (c) => {
      toast(`“${c.name}” archived`);
      await refresh();
    },
  });
  const list = campaigns.data?.filter((c) => c.status === shown) ?? [];
  return (
    <div className="page">
      <PageHeader
        title="Campaigns"
        description="A campaign groups the images you make and the posts you publish for one launch, season or client."
        actions={
          session.canEdit && (
            <button type="button" className="btn primary" onClick={() => setEditing('new')}>
              <Plus aria-hidden /> New campaign
            </button>
          )
        }
      />
      <Segmented<Campaign['status']>
        label="Which campaigns"
        hideLabel
        value={shown}
        onChange={setShown}
        options={[
          { value: 'active', label: 'Active' },
          { value: 'archived', label: 'Archived' },
        ]}
      />
      <ProblemNotice error={campaigns.error ?? archive.error} />
      {campaigns.isSuccess && list.length === 0 && (
        <EmptyState
          icon={<Folder />}
          title={shown === 'active' ? 'No active campaigns' : 'No archived campaigns'}
          actions={
            shown === 'active' &&
            session.canEdit && (
              <button type="button" className="btn primary" onClick={() => setEditing('new')}>
                <Plus aria-hidden /> Create one
              </button>
            )
          }
        />
      )}
      {list.length > 0 && (
        <ul className="campaign-cards" aria-label="Campaigns">
          {list.map((c) => (
            <li key={c.id} className="card campaign-card">
              <h2>{c.name}</h2>
              {c.description && <p className="muted">{c.description}</p>}
              <p className="small-text muted">Created {new Date(c.createdAt).toLocaleDateString()}</p>
              <div className="actions">
                <Link to="/library" search={{ campaign: c.id }} className="btn ghost small">
                  <Images aria-hidden /> Images<span className="visually-hidden"> of {c.name}</span>
                </Link>
                <Link to="/posts" search={{ campaign: c.id }} className="btn ghost small">
                  <Send aria-hidden /> Posts<span className="visually-hidden"> of {c.name}</span>
                </Link>
                {session.canEdit && c.status === 'active' && (
                  <>
                    <button type="button" className="btn ghost small" onClick={() => setEditing(c)}>
                      <Pencil aria-hidden /> Edit<span className="visually-hidden"> {c.name}</span>
                    </button>
                    <button
                      type="button"
                      className="btn ghost small"
                      onClick={async () => {
                        if (
                          await confirm({
                            title: `Archive “${c.name}”?`,
                            body: 'Its images and posts stay; it leaves the active list and new work cannot be filed in it.',
                            action: 'Archive',
                          })
                        )
                          archive.mutate(c);
                      }}
                    >
                      <Archive aria-hidden /> Archive<span className="visually-hidden"> {c.name}</span>
                    </button>
                  </>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing && (
        <CampaignDialog
          campaign={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onSaved={async (c, created) => {
            setEditing(null);
            setShown('active');
            toast(created ? `Campaign “${c.name}” created` : 'Campaign saved');
            await refresh();
          }}
        />
      )}
    </div>
  );
}

function CampaignDialog({
  campaign,
  onClose,
  onSaved,
}: {
  campaign?: Campaign | undefined;
  onClose: () => void;
  onSaved: (campaign: Campaign, created: boolean) => void;
}) {
  const session = useSession();
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { name: campaign?.name ?? '', description: campaign?.description ?? '' },
  });
  const save = useMutation({
    mutationFn: (v: Values) =>
      campaign
        ? session.cf.campaigns.update(campaign.id, { name: v.name, description: v.description || null })
        : session.cf.campaigns.create({
            name: v.name,
            ...(v.description ? { description: v.description } : {}),
          }),
    onSuccess: (c) => onSaved(c, campaign === undefined),
  });
  const { errors } = form.formState;
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={campaign ? `Edit “${campaign.name}”` : 'New campaign'}
    >
      <form className="stack" noValidate onSubmit={form.handleSubmit((v) => save.mutate(v))}>
        <Field label="Name" error={errors.name?.message}>
          {(control) => <input {...control} placeholder="e.g. Spring launch" {...form.register('name')} />}
        </Field>
        <Field label="Description" hint="Optional." error={errors.description?.message}>
          {(control) => <textarea {...control} rows={3} {...form.register('description')} />}
        </Field>
        <ProblemNotice error={save.error} />
        <div className="actions end">
          <button type="submit" className="btn primary" disabled={save.isPending}>
            {campaign ? 'Save' : 'Create campaign'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
