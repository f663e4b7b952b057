/**
 * The hook API: everything a `resources/<name>/<name>.server.ts` file may use, and the only server
 * module it imports (the layering check enforces it). A hook file exports any of
 *
 *   access          who may do what beyond the route's privilege (record scope); throw to refuse
 *   beforeValidate  hooks that normalise a JSON body (create, update, an action's) before the
 *                   schema validates it (ids from `<select>`s as numbers, trimmed names)
 *   beforeChange    hooks that check or adjust the data before a create or an update is stored
 *   beforeDelete    hooks that check (the record locked) or unlink before a delete
 *   afterChange     hooks that write what follows from the change (same transaction)
 *   afterRead       hooks that shape each record on its way out (masking, computed keys)
 *   actions         the resource's named x-api actions (assign, approve…); an action named after a
 *                   CRUD operation serves it where the contract's wire does not fit the generic one
 *   actionsFor      actions of another resource's x-api this one answers (a project's tasks,
 *                   declared by the task schema and read as part of the project)
 *   view            the record's response view, where the contract's types differ from the schema's
 *   views           wire schemas of one operation where the contract's differ from the derived ones
 *   computed        the `stored: false` properties its afterRead fills, for the response view
 *   messages        the resource's own sentences (codes of src/shared/serverMessages.ts)
 *   endpoints       routes of its own beyond the schema's x-api (a folder with no schema has only
 *                   these and jobs: a summary page's figures)
 *   jobs            work on a timer (and at start), run by the server as the system
 *
 * and the generator lists it in src/generated/serverHooks.ts. Every hook runs inside the operation's
 * transaction, so its writes commit or roll back with the record.
 *
 * @example
 *   // resources/project/project.server.ts
 *   import { defineHooks, conflict } from '../../src/server/operations/hookApi.ts';
 *   export const { beforeChange } = defineHooks({
 *     beforeChange: [
 *       async ({ data, id, records }) => {
 *         if (await records.exists('project', { name: data.name }, { except: id, ignoreCase: true }))
 *           throw conflict('record.duplicate', { lowerTitle: 'project', resource: 'project' });
 *         return data;
 *       },
 *     ],
 *   });
 */
// First: a hook file may read a view (viewOf) while the hook files are still loading.
import { serverViews } from '../../generated/serverViews.ts';
import type { Db } from '../db/database.ts';
import { registry } from '../../generated/registry.ts';
import type { ResourceSchema } from '../../shared/dialect.ts';
import { cachedRead, cachesNow, knownRead, type ReadKey } from '../cache/cachedRead.ts';
import {
  attributeNames as freshAttributeNames,
  normalizeKey,
  type AttributeKindName,
} from './attributes.ts';
import { attributeNamesOf as rememberedAttributeNames } from './reads.ts';
import { removeKeyEverywhere } from './hookServices.ts';
import type { ResourceHooks, Tx } from '../resource/hookTypes.ts';
import { modelOf } from './records.ts';
import { actionNamed } from './hookLookup.ts';
import { bodySchema, recordResponseSchema } from '../http/schemaViews.ts';

export { badRequest, conflict, forbidden, HttpError, httpError, notFound } from '../http/errors.ts';
/** Work whose unique or foreign-key violations become the errors named (a taken code's 409). */
export { mapConstraints } from './transaction.ts';
export {
  envelopeSchema,
  formatLegacyDateTime,
  idParams,
  nullable,
  page,
  pageQuery,
  pageSchema,
  paging,
  wireView,
} from '../http/wire.ts';
export { isPrivilege, SUPER_ADMIN_ROLE } from '../../shared/privileges.ts';
export { keyedAttributes, normalizeKey } from './attributes.ts';
/** attributeId → key name of one kind of attribute, read now (a check that must see the latest). */
export const attributeNames = (tx: Tx, kind: AttributeKindName) =>
  freshAttributeNames(tx as unknown as Db, kind);
/** The same, remembered while the data is unchanged (what a page of records is written with). */
export const attributeNamesOf = (tx: Tx, kind: AttributeKindName) =>
  rememberedAttributeNames(tx as unknown as Db, kind);
/**
 * Sensitive data (the schemas' `x-column.pii`): who sees it in clear, and its masked form
 * (src/shared/sensitive.ts); `piiFields` lists a resource's flagged properties.
 */
export { maskText, seesSensitive, SENSITIVE_PRIVILEGE } from '../../shared/sensitive.ts';
export const piiFields = (resource: string) =>
  Object.entries((registry as Record<string, ResourceSchema>)[resource]?.properties ?? {})
    .filter(([, p]) => (p as { 'x-column'?: { pii?: boolean } })['x-column']?.pii === true)
    .map(([name, p]) => ({
      name,
      numeric: [(p as { type?: unknown }).type].flat().includes('number'),
    }));
