// The masking function on top of pages read in full (resources/employee/employee.sensitive.server.ts): a holder gets the
// page itself, everyone else a masked copy that leaves the page untouched, and a caller whose own
// row is on the page that row in clear.
import { describe, expect, it } from 'vitest';
import { shapeAccountFor, shapeFor } from '../../resources/employee/employee.sensitive.server.ts';
import { maskText, SENSITIVE_PRIVILEGE } from '../../src/shared/sensitive.ts';

const row = (employeeId: number) => ({
  employeeId,
  firstName: `E${employeeId}`,
  adhaarNumber: '123456789012',
  panNumber: 'ABCDE1234F',
  uanNumber: null,
  salary: 50_000,
  account: { accountId: employeeId, accountNumber: '000111222333', ifsc: 'UTIB0000123' },
});
const remembered = () => ({ content: [row(1), row(2)], totalElements: 2 });
const holder = { privileges: [SENSITIVE_PRIVILEGE], employeeId: 99 };
const manager = { privileges: ['FIND_EMPLOYEE_BY_ID', 'GET_ALL_EMPLOYEES'], employeeId: 99 };

describe('shapeFor', () => {
  it('gives a holder the remembered page itself', () => {
    const page = remembered();
    expect(shapeFor(holder, page)).toBe(page);
  });

  it('gives everyone else a masked copy, never touching the page', () => {
    const page = remembered();
    const twin = shapeFor(manager, page);
    expect(shapeFor({ ...manager, employeeId: null }, page)).toEqual(twin);
    expect(twin.content[0]).toMatchObject({
      adhaarNumber: '********9012',
      panNumber: '******234F',
      uanNumber: null,
      salary: null,
      account: { accountNumber: '********2333', ifsc: 'UTIB0000123' },
    });
    expect(page.content[0].adhaarNumber).toBe('123456789012');
    expect(twin.totalElements).toBe(2);
  });

  it("keeps the caller's own row in clear", () => {
    const page = remembered();
    const mine = shapeFor({ ...manager, employeeId: 2 }, page);
    expect(mine.content[1]).toBe(page.content[1]);
    expect(mine.content[0].salary).toBeNull();
    const shown = { employee: row(2), organizations: [] };
    expect(shapeFor({ ...manager, employeeId: 2 }, shown)).toBe(shown);
    expect(shapeFor(manager, shown).employee.salary).toBeNull();
    expect(shapeFor(manager, row(3)).adhaarNumber).toBe('********9012');
  });

  it('masks a bare account by its owner', () => {
    const account = { accountNumber: '000111222333', bankName: 'Axis' };
    expect(shapeAccountFor(manager, 5, account).accountNumber).toBe('********2333');
    expect(shapeAccountFor({ ...manager, employeeId: 5 }, 5, account)).toBe(account);
  });

  it('writes the masked form: at most the last four characters stay', () => {
    expect(maskText('1234')).toBe('****');
    expect(maskText('12345')).toBe('*2345');
    expect(maskText('')).toBeNull();
  });
});
