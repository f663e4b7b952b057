/**
 * Contract §2.20 (AT1–AT6), declared in schemas/attendance.schema.json's x-api and registered through
 * the one registrar; the shift duration (§2.22) is schema-served (resources/shiftDuration).
 * Clocking in and out needs only a session (`access: "signedIn"` in the declaration): the user is
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
import { serverMessage } from '../../shared/serverMessages.ts';
import { PAGE_MESSAGES, paging } from '../wire.ts';
import { endpoint, idsOf, type FeatureOptions } from './registrar.ts';

const FETCH_FIRST = serverMessage('attendance.fetch_location_first');
const positionBody = {
  type: 'object',
  required: ['latitude', 'longitude'],
  properties: {
    latitude: { type: 'number', minimum: -90, maximum: 90 },
    longitude: { type: 'number', minimum: -180, maximum: 180 },
    elevation: { type: ['number', 'null'] },
  },
  errorMessage: {
    required: FETCH_FIRST,
    properties: { latitude: FETCH_FIRST, longitude: FETCH_FIRST, elevation: FETCH_FIRST },
  },
};
// AT2's one addition to the contract: `confirmEarly: true` records a clock-out before the shift is
// over (with the minutes missing) instead of the 400 the original client relies on.
const CONFIRM_EARLY = serverMessage('attendance.confirm_early_invalid');
const clockOutBody = {
  ...positionBody,
  properties: { ...positionBody.properties, confirmEarly: { type: 'boolean' } },
  errorMessage: {
    ...positionBody.errorMessage,
    properties: { ...positionBody.errorMessage.properties, confirmEarly: CONFIRM_EARLY },
  },
};
const monthQuery = {
  type: 'object',
  properties: {
    month: { type: 'integer', minimum: 1, maximum: 12, default: new Date().getMonth() + 1 },
    year: { type: 'integer', minimum: 1970, maximum: 9999 },
    page: { type: 'integer', minimum: 0, default: 0 },
    size: { type: 'integer', minimum: 1, default: 10 },
  },
  errorMessage: {
    properties: {
      month: 'month must be a whole number from 1 to 12.',
      year: 'year must be a four-digit year.',
      ...PAGE_MESSAGES,
    },
  },
};
const attendanceRow = {
  type: 'object',
  properties: {
    attendanceId: { type: 'integer' },
    userId: { type: 'integer' },
    date: { type: 'string' },
    clockInTime: { type: ['string', 'null'] },
    clockOutTime: { type: ['string', 'null'] },
    missingMinutes: { type: ['integer', 'null'] },
    latitude: { type: ['number', 'null'] },
    longitude: { type: ['number', 'null'] },
    elevation: { type: ['number', 'null'] },
    attendanceMarked: { type: 'boolean' },
  },
};
const pageOf = (item: object) => ({
  type: 'object',
  additionalProperties: true,
  properties: { content: { type: 'array', items: item } },
});

type MonthQuery = { month: number; year?: number; page: number; size: number };
/** The month a query names (this year unless it says), its page size capped. */
const monthOf = (q: MonthQuery) => ({ ...paging(q), year: q.year ?? new Date().getFullYear() });
const attendanceSchema = registry.attendance as ResourceSchema;

export async function attendanceRoutes(app: FastifyInstance, { db }: FeatureOptions) {
  const schema = attendanceSchema;

  endpoint(app, {
    schema,
    operation: 'clockIn',
    body: positionBody,
    message: 'attendance.clocked_in',
    handler: (request) => clockIn(db, request.principal, request.body as Position),
  });

  endpoint(app, {
    schema,
    operation: 'clockOut',
    body: clockOutBody,
    message: 'attendance.clocked_out',
    handler: async (request) => {
      const { confirmEarly, ...at } = request.body as Position & { confirmEarly?: boolean };
      await clockOut(db, request.principal, at, new Date(), confirmEarly === true);
    },
  });

  endpoint(app, {
    schema,
    operation: 'status',
    payload: {
      type: 'object',
      properties: {
        success: { type: 'boolean' },
        message: { type: 'string' },
        isUserClockedIn: { type: 'boolean' },
        clockedTime: { type: ['string', 'null'] },
      },
    },
    handler: async (request, reply) => ({
      success: true,
      message: say(reply, 'attendance.status_fetched'),
      ...(await clockStatus(db, request.principal, idsOf(request).userId)),
    }),
  });

  endpoint(app, {
    schema,
    operation: 'ofUser',
    query: monthQuery,
    payload: pageOf(attendanceRow),
    handler: (request) =>
      attendancePage(db, request.principal, {
        ...monthOf(request.query as MonthQuery),
        userId: idsOf(request).userId,
      }),
  });

  endpoint(app, {
    schema,
    operation: 'list',
    query: monthQuery,
    payload: pageOf(attendanceRow),
    handler: (request) =>
      attendancePage(db, request.principal, monthOf(request.query as MonthQuery)),
  });

  endpoint(app, {
    schema,
    operation: 'update',
    body: {
      type: 'object',
      required: ['attendanceMarked'],
      properties: { attendanceMarked: { type: 'boolean' } },
      errorMessage: {
        required: 'Attendance Marked must be true or false',
        properties: { attendanceMarked: 'Attendance Marked must be true or false' },
      },
    },
    message: 'attendance.updated',
    handler: async (request) => {
      const { attendanceMarked } = request.body as { attendanceMarked: boolean };
      await markAttendance(db, idsOf(request).attendanceId, attendanceMarked);
    },
  });
}
