/** Contract §2.1 U2, U3, U5 on their exact paths, statuses and envelopes (S1, S7). */
import type { FastifyInstance } from 'fastify';
import { registry } from '../../generated/registry.ts';
import type { ResourceSchema } from '../../shared/dialect.ts';
import {
  addNewUser,
  removeUser,
  setActiveStatus,
  userInfoPage,
  type NewUserBody,
} from '../operations/users.ts';
import type { FeatureOptions } from './features.ts';
import { protectedErrors } from './responseSchemas.ts';
import { say } from '../messages.ts';

const userSchema = registry.user as ResourceSchema;
const privileges = userSchema['x-privileges'];

const idParam = (name: string) => ({
  type: 'object',
  required: [name],
  properties: { [name]: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } },
  errorMessage: { properties: { [name]: `${name} must be a positive whole number.` } },
});

/**
 * Step 1 of the wizard, with the spec's words (part 2 §5 "Primary user", contract §5.1 #1). Email
 * and password rules are the user schema's, so the wizard's form says the same words.
 */
const newUserBody = {
  type: 'object',
  additionalProperties: false,
  required: ['email', 'password', 'role'],
  properties: {
    email: (userSchema.properties as Record<string, object>).email,
    password: (userSchema.properties as Record<string, object>).password,
    role: {
      type: 'string',
      pattern: '\\S',
      maxLength: 100,
      errorMessage: {
        type: 'Role is required',
        pattern: 'Role is required',
        maxLength: 'Role is required',
      },
    },
  },
  errorMessage: {
    required: {
      email: 'Email is required',
      password: 'Password is required',
      role: 'Role is required',
    },
  },
};

const s1 = {
  type: 'object',
  properties: { success: { type: 'boolean' }, message: { type: 'string' } },
};

export async function userRoutes(app: FastifyInstance, { db }: FeatureOptions) {
  // U4: S2-ish, `Success` capitalised but `message` lower case (§1.3); 5 a page by default.
  app.get<{ Querystring: { page: number; size: number; sortBy?: string } }>(
    '/api/v1/user/getAllUserInfo',
    {
      config: { privilege: privileges.list },
      schema: {
        querystring: {
          type: 'object',
          properties: {
            page: { type: 'integer', minimum: 0, default: 0 },
            size: { type: 'integer', minimum: 1, default: 5 },
            sortBy: { type: 'string', maxLength: 64 },
          },
          errorMessage: {
            properties: {
              page: 'page must be a whole number of 0 or more.',
              size: 'size must be a whole number of 1 or more.',
              sortBy: 'sortBy must be a short text.',
            },
          },
        },
        response: {
          200: {
            type: 'object',
            properties: {
              Success: { type: 'boolean' },
              message: { type: 'string' },
              Users: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    employeeId: { type: ['integer', 'null'] },
                    userId: { type: 'integer' },
                    employeeCode: { type: ['string', 'null'] },
                    email: { type: 'string' },
                    employeeName: { type: ['string', 'null'] },
                    profileImage: { type: ['string', 'null'] },
                  },
                },
              },
              currentPage: { type: 'integer' },
              totalItems: { type: 'integer' },
              totalPages: { type: 'integer' },
            },
          },
          ...protectedErrors,
        },
      },
    },
    async (request, reply) => {
      const { page, size, sortBy } = request.query;
      const result = await userInfoPage(db, { page, size: Math.min(size, 100), sortBy });
      return {
        Success: true,
        message: say(reply, result.Users.length ? 'user.list_fetched' : 'user.none_found'),
        ...result,
      };
    },
  );

  app.post<{ Params: { organizationId: number }; Body: NewUserBody }>(
    '/api/v1/user/addNewUser/:organizationId',
    {
      config: { privilege: privileges.create },
      schema: {
        params: idParam('organizationId'),
        body: newUserBody,
        response: {
          201: {
            type: 'object',
            properties: {
              ...s1.properties,
              newUser: {
                type: 'object',
                properties: {
                  userId: { type: 'integer' },
                  email: { type: 'string' },
                  createdAt: { type: 'string' },
                  employeeId: { type: 'integer' },
                },
              },
            },
          },
          ...protectedErrors,
        },
      },
    },
    async (request, reply) => {
      const newUser = await addNewUser(
        db,
        request.principal,
        request.params.organizationId,
        request.body,
      );
      return reply.code(201).send({ success: true, message: say(reply, 'user.created'), newUser });
    },
  );

  app.delete<{ Params: { userId: number } }>(
    '/api/v1/user/:userId',
    {
      config: { privilege: privileges.delete },
      schema: { params: idParam('userId'), response: { ...protectedErrors } },
    },
    async (request, reply) => {
      await removeUser(db, request.principal, request.params.userId);
      return reply.code(204).send();
    },
  );

  app.patch<{ Params: { userId: number }; Querystring: { activeStatus: boolean } }>(
    '/api/v1/user/setActiveStatus/:userId',
    {
      config: { privilege: privileges.actions!.setActiveStatus },
      schema: {
        params: idParam('userId'),
        querystring: {
          type: 'object',
          required: ['activeStatus'],
          properties: { activeStatus: { type: 'boolean' } },
          errorMessage: {
            required: { activeStatus: 'activeStatus is required.' },
            properties: { activeStatus: 'activeStatus must be true or false.' },
          },
        },
        response: { 200: s1, ...protectedErrors },
      },
    },
    async (request, reply) => {
      const active = request.query.activeStatus;
      await setActiveStatus(db, request.principal, request.params.userId, active);
      return {
        success: true,
        message: say(reply, active ? 'user.activated' : 'user.deactivated'),
      };
    },
  );
}
