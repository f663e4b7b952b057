// Issue #37: toasts are for what a user did. The dialect has no way left to toast a list's load
// (x-list.views.<name>.loaded, which greeted the approver list with 'Leaves fetched Successfully'):
// the generator refuses it, naming the file and the view.
import path from 'node:path';
import { expect, it } from 'vitest';
import { formatError, loadSchemas, validateDialect } from '../../scripts/generate/core.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

it("refuses a view's load toast, and accepts the view without it", () => {
  const schemas = loadSchemas(path.join(ROOT, 'schemas'));
  expect(validateDialect(schemas)).toEqual([]);
  const leave = schemas.find((s) => s.stem === 'leaveRequest')!;
  // Loose on purpose: the test adds a keyword the dialect's types do not have.
  const views = (leave.schema as Record<string, any>)['x-list'].views;
  views.requested.loaded = 'Leaves fetched Successfully';
  const errors = validateDialect(schemas).map(formatError);
  expect(errors).toHaveLength(1);
  expect(errors[0]).toContain('leaveRequest.schema.json');
  expect(errors[0]).toContain('views/requested must NOT have additional properties');
});
