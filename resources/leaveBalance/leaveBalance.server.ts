// LB1 (contract §2.19): one's own leave balances, or anyone's with
// GET_LEAVE_BALANCE_FOR_ALL_EMPLOYEES; all of them, or one leave type's (`?leaveType=`). A missing
// balance is created on the way (contract §5.5 #44).
import {
  defineHooks,
  ensureLeaveBalances,
  envelopeSchema,
  forbidden,
  notFound,
} from '../../src/server/operations/hookApi.ts';

const balance = {
  type: 'object',
  properties: {
    leaveType: { type: 'string' },
    accruedLeave: { type: 'number' },
    usedLeave: { type: 'number' },
    carryForward: { type: 'number' },
  },
};

export const { actions } = defineHooks({
  actions: {
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
        await ensureLeaveBalances(tx, employeeId);
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
});
