import { randomFillSync } from 'node:crypto';
import { monotonicFactory } from 'ulid';

// ulid draws one random number per character; drawing each from the OS costs a system call, so
// random bytes come from a pool refilled 4 KiB at a time (still the OS's CSPRNG).
const pool = Buffer.alloc(4096);
let next = pool.length;
const randomUnit = (): number => {
  if (next === pool.length) {
    randomFillSync(pool);
    next = 0;
  }
  return pool[next++]! / 256;
};

const ulid = monotonicFactory(randomUnit);

/**
 * Resource ids: a short type prefix and a ULID, so ids sort by creation time, say what they name
 * (`ws_…`, `tok_…`) and are unguessable (80 random bits).
 */
export type IdPrefix =
  | 'acct'
  | 'ws'
  | 'tok'
  | 'usr'
  | 'cle'
  | 'res'
  | 'gen'
  | 'med'
  | 'upl'
  | 'cmp'
  | 'sa'
  | 'post'
  | 'tgt'
  | 'whk'
  | 'msg'
  | 'job'
  | 'wrk'
  /** A connect flow waiting for the platform's callback. */
  | 'cst'
  /** A signed-in connection waiting for its destination to be chosen. */
  | 'conn'
  /** The service's app on one Mastodon instance. */
  | 'ocl'
  /** A signed-in browser session. */
  | 'ses'
  /** An invitation to join an account. */
  | 'inv'
  /** A font uploaded to a workspace's brand kit. */
  | 'fnt'
  /** The copy of a logo image a brand keeps. */
  | 'blg';

export function newId(prefix: IdPrefix): string {
  return `${prefix}_${ulid().toLowerCase()}`;
}

const ID_SHAPE = /^[a-z]{2,4}_[0-9a-z]{26}$/;

/** Whether a string has the shape of an id this service issues (checked before any lookup). */
export function isWellFormedId(value: string, prefix?: IdPrefix): boolean {
  return ID_SHAPE.test(value) && (prefix === undefined || value.startsWith(`${prefix}_`));
}
