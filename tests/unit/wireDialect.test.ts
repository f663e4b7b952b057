import { describe, expect, it } from 'vitest';
import { readList, resolvePath } from '../../src/admin/schema/contractWire.ts';

const op = (key?: string) => ({ method: 'GET' as const, path: '/x', status: 200, key });

describe('reading the contract list shapes', () => {
  const rows = [{ a: 1 }, { a: 2 }];
  it('reads a bare Page object', () => {
    expect(readList(op('content'), { content: rows, totalElements: 12 })).toEqual({
      rows,
      total: 12,
    });
  });
  it('reads a bare array', () => {
    expect(readList(op(), rows)).toEqual({ rows, total: 2 });
  });
  it('reads an array under an envelope key with its own totalItems', () => {
    expect(
      readList(op('leaveRequests'), { Success: true, leaveRequests: rows, totalItems: 40 }),
    ).toEqual({ rows, total: 40 });
  });
  it('reads a Page under an envelope key', () => {
    expect(
      readList(op('Branches'), { success: true, Branches: { content: rows, totalElements: 7 } }),
    ).toEqual({ rows, total: 7 });
  });
  it('refuses a shape it does not know instead of showing an empty list', () => {
    expect(() => readList(op('content'), { message: 'nope' })).toThrow(/shape/);
  });
});

describe('resolvePath', () => {
  it('fills placeholders and escapes them', () => {
    expect(resolvePath('/skill/{skillId}', { skillId: 4 })).toBe('/api/v1/skill/4');
    expect(resolvePath('/x/{name}', { name: 'a/b' })).toBe('/api/v1/x/a%2Fb');
  });
});

describe('listAction routes a declared list filter to its x-api action', () => {
  it('lists an organisation’s departments, the unassigned ones, or all', async () => {
    const { listAction } = await import('../../src/admin/schema/contractWire.ts');
    const { registry } = await import('../../src/generated/registry.ts');
    expect(listAction(registry.department, { organizationId: 3 })).toBe('ofOrganization');
    expect(listAction(registry.department, { organizationId: 'unassigned' })).toBe(
      'unassignedOfOrganization',
    );
    expect(listAction(registry.department, {})).toBe('list');
    expect(listAction(registry.skill, { skill: 'x' })).toBe('list');
  });
});

describe('x-list cell values', () => {
  it('truncates only past the threshold, to the declared length, and marks only a real cut', async () => {
    const { truncate } = await import('../../src/admin/schema/list/paths.ts');
    const rule = { length: 50, over: 20 };
    expect(truncate('a'.repeat(20), rule)).toBe('a'.repeat(20));
    // Issue #23 §3: text no longer than the cut-off is shown whole, without '...'.
    expect(truncate('a'.repeat(21), rule)).toBe('a'.repeat(21));
    expect(truncate('a'.repeat(50), rule)).toBe('a'.repeat(50));
    expect(truncate('a'.repeat(51), rule)).toBe(`${'a'.repeat(50)}...`);
    expect(truncate('a'.repeat(60), rule)).toBe(`${'a'.repeat(50)}...`);
  });
  it('fills action parameters from the choice, the record and the filter', async () => {
    const { actionParams } = await import('../../src/admin/schema/list/paths.ts');
    const record = { departmentId: 5, organizations: [{ organizationId: 3 }] };
    expect(
      actionParams(
        {
          kind: 'unassign',
          label: 'x',
          params: { organizationId: 'record.organizations.0.organizationId' },
        },
        { record, filter: {} },
      ),
    ).toMatchObject({ departmentId: 5, organizationId: 3 });
    expect(
      actionParams(
        { kind: 'assign', label: 'x', params: { branchId: 'choice' } },
        { record, filter: {}, choice: '8' },
      ),
    ).toMatchObject({ departmentId: 5, branchId: '8' });
  });
});
