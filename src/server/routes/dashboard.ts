/**
 * GET /api/v1/dashboard/summary: the figures of the dashboard cards, each part present only when the
 * caller holds the privilege to see that data (which privilege reads which part, and the figures
 * themselves: operations/dashboard.ts).
 */
import type { FastifyInstance } from 'fastify';
import { dashboardSummary } from '../operations/reads.ts';
import { replySaying } from '../http/messages.ts';
import type { FeatureOptions } from './registrar.ts';
import { nullable, protectedErrors } from '../http/wire.ts';

const summaryReply = replySaying(
  () => 'dashboard.fetched',
  (figures: Awaited<ReturnType<typeof dashboardSummary>>, message) => ({
    success: true,
    message,
    ...figures,
  }),
);

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

export async function dashboardRoutes(app: FastifyInstance, { db }: FeatureOptions) {
  app.get(
    '/api/v1/dashboard/summary',
    {
      // Any session; each part is gated by its own privilege above.
      config: { access: 'signedIn' },
      schema: { response: { 200: summarySchema, ...protectedErrors } },
    },
    async (request, reply) => summaryReply(reply, await dashboardSummary(db, request.principal)),
  );
}