/** The roles entry of a user row read with its role (LoginUser's and SearchResult's `roles`). */
export { rolesOf } from './loginUser.ts';
/** Server-local dates and date-times as the wire carries them (contract §1.6). */
export { localDate, localDateTime } from '../http/localTime.ts';
/** A condition beyond `records.list`'s equalities (a range), for `recordsWhere`. */
export type { Condition } from '../repositories/recordFilters.ts';
/** The record as the schema's response view shows it (stored columns, `x-` keywords stripped). */
export const recordView = (resource: string) => recordResponseSchema(modelOf(resource).schema);

/**
 * Another resource's wire view (resources/<name>/<name>.views.server.ts), for the rows that nest its
 * records: a resource never imports another's folder.
 */
export function viewOf(resource: string): { type: string; properties: Record<string, object> } {
  const view = serverViews[resource];
  if (!view) throw new Error(`resources/${resource}/${resource}.views.server.ts declares no view`);
  return view as { type: string; properties: Record<string, object> };
}

/** The body schema the schema derives, whole or partial (for a view whose method says otherwise). */
export const bodyView = (resource: string, partial: boolean) =>
  bodySchema(modelOf(resource).schema, partial);
/**
 * A read remembered while the data is unchanged (cache/cachedRead.ts, the one seam): `key.op` names
 * the read, `scope` what of the caller changes its answer (`callerScope(caller, privileges)`, or
 * `EVERYONE`), `date` the day when the answer depends on it, `input` everything else it reads.
 * The value is shared by every caller of the key: nobody may change it.
 */
export const remember = <T>(tx: Tx, key: ReadKey, read: () => Promise<T>) =>
  cachedRead(tx as unknown as Db, key, read);
export { callerScope, EVERYONE, type ReadKey } from '../cache/cachedRead.ts';
/**
 * What a remembered read gave for `key`, without reading it: undefined when nothing is remembered
 * (a part worth reading only once someone asks again, as the anchors of a deep list page).
 */
export const recall = <T>(tx: Tx, key: ReadKey) => knownRead<T>(tx as unknown as Db, key);
/** Whether reads are remembered here: not inside a transaction that writes (cachedRead.ts). */
export const remembers = (tx: Tx) => cachesNow(tx as unknown as Db);
/** A code's sentence, as `say` answers it but without setting the reply's message headers. */
export { serverMessage as sentence } from '../../shared/serverMessages.ts';
export * from './hookServices.ts';
/** A CSV import's parts, for a resource's own importer (ResourceHooks `importer`; src/server/import). */
export { checkRow, RowError, type CellProblem } from '../import/cells.ts';
export type { Importer, RowContext } from '../import/run.ts';
export { compileOnFirstUse, createAjv } from '../../shared/createAjv.ts';
export type { Records } from './records.ts';
/** A JSON schema, as views and an importer's row schema are written. */
export type { JSONSchema7 } from 'json-schema';
export type * from '../resource/hookTypes.ts';
export type { Principal } from '../repositories/users.ts';
export type { PlainMessageCode, ServerMessageCode } from '../../shared/serverMessages.ts';

/**
 * The payload schema another resource's action declares, for an action that answers the same
 * thing (a task's write answering the whole project). Read it when the routes are registered,
 * from a getter (`get payload() { … }`): hook files load in any order.
 */
export function actionView(resource: string, name: string): object {
  const payload = actionNamed(resource, name)?.payload;
  if (!payload || typeof payload !== 'object')
    throw new Error(`${resource}.${name} declares no payload schema`);
  return payload;
}

/** A resource's schema as the registry holds it (a property's rules for an action's own body). */
export const schemaOf = (resource: string) => modelOf(resource).schema;

/** The columns a client may write of a resource (its schema's writable properties). */
export const writableColumns = (resource: string) => modelOf(resource).writable;

export const asTx = (db: Db): Tx => db as unknown as Tx;

/**
 * The hooks of an attribute kind's definitions (`<entity>Attribute`): a key is stored trimmed with
 * single spaces and is unique ignoring case (409 attribute.name_taken); deleting a definition
 * removes its values from every `<entity>` record in the same transaction. One factory, so the
 * four kinds' hook files cannot drift apart.
 */
export function attributeKindHooks(entity: AttributeKindName): ResourceHooks {
  return {
    beforeValidate: [
      ({ data }) =>
        typeof data.attributeKey === 'string'
          ? { ...data, attributeKey: normalizeKey(data.attributeKey) }
          : data,
    ],
    afterChange: [
      async ({ operation, id, tx }) => {
        if (operation === 'delete') await removeKeyEverywhere(tx, entity, 'attributes', String(id));
      },
    ],
    // A rename sends the whole definition, as the contract's PATCH always did.
    views: { update: { body: bodyView(`${entity}Attribute`, false) } },
    messages: { duplicate: 'attribute.name_taken', listed: 'record.listed' },
  };
}

/** Types the hooks of one resource file (an identity at run time). */
export const defineHooks = (hooks: ResourceHooks): ResourceHooks => hooks;
