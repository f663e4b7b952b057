/**
 * Reading and appending audit entries. Reads page through the log newest first, filtered by actor,
 * resource, record and date range, each filter backed by an index (db/auditSchema.ts). Appends that are not
 * row changes (sign-in and failed sign-in) go through recordEvent; the chain trigger fills position
 * and hashes.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { AUDIT_TABLE } from '../db/auditSchema.ts';

export type AuditFilter = {
  actorId?: number;
  resource?: string;
  recordId?: string;
  /** Inclusive calendar dates, 'YYYY-MM-DD', in UTC. */
  from?: string;
  to?: string;
};

export type AuditEntry = {
  position: number;
  at: string;
  actorId: number | null;
  actorEmail: string | null;
  resource: string;
  action: string;
  recordId: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  hash: string;
};

export async function listAudit(db: Db, filter: AuditFilter, page: number, size: number) {
  let query = db.selectFrom(AUDIT_TABLE);
  if (filter.actorId !== undefined) query = query.where('actorId', '=', filter.actorId);
  if (filter.resource) query = query.where('resource', '=', filter.resource);
  if (filter.recordId) query = query.where('recordId', '=', filter.recordId);
  if (filter.from) query = query.where('at', '>=', sql<Date>`${filter.from}::date`);
  if (filter.to) query = query.where('at', '<', sql<Date>`${filter.to}::date + 1`);
  const [{ total }] = await query.select(sql<number>`count(*)::int`.as('total')).execute();
  const rows = await query
    .select([
      'position',
      sql<string>`to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as('at'),
      'actorId',
      'actorEmail',
      'resource',
      'action',
      'recordId',
      'before',
      'after',
      'hash',
    ])
    .orderBy('position', 'desc')
    .limit(size)
    .offset(page * size)
    .execute();
  return { rows: rows as AuditEntry[], total: Number(total) };
}

export async function recordEvent(
  db: Db,
  event: { actorId: number | null; action: string; recordId?: string; after?: object },
): Promise<void> {
  await db
    .insertInto(AUDIT_TABLE)
    .values({
      actorId: event.actorId,
      actorEmail: event.actorId
        ? sql`(select email from "user" where "userId" = ${event.actorId})`
        : null,
      resource: 'session',
      action: event.action,
      recordId: event.recordId ?? null,
      after: event.after ? JSON.stringify(event.after) : null,
      position: 0,
      prevHash: '',
      hash: '',
    })
    .execute();
}
