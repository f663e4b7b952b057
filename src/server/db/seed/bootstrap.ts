/**
 * First start on an empty database: the seeded roles, the SuperAdmin (ADMIN_EMAIL, with
 * ADMIN_PASSWORD or a random temporary password printed once and kept in a 0600 file in the data
 * directory, to be replaced at the first sign-in) and, unless SEED_DEMO=0, the demo company (whose
 * generated demo logins are not temporary: they are there to be tried). Every step is idempotent: a second start changes nothing,
 * and SuperAdmin always regains the whole catalogue (new privileges ship with new versions).
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { ALL_PRIVILEGES, SUPER_ADMIN_ROLE } from '../../../shared/privileges.ts';
import { withoutAudit } from '../../audit/context.ts';
import { generatePassword } from '../../auth/password.ts';
import type { Db } from '../database.ts';
import { seedDemoCompany } from './demo.ts';
import { ensureLeaveTypes } from './leaveTypes.ts';
import { upgradeSeededRoles } from './roleUpgrades.ts';
import { SEEDED_ROLES } from './roles.ts';
import { createUserWithEmployee, type Login } from './users.ts';

// Lives in users.ts so the demo company (demo.ts) uses it without importing this module back;
// exported here too for the callers (tests) that seed through bootstrap.
export { createUserWithEmployee, type Login } from './users.ts';

export type BootstrapOptions = {
  adminEmail: string;
  adminPassword?: string;
  seedDemo: boolean;
  /** Where the generated logins are written (mode 0600); none in tests. */
  dataDir?: string;
};

export type BootstrapResult = { created: boolean; logins: Login[]; loginsFile?: string };

async function ensureRoles(db: Db): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const { role, privilege } of SEEDED_ROLES) {
    const existing = await db
      .selectFrom('role')
      .select(['roleId'])
      .where(sql`lower(btrim("role"))`, '=', role.toLowerCase())
      .executeTakeFirst();
    if (existing) {
      ids.set(role, existing.roleId);
      continue;
    }
    const row = await db
      .insertInto('role')
      .values({ role, privilege: JSON.stringify(privilege) })
      .returning(['roleId'])
      .executeTakeFirstOrThrow();
    ids.set(role, row.roleId);
  }
  await upgradeSeededRoles(db);
  await db
    .updateTable('role')
    .set({ privilege: JSON.stringify(ALL_PRIVILEGES) })
    .where('role', '=', SUPER_ADMIN_ROLE)
    .execute();
  return ids;
}

/** Said under the first-start logins when the SuperAdmin's password was generated. */
export const TEMPORARY_NOTE =
  'The SuperAdmin password is temporary: you will set your own at the first sign-in.';

function writeLogins(dataDir: string, logins: Login[]): string {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'initial-logins.txt');
  const text =
    '# Logins created on first start. Change these passwords, then delete this file.\n' +
    (logins.some((l) => l.temporary) ? `# ${TEMPORARY_NOTE}\n` : '') +
    logins.map((l) => `${l.role}\t${l.email}\t${l.password}`).join('\n') +
    '\n';
  fs.writeFileSync(file, text, { mode: 0o600 });
  fs.chmodSync(file, 0o600);
  return file;
}

/** Seeding is the starting point, not history: it is not written to the audit trail. */
export function bootstrap(db: Db, opts: BootstrapOptions): Promise<BootstrapResult> {
  return withoutAudit(() => seedOnce(db, opts));
}

async function seedOnce(db: Db, opts: BootstrapOptions): Promise<BootstrapResult> {
  return db.transaction().execute(async (tx) => {
    await sql`select pg_advisory_xact_lock(424243)`.execute(tx);
    const roles = await ensureRoles(tx);
    await ensureLeaveTypes(tx);
    const { n } = await tx
      .selectFrom('user')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    if (n > 0) return { created: false, logins: [] };

    const adminPassword = opts.adminPassword ?? generatePassword();
    await createUserWithEmployee(tx, {
      email: opts.adminEmail,
      password: adminPassword,
      roleId: roles.get(SUPER_ADMIN_ROLE)!,
      firstName: 'Charter',
      lastName: 'Admin',
      employeeCode: 'ADM001',
      position: 'System Administrator',
      // A generated password was printed and written to a file: it is temporary, to be replaced at
      // the first sign-in. One chosen through ADMIN_PASSWORD is the operator's own and stays.
      mustChangePassword: !opts.adminPassword,
    });
    const logins: Login[] = [
      {
        role: SUPER_ADMIN_ROLE,
        email: opts.adminEmail,
        password: opts.adminPassword ? '(ADMIN_PASSWORD)' : adminPassword,
        temporary: !opts.adminPassword,
      },
    ];
    if (opts.seedDemo) logins.push(...(await seedDemoCompany(tx, roles)));
    const generated = logins.filter((l) => !l.password.startsWith('('));
    const loginsFile =
      opts.dataDir && generated.length ? writeLogins(opts.dataDir, generated) : undefined;
    return { created: true, logins, loginsFile };
  });
}
