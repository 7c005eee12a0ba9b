import type { Me, Workspace } from '@contentforge/sdk';
import { useCallback, useEffect, useState } from 'react';
import type { WebAppPage } from '../../server/src/http/routes/pages/web-app-pages.js';
import { ApiError, api, chosenWorkspace, signedOut, signOut } from './api.js';
import { Link, navigate, usePath } from './navigation.js';
import { AccountsPage } from './pages/accounts.js';
import { CampaignsPage } from './pages/campaigns.js';
import { CreditsPage } from './pages/credits.js';
import { InvitationPage } from './pages/invitation.js';
import { LibraryPage } from './pages/library.js';
import { PostsPage } from './pages/posts.js';
import { PresetsPage } from './pages/presets.js';
import { SessionsPage } from './pages/sessions.js';
import { SignInPage } from './pages/sign-in.js';
import { TokensPage } from './pages/tokens.js';
import { UsersPage } from './pages/users.js';
import { WebhooksPage } from './pages/webhooks.js';
import { ProblemNotice } from './problem-notice.js';

/** Who is signed in, the workspaces they reach and the one chosen: what every page is given. */
export interface Session {
  me: Me;
  workspaces: Workspace[];
  workspaceId: string;
}

/** The navigation: only pages the service serves the app at (a reload of any other would be a 404). */
const PAGES: readonly { path: `/${WebAppPage}`; label: string }[] = [
  { path: '/library', label: 'Library' },
  { path: '/presets', label: 'Presets' },
  { path: '/posts', label: 'Posts' },
  { path: '/accounts', label: 'Social accounts' },
  { path: '/credits', label: 'Credits' },
  { path: '/tokens', label: 'API tokens' },
  { path: '/campaigns', label: 'Campaigns' },
  { path: '/webhooks', label: 'Webhooks' },
  { path: '/users', label: 'Team' },
  { path: '/sessions', label: 'Sessions' },
];

async function loadSession(): Promise<Session> {
  const me = await api<Me>('GET', '/me');
  const workspaces = await api<Workspace[]>('GET', '/workspaces?limit=100');
  let workspaceId = chosenWorkspace.get();
  if (!workspaceId || !workspaces.some((w) => w.id === workspaceId)) {
    workspaceId = (workspaces.find((w) => w.isDefault) ?? workspaces[0])?.id ?? '';
    chosenWorkspace.set(workspaceId || null);
  }
  return { me, workspaces, workspaceId };
}

export function App() {
  const path = usePath();
  const [session, setSession] = useState<Session | null | undefined>(undefined);
  const [error, setError] = useState<unknown>(null);

  const refresh = useCallback(() => {
    loadSession().then(
      (s) => {
        setSession(s);
        setError(null);
      },
      (reason: unknown) => {
        if (reason instanceof ApiError && reason.problem.status === 401) setSession(null);
        else setError(reason);
      },
    );
  }, []);
  useEffect(refresh, [refresh]);
  useEffect(() => {
    const forget = () => setSession(null);
    signedOut.addEventListener('signed-out', forget);
    return () => signedOut.removeEventListener('signed-out', forget);
  }, []);

  useEffect(() => {
    if (session && (path === '/' || path === '/sign-in')) navigate('/library');
  }, [session, path]);

  // `/billing` is where the service's purchase link points: the credits page, where packs are bought.
  const shown = path === '/billing' ? '/credits' : path;
  const page = PAGES.find((p) => shown === p.path || shown.startsWith(`${p.path}/`));
  useEffect(() => {
    document.title = path.startsWith('/invite/')
      ? 'Join · Contentforge'
      : session === null
        ? 'Sign in · Contentforge'
        : `${page?.label ?? 'Contentforge'} · Contentforge`;
  }, [page, session, path]);

  // An invitation link is opened signed out: it signs the invitee in by itself.
  if (path.startsWith('/invite/')) {
    return (
      <InvitationPage
        token={path.slice('/invite/'.length)}
        onSignedIn={() => {
          navigate('/library');
          refresh();
        }}
      />
    );
  }
  if (error) {
    return (
      <main className="centered">
        <ProblemNotice error={error} />
        <button type="button" onClick={refresh}>
          Try again
        </button>
      </main>
    );
  }
  if (session === undefined) return <p className="centered">Loading…</p>;
  if (session === null) return <SignInPage onSignedIn={refresh} />;

  const switchWorkspace = (id: string) => {
    chosenWorkspace.set(id);
    setSession({ ...session, workspaceId: id });
  };

  return (
    <div className="shell">
      <a className="skip" href="#main">
        Skip to content
      </a>
      <header className="top">
        <Link to="/library" className="brand">
          Contentforge
        </Link>
        <nav aria-label="Main">
          <ul>
            {PAGES.map((p) => (
              <li key={p.path}>
                <Link to={p.path} current={page?.path === p.path}>
                  {p.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="account">
          <label>
            <span className="visually-hidden">Workspace</span>
            <select value={session.workspaceId} onChange={(e) => switchWorkspace(e.target.value)}>
              {session.workspaces.map((w) => (
                <option key={w.id} value={w.id}>
                  {w.name}
                </option>
              ))}
            </select>
          </label>
          <span className="who">{session.me.user?.email ?? session.me.role}</span>
          <button type="button" className="secondary" onClick={signOut}>
            Sign out
          </button>
        </div>
      </header>
      <main id="main" tabIndex={-1}>
        <PageFor path={path} session={session} />
      </main>
    </div>
  );
}

function PageFor({ path, session }: { path: string; session: Session }) {
  const key = session.workspaceId;
  if (path.startsWith('/presets')) return <PresetsPage key={key} path={path} session={session} />;
  if (path === '/posts' || path.startsWith('/posts/'))
    return <PostsPage key={key} path={path} session={session} />;
  if (path === '/accounts') return <AccountsPage key={key} session={session} />;
  if (path.startsWith('/credits') || path === '/billing') return <CreditsPage key={key} />;
  if (path.startsWith('/tokens')) return <TokensPage key={key} session={session} />;
  if (path.startsWith('/campaigns')) return <CampaignsPage key={key} session={session} />;
  if (path.startsWith('/webhooks')) return <WebhooksPage key={key} session={session} />;
  if (path.startsWith('/users')) return <UsersPage session={session} />;
  if (path.startsWith('/sessions')) return <SessionsPage />;
  if (path.startsWith('/library') || path === '/') return <LibraryPage key={key} session={session} />;
  return (
    <section>
      <h1>Page not found</h1>
      <p>
        There is no page at <code>{path}</code>. <Link to="/library">Go to the library</Link>.
      </p>
    </section>
  );
}
