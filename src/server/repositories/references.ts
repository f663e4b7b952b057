/**
 * SQL of references shown by name (operations/references.ts): records' names by id, which ids
 * exist, a name search, and the links of many-to-many join tables. Table and column names come from
 * the schemas (src/shared/references.ts), never from a client; values are parameters.
 */
import { sql } from 'kysely';
import type { JoinTable } from '../../shared/references.ts';
import type { Db } from '../db/database.ts';

type Named = { id: number; name: string };

/** `first last`: the title columns as text joined by a space (empty ones skipped). */
const nameOf = (fields: string[]) =>
  sql<string>`concat_ws(' ', ${sql.join(fields.map((f) => sql`nullif(${sql.ref(f)}::text, '')`))})`;

/** The names of the records with these ids (ids that name no record are absent). */
export async function namesByIds(
  db: Db,
  table: string,
  idColumn: string,
  fields: string[],
  ids: number[],
): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = (await db
    .selectFrom(table)
    .select([sql.ref(idColumn).as('id'), nameOf(fields).as('name')])
    .where(idColumn, 'in', ids)
    .execute()) as Named[];
  return new Map(rows.map((r) => [Number(r.id), r.name]));
}

/** Which of these ids name a record; locked, so the record stays until the transaction ends. */
export async function lockedIds(db: Db, table: string, idColumn: string, ids: number[]) {
  if (!ids.length) return new Set<number>();
  const rows = (await db
    .selectFrom(table)
    .select(sql.ref(idColumn).as('id'))
    .where(idColumn, 'in', ids)
    .forShare()
    .execute()) as { id: number }[];
  return new Set(rows.map((r) => Number(r.id)));
}

/** `%`, `_` and `\` typed by a user match themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One page of records whose name contains `q` (any case), by name, and how many match. */
export async function searchNames(
  db: Db,
  table: string,
  idColumn: string,
  fields: string[],
  q: { text: string; ids?: number[]; offset: number; limit: number },
) {
  const name = nameOf(fields);
  let where = db.selectFrom(table);
  if (q.text) where = where.where(name, 'ilike', likePattern(q.text));
  if (q.ids) where = where.where(idColumn, 'in', q.ids.length ? q.ids : [-1]);
  const [rows, total] = await Promise.all([
    where
      .select([sql.ref(idColumn).as('id'), name.as('name')])
      .orderBy(sql`lower(${name})`)
      .orderBy(idColumn)
      .offset(q.offset)
      .limit(q.limit)
      .execute() as Promise<Named[]>,
    where.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map((r) => ({ id: Number(r.id), name: r.name })), total: total.n };
}

/** The referenced ids linked to each of these owners, in id order. */
export async function linksOf(db: Db, join: JoinTable, owners: number[]) {
  const out = new Map<number, number[]>();
  if (!owners.length) return out;
  const rows = (await db
    .selectFrom(join.name)
    .select([sql.ref(join.ownColumn).as('own'), sql.ref(join.otherColumn).as('other')])
    .where(join.ownColumn, 'in', owners)
    .orderBy(join.otherColumn)
    .execute()) as { own: number; other: number }[];
  for (const r of rows) {
    const list = out.get(Number(r.own)) ?? [];
    list.push(Number(r.other));
    out.set(Number(r.own), list);
  }
  return out;
}

/** Makes `ids` the owner's links: the others removed, the new ones added (in the caller's transaction). */
export async function replaceLinks(
  db: Db,
  join: Pick<JoinTable, 'name' | 'ownColumn' | 'otherColumn'>,
  owner: number,
  ids: number[],
) {
  let remove = db.deleteFrom(join.name).where(join.ownColumn, '=', owner);
  if (ids.length) remove = remove.where(join.otherColumn, 'not in', ids);
  await remove.execute();
  if (!ids.length) return;
  await db
    .insertInto(join.name)
    .values(ids.map((id) => ({ [join.ownColumn]: owner, [join.otherColumn]: id })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}
