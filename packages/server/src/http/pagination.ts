import { invalidRequest } from '../domain/app-error.js';

/**
 * Keyset pagination: the cursor is the opaque, base64url-encoded sort key of the last item of a
 * page. Clients pass it back unchanged; a cursor that does not decode is a 400.
 */
export function encodeCursor(key: string | number): string {
  return Buffer.from(JSON.stringify([key]), 'utf8').toString('base64url');
}

export function decodeCursor<T extends 'string' | 'number'>(
  cursor: string | undefined,
  kind: T,
): (T extends 'string' ? string : number) | undefined {
  if (cursor === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 1 && typeof value[0] === kind) {
      return value[0] as T extends 'string' ? string : number;
    }
  } catch {
    // fall through to the 400 below
  }
  throw invalidRequest('The cursor is not valid; pass back the nextCursor of a previous page unchanged.', [
    { path: 'query.cursor', message: 'not a cursor issued by this API' },
  ]);
}

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
