// Attendance (contract §2.20 AT1–AT6), declared in schemas/attendance.schema.json's x-api; the rules
// (the geofence, one day a row, the shift served before a clock-out) live beside this file, in
// attendance.clock.server.ts. Clocking in and out needs only a
// session: the user is the caller, and a `userId` in the body is ignored. Reading someone else's
// attendance or status needs GET_ALL_ATTENDANCE, checked by the operation.
import {
  defineHooks,
  paging,
  recordView,
  type Action,
} from '../../src/server/operations/hookApi.ts';
import {
  attendancePage,
  clockIn,
  clockOut,
  clockStatus,
  markAttendance,
  type Position,
} from './attendance.clock.server.ts';

// A page of rows as the schema reads them; the page's other keys pass through as they are.
const rows = {
  type: 'object',
  additionalProperties: true,
  properties: { content: { type: 'array', items: recordView('attendance') } },
};

type MonthQuery = { month?: number; year?: number; page: number; size: number };

/** AT4 (one user's, `userId` in the path) and AT5 (everyone's): a month's rows, newest first. */
const month: Action = {
  write: false,
  payload: rows,
  run: (args) => {
    const { principal, params, query } = args;
    const q = query as MonthQuery;
    const now = new Date();
    return attendancePage(args, principal!, {
      ...paging(q),
      month: q.month ?? now.getMonth() + 1,
      year: q.year ?? now.getFullYear(),
      userId: params.userId,
    });
  },
};

export const { actions } = defineHooks({
  actions: {
    clockIn: {
      message: 'attendance.clocked_in',
      run: async ({ records, principal, body }) =>
        void (await clockIn(records, principal!, body as Position)),
    },
    // AT2's one addition to the contract: `confirmEarly: true` records a clock-out before the
    // shift is over (with the minutes missing) instead of the 400 the original client relies on.
    clockOut: {
      message: 'attendance.clocked_out',
      run: async ({ records, principal, body }) => {
        const { confirmEarly, ...at } = body as Position & { confirmEarly?: boolean };
        await clockOut(records, principal!, at, new Date(), confirmEarly === true);
      },
    },
    status: {
      write: false,
      message: 'attendance.status_fetched',
      run: async ({ records, principal, params }) => ({
        success: true,
        message: '',
        ...(await clockStatus(records, principal!, params.userId)),
      }),
    },
    ofUser: month,
    list: month,
    update: {
      message: 'attendance.updated',
      run: async ({ records, params, body }) =>
        void (await markAttendance(records, params.attendanceId, body.attendanceMarked as boolean)),
    },
  },
});
