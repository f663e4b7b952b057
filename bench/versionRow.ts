/**
 * `DATABASE_URL=… npx tsx bench/versionRow.ts [--writers 10] [--seconds 5]`
 * The two invalidation rules of issue #19 §2 side by side on PostgreSQL (cache/cachedRead.ts):
 * what reading the version costs (`pg_current_snapshot()` vs a one-row version table) and what the
 * version costs writers (a statement-level trigger bumping that row in every write transaction vs
 * nothing), with N concurrent writers each updating their own row of a scratch table.
 */
import pg from 'pg';
import { arg } from './common.ts';

const writers = Number(arg('writers', '10'));
const seconds = Number(arg('seconds', '5'));
const url = process.env.DATABASE_URL!;

const admin = new pg.Client({ connectionString: url });
await admin.connect();
await admin.query(`drop table if exists "benchVersioned", "benchVersion";
  create table "benchVersioned" (id int primary key, n int not null default 0);
  insert into "benchVersioned" select g, 0 from generate_series(1, ${writers}) g;
  create table "benchVersion" (v bigint not null);
  insert into "benchVersion" values (0);
  create or replace function "benchBump"() returns trigger language plpgsql as
    $$ begin update "benchVersion" set v = v + 1; return null; end $$;`);

async function loop(statement: (i: number) => string, clients: number): Promise<number[]> {
  const pool = await Promise.all(
    Array.from({ length: clients }, async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      return c;
    }),
  );
  const latencies: number[] = [];
  const end = Date.now() + seconds * 1000;
  await Promise.all(
    pool.map(async (c, i) => {
      while (Date.now() < end) {
        const began = performance.now();
        await c.query(statement(i + 1));
        latencies.push(performance.now() - began);
      }
    }),
  );
  await Promise.all(pool.map((c) => c.end()));
  return latencies.sort((a, b) => a - b);
}

const report = (name: string, l: number[]) =>
  console.log(
    `${name.padEnd(46)} ${String(Math.round(l.length / seconds)).padStart(6)} /s  ` +
      `p50 ${l[Math.floor(l.length / 2)].toFixed(2)} ms  p99 ${l[Math.floor(l.length * 0.99)].toFixed(2)} ms`,
  );

const write = (i: number) => `update "benchVersioned" set n = n + 1 where id = ${i}`;
report(
  'read pg_current_snapshot()',
  await loop(() => 'select pg_current_snapshot()::text', writers),
);
report('read the version row', await loop(() => 'select v from "benchVersion"', writers));
report(`${writers} writers, no version`, await loop(write, writers));
await admin.query(`create trigger "benchBump" after insert or update or delete on "benchVersioned"
  for each statement execute function "benchBump"()`);
report(`${writers} writers, version row bumped by trigger`, await loop(write, writers));
await admin.query(`drop table "benchVersioned", "benchVersion"; drop function "benchBump"()`);
await admin.end();
