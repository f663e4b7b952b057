// `x-column.from` (a column read through a reference) is checked by the generator: a path through
// a property without a reference, or to a column the other schema does not store, stops it with
// the file, the key and the reason.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSchemas, validateDialect, type LoadedSchema } from '../../scripts/generate/core.ts';

const SCHEMAS = path.resolve(import.meta.dirname, '../../schemas');
const read = (name: string) =>
  JSON.parse(fs.readFileSync(path.join(SCHEMAS, `${name}.schema.json`), 'utf8'));

/** The real schemas, the department's `managerFirstName` reading `from` instead. */
function withFrom(from: string, column: object = {}): LoadedSchema[] {
  const department = read('department');
  department.properties.managerFirstName['x-column'] = { stored: false, from, ...column };
  return loadSchemas(SCHEMAS).map((l) =>
    l.stem === 'department' ? { ...l, schema: department } : l,
  );
}

const reasons = (loaded: LoadedSchema[]) =>
  validateDialect(loaded).map((e) => `${e.file}: ${e.reason}`);

describe('x-column.from', { timeout: 120_000 }, () => {
  it('passes for the real schemas (department reads its manager names through managerId)', () => {
    expect(reasons(loadSchemas(SCHEMAS))).toEqual([]);
  });

  it.each([
    ['nobody.firstName', '"nobody" is not a property'],
    ['description.firstName', '"description" has no x-column.references'],
    ['managerId.nickname', '"nickname" is not a stored column of employee'],
    ['managerId.departments', '"departments" is not a stored column of employee'],
  ])('refuses %s: %s', (from, reason) => {
    expect(reasons(withFrom(from))).toEqual([
      expect.stringMatching(
        new RegExp(
          `^schemas/department\\.schema\\.json: properties\\.managerFirstName x-column\\.from "${from}": ${reason}$`,
        ),
      ),
    ]);
  });

  it('refuses a stored property with a from, and a path that is not property.column', () => {
    expect(reasons(withFrom('managerId.firstName', { stored: true }))).toEqual([
      expect.stringMatching(
        /managerFirstName x-column\.from "managerId\.firstName" needs "stored": false$/,
      ),
    ]);
    expect(reasons(withFrom('firstName'))[0]).toMatch(
      /^schemas\/department\.schema\.json: does not compile under the dialect: .*from/,
    );
  });
});
