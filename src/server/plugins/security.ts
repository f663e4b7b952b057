/**
 * Headers and limits every response gets: a CSP the console actually runs under (no unsafe-eval: the
 * form validators are precompiled), nosniff, no framing, no caching of API answers, and a per-address
 * rate limit (addressLimit.ts). No CORS plugin is registered, so browsers refuse cross-origin API
 * calls.
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
import { createAddressLimit } from '../addressLimit.ts';
import { HttpError } from '../errors.ts';

/** The per-address limit's window: RATE_LIMIT requests per minute. */
const RATE_WINDOW_MS = 60_000;

export type SecurityOptions = { rateLimitMax: number };

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
  // Every answer gets them, the API's also no-store unless its route says otherwise (a photo).
  const apiHeaders = { ...headers, 'cache-control': 'no-store' };
  // Every request also counts against its address's limit (addressLimit.ts). What the limit is and
  // when it ends are announced only once it is reached: three headers less on every answer.
  const limit = createAddressLimit({ max: opts.rateLimitMax, windowMs: RATE_WINDOW_MS });
  const tooMany = (seconds: number) =>
    new HttpError(429, `Too many requests. Please try again in ${seconds} seconds.`);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api/') ? apiHeaders : headers);
    const verdict = limit.hit(request.ip);
    if (verdict.allowed) return done();
    const seconds = verdict.retryAfterSeconds;
    reply.headers({
      'retry-after': seconds,
      'x-ratelimit-limit': opts.rateLimitMax,
      'x-ratelimit-remaining': 0,
      'x-ratelimit-reset': seconds,
    });
    done(tooMany(seconds));
  });
  // The plugin guards sign-in, per account and per address (routes/session.ts), with the same answer.
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_req, ctx) => tooMany(Math.ceil(ctx.ttl / 1000)),
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
