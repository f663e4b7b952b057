/**
 * The side bar's configuration (resources/menu.json): its check and its resolution. The check runs
 * the file's own JSON Schema, then every entry against the catalogue (privilege), the schemas
 * (resource) and the console's screens (route); each problem names the file, the entry and the
 * reason, and never throws, so the server (refuses to start), the generator (CI) and the tests all
 * report them. Resolution turns `resource` entries into routes and privileges and drops hidden
 * entries and groups, so the side bar only ever sees plain `{ label, route, privilege }` items.
 *
 * @example
 *   const problems = checkMenu(menuJson, createAjv(), Object.values(registry));
 *   const menu = resolveMenu(menuJson as MenuFile, Object.values(registry));
 */
import type { Ajv } from 'ajv';
import menuSchema from '../../resources/menu.schema.json' with { type: 'json' };
import type { ResourceSchema } from './dialect.ts';
import { isPrivilege } from './privileges.ts';
import { isKnownRoute, knownRoutes, resourceRoutes, screenResources } from './screens.ts';

export const MENU_FILE = 'resources/menu.json';

export type MenuItem = { label: string; route: string; privilege: string | null };
export type MenuGroup = {
  id: string;
  label: string;
  icon?: string;
  superAdminOnly?: boolean;
  items: MenuItem[];
};
export type MenuConfig = { groups: MenuGroup[] };

/** An entry as written in the file: a route and privilege, or a resource's generated screen. */
export type MenuFileItem = {
  label: string;
  route?: string;
  privilege?: string | null;
  resource?: string;
  view?: 'list' | 'create';
  hidden?: boolean;
};
export type MenuFileGroup = Omit<MenuGroup, 'items'> & { hidden?: boolean; items: MenuFileItem[] };
export type MenuFile = { groups: MenuFileGroup[] };

const bySchema = (schemas: readonly ResourceSchema[]) =>
  new Map(schemas.map((s) => [s['x-resource'], s]));

/** The route and privilege a `resource` entry stands for. */
function resourceEntry(item: MenuFileItem, schema: ResourceSchema): MenuItem {
  const view = item.view ?? 'list';
  const privileges = schema['x-privileges'];
  return {
    label: item.label,
    route: resourceRoutes(schema['x-resource'])[view],
    privilege: item.privilege !== undefined ? item.privilege : (privileges[view] ?? null),
  };
}

/** Where an entry sits, in words a person finds in the file. */
const entryName = (group: { label?: string; id?: string } | undefined, item?: { label?: string }) =>
  `"${group?.label ?? group?.id ?? '?'}${item ? ` › ${item.label ?? '?'}` : ''}"`;

function schemaProblems(menu: unknown, ajv: Ajv): string[] {
  const validate = ajv.compile(menuSchema);
  if (validate(menu)) return [];
  const groups = (menu as { groups?: unknown[] } | null)?.groups;
  return (validate.errors ?? []).map((e) => {
    const at = /^\/groups\/(\d+)(?:\/items\/(\d+))?/.exec(e.instancePath);
    const group = at ? (groups?.[Number(at[1])] as MenuFileGroup | undefined) : undefined;
    const item = at?.[2] !== undefined ? group?.items?.[Number(at[2])] : undefined;
    const where = at ? ` ${entryName(group, at[2] !== undefined ? (item ?? {}) : undefined)}` : '';
    return `${MENU_FILE}${e.instancePath}${where}: ${e.message}`;
  });
}

export function checkMenu(menu: unknown, ajv: Ajv, schemas: readonly ResourceSchema[]): string[] {
  const structural = schemaProblems(menu, ajv);
  if (structural.length) return structural;
  const problems: string[] = [];
  const ids = new Set<string>();
  const schemaOf = bySchema(schemas);
  const screens = new Set(screenResources(schemas));
  const routes = knownRoutes(schemas);
  for (const group of (menu as MenuFile).groups) {
    if (ids.has(group.id)) problems.push(`${MENU_FILE}: group "${group.id}" appears twice`);
    ids.add(group.id);
    for (const item of group.items) {
      const fail = (reason: string) =>
        problems.push(`${MENU_FILE}: ${entryName(group, item)}: ${reason}`);
      if (item.resource !== undefined) {
        if (item.route !== undefined) fail('has both a route and a resource; keep one');
        const schema = schemaOf.get(item.resource);
        if (!schema)
          fail(`unknown resource "${item.resource}" (no schemas/${item.resource}.schema.json)`);
        else if (!screens.has(item.resource))
          fail(`resource "${item.resource}" has no generated screens (it declares an x-api wire)`);
        else if (resourceEntry(item, schema).privilege === null && item.privilege !== null)
          fail(`resource "${item.resource}" declares no ${item.view ?? 'list'} privilege`);
      } else if (item.view !== undefined) fail('has a view but no resource');
      else if (item.route !== undefined && !isKnownRoute(routes, item.route))
        fail(`unknown route "${item.route}" (no screen of the console is mounted there)`);
      const privilege = item.privilege;
      if (typeof privilege === 'string' && !isPrivilege(privilege))
        fail(`needs unknown privilege "${privilege}"`);
    }
  }
  return problems;
}

/** The menu the side bar shows: resource entries resolved, hidden entries and groups left out. */
export function resolveMenu(menu: MenuFile, schemas: readonly ResourceSchema[]): MenuConfig {
  const schemaOf = bySchema(schemas);
  return {
    groups: menu.groups
      .filter((g) => !g.hidden)
      .map(({ hidden: _hidden, items, ...group }) => ({
        ...group,
        items: items
          .filter((item) => !item.hidden)
          .map((item) => {
            const schema = item.resource ? schemaOf.get(item.resource) : undefined;
            if (schema) return resourceEntry(item, schema);
            return { label: item.label, route: item.route!, privilege: item.privilege ?? null };
          }),
      }))
      .filter((g) => g.items.length > 0),
  };
}
