/**
 * The contract between the pipeline and a resource's hook file: what each hook is given, what it
 * returns, and the shape of the hook file's exports (ResourceHooks). Hook files see it through
 * hookApi.ts, which re-exports it with the services they may call.
 *
 * A folder may belong to no schema (a summary page's figures, work on a timer): its hook file then
 * exports only `endpoints` and `jobs`, and the generator lists it all the same
 * (scripts/generate/serverHooks.ts). One that serves a schema may add them too.
 */
import type { PlainMessageCode } from '../../shared/serverMessages.ts';
import type { Principal } from '../repositories/users.ts';
import type { Records } from '../operations/records.ts';
import type { Importer } from '../import/run.ts';

/**
 * The operation's transaction as hooks hold it: opaque, so a hook cannot write SQL (repositories
 * do); it only passes it on to the services of hookApi.ts.
 */
export type Tx = { readonly opaqueTransaction: unique symbol };

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
  /** The request's validated query (where a contract passes an input there: `?ownerId=`). */
  query: Doc;
  /** Records of any resource as that resource's own answers show them (its afterRead hooks). */
  shape: (resource: string, docs: Doc[]) => Promise<Doc[]>;
  /**
   * Runs another resource's operation (or this one's) through the pipeline, in this transaction:
   * its privilege, access hook, validation, rules, hooks and audit, as the same caller, or as the
   * system where the hook says so (`{ as: 'system' }`: no privilege or access check, the caller
   * still named in the audit trail). Payload's `req.payload.create({ collection, data })`.
   */
  call: CallResource;
};

/**
 * What `call` is given per verb: `create` its `data`; `update` the `id` and `data` (a partial body);
 * `show` and `delete` the `id`; `list` `where` (column → value, as `records.list` takes it),
 * `offset`, `limit` and `sort`; a named action its `params`, `query` and `body`.
 */
export type CallInput = {
  id?: number;
  data?: Doc;
  where?: Doc;
  offset?: number;
  limit?: number;
  sort?: { field: string; order?: 'ASC' | 'DESC' };
  params?: Record<string, number>;
  query?: Doc;
  body?: Doc;
};

export type CallOptions = {
  /** `system`: the hook acts for the system (a seed, a side effect every caller may cause). */
  as?: 'caller' | 'system';
};

/** The answer of `call`: the record (create, update, show, delete), the page (list), the action's. */
export type CallResource = (
  resource: string,
  verb: string,
  input?: CallInput,
  options?: CallOptions,
) => Promise<unknown>;

export type AccessHook = (args: HookArgs & { id?: number; doc?: Doc }) => void | Promise<void>;
export type BeforeChangeHook = (
  args: HookArgs & { data: Doc; id?: number; original?: Doc },
) => Doc | Promise<Doc>;
export type BeforeDeleteHook = (args: HookArgs & { id: number }) => void | Promise<void>;
export type AfterChangeHook = (
  args: HookArgs & { doc: Doc; id: number; previous?: Doc },
) => void | Promise<void>;
export type AfterReadHook = (args: HookArgs & { doc: Doc }) => Doc | Promise<Doc>;
/** Runs before the body is validated (the route's preValidation): the rules see what is stored. */
export type BeforeValidateHook = (args: { operation: Operation | string; data: Doc }) => Doc;

/**
 * What an action is given besides the hook arguments: its validated path ids, query and body, the
 * uploaded image, and `say`, the sentence of a code for a bare answer that carries its own
 * `message` (S3's `{Status, message, …}`), with the code in the answer's headers as every
 * success message has it (messages.ts).
 */
export type ActionInput = {
  params: Record<string, number>;
  query: Doc;
  body: Doc;
  file?: Buffer;
  say: (code: PlainMessageCode) => string;
};

/** The wire schemas of one operation where the contract's differ from those the schema derives. */
export type View = { query?: object; body?: object; payload?: object };

/**
 * A named action of the resource's x-api (`assignOwner`, `approve`…): its path parameters,
 * query and body arrive validated; what it returns is the envelope's payload. `message` is the code
 * of the success sentence. `write: false` runs it without a transaction (a read).
 */
export type Action = {
  run: (args: HookArgs & ActionInput) => unknown | Promise<unknown>;
  /** The success sentence's code, or a choice of it by the answer (an empty list, a full one). */
  message?: PlainMessageCode | ((result: unknown) => PlainMessageCode);
  write?: boolean;
  /**
   * JSON schemas of its query and body (validated with the schema's ajv), and of its payload:
   * `'record'` / `'page'` for the resource's record view (as show answers it) or a Page of it.
   */
  query?: object;
  body?: object;
  payload?: object | 'record' | 'page';
  /** Default: what the x-api declaration implies (S1, or bare for `content` and key-less reads). */
  envelope?: 'S1' | 'bare' | 'S4' | 'message';
  /**
   * A multipart body (uploads.ts): `form` = the schema's x-form.multipart (the JSON part arrives
   * as `body`, the image as `file`), `file` = the image alone. Answers 413 past its limits.
   */
  multipart?: 'form' | 'file';
  /** The contract's name of a path placeholder the schema names otherwise (`{ projectId: 'id' }`). */
  params?: Record<string, string>;
  /** Error statuses it answers besides the usual ones (406: not enough of something). */
  errors?: number[];
  /**
   * Not on the wire: a service this resource offers others, reached only through `call` (as
   * `call('project', 'openFor', { body: { clientId } }, { as: 'system' })`). The registrar refuses
   * an x-api declaration of it; with no x-privileges entry, a caller's `call` checks no privilege.
   */
  internal?: boolean;
};

