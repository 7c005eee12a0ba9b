/**
 * The account and who may use it: its workspaces, the users who sign in (their sessions and
 * invitations), and the API tokens.
 */
import { type Calls, enc } from './calls.js';
import type { RequestOptions } from './transport.js';
import type {
  AccountUser,
  BootstrapInput,
  Invitation,
  InvitationInput,
  ListOptions,
  NewToken,
  PendingInvitation,
  SignedIn,
  SignInInput,
  SignInSession,
  Token,
  TokenInput,
  UserChange,
  Workspace,
  WorkspaceChange,
  WorkspaceInput,
} from './types.js';

export const workspacesSection = (calls: Calls) => ({
  list: (filters: ListOptions = {}, options?: RequestOptions) =>
    calls.list<Workspace>('/workspaces', filters, options),
  /** Owners add a workspace to the account. */
  create: (input: WorkspaceInput, options?: RequestOptions) =>
    calls.data<Workspace>('POST', '/workspaces', input, options),
  /** Owners rename a workspace. */
  update: (id: string, change: WorkspaceChange, options?: RequestOptions) =>
    calls.data<Workspace>('PATCH', `/workspaces/${enc(id)}`, change, options),
});

export const sessionsSection = (calls: Calls) => ({
  /** Signs in with an email and a password; in a browser the answer sets the session cookies. */
  create: (input: SignInInput, options?: RequestOptions) =>
    calls.data<SignedIn>('POST', '/sessions', input, options),
  /** The user's live sessions in this account, newest first (`current` marks this one). */
  list: (options?: RequestOptions) => calls.data<SignInSession[]>('GET', '/sessions', undefined, options),
  /** Ends another of the user's sessions (another device). */
  end: (id: string, options?: RequestOptions) =>
    calls.data<void>('DELETE', `/sessions/${enc(id)}`, undefined, options),
  /** Signs this browser out. */
  endCurrent: (options?: RequestOptions) =>
    calls.data<void>('DELETE', '/sessions/current', undefined, options),
});

export const tokensSection = (calls: Calls) => ({
  list: (filters: ListOptions = {}, options?: RequestOptions) =>
    calls.list<Token>('/tokens', filters, options),
  create: (input: TokenInput, options?: RequestOptions) =>
    calls.data<NewToken>('POST', '/tokens', input, options),
  revoke: (id: string, options?: RequestOptions) =>
    calls.data<void>('DELETE', `/tokens/${enc(id)}`, undefined, options),
});

export const usersSection = (calls: Calls) => ({
  list: (options?: RequestOptions) => calls.data<AccountUser[]>('GET', '/users', undefined, options),
  /** A new role, from the user's next request on; the tokens they created follow it. */
  update: (id: string, change: UserChange, options?: RequestOptions) =>
    calls.data<AccountUser>('PATCH', `/users/${enc(id)}`, change, options),
  /** Removes the user from the account, revoking their sessions, tokens and pending invitations. */
  remove: (id: string, options?: RequestOptions) =>
    calls.data<void>('DELETE', `/users/${enc(id)}`, undefined, options),
  /** The first user of an account, made with its owner token; signs in (cookies) in a browser. */
  bootstrap: (input: BootstrapInput, options?: RequestOptions) =>
    calls.data<SignedIn>('POST', '/users/bootstrap', input, options),
});

export const invitationsSection = (calls: Calls) => ({
  list: (filters: ListOptions = {}, options?: RequestOptions) =>
    calls.list<PendingInvitation>('/invitations', filters, options),
  /** The answer's `acceptUrl` is shown this once: send it to the invitee. */
  create: (input: InvitationInput, options?: RequestOptions) =>
    calls.data<Invitation>('POST', '/invitations', input, options),
  revoke: (id: string, options?: RequestOptions) =>
    calls.data<void>('DELETE', `/invitations/${enc(id)}`, undefined, options),
  /** The invitee chooses a password and is signed in (cookies) in a browser. */
  accept: (token: string, password: string, options?: RequestOptions) =>
    calls.data<SignedIn>('POST', `/invitations/${enc(token)}/accept`, { password }, options),
});
