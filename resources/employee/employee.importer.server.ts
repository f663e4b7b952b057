/**
 * Importing employees = what the wizard does for each row, in the import's one transaction: the
 * sign-in account (email, role by name, a generated temporary password), its employee record with
 * the basic details (names, code, department by name, gender, contact, dates, position) and the
 * leave balances a new employee gets. The rules are the wizard's: the schemas' messages for cells; a
 * role must exist, may be SuperAdmin only for a SuperAdmin, and may hold only privileges the caller
 * holds; emails and employee codes are unique (within the file too). The temporary passwords are
 * answered once, to the importer, who hands them over; nothing else ever shows them. They are
 * temporary: each person must set their own at the first sign-in (plugins/auth.ts).
 */
import { randomBytes, randomInt } from 'node:crypto';
import {
  checkRow,
  compileOnFirstUse,
  createAjv,
  formatLegacyDateTime,
  hashPassword,
  RowError,
  schemaOf,
  SUPER_ADMIN_ROLE,
  type CellProblem,
  type Importer,
  type Tx,
  type JSONSchema7,
} from '../../src/server/operations/hookApi.ts';
import {
  codeTaken,
  departmentsNamed,
  emailTaken,
  findRoleByName,
} from './employee.importer.queries.server.ts';

const eProps = schemaOf('employee').properties as Record<string, JSONSchema7>;
const uProps = schemaOf('user').properties as Record<string, JSONSchema7>;

/** Every column this importer understands; x-list.import.columns picks from them. */
export const EMPLOYEE_IMPORT_COLUMNS = [
  'email',
  'role',
  'firstName',
  'lastName',
  'employeeCode',
  'department',
  'gender',
  'contact',
  'dateOfBirth',
  'position',
  'joinDate',
];
const REQUIRED = ['email', 'role', 'firstName', 'lastName', 'employeeCode', 'department'];
const DETAILS = [
  'firstName',
  'lastName',
  'employeeCode',
  'gender',
  'contact',
  'dateOfBirth',
  'position',
  'joinDate',
];

const named = (what: string) => ({
  type: 'string',
  maxLength: 100,
  errorMessage: {
    type: `${what} is required`,
    maxLength: `${what} must be at most 100 characters`,
  },
});

export const employeeRowSchema = {
  type: 'object',
  required: REQUIRED,
  properties: {
    email: uProps.email,
    role: named('Role'),
    department: named('Department'),
    ...Object.fromEntries(DETAILS.map((c) => [c, eProps[c]])),
  },
  errorMessage: {
    required: {
      email: 'Email is required',
      role: 'Role is required',
      firstName: 'First name is required',
      lastName: 'Last name is required',
      employeeCode: 'Employee code is required',
      department: 'Department is required',
    },
  },
};

type Row = Record<string, unknown> & {
  email: string;
  role: string;
  department: string;
  employeeCode: string;
};

/** 16 random characters plus one of each class the password policy asks for. */
export function temporaryPassword(): string {
  const pick = (s: string) => s[randomInt(s.length)];
  return `${randomBytes(12).toString('base64url')}${pick('ABCDEFGHJKLMNPQRSTUVWXYZ')}${pick('abcdefghijkmnpqrstuvwxyz')}${pick('23456789')}${pick('@$!%*?&')}`;
}

async function departmentId(tx: Tx, name: string): Promise<number | CellProblem> {
  const rows = await departmentsNamed(tx, name);
  if (rows.length === 1) return Number(rows[0].departmentId);
  return {
    column: 'department',
    message: rows.length
      ? `Several departments are named "${name}".`
      : `The department "${name}" does not exist.`,
  };
}

/** The importer of x-list.import's `columns` (ResourceHooks `importer`, run by src/server/import). */
export function employeeImporter(
  columns: string[],
  maxRows: number,
): Importer<Record<string, unknown>, Tx> {
  const unknown = columns.filter((c) => !EMPLOYEE_IMPORT_COLUMNS.includes(c));
  const missing = REQUIRED.filter((c) => !columns.includes(c));
  if (unknown.length || missing.length)
    throw new Error(
      `employee: x-list.import.columns: unknown ${unknown.join(', ') || '-'}; missing ${missing.join(', ') || '-'}`,
    );
  const validate = compileOnFirstUse(() =>
    createAjv({ strictTypes: false }).compile(employeeRowSchema),
  );
  const props = employeeRowSchema.properties as Record<string, JSONSchema7>;
  const passwords = new WeakMap<object, { password: string; hash: string }>();

  return {
    resource: 'employee',
    noun: 'employees',
    columns,
    required: REQUIRED,
    maxRows,
    uniqueColumn: 'email',
    uniqueMessage: 'A user with this email already exists.',
    check: (cells) => checkRow(cells, props, validate),
    async prepare(values) {
      await Promise.all(
        values.map(async (v) => {
          const password = temporaryPassword();
          passwords.set(v, { password, hash: await hashPassword(password) });
        }),
      );
    },
    async write(tx, value, { caller, dryRun, records, call }) {
      const row = value as Row;
      const problems: CellProblem[] = [];
      const role = await findRoleByName(tx, row.role);
      const held = new Set(caller.privileges);
      if (!role)
        problems.push({ column: 'role', message: `The role "${row.role}" does not exist.` });
      else if (role.role === SUPER_ADMIN_ROLE && caller.roleName !== SUPER_ADMIN_ROLE)
        problems.push({
          column: 'role',
          message: `Only a ${SUPER_ADMIN_ROLE} can create a ${SUPER_ADMIN_ROLE} user.`,
        });
      else if (((role.privilege as string[] | null) ?? []).some((p) => !held.has(p)))
        problems.push({
          column: 'role',
          message: 'You cannot give a user a role with privileges you do not hold.',
        });
      const department = await departmentId(tx, row.department);
      if (typeof department !== 'number') problems.push(department);
      if (await emailTaken(tx, row.email))
        problems.push({ column: 'email', message: 'A user with this email already exists.' });
      if (await codeTaken(tx, row.employeeCode))
        problems.push({
          column: 'employeeCode',
          message: 'An employee with this employee code already exists.',
        });
      if (problems.length) throw new RowError(problems);

      const secret = dryRun ? { password: '', hash: 'dry-run' } : passwords.get(value);
      if (!secret) throw new Error('import: password not prepared');
      // The account as the wizard creates it (user.server.ts: its blank employee and balances).
      const created = (await call('user', 'createAccount', {
        body: {
          email: row.email.trim(),
          passwordHash: secret.hash,
          roleId: Number(role!.roleId),
          createdAt: formatLegacyDateTime(new Date()),
          createdBy: caller.userId,
          // Temporary like a reset one: the importer saw it, so the person sets their own first.
          mustChangePassword: true,
        },
      })) as { email: string; employeeId: number };
      const details: Record<string, unknown> = { departmentId: department };
      for (const c of DETAILS)
        if (row[c] !== undefined)
          details[c] = typeof row[c] === 'string' ? (row[c] as string).trim() : row[c];
      await records.update('employee', created.employeeId, details);
      return {
        email: created.email,
        employeeId: created.employeeId,
        temporaryPassword: secret.password,
      };
    },
  };
}
