/** Contract §2.15 R1–R6 on their exact paths, statuses and envelopes (S5, S1, S4). */
import type { FastifyInstance } from 'fastify';
import { registry } from '../../generated/registry.ts';
import {
  assignUserRole,
  changeRole,
  createRole,
  listVisibleRoles,
  removeRole,
} from '../operations/roles.ts';
import { bodySchema } from '../schemaViews.ts';
import type { FeatureOptions } from './features.ts';
import { idParams, protectedErrors } from '../wire.ts';
import { say } from '../messages.ts';

const roleSchema = registry.role;
const role = {
  type: 'object',
  properties: {
    roleId: { type: 'integer' },
    role: { type: 'string' },
    privilege: { type: 'array', items: { type: 'string' } },
  },
} as const;
const s4 = (data: object) => ({
  type: 'object',
  properties: {
    status: { type: 'integer' },
    isSuccess: { type: 'boolean' },
    message: { type: 'string' },
    data,
  },
});
const generator = (message: string, data: unknown) => ({
  status: 200,
  isSuccess: true,
  message,
  data,
});

export async function roleRoutes(app: FastifyInstance, { db }: FeatureOptions) {
  app.get(
    '/api/v1/role',
    {
      config: { privilege: 'GET_ALL_ROLES' },
      schema: { response: { 200: { type: 'array', items: role }, ...protectedErrors } },
    },
    async () => listVisibleRoles(db),
  );

  app.post<{ Body: { role: string; privilege: string[] } }>(
    '/api/v1/role',
    {
      config: { privilege: 'CREATE_ROLE' },
      schema: {
        body: bodySchema(roleSchema, false),
        response: {
          201: {
            type: 'object',
            properties: { success: { type: 'boolean' }, message: { type: 'string' }, role },
          },
          ...protectedErrors,
        },
      },
    },
    async (request, reply) => {
      const created = await createRole(db, request.principal, request.body);
      return reply
        .code(201)
        .send({ success: true, message: say(reply, 'role.created'), role: created });
    },
  );

  app.patch<{ Params: { roleId: number }; Body: { role?: string; privilege?: string[] } }>(
    '/api/v1/role/:roleId',
    {
      config: { privilege: 'UPDATE_ROLE' },
      schema: {
        params: idParams('roleId'),
        body: bodySchema(roleSchema, true),
        response: { 200: s4(role), ...protectedErrors },
      },
    },
    async (request, reply) =>
      generator(
        say(reply, 'role.updated'),
        await changeRole(db, request.principal, request.params.roleId, request.body),
      ),
  );

  app.delete<{ Params: { roleId: number } }>(
    '/api/v1/role/:roleId',
    {
      config: { privilege: 'DELETE_ROLE' },
      schema: { params: idParams('roleId'), response: { 200: s4(role), ...protectedErrors } },
    },
    async (request, reply) =>
      generator(
        say(reply, 'role.deleted'),
        await removeRole(db, request.principal, request.params.roleId),
      ),
  );

  app.patch<{ Params: { userId: number; oldRoleId: number; newRoleId: number } }>(
    '/api/v1/role/changeRole/:userId/:oldRoleId/:newRoleId',
    {
      config: { privilege: 'CHANGE_USER_ROLE' },
      schema: {
        params: idParams('userId', 'oldRoleId', 'newRoleId'),
        response: { 200: s4(role), ...protectedErrors },
      },
    },
    async (request, reply) => {
      const { userId, oldRoleId, newRoleId } = request.params;
      return generator(
        say(reply, 'role.changed'),
        await assignUserRole(db, request.principal, userId, newRoleId, oldRoleId),
      );
    },
  );

  app.patch<{ Params: { userId: number; roleId: number } }>(
    '/api/v1/role/:userId/assignRole/:roleId',
    {
      config: { privilege: 'ASSIGN_ROLE_TO_USER' },
      schema: {
        params: idParams('userId', 'roleId'),
        response: { 200: s4(role), ...protectedErrors },
      },
    },
    async (request, reply) =>
      generator(
        say(reply, 'role.assigned'),
        await assignUserRole(db, request.principal, request.params.userId, request.params.roleId),
      ),
  );
}
