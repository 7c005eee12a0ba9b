/**
 * Email and password. On a first visit, the owner token the first start printed creates the owner's
 * user, who is then signed in.
 */

import { AuthenticationError } from '@contentforge/sdk';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { api } from '../../api/client.js';
import { sessionQuery } from '../../app/session.js';
import { Field } from '../../ui/field.js';
import { ProblemNotice } from '../../ui/problem-notice.js';
import { AuthLayout } from './auth-layout.js';

const signInSchema = z.object({
  email: z.email('Enter the email address you signed up with'),
  password: z.string().min(1, 'Enter your password'),
});

const ownerSchema = z.object({
  ownerToken: z
    .string()
    .trim()
    .regex(/^cf_\S+$/, 'Paste the token the first start printed (it begins with cf_)'),
  email: z.email('Enter an email address'),
  password: z.string().min(8, 'Choose at least 8 characters').max(256),
});

type Mode = 'sign-in' | 'owner';

export function SignInPage() {
  const [mode, setMode] = useState<Mode>('sign-in');
  return (
    <AuthLayout>
      {mode === 'sign-in' ? <SignInForm /> : <OwnerForm />}
      <p className="auth-switch">
        <button
          type="button"
          className="link-button"
          onClick={() => setMode(mode === 'sign-in' ? 'owner' : 'sign-in')}
        >
          {mode === 'sign-in' ? 'First visit? Set up the owner with the owner token' : 'Back to sign in'}
        </button>
      </p>
    </AuthLayout>
  );
}

function useSignedIn() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
}

function SignInForm() {
  const signedIn = useSignedIn();
  const form = useForm<z.infer<typeof signInSchema>>({ resolver: zodResolver(signInSchema) });
  const signIn = useMutation({
    mutationFn: (values: z.infer<typeof signInSchema>) => api.sessions.create(values),
    onSuccess: signedIn,
  });
  const { errors } = form.formState;
  const wrong = signIn.error instanceof AuthenticationError && signIn.error.code === 'invalid_credentials';
  return (
    <form className="stack" noValidate onSubmit={form.handleSubmit((v) => signIn.mutate(v))}>
      <h1>Sign in</h1>
      <p className="muted">Welcome back. Sign in to your workspace.</p>
      <Field label="Email" error={errors.email?.message}>
        {(control) => <input {...control} type="email" autoComplete="email" {...form.register('email')} />}
      </Field>
      <Field label="Password" error={errors.password?.message}>
        {(control) => (
          <input
            {...control}
            type="password"
            autoComplete="current-password"
            {...form.register('password')}
          />
        )}
      </Field>
      {wrong ? (
        <div className="notice danger" role="alert">
          <p>That email and password do not match an account. Check them and try again.</p>
        </div>
      ) : (
        <ProblemNotice error={signIn.error} />
      )}
      <button type="submit" className="btn primary large" disabled={signIn.isPending}>
        {signIn.isPending ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  );
}

function OwnerForm() {
  const signedIn = useSignedIn();
  const form = useForm<z.infer<typeof ownerSchema>>({ resolver: zodResolver(ownerSchema) });
  const create = useMutation({
    mutationFn: (values: z.infer<typeof ownerSchema>) => api.users.bootstrap(values),
    onSuccess: signedIn,
  });
  const { errors } = form.formState;
  return (
    <form className="stack" noValidate onSubmit={form.handleSubmit((v) => create.mutate(v))}>
      <h1>Set up the owner</h1>
      <p className="muted">
        On its first start the service printed an owner token (<code>cf_…</code>). Paste it here with the
        email and password you will sign in with from now on.
      </p>
      <Field label="Owner token" error={errors.ownerToken?.message}>
        {(control) => (
          <input {...control} autoComplete="off" spellCheck={false} {...form.register('ownerToken')} />
        )}
      </Field>
      <Field label="Email" error={errors.email?.message}>
        {(control) => <input {...control} type="email" autoComplete="email" {...form.register('email')} />}
      </Field>
      <Field label="Password" hint="At least 8 characters." error={errors.password?.message}>
        {(control) => (
          <input {...control} type="password" autoComplete="new-password" {...form.register('password')} />
        )}
      </Field>
      <ProblemNotice error={create.error} />
      <button type="submit" className="btn primary large" disabled={create.isPending}>
        Create the owner and sign in
      </button>
    </form>
  );
}
