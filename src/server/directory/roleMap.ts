/**
 * Roles from directory groups (issue #43): a configured map of group → role name, read in its own
 * order, so the first group of the map a person is in names their one role (list the widest first).
 * Groups compare ignoring case and spacing around commas, as LDAP compares DNs.
 */
import type { RoleMap } from './settings.ts';

const fold = (group: string) =>
  group
    .trim()
    .toLowerCase()
    .replace(/\s*,\s*/g, ',');

/** The role the first mapped group of `groups` names; undefined when none is mapped. */
export function mappedRole(map: RoleMap, groups: Iterable<string>): string | undefined {
  const held = new Set([...groups].map(fold));
  return map.find(([group]) => held.has(fold(group)))?.[1];
}

/** The role names a map hands out, once each (checked against the roles at start). */
export const rolesNamed = (map: RoleMap | undefined): string[] => [
  ...new Set((map ?? []).map(([, role]) => role)),
];
