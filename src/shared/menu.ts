/**
 * The side bar's configuration (resources/menu.json) and its check: the file's own JSON Schema, then
 * every privilege against the catalogue. Returns readable problems naming the entry, never throws, so
 * the generator, the server and CI can all report them.
 */
import type { Ajv } from 'ajv';
import menuSchema from '../../resources/menu.schema.json' with { type: 'json' };
import { isPrivilege } from './privileges.ts';

export type MenuItem = { label: string; route: string; privilege: string | null };
export type MenuGroup = {
  id: string;
  label: string;
  icon?: string;
  superAdminOnly?: boolean;
  items: MenuItem[];
};
export type MenuConfig = { groups: MenuGroup[] };

export function checkMenu(menu: unknown, ajv: Ajv): string[] {
  const validate = ajv.compile(menuSchema);
  if (!validate(menu)) {
    return (validate.errors ?? []).map(
      (e) => `resources/menu.json${e.instancePath || ''}: ${e.message}`,
    );
  }
  const problems: string[] = [];
  const ids = new Set<string>();
  for (const group of (menu as MenuConfig).groups) {
    if (ids.has(group.id)) problems.push(`resources/menu.json: group "${group.id}" appears twice`);
    ids.add(group.id);
    for (const item of group.items) {
      if (item.privilege !== null && !isPrivilege(item.privilege)) {
        problems.push(
          `resources/menu.json: "${group.label} › ${item.label}" needs unknown privilege "${item.privilege}"`,
        );
      }
    }
  }
  return problems;
}
