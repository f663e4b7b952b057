/**
 * The employee list's pages (all, one department, a sub-organisation's departments, none; each
 * optionally narrowed by a search) in the orders of contract §1.5, with their deep-page anchors and
 * the kept totals (employee.tally.queries.server.ts); each page's rows come with everything their Employee
 * objects nest, in one statement.
 */
import type { RawBuilder } from 'kysely';
import {
  dbOf,
  runPrepared,
  sql,
  type Db,
  type Tx,
} from '../../src/server/repositories/queryApi.ts';
import { relationColumns } from './employee.relations.queries.server.ts';
import { tallyCount, type TallyFilter } from './employee.tally.queries.server.ts';

type Row = Record<string, unknown>;

/** The stored employee columns an Employee object carries (never the photo bytes). */
export const EMPLOYEE_COLUMNS = [
  'employeeId',
  'userId',
  'employeeCode',
  'firstName',
  'lastName',
  'gender',
  // Its signed link is the Employee object's profileImage (withPhotoLink).
  'photoVersion',
  'departmentId',
  'contact',
  'dateOfBirth',
  'position',
  'joinDate',
  'adhaarNumber',
  'panNumber',
  'uanNumber',
  'salary',
  'attributes',
] as const;

export type EmployeeSort = 'createdAt' | 'name' | 'storage';

/** The name order of the list; employee.database.ts declares the matching expression index. */
const NAME_ORDER = [
  sql`lower(coalesce(e."firstName", ''))`,
  sql`lower(coalesce(e."lastName", ''))`,
];

/**
 * How far apart the anchors of an order are (`pageEmployees`): a deep page skips fewer
 * than this many index entries after its anchor instead of its whole offset.
 */
export const ANCHOR_STEP = 1000;

/**
 * Which employees a list shows: all, one department, a sub-organisation's departments (B3), none;
 * and, with `search`, only those whose "first last", e-mail or code holds that text (issue #37).
 */
export type EmployeePageFilter = TallyFilter & { search?: string };

/** `%`, `_` and the escape character (a backslash) itself match literally in a `like`. */
export const likeLiteral = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * One page of employees (all, of one department, of a sub-organisation, of none), in the asked
 * order (contract §1.5), with the total. The page's ids are picked in a subquery that covering
 * indexes answer alone (employee.database.ts), so an offset skips index entries rather than rows; only the
 * page's rows are then read, with their relations, in one statement.
 *
 * A deep page starts from an anchor: the sort key of every ANCHOR_STEP-th row of this order and
 * filter, read in one index-only pass that pays off only when the caller reuses it for other
 * pages (`reuse.ifWorthIt`: the operation says when). Page 10,000 of 100,000 rows then skips at
 * most ANCHOR_STEP - 1 entries after its anchor, not 50,000. Without an anchor (inside a
 * transaction, or not worth reading yet) a deep page walks its offset from the nearer end: one past
 * the middle is picked in the reverse order, so the last page of 100,000 skips none, not 99,995.
 * The total (read first for that) comes from the per-department counts the triggers keep
 * (employee.tally.queries.server.ts), also through `reuse`; a write landing between it and the page moves that
 * page by the rows it added, as a write between two pages does.
 */
