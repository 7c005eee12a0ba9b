/**
 * Lists are keyset-paginated (`?limit=` 1–100, `nextCursor` while more exist). A list call answers
 * a `PageRequest`: await it for one page, or iterate it with `for await` for every item of every
 * page, fetched as the loop reaches them.
 */

export interface PageBody<T> {
  data: T[];
  nextCursor?: string | undefined;
}

export class Page<T> {
  constructor(
    readonly data: T[],
    readonly nextCursor: string | undefined,
    private readonly fetchPage: (cursor: string) => Promise<PageBody<T>>,
  ) {}

  get hasMore(): boolean {
    return this.nextCursor !== undefined;
  }

  /** The page after this one, or `undefined` on the last. */
  async next(): Promise<Page<T> | undefined> {
    if (this.nextCursor === undefined) return undefined;
    const body = await this.fetchPage(this.nextCursor);
    return new Page(body.data, body.nextCursor, this.fetchPage);
  }
}

export class PageRequest<T> implements PromiseLike<Page<T>>, AsyncIterable<T> {
  private first: Promise<Page<T>> | undefined;

  constructor(private readonly fetchPage: (cursor?: string) => Promise<PageBody<T>>) {}

  private firstPage(): Promise<Page<T>> {
    this.first ??= this.fetchPage().then((body) => new Page(body.data, body.nextCursor, this.fetchPage));
    return this.first;
  }

  // biome-ignore lint/suspicious/noThenProperty: a page request is awaited for its first page, by design.
  then<A = Page<T>, B = never>(
    onFulfilled?: ((page: Page<T>) => A | PromiseLike<A>) | null,
    onRejected?: ((reason: unknown) => B | PromiseLike<B>) | null,
  ): Promise<A | B> {
    return this.firstPage().then(onFulfilled, onRejected);
  }

  async *[Symbol.asyncIterator](): AsyncIterator<T> {
    let page: Page<T> | undefined = await this.firstPage();
    while (page) {
      yield* page.data;
      page = await page.next();
    }
  }

  /** Every item of every page, in order (at most `max`, when given). */
  async toArray(max = Number.POSITIVE_INFINITY): Promise<T[]> {
    const items: T[] = [];
    if (max <= 0) return items;
    for await (const item of this) {
      items.push(item);
      if (items.length >= max) break;
    }
    return items;
  }
}
