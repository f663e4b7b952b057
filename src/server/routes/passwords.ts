/**
 * Ours, beyond the contract (issue #24 §2), named in its `/user/<action>` style and declared in
 * user.schema.json's x-api:
 *   POST /user/changePassword            the caller's own password; answers like a sign-in
 *   POST /user/logoutAll                 ends every session of the caller
 *   POST /user/resetPassword/{userId}    a temporary password for someone else (RESET_USER_PASSWORD)
 * The first two stay open while the caller's password is temporary (plugins/auth.ts). The change's
 * body (the new password by the user schema's own password rules) and its answer (a sign-in's) are
 * declared there too.
 */
import type { FastifyInstance } from 'fastify';
import { registry } from '../../generated/registry.ts';
import type { ResourceSchema } from '../../shared/dialect.ts';
import {
  changePassword,
  logoutEverywhere,
  resetPassword,
  type ChangePasswordBody,
} from '../operations/passwords.ts';
import { say } from '../http/messages.ts';
import { endpoint, idsOf } from './registrar.ts';
import type { SessionRouteOptions } from './session.ts';

const userSchema = registry.user as ResourceSchema;

export async function passwordRoutes(app: FastifyInstance, opts: SessionRouteOptions) {
  const { db, tokens } = opts;

  endpoint(app, {
    schema: userSchema,
    operation: 'changePassword',
    envelope: 'bare',
    route: {
      config: {
        allowTemporaryPassword: true,
        // Guessing the current password with a stolen session is slowed down like sign-in is.
        rateLimit: {
          max: opts.loginRateLimit.max,
          timeWindow: opts.loginRateLimit.windowMs,
          hook: 'preHandler',
          keyGenerator: (req) => `password:${req.principal.userId}`,
        },
      },
    },
    handler: async (request, reply) => {
      const body = request.body as ChangePasswordBody;
      const result = await changePassword(db, tokens, request.principal, body);
      return {
        success: true,
        message: say(reply, 'password.changed'),
        ...result,
        mustChangePassword: false,
      };
    },
  });

  endpoint(app, {
    schema: userSchema,
    operation: 'logoutAll',
    message: 'password.logged_out_everywhere',
    route: { config: { allowTemporaryPassword: true } },
    handler: (request) => logoutEverywhere(db, request.principal),
  });

  endpoint(app, {
    schema: userSchema,
    operation: 'resetPassword',
    envelope: 'bare',
    handler: async (request, reply) => {
      const result = await resetPassword(db, request.principal, idsOf(request).userId);
      return { success: true, message: say(reply, 'password.reset'), ...result };
    },
  });
}
