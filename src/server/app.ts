/**
 * The application as a function of its database and configuration: no listening, no process
 * handling, so tests build the real app and call `app.inject`.
 *
 * @example
 *   const app = await buildApp({ database, config, schemas: Object.values(registry) });
 *   const res = await app.inject({ method: 'GET', url: '/health' });
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { ResourceSchema } from '../shared/dialect.ts';
import type { MenuConfig } from '../shared/menu.ts';
import { privilegesNotInCatalogue } from '../shared/privileges.ts';
import { createTokenService } from './auth/tokens.ts';
import type { Config, TrustProxy } from './config/config.ts';
import type { Database } from './db/database.ts';
import { authPlugin } from './plugins/auth.ts';
import { errorBody, errorsPlugin, GENERIC_ERROR, sendError } from './plugins/errors.ts';
import { setMessageHeaders } from './http/messages.ts';
import { securityPlugin } from './plugins/security.ts';
import { routeDocsPlugin } from './openapi/collect.ts';
import { createImageLinks, type ImageLinkOptions } from './uploads/imageLinks.ts';
import { createLazySchemas } from './http/lazySchemas.ts';
import { declareRanges } from './http/numericParams.ts';
import { validationPlugin } from './plugins/validation.ts';
import { healthRoutes } from './routes/health.ts';
import { featureRoutes } from './routes/features.ts';
import { endpointRoutes } from './routes/endpoints.ts';
import { importRoutes } from './routes/import.ts';
import { DEFAULT_MENU_FILE, loadMenu } from './config/menu.ts';
import { menuRoutes } from './routes/menu.ts';
import { openApiRoutes } from './routes/openapi.ts';
import { resourceRoutes } from './routes/resources.ts';
import { passwordRoutes } from './routes/passwords.ts';
import { sessionRoutes } from './routes/session.ts';
import { directoryRoutes } from './routes/directory.ts';
import type { DirectorySettings } from './directory/settings.ts';
import { prepareDirectory, type DirectoryOptions } from './operations/directory.ts';

export type AppOptions = {
  database: Database;
  config: Pick<Config, 'staticDir' | 'loginRateLimit'> & {
    jwtSecret: string;
    rateLimitMax?: number;
    /** Which proxies may name the client (TRUST_PROXY); none by default. */
    trustProxy?: TrustProxy;
    /** The side bar's file (default resources/menu.json), read now when `menu` is not given. */
    menuFile?: string;
    /** Sign-in through the company's directory (issue #43), prepared before any route. */
    directory?: DirectorySettings;
  };
  schemas: ResourceSchema[];
  /** The side bar already read (server.ts reads it before opening the database, to fail fast). */
  menu?: MenuConfig;
  logger?: FastifyServerOptions['logger'];
  /** The clock and lifetime of signed image links (tests move the clock). */
  imageLinks?: ImageLinkOptions;
  /** How the directory is watched (tests ask the OpenID provider again at once). */
  directoryOptions?: DirectoryOptions;
};

/** Log lines never carry credentials or tokens… */
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'body.password',
  'body.currentPassword',
  'body.newPassword',
  'body.confirmPassword',
];

/** …nor a value the schemas mark personal (`x-column.pii`: identity numbers and the like). */
const redacted = (schemas: ResourceSchema[]) => [
  ...REDACT,
  ...new Set(
    schemas.flatMap((s) =>
      Object.entries(s.properties ?? {})
        .filter(([, p]) => (p as { 'x-column'?: { pii?: boolean } })['x-column']?.pii === true)
        .map(([name]) => `body.${name}`),
    ),
  ),
];

declare module 'fastify' {
  interface FastifyInstance {
    /** Compiles the route schemas not used yet (they compile lazily); resolves to how many. */
    compileRouteSchemas: () => Promise<number>;
  }
}

const HASH_MARK = '"scrypt$';
/**
 * JSON bytes already found clean. A remembered page's JSON is the same Buffer on every request
 * (lazySchemas.ts), so it is searched once, not on every answer (~2.5 us for a remembered page of records).
 */
const cleanJson = new WeakSet<Buffer>();

/** Whether an answer's body (JSON text or JSON bytes) carries a password hash. */
function carriesPasswordHash(payload: unknown, contentType: unknown): boolean {
  if (typeof payload === 'string') return payload.includes(HASH_MARK);
  if (!Buffer.isBuffer(payload) || !String(contentType).startsWith('application/json'))
    return false;
  if (cleanJson.has(payload)) return false;
  if (payload.includes(HASH_MARK)) return true;
  cleanJson.add(payload);
  return false;
}

/**
 * TRUST_PROXY for Fastify. Fastify 5 reads a number as "trust nothing" (a hop count cannot tell the
 * proxy from a client that reached the port directly), so a count is given as the rule it means:
 * the connection and the next `hops - 1` addresses of X-Forwarded-For are proxies, the one before
 * them the client. The README says when a count is safe (the port reachable by the proxy only).
 */
