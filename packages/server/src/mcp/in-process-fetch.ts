import type { FetchFn } from '@contentforge/sdk';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';

export type Inject = (options: InjectOptions) => Promise<LightMyRequestResponse>;

const NO_BODY = new Set([101, 204, 205, 304]);

/**
 * A fetch for an SDK client running inside the service: requests to the service's own address
 * (PUBLIC_URL, and anything under it: the API, the storage endpoint, the files) are answered by the
 * app itself through `inject`, without a trip through the network or a proxy in front; anything
 * else (an S3 upload address) goes out with the global fetch. Injected requests run every hook a
 * real one does — authentication, rate limits, idempotency — because it is the same app.
 */
export function inProcessFetch(inject: Inject, publicUrl: string, remoteAddress?: string): FetchFn {
  const own = new URL(publicUrl);
  // Behind a proxy PUBLIC_URL may carry a path the proxy takes off: the app serves what follows it.
  const prefix = own.pathname.replace(/\/+$/, '');
  return async (input, init) => {
    const url = new URL(input);
    if (url.origin !== own.origin || !(url.pathname === prefix || url.pathname.startsWith(`${prefix}/`))) {
      return globalThis.fetch(input, init);
    }
    const body = init.body ?? undefined;
    const payload =
      body === undefined || typeof body === 'string'
        ? body
        : Buffer.from(await new Response(body).arrayBuffer());
    const answer = await inject({
      method: (init.method ?? 'GET') as InjectOptions['method'],
      url: `${url.pathname.slice(prefix.length) || '/'}${url.search}`,
      headers: { ...Object.fromEntries(new Headers(init.headers)), host: own.host },
      ...(payload !== undefined ? { payload } : {}),
      ...(init.signal ? { signal: init.signal } : {}),
      ...(remoteAddress ? { remoteAddress } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      for (const item of [value].flat()) if (item !== undefined) headers.append(name, String(item));
    }
    const empty = NO_BODY.has(answer.statusCode) || init.method === 'HEAD';
    return new Response(empty ? null : answer.rawPayload, { status: answer.statusCode, headers });
  };
}
