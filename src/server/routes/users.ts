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
import { say } from '../messages.ts';
import { nullable, pageQuery, paging } from '../wire.ts';
import { endpoint, idsOf, type FeatureOptions } from './registrar.ts';

const userSchema = registry.user as ResourceSchema;
const SORT_BY = { type: 'string', maxLength: 64 };

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

const newUser = {
  type: 'object',
  properties: {
    userId: { type: 'integer' },
    email: { type: 'string' },
    createdAt: { type: 'string' },
    employeeId: { type: 'integer' },
  },
};

// U4: S2-ish, `Success` capitalised but `message` lower case (§1.3); 5 a page by default.
const userInfo = {
  type: 'object',
  properties: {
    employeeId: nullable('integer'),
    userId: { type: 'integer' },
    employeeCode: nullable('string'),
    email: { type: 'string' },
    employeeName: nullable('string'),
    profileImage: nullable('string'),
  },
};
const userInfoAnswer = {
  type: 'object',
  properties: {
    Success: { type: 'boolean' },
    message: { type: 'string' },
    Users: { type: 'array', items: userInfo },
    currentPage: { type: 'integer' },
    totalItems: { type: 'integer' },
    totalPages: { type: 'integer' },
  },
};

const activeQuery = {
  type: 'object',
  required: ['activeStatus'],
  properties: { activeStatus: { type: 'boolean' } },
  errorMessage: {
    required: { activeStatus: 'activeStatus is required.' },
    properties: { activeStatus: 'activeStatus must be true or false.' },
  },
};

type UserQuery = { page: number; size: number; sortBy?: string };

export async function userRoutes(app: FastifyInstance, { db }: FeatureOptions) {
  const schema = userSchema;
  endpoint(app, {
    schema,
    operation: 'list',
    query: pageQuery(5, { sortBy: SORT_BY }, { sortBy: 'sortBy must be a short text.' }),
    payload: userInfoAnswer,
    envelope: 'bare',
    handler: async (request, reply) => {
      const result = await userInfoPage(db, paging(request.query as UserQuery));
      const message = say(reply, result.Users.length ? 'user.list_fetched' : 'user.none_found');
      return { Success: true, message, ...result };
    },
  });

  endpoint(app, {
    schema,
    operation: 'create',
    body: newUserBody,
    payload: newUser,
    message: 'user.created',
    handler: (request) =>
      addNewUser(db, request.principal, idsOf(request).organizationId, request.body as NewUserBody),
  });

  endpoint(app, {
    schema,
    operation: 'delete',
    handler: (request) => removeUser(db, request.principal, idsOf(request).userId),
  });

  endpoint(app, {
    schema,
    operation: 'setActiveStatus',
    query: activeQuery,
    message: (active) => (active ? 'user.activated' : 'user.deactivated'),
    handler: async (request) => {
      const active = (request.query as { activeStatus: boolean }).activeStatus;
      await setActiveStatus(db, request.principal, idsOf(request).userId, active);
      return active;
    },
  });
}
