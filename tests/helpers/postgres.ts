/** PostgreSQL plumbing for the API suite when TEST_DATABASE_URL is set. */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../../src/server/db/database.ts';
import { openDatabase } from '../../src/server/db/open.ts';

/** The same server and credentials, another database name. */
export function adminUrl(url: string, database = 'postgres'): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export async function withDatabase<T>(
  url: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A new, empty database for a test that migrates and seeds it itself: in-memory PGlite, or with
 * TEST_DATABASE_URL a database of its own on that server (`drop` removes it).
 */
export async function openEmptyDatabase(
  prefix: string,
): Promise<{ database: Database; drop?: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return { database: await openDatabase({ kind: 'pglite' }) };
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await withDatabase(adminUrl(url), (c) => c.query(`create database ${name}`));
  const drop = () =>
    withDatabase(adminUrl(url), (c) =>
      c.query(`drop database if exists ${name} with (force)`),
    ).then(() => undefined);
  return {
    database: await openDatabase({ kind: 'postgres', url: adminUrl(url, name), poolSize: 2 }),
    drop,
  };
}
