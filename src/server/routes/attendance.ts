/**
 * Contract §2.20 (AT1–AT6), declared in schemas/attendance.schema.json's x-api (paths, access, query
 * and body schemas) and registered through the one registrar; the shift duration (§2.22) is
 * schema-served (resources/shiftDuration). Clocking in and out needs only a session: the user is
 * the caller, and a `userId` in the body is ignored. Reading someone else's attendance or status
 * needs GET_ALL_ATTENDANCE, checked in the operation.
 */
import type { FastifyInstance } from 'fastify';
import {
  attendancePage,
  clockIn,
  clockOut,
  clockStatus,
  markAttendance,
  type Position,
} from '../operations/attendance.ts';
import { registry } from '../../generated/registry.ts';
import type { ResourceSchema } from '../../shared/dialect.ts';
import { say } from '../messages.ts';
import { recordResponseSchema } from '../schemaViews.ts';
import { paging } from '../wire.ts';
import { endpoint, idsOf, type FeatureOptions } from './registrar.ts';

const schema = registry.attendance as ResourceSchema;
// A page of rows as the schema reads them; the page's other keys pass through as they are.
const rows = {
  type: 'object',
  additionalProperties: true,
  properties: { content: { type: 'array', items: recordResponseSchema(schema) } },
};

type MonthQuery = { month?: number; year?: number; page: number; size: number };
/** The month a query names (this month of this year unless it says), its page size capped. */
function monthOf(q: MonthQuery) {
  const now = new Date();
  return { ...paging(q), month: q.month ?? now.getMonth() + 1, year: q.year ?? now.getFullYear() };
}

export async function attendanceRoutes(app: FastifyInstance, { db }: FeatureOptions) {
  endpoint(app, {
    schema,
    operation: 'clockIn',
    message: 'attendance.clocked_in',
    handler: (request) => clockIn(db, request.principal, request.body as Position),
  });

  // AT2's one addition to the contract: `confirmEarly: true` records a clock-out before the shift
  // is over (with the minutes missing) instead of the 400 the original client relies on.
  endpoint(app, {
    schema,
    operation: 'clockOut',
    message: 'attendance.clocked_out',
    handler: async (request) => {
      const { confirmEarly, ...at } = request.body as Position & { confirmEarly?: boolean };
      await clockOut(db, request.principal, at, new Date(), confirmEarly === true);
    },
  });

  endpoint(app, {
    schema,
    operation: 'status',
    handler: async (request, reply) => ({
      success: true,
      message: say(reply, 'attendance.status_fetched'),
      ...(await clockStatus(db, request.principal, idsOf(request).userId)),
    }),
  });

  endpoint(app, {
    schema,
    operation: 'ofUser',
    payload: rows,
    handler: (request) =>
      attendancePage(db, request.principal, {
        ...monthOf(request.query as MonthQuery),
        userId: idsOf(request).userId,
      }),
  });

  endpoint(app, {
    schema,
    operation: 'list',
    payload: rows,
    handler: (request) =>
      attendancePage(db, request.principal, monthOf(request.query as MonthQuery)),
  });

  endpoint(app, {
    schema,
    operation: 'update',
    message: 'attendance.updated',
    handler: async (request) => {
      const { attendanceMarked } = request.body as { attendanceMarked: boolean };
      await markAttendance(db, idsOf(request).attendanceId, attendanceMarked);
    },
  });
}
