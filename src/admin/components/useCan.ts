/**
 * Whether the signed-in user holds a privilege; SuperAdmin holds them all (spec part 1 §1).
 *
 * @example
 *   const can = useCan();
 *   can('ADD_SHIFT_DURATION') // true | false
 */
import { SUPER_ADMIN_ROLE } from '../../shared/roles.ts';
import { privilegesOf, roleNameOf, useSessionUser } from '../providers/session.ts';

export function useCan(): (privilege: string) => boolean {
  const user = useSessionUser();
  const held = privilegesOf(user);
  const superAdmin = roleNameOf(user) === SUPER_ADMIN_ROLE;
  return (privilege) => superAdmin || held.includes(privilege);
}
