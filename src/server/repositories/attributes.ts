/**
 * Attribute definitions (one table per kind, `{attributeId, attributeKey}`) and the values stored in
 * each entity's `attributes` jsonb, keyed by the definition's id as text. Table names come from the
 * kind table in operations/attributes.ts, never from a client.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

export type AttributeRow = { attributeId: number; attributeKey: string };

const COLUMNS = ['attributeId', 'attributeKey'] as const;

export const listDefinitions = (db: Db, table: string): Promise<AttributeRow[]> =>
  db
    .selectFrom(table)
    .select([...COLUMNS])
    .orderBy(sql`lower("attributeKey")`)
    .orderBy('attributeId')
    .execute() as Promise<AttributeRow[]>;

export const insertDefinition = (db: Db, table: string, attributeKey: string) =>
  db
    .insertInto(table)
    .values({ attributeKey })
    .returning([...COLUMNS])
    .executeTakeFirstOrThrow() as Promise<AttributeRow>;

export const updateDefinition = (db: Db, table: string, id: number, attributeKey: string) =>
  db
    .updateTable(table)
    .set({ attributeKey })
    .where('attributeId', '=', id)
    .returning([...COLUMNS])
    .executeTakeFirst() as Promise<AttributeRow | undefined>;

export const deleteDefinition = (db: Db, table: string, id: number) =>
  db
    .deleteFrom(table)
    .where('attributeId', '=', id)
    .returning([...COLUMNS])
    .executeTakeFirst() as Promise<AttributeRow | undefined>;

/** Drops one definition's values from every row of the entity table. */
export async function removeValues(db: Db, entityTable: string, attributeId: number) {
  const key = String(attributeId);
  await db
    .updateTable(entityTable)
    .set({ attributes: sql`"attributes" - ${key}::text` })
    .where(sql<boolean>`"attributes" ? ${key}::text`)
    .execute();
}
