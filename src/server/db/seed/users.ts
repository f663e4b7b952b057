/** The login users the first start and the demo company create, each with its employee row. */
import { hashPassword } from '../../auth/password.ts';
import { formatLegacyDateTime } from '../../http/wire.ts';
import type { Db } from '../database.ts';

/** `temporary`: the password must be replaced at the first sign-in (the generated SuperAdmin's). */
export type Login = { role: string; email: string; password: string; temporary?: boolean };

/** Creates a login user and the employee row that goes with it (contract §5.1 #8). */
export async function createUserWithEmployee(
  db: Db,
  u: {
    email: string;
    password: string;
    roleId: number;
    firstName: string;
    lastName: string;
    /** A temporary password: the user must set their own at the first sign-in. */
    mustChangePassword?: boolean;
  } & Record<string, unknown>,
) {
  const { email, password, roleId, firstName, lastName, mustChangePassword, ...employee } = u;
  const user = await db
    .insertInto('user')
    .values({
      email,
      passwordHash: await hashPassword(password),
      roleId,
      active: true,
      createdAt: formatLegacyDateTime(new Date()),
      mustChangePassword: mustChangePassword === true,
    })
    .returning(['userId'])
    .executeTakeFirstOrThrow();
  const emp = await db
    .insertInto('employee')
    .values({
      userId: user.userId,
      firstName,
      lastName,
      attributes: JSON.stringify({}),
      ...employee,
    })
    .returning(['employeeId'])
    .executeTakeFirstOrThrow();
  return { userId: user.userId as number, employeeId: emp.employeeId as number };
}