/**
 * A route of the resource folder's own beyond its schema's x-api (a folder with no schema, as a
 * summary page's figures, serves only these): GET /api/v1/<path>, guarded by its privilege or its
 * `access`, its 200 answer declared whole. `run` is given the hook arguments (no record; `call`,
 * `records`, `tx`) and the request's path ids, query and body; with `message`, the answer is marked
 * with that code (messages.ts) and `answer` builds the body around the result and its sentence,
 * once per remembered result (sealed.ts).
 */
export type Endpoint = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Under /api/v1 (`/project/summary`). */
  path: string;
  /** The privilege it needs, or `signedIn` (any session; `run` checks finer ones itself). */
  privilege?: string;
  access?: 'signedIn';
  query?: object;
  body?: object;
  /** The schema of the 200 answer, envelope included. */
  response: object;
  message?: PlainMessageCode;
  answer?: (result: never, message: string) => object;
  /** `true` runs it in one transaction (a write); reads run without one. */
  write?: boolean;
  run: (args: HookArgs & Omit<ActionInput, 'file' | 'say'>) => unknown | Promise<unknown>;
};

/**
 * Work the server does on its own, on a timer (server.ts starts every resource's jobs; a later
 * queue may run them instead, hence the small shape). `run` gets the hook arguments with no caller,
 * in one transaction; its `call` acts as the system. A failure is logged as `<name> failed` and the
 * next run tries again.
 */
export type Job = {
  /** Named in the log: `project reminders` → "project reminders failed". */
  name: string;
  /** Milliseconds between runs; the timer never keeps the process alive. */
  every: number;
  /** Also run once as soon as the server listens (not awaited: the first request need not wait). */
  atStart?: boolean;
  /**
   * A quick pass awaited before the server listens (the first request sees its work); a failure
   * stops the start. Given the same arguments as `run`.
   */
  beforeListen?: (args: HookArgs) => Promise<unknown>;
  run: (args: HookArgs) => Promise<unknown>;
};

/**
 * The resource's own sentences (codes of src/shared/serverMessages.ts) where the contract gives it
 * its own words; the generic `record.*` ones otherwise.
 */
export type Messages = {
  notFound?: PlainMessageCode;
  /** `record.listed` and the like take the resource's title; other success codes are plain. */
  /** A unique index refused the record. */
  duplicate?: PlainMessageCode;
  /** A foreign key refused the change (a missing reference, or a record still in use). */
  inUse?: PlainMessageCode;
  listed?: PlainMessageCode | 'record.listed';
  fetched?: PlainMessageCode;
  created?: PlainMessageCode;
  updated?: PlainMessageCode;
  deleted?: PlainMessageCode;
  /** A foreign key refused a reference that vanished after the hooks checked it (404). */
  referenceMissing?: PlainMessageCode;
  /** The record has no image (its image route, model.ts). */
  noImage?: PlainMessageCode;
  /** An image-only upload (`multipart: 'file'`) sent without its image (400). */
  noUpload?: PlainMessageCode;
};

export type ResourceHooks = {
  access?: AccessHook;
  beforeValidate?: BeforeValidateHook[];
  beforeChange?: BeforeChangeHook[];
  beforeDelete?: BeforeDeleteHook[];
  afterChange?: AfterChangeHook[];
  /**
   * Shape each record on its way out, from the record, the data, the caller and the query alone:
   * a list's shaped page is remembered per caller, query and day until the next write.
   */
  afterRead?: AfterReadHook[];
  /**
   * Named actions; one named like a CRUD operation (`list`, `create`…) answers it instead of the
   * generic operation, where the contract's answer is not the record as stored.
   */
  actions?: Record<string, Action>;
  views?: Partial<Record<string, View>>;
  /**
   * Named actions of another resource's x-api that this resource answers: the tasks of a
   * project are declared by the task schema and read as part of the project.
   */
  actionsFor?: Record<string, Record<string, Action>>;
  /** The record's wire view, where the contract's types differ from the schema's. */
  view?: object;
  messages?: Messages;
  /**
   * The schema's `stored: false` properties this file fills (in afterRead or an action's answer),
   * in the order the response writes them after the stored and joined ones.
   */
  computed?: readonly string[];
  /**
   * Who may load the record's image (its route `<record path>/<kind>`, routes/resourceActions.ts):
   * by default whoever holds the list privilege; `signedIn`, any signed-in user (a colleague's
   * photo that every list shows).
   */
  image?: { access?: 'signedIn' };
  /**
   * The CSV importer of x-list.import's columns, where one row is more than one record of the
   * schema (an account with its person); the generic importer otherwise (src/server/import).
   */
  importer?: (columns: string[], maxRows: number) => Importer<Record<string, unknown>, Tx>;
  /** Routes of its own beyond the schema's x-api (routes/endpoints.ts registers them), by name. */
  endpoints?: Record<string, Endpoint>;
  /** Periodic work (server.ts starts it: operations/jobs.ts). */
  jobs?: readonly Job[];
};
