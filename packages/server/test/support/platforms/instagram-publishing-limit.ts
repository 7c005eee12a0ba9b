/**
 * Instagram's content publishing limit, as the fake Instagram keeps it: an account publishes at most
 * `quota_total` posts through the API in a rolling `quota_duration` (100 in 86,400 s; a carousel
 * counts once). `GET /{ig-user-id}/content_publishing_limit` answers the use (`quota_usage`, and
 * `config` when asked for), and a publish over the limit is refused with code 9, subcode 2207042.
 *   https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/ig-user/content_publishing_limit
 *   https://developers.facebook.com/docs/instagram-platform/content-publishing#rate-limit
 *   https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/error-codes
 */
import { type GraphAnswer, type GraphRequest, graphError, ok } from './meta-graph-fake.js';

const QUOTA_TOTAL = 100;
const QUOTA_DURATION_S = 86_400;

export class PublishingLimit {
  /** When each of the account's posts was published through the API (ms). */
  private readonly publishedAt: number[] = [];

  /** Counts `count` posts as published through the API just now (by another app, say). */
  usedAlready(count: number): void {
    for (let i = 0; i < count; i++) this.publishedAt.push(Date.now());
  }

  private usage(since: number): number {
    return this.publishedAt.filter((at) => at > since).length;
  }

  /** `GET /{ig-user-id}/content_publishing_limit?fields=…&since=…` */
  read(req: GraphRequest): GraphAnswer {
    const fields = (req.params.get('fields') ?? 'quota_usage').split(',');
    const unknown = fields.find((f) => !['quota_usage', 'config'].includes(f));
    if (unknown) {
      return graphError({ message: `(#100) Tried accessing nonexisting field (${unknown})`, code: 100 });
    }
    const windowStart = Date.now() - QUOTA_DURATION_S * 1000;
    const since = req.params.get('since');
    const from = since ? Math.max(Number(since) * 1000, windowStart) : windowStart;
    return ok({
      data: [
        {
          ...(fields.includes('quota_usage') ? { quota_usage: this.usage(from) } : {}),
          ...(fields.includes('config')
            ? { config: { quota_total: QUOTA_TOTAL, quota_duration: QUOTA_DURATION_S } }
            : {}),
        },
      ],
    });
  }

  /** A publish over the limit, refused as Instagram refuses it; undefined when within. */
  refuse(): GraphAnswer | undefined {
    if (this.usage(Date.now() - QUOTA_DURATION_S * 1000) < QUOTA_TOTAL) return undefined;
    return graphError({
      message: 'Application request limit reached',
      type: 'OAuthException',
      code: 9,
      error_subcode: 2207042,
      error_user_title: 'Reached publishing limit',
      error_user_msg:
        'You reached maximum number of posts that is allowed to be published by Content Publishing API.',
    });
  }

  published(): void {
    this.publishedAt.push(Date.now());
  }
}
