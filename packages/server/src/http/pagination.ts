import { invalidRequest } from '../domain/app-error.js';
import { type IdPrefix, isWellFormedId } from '../domain/ids.js';

/**
 * What a list is ordered by, and so what its cursors hold: the id of the last item (ids of one
 * kind sort by creation), or the ledger's sequence number.
 */
export type CursorKey = IdPrefix | 'seq';

/**
 * Keyset pagination: the cursor is the opaque, base64url-encoded sort key of the last item of a
 * page. Clients pass it back unchanged. A cursor is checked for exactly the shape this API issues
 * for that list — an id of the list's kind, or a positive whole sequence number — so nothing else
 * (a fraction, 1e300, a NUL character, another list's id) reaches a query: it is a 400.
 */
function encodeCursor(key: string | number): string {
  return Buffer.from(JSON.stringify([key]), 'utf8').toString('base64url');
}

export function decodeCursor(cursor: string | undefined, key: 'seq'): number | undefined;
export function decodeCursor(cursor: string | undefined, key: IdPrefix): string | undefined;
export function decodeCursor(cursor: string | undefined, key: CursorKey): string | number | undefined {
  if (cursor === undefined) return undefined;
  let value: unknown;
  try {
    const decoded: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(decoded) && decoded.length === 1) value = decoded[0];
  } catch {
    // refused below
  }
  if (key === 'seq' ? isSequenceNumber(value) : typeof value === 'string' && isWellFormedId(value, key)) {
    return value as string | number;
  }
  throw invalidRequest('The cursor is not valid; pass back the nextCursor of a previous page unchanged.', [
    { path: 'query.cursor', message: 'not a cursor issued by this API for this list' },
  ]);
}

const isSequenceNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** Cuts one extra row off a page read with `limit + 1` and derives the next cursor from the last row kept. */
export function page<T>(
  rows: T[],
  limit: number,
  keyOf: (row: T) => string | number,
): { data: T[]; nextCursor?: string } {
  if (rows.length <= limit) return { data: rows };
  const data = rows.slice(0, limit);
  return { data, nextCursor: encodeCursor(keyOf(data[data.length - 1]!)) };
}
