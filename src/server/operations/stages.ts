/**
 * The pipeline's stages that belong to a resource (pipeline.ts runs them in order): its hooks from
 * `resources/<name>/<name>.server.ts` (through src/generated/serverHooks.ts), the arguments every
 * hook is handed, its error codes and its named actions.
 */
import { serverHooks } from '../../generated/serverHooks.ts';
import type { Db } from '../db/database.ts';
import { conflict, notFound } from '../http/errors.ts';
import type { Principal } from '../repositories/users.ts';
import {
  asTx,
  type Action,
  type CallInput,
  type CallOptions,
  type Doc,
  type HookArgs,
  type Operation,
  type ResourceHooks,
} from './hookApi.ts';
import { lowerTitle, titleOf, type ResourceModel } from '../resource/model.ts';
import { modelOf, recordsOf } from './records.ts';
import type { ConstraintErrors } from './transaction.ts';
import { uniqueRuleConflict } from './rules.ts';
import { bindHookLookup } from './hookLookup.ts';

export type Call = {
  db: Db;
  model: ResourceModel;
  principal?: Principal;
  query?: Doc;
  /** Run for the system by another resource's hook (`call(…, { as: 'system' })`): no access hook. */
  system?: boolean;
};

/** How `call` runs another resource's operation: pipeline.ts gives it (it imports this module). */
type Invoke = (
  from: Pick<Call, 'principal'>,
  db: Db,
  resource: string,
  verb: string,
  input: CallInput,
  options: CallOptions,
) => Promise<unknown>;
let invoke: Invoke | undefined;
export const setInvoke = (run: Invoke) => {
  invoke = run;
};

/** The resource's access hook as this call runs it: the system's calls skip it. */
export async function checkAccess(
  call: Call,
  db: Db,
  operation: string,
  more: { id?: number; doc?: Doc } = {},
) {
  const access = hooksOf(call.model).access;
  if (access && !call.system) await access({ ...argsOf(call, db, operation), ...more });
}

export const hooksOf = (model: ResourceModel): ResourceHooks =>
  (serverHooks as Record<string, ResourceHooks>)[model.name] ?? {};
bindHookLookup((resource) => (serverHooks as Record<string, ResourceHooks>)[resource] ?? {});

export const argsOf = (call: Call, db: Db, operation: Operation | string): HookArgs => ({
  resource: call.model.name,
  operation,
  principal: call.principal,
  records: recordsOf(db),
  tx: asTx(db),
  query: call.query ?? {},
  shape: shaperOf(call, db),
  call: callerOf(call, db),
});

/**
 * The hook arguments of a resource folder's own endpoints and jobs, which run outside any schema's
 * operation (the folder may have none): no record, the same services. A job has no caller, so its
 * `call` acts as the system.
 */
export function plainArgs(
  resource: string,
  db: Db,
  operation: string,
  principal?: Principal,
  query: Doc = {},
): HookArgs {
  const from = { db, principal, query };
  return {
    resource,
    operation,
    principal,
    records: recordsOf(db),
    tx: asTx(db),
    query,
    shape: shaperOf(from, db),
    call: principal
      ? callerOf(from, db)
      : (r, verb, input = {}, options = {}) =>
          invoke!(from, db, r, verb, input, { as: 'system', ...options }),
  };
}

/** `call` of the hook arguments (unnamed, as `shape`). */
const callerOf =
  (call: Pick<Call, 'principal'>, db: Db): HookArgs['call'] =>
  (resource, verb, input = {}, options = {}) =>
    invoke!(call, db, resource, verb, input, options);

/**
 * `shape` of the hook arguments. Returned unnamed: a function written as the property would be
 * named by the build on every call (tsx's keepNames), and hooks get their arguments per record.
 */
const shaperOf =
  (call: Omit<Call, 'model'>, db: Db): HookArgs['shape'] =>
  (resource, docs) => {
    const other = { ...call, model: modelOf(resource) };
    return Promise.all(docs.map((doc) => afterRead(other, db, 'list', doc)));
  };

/** The resource's own codes for its errors, else the generic `record.*` ones. */
export function errorsOf(
  model: ResourceModel,
): Required<ConstraintErrors> & { missing: () => Error } {
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

export async function afterRead(call: Call, db: Db, operation: string, doc: Doc): Promise<Doc> {
  let out = doc;
  for (const hook of hooksOf(call.model).afterRead ?? [])
    out = await hook({ ...argsOf(call, db, operation), doc: out });
  return out;
}

export async function beforeChange(
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

export async function afterChange(
  call: Call,
  tx: Db,
  operation: Operation,
  doc: Doc,
  previous?: Doc,
) {
  const id = doc[call.model.idColumn] as number;
  for (const hook of hooksOf(call.model).afterChange ?? [])
    await hook({ ...argsOf(call, tx, operation), doc, id, previous });
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
