/**
 * Ours, beyond the contract (issue #24 §2), named in its `/user/<action>` style and declared in
 * user.schema.json's x-api:
 *   POST /user/changePassword            the caller's own password; answers like a sign-in
 *   POST /user/logoutAll                 ends every session of the caller
 *   POST /user/resetPassword/{userId}    a temporary password for someone else (RESET_USER_PASSWORD)
 * The first two stay open while the caller's password is temporary (plugins/auth.ts).
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
import { say } from '../messages.ts';
import { endpoint, idsOf } from './registrar.ts';
import { signedInAnswer, type SessionRouteOptions } from './session.ts';

/** The spec's password rules and words (part 2 §5), as the wizard's step 1 uses them. */
const passwordRules = (registry.user as ResourceSchema).properties!.password as object;

const changeBody = {
  type: 'object',
  additionalProperties: false,
  required: ['currentPassword', 'newPassword'],
  properties: {
    currentPassword: {
      type: 'string',
      minLength: 1,
      maxLength: 1024,
      errorMessage: 'Current password is required',
    },
    newPassword: passwordRules,
    confirmPassword: {
      type: 'string',
      maxLength: 1024,
      errorMessage: 'Confirm password must be text',
    },
  },
  errorMessage: {
    required: {
      currentPassword: 'Current password is required',
      newPassword: 'Password is required',
    },
    additionalProperties: 'Only currentPassword, newPassword and confirmPassword are accepted.',
  },
};

const userSchema = registry.user as ResourceSchema;

export async function passwordRoutes(app: FastifyInstance, opts: SessionRouteOptions) {
  const { db, tokens } = opts;

  endpoint(app, {
    schema: userSchema,
    operation: 'changePassword',
    envelope: 'bare',
    body: changeBody,
    payload: signedInAnswer,
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
