import { describe, expect, it } from 'vitest';
import { readList, resolvePath } from '../../src/admin/schema/dataProvider.ts';

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
