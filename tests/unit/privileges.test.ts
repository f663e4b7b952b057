// The privilege catalogue is fixed by the build: the core names joined with the groups the generated
// schemas declare, built once and frozen, so no app or request can change what a role may hold.
import { describe, expect, it } from 'vitest';
import { registry } from '../../src/generated/registry.ts';
import type { ResourceSchema } from '../../src/shared/dialect.ts';
import {
  ALL_PRIVILEGES,
  buildCatalogue,
  CORE_PRIVILEGES,
  isPrivilege,
  PRIVILEGE_CATALOGUE,
  PRIVILEGE_GROUPS,
  privilegesNotInCatalogue,
} from '../../src/shared/privileges.ts';

describe('the privilege catalogue of this build', () => {
  it('holds the core names and those the generated schemas declare (holiday)', () => {
    expect(isPrivilege('GETALL_DEPARTMENTS')).toBe(true);
    expect(isPrivilege('GET_HOLIDAYS')).toBe(true);
    expect(PRIVILEGE_GROUPS.holiday).toHaveProperty('CREATE_HOLIDAY', 'Add a public holiday');
    expect(ALL_PRIVILEGES).toEqual(PRIVILEGE_CATALOGUE.all);
    expect(ALL_PRIVILEGES.slice(0, CORE_PRIVILEGES.size)).toEqual([...CORE_PRIVILEGES]);
    expect(new Set(ALL_PRIVILEGES).size).toBe(ALL_PRIVILEGES.length);
    expect(isPrivilege('NOT_A_PRIVILEGE')).toBe(false);
  });

  it('is frozen: its groups, their names and the list refuse changes', () => {
    expect(Object.isFrozen(PRIVILEGE_CATALOGUE)).toBe(true);
    expect(Object.isFrozen(PRIVILEGE_GROUPS)).toBe(true);
    expect(Object.isFrozen(ALL_PRIVILEGES)).toBe(true);
    for (const names of Object.values(PRIVILEGE_GROUPS)) expect(Object.isFrozen(names)).toBe(true);
    expect(() => {
      (PRIVILEGE_GROUPS as Record<string, Record<string, string>>).extra = { X: 'x' };
    }).toThrow(TypeError);
    expect(() => {
      (PRIVILEGE_GROUPS.holiday as Record<string, string>).SNEAKY = 'x';
    }).toThrow(TypeError);
    expect(() => (ALL_PRIVILEGES as string[]).push('SNEAKY')).toThrow(TypeError);
    expect(isPrivilege('SNEAKY')).toBe(false);
  });

  it('knows every privilege the generated schemas declare', () => {
    expect(privilegesNotInCatalogue(Object.values(registry))).toEqual([]);
  });

  it('names what an ungenerated schema declares, which buildApp refuses to serve', () => {
    const extra = {
      ...registry.holiday,
      'x-resource': 'asset',
      'x-catalogue': { group: 'asset', privileges: { GET_ASSETS: 'List assets' } },
    } as ResourceSchema;
    expect(privilegesNotInCatalogue([...Object.values(registry), extra])).toEqual(['GET_ASSETS']);
  });
});

describe('buildCatalogue', () => {
  it('joins declared groups after the core ones, merging a shared group, without shadowing a core name', () => {
    const catalogue = buildCatalogue({
      asset: { GET_ASSETS: 'List assets' },
      department: { ARCHIVE_DEPARTMENT: 'Archive a department', ADD_DEPARTMENT: 'Overridden?' },
    });
    const groups = Object.keys(catalogue.groups);
    expect(groups.at(-1)).toBe('asset');
    expect(catalogue.groups.department).toMatchObject({
      ADD_DEPARTMENT: 'Create a department',
      ARCHIVE_DEPARTMENT: 'Archive a department',
    });
    expect(catalogue.all.slice(-2)).toEqual(['GET_ASSETS', 'ARCHIVE_DEPARTMENT']);
    expect(catalogue.has('GET_ASSETS')).toBe(true);
    // Another build's catalogue is its own: this build's does not learn its names.
    expect(isPrivilege('GET_ASSETS')).toBe(false);
  });
});
