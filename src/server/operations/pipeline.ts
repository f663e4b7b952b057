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
 * The hooks come from `resources/<name>/<name>.server.ts` through src/generated/serverHooks.ts;
 * stages.ts runs them.
 */
import type { Db } from '../db/database.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { serverMessage } from '../../shared/serverMessages.ts';
import type { ActionInput, CallInput, CallOptions, CallResource, Doc } from './hookApi.ts';
import { clientData, isTextColumn, privilegeOf, toColumns } from '../resource/model.ts';
import { validateBody } from './validateBody.ts';
import { conditionsOf, modelOf, pageOfRecords, recordsOf } from './records.ts';
import { findRecord } from '../repositories/records.ts';
import type { Condition } from '../repositories/recordFilters.ts';
import { inTransaction } from './transaction.ts';
import {
  checkReferences,
  referencesOfModel,
  reread,
  withReferences,
  writeLinks,
} from './references.ts';
import { shapedList } from './reads.ts';
import { checkRules, withDefaults } from './rules.ts';
import {
  actionOf,
  afterChange,
  afterRead,
  argsOf,
  beforeChange,
  checkAccess,
  errorsOf,
  hooksOf,
  setInvoke,
  type Call,
} from './stages.ts';

export type { Call };

export type ListInput = {
  where?: Condition[];
  sortColumn?: string;
  sortDesc?: boolean;
  sortIgnoreCase?: boolean;
  offset: number;
  limit: number;
};

type Listed = { rows: Doc[]; total: number };

/**
 * How a list is answered: `build` makes the answer of the shaped rows and their total, and `form`
 * names it, so two answers of one query (a Page, a bare array) are remembered apart.
 */
export type ListAnswer<T> = { form: string; build: (rows: Doc[], total: number) => T };

/**
 * list: access → database (one page and its total) → afterRead, answered as `answer` builds it.
 * The answer is read once per data version (reads.ts `shapedList`): the caller's own with
 * afterRead hooks (they are handed the caller), everyone's without; a read without `answer` or
 * hooks returns the remembered rows (records.ts).
 */
export async function listOp<T = Listed>(
  call: Call,
  q: ListInput,
  answer?: ListAnswer<T>,
): Promise<T> {
  const { db, model } = call;
  await checkAccess(call, db, 'list');
  const sortColumn = q.sortColumn ?? model.defaultSort.field;
  const sortDesc = q.sortDesc ?? model.defaultSort.order === 'DESC';
  // Every text column sorts as people read it (case and accents folded): not declared per list.
  const sortIgnoreCase =
    q.sortIgnoreCase ??
    (isTextColumn(model, sortColumn) ||
      (sortColumn === model.defaultSort.field && model.defaultSort.ignoreCase));
  const shapes = Boolean(hooksOf(model).afterRead?.length);
  const read = async () => {
    const { rows, total } = await pageOfRecords(db, model, {
      where: q.where,
      sortColumn,
      sortDesc,
      sortIgnoreCase,
      idColumn: model.idColumn,
      offset: q.offset,
      limit: q.limit,
    });
    const named = await withReferences(db, model, rows);
    const shaped = shapes
      ? await Promise.all(named.map((doc) => afterRead(call, db, 'list', doc)))
      : named;
    return answer ? answer.build(shaped, total) : ({ rows: shaped, total } as T);
  };
  if (!shapes && !answer) return read();
  return shapedList(
    db,
    model.name,
    shapes ? call.principal : undefined,
    {
      form: answer?.form ?? 'rows',
      query: JSON.stringify(call.query ?? {}),
      where: JSON.stringify(q.where ?? []),
      sort: `${sortColumn}:${sortDesc}:${sortIgnoreCase}`,
      offset: q.offset,
      // Infinity is not JSON: every match is its own key.
      limit: Number.isFinite(q.limit) ? q.limit : 'all',
    },
    read,
  );
}

