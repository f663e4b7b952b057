/**
 * What the console lets a user try, from the schema's x-privileges. This only hides and disables
 * controls; the server refuses on its own (src/server/plugins/auth.ts).
 *
 * @example
 *   privilegeFor('skill', 'create') // 'ADD_SKILL'
 */
import type { ResourceName } from '../../generated/registry.ts';
import { routing } from '../../generated/routing.ts';
import { SUPER_ADMIN_ROLE } from '../../shared/roles.ts';

/** react-admin's action names mapped onto the dialect's. */
const ACTION_ALIASES: Record<string, string> = { edit: 'update', export: 'list' };

export function privilegeFor(resource: string, action: string): string | undefined {
  const schema = routing[resource as ResourceName];
  if (!schema) return undefined;
  const privileges = schema['x-privileges'];
  const name = ACTION_ALIASES[action] ?? action;
  // As the server's conventional REST route (routes/simpleRest.ts): who may list may open a record.
  if (name === 'show' && !privileges.show && !schema['x-api']) return privileges.list;
  if (name in privileges && name !== 'actions')
    return privileges[name as keyof typeof privileges] as string;
  return privileges.actions?.[name];
}

/** Deny by default: an unknown resource or an action the schema does not declare is not allowed. */
export function canAccessResource(
  user: { roleName: string | null; privileges: readonly string[] },
  resource: string,
  action: string,
): boolean {
  const needed = privilegeFor(resource, action);
  if (!needed) return false;
  if (user.roleName === SUPER_ADMIN_ROLE) return true;
  return user.privileges.includes(needed);
}
