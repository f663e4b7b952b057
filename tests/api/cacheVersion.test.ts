// Caching cannot miss a write (cache/cachedRead.ts): the data version is PostgreSQL's snapshot,
// on both engines. Every write route of the app is called (bodies built from its own schema, ids
// of existing records), and after each request a cached read of every table's content must equal
// a fresh read of it; where the data changed, the version must have moved. A raw `insert` and a
// CTE whose `update` hides behind `with … select` are covered the same way.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentSnapshot } from '../../src/server/cache/dataVersion.ts';
import { cachedRead, EVERYONE } from '../../src/server/cache/cachedRead.ts';
import { secondReadStatements } from '../helpers/quietSnapshot.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

let t: TestApp;
let token: string;
let tables: string[];

beforeAll(async () => {
  t = await createTestApp();
  token = await t.adminToken();
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`.execute(t.db);
  tables = rows.map((r) => r.name);
});
afterAll(() => t.close());

/** Every table's content in one text: what any write anywhere changes. */
async function fingerprint(): Promise<string> {
  const parts = await Promise.all(
    tables.map(async (table) => {
      const { rows } = await sql<{ h: string | null }>`
        select md5(string_agg(x::text, ',' order by x::text)) as h from ${sql.table(table)} x`.execute(
        t.db,
      );
      return `${table}:${rows[0].h}`;
    }),
  );
  return parts.join(';');
}

let reads = 0;
/** The same read through the seam: remembered while the version stays. */
const cachedFingerprint = () =>
  cachedRead(t.db, { op: 'test.fingerprint', scope: EVERYONE, date: null, input: {} }, () => {
    reads++;
    return fingerprint();
  });

/** The largest id of an existing record in a column of this name, if any table has one. */
async function someId(column: string): Promise<number | undefined> {
  for (const table of tables) {
    const { rows } = await sql<{ id: number | null }>`
      select max(${sql.ref(column)})::int as id from ${sql.table(table)}`
      .execute(t.db)
      .catch(() => ({ rows: [] as { id: number | null }[] }));
    if (rows[0]?.id != null) return rows[0].id;
  }
  return undefined;
}

let n = 0;
/** A fresh word of letters only (names often refuse digits). */
const word = () => {
  let k = ++n;
  let out = '';
  while (k > 0) {
    out = String.fromCharCode(97 + (k % 26)) + out;
    k = Math.floor(k / 26);
  }
  return out;
};

/** Texts tried against a field's pattern, in order. */
const candidates = () => {
  const w = word();
  return [
    `Probe ${w}`,
    `PROBE_${w.toUpperCase()}`,
    `Probe`,
    '9876543210',
    '560001',
    'UTIB0000123',
    'ABCDE1234F',
    '123456789012',
    '09:00',
    `probe-${w}`,
  ];
};

/** A value the schema accepts, as far as a generic reading of it goes. */
async function sample(schema: Record<string, any>, name = '', every = false): Promise<unknown> {
  const type = [schema.type].flat().find((x) => x !== 'null') ?? 'string';
  if (schema.enum) return schema.enum.find((v: unknown) => v !== null);
  if (schema.const !== undefined) return schema.const;
  if (type === 'object') {
    const out: Record<string, unknown> = {};
    const keys = every ? Object.keys(schema.properties ?? {}) : (schema.required ?? []);
    for (const key of keys) {
      const property = schema.properties?.[key];
      if (property && !property.readOnly) out[key] = await sample(property, key);
    }
    return out;
  }
  if (type === 'array') return [];
  if (type === 'boolean') return true;
  if (type === 'integer' || type === 'number') {
    if (/Id$/.test(name)) return (await someId(name)) ?? 1;
    return Math.max(schema.minimum ?? 1, schema.exclusiveMinimum ?? 0) || 1;
  }
  if (schema.format === 'date') return '2026-12-01';
  if (schema.format === 'email') return `probe${++n}@cache.example`;
  if (schema.format === 'time') return '09:00:00';
  const fits = (text: string) =>
    text.length >= (schema.minLength ?? 0) &&
    text.length <= (schema.maxLength ?? 200) &&
    (!schema.pattern || new RegExp(schema.pattern, 'u').test(text));
  const texts = candidates();
  return texts.find(fits) ?? texts[0];
}

describe('the data version of cached reads', () => {
  it('moves with a raw insert and a CTE that writes, and the next cached read sees them', async () => {
    await sql`create table "cacheProbe" (x int)`.execute(t.db);
    tables.push('cacheProbe');
    const before = await currentSnapshot(t.db);
    expect(await cachedFingerprint()).toBe(await fingerprint());
    await sql`insert into "cacheProbe" values (1)`.execute(t.db);
    const afterInsert = await currentSnapshot(t.db);
    expect(afterInsert).not.toBe(before);
    expect(await cachedFingerprint()).toBe(await fingerprint());
    const { rows } = await sql<{ x: number }>`
      with changed as (update "cacheProbe" set x = x + 1 returning x) select x from changed`.execute(
      t.db,
    );
    expect(rows).toEqual([{ x: 2 }]);
    expect(await currentSnapshot(t.db)).not.toBe(afterInsert);
    expect(await cachedFingerprint()).toBe(await fingerprint());
    // Nothing written: the value stays remembered (while no other transaction in the cluster
    // commits between the two reads, see quietSnapshot.ts).
    let computed = reads;
    const statements = await secondReadStatements(t.db, () => {
      computed = reads;
      return cachedFingerprint();
    });
    expect(reads).toBe(computed);
    expect(statements).toEqual([]);
  });

  it('moves with every write route that writes, and no write route leaves a stale read', async () => {
    const writes = t.app.routeDocs.filter((r) =>
      ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method),
    );
    expect(writes.length).toBeGreaterThan(40);
    const wrote: string[] = [];
    // Deletions late, so the records they remove were there for the other writes; the session's
    // own routes (sign-out everywhere, password) last, as they end the session.
    const rank = (r: (typeof writes)[number]) =>
      r.url.startsWith('/api/v1/user/') ? 2 : r.method === 'DELETE' ? 1 : 0;
    const ordered = [...writes].sort((a, b) => rank(a) - rank(b));
    for (const route of ordered) {
      let url = route.url;
      for (const [, param] of url.matchAll(/:(\w+)/g))
        url = url.replace(`:${param}`, String((await someId(param)) ?? 1));
      const body = route.schema.body
        ? await sample(route.schema.body as Record<string, any>, '', route.method !== 'POST')
        : undefined;
      const data = await cachedFingerprint();
      const version = await currentSnapshot(t.db);
      const res = await t.app.inject({
        method: route.method as 'POST',
        url,
        headers: t.auth(token),
        ...(body !== undefined && { payload: body as object }),
      });
      const where = `${route.method} ${route.url} → ${res.statusCode}`;
      const now = await fingerprint();
      expect(await cachedFingerprint(), where).toBe(now);
      if (now !== data) {
        expect(await currentSnapshot(t.db), where).not.toBe(version);
        wrote.push(`${route.method} ${route.url}`);
      }
    }
    // The generic bodies do not pass every rule, but most write routes of the app did write.
    expect(wrote.length, wrote.join('\n')).toBeGreaterThan(30);
  });
});
