/**
 * Which side-bar entries a user sees (spec part 1 §1, §6). SuperAdmin gets the fixed full menu;
 * any other role sees an entry whose privilege is null or held, never a superAdminOnly group, and
 * no group left without entries.
 *
 * @example
 *   visibleMenu(menu, 'Manager', ['GET_ALL_ORGANIZATIONS']) // [{ id: 'organization', items: [Organization List] }, …]
 */
import menuJson from '../../../resources/menu.json' with { type: 'json' };
import { registry } from '../../generated/registry.ts';
import { resolveMenu, type MenuConfig, type MenuFile, type MenuGroup } from '../../shared/menu.ts';
import { SUPER_ADMIN_ROLE } from '../../shared/privileges.ts';

export type { MenuConfig, MenuGroup, MenuItem } from '../../shared/menu.ts';

/**
 * resources/menu.json with resource entries resolved and hidden ones left out (checked at server
 * start and by `npm run generate -- --check` in CI, so it is never blank here).
 */
export const menuConfig: MenuConfig = resolveMenu(menuJson as MenuFile, Object.values(registry));

export function visibleMenu(
  menu: MenuConfig,
  roleName: string | null | undefined,
  privileges: readonly string[],
): MenuGroup[] {
  if (roleName === SUPER_ADMIN_ROLE) return menu.groups;
  const held = new Set(privileges);
  return menu.groups
    .filter((group) => !group.superAdminOnly)
    .map((group) => ({
      ...group,
      items: group.items.filter((item) => item.privilege === null || held.has(item.privilege)),
    }))
    .filter((group) => group.items.length > 0);
}

/** The group holding the route, so the side bar opens it. */
export const groupOfRoute = (groups: MenuGroup[], pathname: string): string | undefined =>
  groups.find((g) => g.items.some((item) => item.route === pathname))?.id;
