/**
 * Every read the server caches, with its key (cachedRead.ts): what many requests ask while nothing
 * is written. Each is the uncached operation behind one `cachedRead`, its scope naming what of the
 * caller changes the answer. Resource folders remember their own reads through the hook API's
 * `remember`. The pipeline's list calls these (it passes its uncached read in); the operations
 * behind them never cache.
 *
 * Values are shared by the callers of one key: nobody may change them.
 */
import type { Db } from '../db/database.ts';
import { findPrincipal, type Principal } from '../repositories/users.ts';
import { attributeNames, type AttributeKindName } from './attributes.ts';
import { cachedRead, callerScope, EVERYONE } from '../cache/cachedRead.ts';
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
 * A page of a schema-served resource as its answer carries it, after the resource's afterRead
 * hooks (pipeline.ts `listOp`, which passes the uncached read). Hooks are handed the caller and the
 * request's query, so with a `caller` the key names who the caller is (their account and
 * person: within one data version a user's privileges are what the database says, so the user
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
