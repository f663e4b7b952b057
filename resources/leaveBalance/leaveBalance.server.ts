// LB1 (contract §2.19): one's own leave balances, or anyone's with
// GET_LEAVE_BALANCE_FOR_ALL_EMPLOYEES; all of them, or one leave type's (`?leaveType=`). A missing
// balance is created on the way (contract §5.5 #44). `ensureBalances` is the service other
// resources call when someone new or a new leave type needs balances, and the monthly accrual is
// this resource's job (leaveBalance.accrual.server.ts).
import {
  defineHooks,
  envelopeSchema,
  forbidden,
  notFound,
} from '../../src/server/operations/hookApi.ts';
import { accrualJob } from './leaveBalance.accrual.server.ts';
import { currentMonth, ensureBalances } from './leaveBalance.queries.server.ts';

const balance = {
  type: 'object',
  properties: {
    leaveType: { type: 'string' },
    accruedLeave: { type: 'number' },
    usedLeave: { type: 'number' },
    carryForward: { type: 'number' },
  },
};

export const { actions, jobs } = defineHooks({
  actions: {
    /**
     * Every employee (or `body.employeeId`) gets a balance of every leave type this month
     * (contract §5.5 #44): `call('leaveBalance', 'ensureBalances', { body: { employeeId } },
     * { as: 'system' })` from an account's creation, a new leave type, an import.
     */
    ensureBalances: {
      internal: true,
      run: ({ tx, body }) =>
        ensureBalances(tx, currentMonth(), body.employeeId as number | undefined),
    },
    ofEmployee: {
      write: false,
      envelope: 'bare',
      query: { type: 'object', properties: { leaveType: { type: 'string', maxLength: 40 } } },
      payload: {
        type: 'object',
        properties: {
          ...envelopeSchema().properties,
          LeaveBalance: balance,
          LeaveBalances: { type: 'array', items: balance },
        },
      },
      run: async ({ principal, params: { employeeId }, query, records, tx, say }) => {
        const message = say('leave.balance_fetched');
        if (
          principal?.employeeId !== employeeId &&
          !principal?.privileges.includes('GET_LEAVE_BALANCE_FOR_ALL_EMPLOYEES')
        )
          throw forbidden('leave.balance_own_only');
        if (!(await records.exists('employee', employeeId))) throw notFound('employee.not_found');
        await ensureBalances(tx, currentMonth(), employeeId);
        const all = { where: { employeeId }, limit: Infinity };
        const types = (await records.list('leaveType', { limit: Infinity })).rows;
        const nameOf = new Map(types.map((t) => [t.leaveTypeId, t.leaveType as string]));
        const LeaveBalances = (await records.list('leaveBalance', all)).rows
          .map((b) => ({ ...b, leaveType: nameOf.get(b.leaveTypeId)! }))
          .sort((a, b) => (a.leaveType < b.leaveType ? -1 : a.leaveType > b.leaveType ? 1 : 0));
        const leaveType = query.leaveType as string | undefined;
        if (!leaveType) return { success: true, message, LeaveBalances };
        const one = LeaveBalances.find((b) => b.leaveType === leaveType);
        if (!one) throw notFound('leave.balance_missing', { leaveType });
        return { success: true, message, LeaveBalance: one };
      },
    },
  },
  jobs: [accrualJob],
});