export async function pageEmployees(
  handle: Tx | Db,
  q: EmployeePageFilter & {
    sort: EmployeeSort;
    offset: number;
    limit: number;
    /** Tests only: a smaller step, so a handful of rows has anchors (read for each page). */
    anchorStep?: number;
  },
  reuse?: Reuse,
) {
  const db = dbOf(handle);
  const step = q.anchorStep ?? ANCHOR_STEP;
  let order = SORTS[q.sort];
  const filtered = filterOf(db, q);
  let ids = filtered(db.selectFrom('employee as e')).select('e.employeeId');
  let [skip, limit] = [q.offset, q.limit];
  const keep = reuse ?? readNow;
  // The kept totals count departments, not searches: a search counts its own rows.
  const count = q.search === undefined ? tallyCount(db, q) : searchCount(db, q);
  const totalRead = keep.value('employees.total', tallyInputs(q), () =>
    count.executeTakeFirstOrThrow(),
  );
  // Awaited below, after the anchors: should those fail first, the count's own failure must not go
  // unhandled (Node ends the process on an unhandled rejection).
  totalRead.catch(() => {});
  const from = reuse ?? (q.anchorStep && !db.isTransaction ? readNow : undefined);
  // A search's pages are few, and its anchors would be kept per text: it walks its offset.
  const anchors =
    skip >= step && from && q.search === undefined
      ? await from.ifWorthIt('employees.anchors', anchorInputs(q, step), () =>
          readAnchors(db, q, step),
        )
      : undefined;
  const anchor = anchors?.[Math.floor(skip / step) - 1];
  if (anchor) {
    ids = ids.where(afterAnchor(order, anchor));
    skip -= Math.floor(skip / step) * step;
  } else if (skip >= step) {
    // No anchor: a page past the middle walks from the other end, in the reverse order (every
    // order ends with the id, so it is exactly reversed); the rows are put back in order below.
    const { n } = await totalRead;
    if (skip > n / 2) {
      [skip, limit] = [Math.max(0, n - skip - limit), Math.max(0, Math.min(limit, n - skip))];
      order = { ...order, desc: !order.desc };
    }
  }
  const pageIds = ordered(ids, order).offset(skip).limit(limit);
  const [rows, total] = await Promise.all([
    // `= any(array(…))`, not a join: the planner then reads the page's rows by primary key, where a
    // join to the subquery let it scan the whole table for a hash join (10k employees, 100 a page).
    employeeRows(db, sql`e."employeeId" = any(array(${pageIds}))`, SORTS[q.sort]),
    totalRead,
  ]);
  return { rows, total: total.n };
}

type Inputs = Record<string, string | number | boolean | undefined>;

/**
 * What a page read may reuse across pages (the operation decides; a repository keeps no values):
 * `value` is `read()`, or what it gave earlier for the same part and inputs while the data was the
 * same; `ifWorthIt` the same for a part that pays off only when other pages reuse it (the anchors),
 * or undefined when the operation judges it not worth reading now (the page walks its offset).
 */
export type Reuse = {
  value<T>(part: string, inputs: Inputs, read: () => Promise<T>): Promise<T>;
  ifWorthIt<T>(part: string, inputs: Inputs, read: () => Promise<T>): Promise<T | undefined>;
};

const readNow: Reuse = { value: (_p, _i, read) => read(), ifWorthIt: (_p, _i, read) => read() };

const tallyInputs = (q: EmployeePageFilter) => ({
  departmentId: q.departmentId,
  branchId: q.branchId,
  unassigned: q.unassigned,
  search: q.search,
});

/** How many employees a searched list matches: `{ n }`, counted from the rows. */
function searchCount(db: Db, q: EmployeePageFilter) {
  return filterOf(db, q)(db.selectFrom('employee as e')).select(sql<number>`count(*)::int`.as('n'));
}

/** An order of the list: its key expressions (every index behind them is ascending) and direction. */
type Order = { keys: ReturnType<typeof sql>[]; desc: boolean };

const SORTS: Record<EmployeeSort, Order> = {
  storage: { keys: [sql.ref('e.employeeId')], desc: false },
  createdAt: { keys: [sql.ref('e.employeeId')], desc: true },
  name: { keys: [...NAME_ORDER, sql.ref('e.employeeId')], desc: false },
};

