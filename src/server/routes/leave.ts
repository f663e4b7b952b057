/**
 * Contract §2.17 (L1–L8) and §2.19 (LB1) with their mixed envelopes: `Message`/`Success` on create
 * and the approver list, lower case elsewhere. L2 and LB1 are open to a session and scoped in the
 * operation: L2 shows a holder of GET_ALL_LEAVE_REQUESTS every pending request and an approver
 * (APPROVE/DECLINE_LEAVE_REQUEST) their team's; LB1 shows one's own balance, or anyone's with
 * GET_LEAVE_BALANCE_FOR_ALL_EMPLOYEES.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { registry } from '../../generated/registry.ts';
import {
  approveLeave,
  balancesOf,
  declineLeave,
  leaveOfEmployee,
  requestLeave,
  type LeaveBody,
} from '../operations/leave.ts';
import { pendingLeave } from '../operations/reads.ts';
import type { LeaveStatus } from '../repositories/leave.ts';
import { bodySchema } from '../schemaViews.ts';
import type { FeatureOptions } from './features.ts';
import { protectedErrors } from './responseSchemas.ts';
import { idParams, nullable } from './wireSchemas.ts';
import { replySaying, say } from '../messages.ts';

const MAX_PAGE = 100;
const leaveRow = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    employeeId: { type: 'integer' },
    employeeFirstName: nullable('string'),
    employeeLastName: nullable('string'),
    leaveType: { type: 'string' },
    startDate: { type: 'string' },
    endDate: { type: 'string' },
    numberOfDays: { type: 'integer' },
    reason: nullable('string'),
    status: { type: 'string' },
  },
};
const leaveEntity = {
  type: 'object',
  properties: {
    leaveId: { type: 'integer' },
    leaveType: { type: 'string' },
    startDate: { type: 'string' },
    endDate: { type: 'string' },
    numberOfDays: { type: 'integer' },
    reason: nullable('string'),
    status: { type: 'string' },
  },
};
const paging = (
  defaultSize: number,
  extra: Record<string, object> = {},
  required: string[] = [],
) => ({
  type: 'object',
  required,
  properties: {
    page: { type: 'integer', minimum: 0, default: 0 },
    size: { type: 'integer', minimum: 1, default: defaultSize },
    ...extra,
  },
  errorMessage: {
    required: Object.fromEntries(required.map((r) => [r, `${r} is required.`])),
    properties: {
      page: 'page must be a whole number of 0 or more.',
      size: 'size must be a whole number of 1 or more.',
      ...Object.fromEntries(
        Object.keys(extra).map((k) => [k, `${k} must be a positive whole number.`]),
      ),
    },
  },
});
/** The leave list envelope: rows under `key`, paging numbers, the success flag (S1 or S2 casing). */
function listSchema(key: string, capital: boolean) {
  const [success, message] = capital ? ['Success', 'Message'] : ['success', 'message'];
  return {
    type: 'object',
    properties: {
      [success]: { type: 'boolean' },
      [message]: { type: 'string' },
      [key]: { type: 'array', items: leaveRow },
      currentPage: { type: 'integer' },
      totalItems: { type: 'integer' },
      totalPages: { type: 'integer' },
    },
  };
}
function listBody(
  key: string,
  capital: boolean,
  r: { items: unknown[]; total: number },
  page: number,
  size: number,
  message: string | undefined,
) {
  const [success, messageKey] = capital ? ['Success', 'Message'] : ['success', 'message'];
  const body: Record<string, unknown> = {
    [success]: true,
    [key]: r.items,
    currentPage: page,
    totalItems: r.total,
    totalPages: Math.ceil(r.total / size),
  };
  if (message !== undefined) body[messageKey] = message;
  return body;
}
type Paging = { page: number; size: number };

/** The approver's page in its envelope. */
const pendingReply = replySaying(
  (r: { items: unknown[] }) => (r.items.length ? 'leave.list_fetched' : 'leave.none_found'),
  (r: Awaited<ReturnType<typeof pendingLeave>>, message) =>
    listBody('leaveRequests', true, r, r.page, r.size, message),
);

/** Other lists say something only when they are empty. */
const noneFound = (reply: FastifyReply, r: { items: unknown[] }) =>
  r.items.length === 0 ? say(reply, 'leave.none_found') : undefined;

