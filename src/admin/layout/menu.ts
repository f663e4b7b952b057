/**
 * Which side-bar entries a user sees (spec part 1 §1, §6). SuperAdmin gets the fixed full menu;
 * any other role sees an entry whose privilege is null or held, never a superAdminOnly group, and
 * no group left without entries.
 *
 * @example
 *   visibleMenu(menu, 'Manager', ['GET_ALL_ORGANIZATIONS']) // [{ id: 'organization', items: [Organization List] }, …]
 */
import { useTranslate } from 'react-admin';
import menuJson from '../../../resources/menu.json' with { type: 'json' };
import { registry } from '../../generated/registry.ts';
import {
  resolveMenu,
  type MenuFile,
  type MenuGroup as FileGroup,
  type MenuItem as FileItem,
} from '../../shared/menu.ts';
import { SUPER_ADMIN_ROLE } from '../../shared/privileges.ts';
import { menuGroupKey, menuItemKey } from '../../shared/schemaTexts.ts';

/** An entry with the catalogue key of its label (`menu.<groupId>.items.<n>.label`). */
export type MenuItem = FileItem & { labelKey?: string };
export type MenuGroup = Omit<FileGroup, 'items'> & { labelKey?: string; items: MenuItem[] };
export type MenuConfig = { groups: MenuGroup[] };

/**
 * resources/menu.json with resource entries resolved and hidden ones left out (checked at server
 * start and by `npm run generate -- --check` in CI, so it is never blank here). Each label keeps
 * the key `npm run generate` wrote for it, numbered by the entry's place in the file (hidden ones
 * included), so the side bar shows it in the user's language.
 */
export function keyedMenu(file: MenuFile): MenuConfig {
  const resolved = resolveMenu(file, Object.values(registry));
  return {
    groups: resolved.groups.map((group) => {
      const source = file.groups.find((g) => g.id === group.id)!;
      const keys = source.items
        .map((item, index) => ({ item, key: menuItemKey(group.id, index) }))
        .filter(({ item }) => !item.hidden)
        .map(({ key }) => key);
      return {
        ...group,
        labelKey: menuGroupKey(group.id),
        items: group.items.map((item, i) => ({ ...item, labelKey: keys[i]! })),
      };
    }),
  };
}

export const menuConfig: MenuConfig = keyedMenu(menuJson as MenuFile);

/** A group's or entry's label in the user's language (its English text where a key is missing). */
export function useMenuLabel(): (entry: { label: string; labelKey?: string }) => string {
  const translate = useTranslate();
  return (entry) => (entry.labelKey ? translate(entry.labelKey, { _: entry.label }) : entry.label);
}

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
