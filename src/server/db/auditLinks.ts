/**
 * A many-to-many's links belong to the owner's record: a transaction that adds or removes links
 * appends one entry per owner it touched, on the owner (resource `project`, its id), with the
 * property's ids before and after (`{ "memberIds": [3, 5] }`), so the record's history shows who
 * joined or left. Each statement notes the owners it touched (statement-level: a replace of 100
 * links is one note, not 100) and a deferred trigger writes their entries at commit, so removals
 * and additions of one save are one entry. An owner deleted in the transaction (its links
 * cascade) gets none: its own delete entry says it.
 */
import { sql } from 'kysely';
import type { ResourceSchema } from '../../shared/dialect.ts';
import { referencesOf } from '../../shared/references.ts';
import { AUDIT_TABLE, literal, type Tx } from './auditSchema.ts';

/**
 * Owners whose many-to-many links the open transaction changed, with their ids before its first
 * change: the entry is written at commit, once per owner (a replace that removes and adds is one
 * entry, not two). Empty outside a transaction that is committing.
 */
const LINK_CHANGES_TABLE = '_auditLinkChanges';
/** One statement per entry, as auditSchema.ts's. */
const STATEMENTS = `
create table if not exists "${LINK_CHANGES_TABLE}" (
  tx bigint not null,
  "ownerTable" text not null,
  "ownerId" bigint not null,
  property text not null,
  "ownerIdColumn" text not null,
  "joinTable" text not null,
  "ownColumn" text not null,
  "otherColumn" text not null,
  actor text not null,
  before jsonb not null,
  primary key (tx, "ownerTable", "ownerId", property)
);

create or replace function charter_audit_links() returns trigger language plpgsql as $fn$
declare
  actor text := coalesce(current_setting('charter.actor', true), '');
begin
  if actor = '-' then return null; end if;
  -- tg_argv: join table, its owner column, its referenced column, owner table, owner id, property.
  -- The ids before the transaction's first change of an owner's links; later ones keep them.
  execute format(
    'insert into "${LINK_CHANGES_TABLE}" (tx, "ownerTable", "ownerId", property, "ownerIdColumn",
         "joinTable", "ownColumn", "otherColumn", actor, before)
     select txid_current(), %4$L, c.own, %6$L, %5$L, %1$L, %2$L, %3$L, $1,
       coalesce((select jsonb_agg(x.id order by x.id) from (
         select l.%3$I as id from %1$I l where l.%2$I = c.own
         %7$s select t.%3$I from changed t where t.%2$I = c.own) x), ''[]'')
     from (select distinct %2$I as own from changed) c
     where exists (select 1 from %4$I o where o.%5$I = c.own)
     order by c.own
     on conflict do nothing',
    tg_argv[0], tg_argv[1], tg_argv[2], tg_argv[3], tg_argv[4], tg_argv[5],
    case tg_op when 'INSERT' then 'except' else 'union' end)
  using actor;
  return null;
end
$fn$;

create or replace function charter_audit_links_commit() returns trigger language plpgsql as $fn$
declare
  alive boolean;
  after jsonb;
  actor_id bigint;
begin
  delete from "${LINK_CHANGES_TABLE}" c where c.tx = new.tx and c."ownerTable" = new."ownerTable"
    and c."ownerId" = new."ownerId" and c.property = new.property;
  execute format('select exists (select 1 from %I where %I = $1)', new."ownerTable",
    new."ownerIdColumn") into alive using new."ownerId";
  if not alive then return null; end if;
  execute format('select coalesce(jsonb_agg(%1$I order by %1$I), ''[]'') from %2$I where %3$I = $1',
    new."otherColumn", new."joinTable", new."ownColumn") into after using new."ownerId";
  if after = new.before then return null; end if;
  if new.actor ~ '^[0-9]+$' then actor_id := new.actor::bigint; end if;
  insert into "${AUDIT_TABLE}" ("actorId", "actorEmail", resource, action, "recordId", before,
      after, position, "prevHash", hash)
    values (actor_id, (select u.email from "user" u where u."userId" = actor_id), new."ownerTable",
      'update', new."ownerId"::text, jsonb_build_object(new.property, new.before),
      jsonb_build_object(new.property, after), 0, '', '');
  return null;
end
$fn$;

drop trigger if exists charter_audit_links_commit on "${LINK_CHANGES_TABLE}";
create constraint trigger charter_audit_links_commit after insert on "${LINK_CHANGES_TABLE}"
  deferrable initially deferred for each row execute function charter_audit_links_commit();
`
  .split(/;\n+(?=(?:create|drop) )/)
  .map((statement) => statement.trim())
  .filter(Boolean);

export async function installLinkAudit(tx: Tx, schemas: ResourceSchema[]): Promise<void> {
  for (const statement of STATEMENTS) await sql.raw(statement).execute(tx);
  const byName = Object.fromEntries(schemas.map((s) => [s['x-resource'], s]));
  for (const schema of schemas) {
    for (const { join, name } of referencesOf(schema, (n) => byName[n])) {
      if (!join) continue;
      const args = [
        join.name,
        join.ownColumn,
        join.otherColumn,
        join.ownTable,
        join.ownIdColumn,
        name,
      ]
        .map(literal)
        .join(', ');
      const table = join.name.replace(/"/g, '""');
      for (const [event, transition] of [
        ['insert', 'new'],
        ['delete', 'old'],
      ]) {
        const trigger = `charter_audit_links_${event}`;
        await sql.raw(`drop trigger if exists ${trigger} on "${table}"`).execute(tx);
        await sql
          .raw(
            `create trigger ${trigger} after ${event} on "${table}"
               referencing ${transition} table as changed
               for each statement execute function charter_audit_links(${args})`,
          )
          .execute(tx);
      }
    }
  }
}
