/** The page an invitation's link opens, signed out: choose a password, join, and land signed in. */

import { AuthenticationError, ContentforgeError } from '@contentforge/sdk';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { api } from '../../api/client.js';
import { sessionQuery } from '../../app/session.js';
import { Field } from '../../ui/field.js';
import { ProblemNotice } from '../../ui/problem-notice.js';
import { AuthLayout } from './auth-layout.js';

const schema = z
  .object({
    password: z.string().min(8, 'Choose at least 8 characters').max(256),
    confirm: z.string(),
  })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: 'Type the same password twice' });

/** What a refused acceptance means for the invitee, and what to do next. */
function refusal(error: unknown): ReactNode {
  if (error instanceof AuthenticationError && error.code === 'invalid_credentials') {
    return (
      <>
        <strong>This email already has a Contentforge password.</strong> Enter that password to join the
        account with it.
      </>
    );
  }
  if (!(error instanceof ContentforgeError)) return null;
  if (error.status === 404) {
    return (
      <>
        <strong>This invitation link has expired or does not exist.</strong> Invitations last seven days and
        work once. Ask an owner of the account to invite you again.
      </>
    );
  }
  if (error.status === 409) {
    return (
      <>
        <strong>This invitation has already been accepted.</strong> <Link to="/library">Sign in</Link> with
        its email and the password chosen then.
      </>
    );
  }
  return null;
}

export function InvitationPage() {
  const { token } = useParams({ from: '/invite/$token' });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<z.infer<typeof schema>>({ resolver: zodResolver(schema) });
  const accept = useMutation({
    // The link's last segment as the address bar has it: decode it once, the SDK encodes it.
    mutationFn: ({ password }: z.infer<typeof schema>) =>
      api.invitations.accept(decodeURIComponent(token), password),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
      await navigate({ to: '/library' });
    },
  });
  const { errors } = form.formState;
  const explained = refusal(accept.error);
  return (
    <AuthLayout>
      <form className="stack" noValidate onSubmit={form.handleSubmit((v) => accept.mutate(v))}>
        <h1>Join the account</h1>
        <p className="muted">
          You were invited to a Contentforge account. Choose the password you will sign in with, together with
          the email the invitation was sent to.
        </p>
        <Field label="Password" hint="At least 8 characters." error={errors.password?.message}>
          {(control) => (
            <input {...control} type="password" autoComplete="new-password" {...form.register('password')} />
          )}
        </Field>
        <Field label="Password again" error={errors.confirm?.message}>
          {(control) => (
            <input {...control} type="password" autoComplete="new-password" {...form.register('confirm')} />
          )}
        </Field>
        {explained ? (
          <div className="notice danger" role="alert">
            <p>{explained}</p>
          </div>
        ) : (
          <ProblemNotice error={accept.error} />
        )}
        <button type="submit" className="btn primary large" disabled={accept.isPending}>
          Accept and sign in
        </button>
      </form>
      <p className="auth-switch">
        Already a member? <Link to="/library">Sign in</Link>
      </p>
    </AuthLayout>
  );
}
