// What a login account is beyond its row (issue #38: moved from the hook API's services): an
// account comes with its person, the blank employee the wizard's second step fills, and that
// employee's leave balances; the user list and the signed-in profile show the employee's name and
// photo. user.server.ts offers these as actions, so the framework's sign-in and the CSV import
// reach them through `call`, never by name.
import {
  formatLegacyDateTime,
  imageLinkOf,
  rolesOf,
  type CallResource,
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
export async function createAccount(tx: Tx, call: CallResource, user: NewAccount) {
  const account = await insertAccount(tx, user);
  // Its person and that person's balances, through their resources' own operations: a consequence
  // of any account's creation, whoever creates it, so as the system.
  const { employeeId } = (await call(
    'employee',
    'blankForAccount',
    { body: { userId: account.userId } },
    { as: 'system' },
  )) as { employeeId: number };
  await call('leaveBalance', 'ensureBalances', { body: { employeeId } }, { as: 'system' });
  return { ...account, employeeId };
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
