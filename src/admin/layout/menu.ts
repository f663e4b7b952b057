/**
 * The side bar's data as the console sees it: the groups the server sent for this user (useMenu.ts),
 * their labels in the user's language, and the group holding the current route. The console holds
 * no copy of resources/menu.json and filters nothing: the server decides who sees what.
 *
 * @example
 *   const label = useMenuLabel();
 *   label({ label: 'Department List' }) // 'विभाग सूची' in Hindi
 */
import { useTranslate } from 'react-admin';
import type { ServedMenuGroup } from '../../shared/menu.ts';
import { menuLabelKey } from '../../shared/menuLabels.ts';

export type {
  ServedMenuGroup as MenuGroup,
  ServedMenuItem as MenuItem,
} from '../../shared/menu.ts';

/**
 * A group's or entry's label in the user's language, by the key its text gives
 * (`menu.department_list`); a label no catalogue knows (an entry ops added) shows as written.
 */
export function useMenuLabel(): (entry: { label: string }) => string {
  const translate = useTranslate();
  return ({ label }) => {
    const key = menuLabelKey(label);
    return key ? translate(key, { _: label }) : label;
  };
}

/** The group holding the route, so the side bar opens it. */
export const groupOfRoute = (groups: ServedMenuGroup[], pathname: string): string | undefined =>
  groups.find((g) => g.items.some((item) => item.route === pathname))?.id;
