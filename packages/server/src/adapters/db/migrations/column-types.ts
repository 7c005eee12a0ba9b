import { sql } from 'kysely';
import type { Dialect } from '../dialect.js';

/**
 * The column type of a timestamp: `timestamptz` on PostgreSQL (read back as ISO strings by the pg
 * adapter), ISO-8601 text on SQLite. Every migration uses this, so both databases agree.
 */
export const timestampType = (dialect: Dialect) => (dialect === 'postgres' ? sql`timestamptz` : sql`text`);
