/**
 * The pipeline's stage for references shown by name (`x-reference`, src/shared/references.ts):
 * before a write, every referenced id must name a record (else a 400 naming the field, in the
 * schema's words); after it, a many-to-many's links are replaced in the same transaction; on the
 * way out, records carry their many-to-many ids and the referenced records' names in `_names`
 * (`{ ownerId: 'Ada Lovelace', memberIds: ['Ada Lovelace', 'Alan Turing'] }`), never the records
 * themselves, so a caller who may not read people still sees who owns a project.
 * A resource without `x-reference` pays nothing: every function returns at once.
 */
import { referencesOf, titleFieldsOf, type Reference } from '../../shared/references.ts';
import { serverMessage } from '../../shared/serverMessages.ts';
import type { Db } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import {
  linksOf,
  lockedIds,
  namesByIds,
  replaceLinks,
  searchNames,
} from '../repositories/references.ts';
import type { ResourceModel } from '../resource/model.ts';
import { modelOf, type Records } from './records.ts';

type Doc = Record<string, unknown>;

const schemaOf = (name: string) => {
  try {
    return modelOf(name).schema;
  } catch {
    return undefined;
  }
};

// Derived from the schemas alone, like the model itself (model.ts): no data is kept here.
const perModel = new WeakMap<ResourceModel, Reference[]>();

/** The model's `x-reference` properties (computed once per model). */
export function referencesOfModel(model: ResourceModel): Reference[] {
  let refs = perModel.get(model);
  if (!refs) perModel.set(model, (refs = referencesOf(model.schema, schemaOf)));
  return refs;
}

const idsOf = (ref: Reference, value: unknown): number[] =>
  ref.many
    ? [...new Set((Array.isArray(value) ? value : []) as number[])]
    : value == null
      ? []
      : [value as number];

/**
 * The 400 of an id that names no record: the schema's sentence, else the generic one, under the
 * field that sent it (`fieldErrors`), so the form shows it there.
 */
function unknownReference(ref: Reference) {
  const code = ref.message ? 'validation.failed' : 'record.reference_missing';
  const params: Record<string, string> = ref.message
    ? { message: ref.message }
    : { label: ref.label };
  const message = serverMessage(code, params as never);
  return new HttpError(400, code, params, [message], [{ path: ref.name, message }]);
}

/**
 * Before a write: every id the data sends for a reference names a record. The records found are
 * locked (FOR SHARE) until the transaction ends, so none can be deleted before the write lands.
 */
export async function checkReferences(tx: Db, model: ResourceModel, data: Doc) {
  for (const ref of referencesOfModel(model)) {
    if (!(ref.name in data)) continue;
    const ids = idsOf(ref, data[ref.name]);
    const target = modelOf(ref.resource);
    const found = await lockedIds(tx, target.name, target.idColumn, ids);
    if (ids.some((id) => !found.has(id))) throw unknownReference(ref);
  }
}

/** After a write: the many-to-many links the data sends replace the record's (absent: kept). */
export async function writeLinks(tx: Db, model: ResourceModel, id: number, data: Doc) {
  for (const ref of referencesOfModel(model))
    if (ref.join && ref.name in data)
      await replaceLinks(tx, ref.join, id, idsOf(ref, data[ref.name]));
}

/**
 * The record as a list shows it, after a write: with its joined columns (`x-column.from`), its
 * many-to-many ids and referenced names (`x-reference`).
 */
export async function reread(model: ResourceModel, records: Records, doc: Doc, tx: Db) {
  const read = model.joins.length
    ? ((await records.find(model.name, doc[model.idColumn] as number)) ?? doc)
    : doc;
  return (await withReferences(tx, model, [read]))[0];
}

/**
 * The records with their many-to-many ids and `_names`: one query per many-to-many for the whole
 * page, then one per referenced resource for every name of the page.
 */
export async function withReferences(db: Db, model: ResourceModel, rows: Doc[]): Promise<Doc[]> {
  const refs = referencesOfModel(model);
  if (!refs.length || !rows.length) return rows;
  const out = rows.map((r) => ({ ...r }));
  const owners = out.map((r) => Number(r[model.idColumn]));
  for (const ref of refs.filter((r) => r.join)) {
    const links = await linksOf(db, ref.join!, owners);
    out.forEach((r, i) => (r[ref.name] = links.get(owners[i]) ?? []));
  }
  const names = new Map<string, Map<number, string>>();
  for (const resource of new Set(refs.map((r) => r.resource))) {
    const ids = new Set<number>();
    for (const ref of refs.filter((r) => r.resource === resource))
      for (const r of out) for (const id of idsOf(ref, r[ref.name])) ids.add(id);
    const target = modelOf(resource);
    const fields = titleFieldsOf(target.schema);
    names.set(resource, await namesByIds(db, target.name, target.idColumn, fields, [...ids]));
  }
  for (const r of out) {
    const named: Doc = {};
    for (const ref of refs) {
      const byId = names.get(ref.resource)!;
      named[ref.name] = ref.many
        ? idsOf(ref, r[ref.name]).map((id) => byId.get(id) ?? String(id))
        : r[ref.name] == null
          ? null
          : (byId.get(Number(r[ref.name])) ?? null);
    }
    r._names = named;
  }
  return out;
}

/** The resources some served schema refers to through `x-reference` (each gets a name search). */
export function referencedResources(models: ResourceModel[]): string[] {
  return [...new Set(models.flatMap((m) => referencesOfModel(m).map((r) => r.resource)))];
}

/**
 * The name search of a referenced resource (the form's search box, the list's filter): records
 * whose name contains `text`, or those of `ids` (a chip's name), one page by name, and the total.
 * It answers ids and names only, whatever else the records hold.
 */
export function searchNamesOp(
  db: Db,
  resource: string,
  q: { text: string; ids?: number[]; offset: number; limit: number },
) {
  const target = modelOf(resource);
  return searchNames(db, target.name, target.idColumn, titleFieldsOf(target.schema), q);
}
