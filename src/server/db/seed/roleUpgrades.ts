/**
 * Seeded privileges reach existing databases too, but only roles nobody has edited. A seeded role
 * is *untouched* when its stored privilege set equals, as a set, what an earlier version seeded
 * for it; such a role is brought to the current defaults. A role an admin changed (or renamed, or
 * deleted) is theirs and is left alone. Each upgrade runs once per database, recorded in
 * "_migration" under its name, so an admin who later removes the privilege again is not overruled
 * at the next start. Append only; never edit a shipped upgrade.
 */
import { sql } from 'kysely';
import { MANAGER_ROLE, type Privilege } from '../../../shared/privileges.ts';
import type { Db } from '../database.ts';
import { SEEDED_ROLES } from './roles.ts';

type RoleUpgrade = {
  /** Recorded in "_migration" once run. */
  name: string;
  role: string;
  /** Every privilege set earlier versions seeded for the role, frozen as shipped. */
  earlierSeeds: readonly (readonly Privilege[])[];
};

/** The Manager defaults from the holiday calendar (1dbcb49) until reviews became deletable. */
const MANAGER_2026_11_23: readonly Privilege[] = [
  'CREATE_LEAVE_REQUEST',
  'GET_LEAVE_REQUEST_OF_EMPLOYEE',
  'GET_PENDING_LEAVE_REQUEST_OF_EMPLOYEE',
  'GET_APPROVED_REQUEST_OF_EMPLOYEE',
  'GET_DECLINED_REQUEST_OF_EMPLOYEE',
  'GET_ALL_LEAVE_TYPES',
  'GET_SHIFT_DURATION',
  'GET_ALL_SKILL',
  'GET_ALL_DESIGNATION',
  'GET_HOLIDAYS',
  'GET_ALL_EMPLOYEES',
  'FIND_EMPLOYEE_BY_ID',
  'SEARCH_EMPLOYEE_BY_NAME',
  'SEARCH_EMPLOYEE_BY_MANAGER_ID',
  'GET_EMPLOYEES_OF_DEPARTMENT',
  'GET_ALL_EMPLOYEE_ATTRIBUTES',
  'GET_EMPLOYEE_EMERGENCY_CONTACT',
  'GETALL_DEPARTMENTS',
  'GET_ALL_DEPARTMENT_ATTRIBUTES',
  'GET_ALL_ORGANIZATIONS',
  'GET_ALL_ORGANIZATION_ATTRIBUTES',
  'GET_DEPARTMENTS_OF_ORGANIZATION',
  'GET_BRANCHES_OF_ORGANIZATION',
  'GET_ALL_BRANCH',
  'GET_BRANCH_ATTRIBUTE',
  'ADD_EMPLOYEE_PERFORMANCE',
  'GET_PERFORMANCE_BY_REVIEWER',
  'GET_ALL_PERFORMANCE_OF_EMPLOYEE',
  'APPROVE_LEAVE_REQUEST',
  'DECLINE_LEAVE_REQUEST',
  'GET_ALL_ATTENDANCE_LOCATION',
];

/** The same before the holiday calendar (288d745): without GET_HOLIDAYS. */
const MANAGER_2026_11_22 = MANAGER_2026_11_23.filter((p) => p !== 'GET_HOLIDAYS');

export const ROLE_UPGRADES: readonly RoleUpgrade[] = [
  {
    // Issue #23 §3: the seeded Manager deletes the reviews she wrote (DELETE_PERFORMANCE_RECORD).
    name: 'seed:2026-11-25-manager-deletes-own-reviews',
    role: MANAGER_ROLE,
    earlierSeeds: [MANAGER_2026_11_23, MANAGER_2026_11_22],
  },
];

const sameSet = (a: readonly string[], b: readonly string[]) => {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((p) => right.has(p));
};

/** Stored as a JSON array (a string on some drivers); anything else is not a seeded set. */
function storedPrivileges(value: unknown): string[] | undefined {
  const parsed = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  return Array.isArray(parsed) && parsed.every((p) => typeof p === 'string') ? parsed : undefined;
}

/** Runs the upgrades not yet recorded; call inside the seeding transaction, after migrate. */
export async function upgradeSeededRoles(db: Db): Promise<void> {
  for (const upgrade of ROLE_UPGRADES) {
    const done = await sql`select 1 from "_migration" where name = ${upgrade.name}`.execute(db);
    if (done.rows.length) continue;
    const current = SEEDED_ROLES.find((r) => r.role === upgrade.role)!.privilege;
    const row = await db
      .selectFrom('role')
      .select(['roleId', 'privilege'])
      .where(sql`lower(btrim("role"))`, '=', upgrade.role.toLowerCase())
      .executeTakeFirst();
    const stored = row && storedPrivileges(row.privilege);
    if (row && stored && upgrade.earlierSeeds.some((seed) => sameSet(seed, stored)))
      await db
        .updateTable('role')
        .set({ privilege: JSON.stringify(current) })
        .where('roleId', '=', row.roleId)
        .execute();
    await sql`insert into "_migration" (name) values (${upgrade.name})`.execute(db);
  }
}
