/**
 * The demo company seeded on first start (unless SEED_DEMO=0): Northwind Traders with its offices,
 * departments, people, leave, reviews and attendance, from the fixed data in demoData.ts. Returns the
 * two logins to print: a Manager who runs Engineering and an Employee who reports to her.
 *
 * Runs inside bootstrap's first-start transaction, so it needs no idempotence checks of its own. One
 * multi-row insert per table keeps it fast; only the two logins pay for their own scrypt hash.
 */
import { randomBytes } from 'node:crypto';
import { EMPLOYEE_ROLE, MANAGER_ROLE } from '../../../shared/privileges.ts';
import { generatePassword, hashPassword } from '../../auth/password.ts';
import { formatLegacyDateTime } from '../../http/wire.ts';
import type { Db } from '../database.ts';
import {
  ATTRIBUTE_KEYS,
  DEPARTMENTS,
  EMPLOYEES,
  ORGANIZATION,
  SHIFT_DURATION,
  ATTENDANCE_LOCATION,
  OFFICES,
  type DemoEmployee,
} from './demoData.ts';
import { seedActivity } from './demoActivity.ts';
import { seedHolidays } from './holidays.ts';
import { personalDetails, seedPersonalRecords, type People } from './demoPeople.ts';
import { createUserWithEmployee, type Login } from './users.ts';

export const DEMO_EMAIL_DOMAIN = 'northwind.example';

const emailOf = (e: DemoEmployee) =>
  `${e.first}.${e.last}@${DEMO_EMAIL_DOMAIN}`.toLowerCase().replace(/\s+/g, '');

async function insertIds<K extends string>(
  db: Db,
  table: string,
  rows: Record<string, unknown>[],
  key: K,
  id: string,
): Promise<Map<unknown, number>> {
  const out = await db.insertInto(table).values(rows).returning([key, id]).execute();
  return new Map(out.map((r) => [r[key], r[id] as number]));
}

async function seedStructure(db: Db) {
  for (const [table, keys] of Object.entries(ATTRIBUTE_KEYS)) {
    await db
      .insertInto(table)
      .values(keys.map((attributeKey) => ({ attributeKey })))
      .execute();
  }
  const { organizationId } = await db
    .insertInto('organization')
    .values({ ...ORGANIZATION, attributes: JSON.stringify(ORGANIZATION.attributes) })
    .returning(['organizationId'])
    .executeTakeFirstOrThrow();
  const branchIds = await insertIds(
    db,
    'branch',
    OFFICES.map((o) => ({
      branchName: o.branchName,
      organizationId,
      attributes: JSON.stringify({ City: o.city, 'Office Phone': o.phone }),
    })),
    'branchName',
    'branchId',
  );
  // Managers are employees, who need a department first: the manager is filled in once they exist.
  const departmentIds = await insertIds(
    db,
    'department',
    DEPARTMENTS.map((d) => ({
      department: d.department,
      description: d.description,
      organizationId,
      branchId: branchIds.get(d.office),
      attributes: JSON.stringify({ 'Cost Centre': d.costCentre }),
    })),
    'department',
    'departmentId',
  );
  return departmentIds as Map<string, number>;
}

export async function seedDemoCompany(db: Db, roles: Map<string, number>): Promise<Login[]> {
  const now = new Date();
  // Nobody signs in as the other demo people: one hash of a password no-one knows serves them all.
  const sharedHash = hashPassword(randomBytes(24).toString('base64'));
  const departmentIds = await seedStructure(db);
  const roleOf = (e: DemoEmployee) => roles.get(e.manager ? MANAGER_ROLE : EMPLOYEE_ROLE)!;
  const employeeColumns = (e: DemoEmployee, i: number) => ({
    employeeCode: e.code,
    firstName: e.first,
    lastName: e.last,
    departmentId: departmentIds.get(e.dept)!,
    ...personalDetails(e, i, now),
  });

  const people: People = { employeeIds: new Map(), userIds: new Map(), departmentIds };
  const logins: Login[] = [];
  for (const [i, e] of EMPLOYEES.entries()) {
    if (!e.login) continue;
    const password = generatePassword();
    const ids = await createUserWithEmployee(db, {
      email: emailOf(e),
      password,
      roleId: roleOf(e),
      ...employeeColumns(e, i),
    });
    people.employeeIds.set(e.code, ids.employeeId);
    people.userIds.set(e.code, ids.userId);
    logins.push({ role: e.login, email: emailOf(e), password });
  }

  const others = EMPLOYEES.map((e, i) => ({ e, i })).filter(({ e }) => !e.login);
  const passwordHash = await sharedHash;
  const userIds = await insertIds(
    db,
    'user',
    others.map(({ e, i }) => ({
      email: emailOf(e),
      passwordHash,
      roleId: roleOf(e),
      active: true,
      createdAt: formatLegacyDateTime(joinedAt(personalDetails(e, i, now).joinDate)),
    })),
    'email',
    'userId',
  );
  const employeeIds = await insertIds(
    db,
    'employee',
    others.map(({ e, i }) => ({ userId: userIds.get(emailOf(e)), ...employeeColumns(e, i) })),
    'employeeCode',
    'employeeId',
  );
  for (const { e } of others) {
    people.userIds.set(e.code, userIds.get(emailOf(e))!);
    people.employeeIds.set(e.code, employeeIds.get(e.code)!);
  }

  for (const e of EMPLOYEES.filter((x) => x.manager)) {
    await db
      .updateTable('department')
      .set({ managerId: people.employeeIds.get(e.code)! })
      .where('departmentId', '=', departmentIds.get(e.dept)!)
      .execute();
  }

  await seedPersonalRecords(db, people);
  await seedActivity(db, people, now);
  await seedHolidays(db, now);
  await db.insertInto('attendanceLocation').values(ATTENDANCE_LOCATION).execute();
  await db.insertInto('shiftDuration').values({ shiftDuration: SHIFT_DURATION }).execute();
  return logins;
}

/** The account was opened on the morning of the first day. */
function joinedAt(joinDate: string): Date {
  const [y, m, d] = joinDate.split('-').map(Number);
  return new Date(y, m - 1, d, 9, 30);
}
