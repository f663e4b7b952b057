/**
 * The generic operations every schema-served resource runs through, one per verb, each in the same
 * fixed stages (Payload's collection operations are the model):
 *
 *   access        the route's privilege is checked before; here the resource's `access` hook
 *   validate      the schema's validator ran at the edge (the registrar's body schema, same ajv)
 *   beforeChange  the resource's hooks check and adjust the data (beforeDelete: before a delete)
 *   database      one transaction; constraint violations become 409 (or the resource's codes)
 *   afterChange   the resource's hooks write what follows, in the same transaction
 *   audit         the database's triggers record who changed what, in the same transaction
 *   afterRead     the resource's hooks shape each record on its way out
 *
 * The hooks come from `resources/<name>/<name>.server.ts` through src/generated/serverHooks.ts.
 */
import { serverHooks } from '../../generated/serverHooks.ts';
import type { Db } from '../db/database.ts';
import { conflict, notFound } from '../errors.ts';
import type { Principal } from '../repositories/users.ts';
import {
  asTx,
  type Action,
  type ActionInput,
  type Doc,
  type HookArgs,
  type Operation,
  type ResourceHooks,
} from './hookApi.ts';
import {
  clientData,
  isTextColumn,
  lowerTitle,
  titleOf,
  toColumns,
  type ResourceModel,
} from './model.ts';
import { conditionsOf, modelOf, pageOfRecords, recordsOf, type ListOptions } from './records.ts';
import { findRecord, type Condition } from '../repositories/records.ts';
import { inTransaction, type ConstraintErrors } from './transaction.ts';
import {
  checkReferences,
  referencesOfModel,
  reread,
  withReferences,
  writeLinks,
} from './references.ts';
import { checkRules, uniqueRuleConflict, withDefaults } from './rules.ts';

export type Call = { db: Db; model: ResourceModel; principal?: Principal; query?: Doc };

const hooksOf = (model: ResourceModel): ResourceHooks =>
  (serverHooks as Record<string, ResourceHooks>)[model.name] ?? {};

const argsOf = (call: Call, db: Db, operation: Operation | string): HookArgs => ({
  resource: call.model.name,
  operation,
  principal: call.principal,
  records: recordsOf(db),
  tx: asTx(db),
  query: call.query ?? {},
  shape: (resource, docs) => {
    const other = { ...call, model: modelOf(resource) };
    return Promise.all(docs.map((doc) => afterRead(other, db, 'list', doc)));
  },
});

/** The resource's own codes for its errors, else the generic `record.*` ones. */
function errorsOf(model: ResourceModel): Required<ConstraintErrors> & { missing: () => Error } {
  const m = hooksOf(model).messages ?? {};
  return {
    unique: (err) =>
      uniqueRuleConflict(model, err) ??
      (m.duplicate
        ? conflict(m.duplicate as never)
        : conflict('record.duplicate', lowerTitle(model))),
    foreignKey: () =>
      m.referenceMissing
        ? notFound(m.referenceMissing as never)
        : m.inUse
          ? conflict(m.inUse as never)
          : conflict('record.conflict', lowerTitle(model)),
    missing: () =>
      m.notFound ? notFound(m.notFound as never) : notFound('record.not_found', titleOf(model)),
  };
}

async function afterRead(call: Call, db: Db, operation: string, doc: Doc): Promise<Doc> {
  let out = doc;
  for (const hook of hooksOf(call.model).afterRead ?? [])
    out = await hook({ ...argsOf(call, db, operation), doc: out });
  return out;
}

export type ListInput = {
  where?: Condition[];
  sortColumn?: string;
  sortDesc?: boolean;
  sortIgnoreCase?: boolean;
  offset: number;
  limit: number;
};

/** list: access → database (one page and its total) → afterRead. */
export async function listOp(call: Call, q: ListInput) {
  const { db, model } = call;
  await hooksOf(model).access?.({ ...argsOf(call, db, 'list') });
  const sortColumn = q.sortColumn ?? model.defaultSort.field;
  const { rows, total } = await pageOfRecords(db, model, {
    where: q.where,
    sortColumn,
    sortDesc: q.sortDesc ?? model.defaultSort.order === 'DESC',
    // Every text column sorts as people read it (case and accents folded): not declared per list.
    sortIgnoreCase:
      q.sortIgnoreCase ??
      (isTextColumn(model, sortColumn) ||
        (sortColumn === model.defaultSort.field && model.defaultSort.ignoreCase)),
    idColumn: model.idColumn,
    offset: q.offset,
    limit: q.limit,
  });
  const named = await withReferences(db, model, rows);
  const shaped = await Promise.all(named.map((doc) => afterRead(call, db, 'list', doc)));
  return { rows: shaped, total };
}

/** show: access → database → afterRead. */
export async function showOp(call: Call, id: number) {
  const { db, model } = call;
  await hooksOf(model).access?.({ ...argsOf(call, db, 'show'), id });
  const rows = await recordsOf(db).find(model.name, id);
  if (!rows) throw errorsOf(model).missing();
  const [named] = await withReferences(db, model, [rows]);
  return afterRead(call, db, 'show', named);
}

async function beforeChange(
  call: Call,
  tx: Db,
  operation: Operation,
  data: Doc,
  id?: number,
  original?: Doc,
) {
  let out = data;
  for (const hook of hooksOf(call.model).beforeChange ?? [])
    out = await hook({ ...argsOf(call, tx, operation), data: out, id, original });
  return out;
}

