/**
 * The per-address request limit every answer passes (plugins/security.ts): at most `max` requests
 * per address in a fixed window, then 429 until the window ends. IPv6 clients are counted per /64
 * (one host usually owns a whole /64) and IPv4-mapped IPv6 addresses as the IPv4 address, as
 * @fastify/rate-limit does; its `normalizeIP` is what groups them.
 *
 * Synchronous on purpose: it runs on every request, and the plugin's hook (async, a promise around
 * its store) was ~8% of the server's CPU for a remembered list page (bench/RESULTS.md). The plugin
 * still guards sign-in (per account and per address, routes/session.ts).
 */
import { normalizeIP } from '@fastify/rate-limit';

export type AddressLimitOptions = {
  max: number;
  windowMs: number;
  /** How many addresses are tracked at most; past it the oldest windows are dropped. */
  maxAddresses?: number;
  now?: () => number;
};

/** What `hit` decided: allowed, or refused until `retryAfterSeconds` have passed. */
export type Verdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const ALLOWED: Verdict = { allowed: true };

/** The key an address is counted under: IPv6 per /64, IPv4-mapped as IPv4. */
export const addressKey = (ip: string): string =>
  ip.includes(':') ? normalizeIP(ip, 64) : ip.toLowerCase();

export function createAddressLimit({
  max,
  windowMs,
  maxAddresses = 10_000,
  now = Date.now,
}: AddressLimitOptions) {
  /** Per key, the requests counted in its window and when that window ends; oldest window first. */
  const windows = new Map<string, { count: number; endsAt: number }>();
  /** Normalising an IPv6 address parses it; each address is normalised once while it is tracked. */
  const keys = new Map<string, string>();

  const keyOf = (ip: string) => {
    let key = keys.get(ip);
    if (key === undefined) {
      if (keys.size >= maxAddresses) keys.clear();
      keys.set(ip, (key = addressKey(ip)));
    }
    return key;
  };

  /** Drops ended windows, then the oldest ones while there are too many. */
  const prune = (at: number) => {
    for (const [key, window] of windows) {
      if (window.endsAt > at && windows.size < maxAddresses) return;
      windows.delete(key);
    }
  };

  return {
    /** Counts one request from `ip`. */
    hit(ip: string): Verdict {
      const at = now();
      const key = keyOf(ip);
      let window = windows.get(key);
      if (!window || window.endsAt <= at) {
        // A new window goes to the end of the Map, which stays ordered by when windows end.
        if (window) windows.delete(key);
        else if (windows.size >= maxAddresses) prune(at);
        window = { count: 0, endsAt: at + windowMs };
        windows.set(key, window);
      }
      window.count++;
      if (window.count <= max) return ALLOWED;
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((window.endsAt - at) / 1000)),
      };
    },
    /** How many addresses are tracked now (for tests). */
    get size() {
      return windows.size;
    },
  };
}
