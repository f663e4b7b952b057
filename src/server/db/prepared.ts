/**
 * Statements PostgreSQL keeps parsed and planned on each connection (named statements), for the
 * few hot reads whose plan cannot depend on their parameters: one row found by its primary key,
 * with its relations. A repository opts in per statement with `runPrepared`; every other statement
 * stays unnamed, planned for its own values (a name search or a page whose plan depends on them).
 *
 * Why: the statement reading one person with everything it nests has seven correlated
 * subqueries; planning it cost PostgreSQL more than running it, on every request of the database
 * path. Named, a connection parses it once and, after PostgreSQL's five custom plans, reuses one
 * generic plan (bench/RESULTS.md, 2026-11-28).
 *
 * On PostgreSQL the pool's client (open.ts) sends a registered text as a named statement. The
 * names are bounded (`MAX_PREPARED` texts, each prepared at most once per connection), so a
 * statement whose text varied with its values could not grow them without bound: past the bound
 * a text simply runs unnamed. PGlite runs the text as it always does. A pooler between the server
 * and PostgreSQL must keep named statements per client (PgBouncer 1.21+ `max_prepared_statements`
 * in transaction mode), as for any driver that prepares.
 *
 * @example
 *   const rows = await runPrepared(db, sql`select … where p."projectId" = ${id}`);
 */
import type { CompiledQuery, RawBuilder } from 'kysely';
import type { Db } from './database.ts';

/** How many distinct texts may be named, per process (and so per connection at most). */
export const MAX_PREPARED = 32;

const names = new Map<string, string>();

/** The statement name of `text`, when a repository asked for it to be prepared. */
export const preparedName = (text: string): string | undefined => names.get(text);

function register(query: CompiledQuery): CompiledQuery {
  if (!names.has(query.sql) && names.size < MAX_PREPARED)
    names.set(query.sql, `charter_${names.size + 1}`);
  return query;
}

/** A raw statement, or a query builder (which compiles without a database). */
type Statement<R> = RawBuilder<R> | { compile(): CompiledQuery<R> };

/** The rows of `query`, run as a named statement on PostgreSQL (see above). */
export async function runPrepared<R>(db: Db, query: Statement<R>): Promise<R[]> {
  const compiled = 'isRawBuilder' in query ? query.compile(db) : query.compile();
  const { rows } = await db.executeQuery<R>(register(compiled));
  return rows;
}
