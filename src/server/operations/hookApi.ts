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
 *   actionsFor      actions of another resource's x-api this one answers (O5: an organisation's
 *                   departments, declared by department)
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
import type { Db } from '../db/database.ts';
import { cachedRead, type ReadKey } from '../cache/cachedRead.ts';
import { normalizeKey, type AttributeKindName } from './attributes.ts';
import { removeKeyEverywhere } from './hookServices.ts';
import type { ResourceHooks, Tx } from '../resource/hookTypes.ts';
import { modelOf } from './records.ts';
import { bodySchema, recordResponseSchema } from '../http/schemaViews.ts';

export { badRequest, conflict, forbidden, httpError, notFound } from '../http/errors.ts';
export {
  branchView,
  envelopeSchema,
  departmentView,
  formatLegacyDateTime,
  idParams,
  nullable,
  organizationView,
  page,
  pageQuery,
  pageSchema,
  paging,
  wireView,
} from '../http/wire.ts';
export { isPrivilege, SUPER_ADMIN_ROLE } from '../../shared/privileges.ts';
/** Server-local dates and date-times as the wire carries them (contract §1.6). */
export { localDate, localDateTime } from '../http/localTime.ts';
/**
 * Work whose unique or foreign-key violation becomes the hook's own error (`{ unique: () =>
 * badRequest(…) }`: a second open row of one project a 400 of its own) instead of the operation's
 * 409.
 */
export { mapConstraints } from './transaction.ts';
/** A condition beyond `records.list`'s equalities (a range), for `recordsWhere`. */
export type { Condition } from '../repositories/recordFilters.ts';
export { normalizeKey } from './attributes.ts';
export { employeeInReach, employeeRecordInReach } from './recordScope.ts';

/** The Employee object on the wire (§3.4) and the answers and bodies of the employee's operations. */
export {
  coerceEmployeeDetails,
  employeeDetailsBody,
  employeeListAnswer,
  employeePageAnswer,
  employeeResponse as employeeView,
  employeeSearchResults,
  employeeShowAnswer,
} from '../employeeViews.ts';
export type { EmployeeBody } from './employees.ts';
/** The record as the schema's response view shows it (stored columns, `x-` keywords stripped). */
export const recordView = (resource: string) => recordResponseSchema(modelOf(resource).schema);

/** The body schema the schema derives, whole or partial (for a view whose method says otherwise). */
export const bodyView = (resource: string, partial: boolean) =>
  bodySchema(modelOf(resource).schema, partial);
/**
 * An action's answer around a value, made once per remembered value (a page the services remember
 * while the data is unchanged is sealed: sealed.ts) so its JSON is written once; fresh otherwise.
 */
export { replyOnce as answerOnce } from '../cache/sealed.ts';
/**
 * A read remembered while the data is unchanged (cache/cachedRead.ts, the one seam): `key.op` names
 * the read, `scope` what of the caller changes its answer (`callerScope(caller, privileges)`, or
 * `EVERYONE`), `date` the day when the answer depends on it, `input` everything else it reads.
 * The value is shared by every caller of the key: nobody may change it.
 */
export const remember = <T>(tx: Tx, key: ReadKey, read: () => Promise<T>) =>
  cachedRead(tx as unknown as Db, key, read);
export { callerScope, EVERYONE, type ReadKey } from '../cache/cachedRead.ts';
/** A code's sentence, as `say` answers it but without setting the reply's message headers. */
export { serverMessage as sentence } from '../../shared/serverMessages.ts';
export * from './hookServices.ts';
export type { Records } from './records.ts';
export type * from '../resource/hookTypes.ts';
export type { Principal } from '../repositories/users.ts';
export type { PlainMessageCode, ServerMessageCode } from '../../shared/serverMessages.ts';

/** A resource's schema as the registry holds it (a property's rules for an action's own body). */
export const schemaOf = (resource: string) => modelOf(resource).schema;

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
