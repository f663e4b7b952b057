/**
 * The query layer's types and driver-neutral helpers: one Kysely handle (`Db`) over PGlite or
 * PostgreSQL, the values normalised by open.ts (int8 and numeric as numbers, dates as 'YYYY-MM-DD'
 * text, bytea as Buffer) so callers never ask which engine they run on.
 *
 * Opening a database lives in open.ts: it wires in the audit dialect, which itself names `Db`, so keeping it apart keeps this module out of an import circle.
 */
import type { PGlite } from '@electric-sql/pglite';
import { sql, type Kysely, type Transaction } from 'kysely';

// The schema is generated, so rows are typed at the repository edge rather than here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Db = Kysely<any>;

/** The migration's transaction (migrate.ts and the modules of its steps). */
export type Tx = Transaction<unknown>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** The PGlite instance, for dumping a test template; undefined on PostgreSQL. */
  pglite?: PGlite;
};

const exclusive = new WeakSet<Db>();

/** Whether `db` is an embedded database that no other process opens (cachedRead.ts). */
export const isExclusive = (db: Db): boolean => exclusive.has(db);

/** `db` is an embedded database only this process opens (open.ts, at open). */
export const markExclusive = (db: Db): void => void exclusive.add(db);

/** bytea arrives as Uint8Array from PGlite and Buffer from pg. */
export const toBuffer = (v: Uint8Array | Buffer | null | undefined): Buffer | null =>
  v == null ? null : Buffer.isBuffer(v) ? v : Buffer.from(v);

export async function ping(db: Db): Promise<boolean> {
  const { rows } = await sql<{ ok: number }>`select 1 as ok`.execute(db);
  return rows[0]?.ok === 1;
}
