/** What stands in for a hidden part of an address. */
const HIDDEN = '***';

/** A path segment that looks like a secret: long, of letters and digits (Slack's and Discord's webhook tokens). */
const tokenLike = (segment: string) => segment.length >= 20 && /\d/.test(segment) && /[A-Za-z]/.test(segment);

/**
 * The address of a webhook receiver as shown to someone who may not change it: where it points
 * (scheme, host, port, path) without what may be a credential in it — the user and password,
 * every query value (`?key=…`), path segments that look like tokens and the fragment. A receiver
 * often authenticates by its URL alone; whoever reads it could post to it as the service.
 */
export function maskUrlCredentials(address: string): string {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return HIDDEN;
  }
  const userinfo = url.username || url.password ? `${HIDDEN}@` : '';
  const path = url.pathname
    .split('/')
    .map((segment) => (tokenLike(segment) ? HIDDEN : segment))
    .join('/');
  const query = [...new Set(url.searchParams.keys())].map((name) => `${encodeURIComponent(name)}=${HIDDEN}`);
  return `${url.protocol}//${userinfo}${url.host}${path}${query.length ? `?${query.join('&')}` : ''}`;
}
