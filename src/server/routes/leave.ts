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
import type { ResourceSchema } from '../../shared/dialect.ts';
import type { LeaveStatus } from '../repositories/leave.ts';
import { bodySchema } from '../schemaViews.ts';
import { replySaying, say } from '../messages.ts';
import { envelopeSchema, errorResponse, nullable, pageQuery, paging } from '../wire.ts';
import { endpoint, idsOf, type FeatureOptions } from './registrar.ts';
import { pendingLeave } from '../operations/reads.ts';

const leaveRequest = registry.leaveRequest as ResourceSchema;
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
/** L5–L8 name the employee in the path; L6–L8 in the query, where it is required. */
const byEmployee = pageQuery(5);
const statusQuery = pageQuery(
  5,
  { employeeId: { type: 'integer', minimum: 1 } },
  { employeeId: 'employeeId must be a positive whole number.' },
);
const employeeQuery = {
  ...statusQuery,
  required: ['employeeId'],
  errorMessage: {
    ...statusQuery.errorMessage,
    required: { employeeId: 'employeeId is required.' },
  },
};
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

const balance = {
  type: 'object',
  properties: {
    leaveType: { type: 'string' },
    accruedLeave: { type: 'number' },
    usedLeave: { type: 'number' },
    carryForward: { type: 'number' },
  },
};
const balanceAnswer = {
  type: 'object',
  properties: {
    ...envelopeSchema().properties,
    LeaveBalance: balance,
    LeaveBalances: { type: 'array', items: balance },
  },
};

export async function leaveRoutes(app: FastifyInstance, { db }: FeatureOptions) {
  const schema = leaveRequest;
  const notAcceptable = { schema: { response: { 406: errorResponse } } };

  endpoint(app, {
    schema,
    operation: 'create',
    body: bodySchema(leaveRequest, false),
    envelope: 'bare',
    payload: {
      type: 'object',
      properties: {
        Message: { type: 'string' },
        Success: { type: 'boolean' },
        leaveRequest: leaveEntity,
      },
    },
    route: notAcceptable,
    handler: async (request, reply) => ({
      Message: say(reply, 'leave.submitted'),
      Success: true,
      leaveRequest: await requestLeave(
        db,
        request.principal,
        idsOf(request).employeeId,
        request.body as LeaveBody,
      ),
    }),
  });

  endpoint(app, {
    schema,
    operation: 'list',
    access: { access: 'signedIn' },
    query: pageQuery(10),
    envelope: 'bare',
    payload: listSchema('leaveRequests', true),
    handler: async (request, reply) => {
      const { page, size } = paging(request.query as Paging);
      return pendingReply(reply, await pendingLeave(db, request.principal, page, size));
    },
  });

  endpoint(app, {
    schema,
    operation: 'approve',
    params: { leaveId: 'leaveRequestId' },
    envelope: 'bare',
    payload: {
      type: 'object',
      properties: {
        message: { type: 'string' },
        success: { type: 'boolean' },
        leaveRequest: leaveRow,
      },
    },
    route: notAcceptable,
    handler: async (request, reply) => ({
      message: say(reply, 'leave.approved'),
      success: true,
      leaveRequest: await approveLeave(db, request.principal, idsOf(request).leaveRequestId),
    }),
  });

  endpoint(app, {
    schema,
    operation: 'decline',
    params: { leaveId: 'id' },
    envelope: 'bare',
    payload: {
      type: 'object',
      properties: { message: { type: 'string' }, success: { type: 'boolean' } },
    },
    handler: async (request, reply) => {
      await declineLeave(db, request.principal, idsOf(request).id);
      return { message: say(reply, 'leave.declined'), success: true };
    },
  });

  const byStatus: [string, LeaveStatus | undefined, string][] = [
    ['ofEmployee', undefined, 'leaveRequests'],
    ['pendingOfEmployee', 'PENDING', 'pendingLeaveRequests'],
    ['approvedOfEmployee', 'APPROVED', 'approvedLeaveRequests'],
    ['declinedOfEmployee', 'DECLINED', 'declinedLeaveRequests'],
  ];
  for (const [operation, status, key] of byStatus) {
    endpoint(app, {
      schema,
      operation,
      query: status ? employeeQuery : byEmployee,
      envelope: 'bare',
      payload: listSchema(key, false),
      handler: async (request, reply) => {
        const q = paging(request.query as Paging & { employeeId: number });
        const employeeId = status ? q.employeeId : idsOf(request).employeeId;
        const r = await leaveOfEmployee(db, request.principal, employeeId, status, q.page, q.size);
        return listBody(key, false, r, q.page, q.size, noneFound(reply, r));
      },
    });
  }

  endpoint(app, {
    schema: registry.leaveBalance as ResourceSchema,
    operation: 'ofEmployee',
    access: { access: 'signedIn' },
    query: { type: 'object', properties: { leaveType: { type: 'string', maxLength: 40 } } },
    envelope: 'bare',
    payload: balanceAnswer,
    handler: async (request, reply) => ({
      success: true,
      message: say(reply, 'leave.balance_fetched'),
      ...(await balancesOf(
        db,
        request.principal,
        idsOf(request).employeeId,
        (request.query as { leaveType?: string }).leaveType,
      )),
    }),
  });
}
