/**
 * What the database holds of its migrations besides its tables: the snapshots ("_schemaSnapshot":
 * the shape each resource was last migrated to), read before the plan with the catalogue's columns,
 * NOT NULL columns and CHECK names in one statement (readState), and stored once the plan is applied
 * (saveSnapshots).
 */
import { sql } from 'kysely';
import type { Tx } from './database.ts';
import type { Plan } from './migrationPlan.ts';
import type { TableShape } from './schemaShape.ts';

export const SNAPSHOT_TABLE = '_schemaSnapshot';

export type DbState = {
  snapshots: Map<string, TableShape>;
  columns: Map<string, Map<string, string>>;
  notNull: Map<string, Set<string>>;
  checks: Set<string>;
};

/**
 * The stored snapshots, every column of the current schema with its type and whether it is NOT
 * NULL, and the names of its CHECK constraints: one statement.
 */
export async function readState(tx: Tx): Promise<DbState> {
  const { rows } = await sql<{
    snapshots: { resource: string; shape: TableShape }[] | string;
    columns: { t: string; c: string; type: string; nn: boolean }[] | string;
    checks: string[] | string;
  }>`select
      (select coalesce(json_agg(json_build_object('resource', resource, 'shape', shape)), '[]')
         from ${sql.id(SNAPSHOT_TABLE)}) as snapshots,
      (select coalesce(json_agg(json_build_object('t', c.relname, 'c', a.attname,
          'type', format_type(a.atttypid, a.atttypmod), 'nn', a.attnotnull)), '[]')
         from pg_attribute a
         join pg_class c on c.oid = a.attrelid
         join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = current_schema() and c.relkind in ('r', 'p')
          and a.attnum > 0 and not a.attisdropped) as columns,
      (select coalesce(json_agg(k.conname), '[]')
         from pg_constraint k
         join pg_namespace n on n.oid = k.connamespace
        where n.nspname = current_schema() and k.contype = 'c') as checks`.execute(tx);
  const parse = <T>(v: T | string): T => (typeof v === 'string' ? JSON.parse(v) : v);
  const snapshots = new Map(parse(rows[0].snapshots).map((r) => [r.resource, parse(r.shape)]));
  const columns = new Map<string, Map<string, string>>();
  const notNull = new Map<string, Set<string>>();
  for (const { t, c, type, nn } of parse(rows[0].columns)) {
    if (!columns.has(t)) columns.set(t, new Map());
    columns.get(t)!.set(c, type);
    if (!nn) continue;
    if (!notNull.has(t)) notNull.set(t, new Set());
    notNull.get(t)!.add(c);
  }
  return { snapshots, columns, notNull, checks: new Set(parse(rows[0].checks)) };
}

/** Stores the shapes the database now has; forgets those of resources whose schema is gone. */
export async function saveSnapshots(tx: Tx, plan: Plan): Promise<void> {
  for (const shape of plan.snapshots) {
    const resource = shape.table;
    await sql`insert into ${sql.id(SNAPSHOT_TABLE)} (resource, shape) values (${resource}, ${JSON.stringify(shape)}::jsonb)
      on conflict (resource) do update set shape = excluded.shape, "migratedAt" = now()`.execute(
      tx,
    );
  }
  for (const resource of plan.forget)
    await sql`delete from ${sql.id(SNAPSHOT_TABLE)} where resource = ${resource}`.execute(tx);
}