function trustedHops(trust: TrustProxy): Exclude<TrustProxy, number> | TrustFunction {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}
type TrustFunction = (address: string, hop: number) => boolean;

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  // The privilege catalogue is fixed by the build (src/shared/privileges.ts), never joined later.
  const unknownPrivileges = privilegesNotInCatalogue(opts.schemas);
  if (unknownPrivileges.length)
    throw new Error(
      `The schemas declare privileges the catalogue lacks (${unknownPrivileges.join(', ')}); ` +
        'run `npm run generate` with these schemas.',
    );
  // A bad menu stops the start here, before any route exists (menu.ts lists its problems).
  const menu = opts.menu ?? loadMenu(opts.config.menuFile ?? DEFAULT_MENU_FILE, opts.schemas);
  const lazy = createLazySchemas();
  const app = Fastify({
    schemaController: { compilersFactory: { buildSerializer: lazy.serializerFactory } },
    logger: opts.logger ? { ...(opts.logger as object), redact: redacted(opts.schemas) } : false,
    bodyLimit: 1024 * 1024,
    // `request.ip`, which the rate limits count, is the client a trusted proxy names, else the
    // connection's own address: a header a client sends never buys it a new budget.
    trustProxy: trustedHops(opts.config.trustProxy ?? false),
    // A hostile client cannot make the router do unbounded work; no trailing-slash tolerance (§1.7).
    routerOptions: { maxParamLength: 200, ignoreTrailingSlash: false },
  });
  const tokens = createTokenService(opts.config.jwtSecret);
  const db = opts.database.db;
  // A directory that is misconfigured or does not answer stops the start, naming the setting.
  const directory =
    opts.config.directory &&
    (await prepareDirectory(
      db,
      opts.config.directory,
      opts.config.jwtSecret,
      opts.directoryOptions,
    ));

  await app.register(securityPlugin, {
    rateLimitMax: opts.config.rateLimitMax ?? 1000,
    database: opts.database,
  });
  app.decorate('compileRouteSchemas', lazy.warm);
  await app.register(validationPlugin, { lazy });
  await app.register(errorsPlugin);
  const links = createImageLinks(opts.config.jwtSecret, opts.imageLinks);
  await app.register(authPlugin, { db, tokens, links });
  await app.register(routeDocsPlugin);
  // Every numeric path and query parameter gets its declared range (numericParams.ts).
  app.addHook('onRoute', declareRanges);

  await app.register(healthRoutes, { database: opts.database });
  await app.register(sessionRoutes, {
    db,
    tokens,
    loginRateLimit: opts.config.loginRateLimit,
    directory,
  });
  await app.register(directoryRoutes, { db, tokens, directory });
  await app.register(passwordRoutes, { db, tokens, loginRateLimit: opts.config.loginRateLimit });
  await app.register(menuRoutes, { menu });
  // The resource folders' own routes (a schema-less folder's), then the bespoke plugins.
  await app.register(endpointRoutes, { db });
  for (const feature of featureRoutes) await app.register(feature, { db });
  // After the bespoke plugins: an operation one of them serves is left to it (resources.ts).
  await app.register(resourceRoutes, { db, schemas: opts.schemas });
  await app.register(importRoutes, { db, schemas: opts.schemas });
  await app.register(openApiRoutes, { schemas: opts.schemas });

  const indexHtml = path.join(opts.config.staticDir, 'index.html');
  const hasConsole = fs.existsSync(indexHtml);
  if (hasConsole) {
    await app.register(fastifyStatic, {
      root: opts.config.staticDir,
      // One wildcard route looks files up when asked; `false` would glob dist/ and register two
      // routes per file (~400) at every start, ~0.2 s of the start-up budget.
      wildcard: true,
      // The build writes .br and .gz copies (scripts/precompress.ts): a browser accepting them gets
      // one, without the server compressing anything per request.
      preCompressed: true,
      setHeaders: (reply, file) => {
        // Hashed asset names may be cached for good; index.html must always be fresh.
        reply.header(
          'cache-control',
          file.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    // Client-side routes (/login, /project/project-list…) all load the single page; a missing
    // file under /assets/ (a chunk of an older build) is a 404, not a page the browser cannot run.
    if (
      hasConsole &&
      request.method === 'GET' &&
      !request.url.startsWith('/api/') &&
      !request.url.startsWith('/assets/')
    ) {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return sendError(reply, 404, 'request.not_found');
  });

  // Last line of defence: a password hash is never sent, whatever a handler returned.
  // A callback hook, not an async one: it runs on every answer and needs no promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (carriesPasswordHash(payload, reply.getHeader('content-type'))) {
      request.log.error({ url: request.url }, 'blocked a response carrying a password hash');
      reply.code(500).header('content-type', 'application/json; charset=utf-8');
      setMessageHeaders(reply, 'request.internal_error', undefined);
      return done(null, JSON.stringify(errorBody(500, GENERIC_ERROR)));
    }
    done(null, payload);
  });

  return app;
}
