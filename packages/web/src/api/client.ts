/**
 * The one way the app reaches the API: `@contentforge/sdk`, signed in with the browser's session
 * cookie. Unsafe calls carry the CSRF header the SDK reads from the `cf_csrf` cookie; the chosen
 * workspace goes as `X-Workspace-Id` (`withWorkspace`).
 */
import { Contentforge } from '@contentforge/sdk';

function cookie(name: string): string | undefined {
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/** The account-wide client: who is signed in, their workspaces, sign-in and sign-out. */
export const api = new Contentforge({
  baseUrl: location.origin,
  browserSession: { csrfToken: () => cookie('cf_csrf') },
  // A person is waiting: a rate limit or an outage is said at once rather than waited out.
  maxRetries: 1,
  maxRetryDelayMs: 5000,
});

const WORKSPACE_KEY = 'contentforge.workspace';

/** The workspace chosen in this browser, kept across visits. */
export const chosenWorkspace = {
  get: (): string | null => localStorage.getItem(WORKSPACE_KEY),
  set: (id: string | null) =>
    id ? localStorage.setItem(WORKSPACE_KEY, id) : localStorage.removeItem(WORKSPACE_KEY),
};
