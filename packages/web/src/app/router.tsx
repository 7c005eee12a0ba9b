/**
 * The app's pages (TanStack Router): the signed-out ones, and the signed-in ones inside the shell.
 * Filters and open dialogs live in the address's query, validated here, so a reload or a shared
 * link shows the same thing. The service answers each first path segment with index.html
 * (`WEB_APP_PAGES` on the server).
 */
import { POST_STATUSES } from '@contentforge/sdk';
import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Link,
  lazyRouteComponent,
  Outlet,
  type RouteComponent,
  redirect,
} from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { z } from 'zod';
import { chosenWorkspace } from '../api/client.js';
import { InvitationPage } from '../features/auth/invitation-page.js';
import { SignInPage } from '../features/auth/sign-in-page.js';
import { LibraryPage } from '../features/library/library-page.js';
import { ConfirmProvider } from '../ui/confirm.js';
import { ProblemNotice } from '../ui/problem-notice.js';
import { ToastProvider } from '../ui/toasts.js';
import { initialWorkspace, SessionProvider, sessionQuery } from './session.js';
import { Shell } from './shell.js';

/** Pages other than the library load when first opened: the first screen comes sooner. */
const BrandPage = lazyRouteComponent(() => import('../features/brand/brand-page.js'), 'BrandPage');
const AccountsPage = lazyRouteComponent(
  () => import('../features/accounts/accounts-page.js'),
  'AccountsPage',
);
const CalendarPage = lazyRouteComponent(
  () => import('../features/calendar/calendar-page.js'),
  'CalendarPage',
);
const CampaignsPage = lazyRouteComponent(
  () => import('../features/campaigns/campaigns-page.js'),
  'CampaignsPage',
);
const CaptionWriterPage = lazyRouteComponent(
  () => import('../features/create/caption-writer-page.js'),
  'CaptionWriterPage',
);
const GenerationPage = lazyRouteComponent(
  () => import('../features/create/generation-page.js'),
  'GenerationPage',
);
const ImagePage = lazyRouteComponent(() => import('../features/create/image-page.js'), 'ImagePage');
const PresetRunPage = lazyRouteComponent(
  () => import('../features/create/preset-run-page.js'),
  'PresetRunPage',
);
const PresetsPage = lazyRouteComponent(() => import('../features/create/presets-page.js'), 'PresetsPage');
const BillingPage = lazyRouteComponent(() => import('../features/credits/billing-page.js'), 'BillingPage');
const CreditsPage = lazyRouteComponent(() => import('../features/credits/credits-page.js'), 'CreditsPage');
const NewPostPage = lazyRouteComponent(() => import('../features/posts/post-pages.js'), 'NewPostPage');
const PostPage = lazyRouteComponent(() => import('../features/posts/post-pages.js'), 'PostPage');
const PostsPage = lazyRouteComponent(() => import('../features/posts/posts-page.js'), 'PostsPage');
const SessionsPage = lazyRouteComponent(
  () => import('../features/settings/sessions-page.js'),
  'SessionsPage',
);
const TeamPage = lazyRouteComponent(() => import('../features/settings/team-page.js'), 'TeamPage');
const TokensPage = lazyRouteComponent(() => import('../features/settings/tokens-page.js'), 'TokensPage');
const WebhooksPage = lazyRouteComponent(
  () => import('../features/settings/webhooks-page.js'),
  'WebhooksPage',
);
const WorkspacesPage = lazyRouteComponent(
  () => import('../features/settings/workspaces-page.js'),
  'WorkspacesPage',
);

/** A query value read leniently: a malformed one is dropped, not an error page. */
const optional = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);
const searchOf =
  <T extends z.ZodRawShape>(shape: T) =>
  (search: Record<string, unknown>) =>
    z.object(shape).parse(search);

const rootRoute = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: () => (
    <ConfirmProvider>
      <ToastProvider>
        <Outlet />
      </ToastProvider>
    </ConfirmProvider>
  ),
  notFoundComponent: NotFound,
});

function NotFound() {
  return (
    <div className="page centered-page">
      <h1>Page not found</h1>
      <p className="muted">There is no page at this address.</p>
      <Link to="/library" className="btn primary">
        Go to the library
      </Link>
    </div>
  );
}