export async function leaveRoutes(app: FastifyInstance, { db }: FeatureOptions) {
  app.post<{ Params: { employeeId: number }; Body: LeaveBody }>(
    '/api/v1/leave/:employeeId/leaveRequest',
    {
      config: { privilege: 'CREATE_LEAVE_REQUEST' },
      schema: {
        params: idParams('employeeId'),
        body: bodySchema(registry.leaveRequest, false),
        response: {
          201: {
            type: 'object',
            properties: {
              Message: { type: 'string' },
              Success: { type: 'boolean' },
              leaveRequest: leaveEntity,
            },
          },
          406: protectedErrors[400],
          ...protectedErrors,
        },
      },
    },
    async (request, reply) => {
      const created = await requestLeave(
        db,
        request.principal,
        request.params.employeeId,
        request.body,
      );
      return reply.code(201).send({
        Message: say(reply, 'leave.submitted'),
        Success: true,
        leaveRequest: created,
      });
    },
  );

  app.get<{ Querystring: Paging }>(
    '/api/v1/leave/getLeaveRequests',
    {
      config: { access: 'signedIn' },
      schema: {
        querystring: paging(10),
        response: { 200: listSchema('leaveRequests', true), ...protectedErrors },
      },
    },
    async (request, reply) => {
      const size = Math.min(request.query.size, MAX_PAGE);
      return pendingReply(
        reply,
        await pendingLeave(db, request.principal, request.query.page, size),
      );
    },
  );

  app.patch<{ Params: { leaveRequestId: number } }>(
    '/api/v1/leave/:leaveRequestId/approve',
    {
      config: { privilege: 'APPROVE_LEAVE_REQUEST' },
      schema: {
        params: idParams('leaveRequestId'),
        response: {
          200: {
            type: 'object',
            properties: {
              message: { type: 'string' },
              success: { type: 'boolean' },
              leaveRequest: leaveRow,
            },
          },
          406: protectedErrors[400],
          ...protectedErrors,
        },
      },
    },
    async (request, reply) => ({
      message: say(reply, 'leave.approved'),
      success: true,
      leaveRequest: await approveLeave(db, request.principal, request.params.leaveRequestId),
    }),
  );

  app.patch<{ Params: { id: number } }>(
    '/api/v1/leave/declineLeaveRequest/:id',
    {
      config: { privilege: 'DECLINE_LEAVE_REQUEST' },
      schema: {
        params: idParams('id'),
        response: {
          200: {
            type: 'object',
            properties: { message: { type: 'string' }, success: { type: 'boolean' } },
          },
          ...protectedErrors,
        },
      },
    },
    async (request, reply) => {
      await declineLeave(db, request.principal, request.params.id);
      return { message: say(reply, 'leave.declined'), success: true };
    },
  );

  app.get<{ Params: { employeeId: number }; Querystring: Paging }>(
    '/api/v1/leave/getLeaveRequestsForEmployee/:employeeId',
    {
      config: { privilege: 'GET_LEAVE_REQUEST_OF_EMPLOYEE' },
      schema: {
        params: idParams('employeeId'),
        querystring: paging(5),
        response: { 200: listSchema('leaveRequests', false), ...protectedErrors },
      },
    },
    async (request, reply) => {
      const size = Math.min(request.query.size, MAX_PAGE);
      const r = await leaveOfEmployee(
        db,
        request.principal,
        request.params.employeeId,
        undefined,
        request.query.page,
        size,
      );
      return listBody('leaveRequests', false, r, request.query.page, size, noneFound(reply, r));
    },
  );

  const byStatus: [string, string, LeaveStatus, string][] = [
    [
      'pendingLeaveRequestsForEmployee',
      'GET_PENDING_LEAVE_REQUEST_OF_EMPLOYEE',
      'PENDING',
      'pendingLeaveRequests',
    ],
    [
      'approvedLeaveRequestsForEmployee',
      'GET_APPROVED_REQUEST_OF_EMPLOYEE',
      'APPROVED',
      'approvedLeaveRequests',
    ],
    [
      'declinedLeaveRequestsForEmployee',
      'GET_DECLINED_REQUEST_OF_EMPLOYEE',
      'DECLINED',
      'declinedLeaveRequests',
    ],
  ];
  for (const [path, privilege, status, key] of byStatus) {
    app.get<{ Querystring: Paging & { employeeId: number } }>(
      `/api/v1/leave/${path}`,
      {
        config: { privilege },
        schema: {
          querystring: paging(5, { employeeId: { type: 'integer', minimum: 1 } }, ['employeeId']),
          response: { 200: listSchema(key, false), ...protectedErrors },
        },
      },
      async (request, reply) => {
        const size = Math.min(request.query.size, MAX_PAGE);
        const r = await leaveOfEmployee(
          db,
          request.principal,
          request.query.employeeId,
          status,
          request.query.page,
          size,
        );
        return listBody(key, false, r, request.query.page, size, noneFound(reply, r));
      },
    );
  }

  const balance = {
    type: 'object',
    properties: {
      leaveType: { type: 'string' },
      accruedLeave: { type: 'number' },
      usedLeave: { type: 'number' },
      carryForward: { type: 'number' },
    },
  };
  app.get<{ Params: { employeeId: number }; Querystring: { leaveType?: string } }>(
    '/api/v1/leaveBalance/:employeeId',
    {
      config: { access: 'signedIn' },
      schema: {
        params: idParams('employeeId'),
        querystring: {
          type: 'object',
          properties: { leaveType: { type: 'string', maxLength: 40 } },
        },
        response: {
          200: {
            type: 'object',
            properties: {
              success: { type: 'boolean' },
              message: { type: 'string' },
              LeaveBalance: balance,
              LeaveBalances: { type: 'array', items: balance },
            },
          },
          ...protectedErrors,
        },
      },
    },
    async (request, reply) => ({
      success: true,
      message: say(reply, 'leave.balance_fetched'),
      ...(await balancesOf(
        db,
        request.principal,
        request.params.employeeId,
        request.query.leaveType,
      )),
    }),
  );
}
