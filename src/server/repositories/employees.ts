/**
 * Users with their employee record, and the Employee object of contract §3.4 reduced to what is stored.
 * `pageEmployees` and `findEmployeeRow` read employee rows with everything they nest in one statement
 * (employeeRelations.ts), and `buildEmployees` turns those rows into Employee objects.
 */
import { sql, type RawBuilder } from 'kysely';
import { toBuffer, type Db } from '../db/database.ts';
import { tallyCount, type TallyFilter } from '../db/employeeTally.ts';
import { imageLink } from '../imageLinks.ts';
import { relationColumns, relationsOf, type Relations } from './employeeRelations.ts';

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

const e = (c: string) => `e.${c}`;

// ---- users

export const findRoleByName = (db: Db, name: string) =>
  db
    .selectFrom('role')
    .select(['roleId', 'role', 'privilege'])
    .where('role', '=', name)
    .executeTakeFirst();

export async function emailTaken(db: Db, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('user')
    .select('userId')
    .where(sql`lower(btrim("email"))`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

/** The login account and its blank employee (contract §5.1 #8), inside the caller's transaction. */
export async function insertUserWithEmployee(
  db: Db,
  u: {
    email: string;
    passwordHash: string;
    roleId: number;
    createdAt: string;
    createdBy: number;
    /** A generated password the user must replace at the first sign-in (the import's). */
    mustChangePassword?: boolean;
  },
) {
  const user = await db
    .insertInto('user')
    .values({ ...u, active: true })
    .returning(['userId', 'email', 'createdAt'])
    .executeTakeFirstOrThrow();
  const employee = await db
    .insertInto('employee')
    .values({ userId: user.userId, attributes: JSON.stringify({}) })
    .returning(['employeeId'])
    .executeTakeFirstOrThrow();
  return {
    userId: Number(user.userId),
    email: user.email as string,
    createdAt: user.createdAt as string,
    employeeId: Number(employee.employeeId),
  };
}

/** The user and the name of their role, locked for the rest of the transaction. */
export const lockUser = (db: Db, userId: number) =>
  db
    .selectFrom('user as u')
    .leftJoin('role as r', 'r.roleId', 'u.roleId')
    .select(['u.userId', 'u.active', 'r.role as roleName'])
    .where('u.userId', '=', userId)
    .forUpdate('u')
    .executeTakeFirst();

/** Removes the user; the employee and everything hanging from it go with it (FK cascades). */
export async function deleteUser(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('user').where('userId', '=', userId).execute();
}

/**
 * Switching an account off (or on) ends its sessions: its token version moves, so a token from
 * before a deactivation does not come back to life when the account is switched on again.
 */
export async function setUserActive(db: Db, userId: number, active: boolean): Promise<void> {
  await db
    .updateTable('user')
    .set({ active, tokenVersion: sql`coalesce("tokenVersion", 0) + 1` })
    .where('userId', '=', userId)
    .execute();
}

// ---- reading employees

export type EmployeeSort = 'createdAt' | 'name' | 'storage';

/** The name order of the list; indexes.ts declares the matching expression index. */
const NAME_ORDER = [
  sql`lower(coalesce(e."firstName", ''))`,
  sql`lower(coalesce(e."lastName", ''))`,
];

/**
 * How far apart the anchors of an order are (`pageEmployees`): a deep page skips fewer
 * than this many index entries after its anchor instead of its whole offset.
 */
export const ANCHOR_STEP = 1000;

/** Which employees a list shows: all, one department, a sub-organisation's departments (B3), none. */
export type EmployeePageFilter = TallyFilter;

/**
 * One page of employees (all, of one department, of a sub-organisation, of none), in the asked
 * order (contract §1.5), with the total. The page's ids are picked in a subquery that covering
 * indexes answer alone (indexes.ts), so an offset skips index entries rather than rows; only the
 * page's rows are then read, with their relations, in one statement.
 *
 * A deep page starts from an anchor: the sort key of every ANCHOR_STEP-th row of this order and
 * filter, read in one index-only pass that pays off only when the caller reuses it for other
 * pages (`reuse`, given by the operation). Page 10,000 of 100,000 rows then skips at most
 * ANCHOR_STEP - 1 entries after its anchor, not 50,000 (a random deep page had p99 41-59 ms on
 * PostgreSQL at 10 connections, bench/RESULTS.md). Without `reuse` (inside a transaction) the page
 * walks its offset as before. The total comes from the per-department counts the triggers keep
 * (db/employeeTally.ts), also through `reuse`.
 */
export async function pageEmployees(
  db: Db,
  q: EmployeePageFilter & {
    sort: EmployeeSort;
    offset: number;
    limit: number;
    /** Tests only: a smaller step, so a handful of rows has anchors (read for each page). */
    anchorStep?: number;
  },
  reuse?: Reuse,
) {
  const step = q.anchorStep ?? ANCHOR_STEP;
  const order = SORTS[q.sort];
  const filtered = filterOf(db, q);
  let ids = filtered(db.selectFrom('employee as e')).select('e.employeeId');
  let skip = q.offset;
  const anchorsFrom = reuse ?? (q.anchorStep && !db.isTransaction ? readNow : undefined);
  if (skip >= step && anchorsFrom) {
    const anchors = await anchorsFrom('employees.anchors', anchorInputs(q, step), () =>
      readAnchors(db, q, step),
    );
    const anchor = anchors[Math.floor(skip / step) - 1];
    // Past the last anchor (a page beyond the end) the offset is walked as it is.
    if (anchor) {
      ids = ids.where(afterAnchor(order, anchor));
      skip -= Math.floor(skip / step) * step;
    }
  }
  const pageIds = ordered(ids, order).offset(skip).limit(q.limit);
  const count = tallyCount(db, q);
  const [rows, total] = await Promise.all([
    // `= any(array(…))`, not a join: the planner then reads the page's rows by primary key, where a
    // join to the subquery let it scan the whole table for a hash join (10k employees, 100 a page).
    employeeRows(db, sql`e."employeeId" = any(array(${pageIds}))`, order),
    (reuse ?? readNow)('employees.total', tallyInputs(q), () => count.executeTakeFirstOrThrow()),
  ]);
  return { rows, total: total.n };
}

/**
 * What a page read may reuse across pages: `read()`, or what it gave earlier for the same part and
 * inputs while the data was the same (the operation decides; a repository does not keep values).
 */
export type Reuse = <T>(
  part: string,
  inputs: Record<string, string | number | boolean | undefined>,
  read: () => Promise<T>,
) => Promise<T>;

const readNow: Reuse = (_part, _inputs, read) => read();

const tallyInputs = (q: EmployeePageFilter) => ({
  departmentId: q.departmentId,
  branchId: q.branchId,
  unassigned: q.unassigned,
});

/**
 * Employee rows and everything their Employee objects nest (employeeRelations.ts), in one statement:
 * a round trip less per page and per employee, which on a page read afresh was as much as a
 * query (a write and a wake-up of the database on each side).
 */
async function employeeRows(db: Db, where: RawBuilder<unknown>, order?: Order): Promise<Row[]> {
  const columns = sql.join(EMPLOYEE_COLUMNS.map((c) => sql.ref(`e.${c}`)));
  const orderBy = order ? sql` order by ${orderList(order)}` : sql``;
  const { rows } = await sql<Row>`select ${columns}, ${relationColumns('full')}
    from employee e where ${where}${orderBy}`.execute(db);
  return rows;
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

/** The filter of a list (all, one department, a sub-organisation's departments, no department). */
function filterOf(db: Db, q: EmployeePageFilter) {
  return <Q extends Filterable>(query: Q): Q => {
    let out: Filterable = query;
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

/** One employee's row with what its Employee object nests (`buildEmployees`), or undefined. */
export const findEmployeeRow = async (db: Db, employeeId: number): Promise<Row | undefined> =>
  (await employeeRows(db, sql`e."employeeId" = ${employeeId}`))[0];

/** `%`, `_` and the escape character itself match literally. */
const likeLiteral = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

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

/** An address as the wire nests it: city and state under `zipCode` (contract §3.6, §5.2 #24). */
export function wireAddress(a: Row) {
  const zip = a.zipCode;
  const nested =
    zip && typeof zip === 'object'
      ? (zip as Row)
      : { zipCode: zip ?? null, city: a.city ?? null, state: a.state ?? null };
  return {
    addressId: a.addressId,
    addressType: a.addressType ?? null,
    propertyNumber: a.propertyNumber ?? null,
    country: a.country ?? null,
    zipCode: {
      zipCode: nested.zipCode == null ? null : String(nested.zipCode),
      city: nested.city ?? null,
      state: nested.state ?? null,
    },
  };
}

export type EmployeeView = {
  /** attributeId (text) → key name of the employee and department attribute definitions. */
  employeeKeys: Map<string, string>;
  departmentKeys: Map<string, string>;
};

const keyed = (names: Map<string, string>, stored: unknown) => {
  const out: Record<string, string | null> = {};
  if (!stored || typeof stored !== 'object') return out;
  for (const [id, value] of Object.entries(stored as Record<string, string | null>)) {
    const key = names.get(id);
    if (key !== undefined) out[key] = value ?? null;
  }
  return out;
};

/** The row with its photo's signed link (imageLinks.ts) as `profileImage`, in place of the version. */
function withPhotoLink<T extends Row>({ photoVersion, ...row }: T) {
  const version = photoVersion as string | null;
  return { ...row, profileImage: imageLink('photo', Number(row.employeeId), version) };
}

/**
 * Employee objects (contract §3.4) for rows read with their relations (`pageEmployees`,
 * `findEmployeeRow`), in their order, sensitive fields in clear: the operations shape them per
 * caller (sensitive.ts) before they leave.
 */
export function buildEmployees(rows: Row[], view: EmployeeView) {
  return rows.map((row) => {
    const { user, department, addresses, emergencyContacts, account, skills, designations, ...r } =
      row as Row & Relations;
    return {
      ...withPhotoLink(r),
      attributes: keyed(view.employeeKeys, r.attributes),
      user: r.userId != null ? (user ?? null) : null,
      departments:
        r.departmentId != null && department
          ? [{ ...department, attributes: keyed(view.departmentKeys, department.attributes) }]
          : [],
      addresses: (addresses ?? []).map(wireAddress),
      emergencyContacts: emergencyContacts ?? [],
      account: account ?? null,
      skills: skills ?? [],
      designations: designations ?? [],
    };
  });
}

/** SearchResult items (contract §3.3): LoginUser-shaped, no email, no identity numbers. */
export async function buildSearchResults(db: Db, rows: Row[], employeeKeys: Map<string, string>) {
  if (!rows.length) return [];
  const rel = await relationsOf(
    db,
    rows.map((r) => Number(r.employeeId)),
    'search',
  );
  return rows.map((r) => {
    const of = rel.get(Number(r.employeeId));
    const user = r.userId != null ? (of?.user ?? undefined) : undefined;
    // A user without a role has no roles entry.
    const role = user?.roleId != null ? user : undefined;
    return {
      userId: r.userId ?? null,
      employeeId: r.employeeId,
      employeeCode: r.employeeCode ?? null,
      firstName: r.firstName ?? null,
      lastName: r.lastName ?? null,
      profileImage: imageLink('photo', Number(r.employeeId), r.photoVersion as string | null),
      gender: r.gender ?? null,
      position: r.position ?? null,
      contact: r.contact ?? null,
      joinDate: r.joinDate ?? null,
      createdAt: user?.createdAt ?? null,
      addresses: (of?.addresses ?? []).map(wireAddress),
      attributes: keyed(employeeKeys, r.attributes),
      roles: role
        ? [
            {
              roleId: role.roleId,
              role: role.role,
              privilege: Array.isArray(role.privilege) ? role.privilege : [],
            },
          ]
        : [],
      active: null,
      managerId: null,
      departments: null,
    };
  });
}

// ---- writing employees

export const lockEmployee = (db: Db, employeeId: number) =>
  db
    .selectFrom('employee')
    .select(['employeeId', 'userId', 'attributes'])
    .where('employeeId', '=', employeeId)
    .forUpdate()
    .executeTakeFirst();

export async function updateEmployee(db: Db, employeeId: number, values: Row): Promise<void> {
  if (!Object.keys(values).length) return;
  await db.updateTable('employee').set(values).where('employeeId', '=', employeeId).execute();
}

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

/** Replaces the employee's skills or designations with exactly these ids. */
export async function replaceLinks(
  db: Db,
  table: 'employeeSkill' | 'employeeDesignation',
  employeeId: number,
  ids: number[],
) {
  const column = table === 'employeeSkill' ? 'skillId' : 'designationId';
  await db.deleteFrom(table).where('employeeId', '=', employeeId).execute();
  if (ids.length)
    await db
      .insertInto(table)
      .values(ids.map((id) => ({ employeeId, [column]: id })))
      .execute();
}

/** The organisations an employee reaches through their department (EM5 `organizations`). */
export const organizationsOfDepartment = (db: Db, departmentId: number) =>
  db
    .selectFrom('department as d')
    .innerJoin('organization as o', 'o.organizationId', 'd.organizationId')
    .select([
      'o.organizationId',
      'o.organizationName',
      'o.organizationDescription',
      'o.attributes',
      'o.logoVersion',
    ])
    .where('d.departmentId', '=', departmentId)
    .execute();

/** Stores the photo and its URL; false when the employee does not exist. */
export async function setEmployeePhoto(
  db: Db,
  employeeId: number,
  photo: { bytes: Buffer; type: string; url: string; version: string },
): Promise<boolean> {
  const rows = await db
    .updateTable('employee')
    .set({
      photo: photo.bytes,
      photoType: photo.type,
      photoVersion: photo.version,
      profileImage: photo.url,
    })
    .where('employeeId', '=', employeeId)
    .returning(['employeeId'])
    .execute();
  return rows.length > 0;
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

/** Employees still working, per department (kept by triggers: db/employeeTally.ts). */
export { activeHeadcount } from '../db/employeeTally.ts';

/** One page of UserInfo rows (contract §3.2): the account and the name of its employee. */
export async function pageUserInfo(
  db: Db,
  q: { sort: EmployeeSort; offset: number; limit: number },
) {
  let rows = db
    .selectFrom('user as u')
    .leftJoin('employee as e', 'e.userId', 'u.userId')
    .select([
      'e.employeeId',
      'u.userId',
      'e.employeeCode',
      'u.email',
      'e.firstName',
      'e.lastName',
      'e.photoVersion',
    ]);
  if (q.sort === 'createdAt') rows = rows.orderBy('u.userId', 'desc');
  if (q.sort === 'name')
    rows = rows
      .orderBy(sql`lower(coalesce(e."firstName", ''))`)
      .orderBy(sql`lower(coalesce(e."lastName", ''))`)
      .orderBy('u.userId');
  if (q.sort === 'storage') rows = rows.orderBy('u.userId');
  const [items, total] = await Promise.all([
    rows.offset(q.offset).limit(q.limit).execute(),
    db
      .selectFrom('user')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { items, total: total.n };
}
