/**
 * The join tables of many-to-many properties (`x-reference` on an array, src/shared/references.ts):
 * which ones a set of schemas needs, and their idempotent DDL. One row per link; the owner's column
 * cascades (a deleted project drops its links), the referenced one follows the schema's `onDelete`
 * (CASCADE drops the links of a deleted member, RESTRICT refuses the delete while linked). The
 * primary key (owner, referenced) makes a link unique and serves the owner's reads; the second
 * index serves "has any of" filters and the referenced record's related list.
 */
import { sql, type Transaction } from 'kysely';
import type { ResourceSchema } from '../../shared/dialect.ts';
import { referencesOf, type JoinTable } from '../../shared/references.ts';

/** Every join table `schemas` declare, in schema order. */
export function joinTablesOf(schemas: ResourceSchema[]): JoinTable[] {
  const byName = Object.fromEntries(schemas.map((s) => [s['x-resource'], s]));
  return schemas.flatMap((s) =>
    referencesOf(s, (n) => byName[n]).flatMap((r) => (r.join ? [r.join] : [])),
  );
}

/**
 * Creates the join tables that do not exist yet (after every schema's own table). An existing
 * table is left as it is: changing `onDelete` later is a destructive change, a named migration step.
 */
export async function createJoinTables(tx: Transaction<unknown>, schemas: ResourceSchema[]) {
  for (const j of joinTablesOf(schemas)) {
    const [own, other] = [sql.id(j.ownColumn), sql.id(j.otherColumn)];
    await sql`create table if not exists ${sql.id(j.name)} (
      ${own} bigint not null references ${sql.id(j.ownTable)} (${sql.id(j.ownIdColumn)}) on delete cascade,
      ${other} bigint not null references ${sql.id(j.otherTable)} (${sql.id(j.otherIdColumn)})
        on delete ${sql.raw(j.onDelete)},
      primary key (${own}, ${other})
    )`.execute(tx);
    await sql`create index if not exists ${sql.id(`ix_${j.name}_${j.otherColumn}`.slice(0, 63))}
      on ${sql.id(j.name)} (${other})`.execute(tx);
  }
}
