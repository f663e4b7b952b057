/**
 * The values records store under an attribute kind's definitions: a cross-resource service for the
 * `attributes` maps of the resources that have one. Values are stored by attributeId, so renaming a
 * definition renames it everywhere, and serialised by key name (contract §1.6). The definitions
 * themselves are schema-served (resources/<kind>Attribute).
 */
import { registry } from '../../generated/registry.ts';
import type { ResourceSchema } from '../../shared/dialect.ts';
import type { Db } from '../db/database.ts';
import { notFound } from '../http/errors.ts';
import { recordsOf } from './records.ts';

/** A resource whose records carry an `attributes` map (attributeKinds below). */
export type AttributeKindName = string;

let kinds: Map<string, string> | undefined;

/**
 * The attribute kinds, found in the schemas: every resource with an `attributes` property whose
 * definitions are a resource of their own, named `<resource>Attribute`; each with the word its
 * messages use for it (its title in lower case).
 */
export function attributeKinds(): ReadonlyMap<string, string> {
  if (kinds) return kinds;
  const schemas = registry as unknown as Record<string, ResourceSchema | undefined>;
  kinds = new Map(
    Object.entries(schemas)
      .filter(([name, s]) => s?.properties?.attributes && schemas[`${name}Attribute`])
      .map(([name, s]) => [name, (s!.title ?? name).toLowerCase()]),
  );
  return kinds;
}

/** The kind's label, or an error naming a resource that has no attribute definitions. */
function kindLabel(kind: AttributeKindName): string {
  const label = attributeKinds().get(kind);
  if (label === undefined)
    throw new Error(`${kind} has no attribute definitions (${kind}Attribute)`);
  return label;
}

type Definition = { attributeId: number; attributeKey: string };

/** Trimmed, inner whitespace collapsed: what the client sends and what we store. */
export const normalizeKey = (key: string) => key.trim().replace(/\s+/g, ' ');

/** A kind's definitions by name, ignoring case (the definitions' table is `<kind>Attribute`). */
async function definitions(db: Db, kind: AttributeKindName): Promise<Definition[]> {
  kindLabel(kind);
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
