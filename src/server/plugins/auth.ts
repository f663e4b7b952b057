/**
 * Deny by default. Every route under /api declares who may call it in its `config`:
 *   { access: 'public' }               login and nothing else
 *   { access: 'signedIn' }             any valid session (the caller's own profile)
 *   { privilege: 'GET_ALL_SKILL' }     a catalogue privilege of the caller's role
 *   { …, imageLink: 'photo' }          also a signed link to that image (imageLinks.ts)
 * A route that declares none makes the app refuse to start. The token only names the user; the user's
 * active flag, role and privileges are read from the database on every request, so a removed privilege
 * or a deactivated account takes effect on the next call (cached only while the database is
 * unchanged, operations/reads.ts). A token signed under an older token version of its user (a
 * password change or reset, deactivation, a role change, 'log out everywhere') is refused with 401.
 * A user whose password is temporary gets 403 everywhere except on routes declaring
 * `allowTemporaryPassword: true` (changing the password, ending one's sessions).
 */
import type {
  FastifyInstance,
  FastifyRequest,
  onRequestHookHandler,
  preHandlerHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import { isPrivilege } from '../../shared/privileges.ts';
import { actorOf } from '../audit/context.ts';
import type { TokenService } from '../auth/tokens.ts';
import type { Db } from '../db/database.ts';
import { forbidden, unauthorized } from '../http/errors.ts';
import { admitTokenOrLink, type ImageKind, type ImageLinks } from '../uploads/imageLinks.ts';
import { principalOf } from '../operations/reads.ts';
import type { Principal } from '../repositories/users.ts';
import { inContext, requestContext, type RequestContext } from '../http/requestContext.ts';

export type RouteAccess = {
  access?: 'public' | 'signedIn';
  privilege?: string;
  /** An image route that also admits its signed links instead of a token (imageLinks.ts). */
  imageLink?: ImageKind;
  /** Open to a user whose password is temporary (otherwise 403 until they set their own). */
  allowTemporaryPassword?: boolean;
};

/** One row of the authorization matrix: who may call which route. */
export type AccessEntry = { method: string; url: string } & RouteAccess;

declare module 'fastify' {
  interface FastifyContextConfig extends RouteAccess {}
  interface FastifyRequest {
    principal: Principal;
    /** What travels with this /api request: its actor and snapshot cache (requestContext.ts). */
    requestContext: RequestContext;
  }
  interface FastifyInstance {
    /** Every /api route with its declared access, for the security suite and documentation. */
    accessTable: AccessEntry[];
  }
}

export type AuthOptions = {
  db: Db;
  tokens: TokenService;
  /** Signs and checks image links; without it image routes take tokens only. */
  links?: ImageLinks;
};

/**
 * `Bearer <token>`. Two quirks of the original client are tolerated, neither weakening anything since
 * the token is then verified in full: the quotes of a JSON-stringified token, and its clock-in call's
 * scheme split by exactly six spaces, `Bear      er` (README, Decisions). Anything else is a 401.
 */
const BEARER = /^(?:Bearer|Bear {6}er)\s+(?:"([A-Za-z0-9._~+/=-]+)"|([A-Za-z0-9._~+/=-]+))$/i;

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = BEARER.exec(header.trim());
  return match ? (match[1] ?? match[2]) : undefined;
}

export const authPlugin = fp(async (app: FastifyInstance, opts: AuthOptions) => {
  app.decorateRequest('principal', null as unknown as Principal);
  app.decorateRequest('requestContext', null as unknown as RequestContext);
  const table: AccessEntry[] = [];
  app.decorate('accessTable', table);
  const enterContext = contextEntry(opts.links);

  // Each /api route gets its own hooks, built once from its declared access: nothing is decided
  // per request that the route already knows (Fastify's request.routeOptions builds a new object
  // on every read), and other routes (the console's files) pay nothing.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const config = (route.config ?? {}) as RouteAccess;
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD')
        table.push({ method, url: route.url, access: config.access, privilege: config.privilege });
    }
    if (config.access !== 'public' && config.access !== 'signedIn') {
      if (!config.privilege || !isPrivilege(config.privilege)) {
        throw new Error(
          `Route ${route.method} ${route.url} declares no known privilege; every /api route needs ` +
            `config.privilege (a catalogue name) or config.access ('public' | 'signedIn').`,
        );
      }
    }
    const byToken = admitter(opts, config);
    const admit =
      config.access === 'public'
        ? []
        : [
            config.imageLink && opts.links
              ? admitTokenOrLink(opts.links, config.imageLink, byToken)
              : byToken,
          ];
    route.onRequest = [enterContext, ...admit, ...hookList(route.onRequest)];
    route.preHandler = [reenterContext, ...hookList(route.preHandler)];
  });
});

/**
 * The request's context (requestContext.ts): its hooks, handler and database calls share one
 * snapshot for remembered reads, record their writes as the caller's and sign image links.
 */
const contextEntry =
  (links: ImageLinks | undefined): onRequestHookHandler =>
  (request, _reply, done) => {
    request.requestContext = { actor: actorOf(null), reads: {}, links };
    inContext(request.requestContext, done);
  };

/** Body parsing may run outside the request's context: the handler enters it again if so. */
const reenterContext: preHandlerHookHandler = (request, _reply, done) => {
  if (requestContext.getStore() === request.requestContext) return done();
  inContext(request.requestContext, done);
};

/**
 * A callback hook admitting a valid session whose user is active and holds the route's privilege
 * (any signed-in user without one). A session already verified costs one promise (its principal,
 * remembered while the database is unchanged) instead of an async chain.
 */
function admitter(opts: AuthOptions, access: RouteAccess): onRequestHookHandler {
  return (request, _reply, done) => {
    // The usual header, `Bearer ` and a token this service verified before: that token passed
    // bearerToken's pattern then, so this header would too; it is not parsed again.
    const header = request.headers.authorization;
    const known = header?.startsWith('Bearer ')
      ? opts.tokens.knownUser(header.slice(7))
      : undefined;
    if (known !== undefined) {
      principalOf(opts.db, known.userId).then(
        (p) => admit(request, p, known.version, access, done),
        done,
      );
      return;
    }
    const token = bearerToken(request);
    if (!token) return done(unauthorized('auth.sign_in_required'));
    opts.tokens.verify(token).then((subject) => {
      if (subject === null) return done(unauthorized());
      principalOf(opts.db, subject.userId).then(
        (p) => admit(request, p, subject.version, access, done),
        done,
      );
    }, done);
  };
}

/**
 * Lets the request through when its user is active, its token was signed under the user's current
 * token version (a remembered token too: tokens.ts keeps the version it was signed under), whose
 * password is not temporary unless the route allows it, and who holds the route's privilege. A
 * module function, not a closure per request: under tsx (keepNames) each
 * named closure also pays a defineProperty.
 */
function admit(
  request: FastifyRequest,
  principal: Principal | undefined,
  tokenVersion: number,
  access: RouteAccess,
  done: (err?: Error) => void,
) {
  if (!principal || !principal.active || principal.tokenVersion !== tokenVersion)
    return done(unauthorized());
  request.principal = principal;
  request.requestContext.actor = actorOf(principal.userId);
  // Before the privilege: the user is told what to do first, whatever the route needs.
  if (principal.mustChangePassword && !access.allowTemporaryPassword)
    return done(forbidden('auth.password_temporary'));
  if (access.privilege && !principal.privileges.includes(access.privilege))
    return done(forbidden());
  done();
}

/** A route option's hooks as a list (it may hold none, one or several). */
function hookList<T>(hooks: T | T[] | undefined): T[] {
  return hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];
}
