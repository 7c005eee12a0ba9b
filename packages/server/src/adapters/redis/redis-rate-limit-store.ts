import type { Redis } from 'ioredis';

/**
 * Reserves `ARGV[2]` hits of the key's window at once, or fewer (but at least the `ARGV[4]` asked for
 * by requests waiting) when that would pass the limit `ARGV[3]`: starts the window (`ARGV[1]` ms) of
 * a key that has none, and answers the count after the reservation, the hits reserved and the
 * window's time left.
 */
const RESERVE = `
local current = tonumber(redis.call('GET', KEYS[1]) or '0')
local take = tonumber(ARGV[2])
local room = tonumber(ARGV[3]) - current
if room < take then take = math.max(tonumber(ARGV[4]), room) end
current = redis.call('INCRBY', KEYS[1], take)
local ttl = redis.call('PTTL', KEYS[1])
if current == take or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, take, ttl}`;

/** A process holds at most this share of a limit reserved and unused, per key. */
export const RESERVED_SHARE = 0.01;
/** And at most this many hits. */
export const MAX_RESERVED = 64;

/** How many hits a process reserves from Redis at once under a limit of `max` a window. */
export const reservationOf = (max: number) =>
  Math.max(1, Math.min(MAX_RESERVED, Math.floor(max * RESERVED_SHARE)));

/** Past this many keys holding hits, the leases of ended windows are swept out, once a second at most. */
const MAX_LEASES = 10_000;

interface Lease {
  /** The next hit number this process may hand out, and the last it reserved. */
  next: number;
  last: number;
  /** When the window the numbers belong to ends, by this process's clock (never after Redis's). */
  endsAt: number;
  /** Calls waiting for a reservation under way. */
  waiting: Answer[] | null;
}

type ReserveCommand = Redis & {
  contentforgeReserveHits(
    key: string,
    windowMs: number,
    take: number,
    max: number,
    asked: number,
    callback: (err?: Error | null, reply?: unknown) => void,
  ): void;
};

type Answer = (err: Error | null, res?: { current: number; ttl: number }) => void;

/**
 * A store for @fastify/rate-limit whose counters live in Redis, shared by every API process, with
 * the hits reserved a block at a time: Redis hands each process a range of hit numbers of the key's
 * window (one atomic script), and the process numbers its requests from it without asking again.
 * Ranges never overlap, and a hit is accepted only when its number is within the limit, so all the
 * processes together never accept more than the limit in a window. What a process reserved and did
 * not use is lost with the window: the others may be refused that many hits early, at most
 * `reservationOf(max) - 1` a process (1 % of the limit, 63 hits at most); under a limit of 199 or
 * less nothing is reserved ahead, only the hits of the requests waiting together (one script for
 * them all). A lease is dropped when its window ends by the clock of the process, measured from when
 * the reservation was sent, so it never outlives Redis's window.
 */
export function redisRateLimitStore(redis: Redis, nameSpace: string) {
  if (!(redis as unknown as Partial<ReserveCommand>).contentforgeReserveHits) {
    redis.defineCommand('contentforgeReserveHits', { numberOfKeys: 1, lua: RESERVE });
  }
  return class ReservingRedisStore {
    readonly prefix: string;
    /** The keys this process holds reserved hits of, or is reserving for. */
    readonly leases = new Map<string, Lease>();
    nextSweep = 0;

    constructor(_params?: unknown, prefix = nameSpace) {
      this.prefix = prefix;
    }

    incr(key: string, answer: Answer, timeWindow: number, max: number): void {
      const now = Date.now();
      let lease = this.leases.get(key);
      if (lease && lease.waiting === null && lease.next <= lease.last && now < lease.endsAt) {
        answer(null, { current: lease.next++, ttl: lease.endsAt - now });
        // A used-up lease is not kept: the next request of the key reserves again anyway.
        if (lease.next > lease.last) this.leases.delete(key);
        return;
      }
      if (!lease) {
        if (this.leases.size >= MAX_LEASES && now >= this.nextSweep) {
          this.nextSweep = now + 1000;
          this.sweep(now);
        }
        lease = { next: 1, last: 0, endsAt: 0, waiting: null };
        this.leases.set(key, lease);
      }
      if (lease.waiting) lease.waiting.push(answer);
      else {
        lease.waiting = [answer];
        this.reserve(key, lease, timeWindow, max);
      }
    }

    reserve(key: string, lease: Lease, timeWindow: number, max: number): void {
      const sent = Date.now();
      const asked = lease.waiting?.length ?? 1;
      (redis as unknown as ReserveCommand).contentforgeReserveHits(
        this.prefix + key,
        timeWindow,
        Math.max(asked, reservationOf(max)),
        max,
        asked,
        (err?: Error | null, reply?: unknown) => {
          const waiting = lease.waiting ?? [];
          lease.waiting = null;
          if (err || !Array.isArray(reply)) {
            for (const answer of waiting) answer(err ?? new Error('unexpected answer from Redis'));
            return;
          }
          const [current, take, ttl] = reply.map(Number) as [number, number, number];
          lease.last = current;
          lease.next = current - take + 1;
          lease.endsAt = sent + ttl;
          const now = Date.now();
          let i = 0;
          for (; i < waiting.length && lease.next <= lease.last && now < lease.endsAt; i++) {
            waiting[i]!(null, { current: lease.next++, ttl: Math.max(0, lease.endsAt - now) });
          }
          if (i < waiting.length) {
            lease.waiting = waiting.slice(i);
            this.reserve(key, lease, timeWindow, max);
          } else if (lease.next > lease.last && this.leases.get(key) === lease) {
            this.leases.delete(key);
          }
        },
      );
    }

    /** Forgets the leases whose window has ended. */
    sweep(now: number): void {
      for (const [key, lease] of this.leases) {
        if (lease.waiting === null && lease.endsAt <= now) this.leases.delete(key);
      }
    }

    /** A route with limits of its own counts under keys of its own, as the library's Redis store does. */
    child(routeOptions: unknown) {
      const route = (routeOptions as { routeInfo?: { method?: string; url?: string } }).routeInfo;
      return new ReservingRedisStore(undefined, `${this.prefix}${route?.method}${route?.url}-`);
    }
  };
}
