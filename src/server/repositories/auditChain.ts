/**
 * What the audit trail's checks read (audit/chain.ts, audit/checkpoint.ts): its entries in order with
 * the text their hash covers (db/auditSchema.ts CHAIN_TEXT), and one entry's hash.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { AUDIT_TABLE, CHAIN_TEXT } from '../db/auditSchema.ts';

export type Link = { position: number; prevHash: string; hash: string; text: string };

/** Up to `limit` entries from `position` on, in order, each with the text its hash covers. */
export async function chainLinksFrom(db: Db, position: number, limit: number): Promise<Link[]> {
  const { rows } = await sql<Link>`select r.position, r."prevHash", r.hash,
      ${sql.raw(CHAIN_TEXT)} as text
    from ${sql.table(AUDIT_TABLE)} r
    where r.position >= ${position}
    order by r.position limit ${limit}`.execute(db);
  return rows;
}

/** The hash of the entry at `position`, if there is one. */
export async function hashAt(db: Db, position: number): Promise<string | undefined> {
  const { rows } = await sql<{ hash: string }>`select hash from ${sql.table(AUDIT_TABLE)}
    where position = ${position}`.execute(db);
  return rows[0]?.hash;
}
