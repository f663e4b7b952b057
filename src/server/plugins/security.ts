/**
 * Headers and limits every response gets: a CSP the console actually runs under (no unsafe-eval: the
 * form validators are precompiled), nosniff, no framing, no caching of API answers, and a per-address
 * rate limit. No CORS plugin is registered, so browsers refuse cross-origin API calls.
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
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api/') ? apiHeaders : headers);
    done();
  });
  await app.register(rateLimit, {
    global: true,
    max: opts.rateLimitMax,
    timeWindow: 60_000,
    // The limit and what is left are announced when it is reached (429 with Retry-After and the
    // x-ratelimit-* headers), not on every answer: three headers less to validate and send.
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: `Too many requests. Please try again in ${Math.ceil(ctx.ttl / 1000)} seconds.`,
    }),
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
