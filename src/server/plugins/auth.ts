/**
 * Deny by default. Every route under /api declares who may call it in its `config`:
 *   { access: 'public' }               login and nothing else
 *   { access: 'signedIn' }             any valid session (the caller's own profile)
 *   { privilege: 'GET_ALL_SKILL' }     a catalogue privilege of the caller's role
 * A route that declares none makes the app refuse to start. The token only names the user; the user's
 * active flag, role and privileges are read from the database on every request, so a removed privilege
 * or a deactivated account takes effect on the next call (remembered only while the database is
 * unchanged, db/snapshotMemo.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isPrivilege } from '../../shared/privileges.ts';
import { withActor } from '../audit/context.ts';
import type { TokenService } from '../auth/tokens.ts';
import type { Db } from '../db/database.ts';
import { inRequestScope } from '../db/snapshotMemo.ts';
import { forbidden, unauthorized } from '../errors.ts';
import { findPrincipal, type Principal } from '../repositories/users.ts';

export type RouteAccess = { access?: 'public' | 'signedIn'; privilege?: string };

/** One row of the authorization matrix: who may call which route. */
export type AccessEntry = { method: string; url: string } & RouteAccess;

declare module 'fastify' {
  interface FastifyContextConfig extends RouteAccess {}
  interface FastifyRequest {
    principal: Principal;
    /** This request's snapshot cache for memoised reads (db/snapshotMemo.ts). */
    readScope: object;
  }
  interface FastifyInstance {
    /** Every /api route with its declared access, for the security suite and documentation. */
    accessTable: AccessEntry[];
  }
}

export type AuthOptions = { db: Db; tokens: TokenService };

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+([A-Za-z0-9._~+/=-]+)$/i.exec(header.trim());
  if (!match) return undefined;
  // The original client stored the token JSON-stringified; tolerate the quotes it may carry.
  return match[1].replace(/^"|"$/g, '');
}

export const authPlugin = fp(async (app: FastifyInstance, opts: AuthOptions) => {
  app.decorateRequest('principal', null as unknown as Principal);
  app.decorateRequest('readScope', null as unknown as object);
  const table: AccessEntry[] = [];
  app.decorate('accessTable', table);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const config = (route.config ?? {}) as RouteAccess;
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD')
        table.push({ method, url: route.url, access: config.access, privilege: config.privilege });
    }
    if (config.access === 'public' || config.access === 'signedIn') return;
    if (!config.privilege || !isPrivilege(config.privilege)) {
      throw new Error(
        `Route ${route.method} ${route.url} declares no known privilege; every /api route needs ` +
          `config.privilege (a catalogue name) or config.access ('public' | 'signedIn').`,
      );
    }
  });

  // The hooks and the handler share one database snapshot for memoised reads (snapshotMemo.ts).
  app.addHook('onRequest', (request, _reply, done) => {
    request.readScope = {};
    inRequestScope(request.readScope, done);
  });

  // A callback hook: a session already verified costs one promise (its principal, remembered
  // while the database is unchanged) instead of an async chain on every request.
  app.addHook('onRequest', (request, _reply, done) => {
    const config = request.routeOptions.config as RouteAccess;
    if (!request.routeOptions.url?.startsWith('/api/') || config.access === 'public') return done();
    const token = bearerToken(request);
    if (!token) return done(unauthorized('Please sign in to continue.'));
    const admit = (principal: Principal | undefined) => {
      if (!principal || !principal.active) return done(unauthorized());
      request.principal = principal;
      if (config.privilege && !principal.privileges.includes(config.privilege)) {
        return done(forbidden());
      }
      done();
    };
    const known = opts.tokens.knownUser(token);
    if (known !== undefined) {
      findPrincipal(opts.db, known).then(admit, done);
      return;
    }
    opts.tokens.verify(token).then((userId) => {
      if (userId === null) return done(unauthorized());
      findPrincipal(opts.db, userId).then(admit, done);
    }, done);
  });

  // The handler runs inside this context, so its writes are recorded as the caller's (audit trail).
  app.addHook('preHandler', (request, _reply, done) => {
    // Body parsing ran outside the request's async context: enter it again for the handler.
    inRequestScope(request.readScope, () => withActor(request.principal?.userId ?? null, done));
  });
});