/** Signed in: the shell and the page; signed out: the sign-in form, on the page asked for. */
function SignedInLayout() {
  const session = useQuery(sessionQuery);
  const [workspaceId, setWorkspaceId] = useState<string | null>(null);
  const switchWorkspace = useCallback((id: string) => {
    chosenWorkspace.set(id);
    setWorkspaceId(id);
  }, []);
  if (session.isPending) return <p className="splash">Loading…</p>;
  if (session.isError) {
    return (
      <div className="page centered-page">
        <ProblemNotice error={session.error} />
        <button type="button" className="btn primary" onClick={() => void session.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  if (!session.data) return <SignInPage />;
  const chosen =
    workspaceId && session.data.workspaces.some((w) => w.id === workspaceId)
      ? workspaceId
      : initialWorkspace(session.data.workspaces);
  return (
    <SessionProvider signedIn={session.data} workspaceId={chosen} onSwitch={switchWorkspace}>
      <Shell />
    </SessionProvider>
  );
}

const appRoute = createRoute({ getParentRoute: () => rootRoute, id: 'app', component: SignedInLayout });

const page = <P extends string>(path: P, component: RouteComponent) =>
  createRoute({ getParentRoute: () => appRoute, path, component });

const indexRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/library' });
  },
});
const signInRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'sign-in',
  beforeLoad: () => {
    throw redirect({ to: '/library' });
  },
});
const inviteRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'invite/$token',
  component: InvitationPage,
});

const libraryRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'library',
  component: LibraryPage,
  validateSearch: searchOf({
    source: optional(z.enum(['upload', 'generation'])),
    campaign: optional(z.string().max(64)),
    item: optional(z.string().max(64)),
  }),
});
const runSearch = searchOf({ run: optional(z.string().max(64)) });
const presetsRoute = page('presets', PresetsPage);
const presetRunRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'presets/$presetId',
  component: PresetRunPage,
  validateSearch: runSearch,
});
const imagesRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'images',
  component: ImagePage,
  validateSearch: runSearch,
});
const captionsRoute = page('captions', CaptionWriterPage);
const generationRoute = page('generations/$id', GenerationPage);

const postsRoute = createRoute({ getParentRoute: () => appRoute, path: 'posts' });
const postsIndexRoute = createRoute({
  getParentRoute: () => postsRoute,
  path: '/',
  component: PostsPage,
  validateSearch: searchOf({
    status: optional(z.enum(POST_STATUSES)),
    campaign: optional(z.string().max(64)),
  }),
});
const newPostRoute = createRoute({
  getParentRoute: () => postsRoute,
  path: 'new',
  component: NewPostPage,
  validateSearch: searchOf({ media: optional(z.string().max(2000)) }),
});
const postRoute = createRoute({ getParentRoute: () => postsRoute, path: '$id', component: PostPage });
const calendarRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'calendar',
  component: CalendarPage,
  validateSearch: searchOf({
    view: optional(z.enum(['week', 'month'])),
    date: optional(z.string().regex(/^\d{4}-\d{2}-\d{2}$/)),
  }),
});
const accountsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'accounts',
  component: AccountsPage,
  validateSearch: searchOf({
    status: optional(z.enum(['connected', 'error', 'choose_destination'])),
    code: optional(z.string().max(100)),
    connectionId: optional(z.string().max(100)),
    socialAccountId: optional(z.string().max(100)),
  }),
});
const billingRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'billing',
  component: BillingPage,
  validateSearch: searchOf({
    checkout: optional(z.enum(['success', 'canceled'])),
    session_id: optional(z.string().max(300)),
  }),
});

const routeTree = rootRoute.addChildren([
  inviteRoute,
  appRoute.addChildren([
    indexRoute,
    signInRoute,
    libraryRoute,
    presetsRoute,
    presetRunRoute,
    imagesRoute,
    captionsRoute,
    generationRoute,
    postsRoute.addChildren([postsIndexRoute, newPostRoute, postRoute]),
    calendarRoute,
    accountsRoute,
    page('campaigns', CampaignsPage),
    page('brand', BrandPage),
    page('credits', CreditsPage),
    billingRoute,
    page('workspaces', WorkspacesPage),
    page('users', TeamPage),
    page('tokens', TokensPage),
    page('webhooks', WebhooksPage),
    page('sessions', SessionsPage),
  ]),
]);

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  interface HistoryState {
    /** A caption chosen in the caption writer, handed to a new post. */
    caption?: string;
  }
}
