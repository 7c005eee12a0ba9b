/**
 * The frame of every signed-in page: the navigation (a sidebar on wide screens, a menu button and
 * drawer on phones), the workspace switcher, the balance, and the signed-in user.
 */

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, Outlet, useRouterState } from '@tanstack/react-router';
import {
  CalendarDays,
  ChevronsUpDown,
  Coins,
  Folder,
  ImagePlus,
  Images,
  KeyRound,
  LayoutGrid,
  LogOut,
  Menu,
  MonitorSmartphone,
  Palette,
  PenLine,
  Send,
  Share2,
  Users,
  Wand2,
  Webhook,
  X,
} from 'lucide-react';
import { Dialog, DropdownMenu } from 'radix-ui';
import { type ReactNode, useEffect, useState } from 'react';
import { AddressNotice } from './address-notice.js';
import { signOut, useSession, wsKey } from './session.js';

interface NavItem {
  to: string;
  label: string;
  icon: ReactNode;
}

/** The navigation, in the order a marketer's day goes: make, keep, publish, then the account. */
export const NAVIGATION: readonly { heading: string; items: NavItem[] }[] = [
  {
    heading: 'Create',
    items: [
      { to: '/presets', label: 'Presets', icon: <Wand2 aria-hidden /> },
      { to: '/images', label: 'Image from a prompt', icon: <ImagePlus aria-hidden /> },
      { to: '/captions', label: 'Caption writer', icon: <PenLine aria-hidden /> },
      { to: '/brand', label: 'Brand kit', icon: <Palette aria-hidden /> },
    ],
  },
  {
    heading: 'Content',
    items: [
      { to: '/library', label: 'Library', icon: <Images aria-hidden /> },
      { to: '/posts', label: 'Posts', icon: <Send aria-hidden /> },
      { to: '/calendar', label: 'Calendar', icon: <CalendarDays aria-hidden /> },
      { to: '/campaigns', label: 'Campaigns', icon: <Folder aria-hidden /> },
      { to: '/accounts', label: 'Social accounts', icon: <Share2 aria-hidden /> },
    ],
  },
  {
    heading: 'Account',
    items: [
      { to: '/credits', label: 'Credits', icon: <Coins aria-hidden /> },
      { to: '/workspaces', label: 'Workspaces', icon: <LayoutGrid aria-hidden /> },
      { to: '/users', label: 'Team', icon: <Users aria-hidden /> },
      { to: '/tokens', label: 'API tokens', icon: <KeyRound aria-hidden /> },
      { to: '/webhooks', label: 'Webhooks', icon: <Webhook aria-hidden /> },
      { to: '/sessions', label: 'Sessions', icon: <MonitorSmartphone aria-hidden /> },
    ],
  },
];

function Brand() {
  return (
    <Link to="/library" className="brand">
      <span className="brand-mark" aria-hidden>
        <Wand2 />
      </span>
      <span>Contentforge</span>
    </Link>
  );
}

function Navigation({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <nav aria-label="Main" className="nav">
      {NAVIGATION.map((section) => (
        <div key={section.heading} className="nav-section">
          <p className="nav-heading">{section.heading}</p>
          <ul>
            {section.items.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className="nav-link" activeOptions={{ exact: false }} onClick={onNavigate}>
                  {item.icon}
                  <span>{item.label}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

function WorkspaceSwitcher() {
  const session = useSession();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className="workspace-switcher">
        <span className="workspace-avatar" aria-hidden>
          {session.workspace.name.slice(0, 1).toUpperCase()}
        </span>
        <span className="workspace-name">
          <span className="label">Workspace</span>
          <strong>{session.workspace.name}</strong>
        </span>
        <ChevronsUpDown aria-hidden className="chevron" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu" align="start" sideOffset={6}>
          <DropdownMenu.Label className="menu-label">Switch workspace</DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={session.workspace.id} onValueChange={session.switchWorkspace}>
            {session.workspaces.map((w) => (
              <DropdownMenu.RadioItem key={w.id} value={w.id} className="menu-item">
                <DropdownMenu.ItemIndicator className="menu-check">•</DropdownMenu.ItemIndicator>
                {w.name}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
          <DropdownMenu.Separator className="menu-separator" />
          <DropdownMenu.Item asChild className="menu-item">
            <Link to="/workspaces">Manage workspaces</Link>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** The balance, always in view: where credits are, and the way to more. */
function CreditsPill() {
  const session = useSession();
  const credits = useQuery({
    queryKey: wsKey(session, 'credits'),
    queryFn: () => session.cf.credits.get(),
  });
  return (
    <Link to="/credits" className="credits-pill">
      <Coins aria-hidden />
      <span>
        <strong data-testid="shell-balance">{credits.data?.balance ?? '…'}</strong> credits
      </span>
    </Link>
  );
}

function UserMenu() {
  const session = useSession();
  const queryClient = useQueryClient();
  const who = session.me.user?.email ?? `${session.me.role} token`;
  return (
    <div className="user-box">
      <span className="user-avatar" aria-hidden>
        {who.slice(0, 1).toUpperCase()}
      </span>
      <span className="user-name">
        <span className="truncate">{who}</span>
        <span className="label">{session.me.role}</span>
      </span>
      <button
        type="button"
        className="icon-button"
        aria-label="Sign out"
        title="Sign out"
        onClick={() => void signOut(queryClient)}
      >
        <LogOut aria-hidden />
      </button>
    </div>
  );
}

/** A switch of workspace starts every page afresh: nothing of the other workspace stays in a form. */
function WorkspaceContent() {
  const session = useSession();
  return <Outlet key={session.workspace.id} />;
}

export function Shell() {
  const [menuOpen, setMenuOpen] = useState(false);
  const path = useRouterState({ select: (s) => s.location.pathname });
  // A page change moves focus to its content for keyboard and screen-reader users.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each change of page
  useEffect(() => {
    const main = document.getElementById('main');
    if (main && document.activeElement?.closest('nav')) main.focus({ preventScroll: true });
  }, [path]);
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <aside className="sidebar">
        <Brand />
        <WorkspaceSwitcher />
        <Navigation />
        <div className="sidebar-foot">
          <CreditsPill />
          <UserMenu />
        </div>
      </aside>
      <header className="topbar">
        <Dialog.Root open={menuOpen} onOpenChange={setMenuOpen}>
          <Dialog.Trigger className="icon-button menu-button" aria-label="Menu">
            <Menu aria-hidden />
          </Dialog.Trigger>
          <Dialog.Portal>
            <Dialog.Overlay className="overlay" />
            <Dialog.Content className="drawer" aria-describedby={undefined}>
              <div className="drawer-head">
                <Dialog.Title className="visually-hidden">Menu</Dialog.Title>
                <Brand />
                <Dialog.Close className="icon-button" aria-label="Close the menu">
                  <X aria-hidden />
                </Dialog.Close>
              </div>
              <WorkspaceSwitcher />
              <Navigation onNavigate={() => setMenuOpen(false)} />
              <div className="sidebar-foot">
                <UserMenu />
              </div>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
        <Brand />
        <CreditsPill />
      </header>
      <main id="main" tabIndex={-1}>
        <AddressNotice />
        <WorkspaceContent />
      </main>
    </div>
  );
}
