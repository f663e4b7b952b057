/**
 * Headers and limits every response gets: a CSP the console actually runs under (no unsafe-eval: the
 * form validators are precompiled), nosniff, no framing, no caching of API answers, and a per-address
 * rate limit (@fastify/rate-limit; its counters in PostgreSQL when the database is, so the limit holds
 * across replicas: rateLimitStore.ts). No CORS plugin is registered, so browsers refuse cross-origin
 * API calls.
 *
 * Helmet is applied directly, built once: @fastify/helmet 13 builds a new helmet middleware (and
 * parses this CSP again) inside its hook on every request, ~21% of the throughput of a remembered
 * list page (README, Decisions). Same library, same options, same headers (securityHeaders.test.ts):
 * what it sets is recorded once at start and handed to each reply in one call, instead of eleven
 * setHeader calls per request.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/database.ts';
import { httpError } from '../http/errors.ts';
import { createDatabaseRateLimitStore } from './rateLimitStore.ts';

/** The per-address limit's window: RATE_LIMIT requests per minute. */
const RATE_WINDOW_MS = 60_000;
/** How often ended windows are deleted from the PostgreSQL store. */
const SWEEP_MS = 5 * 60_000;
/** How many addresses (and sign-in accounts) each limiter tracks in memory at most. */
const MAX_KEYS = 10_000;
/** The answers no browser or proxy may keep: the API's and the health check's. */
const MACHINE = /^\/(api\/|health(\?|$))/;
/** The health check's route, never rate limited. */
const HEALTH = '/health';

export type SecurityOptions = { rateLimitMax: number; database: Pick<Database, 'db' | 'kind'> };

export const securityPlugin = fp(async (app: FastifyInstance, opts: SecurityOptions) => {
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI (emotion) injects style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // Served over plain http on localhost by default; HSTS would pin browsers to https.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
  const headers = headersOf(securityHeaders);
  // Every answer gets them, MACHINE's also no-store unless the route says otherwise (a photo).
  const apiHeaders = { ...headers, 'cache-control': 'no-store' };
  const tooMany = (seconds: number) => httpError(429, 'request.rate_limited', { seconds });
  // On PostgreSQL the counters live in the database, shared by every replica; on the embedded
  // database (one process per data folder) in this process's memory (the plugin's LRU store).
  const shared =
    opts.database.kind === 'postgres'
      ? createDatabaseRateLimitStore(opts.database.db, { maxKeys: MAX_KEYS })
      : undefined;
  await app.register(rateLimit, {
    global: false,
    store: shared?.Store,
    cache: MAX_KEYS,
    // The database unreachable: the request goes on and meets the same outage where it needs the
    // database (503), instead of the limiter answering for it.
    skipOnError: true,
    errorResponseBuilder: (_req, ctx) => tooMany(Math.ceil(ctx.ttl / 1000)),
  });
  if (shared) {
    const timer = setInterval(() => void shared.sweep().catch(() => undefined), SWEEP_MS).unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
  // Every request but the health check counts against its address's limit (the client's, named by
  // a trusted proxy: TRUST_PROXY), before anything else looks at it (a flood of bad tokens is
  // limited too). An IPv6 client counts per /64, an IPv4-mapped one as its IPv4 address (the
  // plugin's key). What the limit is and when it ends are announced only once it is
  // reached: three headers less on every answer. Applied by hand, not as the plugin's global hook,
  // because a route with a limit of its own (sign-in) would then escape this one, and 404s too.
  const perAddress = app.createRateLimit({
    max: opts.rateLimitMax,
    timeWindow: RATE_WINDOW_MS,
    name: 'address',
  } as Parameters<typeof app.createRateLimit>[0]);
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(MACHINE.test(request.url) ? apiHeaders : headers);
    // A load balancer's health check comes from one address, as often as it likes: limited, it
    // would take a healthy replica out of service. It reads one row and tells nothing.
    if (request.routeOptions.url === HEALTH) return;
    const verdict = await perAddress(request);
    if (verdict.isAllowed || !verdict.isExceeded) return;
    const seconds = Math.max(1, verdict.ttlInSeconds);
    reply.headers({
      'retry-after': seconds,
      'x-ratelimit-limit': opts.rateLimitMax,
      'x-ratelimit-remaining': 0,
      'x-ratelimit-reset': seconds,
    });
    throw tooMany(seconds);
  });
});

/**
 * The headers a helmet middleware sets, read once from a response that records them: with these
 * options (no CSP nonces) they are the same for every request.
 */
function headersOf(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}
