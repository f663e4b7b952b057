// The phone card of every generated list (issue #21 §1): each schema's x-list columns land on the
// card (picture, primary, secondary or a labelled line), none is lost, and every column holding
// row actions gets its own line so its actions stay beside its value.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSchemas, validateDialect } from '../../scripts/generate/core.ts';
import { registry } from '../../src/generated/registry.ts';
import { cardLayout, sortableColumns } from '../../src/admin/schema/list/cardLayout.ts';
import type { ListHints } from '../../src/shared/dialect.ts';

const lists = Object.entries(registry).flatMap(([name, schema]) => {
  const hints = schema['x-list'] as ListHints | undefined;
  if (!hints) return [];
  const views = Object.entries(hints.views ?? {}).map(([view, v]) => ({
    name: `${name}.${view}`,
    hints,
    columns: v.columns ?? hints.columns,
  }));
  return [{ name, hints, columns: hints.columns }, ...views];
});

describe('the phone card layout', () => {
  it('places every column of every generated list exactly once', () => {
    expect(lists.length).toBeGreaterThan(10);
    for (const { name, hints, columns } of lists) {
      const card = cardLayout(hints, columns);
      const placed = [card.picture, ...card.primary, ...card.secondary, ...card.details].filter(
        Boolean,
      );
      expect([...placed].sort(), name).toEqual([...columns].sort());
      expect(card.primary.length, name).toBeGreaterThan(0);
    }
  });

  it('gives every column with row actions a labelled line of its own', () => {
    for (const { name, hints, columns } of lists) {
      const card = cardLayout(hints, columns);
      for (const action of Object.values(hints.rowActions ?? {}))
        if (
          action.column &&
          columns.includes(action.column) &&
          !card.primary.includes(action.column)
        )
          expect(card.details, name).toContain(action.column);
    }
  });

  it('lays out the employee list as avatar, name, then email and code', () => {
    const hints = registry.employee['x-list'] as ListHints;
    expect(cardLayout(hints, hints.columns)).toEqual({
      picture: 'profileImage',
      primary: ['firstName'],
      secondary: ['user', 'employeeCode'],
      details: ['departments'],
    });
  });

  it('offers the sortable headers of a table to the phone, none where sortChoices rule', () => {
    const department = registry.department['x-list'] as ListHints;
    expect(sortableColumns(department, department.columns)).toEqual(['department', 'description']);
    const employee = registry.employee['x-list'] as ListHints;
    expect(sortableColumns(employee, employee.columns)).toEqual([]);
  });

  it('puts the names x-list.card declares first, skipping those a view does not show', () => {
    const hints = {
      columns: ['employeeFirstName', 'employeeLastName', 'leaveType', 'startDate', 'status'],
      card: {
        primary: ['employeeFirstName', 'employeeLastName'],
        secondary: ['leaveType', 'status'],
      },
    } as ListHints;
    expect(cardLayout(hints, hints.columns)).toEqual({
      picture: undefined,
      primary: ['employeeFirstName', 'employeeLastName'],
      secondary: ['leaveType', 'status'],
      details: ['startDate'],
    });
    // A view without the employee's name: the default title, the declared secondary left over.
    expect(cardLayout(hints, ['leaveType', 'startDate', 'status'])).toEqual({
      picture: undefined,
      primary: ['leaveType'],
      secondary: ['status'],
      details: ['startDate'],
    });
  });

  it('is refused by the generator when x-list.card names no property', () => {
    const loaded = loadSchemas(path.resolve(import.meta.dirname, '../../schemas'));
    const leave = loaded.find((l) => l.stem === 'leaveRequest')!;
    (leave.schema as { 'x-list': ListHints })['x-list'].card = { primary: ['employeeName'] };
    expect(validateDialect(loaded).map((e) => e.reason)).toEqual([
      'x-list.card.primary names "employeeName", which is not a property',
    ]);
  });
});
