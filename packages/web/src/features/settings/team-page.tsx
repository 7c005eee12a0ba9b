/**
 * The account's people and their roles. Owners invite by email, see the invitations still waiting
 * (and withdraw one), change a person's role and remove people.
 */

import type { AccountUser, Invitation, PendingInvitation } from '@contentforge/sdk';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MailX, UserMinus, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { api } from '../../api/client.js';
import { forgetSession, sessionQuery, useSession } from '../../app/session.js';
import { useConfirm } from '../../ui/confirm.js';
import { CopyButton } from '../../ui/copy-button.js';
import { DataTable } from '../../ui/data-table.js';
import { Field } from '../../ui/field.js';
import { PageHeader } from '../../ui/page-header.js';
import { ProblemNotice } from '../../ui/problem-notice.js';

const ROLE_HELP: Record<AccountUser['role'], string> = {
  owner: 'everything, including people, tokens, webhooks and billing',
  editor: 'uploads, generations, campaigns and posts',
  viewer: 'looks, changes nothing',
};

const ROLES = ['owner', 'editor', 'viewer'] as const;
type Role = (typeof ROLES)[number];
const roleName = (r: Role) => r[0]!.toUpperCase() + r.slice(1);

const schema = z.object({
  email: z.email('Enter the email address to invite'),
  role: z.enum(ROLES),
});

const day = (iso: string) => new Date(iso).toLocaleDateString();