async function afterChange(call: Call, tx: Db, operation: Operation, doc: Doc, previous?: Doc) {
  const id = doc[call.model.idColumn] as number;
  for (const hook of hooksOf(call.model).afterChange ?? [])
    await hook({ ...argsOf(call, tx, operation), doc, id, previous });
}

/** create: access → beforeChange → insert → afterChange (one transaction) → afterRead. */
export async function createOp(call: Call, data: Doc) {
  const { db, model } = call;
  const errors = errorsOf(model);
  const doc = await inTransaction(db, errors, async (tx) => {
    await hooksOf(model).access?.({ ...argsOf(call, tx, 'create') });
    // The schema's defaults fill what the body left out; the rules judge the filled record.
    const filled = clientData(model, withDefaults(model, data));
    checkRules(model, filled);
    const values = await beforeChange(call, tx, 'create', filled);
    await checkReferences(tx, model, values);
    const records = recordsOf(tx);
    const created = await records.insert(model.name, toColumns(model, values));
    await writeLinks(tx, model, created[model.idColumn] as number, values);
    await afterChange(call, tx, 'create', created);
    return reread(model, records, created, tx);
  });
  return afterRead(call, db, 'create', doc);
}

/** update: access → beforeChange (with the locked original) → update → afterChange → afterRead. */
export async function updateOp(call: Call, id: number, data: Doc) {
  const { db, model } = call;
  const errors = errorsOf(model);
  const doc = await inTransaction(db, errors, async (tx) => {
    await hooksOf(model).access?.({ ...argsOf(call, tx, 'update'), id });
    const records = recordsOf(tx);
    const original = await records.find(model.name, id, { lock: true });
    if (!original) throw errors.missing();
    const body = clientData(model, data);
    // The rules this body touches, on the record as it will be stored (a PATCH of one date too).
    checkRules(model, { ...original, ...body }, Object.keys(body));
    const values = await beforeChange(call, tx, 'update', body, id, original);
    await checkReferences(tx, model, values);
    const updated = (await records.update(model.name, id, toColumns(model, values)))!;
    await writeLinks(tx, model, id, values);
    await afterChange(call, tx, 'update', updated, original);
    return reread(model, records, updated, tx);
  });
  return afterRead(call, db, 'update', doc);
}

/**
 * delete: access → beforeDelete (what must go first: links to it; the record locked) → delete →
 * afterChange (the record as it was) → afterRead. `inUse` overrides the answer when a foreign key
 * still points at the record.
 */
export async function deleteOp(call: Call, id: number, inUse?: () => Error) {
  const { db, model } = call;
  const errors = { ...errorsOf(model), ...(inUse ? { foreignKey: inUse } : {}) };
  const doc = await inTransaction(db, errors, async (tx) => {
    await hooksOf(model).access?.({ ...argsOf(call, tx, 'delete'), id });
    for (const hook of hooksOf(model).beforeDelete ?? [])
      await hook({ ...argsOf(call, tx, 'delete'), id });
    // The answer names what the record linked to: read before its links go with it.
    const before = referencesOfModel(model).length
      ? await recordsOf(tx).find(model.name, id)
      : undefined;
    const linked = before ? (await withReferences(tx, model, [before]))[0] : {};
    const removed = await recordsOf(tx).remove(model.name, id);
    if (!removed) throw errors.missing();
    await afterChange(call, tx, 'delete', removed, removed);
    return { ...linked, ...removed };
  });
  return afterRead(call, db, 'delete', doc);
}

/**
 * The resource's named action, or undefined when no hook file declares one by that name: its own
 * file's `actions`, else another resource's `actionsFor[<this resource>]`.
 */
export function actionOf(model: ResourceModel, name: string): Action | undefined {
  const own = hooksOf(model).actions?.[name];
  if (own) return own;
  for (const hooks of Object.values(serverHooks as Record<string, ResourceHooks>))
    if (hooks.actionsFor?.[model.name]?.[name]) return hooks.actionsFor[model.name][name];
  return undefined;
}

/**
 * image: access → the record's image columns (model.ts), 404 with the resource's words when the
 * record or its image is missing.
 */
export async function imageOp(call: Call, id: number) {
  const { db, model } = call;
  const image = model.image!;
  await hooksOf(model).access?.({ ...argsOf(call, db, 'image'), id });
  const row = await findRecord(
    db,
    model.name,
    [image.column, image.type, image.version],
    model.idColumn,
    id,
  );
  if (!row) throw errorsOf(model).missing();
  const m = hooksOf(model).messages ?? {};
  if (!row[image.column] || !row[image.type])
    throw m.noImage ? notFound(m.noImage as never) : errorsOf(model).missing();
  return {
    bytes: row[image.column] as Buffer,
    type: row[image.type] as string,
    version: row[image.version] as string | null,
  };
}

/** A named action: access → its run (in one transaction when it writes). */
export async function actionOp(call: Call, name: string, input: ActionInput) {
  const { db, model } = call;
  const action = actionOf(model, name);
  if (!action) throw new Error(`${model.name} declares no action ${name}`);
  const run = async (tx: Db) => {
    await hooksOf(model).access?.({ ...argsOf(call, tx, name) });
    return action.run({ ...argsOf(call, tx, name), ...input });
  };
  return action.write === false ? run(db) : inTransaction(db, errorsOf(model), run);
}

export { conditionsOf, type ListOptions };
