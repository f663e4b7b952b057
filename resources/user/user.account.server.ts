// What a login account is beyond its row (issue #38: moved from the hook API's services): an
// account comes with its person, the blank employee the wizard's second step fills, and that
// employee's leave balances; the user list and the signed-in profile show the employee's name and
// photo. user.server.ts offers these as actions, so the framework's sign-in and the CSV import
// reach them through `call`, never by name.
import {
  ensureLeaveBalances,
  formatLegacyDateTime,
  imageLinkOf,
  type Doc,
  type Records,
  type Tx,
} from '../../src/server/operations/hookApi.ts';
import {
  findProfile,
  insertAccount,
  pageUserInfo,
  type AccountSort,
} from './user.queries.server.ts';

export type NewAccount = Parameters<typeof insertAccount>[1];

/** The login account with its blank employee (contract §5.1 #8) and its leave balances. */
export async function createAccount(tx: Tx, records: Records, user: NewAccount) {
  const account = await insertAccount(tx, user);
  // TODO(issue #38): the employee's own `create` is the wizard's details step (every field
  // required), so the blank record is written here until the employee resource offers a blank
  // create to `call`; the employee has no hooks that run on a create, so nothing is skipped.
  const employee = await records.insert('employee', { userId: account.userId, attributes: {} });
  // TODO(issue #38): `call('leaveBalance', …)` once the leave balances' operation exists.
  await ensureLeaveBalances(tx, employee.employeeId as number);
  return { ...account, employeeId: Number(employee.employeeId) };
}

/** The user list's `sortBy`, as the employee list reads it. */
const sortOf = (sortBy: string | undefined): AccountSort => {
  const s = (sortBy ?? '').toLowerCase();
  return s === 'createdat' ? 'createdAt' : s === 'name' ? 'name' : 'storage';
};

/** A page of UserInfo (contract §3.2): the account, its employee's code, name and photo link. */
export async function userInfoPage(tx: Tx, q: { page: number; size: number; sortBy?: string }) {
  const { items, total } = await pageUserInfo(tx, {
    sort: sortOf(q.sortBy),
    offset: q.page * q.size,
    limit: q.size,
  });
  const Users = items.map(({ firstName, lastName, photoVersion, ...u }) => ({
    ...u,
    profileImage:
      u.employeeId != null
        ? imageLinkOf('employee', { employeeId: u.employeeId, photoVersion })
        : null,
    employeeName: [firstName, lastName].filter(Boolean).join(' ') || null,
  }));
  return { Users, total };
}

/** The account's one role as the LoginUser lists it (none without a role). */
const rolesOf = (u: Doc) =>
  u.roleId != null
    ? [
        {
          roleId: u.roleId as number,
          role: u.role as string,
          privilege: (Array.isArray(u.privilege) ? u.privilege : []) as string[],
        },
      ]
    : [];

/**
 * The LoginUser shape (contract §3.1) plus the person's own profile fields (§6.1 #16), or
 * undefined when the account is gone.
 */
export async function signedInUser(tx: Tx, userId: number) {
  const profile = await findProfile(tx, userId);
  if (!profile) return undefined;
  const { user, addresses, departments } = profile;
  return {
    userId: user.userId,
    employeeId: user.employeeId ?? null,
    employeeCode: user.employeeCode ?? null,
    email: user.email,
    active: user.active,
    createdAt:
      typeof user.createdAt === 'string' ? user.createdAt : formatLegacyDateTime(new Date()),
    roles: rolesOf(user),
    managerId: null,
    firstName: user.firstName ?? null,
    lastName: user.lastName ?? null,
    gender: user.gender ?? null,
    profileImage:
      user.employeeId != null
        ? imageLinkOf('employee', { employeeId: user.employeeId, photoVersion: user.photoVersion })
        : null,
    contact: user.contact ?? null,
    dateOfBirth: user.dateOfBirth ?? null,
    position: user.position ?? null,
    joinDate: user.joinDate ?? null,
    attributes: {},
    addresses,
    departments: departments.map((d) => ({ ...d, attributes: d.attributes ?? {} })),
  };
}