/** show: access → database → afterRead. */
export async function showOp(call: Call, id: number) {
  const { db, model } = call;
  await checkAccess(call, db, 'show', { id });
  const rows = await recordsOf(db).find(model.name, id);
  if (!rows) throw errorsOf(model).missing();
  const [named] = await withReferences(db, model, [rows]);
  return afterRead(call, db, 'show', named);
}

/** create: access → beforeChange → insert → afterChange (one transaction) → afterRead. */
export async function createOp(call: Call, data: Doc) {
  const { db, model } = call;
  const errors = errorsOf(model);
  const doc = await inTransaction(db, errors, async (tx) => {
    await checkAccess(call, tx, 'create');
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
    await checkAccess(call, tx, 'update', { id });
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
    await checkAccess(call, tx, 'delete', { id });
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
 * image: access → the record's image columns (model.ts), 404 with the resource's words when the
 * record or its image is missing.
 */
export async function imageOp(call: Call, id: number) {
  const { db, model } = call;
  const image = model.image!;
  await checkAccess(call, db, 'image', { id });
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
    await checkAccess(call, tx, name);
    return action.run({ ...argsOf(call, tx, name), ...input });
  };
  return action.write === false ? run(db) : inTransaction(db, errorsOf(model), run);
}

/**
 * `call` of the hook arguments: another resource's operation run as the caller (its privilege
 * checked as its route would) or as the system, in the caller's transaction. A body is held to
 * the resource's schema as its route's validation would, after its beforeValidate hooks.
 */
async function invoke(
  from: Pick<Call, 'principal'>,
  db: Db,
  resource: string,
  verb: string,
  input: CallInput,
  options: CallOptions,
): Promise<unknown> {
  const model = modelOf(resource);
  const system = options.as === 'system';
  if (!system) {
    const privilege = privilegeOf(model.schema, verb);
    if (privilege && !from.principal?.privileges.includes(privilege)) throw forbidden();
  }
  const call: Call = { db, model, principal: from.principal, query: input.query ?? {}, system };
  const body = (data: Doc | undefined, partial: boolean) => {
    let out = data ?? {};
    for (const hook of hooksOf(model).beforeValidate ?? [])
      out = hook({ operation: verb, data: out });
    return validateBody(model, out, partial);
  };
  const id = () => {
    if (typeof input.id !== 'number') throw new Error(`call(${resource}, ${verb}) needs an id`);
    return input.id;
  };
  const own = actionOf(model, verb);
  if (own)
    return actionOp(call, verb, {
      params: input.params ?? {},
      query: input.query ?? {},
      body: input.body ?? {},
      say: (code) => serverMessage(code),
    });
  switch (verb) {
    case 'create':
      return createOp(call, body(input.data, false));
    case 'update':
      return updateOp(call, id(), body(input.data, true));
    case 'show':
      return showOp(call, id());
    case 'delete':
      return deleteOp(call, id());
    case 'list': {
      const sort = input.sort ?? model.defaultSort;
      return listOp(call, {
        where: conditionsOf(model, input.where),
        sortColumn: sort.field,
        sortDesc: sort.order === 'DESC',
        offset: input.offset ?? 0,
        limit: input.limit ?? model.perPage,
      });
    }
    default:
      throw new Error(`${resource} has no operation or action named ${verb}`);
  }
}
setInvoke(invoke);

/**
 * `call(…, { as: 'system' })` for framework code that runs outside any hook (a directory sign-in
 * creating its account, the session reading the signed-in user): the resource's operation or named
 * action, in `db`'s transaction when it is one, with nobody as the caller.
 *
 * @example
 *   await callAsSystem(tx, 'project', 'archive', { params: { projectId } });
 */
export const callAsSystem = (db: Db, resource: string, verb: string, input: CallInput = {}) =>
  invoke({}, db, resource, verb, input, {
    as: 'system',
  });

/** `call` as the system in `db`'s transaction, for framework code handing it on (the CSV import). */
export const systemCallIn =
  (db: Db): CallResource =>
  (resource, verb, input) =>
    callAsSystem(db, resource, verb, input);
