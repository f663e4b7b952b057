// What the employee table needs beyond its schema (src/server/db/declare.ts): the list's orders and
// name search as expression indexes, and how many employees each department has, kept by triggers.
import { sql } from 'kysely';
import { defineDatabase, type TallySpec } from '../../src/server/db/declare.ts';

const NAME = `lower(coalesce("firstName", '')), lower(coalesce("lastName", ''))`;
const FULL_NAME = `lower(coalesce("firstName", '') || ' ' || coalesce("lastName", ''))`;

/**
 * How many employees each department has (and how many have none), so a list's total and the
 * dashboard's headcount read a few hundred rows instead of the whole table: the first page read
 * after any write counted 100,000 rows (34 ms on the embedded database), which made that read grow
 * with the company (bench/RESULTS.md). One row per `departmentKey` (the department's id, 0 for none).
 */
export const EMPLOYEE_TALLY: TallySpec = {
  name: 'employee_tally',
  table: 'employeeTally',
  keyColumn: 'departmentKey',
  keyType: 'bigint',
  source: 'employee',
  id: 'employeeId',
  key: (r) => `coalesce(${r}."departmentId", 0)`,
};

export const database = defineDatabase({
  indexes: [
    // The list sorted by name (lower(first), lower(last), id), whole and per department, with the
    // name columns included so the page's ids come from an index-only scan; by id per department.
    {
      name: 'ix_employee_name_order',
      table: 'employee',
      definition: `(${NAME}, "employeeId") include ("firstName", "lastName")`,
    },
    {
      name: 'ix_employee_department_order',
      table: 'employee',
      definition: `("departmentId", "employeeId")`,
    },
    {
      name: 'ix_employee_department_name_order',
      table: 'employee',
      definition: `("departmentId", ${NAME}, "employeeId") include ("firstName", "lastName")`,
    },
    // Name search: a trigram index for `like '%term%'` (pg_trgm ships with PostgreSQL and is loaded
    // into PGlite by database.ts); left out where the extension cannot be created.
    {
      name: 'ix_employee_name_trgm',
      table: 'employee',
      definition: `using gin (${FULL_NAME} gin_trgm_ops)`,
    },
  ],
  tallies: [EMPLOYEE_TALLY],
  steps: [
    {
      // Signed image links name the stored image's version (uploads/imageLinks.ts `imageVersion`:
      // the first 20 hex digits of its SHA-256); photos stored before it get theirs. (Shipped with
      // the logos' in one step; the logos' is organization.database.ts's.)
      name: '2026-11-25-image-versions',
      run: async (tx) => {
        await sql`update "employee" set "photoVersion" = left(encode(sha256("photo"), 'hex'), 20)
          where "photo" is not null and "photoVersion" is null`.execute(tx);
      },
    },
  ],
});
