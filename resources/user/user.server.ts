// Login accounts (contract §2.1 U2–U5, §5.1 #6–#9, #13–#14). A user comes with a blank employee and
// its leave balances (user.account.server.ts); nobody hands out SuperAdmin or a role wider than their own, and nobody but a
// SuperAdmin touches a SuperAdmin; nobody deletes or deactivates themselves; a deactivated account's
// sessions end. The unique index on the folded email settles concurrent creates (409).
import {
  badRequest,
  conflict,
  defineHooks,
  endSessions,
  forbidden,
  formatLegacyDateTime,
  hashPassword,
  notFound,
  nullable,
  pageQuery,
  paging,
  SUPER_ADMIN_ROLE,
  schemaOf,
  type HookArgs,
  type PlainMessageCode,
} from '../../src/server/operations/hookApi.ts';
import {
  createAccount,
  signedInUser,
  userInfoPage,
  type NewAccount,
} from './user.account.server.ts';

const SUPER = { role: SUPER_ADMIN_ROLE };
const isSuper = (role: unknown) => role === SUPER_ADMIN_ROLE;
const roleRequired = 'Role is required';
// Step 1 of the wizard in the spec's words (part 2 §5); email and password rules are the schema's.
const newUserBody = () => ({
  type: 'object',
  additionalProperties: false,
  required: ['email', 'password', 'role'],
  properties: {
    email: schemaOf('user').properties!.email,
    password: schemaOf('user').properties!.password,
    role: {
      type: 'string',
      pattern: '\\S',
      maxLength: 100,
      errorMessage: { type: roleRequired, pattern: roleRequired, maxLength: roleRequired },
    },
  },
  errorMessage: {
    required: { email: 'Email is required', password: 'Password is required', role: roleRequired },
  },
});
const newUser = {
  type: 'object',
  properties: {
    userId: { type: 'integer' },
    email: { type: 'string' },
    createdAt: { type: 'string' },
    employeeId: { type: 'integer' },
  },
};
// U4: `Success` capitalised but `message` lower case (§1.3).
const userInfo = {
  type: 'object',
  properties: {
    employeeId: nullable('integer'),
    userId: { type: 'integer' },
    employeeCode: nullable('string'),
    email: { type: 'string' },
    employeeName: nullable('string'),
    profileImage: nullable('string'),
  },
};
const userInfoAnswer = {
  type: 'object',
  properties: {
    Success: { type: 'boolean' },
    message: { type: 'string' },
    Users: { type: 'array', items: userInfo },
    currentPage: { type: 'integer' },
    totalItems: { type: 'integer' },
    totalPages: { type: 'integer' },
  },
};
const activeQuery = {
  type: 'object',
  required: ['activeStatus'],
  properties: { activeStatus: { type: 'boolean' } },
  errorMessage: {
    required: { activeStatus: 'activeStatus is required.' },
    properties: { activeStatus: 'activeStatus must be true or false.' },
  },
};

/** The target of U3/U5, locked, after the rules they share. */
async function target({ principal, records }: HookArgs, userId: number, verb: string) {
  const user = await records.find('user', userId, { lock: true });
  if (!user) throw notFound('user.not_found');
  const role = user.roleId ? await records.find('role', user.roleId as number) : undefined;
  if (userId === principal?.userId) throw forbidden(`user.${verb}_own` as PlainMessageCode);
  if (isSuper(role?.role) && !isSuper(principal?.roleName))
    throw forbidden(`user.${verb}_super_admin` as PlainMessageCode, SUPER as never);
}

export const { actions, messages } = defineHooks({
  actions: {
    list: {
      write: false,
      envelope: 'bare',
      query: pageQuery(
        5,
        { sortBy: { type: 'string', maxLength: 64 } },
        {
          sortBy: 'sortBy must be a short text.',
        },
      ),
      payload: userInfoAnswer,
      message: (answer) =>
        (answer as { Users: unknown[] }).Users.length ? 'user.list_fetched' : 'user.none_found',
      run: async ({ query, tx }) => {
        const q = paging(query as { page: number; size: number; sortBy?: string });
        const { Users, total } = await userInfoPage(tx, q);
        const totalPages = Math.ceil(total / q.size);
        return {
          Success: true,
          message: '',
          Users,
          currentPage: q.page,
          totalItems: total,
          totalPages,
        };
      },
    },
    create: {
      get body() {
        return newUserBody();
      },
      payload: newUser,
      message: 'user.created',
      run: async ({ params, body, principal, records, tx, call }) => {
        const address = (body.email as string).trim();
        const name = (body.role as string).trim();
        const passwordHash = await hashPassword(body.password as string);
        if (!(await records.exists('organization', params.organizationId)))
          throw notFound('organization.not_found');
        const [role] = (await records.list('role', { where: { role: name }, limit: 1 })).rows;
        if (!role) throw badRequest('role.unknown', { role: name });
        if (isSuper(role.role) && !isSuper(principal?.roleName))
          throw forbidden('user.create_super_admin', SUPER);
        const granted = (Array.isArray(role.privilege) ? role.privilege : []) as string[];
        if (granted.some((p) => !principal?.privileges.includes(p)))
          throw forbidden('role.wider_than_caller');
        if (await records.exists('user', { email: address }, { ignoreCase: true }))
          throw conflict('user.email_taken');
        return createAccount(tx, call, {
          email: address,
          passwordHash,
          roleId: role.roleId as number,
          createdAt: formatLegacyDateTime(new Date()),
          createdBy: principal!.userId,
        });
      },
    },
    // Its employee and everything hanging from it go too; reviews they wrote keep a null reviewer.
    delete: {
      run: async ({ params: { userId }, ...args }) => {
        await target(args, userId, 'delete');
        await args.records.remove('user', userId);
      },
    },
    // Not in x-api, so never on the wire: the framework's directory sign-in and the CSV import
    // create an account through `call('user', 'createAccount', { body })` (as the system): the
    // account, its blank employee and its balances, checked by the caller beforehand.
    createAccount: {
      run: ({ body, call, tx }) => createAccount(tx, call, body as NewAccount),
    },
    // Not in x-api: the session's LoginUser (sign-in, GET /user/me, a password change), through
    // `call('user', 'signedInUser', { params: { userId } })`; undefined when the account is gone.
    signedInUser: {
      write: false,
      run: ({ params, tx }) => signedInUser(tx, params.userId),
    },
    // A token from before a deactivation does not come back to life when switched on again.
    setActiveStatus: {
      query: activeQuery,
      message: (active) => (active ? 'user.activated' : 'user.deactivated'),
      run: async ({ params: { userId }, ...args }) => {
        const active = args.query.activeStatus as boolean;
        await target(args, userId, active ? 'activate' : 'deactivate');
        await args.records.update('user', userId, { active });
        await endSessions(args.tx, userId);
        return active;
      },
    },
  },
  messages: { notFound: 'user.not_found', duplicate: 'user.email_taken' },
});
