/**
 * The database layer as a resource's query modules see it (`resources/<name>/<name>.queries.server.ts`,
 * and its other `*.queries.server.ts` parts): the only files outside this folder that write SQL
 * (the layering check says so). They are handed the hook's opaque transaction and get the Kysely
 * handle of it here; every statement still runs in the operation's transaction.
 *
 * @example
 *   // resources/project/project.queries.server.ts
 *   import { dbOf, sql, type Tx } from '../../src/server/repositories/queryApi.ts';
 *   export const openProjects = (tx: Tx) =>
 *     dbOf(tx).selectFrom('project').select(['projectId', 'name']).where('closed', '=', false).execute();
 */
import type { Db } from '../db/database.ts';
import type { Tx } from '../resource/hookTypes.ts';

export { sql } from 'kysely';
export type { Db } from '../db/database.ts';
export type { Tx } from '../resource/hookTypes.ts';
export { foldedText, toWhere, type Condition } from './recordFilters.ts';
/** A statement run under a name (db/prepared.ts): planned once, where planning costs as much as running. */
export { runPrepared } from '../db/prepared.ts';

/** The Kysely handle of a hook's transaction (or of the database, for a read outside one). */
export const dbOf = (tx: Tx | Db): Db => tx as unknown as Db;

/** The opaque transaction a hook holds, of a Kysely handle (a query module's own helper). */
export const txOf = (db: Db): Tx => db as unknown as Tx;