/** `key1 asc, key2 asc, …` (or desc): the order as SQL, for a raw statement or a window. */
function orderList(order: Order) {
  const direction = sql.raw(order.desc ? 'desc' : 'asc');
  return sql.join(order.keys.map((k) => sql`${k} ${direction}`));
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function ordered<Q extends { orderBy(...args: any[]): Q }>(query: Q, order: Order): Q {
  return order.keys.reduce<Q>((o, key) => o.orderBy(key, order.desc ? 'desc' : 'asc'), query);
}

/** The rows after an anchor in this order: `(keys…) > (anchor…)`, a row comparison the index serves. */
function afterAnchor(order: Order, anchor: unknown[]) {
  const keys = sql.join(order.keys);
  const values = sql.join(anchor.map((v) => sql`${v}`));
  return order.desc ? sql<boolean>`(${keys}) < (${values})` : sql<boolean>`(${keys}) > (${values})`;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Filterable = { where(...args: any[]): Filterable };

/**
 * A search: the text, ignoring case (both sides lowered by the database, so they fold alike), inside
 * "first last", the account's e-mail or the code. It is bound as a value with its `%`, `_` and
 * backslashes escaped: never SQL, never a pattern.
 */
function searched(text: string) {
  const like = `%${likeLiteral(text)}%`;
  const holds = (value: RawBuilder<unknown>) =>
    sql`lower(${value}) like lower(${like}) escape '\\'`;
  return sql<boolean>`(${holds(sql`coalesce(e."firstName", '') || ' ' || coalesce(e."lastName", '')`)}
    or ${holds(sql`coalesce(e."employeeCode", '')`)}
    or exists (select 1 from "user" u where u."userId" = e."userId" and ${holds(sql`u.email`)}))`;
}

/** The filter of a list (all, one department, a sub-organisation's departments, no department). */
function filterOf(db: Db, q: EmployeePageFilter) {
  return <Q extends Filterable>(query: Q): Q => {
    let out: Filterable = query;
    if (q.search !== undefined) out = out.where(searched(q.search));
    if (q.unassigned) out = out.where('e.departmentId', 'is', null);
    if (q.departmentId !== undefined) out = out.where('e.departmentId', '=', q.departmentId);
    if (q.branchId !== undefined) {
      const inBranch = db
        .selectFrom('department')
        .select('departmentId')
        .where('branchId', '=', q.branchId);
      out = out.where('e.departmentId', 'in', inBranch);
    }
    return out as Q;
  };
}

const anchorInputs = (q: EmployeePageFilter & { sort: EmployeeSort }, step: number) => ({
  ...tallyInputs(q),
  sort: q.sort,
  step,
});

/** The sort keys of rows step, 2·step, … (1-based) of this order and filter, in order. */
async function readAnchors(
  db: Db,
  q: EmployeePageFilter & { sort: EmployeeSort },
  step: number,
): Promise<unknown[][]> {
  const order = SORTS[q.sort];
  const filtered = filterOf(db, q);
  const numbered = filtered(db.selectFrom('employee as e')).select([
    ...order.keys.map((k, i) => sql`${k}`.as(`k${i}`)),
    sql<number>`row_number() over (order by ${orderList(order)})`.as('rn'),
  ]);
  const rows = await db
    .selectFrom(numbered.as('n'))
    .selectAll()
    .where(sql<boolean>`rn % ${step} = 0`)
    .orderBy('rn')
    .execute();
  return rows.map((r) => order.keys.map((_, i) => (r as Record<string, unknown>)[`k${i}`]));
}

/**
 * Employee rows and everything their Employee objects nest (employee.relations.queries.server.ts), in one statement:
 * a round trip less per page and per employee, which on a page read afresh was as much as a
 * query (a write and a wake-up of the database on each side). A named statement (db/prepared.ts):
 * its text is one of a few per order and filter, the page's ids are picked by the index of its
 * order whatever the offset or anchor, and planning its subqueries cost as much as running them.
 */
export const employeeRows = (
  db: Tx | Db,
  where: RawBuilder<unknown>,
  order?: Order,
): Promise<Row[]> => runPrepared(dbOf(db), employeeStatement(where, order));

/** The statement of `employeeRows`, with `extra` columns of `e` after the relations. */
export function employeeStatement(
  where: RawBuilder<unknown>,
  order?: Order,
  extra?: RawBuilder<unknown>,
) {
  const columns = sql.join(EMPLOYEE_COLUMNS.map((c) => sql.ref(`e.${c}`)));
  const orderBy = order ? sql` order by ${orderList(order)}` : sql``;
  return sql<Row>`select ${columns}, ${relationColumns('full')}${extra ? sql`, ${extra}` : sql``}
    from employee e where ${where}${orderBy}`;
}
