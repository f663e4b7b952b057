/**
 * `npm run migrate` as ops run it (issue #20 §1, §3): the launcher bundles scripts/migrate.ts and
 * runs it against the configured database — the embedded one in DATA_DIR, or DATABASE_URL on the
 * PostgreSQL run — and its exit code says what a start would do. The plan's cases themselves are
 * proven in process by schemaChanges.test.ts; this proves the command around them.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../src/generated/registry.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { openDatabase } from '../../src/server/db/open.ts';
import type { ResourceSchema } from '../../src/shared/dialect.ts';
import { adminUrl, withDatabase } from '../helpers/postgres.ts';

const run = promisify(execFile);
const schemas = Object.values(registry) as ResourceSchema[];
const pgUrl = process.env.TEST_DATABASE_URL;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'charter-migrate-cmd-'));
const dbName = `charter_migrate_cmd_${process.pid}`;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  const { DATABASE_URL: _, ...rest } = process.env;
  if (pgUrl) {
    await withDatabase(adminUrl(pgUrl), (c) => c.query(`create database ${dbName}`));
    env = { ...rest, DATABASE_URL: adminUrl(pgUrl, dbName) };
  } else {
    env = { ...rest, DATA_DIR: dataDir };
  }
  const database = pgUrl
    ? await openDatabase({ kind: 'postgres', url: env.DATABASE_URL!, poolSize: 1 })
    : await openDatabase({ kind: 'pglite', dataDir });
  await migrate(database.db, schemas);
  await database.close();
}, 60_000);

afterAll(async () => {
  if (pgUrl) {
    await withDatabase(adminUrl(pgUrl), (c) =>
      c.query(`drop database if exists ${dbName} with (force)`),
    );
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Runs `node scripts/migrate.mjs …args` as `npm run migrate -- …args` does; never throws. */
async function migrateCommand(...args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['scripts/migrate.mjs', ...args], {
      env,
    });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

describe('npm run migrate', () => {
  it('--plan on a database the schemas already describe: nothing to change, exit 0', async () => {
    const { code, stdout } = await migrateCommand('--plan');
    expect(stdout).toContain('Schema migration: nothing to change.');
    expect(stdout).toMatch(/\(opening the database \d+ ms, the plan \d+ ms\)/);
    expect(code).toBe(0);
  }, 60_000);

  it('an unknown option: names the options it takes, exit 2', async () => {
    const { code, stderr } = await migrateCommand('--dry');
    expect(stderr).toContain('Options: --plan');
    expect(code).toBe(2);
  }, 60_000);

  it.skipIf(pgUrl)(
    'while a server holds the data folder: says so, exit 2',
    async () => {
      const database = await openDatabase({ kind: 'pglite', dataDir });
      try {
        const { code, stderr } = await migrateCommand('--plan');
        expect(stderr).toContain('is in use by another Charter HR process');
        expect(code).toBe(2);
      } finally {
        await database.close();
      }
    },
    60_000,
  );
});
