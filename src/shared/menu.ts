/**
 * The side bar's configuration (resources/menu.json): its check, its resolution and who sees what.
 * The check runs the file's own JSON Schema, then every entry against the catalogue (privilege),
 * the schemas (resource), the console's screens (route) and icons (icon); each problem names the
 * file, the entry and the reason, and never throws, so the server (refuses to start), the generator
 * (CI) and the tests all report them. Resolution turns `resource` entries into routes and privileges
 * and drops hidden entries and groups; `visibleMenu` keeps what one caller may open. The server
 * reads the file at start and serves each caller its part (GET /api/v1/menu): the console never
 * bundles the file, so an edit needs a restart, not a rebuild.
 *
 * @example
 *   const problems = checkMenu(menuJson, createAjv(), Object.values(registry));
 *   const menu = resolveMenu(menuJson as MenuFile, Object.values(registry));
 *   visibleMenu(menu, 'Manager', ['GET_ALL_PROJECTS']) // [{ id: 'project', items: [Project List] }, …]
 */
import type { Ajv } from 'ajv';
import menuSchema from '../../resources/menu.schema.json' with { type: 'json' };
import type { ResourceSchema } from './dialect.ts';
import { parseJsonText } from './jsonText.ts';
import { isMenuIcon, MENU_ICONS } from './menuIcons.ts';
import { isPrivilege, SUPER_ADMIN_ROLE } from './privileges.ts';
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

/**
 * What GET /api/v1/menu answers: the groups and entries one caller may open, in the file's order,
 * without the privileges that chose them (the server decided; the console only shows).
 */
export type ServedMenuItem = { label: string; route: string };
export type ServedMenuGroup = { id: string; label: string; icon?: string; items: ServedMenuItem[] };
export type ServedMenu = { groups: ServedMenuGroup[] };

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

function schemaProblems(menu: unknown, ajv: Ajv, file: string): string[] {
  const validate = ajv.compile(menuSchema);
  if (validate(menu)) return [];
  const groups = (menu as { groups?: unknown[] } | null)?.groups;
  return (validate.errors ?? []).map((e) => {
    const at = /^\/groups\/(\d+)(?:\/items\/(\d+))?/.exec(e.instancePath);
    const group = at ? (groups?.[Number(at[1])] as MenuFileGroup | undefined) : undefined;
    const item = at?.[2] !== undefined ? group?.items?.[Number(at[2])] : undefined;
    const where = at ? ` ${entryName(group, at[2] !== undefined ? (item ?? {}) : undefined)}` : '';
    return `${file}${e.instancePath}${where}: ${e.message}`;
  });
}

/** Every problem of a parsed menu file, each naming `file` (as the reader knows it), entry, reason. */
export function checkMenu(
  menu: unknown,
  ajv: Ajv,
  schemas: readonly ResourceSchema[],
  file: string = MENU_FILE,
): string[] {
  const structural = schemaProblems(menu, ajv, file);
  if (structural.length) return structural;
  const problems: string[] = [];
  const ids = new Set<string>();
  const schemaOf = bySchema(schemas);
  const screens = new Set(screenResources(schemas));
  const routes = knownRoutes(schemas);
  for (const group of (menu as MenuFile).groups) {
    if (ids.has(group.id)) problems.push(`${file}: group "${group.id}" appears twice`);
    ids.add(group.id);
    if (group.icon !== undefined && !isMenuIcon(group.icon))
      problems.push(
        `${file}: ${entryName(group)}: unknown icon "${group.icon}" (the console ships ${MENU_ICONS.join(', ')})`,
      );
    for (const item of group.items) {
      const fail = (reason: string) =>
        problems.push(`${file}: ${entryName(group, item)}: ${reason}`);
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

/**
 * A menu file's text as the server reads it at start and the generator checks it: a syntax error
 * (with its line and column), or the check's problems, or the resolved menu.
 */
export function readMenu(
  text: string,
  file: string,
  ajv: Ajv,
  schemas: readonly ResourceSchema[],
): { problems: string[]; menu?: MenuConfig } {
  const parsed = parseJsonText(text, file);
  if (!parsed.ok) return { problems: [parsed.problem] };
  const problems = checkMenu(parsed.value, ajv, schemas, file);
  if (problems.length) return { problems };
  return { problems, menu: resolveMenu(parsed.value as MenuFile, schemas) };
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

/**
 * The groups one caller may open (spec part 1 §1, §6). SuperAdmin gets the whole menu; any other
 * role an entry whose privilege is null or held, never a superAdminOnly group, and no group left
 * without entries.
 */
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
