/**
 * A page of the audit trail as its reader may see it: each entry with the names of the records its
 * reference fields point to (`names: { teamId: { "1": "Engineering" } }`), so the log reads
 * "Team: — → Engineering" rather than an id. A name is given only for a resource the reader
 * may read (its list or show privilege): otherwise the entry keeps the bare id, and the name is
 * nowhere in the answer. A record deleted since has no name; its id stays.
 */
import type { ResourceSchema } from '../../shared/dialect.ts';
import { titleFieldsOf } from '../../shared/references.ts';
import { listAudit, type AuditEntry, type AuditFilter } from '../repositories/audit.ts';
import type { Db } from '../db/database.ts';
import type { Principal } from '../repositories/users.ts';
import { namesByIds } from '../repositories/references.ts';
import type { ResourceModel } from '../resource/model.ts';

export type { AuditFilter };
import { modelOf } from './records.ts';

/** Names by field, then by id (as text, JSON's key), of the records an entry refers to. */
export type EntryNames = Record<string, Record<string, string>>;
export type NamedAuditEntry = AuditEntry & { names?: EntryNames };

type Ref = { field: string; resource: string };

const modelNamed = (resource: string): ResourceModel | undefined => {
  try {
    return modelOf(resource);
  } catch {
    return undefined; // `session`, or a table no schema serves any more
  }
};

// Derived from the schemas alone: no data is kept here.
const refsPerSchema = new WeakMap<ResourceSchema, Ref[]>();

/** The fields of a resource that hold another record's id: a foreign key or a many-to-many. */
function referenceFields(schema: ResourceSchema): Ref[] {
  let refs = refsPerSchema.get(schema);
  if (refs) return refs;
  type Prop = {
    'x-column'?: { references?: string };
    'x-reference'?: { resource?: string };
  };
  refs = Object.entries((schema.properties ?? {}) as Record<string, Prop>).flatMap(([field, p]) => {
    const resource = p['x-column']?.references ?? p['x-reference']?.resource;
    return resource && modelNamed(resource) ? [{ field, resource }] : [];
  });
  refsPerSchema.set(schema, refs);
  return refs;
}

/** The ids a stored value holds: one id, or a many-to-many's list (masked values hold none). */
const idsIn = (value: unknown): number[] =>
  [value]
    .flat()
    .map((v) => (typeof v === 'string' && /^\d{1,15}$/.test(v) ? Number(v) : v))
    .filter((v): v is number => Number.isSafeInteger(v) && (v as number) > 0);

/** Whether the reader may read records of `resource` at all (its list or show privilege). */
function mayRead(caller: Principal, resource: string): boolean {
  const privileges = modelOf(resource).schema['x-privileges'];
  return [privileges.list, privileges.show].some((p) => p && caller.privileges.includes(p));
}

/** Adds `names` to the entries that refer to records the caller may read (one query a resource). */
export async function withReferenceNames(
  db: Db,
  caller: Principal,
  entries: AuditEntry[],
): Promise<NamedAuditEntry[]> {
  const wanted = new Map<string, Set<number>>();
  const plans = entries.map((entry) => {
    const model = modelNamed(entry.resource);
    const refs = model
      ? referenceFields(model.schema).filter((r) => mayRead(caller, r.resource))
      : [];
    for (const { field, resource } of refs)
      for (const row of [entry.before, entry.after])
        for (const id of idsIn(row?.[field])) {
          if (!wanted.has(resource)) wanted.set(resource, new Set());
          wanted.get(resource)!.add(id);
        }
    return refs;
  });
  const found = new Map<string, Map<number, string>>();
  for (const [resource, ids] of wanted) {
    const target = modelOf(resource);
    const fields = titleFieldsOf(target.schema);
    found.set(resource, await namesByIds(db, target.name, target.idColumn, fields, [...ids]));
  }
  return entries.map((entry, i) => {
    const names: EntryNames = {};
    for (const { field, resource } of plans[i]) {
      const byId = found.get(resource);
      for (const row of [entry.before, entry.after])
        for (const id of idsIn(row?.[field])) {
          const name = byId?.get(id);
          if (name) (names[field] ??= {})[String(id)] = name;
        }
    }
    return Object.keys(names).length ? { ...entry, names } : entry;
  });
}

/** One page of the trail, newest first, its references named for this reader. */
export async function auditPage(
  db: Db,
  caller: Principal,
  filter: AuditFilter,
  page: number,
  size: number,
) {
  const { rows, total } = await listAudit(db, filter, page, size);
  return { rows: await withReferenceNames(db, caller, rows), total };
}
