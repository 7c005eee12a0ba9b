/**
 * The calls every section of the client is made of: a JSON call answering its `data`, a list read
 * page by page, a paid call (a generation or a publish, which may refuse for credits) and its
 * quote, all over one Transport.
 */
import { type PageBody, PageRequest } from './pagination.js';
import type { Query, RequestOptions, Transport } from './transport.js';
import type { Generation, Quote } from './types.js';

export const enc = encodeURIComponent;

export class Calls {
  readonly http: Transport;

  constructor(http: Transport) {
    this.http = http;
  }

  async data<T>(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    body?: unknown,
    options?: RequestOptions,
    query?: Query,
  ): Promise<T> {
    const answer = await this.http.send<{ data: T } | undefined>({ method, path, body, options, query });
    return answer.body?.data as T;
  }

  list<T>(path: string, filters: Query = {}, options?: RequestOptions): PageRequest<T> {
    // A `cursor` among the filters starts the list at a page kept from an earlier call.
    const { cursor: start, ...rest } = filters;
    return new PageRequest<T>(
      async (cursor = start === undefined ? undefined : String(start)) =>
        (await this.http.send<PageBody<T>>({ method: 'GET', path, query: { ...rest, cursor }, options }))
          .body,
    );
  }

  paid<T>(path: string, body: unknown, options?: RequestOptions): Promise<T> {
    return this.http
      .send<{ data: T }>({ method: 'POST', path, body, paid: true, options })
      .then((answer) => answer.body.data);
  }

  async quote(path: string, body: unknown, options?: RequestOptions): Promise<Quote> {
    const answer = await this.http.send<{ data: { quote: Quote } }>({
      method: 'POST',
      path,
      body,
      paid: true,
      options,
      query: { dryRun: true },
    });
    return answer.body.data.quote;
  }

  async paidGeneration(
    path: string,
    body: unknown,
    options: (RequestOptions & { prefer?: string }) | undefined,
  ): Promise<Generation> {
    const { prefer, ...rest } = options ?? {};
    const headers = prefer ? { ...rest.headers, prefer } : rest.headers;
    return this.paid<Generation>(path, body, { ...rest, headers });
  }
}
