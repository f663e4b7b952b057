/**
 * The hook API: everything a `resources/<name>/<name>.server.ts` file may use, and the only server
 * module it imports (the layering check enforces it). A hook file exports any of
 *
 *   access        who may do what beyond the route's privilege (record scope); throw to refuse
 *   beforeChange  hooks that check or adjust the data before a create or an update is stored
 *   afterChange   hooks that write what follows from the change (same transaction)
 *   afterRead     hooks that shape each record on its way out (masking, computed keys)
 *   actions       the resource's named x-api actions (assign, approve…)
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
import type { PlainMessageCode } from '../../shared/serverMessages.ts';
import type { Db } from '../db/database.ts';
import { invalid } from '../errors.ts';
import { imageLink, imageVersion } from '../imageLinks.ts';
import { validationMessages } from '../plugins/validation.ts';
import { ensureBalances } from '../repositories/leave.ts';
import { requireImage } from '../uploads.ts';
import {
  attributeNames,
  keyedAttributes,
  resolveAttributeValues,
  type AttributeKindName,
} from './attributes.ts';
import { currentMonth } from './leave.ts';
import type { Principal } from '../repositories/users.ts';
import { bodyValidator } from './model.ts';
import { modelOf, type ListOptions, type Records } from './records.ts';
import { page, paging } from '../wire.ts';

export { badRequest, conflict, forbidden, notFound } from '../errors.ts';
export {
  branchView,
  coerceId,
  departmentView,
  organizationView,
  page,
  pageQuery,
  pageSchema,
  paging,
  wireView,
} from '../wire.ts';
export type { Records } from './records.ts';
export type { Principal } from '../repositories/users.ts';
export type { ServerMessageCode } from '../../shared/serverMessages.ts';

/**
 * The operation's transaction as hooks hold it: opaque, so a hook cannot write SQL (repositories
 * do); it only passes it on to the services below.
 */
export type Tx = { readonly opaqueTransaction: unique symbol };
export const asTx = (db: Db): Tx => db as unknown as Tx;
const dbOf = (tx: Tx): Db => tx as unknown as Db;

// ---- Services: domain work a hook may ask for, by name (add one per need, with its why) ----

/** Every employee gets a balance of every leave type for the current month (contract §5.5 #44). */
export const ensureLeaveBalances = (tx: Tx) => ensureBalances(dbOf(tx), currentMonth());

/**
 * A client's attribute map (key → value) as stored (attributeId → value); an unknown key is a 404
 * naming it (operations/attributes.ts).
 */
export const resolveAttributes = (
  tx: Tx,
  kind: AttributeKindName,
  values: Record<string, string | null> | null | undefined,
) => resolveAttributeValues(dbOf(tx), kind, values);

/** A stored attribute map as the wire's map (key → value); values of deleted keys are dropped. */
export const wireAttributes = async (tx: Tx, kind: AttributeKindName, stored: unknown) =>
  keyedAttributes(await attributeNames(dbOf(tx), kind), stored);

/**
 * A body the route could not validate at the edge (a multipart form's JSON part) held to the
 * schema's rules and words; `context` names the part in messages. Unknown keys are dropped.
 */
export function validateBody(resource: string, data: Doc, partial: boolean, context?: string) {
  const validate = bodyValidator(modelOf(resource), partial);
  if (!validate(data)) throw invalid(validationMessages(validate.errors ?? [], context));
  return data;
}

/**
 * The values of a resource's image columns (model.ts) for these bytes, checked to be a JPEG or PNG
 * (400 otherwise), or clearing them for null; to store with `records.insert`/`update`.
 */
export function imageValues(resource: string, bytes: Buffer | null): Doc {
  const image = modelOf(resource).image!;
  return {
    [image.column]: bytes,
    [image.type]: bytes && requireImage(bytes),
    [image.version]: bytes && imageVersion(bytes),
  };
}

/** The signed link of a record's image (its stored version), null without one. */
export function imageLinkOf(resource: string, doc: Doc): string | null {
  const m = modelOf(resource);
  const id = doc[m.idColumn] as number;
  return m.image?.kind ? imageLink(m.image.kind, id, doc[m.image.version] as string | null) : null;
}

/**
 * The page a `page`/`size` query asks for of a resource's records (its total remembered with the
 * generic list's), as the Spring Page of the rows `map` makes of them.
 */
