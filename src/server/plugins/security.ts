/**
 * Headers and limits every response gets: a CSP the console actually runs under (no unsafe-eval: the
 * form validators are precompiled), nosniff, no framing, no caching of API answers, and a per-address
 * rate limit. No CORS plugin is registered, so browsers refuse cross-origin API calls.
 *
 * Helmet is applied directly, built once: @fastify/helmet 13 builds a new helmet middleware (and
 * parses this CSP again) inside its hook on every request, ~21% of the throughput of a remembered
 * list page (README, Decisions). Same library, same options, same headers (securityHeaders.test.ts).
 */
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
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (err) => done(err as Error | undefined)),
  );
  await app.register(rateLimit, {
    global: true,
    max: opts.rateLimitMax,
    timeWindow: 60_000,
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: `Too many requests. Please try again in ${Math.ceil(ctx.ttl / 1000)} seconds.`,
    }),
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    return payload;
  });
});
