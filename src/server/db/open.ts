/**
 * Opens the one query layer over two engines: PGlite (embedded, default) and PostgreSQL
 * (DATABASE_URL), both through Kysely, with the driver differences of stack notes #16 normalised so
 * callers see the same JavaScript values: int8 and numeric as numbers, dates as 'YYYY-MM-DD' text,
 * bytea as Buffer (database.ts).
 *
 * Only the entry points call this (server.ts, scripts, test helpers): everything else is handed the
 * opened `Db`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { auditingDialect } from './auditingDialect.ts';
import { markExclusive, type Database, type Db } from './database.ts';
import { acquireDataDirLock, type DataDirLock } from './lock.ts';
import { preparedName } from './prepared.ts';

const INT8 = 20;
const NUMERIC = 1700;
const DATE = 1082;

const toNumber = (v: string) => Number(v);
const keepText = (v: string) => v;

export type OpenOptions =
  | {
      kind: 'pglite';
      dataDir?: string;
      loadDataDir?: Blob | File;
      lock?: boolean;
      /**
       * Server settings for this session (`-c name=value`). `npm run migrate` lowers
       * shared_buffers: PGlite fills its 128 MB at every open, half of the ~1 s an open costs, and
       * a plan reads catalogues, not pages (bench/RESULTS.md).
       */
      settings?: Record<string, string>;
    }
  | { kind: 'postgres'; url: string; poolSize?: number };

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.kind === 'postgres') return openPostgres(opts.url, opts.poolSize ?? 10);
  let lock: DataDirLock | undefined;
  if (opts.dataDir) {
    fs.mkdirSync(opts.dataDir, { recursive: true });
    if (opts.lock !== false) lock = acquireDataDirLock(opts.dataDir);
  }
  try {
    const pglite = await PGlite.create({
      dataDir: opts.dataDir ? path.join(opts.dataDir, 'pgdata') : undefined,
      loadDataDir: opts.loadDataDir,
      // Trigram indexes for name search (indexes.ts).
      extensions: { pg_trgm },
      parsers: { [INT8]: toNumber, [NUMERIC]: toNumber, [DATE]: keepText },
      ...(opts.settings && {
        startParams: [
          ...PGlite.defaultStartParams,
          ...Object.entries(opts.settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
        ],
      }),
    });
    const db: Db = new Kysely({ dialect: auditingDialect(new PGliteDialect(pglite)) });
    // Only this process opens the data directory (`lock`), so it sees every change (cachedRead.ts).
    // Without the lock (bench and test tools reading a copy) nothing else writes to it either.
    markExclusive(db);
    return {
      db,
      kind: 'pglite',
      pglite,
      async close() {
        await db.destroy();
        lock?.release();
      },
    };
  } catch (err) {
    lock?.release();
    throw err;
  }
}

/** pg's client, sending the texts repositories registered (prepared.ts) as named statements. */
class PreparingClient extends pg.Client {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  query(config: any, values?: any, callback?: any): any {
    const name =
      typeof config === 'string' && Array.isArray(values) ? preparedName(config) : undefined;
    return name
      ? super.query({ name, text: config, values }, callback)
      : super.query(config, values, callback);
  }
}

function openPostgres(url: string, max: number): Database {
  const typeParsers = {
    getTypeParser(oid: number, format?: 'text' | 'binary') {
      if (oid === INT8 || oid === NUMERIC) return toNumber;
      if (oid === DATE) return keepText;
      return pg.types.getTypeParser(oid, format);
    },
  };
  // A database that is down must make requests fail fast (503), not hang: 3 s to connect at most.
  const pool = new pg.Pool({
    connectionString: url,
    max,
    types: typeParsers,
    Client: PreparingClient,
    connectionTimeoutMillis: 3_000,
    // No parallel workers: a request's statement is short, and the pool already runs ten at once on
    // the machine's cores. Starting workers cost 20–30 ms per statement at 100k (a count of pending
    // requests 149 ms with two workers, 97 ms without; a month's summary 78 → 8 ms), more than
    // they saved (bench/RESULTS.md, 2026-11-28 night).
    options: '-c max_parallel_workers_per_gather=0',
  });
  // An idle connection dropped by the server (restart, failover, admin) must not crash the process:
  // the pool discards it and the next query opens a fresh one.
  pool.on('error', (err) => console.warn(`PostgreSQL connection lost: ${err.message}`));
  const db: Db = new Kysely({ dialect: auditingDialect(new PostgresDialect({ pool })) });
  return { db, kind: 'postgres', close: () => db.destroy() };
}