export async function listPage(
  records: Records,
  resource: string,
  query: Doc,
  options: Pick<ListOptions, 'where' | 'sort'>,
  map: (rows: Doc[]) => Promise<unknown[]>,
) {
  const q = paging(query as { page: number; size: number });
  const offset = q.page * q.size;
  const { rows, total } = await records.list(resource, { ...options, offset, limit: q.size });
  return page(await map(rows), q.page, q.size, total);
}

/** A record as the pipeline carries it: column name → value. */
export type Doc = Record<string, unknown>;

export type Operation = 'list' | 'show' | 'create' | 'update' | 'delete';

/** What every hook is given: the resource, the caller (absent for imports and seeds), the data. */
export type HookArgs = {
  resource: string;
  operation: Operation | string;
  principal?: Principal;
  /** Generic access to every resource's records, in the operation's transaction. */
  records: Records;
  /** The operation's transaction, for the services of this module. */
  tx: Tx;
  /** Records of any resource as that resource's own answers show them (its afterRead hooks). */
  shape: (resource: string, docs: Doc[]) => Promise<Doc[]>;
};

export type AccessHook = (args: HookArgs & { id?: number; doc?: Doc }) => void | Promise<void>;
export type BeforeChangeHook = (
  args: HookArgs & { data: Doc; id?: number; original?: Doc },
) => Doc | Promise<Doc>;
export type AfterChangeHook = (
  args: HookArgs & { doc: Doc; id: number; previous?: Doc },
) => void | Promise<void>;
export type AfterReadHook = (args: HookArgs & { doc: Doc }) => Doc | Promise<Doc>;

/**
 * A named action of the resource's x-api (`assignOrganization`, `approve`…): its path parameters,
 * query and body arrive validated; what it returns is the envelope's payload. `message` is the code
 * of the success sentence. `write: false` runs it without a transaction (a read).
 */
export type Action = {
  run: (
    args: HookArgs & { params: Record<string, number>; query: Doc; body: Doc; file?: Buffer },
  ) => unknown | Promise<unknown>;
  message?: PlainMessageCode;
  write?: boolean;
  /** JSON schemas of its query and body (validated with the schema's ajv), and of its payload. */
  query?: object;
  body?: object;
  payload?: object;
  /** Default: what the x-api declaration implies (S1, or bare for `content` and key-less reads). */
  envelope?: 'S1' | 'bare' | 'S4' | 'message';
  /**
   * A multipart body (uploads.ts): `form` = the schema's x-form.multipart (the JSON part arrives
   * as `body`, the image as `file`), `file` = the image alone. Answers 413 past its limits.
   */
  multipart?: 'form' | 'file';
};

/**
 * The resource's own sentences (codes of src/shared/serverMessages.ts) where the contract gives it
 * its own words; the generic `record.*` ones otherwise.
 */
export type Messages = {
  notFound?: PlainMessageCode;
  /** A unique index refused the record. */
  duplicate?: PlainMessageCode;
  /** A foreign key refused the change (a missing reference, or a record still in use). */
  inUse?: PlainMessageCode;
  listed?: PlainMessageCode;
  fetched?: PlainMessageCode;
  created?: PlainMessageCode;
  updated?: PlainMessageCode;
  deleted?: PlainMessageCode;
  /** A foreign key refused a reference that vanished after the hooks checked it (404). */
  referenceMissing?: PlainMessageCode;
  /** The record has no image (its image route, model.ts). */
  noImage?: PlainMessageCode;
};

export type ResourceHooks = {
  access?: AccessHook;
  beforeChange?: BeforeChangeHook[];
  afterChange?: AfterChangeHook[];
  afterRead?: AfterReadHook[];
  /**
   * Named actions; one named like a CRUD operation (`list`, `create`…) answers it instead of the
   * generic operation, where the contract's answer is not the record as stored.
   */
  actions?: Record<string, Action>;
  /**
   * Named actions of another resource's x-api that this resource answers: the departments of an
   * organisation (O5) are declared by the department schema and read as part of the organisation.
   */
  actionsFor?: Record<string, Record<string, Action>>;
  /** Normalises a JSON body before validation (ids from `<select>`s as numbers, trimmed names). */
  prepare?: (body: Doc) => void;
  /** The record's wire view, where the contract's types differ from the schema's. */
  view?: object;
  messages?: Messages;
};

/** Types the hooks of one resource file (an identity at run time). */
export const defineHooks = (hooks: ResourceHooks): ResourceHooks => hooks;
