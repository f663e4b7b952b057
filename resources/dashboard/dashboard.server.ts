/**
 * The dashboard: a folder with no schema, serving one route of its own. GET
 * /api/v1/dashboard/summary answers the figures of the cards, each part present only when the
 * caller holds the privilege to see that data (which privilege reads which part, and the figures
 * themselves: dashboard.figures.server.ts).
 */
import { defineHooks, nullable } from '../../src/server/operations/hookApi.ts';
import { dashboardSummary } from './dashboard.figures.server.ts';

const int = { type: 'integer' };
const text = { type: 'string' };
const summarySchema = {
  type: 'object',
  properties: {
    success: { type: 'boolean' },
    message: text,
    headcountByDepartment: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          departmentId: nullable('integer'),
          department: nullable('string'),
          count: int,
        },
      },
    },
    leaveThisMonth: {
      type: 'object',
      properties: { month: text, scope: text, PENDING: int, APPROVED: int, DECLINED: int },
    },
    onLeaveToday: {
      type: 'object',
      properties: {
        total: int,
        people: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              employeeId: int,
              firstName: nullable('string'),
              lastName: nullable('string'),
              department: nullable('string'),
              leaveType: text,
              endDate: text,
            },
          },
        },
      },
    },
    attendanceToday: {
      type: 'object',
      properties: { date: text, checkedIn: int, stillIn: int, employees: int },
    },
  },
};

export const { endpoints } = defineHooks({
  endpoints: {
    summary: {
      method: 'GET',
      path: '/dashboard/summary',
      // Any session; each part is gated by its own privilege (dashboard.figures.server.ts).
      access: 'signedIn',
      response: summarySchema,
      message: 'dashboard.fetched',
      answer: (figures: object, message) => ({ success: true, message, ...figures }),
      run: ({ tx, principal }) => dashboardSummary(tx, principal!),
    },
  },
});
