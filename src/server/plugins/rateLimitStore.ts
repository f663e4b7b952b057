/**
 * Where @fastify/rate-limit counts requests when the database is PostgreSQL: the "_rateLimit" table
 * (db/migrate.ts; its statements in repositories/rateLimits.ts), shared by every replica, so the per-address and sign-in limits hold for the whole
 * deployment instead of once per process. On the embedded database the plugin's own in-memory store
 * is used: a PGlite data folder is opened by one process only (db/lock.ts), so there is nothing to
 * share (plugins/security.ts).
 *
 * A key's row ("address|1000/60000|10.0.0.7": limiter, limit per window in ms, client) holds the end
 * of its window and how many units of that limit were handed out in it; one atomic `INSERT … ON
 * CONFLICT … DO UPDATE … RETURNING` hands out the next units and opens a new window once the old one
 * has ended, so two replicas can never both take the same unit.
 *
 * Why units are reserved in leases rather than counted one statement per request: every commit
 * changes PostgreSQL's snapshot, which is the version of the cached reads
 * (cache/cachedRead.ts). A write per request would make every request read afresh. So a limit above
 * 100 is handed out in leases of 1 % of it: a replica answers from its lease without a statement,
 * and the count in the table is never below what was allowed (no replica can exceed the limit), at
 * the price of units left unused in another replica's lease (a client may be refused up to
 * 1 % × replicas early). Limits of 100 and less (sign-in) take one unit per request: exact. Once a
 * window is known to be spent, further requests are refused without a statement until it ends.
 */
import type { Db } from '../db/database.ts';
import { reserveUnits, sweepEndedWindows } from '../repositories/rateLimits.ts';

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counted) => void;
/** Units `next`…`last` of this key's window are this process's to hand out until `endsAt`. */
type Lease = { next: number; last: number; endsAt: number };

/** Options the plugin passes to `child`: ours carry `name`, the limiter's own part of the key. */
type ChildOptions = { name?: unknown; routeInfo?: { method?: unknown; url?: unknown } };

/** How many units one statement reserves: exact up to 100, 1 % of larger limits. */
export const leaseSize = (max: number): number => (max <= 100 ? 1 : Math.floor(max / 100));

export type DatabaseRateLimitStore = ReturnType<typeof createDatabaseRateLimitStore>;

export function createDatabaseRateLimitStore(
  db: Db,
  { maxKeys = 10_000, now = Date.now }: { maxKeys?: number; now?: () => number } = {},
) {
  class Store {
    /** Keeps one limiter's keys apart from another's (sign-in per account vs per address). */
    readonly #prefix: string;
    readonly #leases = new Map<string, Lease>();
    readonly #reserving = new Map<string, Promise<unknown>>();

    constructor(given: object = {}) {
      const options = given as ChildOptions;
      const route = options.routeInfo?.url
        ? `${options.routeInfo.method} ${options.routeInfo.url}`
        : '';
      this.#prefix = `${typeof options.name === 'string' ? options.name : route}|`;
    }

    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      this.#take(key, timeWindow, max).then(
        (counted) => callback(null, counted),
        (error: Error) => callback(error),
      );
    }

    child(options: object): Store {
      return new Store(options);
    }

    /** How many keys this limiter holds a lease for (tests). */
    get size(): number {
      return this.#leases.size;
    }

    async #take(address: string, timeWindow: number, max: number): Promise<Counted> {
      // What it is counted against is part of the key: a replica started with another limit (a
      // rolling change of RATE_LIMIT) counts in a row of its own instead of reading another's
      // count against its own limit, which locked the address out on the smaller one.
      const key = `${max}/${timeWindow}|${address}`;
      for (;;) {
        const at = now();
        const lease = this.#leases.get(key);
        if (lease && lease.endsAt > at) {
          if (lease.next <= lease.last) return { current: lease.next++, ttl: lease.endsAt - at };
          // Spent: counts only grow within a window, so it stays spent until the window ends.
          if (lease.last >= max) return { current: lease.last + 1, ttl: lease.endsAt - at };
        }
        // One reservation per key at a time in this process; the others wait and use its lease.
        const pending = this.#reserving.get(key);
        if (pending) {
          await pending;
          continue;
        }
        const reservation = this.#reserve(key, timeWindow, max).finally(() =>
          this.#reserving.delete(key),
        );
        this.#reserving.set(key, reservation);
        await reservation;
      }
    }

    async #reserve(key: string, timeWindow: number, max: number) {
      const size = leaseSize(max);
      const { current, ttl } = await reserveUnits(db, this.#prefix + key, timeWindow, size);
      this.#forgetOld();
      this.#leases.delete(key);
      this.#leases.set(key, { next: current - size + 1, last: current, endsAt: now() + ttl });
    }

    /**
     * Keeps at most `maxKeys` leases: ended ones go first, then the oldest (their unused units are
     * lost, never granted twice), down to 90 % so a flood of new keys does not scan on every one.
     */
    #forgetOld() {
      if (this.#leases.size < maxKeys) return;
      const at = now();
      for (const [key, lease] of this.#leases) if (lease.endsAt <= at) this.#leases.delete(key);
      const keep = Math.floor(maxKeys * 0.9);
      for (const key of this.#leases.keys()) {
        if (this.#leases.size <= keep) break;
        this.#leases.delete(key);
      }
    }
  }

  return {
    Store,
    /** Deletes the rows of ended windows; returns how many. */
    sweep: (): Promise<number> => sweepEndedWindows(db),
  };
}
