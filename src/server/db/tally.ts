/**
 * Counts kept by triggers: one row per key of a table (its department, its status…) holding how
 * many of the table's rows have that key, so a list's total reads a few rows instead of counting the
 * whole table after every write (a resource's `<name>.database.ts`, leaveTally.ts).
 *
 * The triggers are statement-level with transition tables, so a bulk insert updates each key's row
 * once, and each applies all its changes in one statement ordered by key: two transactions moving
 * rows in opposite directions lock the rows in the same order and cannot deadlock. The table is
 * transactional like the rows it counts: a count read in a snapshot is the count of that snapshot.
 * A row whose key is null is not counted.
 */
import { sql, type Transaction } from 'kysely';
import type { Db } from './database.ts';

export type TallySpec = {
  /** Names the functions and triggers: `charter_<name>`, `charter_<name>_insert`… */
  name: string;
  /** The kept table, its key column and that column's SQL type. */
  table: string;
  keyColumn: string;
  keyType: string;
  /** The counted table and its id column. */
  source: string;
  id: string;
  /** A row's key as SQL on the row alias `r` (null: the row is not counted). */
  key: (r: string) => string;
};

function statements(t: TallySpec): string[] {
  const apply = (deltas: string) => `
    insert into "${t.table}" ("${t.keyColumn}", n)
      select k, sum(d) from (${deltas}) changes where k is not null group by k order by k
    on conflict ("${t.keyColumn}") do update set n = "${t.table}".n + excluded.n`;
  const moved = `from old_rows o join new_rows n on n."${t.id}" = o."${t.id}"
                  where ${t.key('o')} is distinct from ${t.key('n')}`;
  const fn = `charter_${t.name}`;
  const trigger = (op: string, referencing: string) => [
    `drop trigger if exists ${fn}_${op} on "${t.source}"`,
    `create trigger ${fn}_${op} after ${op} on "${t.source}"
       referencing ${referencing} for each statement execute function ${fn}()`,
  ];
  return [
    `create table if not exists "${t.table}" ("${t.keyColumn}" ${t.keyType} primary key, n bigint not null)`,
    `create or replace function ${fn}_rebuild() returns void language sql as $$
       delete from "${t.table}";
       insert into "${t.table}" ("${t.keyColumn}", n)
         select ${t.key('r')}, count(*) from "${t.source}" r where ${t.key('r')} is not null group by 1;
     $$`,
    `create or replace function ${fn}() returns trigger language plpgsql as $$
     begin
       if tg_op = 'INSERT' then
         ${apply(`select ${t.key('new_rows')} k, 1 d from new_rows`)};
       elsif tg_op = 'DELETE' then
         ${apply(`select ${t.key('old_rows')} k, -1 d from old_rows`)};
       else
         ${apply(`select ${t.key('o')} k, -1 d ${moved} union all select ${t.key('n')}, 1 ${moved}`)};
       end if;
       return null;
     end $$`,
    ...trigger('insert', 'new table as new_rows'),
    ...trigger('delete', 'old table as old_rows'),
    ...trigger('update', 'old table as old_rows new table as new_rows'),
  ];
}

/** Creates the table and its triggers, and counts what is there (a migration step). */
export async function installTally(tx: Transaction<unknown>, t: TallySpec): Promise<void> {
  for (const statement of statements(t)) await sql.raw(statement).execute(tx);
  await rebuildTally(tx, t);
}

/** Counts again from the rows: after a bulk load that ran without triggers (bench/seed.ts). */
export async function rebuildTally(db: Db | Transaction<unknown>, t: TallySpec): Promise<void> {
  await sql.raw(`select charter_${t.name}_rebuild()`).execute(db);
}

/** Every declared count again from the rows: after a bulk load that ran without triggers (bench/seed.ts). */
export async function rebuildTallies(db: Db | Transaction<unknown>, tallies: readonly TallySpec[]) {
  for (const t of tallies) await rebuildTally(db, t);
}
