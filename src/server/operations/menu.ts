/**
 * The menu one caller may open, computed on the server, the only authority: the console shows what
 * it is sent and never filters by itself. The privileges are read fresh for each request
 * (plugins/auth.ts), so a role edited a moment ago changes the next answer.
 */
import { visibleMenu, type MenuConfig, type ServedMenu } from '../../shared/menu.ts';
import type { Principal } from '../repositories/users.ts';

export function menuFor(
  menu: MenuConfig,
  caller: Pick<Principal, 'roleName' | 'privileges'>,
): ServedMenu {
  return {
    groups: visibleMenu(menu, caller.roleName, caller.privileges).map((group) => ({
      id: group.id,
      label: group.label,
      ...(group.icon ? { icon: group.icon } : {}),
      items: group.items.map(({ label, route }) => ({ label, route })),
    })),
  };
}
