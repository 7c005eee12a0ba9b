/**
 * The pages of the web application, by their first path segment: the service answers these with
 * the app's index.html, and the app's navigation may only name these (its types say so), so a page
 * the app adds cannot be one a reload turns into a 404. No dependency: the web app imports it.
 */
export const WEB_APP_PAGES = [
  'sign-in',
  'invite',
  'library',
  'presets',
  'posts',
  'accounts',
  'credits',
  'billing',
  'tokens',
  'campaigns',
  'webhooks',
  'users',
  'sessions',
] as const;

export type WebAppPage = (typeof WEB_APP_PAGES)[number];
