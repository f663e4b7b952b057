/**
 * The four attribute kinds (organisation, branch, department, employee) as one module: definitions
 * with a key unique within the kind, and the values entities store under those definitions.
 * Values are stored by attributeId, so renaming a definition renames it everywhere, and serialised by
 * key name (contract §1.6). Other features (departments, employees) use `resolveAttributeValues` and
 * `attributeNames` / `keyedAttributes` for their own `attributes` maps.
 */
import { registry } from '../../generated/registry.ts';
import type { ResourceSchema } from '../../shared/dialect.ts';
import type { Db } from '../db/database.ts';
import { conflict, notFound } from '../errors.ts';
import {
  deleteDefinition,
  insertDefinition,
  listDefinitions,
  removeValues,
  updateDefinition,
  type AttributeRow,
} from '../repositories/attributes.ts';
import { constraintViolation } from '../repositories/records.ts';

export type AttributeKindName = 'organization' | 'branch' | 'department' | 'employee';

export type AttributeKind = {
  /** The definitions' schema; its resource name is the definitions' table. */
  schema: ResourceSchema;
  /** The table whose `attributes` jsonb holds the values. */
  entity: string;
  /** Envelope family on the wire (contract §1.3): S4 `{status, isSuccess, message, data}` or S1. */
  family: 'S4' | 'S1';
};

export const ATTRIBUTE_KINDS: Record<AttributeKindName, AttributeKind> = {
  organization: { schema: registry.organizationAttribute, entity: 'organization', family: 'S4' },
  branch: { schema: registry.branchAttribute, entity: 'branch', family: 'S1' },
  department: { schema: registry.departmentAttribute, entity: 'department', family: 'S4' },
  employee: { schema: registry.employeeAttribute, entity: 'employee', family: 'S4' },
};

const table = (kind: AttributeKindName) => ATTRIBUTE_KINDS[kind].schema['x-resource'];
const title = (kind: AttributeKindName) => ATTRIBUTE_KINDS[kind].schema.title ?? 'Attribute';

/** Trimmed, inner whitespace collapsed: what the client sends and what we store. */
export const normalizeKey = (key: string) => key.trim().replace(/\s+/g, ' ');

async function guardUnique<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (constraintViolation(err) === 'unique') throw conflict('attribute.name_taken');
    throw err;
  }
}

export const listAttributes = (db: Db, kind: AttributeKindName) => listDefinitions(db, table(kind));

export const createAttribute = (db: Db, kind: AttributeKindName, key: string) =>
  guardUnique(() => insertDefinition(db, table(kind), normalizeKey(key)));

export async function updateAttribute(db: Db, kind: AttributeKindName, id: number, key: string) {
  const row = await guardUnique(() => updateDefinition(db, table(kind), id, normalizeKey(key)));
  if (!row) throw notFound('record.not_found', { title: title(kind) });
  return row;
}

/** Deletes the definition and every value stored under it, in one transaction. */
export async function deleteAttribute(db: Db, kind: AttributeKindName, id: number) {
  return db.transaction().execute(async (tx) => {
    const row = await deleteDefinition(tx, table(kind), id);
    if (!row) throw notFound('record.not_found', { title: title(kind) });
    await removeValues(tx, ATTRIBUTE_KINDS[kind].entity, id);
    return row;
  });
}

/**
 * attributeId (as text) → key name, for serialising stored values. Read for every page of entities
 * (the pages of reads.ts get it from there). Callers must not modify the map.
 */
export async function attributeNames(
  db: Db,
  kind: AttributeKindName,
): Promise<Map<string, string>> {
  const defs = await listDefinitions(db, table(kind));
  return new Map(defs.map((d: AttributeRow) => [String(d.attributeId), d.attributeKey]));
}

export type StoredAttributes = Record<string, string | null>;

/** A stored map (id → value) as the wire's map (key → value); values of deleted keys are dropped. */
export function keyedAttributes(
  names: Map<string, string>,
  stored: unknown,
): Record<string, string | null> {
  const out: Record<string, string | null> = {};
  if (!stored || typeof stored !== 'object') return out;
  for (const [id, value] of Object.entries(stored as StoredAttributes)) {
    const key = names.get(id);
    if (key !== undefined) out[key] = value ?? null;
  }
  return out;
}

/**
 * A client's map (key → value) as the stored map (id → value). Keys match ignoring case and extra
 * spaces; a key that is not a defined attribute of this kind is a 404 naming it.
 */
export async function resolveAttributeValues(
  db: Db,
  kind: AttributeKindName,
  values: Record<string, string | null> | null | undefined,
): Promise<StoredAttributes> {
  const entries = Object.entries(values ?? {});
  if (entries.length === 0) return {};
  const defs = await listDefinitions(db, table(kind));
  const byKey = new Map(defs.map((d) => [normalizeKey(d.attributeKey).toLowerCase(), d]));
  const out: StoredAttributes = {};
  for (const [key, value] of entries) {
    const def = byKey.get(normalizeKey(key).toLowerCase());
    if (!def) throw notFound('attribute.unknown', { key, kind: kindLabel(kind) });
    out[String(def.attributeId)] = value ?? null;
  }
  return out;
}

const kindLabel = (kind: AttributeKindName) =>
  kind === 'branch' ? 'sub-organization' : kind === 'organization' ? 'organization' : kind;
