/**
 * Contract §2.1 U1 (login) and our GET /user/me (the signed-in profile, fresh privileges), declared
 * in user.schema.json's x-api (the sign-in's body and both answers too: `$defs.signedIn` and
 * `$defs.loginUser`, which list every key a client may see) and registered through the one
 * registrar.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { TokenService } from '../auth/tokens.ts';
import type { Db } from '../db/database.ts';
import { httpError } from '../http/errors.ts';
import { login, loginUserOf } from '../operations/session.ts';
import type { Directory } from '../operations/directory.ts';
import { say } from '../http/messages.ts';
import { registry } from '../../generated/registry.ts';
import type { ResourceSchema } from '../../shared/dialect.ts';
import { endpoint } from './registrar.ts';

export type SessionRouteOptions = {
  db: Db;
  tokens: TokenService;
  loginRateLimit: { max: number; windowMs: number };
  /** Issue #43: LDAP and the local-password setting take part in the password sign-in. */
  directory?: Directory;
};

const userSchema = registry.user as ResourceSchema;

export async function sessionRoutes(app: FastifyInstance, opts: SessionRouteOptions) {
  // `name` keeps each limiter's counters apart in the shared store (rateLimitStore.ts).
  const perAddress = app.createRateLimit({
    max: opts.loginRateLimit.max * 10,
    timeWindow: opts.loginRateLimit.windowMs,
    keyGenerator: (req) => `login-ip:${req.ip}`,
    name: 'login-address',
  } as Parameters<typeof app.createRateLimit>[0]);

  // U1, `access: "public"` in user.schema.json.
  endpoint(app, {
    schema: userSchema,
    operation: 'login',
    envelope: 'bare',
    route: {
      // Per address as well: one client cycling through many accounts is slowed down too. The
      // plugin runs one limiter per request, so this one is applied by hand.
      onRequest: async (request, reply) => {
        const verdict = await perAddress(request);
        if (!verdict.isAllowed && verdict.isExceeded) {
          reply.header('retry-after', verdict.ttlInSeconds);
          throw httpError(429, 'request.rate_limited', { seconds: verdict.ttlInSeconds });
        }
      },
      config: {
        // Kept apart from the per-address counters in the shared store by its route.
        rateLimit: {
          max: opts.loginRateLimit.max,
          timeWindow: opts.loginRateLimit.windowMs,
          // After the body is parsed, so attempts are counted per account: guessing one account's
          // password is slowed down while other people keep signing in. The key is hashed: the
          // counters sit in a table on PostgreSQL, and the text may be a password typed in the
          // e-mail field.
          hook: 'preHandler',
          keyGenerator: (req) => {
            const email = (req.body as { email?: unknown } | undefined)?.email;
            return typeof email === 'string'
              ? `login:${createHash('sha256').update(email.trim().toLowerCase()).digest('base64url')}`
              : `login-ip:${req.ip}`;
          },
        },
      },
    },
    handler: async (request, reply) => {
      const { email, password } = request.body as { email: string; password: string };
      const {
        token,
        loginUser: user,
        mustChangePassword,
      } = await login(opts.db, opts.tokens, email, password, opts.directory);
      return {
        success: true,
        message: say(reply, 'session.logged_in'),
        token,
        loginUser: user,
        mustChangePassword,
      };
    },
  });

  endpoint(app, {
    schema: userSchema,
    operation: 'me',
    message: 'session.profile_fetched',
    handler: (request) => loginUserOf(opts.db, request.principal.userId),
  });
}
