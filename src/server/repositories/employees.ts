/**
 * Employee rows: one by id, a search, a manager's reports, the skill and designation names of the
 * employee forms, and the photo. `findEmployeeRow` (like the list pages, employeePages.ts) reads
 * a row with everything it nests in one statement; operations/employeeShape.ts turns those rows
 * into Employee objects.
 */
import { sql } from 'kysely';
import { toBuffer, type Db } from '../db/database.ts';
import { runPrepared } from '../db/prepared.ts';
import { EMPLOYEE_COLUMNS, employeeStatement, likeLiteral } from './employeePages.ts';

type Row = Record<string, unknown>;

const e = (c: string) => `e.${c}`;

// ---- reading employees

/**
 * One employee's row with what its Employee object nests (`buildEmployees`), or undefined; with
 * `organizations`, also the organisations its department belongs to (EM5), as a JSON list
 * (`organizationId`, `organizationName`, `organizationDescription`, `attributes`, `logoVersion`). A named statement (db/prepared.ts): found by primary key, its
 * plan does not depend on the id, and planning its subqueries cost more than running them.
 */
export const findEmployeeRow = async (
  db: Db,
  employeeId: number,
  { organizations = false } = {},
): Promise<Row | undefined> =>
  (
    await runPrepared(
      db,
      employeeStatement(
        sql`e."employeeId" = ${employeeId}`,
        undefined,
        organizations ? ORGANIZATIONS : undefined,
      ),
    )
  )[0];

/** The organisations of the employee's department, as a column of the statement reading `e`. */
const ORGANIZATIONS = sql`coalesce((select json_agg(json_build_object(
    'organizationId', o."organizationId", 'organizationName', o."organizationName",
    'organizationDescription', o."organizationDescription", 'attributes', o.attributes,
    'logoVersion', o."logoVersion"))
  from department d join organization o on o."organizationId" = d."organizationId"
  where d."departmentId" = e."departmentId"), '[]'::json) as organizations`;

/** Employees whose "first last" contains the term, ignoring case; at most `limit`. */
export const searchEmployeeRows = (db: Db, term: string, limit: number) =>
  db
    .selectFrom('employee as e')
    .select(EMPLOYEE_COLUMNS.map(e))
    .where(
      sql<boolean>`lower(coalesce(e."firstName", '') || ' ' || coalesce(e."lastName", '')) like ${`%${likeLiteral(term.toLowerCase())}%`} escape '\\'`,
    )
    .orderBy('e.employeeId')
    .limit(limit)
    .execute() as Promise<Row[]>;

/** Employees of the departments the manager runs, the manager excluded. */
export const directReportRows = (db: Db, managerEmployeeId: number) =>
  db
    .selectFrom('employee as e')
    .innerJoin('department as d', 'd.departmentId', 'e.departmentId')
    .select(EMPLOYEE_COLUMNS.map(e))
    .where('d.managerId', '=', managerEmployeeId)
    .where('e.employeeId', '<>', managerEmployeeId)
    .orderBy('e.employeeId')
    .execute() as Promise<Row[]>;

/** Ids of the named rows of `skill` or `designation`, matched ignoring case and outer spaces. */
export async function idsByName(db: Db, table: 'skill' | 'designation', names: string[]) {
  const wanted = [...new Set(names.map((n) => n.trim().toLowerCase()))];
  if (!wanted.length) return { ids: [] as number[], unknown: [] as string[] };
  const rows = await db
    .selectFrom(table)
    .select([`${table}Id as id`, sql<string>`lower(btrim(${sql.ref(table)}))`.as('name')])
    .where(sql`lower(btrim(${sql.ref(table)}))`, 'in', wanted)
    .execute();
  const found = new Set(rows.map((r) => r.name as string));
  return {
    ids: [...new Set(rows.map((r) => Number(r.id)))],
    unknown: names.filter((n) => !found.has(n.trim().toLowerCase())),
  };
}

/** The employee's photo, its type and version; the bytes as a Buffer on both engines. */
export async function findEmployeePhoto(db: Db, employeeId: number) {
  const row = (await db
    .selectFrom('employee')
    .select(['photo', 'photoType', 'photoVersion'])
    .where('employeeId', '=', employeeId)
    .executeTakeFirst()) as
    | { photo: Uint8Array | Buffer | null; photoType: string | null; photoVersion: string | null }
    | undefined;
  return row && { ...row, photo: toBuffer(row.photo) };
}
