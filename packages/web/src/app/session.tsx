/**
 * Who is signed in, the workspaces they reach and the one chosen — what every page works in. The
 * session is a query like any other: a 401 on any call (the session ended, expired, or the user was
 * removed) sets it to null, and the shell asks for the password again on the page the user was on.
 */
import { AuthenticationError, type Contentforge, type Me, type Workspace } from '@contentforge/sdk';
import { type QueryClient, queryOptions, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { api, chosenWorkspace } from '../api/client.js';

export interface SignedIn {
  me: Me;
  workspaces: Workspace[];
}

export const sessionQuery = queryOptions({
  queryKey: ['session'],
  queryFn: async (): Promise<SignedIn | null> => {
    try {
      const me = await api.me();
      const workspaces = await api.workspaces.list({ limit: 100 }).toArray(500);
      return { me, workspaces };
    } catch (error) {
      if (error instanceof AuthenticationError) return null;
      throw error;
    }
  },
  staleTime: 5 * 60_000,
});

/** True for the 401 that means "sign in again", not a wrong password. */
export const endsSession = (error: unknown) =>
  error instanceof AuthenticationError && error.code === 'unauthorized';

/** Forgets everything this browser read: after signing out, or when the service forgot us. */
export function forgetSession(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'session' });
  queryClient.setQueryData(sessionQuery.queryKey, null);
}

export async function signOut(queryClient: QueryClient): Promise<void> {
  await api.sessions.endCurrent().catch(() => undefined);
  chosenWorkspace.set(null);
  forgetSession(queryClient);
}

export interface Session extends SignedIn {
  workspace: Workspace;
  /** The API as this workspace's: every call of a page goes through it. */
  cf: Contentforge;
  canEdit: boolean;
  isOwner: boolean;
  switchWorkspace: (id: string) => void;
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({
  signedIn,
  workspaceId,
  onSwitch,
  children,
}: {
  signedIn: SignedIn;
  workspaceId: string;
  onSwitch: (id: string) => void;
  children: ReactNode;
}) {
  const workspace = signedIn.workspaces.find((w) => w.id === workspaceId) ?? signedIn.workspaces[0]!;
  const value = useMemo<Session>(
    () => ({
      ...signedIn,
      workspace,
      cf: api.withWorkspace(workspace.id),
      canEdit: signedIn.me.role !== 'viewer',
      isOwner: signedIn.me.role === 'owner',
      switchWorkspace: onSwitch,
    }),
    [signedIn, workspace, onSwitch],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside a signed-in page');
  return session;
}

/** The workspace to open: the one chosen before if it is still reachable, else the default. */
export function initialWorkspace(workspaces: Workspace[]): string {
  const chosen = chosenWorkspace.get();
  if (chosen && workspaces.some((w) => w.id === chosen)) return chosen;
  return (workspaces.find((w) => w.isDefault) ?? workspaces[0])?.id ?? '';
}

/** Query keys of the chosen workspace's data start with this, so a switch reads everything anew. */
export const wsKey = (session: Pick<Session, 'workspace'>, ...rest: unknown[]) => [
  'ws',
  session.workspace.id,
  ...rest,
];

export const useInvalidate = () => {
  const queryClient = useQueryClient();
  const session = useSession();
  return (...rest: unknown[]) => queryClient.invalidateQueries({ queryKey: wsKey(session, ...rest) });
};
