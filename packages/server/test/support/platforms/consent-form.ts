/**
 * The consent page the X and LinkedIn stand-ins serve: an HTML form carrying the pending request's
 * id, which a user's click posts back with their decision, answered by a redirect to the callback.
 */

/** Posts `decision` on the consent form in `html` to `formUrl`, and answers the redirect's target. */
export async function submitConsent(html: string, formUrl: URL, decision: string): Promise<string> {
  const request = /name="request" value="([0-9a-f]+)"/.exec(html)?.[1];
  if (!request) throw new Error('The consent page has no request');
  const decided = await fetch(formUrl, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ request, decision }).toString(),
  });
  const location = decided.headers.get('location');
  if (decided.status !== 302 || !location) throw new Error(`The consent page answered ${decided.status}`);
  return location;
}
