// An employee's bank account (contract §2.5, AC1–AC3): one per employee (a new one replaces the
// old); the account number is masked for a caller without the privilege to see it.
import {
  bodyView,
  defineHooks,
  actionView,
  envelopeSchema,
  recordView,
  type Doc,
  type Records,
} from '../../src/server/operations/hookApi.ts';

const { employeeId: _owner, ...accountProps } = (recordView('account') as { properties: Doc })
  .properties;

const values = (b: Doc) => ({
  bankName: (b.bankName as string).trim(),
  accountNumber: b.accountNumber,
  ifsc: b.ifsc,
  branch: (b.branch as string).trim(),
});

/** Removes the employee's bank account; false when there was none. */
async function removeAccountOf(records: Records, employeeId: number) {
  const { rows } = await records.list('account', { where: { employeeId }, limit: Infinity });
  for (const row of rows) await records.remove('account', row.accountId as number);
  return rows.length > 0;
}

export const { actions } = defineHooks({
  actions: {
    // AC1: replaces any existing account; answers the whole employee as `updatedUser`.
    create: {
      body: bodyView('account', false),
      // The whole Employee object, as the employee's own answers write it.
      get payload() {
        return actionView('employee', 'object');
      },
      message: 'bank_account.added',
      run: async ({ records, call, params: { employeeId }, body }) => {
        await call('employee', 'inReach', { params: { employeeId } });
        await removeAccountOf(records, employeeId);
        await records.insert('account', { employeeId, ...values(body) });
        return call('employee', 'object', { params: { employeeId } });
      },
    },
    // AC2: all four fields required, as on AC1 (§2.5).
    update: {
      body: bodyView('account', false),
      payload: { type: 'object', properties: accountProps },
      message: 'bank_account.updated',
      run: async ({ records, call, params: { accountId }, body }) => {
        await call('employee', 'recordInReach', {
          params: { id: accountId },
          query: { resource: 'account' },
        });
        const row = (await records.update('account', accountId, values(body)))!;
        const employeeId = row.employeeId as number;
        return call('employee', 'maskedAccount', { params: { employeeId }, body: row });
      },
    },
    // AC3: 200 with success:false when there was no account (§2.5).
    removeAccount: {
      payload: envelopeSchema(),
      envelope: 'bare',
      run: async ({ records, call, params: { employeeId }, say }) => {
        await call('employee', 'inReach', { params: { employeeId } });
        return (await removeAccountOf(records, employeeId))
          ? { success: true, message: say('bank_account.removed') }
          : { success: false, message: say('bank_account.none') };
      },
    },
  },
});
