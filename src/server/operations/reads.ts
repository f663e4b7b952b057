/**
 * Every read the server caches, with its key (cachedRead.ts): what many requests ask while nothing
 * is written. Each is the uncached operation (leave.ts, dashboard.ts, …) behind one `cachedRead`,
 * its scope naming what of the caller changes the answer (a resource folder's own cached reads go
 * through the hook API's `remember`). Routes, the hook services and the pipeline's list call these (the list passes its
 * uncached read in); the operations behind them never cache.
 *
 * Values are shared by the callers of one key: nobody may change them.
 */
import type { Db } from '../db/database.ts';
import { findPrincipal, type Principal } from '../repositories/users.ts';
import { attributeNames, type AttributeKindName } from './attributes.ts';
import { cachedRead, callerScope, EVERYONE } from '../cache/cachedRead.ts';
import { dashboardFigures, dashboardView, DASHBOARD_PRIVILEGES } from './dashboard.ts';
import { pendingForApprover } from './leave.ts';
import { localDate } from './attendance.ts';

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

/** L2: the pending requests the caller may decide on. */
export const pendingLeave = (db: Db, caller: Principal, page: number, size: number) =>
  cachedRead(
    db,
    {
      op: 'leave.pending',
      scope: callerScope(caller, [
        'GET_ALL_LEAVE_REQUESTS',
        'APPROVE_LEAVE_REQUEST',
        'DECLINE_LEAVE_REQUEST',
      ]),
      date: null,
      input: { page, size },
    },
    () => pendingForApprover(db, caller, page, size),
  );

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

/** The dashboard's figures for the caller, today. */
export function dashboardSummary(db: Db, caller: Principal, now = new Date()) {
  const view = dashboardView(caller);
  return cachedRead(
    db,
    {
      op: 'dashboard.summary',
      scope: callerScope(caller, DASHBOARD_PRIVILEGES),
      date: localDate(now),
      input: {},
    },
    () => dashboardFigures(db, view, now),
  );
}
