// Roles and who may hand them out (contract §2.15, §5.1 #11–#12, §6.4 #48). A caller grants only
// privileges they hold; SuperAdmin and the caller's own role are out of reach; the last role able
// to manage roles keeps UPDATE_ROLE; a user's sessions end when their role changes or goes.
import {
  badRequest,
  conflict,
  defineHooks,
  endSessions,
  forbidden,
  isPrivilege,
  notFound,
  SUPER_ADMIN_ROLE,
  type Doc,
  type HookArgs,
  type Principal,
  type Records,
} from '../../src/server/operations/hookApi.ts';

const MANAGER = 'UPDATE_ROLE';
const SUPER = { role: SUPER_ADMIN_ROLE };
const isSuper = (name: unknown) =>
  String(name).trim().toLowerCase() === SUPER_ADMIN_ROLE.toLowerCase();
const privilegesOf = (role: Doc) =>
  (Array.isArray(role.privilege) ? role.privilege : []) as string[];
const view = {
  type: 'object',
  properties: {
    roleId: { type: 'integer' },
    role: { type: 'string' },
    privilege: { type: 'array', items: { type: 'string' } },
  },
};

/** Catalogue names only, each once; anything else is a 400 naming the culprits. */
function catalogued(names: string[]) {
  const unknown = names.filter((n) => !isPrivilege(n));
  if (unknown.length)
    throw badRequest('role.unknown_privilege', { privileges: unknown.slice(0, 5).join(', ') });
  return [...new Set(names)];
}

function mayGrant(caller: Principal | undefined, privileges: string[]) {
  const missing = privileges.filter((p) => !caller?.privileges.includes(p));
  if (missing.length)
    throw forbidden('role.grant_unheld', { privileges: missing.slice(0, 5).join(', ') });
}

/** Whether a role other than `roleId` can still manage roles (roles are few: read them all). */
async function anotherManager(records: Records, roleId: number) {
  const { rows } = await records.list('role', { limit: Number.MAX_SAFE_INTEGER });
  return rows.some((r) => r.roleId !== roleId && privilegesOf(r).includes(MANAGER));
}

/** R5/R6: one effective role per user, replaced; a new role ends the user's sessions. */
async function assign(
  { principal, records, tx }: HookArgs,
  userId: number,
  roleId: number,
  expectedOldRoleId?: number,
) {
  const user = await records.find('user', userId, { lock: true });
  if (!user) throw notFound('user.not_found');
  const held = user.roleId ? await records.find('role', user.roleId as number) : undefined;
  const role = await records.find('role', roleId, { lock: true });
  if (!role) throw notFound('role.not_found');
  if (expectedOldRoleId !== undefined && user.roleId !== expectedOldRoleId)
    throw conflict('role.not_held');
  if (userId === principal?.userId) throw forbidden('role.change_own');
  if (
    principal?.roleName !== SUPER_ADMIN_ROLE &&
    (isSuper(role.role) || held?.role === SUPER_ADMIN_ROLE)
  )
    throw forbidden('role.super_admin_grant', SUPER);
  mayGrant(principal, privilegesOf(role));
  if (user.roleId !== roleId) {
    // Direct, as the holders' unlinking below: nothing of the user's is skipped (directWrites.test.ts).
    await records.update('user', userId, { roleId });
    await endSessions(tx, userId);
  }
  return role;
}

export const { beforeChange, beforeDelete, actions, views, messages } = defineHooks({
  beforeChange: [
    async ({ operation, data, original, principal, records }) => {
      const name = typeof data.role === 'string' ? data.role.trim() : undefined;
      const listed = () => (Array.isArray(data.privilege) ? catalogued(data.privilege) : undefined);
      if (operation === 'create') {
        if (isSuper(name)) throw forbidden('role.super_admin_create', SUPER);
        const privilege = listed()!;
        mayGrant(principal, privilege);
        return { role: name, privilege };
      }
      const was = original!;
      if (isSuper(was.role)) throw forbidden('role.super_admin_edit', SUPER);
      if (principal?.roleId === was.roleId) throw forbidden('role.own_change');
      if (name !== undefined && isSuper(name)) throw forbidden('role.rename_super_admin', SUPER);
      const privilege = listed();
      if (privilege) {
        // Privileges the role already has may stay, held by the caller or not.
        mayGrant(
          principal,
          privilege.filter((p) => !privilegesOf(was).includes(p)),
        );
        const dropsManager = privilegesOf(was).includes(MANAGER) && !privilege.includes(MANAGER);
        if (dropsManager && !(await anotherManager(records, was.roleId as number)))
          throw conflict('role.last_manager_keep');
      }
      return { ...(name !== undefined && { role: name }), ...(privilege && { privilege }) };
    },
  ],
  beforeDelete: [
    async ({ id, principal, records, tx }) => {
      const role = await records.find('role', id, { lock: true });
      if (!role) throw notFound('role.not_found');
      if (isSuper(role.role)) throw conflict('role.super_admin_delete', SUPER);
      if (principal?.roleId === id) throw forbidden('role.own_delete');
      if (privilegesOf(role).includes(MANAGER) && !(await anotherManager(records, id)))
        throw conflict('role.last_manager_delete');
      // Losing one's role is a change of role: the holders are unlinked and their sessions end.
      // A direct write of the accounts' role: the user has no change hooks or rules it would skip
      // (tests/unit/directWrites.test.ts).
      const { rows } = await records.list('user', {
        where: { roleId: id },
        limit: Number.MAX_SAFE_INTEGER,
      });
      await records.updateWhere('user', { roleId: null }, { roleId: id });
      await endSessions(
        tx,
        rows.map((u) => u.userId as number),
      );
    },
  ],
  actions: {
    // Every role but SuperAdmin, in the order they were made.
    list: {
      write: false,
      payload: { type: 'array', items: view },
      run: async ({ records }) => {
        const { rows } = await records.list('role', {
          sort: { field: 'roleId' },
          limit: Number.MAX_SAFE_INTEGER,
        });
        return rows.filter((r) => r.role !== SUPER_ADMIN_ROLE);
      },
    },
    changeRole: {
      payload: view,
      message: 'role.changed',
      run: ({ params, ...args }) => assign(args, params.userId, params.newRoleId, params.oldRoleId),
    },
    assignRole: {
      payload: view,
      message: 'role.assigned',
      run: ({ params, ...args }) => assign(args, params.userId, params.roleId),
    },
  },
  views: { create: { payload: view }, update: { payload: view }, delete: { payload: view } },
  messages: {
    notFound: 'role.not_found',
    duplicate: 'role.name_taken',
    created: 'role.created',
    updated: 'role.updated',
    deleted: 'role.deleted',
  },
});
