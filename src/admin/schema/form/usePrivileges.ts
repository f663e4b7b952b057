/**
 * The signed-in user's privileges as a synchronous check for widgets (the same rule as
 * authProvider.canAccess: the first role's privileges; SuperAdmin may do everything).
 *
 * @example
 *   const { can, canDo } = usePrivileges();
 *   can('UPLOAD_PROJECT_LOGO'); canDo('projectAttribute', 'create');
 */
import { useCallback } from 'react';
import { SUPER_ADMIN_ROLE } from '../../../shared/privileges.ts';
import { privilegesOf, roleNameOf, useSessionUser } from '../../providers/session.ts';
import { privilegeFor } from '../access.ts';

export function usePrivileges() {
  const user = useSessionUser();
  const can = useCallback(
    (privilege: string) =>
      roleNameOf(user) === SUPER_ADMIN_ROLE || privilegesOf(user).includes(privilege),
    [user],
  );
  const canDo = useCallback(
    (resource: string, action: string) => {
      const needed = privilegeFor(resource, action);
      return needed ? can(needed) : false;
    },
    [can],
  );
  return { can, canDo };
}