export function TeamPage() {
  const session = useSession();
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const [invited, setInvited] = useState<Invitation | null>(null);
  const users = useQuery({ queryKey: ['users'], queryFn: () => api.users.list() });
  const form = useForm<z.infer<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { email: '', role: 'editor' },
  });
  const invite = useMutation({
    mutationFn: (v: z.infer<typeof schema>) => api.invitations.create(v),
    onSuccess: (answer) => {
      setInvited(answer);
      void queryClient.invalidateQueries({ queryKey: ['invitations'] });
      form.reset({ email: '', role: form.getValues('role') });
    },
  });
  const remove = useMutation({
    mutationFn: (user: AccountUser) => api.users.remove(user.id),
    onSuccess: (_none, user) => {
      if (user.id === session.me.user?.id) forgetSession(queryClient);
      else {
        void queryClient.invalidateQueries({ queryKey: ['users'] });
        void queryClient.invalidateQueries({ queryKey: ['invitations'] });
      }
    },
  });
  const invitations = useQuery({
    queryKey: ['invitations'],
    queryFn: () => api.invitations.list({ limit: 100 }).toArray(1000),
    enabled: session.isOwner,
  });
  const revoke = useMutation({
    mutationFn: (invitation: PendingInvitation) => api.invitations.revoke(invitation.id),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['invitations'] }),
  });
  const askRevoke = async (invitation: PendingInvitation) => {
    if (
      await confirm({
        title: `Withdraw the invitation to ${invitation.email}?`,
        body: 'Its link stops working at once. You can invite them again later.',
        action: 'Withdraw',
        destructive: true,
      })
    ) {
      clearErrors();
      revoke.mutate(invitation);
    }
  };
  const changeRole = useMutation({
    mutationFn: ({ user, role }: { user: AccountUser; role: Role }) => api.users.update(user.id, { role }),
    onSuccess: (_changed, { user }) => {
      void queryClient.invalidateQueries({ queryKey: ['users'] });
      // Owners who step down withdraw the invitations they sent; their own pages follow the new role.
      void queryClient.invalidateQueries({ queryKey: ['invitations'] });
      if (user.id === session.me.user?.id)
        void queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
  const askRole = async (user: AccountUser, role: Role) => {
    if (role === user.role) return;
    const self = user.id === session.me.user?.id;
    if (
      self &&
      !(await confirm({
        title: `Become ${role === 'editor' ? 'an' : 'a'} ${role}?`,
        body: 'You can no longer invite people, change roles, manage tokens, webhooks or billing. Only another owner can make you an owner again.',
        action: `Become ${role}`,
        destructive: true,
      }))
    )
      return;
    clearErrors();
    changeRole.mutate({ user, role });
  };
  const askRemove = async (user: AccountUser) => {
    const self = user.id === session.me.user?.id;
    if (
      await confirm({
        title: self ? 'Remove yourself?' : `Remove ${user.email}?`,
        body: self
          ? 'You are signed out at once.'
          : 'They are signed out at once and can no longer sign in to this account.',
        action: 'Remove',
        destructive: true,
      })
    ) {
      clearErrors();
      remove.mutate(user);
    }
  };
  // One answer at a time: a new action clears what the last one said.
  const clearErrors = () => {
    for (const m of [invite, remove, changeRole, revoke]) m.reset();
  };
  const { errors } = form.formState;
  return (
    <div className="page">
      <PageHeader
        title="Team"
        description="Everyone here signs in with their own email and password and spends the account’s credits."
      />
      <ul className="role-help">
        {ROLES.map((r) => (
          <li key={r}>
            <strong>{roleName(r)}s</strong> <span className="muted">{ROLE_HELP[r]}</span>
          </li>
        ))}
      </ul>
      {invited && (
        <div className="notice success" role="status">
          <div className="stack tight">
            <p>
              <strong>
                {invited.email} is invited as {invited.role}.
              </strong>{' '}
              Send them this link; it is shown only now and works once, until {day(invited.expiresAt)}.
            </p>
            <p className="secret">
              <code data-testid="accept-url">{invited.acceptUrl}</code>
              <CopyButton text={invited.acceptUrl} label="Copy the invitation link" />
            </p>
          </div>
        </div>
      )}
      {session.isOwner ? (
        <form
          className="card inline-form"
          noValidate
          onSubmit={form.handleSubmit((v) => {
            clearErrors();
            invite.mutate(v);
          })}
        >
          <h2>Invite someone</h2>
          <Field label="Email" error={errors.email?.message} className="grow">
            {(control) => <input {...control} type="email" autoComplete="off" {...form.register('email')} />}
          </Field>
          <Field label="Role">
            {(control) => (
              <select {...control} {...form.register('role')}>
                {ROLES.map((r) => (
                  <option key={r} value={r}>
                    {roleName(r)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <button type="submit" className="btn primary" disabled={invite.isPending}>
            <UserPlus aria-hidden /> Create invitation
          </button>
        </form>
      ) : (
        <p className="notice info">Only an owner can invite people, change roles or remove people.</p>
      )}
      <ProblemNotice
        error={invite.error ?? users.error ?? remove.error ?? changeRole.error ?? revoke.error}
      />
      <h2>People</h2>
      {users.isSuccess && users.data.length === 0 && (
        <p className="muted">Nobody signs in to this account yet. Invite someone above.</p>
      )}
      {users.data && users.data.length > 0 && (
        <DataTable
          label="Users"
          rows={users.data}
          rowKey={(u) => u.id}
          columns={[
            {
              header: 'Email',
              cell: (u) => (
                <span className="break">
                  {u.email}
                  {u.id === session.me.user?.id && <span className="muted"> (you)</span>}
                </span>
              ),
            },
            {
              header: 'Role',
              cell: (u) =>
                session.isOwner ? (
                  <select
                    className="cell-select"
                    aria-label={`Role of ${u.email}`}
                    value={u.role}
                    disabled={changeRole.isPending}
                    onChange={(e) => void askRole(u, e.target.value as Role)}
                  >
                    {ROLES.map((r) => (
                      <option key={r} value={r}>
                        {roleName(r)}
                      </option>
                    ))}
                  </select>
                ) : (
                  <span className="badge neutral">{u.role}</span>
                ),
            },
            { header: 'Joined', cell: (u) => day(u.createdAt) },
            ...(session.isOwner
              ? [
                  {
                    header: 'Actions',
                    hideHeader: true,
                    className: 'actions-cell',
                    cell: (u: AccountUser) => (
                      <button
                        type="button"
                        className="btn ghost small danger-text"
                        onClick={() => void askRemove(u)}
                      >
                        <UserMinus aria-hidden /> Remove<span className="visually-hidden"> {u.email}</span>
                      </button>
                    ),
                  },
                ]
              : []),
          ]}
        />
      )}
      {session.isOwner && invitations.data && invitations.data.length > 0 && (
        <>
          <h2>Waiting to join</h2>
          <DataTable
            label="Invitations"
            rows={invitations.data}
            rowKey={(i) => i.id}
            columns={[
              { header: 'Email', cell: (i) => <span className="break">{i.email}</span> },
              { header: 'Role', cell: (i) => <span className="badge neutral">{i.role}</span> },
              { header: 'Sent', cell: (i) => day(i.createdAt) },
              { header: 'Link works until', cell: (i) => day(i.expiresAt) },
              {
                header: 'Actions',
                hideHeader: true,
                className: 'actions-cell',
                cell: (i) => (
                  <button
                    type="button"
                    className="btn ghost small danger-text"
                    onClick={() => void askRevoke(i)}
                  >
                    <MailX aria-hidden /> Withdraw
                    <span className="visually-hidden"> the invitation to {i.email}</span>
                  </button>
                ),
              },
            ]}
          />
        </>
      )}
    </div>
  );
}
