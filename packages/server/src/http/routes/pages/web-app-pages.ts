/**
 * The pages of the web application, by their first path segment: the service answers these with
 * the app's index.html. The web app's browser tests reload every page the app links to, so a page
 * the app adds without a line here fails them (a reload would be a 404).
 */
export const WEB_APP_PAGES = [
  'sign-in',
  'invite',
  'library',
  'presets',
  'images',
  'captions',
  'brand',
  'generations',
  'posts',
  'calendar',
  'accounts',
  'credits',
  'billing',
  'workspaces',
  'tokens',
  'campaigns',
  'webhooks',
  'users',
  'sessions',
] as const;

export type WebAppPage = (typeof WEB_APP_PAGES)[number];
