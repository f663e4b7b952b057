/**
 * What the employee import checks in the database for each row, in the import's transaction: the
 * role and the department by name, and whether the e-mail or the employee code is taken (the same
 * ignoring case and outer spaces).
 */
import { dbOf, sql, type Tx } from '../../src/server/repositories/queryApi.ts';

export const findRoleByName = (tx: Tx, name: string) =>
  dbOf(tx)
    .selectFrom('role')
    .select(['roleId', 'role', 'privilege'])
    .where('role', '=', name)
    .executeTakeFirst();

export async function emailTaken(tx: Tx, email: string): Promise<boolean> {
  const row = await dbOf(tx)
    .selectFrom('user')
    .select('userId')
    .where(sql`lower(btrim("email"))`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

/** The ids of the departments so named (at most two: one is an answer, two a clash). */
export const departmentsNamed = (tx: Tx, name: string) =>
  dbOf(tx)
    .selectFrom('department')
    .select('departmentId')
    .where(sql`lower(btrim("department"))`, '=', name.trim().toLowerCase())
    .limit(2)
    .execute();

export async function codeTaken(tx: Tx, code: string): Promise<boolean> {
  const row = await dbOf(tx)
    .selectFrom('employee')
    .select('employeeId')
    .where(sql`lower(btrim("employeeCode"))`, '=', code.trim().toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}
