// An index a release stops needing is dropped by the next migration (a resource folder's
// `<name>.database.ts` retiredIndexes, src/server/db/indexes.ts): a database an earlier version left with it loses it, and keeps every index in use.
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { registry } from '../../src/generated/registry.ts';
import type { Database } from '../../src/server/db/database.ts';
import { PERFORMANCE_INDEXES, RETIRED_INDEXES } from '../../src/server/db/indexes.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import type { ResourceSchema } from '../../src/shared/dialect.ts';
import { openEmptyDatabase } from '../helpers/postgres.ts';

const schemas = Object.values(registry) as ResourceSchema[];
let database: Database;
let drop: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ database, drop } = await openEmptyDatabase('charter_retired_indexes'));
  await migrate(database.db, schemas);
}, 120_000);
afterAll(async () => {
  await database?.close();
  await drop?.();
});

const indexNames = async () =>
  (
    await sql<{ name: string }>`select indexname as name from pg_indexes
      where schemaname = current_schema()`.execute(database.db)
  ).rows.map((r) => r.name);

it('drops a retired index an older version left, keeping the ones in use', async () => {
  // As every version before this one left it: with the index, and its own code's hash recorded
  // (the migration code is part of the hash, so this version's first start runs in full).
  await sql`update "_migration" set name = 'schema:an-older-version' where name like 'schema:%'`.execute(
    database.db,
  );
  await sql`create index "ix_leaveRequest_status_endDate" on "leaveRequest"
    (status, "endDate") include ("startDate", "employeeId", "leaveType")`.execute(database.db);
  expect(await indexNames()).toContain('ix_leaveRequest_status_endDate');

  await migrate(database.db, schemas);

  const after = await indexNames();
  for (const name of RETIRED_INDEXES) expect(after).not.toContain(name);
  for (const { name } of PERFORMANCE_INDEXES) expect(after).toContain(name);
});
