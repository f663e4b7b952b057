/**
 * The values entities store under the four attribute kinds' definitions (organisation, branch,
 * department, employee): a cross-resource service for the entities' own `attributes` maps. Values
 * are stored by attributeId, so renaming a definition renames it everywhere, and serialised by key
 * name (contract §1.6). The definitions themselves are schema-served (resources/*Attribute).
 */
import type { Db } from '../db/database.ts';
import { notFound } from '../http/errors.ts';
import { recordsOf } from './records.ts';

export type AttributeKindName = 'organization' | 'branch' | 'department' | 'employee';

type Definition = { attributeId: number; attributeKey: string };

/** Trimmed, inner whitespace collapsed: what the client sends and what we store. */
export const normalizeKey = (key: string) => key.trim().replace(/\s+/g, ' ');

/** A kind's definitions by name, ignoring case (the definitions' table is `<kind>Attribute`). */
async function definitions(db: Db, kind: AttributeKindName): Promise<Definition[]> {
  const { rows } = await recordsOf(db).list(`${kind}Attribute`, {
    sort: { field: 'attributeKey', ignoreCase: true },
    // Every definition: read with no count beside it (records.ts).
    limit: Infinity,
  });
  return rows as Definition[];
}

/**
 * attributeId (as text) → key name, for serialising stored values. Read for every page of entities
 * (the pages of reads.ts get it from there). Callers must not modify the map.
 */
export async function attributeNames(
  db: Db,
  kind: AttributeKindName,
): Promise<Map<string, string>> {
  const defs = await definitions(db, kind);
  return new Map(defs.map((d) => [String(d.attributeId), d.attributeKey]));
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
  const defs = await definitions(db, kind);
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
