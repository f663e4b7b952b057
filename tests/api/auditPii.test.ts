/**
 * Personal columns in the audit trail (issue #9): identity numbers, salary and bank account numbers
 * are flagged `x-column.pii` in their schemas, so the trail keeps '***' (or '*** (changed)') for
 * them, in the stored row and in every GET /audit answer, never the value itself.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../src/server/repositories/audit.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminToken();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH';
const call = (method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: t.auth(admin), payload });

const history = async (resource: string, recordId: number): Promise<AuditEntry[]> => {
  const res = await call('GET', `/audit/${resource}/${recordId}?size=100`);
  expect(res.statusCode).toBe(200);
  return res.json().auditLog.content;
};

/** Nothing in the whole trail, as stored, holds one of these texts. */
async function expectNowhereStored(values: string[]) {
  for (const value of values) {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from "auditLog"
      where coalesce(before::text, '') || coalesce(after::text, '') like ${'%' + value + '%'}`.execute(
      t.db,
    );
    expect(rows[0].n, value).toBe(0);
  }
}

const masked = (value: unknown) => expect(String(value)).toMatch(/^\*\*\*( \(changed\))?$/);

describe('pii columns in the audit trail', () => {
  it("masks an employee's identity numbers and salary in before and after", async () => {
    const e = await t.createUser([]);
    const url = `/employee/updateEmployeeDetails/${e.employeeId}`;
    const first = { panNumber: 'QWERT6789Z', adhaarNumber: '987654321098', salary: 91234 };
    expect((await call('PATCH', url, { ...first, uanNumber: '556677889900' })).statusCode).toBe(
      200,
    );
    const res = await call('PATCH', url, { panNumber: 'ZXCVB5432Y', salary: 93456 });
    expect(res.statusCode, res.body).toBe(200);

    const updates = (await history('employee', e.employeeId)).filter((x) => x.action === 'update');
    expect(updates.length).toBeGreaterThanOrEqual(2);
    const [latest] = updates;
    expect(latest.before).toMatchObject({ panNumber: '***', salary: '***' });
    expect(latest.after).toMatchObject({
      panNumber: '*** (changed)',
      salary: '*** (changed)',
      adhaarNumber: '***',
      uanNumber: '***',
    });
    for (const entry of updates)
      for (const side of [entry.before, entry.after])
        for (const key of ['panNumber', 'adhaarNumber', 'uanNumber', 'salary'])
          if (side?.[key] != null) masked(side[key]);

    const all = await call('GET', `/audit?resource=employee&size=100`);
    for (const value of ['QWERT6789Z', 'ZXCVB5432Y', '987654321098', '556677889900', '91234'])
      expect(all.body).not.toContain(value);
    await expectNowhereStored(['QWERT6789Z', 'ZXCVB5432Y', '987654321098', '556677889900']);
  });

  it('masks a bank account number on create and update; IFSC stays readable', async () => {
    const e = await t.createUser([]);
    const account = {
      bankName: 'Axis Bank',
      accountNumber: '314159265358',
      ifsc: 'UTIB0000123',
      branch: 'MG Road',
    };
    const add = await call('POST', `/account/${e.employeeId}/AddBankAccount`, account);
    expect(add.statusCode, add.body).toBe(200);
    const accountId = add.json().updatedUser.account.accountId as number;
    const patch = await call('PATCH', `/account/${accountId}`, {
      ...account,
      accountNumber: '271828182845',
    });
    expect(patch.statusCode, patch.body).toBe(200);

    const entries = await history('account', accountId);
    const created = entries.find((x) => x.action === 'insert')!;
    const updated = entries.find((x) => x.action === 'update')!;
    expect(created.after).toMatchObject({ accountNumber: '***', ifsc: 'UTIB0000123' });
    expect(updated.before).toMatchObject({ accountNumber: '***' });
    expect(updated.after).toMatchObject({ accountNumber: '*** (changed)' });

    const all = await call('GET', `/audit?resource=account&size=100`);
    expect(all.statusCode).toBe(200);
    for (const value of ['314159265358', '271828182845']) expect(all.body).not.toContain(value);
    await expectNowhereStored(['314159265358', '271828182845']);
  });
});
