/** The dialogs of connecting an account: a destination to choose, a Mastodon instance, a Bluesky app password, a webhook URL. */

import type { NewSocialAccount, SocialAccount } from '@contentforge/sdk';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useSession, wsKey } from '../../app/session.js';
import { Field } from '../../ui/field.js';
import { Modal } from '../../ui/modal.js';
import { ProblemNotice } from '../../ui/problem-notice.js';
import { usePlatformNames } from '../posts/platforms.js';

export function ChooseDestination({ connectionId, onDone }: { connectionId: string; onDone: () => void }) {
  const session = useSession();
  const queryClient = useQueryClient();
  const name = usePlatformNames();
  const pending = useQuery({
    queryKey: wsKey(session, 'pending-connection', connectionId),
    queryFn: () => session.cf.socialAccounts.pendingConnection(connectionId),
  });
  const choose = useMutation({
    mutationFn: (destinationId: string) =>
      session.cf.socialAccounts.chooseDestination(connectionId, destinationId),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: wsKey(session, 'social-accounts') });
      onDone();
    },
  });
  const p = pending.data;
  return (
    <section className="card stack" aria-labelledby="choose-heading">
      <ProblemNotice error={pending.error ?? choose.error} />
      {p && (
        <>
          <h2 id="choose-heading">Choose where {p.handle} publishes</h2>
          <p className="muted">
            {name(p.platform)} offers several. Each one you choose becomes an account of its own.
          </p>
          <div className="actions">
            {p.destinations.map((d) => (
              <button key={d.id} type="button" className="btn secondary" onClick={() => choose.mutate(d.id)}>
                Publish to {d.name}
              </button>
            ))}
          </div>
        </>
      )}
    </section>
  );
}

const mastodonSchema = z.object({
  instance: z.string().trim().min(1, 'Name your instance, e.g. mastodon.social').max(255),
});

export function MastodonDialog({
  onClose,
  onSubmit,
  error,
}: {
  onClose: () => void;
  onSubmit: (instance: string) => void;
  error: unknown;
}) {
  const form = useForm<z.infer<typeof mastodonSchema>>({ resolver: zodResolver(mastodonSchema) });
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title="Connect Mastodon">
      <form className="stack" noValidate onSubmit={form.handleSubmit((v) => onSubmit(v.instance))}>
        <Field
          label="Instance"
          hint="The server your account is on."
          error={form.formState.errors.instance?.message}
        >
          {(control) => (
            <input
              {...control}
              placeholder="e.g. mastodon.social"
              autoComplete="off"
              {...form.register('instance')}
            />
          )}
        </Field>
        <ProblemNotice error={error} />
        <div className="actions end">
          <button type="submit" className="btn primary">
            Sign in on the instance
          </button>
        </div>
      </form>
    </Modal>
  );
}

const blueskySchema = z.object({
  identifier: z.string().trim().min(1, 'Give the handle, e.g. shop.bsky.social').max(253),
  appPassword: z.string().min(1, 'Paste an app password').max(200),
});

export function BlueskyDialog({
  reconnect,
  onClose,
  onDone,
}: {
  reconnect?: SocialAccount | undefined;
  onClose: () => void;
  onDone: (account: SocialAccount) => void;
}) {
  const session = useSession();
  const form = useForm<z.infer<typeof blueskySchema>>({
    resolver: zodResolver(blueskySchema),
    defaultValues: { identifier: reconnect?.handle ?? '', appPassword: '' },
  });
  const save = useMutation({
    mutationFn: (v: z.infer<typeof blueskySchema>) =>
      reconnect
        ? session.cf.socialAccounts.reconnect(reconnect.id, { credentials: v })
        : session.cf.socialAccounts.create({ platform: 'bluesky', credentials: v }),
    onSuccess: onDone,
  });
  const { errors } = form.formState;
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={reconnect ? `Reconnect ${reconnect.handle}` : 'Connect Bluesky'}
    >
      <form className="stack" noValidate onSubmit={form.handleSubmit((v) => save.mutate(v))}>
        <Field label="Handle" error={errors.identifier?.message}>
          {(control) => (
            <input
              {...control}
              placeholder="e.g. shop.bsky.social"
              autoComplete="off"
              readOnly={reconnect !== undefined}
              {...form.register('identifier')}
            />
          )}
        </Field>
        <Field
          label="App password"
          hint="Make one in Bluesky’s settings under App passwords; never use the account’s own password."
          error={errors.appPassword?.message}
        >
          {(control) => (
            <input {...control} type="password" autoComplete="off" {...form.register('appPassword')} />
          )}
        </Field>
        <ProblemNotice error={save.error} />
        <div className="actions end">
          <button type="submit" className="btn primary" disabled={save.isPending}>
            {reconnect ? 'Save' : 'Connect Bluesky'}
          </button>
        </div>
      </form>
    </Modal>
  );
}

const webhookSchema = z.object({
  webhookUrl: z.url({
    protocol: /^https?$/,
    message: 'An http(s) address, e.g. https://example.com/hooks/posts',
  }),
  handle: z.string().trim().max(100),
});

export function WebhookDialog({
  reconnect,
  onClose,
  onDone,
}: {
  reconnect?: SocialAccount | undefined;
  onClose: () => void;
  onDone: (account: SocialAccount | NewSocialAccount) => void;
}) {
  const session = useSession();
  const form = useForm<z.infer<typeof webhookSchema>>({
    resolver: zodResolver(webhookSchema),
    defaultValues: { webhookUrl: reconnect?.webhookUrl ?? '', handle: reconnect?.handle ?? '' },
  });
  const save = useMutation({
    mutationFn: (v: z.infer<typeof webhookSchema>) =>
      reconnect
        ? session.cf.socialAccounts.reconnect(reconnect.id, { webhookUrl: v.webhookUrl })
        : session.cf.socialAccounts.create({
            platform: 'webhook',
            webhookUrl: v.webhookUrl,
            ...(v.handle ? { handle: v.handle } : {}),
          }),
    onSuccess: onDone,
  });
  const { errors } = form.formState;
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={reconnect ? `New receiver for ${reconnect.handle}` : 'Add a webhook'}
      description="Each post is sent as a signed JSON POST; the signing secret is shown once."
    >
      <form className="stack" noValidate onSubmit={form.handleSubmit((v) => save.mutate(v))}>
        <Field label="Receiver URL" error={errors.webhookUrl?.message}>
          {(control) => (
            <input
              {...control}
              type="url"
              placeholder="https://example.com/hooks/posts"
              {...form.register('webhookUrl')}
            />
          )}
        </Field>
        {!reconnect && (
          <Field
            label="Name (optional)"
            hint="How the account is shown, e.g. shop-site."
            error={errors.handle?.message}
          >
            {(control) => <input {...control} {...form.register('handle')} />}
          </Field>
        )}
        <ProblemNotice error={save.error} />
        <div className="actions end">
          <button type="submit" className="btn primary" disabled={save.isPending}>
            {reconnect ? 'Save' : 'Add webhook'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
