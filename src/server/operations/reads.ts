/**
 * Every read the server caches, with its key (cachedRead.ts): what many requests ask while nothing
 * is written. Each is the uncached operation (employees.ts, …) behind one `cachedRead`, its
 * scope naming what of the caller changes the answer. Routes, the hook services and the pipeline's
 * list call these (the list passes its uncached read in); the operations behind them never cache.
 * Resource folders remember their own reads through the hook API's `remember`.
 *
 * Values are shared by the callers of one key: nobody may change them.
 */
import type { Db } from '../db/database.ts';
import type { Reuse } from '../repositories/employeePages.ts';
import { findPrincipal, type Principal } from '../repositories/users.ts';
import { SENSITIVE_PRIVILEGE } from '../../shared/sensitive.ts';
import { attributeNames, type AttributeKindName } from './attributes.ts';
import {
  cachedRead,
  cachesNow,
  callerScope,
  EVERYONE,
  knownRead,
  type ReadKey,
} from '../cache/cachedRead.ts';
import {
  employeeSort,
  readEmployeePage,
  readSearchResults,
  readShownEmployee,
  searchTerm,
  type EmployeePageQuery,
} from './employees.ts';
import { localDate } from '../http/localTime.ts';

/** What the auth check needs of a user, read on every authenticated request. */
export const principalOf = (db: Db, userId: number): Promise<Principal | undefined> =>
  cachedRead(db, { op: 'users.principal', scope: EVERYONE, date: null, input: { userId } }, () =>
    findPrincipal(db, userId),
  );

/** attributeId → key name of one kind of attribute; every page of entities reads one or two. */
export const attributeNamesOf = (db: Db, kind: AttributeKindName) =>
  cachedRead(db, { op: 'attributes.names', scope: EVERYONE, date: null, input: { kind } }, () =>
    attributeNames(db, kind),
  );

/**
 * The parts of a page read that other pages reuse (the employee list's totals and anchors). The
 * anchors cost a pass over the whole order: they are read once a second deep page asks in the same
 * snapshot (someone is paging), not for each first deep page after a write, which walks its offset
 * instead (PostgreSQL, 100k: 50k index entries in ~5 ms against ~50 ms for the anchors,
 * bench/RESULTS.md).
 */
export function reuseOn(db: Db): Reuse | undefined {
  if (!cachesNow(db)) return undefined;
  const key = (op: string, input: ReadKey['input']): ReadKey => ({
    op,
    scope: EVERYONE,
    date: null,
    input,
  });
  return {
    value: (part, input, read) => cachedRead(db, key(part, input), read),
    async ifWorthIt(part, input, read) {
      const known = await knownRead<Awaited<ReturnType<typeof read>>>(db, key(part, input));
      if (known !== undefined) return known;
      const asked = key(`${part}.asked`, input);
      if (await knownRead(db, asked)) return cachedRead(db, key(part, input), read);
      await cachedRead(db, asked, async () => true);
      return undefined;
    },
  };
}

/** Who sees employees' sensitive fields in clear: holders of the privilege, and each their own. */
const employeeScope = (caller: Principal) => callerScope(caller, [SENSITIVE_PRIVILEGE]);

/** EM4, EM6, B3, D2: a page of employees as the caller may see it. */
export function listEmployees(db: Db, caller: Principal, q: EmployeePageQuery) {
  // Every input as a literal: spreading `q` (optional members undefined) made JSON.stringify slow.
  const input = {
    departmentId: q.departmentId,
    branchId: q.branchId,
    unassigned: q.unassigned,
    search: searchTerm(q.search),
    sort: employeeSort(q.sortBy),
    page: q.page,
    size: q.size,
  };
  return cachedRead(
    db,
    { op: 'employees.page', scope: employeeScope(caller), date: null, input },
    () => readEmployeePage(db, caller, q, attributeNamesOf, reuseOn(db)),
  );
}

/** EM5: one employee and their organisations, as the caller may see them. */
export const showEmployee = (db: Db, caller: Principal, employeeId: number) =>
  cachedRead(
    db,
    { op: 'employees.show', scope: employeeScope(caller), date: null, input: { employeeId } },
    () => readShownEmployee(db, caller, employeeId, attributeNamesOf),
  );

/** EM2: at most ten employees whose name contains the term. */
export function searchEmployees(db: Db, name: string) {
  const term = name.trim();
  return cachedRead(
    db,
    { op: 'employees.search', scope: EVERYONE, date: null, input: { term } },
    () => readSearchResults(db, term, attributeNamesOf),
  );
}

/**
 * A page of a schema-served resource as its answer carries it, after the resource's afterRead
 * hooks (pipeline.ts `listOp`, which passes the uncached read). Hooks are handed the caller and the
 * request's query, so with a `caller` the key names who the caller is (their account and
 * employee: within one data version a user's privileges are what the database says, so the user
 * names them), the query and today's date; an afterRead hook depends on nothing else
 * (schemas/README.md, hooks). Without one the answer is everyone's.
 */
export const shapedList = <T>(
  db: Db,
  resource: string,
  caller: Principal | undefined,
  input: {
    form: string;
    query: string;
    where: string;
    sort: string;
    offset: number;
    limit: number | 'all';
  },
  read: () => Promise<T>,
) =>
  cachedRead(
    db,
    {
      op: `${resource}.list`,
      scope: caller ? callerScope(caller, []) : EVERYONE,
      date: localDate(new Date()),
      input: {
        userId: caller?.userId ?? null,
        form: input.form,
        query: input.query,
        where: input.where,
        sort: input.sort,
        offset: input.offset,
        limit: input.limit,
      },
    },
    read,
  );
