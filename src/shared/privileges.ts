/**
 * The privilege catalogue (contract §4): the one list the server checks, the role screen shows and the
 * seed grants. It is the core list (corePrivileges.ts) joined with the privileges schemas declare in
 * `x-catalogue`, which `npm run generate` writes to src/generated/privileges.ts: so the catalogue is
 * fixed by the build, built once when this module loads, and frozen. An app serving a schema the
 * build did not generate does not start (buildApp names the unknown privileges). Groups are in the
 * order of the role screen's tabs, schema groups after the core ones.
 *
 * @example
 *   if (!isPrivilege(name)) throw new Error('unknown privilege');
 */
import { schemaPrivilegeGroups } from '../generated/privileges.ts';
import {
  CORE_PRIVILEGE_GROUPS,
  CORE_PRIVILEGES,
  type HIDDEN_PRIVILEGES,
} from './corePrivileges.ts';
import type { ResourceSchema } from './dialect.ts';

export {
  CORE_PRIVILEGE_DESCRIPTIONS,
  CORE_PRIVILEGE_GROUPS,
  CORE_PRIVILEGES,
  HIDDEN_PRIVILEGES,
} from './corePrivileges.ts';

type Core = typeof CORE_PRIVILEGE_GROUPS;
type Declared = typeof schemaPrivilegeGroups;
type NamesOf<T> = { [G in keyof T]: keyof T[G] & string }[keyof T];
export type Privilege = NamesOf<Core> | NamesOf<Declared> | keyof typeof HIDDEN_PRIVILEGES;
export type PrivilegeGroup = string;

/** Privileges by role-screen group, each with the description shown under it. */
export type PrivilegeGroups = Readonly<Record<PrivilegeGroup, Readonly<Record<string, string>>>>;

/** One build's catalogue; every part is frozen. */
export type PrivilegeCatalogue = {
  /** Role-screen groups: core first, then each schema-declared group (merged when shared). */
  readonly groups: PrivilegeGroups;
  /** Every distinct name: the core ones, then the schemas' own. */
  readonly all: readonly Privilege[];
  readonly has: (name: string) => name is Privilege;
};

/**
 * The core catalogue joined with `declared` (x-catalogue groups), frozen. A declared name that the
 * core already defines is skipped: the generator refuses it, and a core name is never shadowed.
 */
export function buildCatalogue(declared: PrivilegeGroups): PrivilegeCatalogue {
  const groups: Record<string, Record<string, string>> = Object.fromEntries(
    Object.entries(CORE_PRIVILEGE_GROUPS).map(([g, names]) => [g, { ...names }]),
  );
  const names = new Set<string>(CORE_PRIVILEGES);
  for (const [group, declaredNames] of Object.entries(declared)) {
    for (const [name, description] of Object.entries(declaredNames)) {
      if (CORE_PRIVILEGES.has(name)) continue;
      (groups[group] ??= {})[name] = description;
      names.add(name);
    }
  }
  for (const group of Object.values(groups)) Object.freeze(group);
  return Object.freeze({
    groups: Object.freeze(groups),
    all: Object.freeze([...names] as Privilege[]),
    // The set stays inside this closure, so nothing can add to it.
    has: (name: string): name is Privilege => names.has(name),
  });
}

/** The `x-catalogue` declarations of these schemas, by group. */
export function declaredGroups(schemas: readonly ResourceSchema[]) {
  const groups: Record<string, Record<string, string>> = {};
  for (const s of schemas) {
    const c = s['x-catalogue'];
    if (c) groups[c.group] = { ...groups[c.group], ...c.privileges };
  }
  return groups;
}

/** This build's catalogue: the core names and those of the generated schemas. */
export const PRIVILEGE_CATALOGUE = buildCatalogue(schemaPrivilegeGroups);

/** Role-screen groups: core first, then each schema-declared group (merged when shared). */
export const PRIVILEGE_GROUPS: PrivilegeGroups = PRIVILEGE_CATALOGUE.groups;

/**
 * Every distinct privilege name: the contract's 104, GET_AUDIT_LOG, RESET_USER_PASSWORD,
 * VIEW_SENSITIVE_EMPLOYEE_DATA and the schemas' own.
 */
export const ALL_PRIVILEGES: readonly Privilege[] = PRIVILEGE_CATALOGUE.all;

export const isPrivilege = PRIVILEGE_CATALOGUE.has;

/** Names these schemas declare that this build's catalogue lacks: none once they are generated. */
export const privilegesNotInCatalogue = (schemas: readonly ResourceSchema[]): string[] =>
  Object.values(declaredGroups(schemas))
    .flatMap((group) => Object.keys(group))
    .filter((name) => !isPrivilege(name));

/** The roles whose names carry UI meaning (roles.ts, which the sign-in code imports alone). */
export { EMPLOYEE_ROLE, MANAGER_ROLE, SUPER_ADMIN_ROLE } from './roles.ts';
