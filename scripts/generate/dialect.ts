/**
 * The generator's gate: a schema that breaks the dialect stops `npm run generate` with the file and
 * the reason, before anything is written. ajv's strict mode (createAjv) catches unknown or misspelt
 * keywords and bad x- values; the checks here catch what a meta-schema cannot see: names that must
 * point at a property, a privilege or another schema.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Ajv } from 'ajv';
import { createAjv } from '../../src/shared/createAjv.ts';
import type { ResourceSchema } from '../../src/shared/dialect.ts';
import { CORE_PRIVILEGES } from '../../src/shared/corePrivileges.ts';
import { pathReasons } from './paths.ts';
import { listFeatureReasons } from './listChecks.ts';
import { ruleProblems } from '../../src/shared/rules.ts';

/** One `schemas/*.schema.json` as read from disk; `schema` is unset when the file is not JSON. */
export type LoadedSchema = {
  /** Path shown in messages, relative to the working directory (`schemas/skill.schema.json`). */
  file: string;
  /** File name without `.schema.json`: the resource name it must declare. */
  stem: string;
  schema?: ResourceSchema;
  parseError?: string;
};

export type DialectError = { file: string; reason: string };

const SUFFIX = '.schema.json';
const NAME = /^[a-zA-Z][a-zA-Z0-9]*$/;
const PARAM = /^[a-zA-Z_][a-zA-Z0-9_]*$/;

export const formatError = (e: DialectError): string => `${e.file}: ${e.reason}`;

/** Reads every `*.schema.json` in `dir`, sorted by file name. Never throws on bad content. */
export function loadSchemas(dir: string): LoadedSchema[] {
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(SUFFIX))
    .sort()
    .map((name) => {
      const full = path.join(dir, name);
      const file = path.relative(process.cwd(), full).split(path.sep).join('/');
      const stem = name.slice(0, -SUFFIX.length);
      try {
        return { file, stem, schema: JSON.parse(fs.readFileSync(full, 'utf8')) as ResourceSchema };
      } catch (err) {
        return { file, stem, parseError: `invalid JSON: ${(err as Error).message}` };
      }
    });
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Every reason one schema breaks the dialect; `known` holds every resource name in the folder and
 * `isPrivilege` the catalogue: the core names plus those the folder's schemas declare.
 */
function reasonsFor(
  stem: string,
  schema: unknown,
  known: Map<string, ResourceSchema | undefined>,
  isPrivilege: (name: string) => boolean,
  ajv: Ajv,
): string[] {
  if (!isObject(schema)) return ['the schema must be a JSON object'];
  const s = schema as unknown as ResourceSchema;
  const reasons: string[] = [];
  try {
    ajv.compile(s);
  } catch (err) {
    reasons.push(`does not compile under the dialect: ${(err as Error).message}`);
    return reasons; // the checks below rely on the x- values having the meta-schemas' shapes
  } finally {
    ajv.removeSchema(s); // the next schema may reuse its $id (a copy with a mistake, in tests)
  }
  if (s['x-resource'] !== stem) {
    reasons.push(
      `x-resource is ${JSON.stringify(s['x-resource'])}, expected "${stem}" (the file name)`,
    );
  }
  if (!NAME.test(stem)) reasons.push(`resource name "${stem}" must match ${NAME.source}`);
  if (s.$id !== undefined && s.$id !== stem) {
    reasons.push(`$id is ${JSON.stringify(s.$id)}, expected "${stem}" (the file name)`);
  }
  if (s.type !== 'object' || !isObject(s.properties)) {
    reasons.push('must be "type": "object" with "properties"');
    return reasons;
  }
  const props = s.properties as Record<string, Record<string, unknown>>;
  const mustExist = (where: string, names: readonly string[] | undefined) => {
    for (const n of names ?? []) {
      if (!Object.hasOwn(props, n)) reasons.push(`${where} names "${n}", which is not a property`);
    }
  };

  const id = s['x-id'];
  if (typeof id !== 'string') reasons.push('x-id is missing');
  else if (!Object.hasOwn(props, id)) reasons.push(`x-id names "${id}", which is not a property`);
  else if (props[id].type !== 'integer')
    reasons.push(`x-id property "${id}" must be "type": "integer"`);

  mustExist('required', s.required);
  mustExist('x-list.columns', s['x-list']?.columns);
  if (s['x-list']?.sort) mustExist('x-list.sort.field', [s['x-list'].sort.field]);
  reasons.push(...listReasons(s, known));
  reasons.push(...ruleProblems(s));
  reasons.push(...pathReasons(s, (name) => known.get(name)));
  mustExist('x-form.order', s['x-form']?.order);
  mustExist('x-form.widgets', Object.keys(s['x-form']?.widgets ?? {}));
  for (const [i, section] of (s['x-form']?.sections ?? []).entries()) {
    mustExist(`x-form.sections[${i}].fields`, section.fields);
  }
  const form = s['x-form'];
  mustExist('x-form.fields', Object.keys(form?.fields ?? {}));
  mustExist('x-form.returnQuery', form?.returnQuery);
  for (const [name, hint] of Object.entries(form?.fields ?? {})) {
    const where = `x-form.fields.${name}`;
    if ('resource' in hint && !known.has(hint.resource))
      reasons.push(`${where}.resource "${hint.resource}", which is not a schema here`);
    if ('privilege' in hint && !isPrivilege(hint.privilege))
      reasons.push(`${where}.privilege "${hint.privilege}" is not in the privilege catalogue`);
  }
  for (const key of ['unique', 'indexes'] as const) {
    for (const cols of s['x-table']?.[key] ?? []) mustExist(`x-table.${key}`, cols);
  }

  for (const name of Object.keys(s['x-catalogue']?.privileges ?? {})) {
    if (CORE_PRIVILEGES.has(name))
      reasons.push(`x-catalogue declares "${name}", which the core catalogue already defines`);
  }

  const privileges = s['x-privileges'];
  if (!isObject(privileges))
    reasons.push('x-privileges is missing (use {} for no routes of its own)');
  else {
    const { actions, ...crud } = privileges;
    for (const [key, name] of [
      ...Object.entries(crud),
      ...Object.entries(actions ?? {}).map(([k, v]) => [`actions.${k}`, v]),
    ]) {
      if (!isPrivilege(name as string)) {
        reasons.push(`x-privileges.${key} is "${name}", which is not in the privilege catalogue`);
      }
    }
  }

  for (const [name, prop] of Object.entries(props)) {
    const ref =
      isObject(prop) && isObject(prop['x-column']) ? prop['x-column'].references : undefined;
    if (typeof ref === 'string' && !known.has(ref)) {
      reasons.push(`properties.${name} x-column.references "${ref}", which is not a schema here`);
    }
  }

  for (const [key, op] of Object.entries(s['x-api'] ?? {})) {
    if (!op) continue;
    if (!op.path.startsWith('/')) reasons.push(`x-api.${key}.path "${op.path}" must start with /`);
    const params = [...op.path.matchAll(/\{([^}]*)\}/g)].map((m) => m[1]);
    const bad = params.filter((p) => !PARAM.test(p));
    if (bad.length)
      reasons.push(`x-api.${key}.path "${op.path}" has bad placeholders: ${bad.join(', ')}`);
    if (/[{}]/.test(op.path.replace(/\{[^{}]*\}/g, ''))) {
      reasons.push(`x-api.${key}.path "${op.path}" has an unbalanced brace`);
    }
    if (op.paged !== undefined && (key !== 'list' || op.method !== 'GET'))
      reasons.push(`x-api.${key}.paged: only a GET list answers a page or every record`);
  }
  return reasons;
}

/** x-list's filter, cells and row actions must name existing columns, schemas and x-api actions. */
function listReasons(s: ResourceSchema, known: Map<string, unknown>): string[] {
  const list = s['x-list'];
  if (!list) return [];
  const reasons: string[] = [];
  const props = (s.properties ?? {}) as Record<string, unknown>;
  const api = s['x-api'] ?? {};
  const actions = s['x-privileges']?.actions ?? {};
  const needAction = (where: string, name: string) => {
    if (!api[name]) reasons.push(`${where} names "${name}", which is not an x-api action`);
    else if (!actions[name] && !['list', 'update', 'delete'].includes(name))
      reasons.push(`${where} names "${name}", which has no x-privileges.actions entry`);
  };
  const needSchema = (where: string, name: string | undefined) => {
    if (name !== undefined && !known.has(name))
      reasons.push(`${where} is "${name}", which is not a schema here`);
  };
  const listRoute = s['x-form']?.listRoute;
  if (list.route && listRoute && listRoute !== list.route)
    reasons.push(`x-form.listRoute "${listRoute}" differs from x-list.route "${list.route}"`);
  for (const [column, cell] of Object.entries(list.cells ?? {})) {
    if (!list.columns.includes(column))
      reasons.push(`x-list.cells names "${column}", which is not in x-list.columns`);
    for (const n of cell.join ?? [])
      if (!Object.hasOwn(props, n))
        reasons.push(`x-list.cells.${column}.join names "${n}", which is not a property`);
  }
  for (const [part, names] of Object.entries(list.card ?? {}))
    for (const n of names ?? [])
      if (!Object.hasOwn(props, n))
        reasons.push(`x-list.card.${part} names "${n}", which is not a property`);
  if (list.filter) {
    needSchema('x-list.filter.reference', list.filter.reference);
    needAction('x-list.filter.action', list.filter.action);
    for (const option of list.filter.options ?? [])
      needAction(`x-list.filter.options "${option.value}"`, option.action);
  }
  for (const [key, action] of Object.entries(list.rowActions ?? {})) {
    if (action.kind === 'edit' || action.kind === 'delete') {
      if (key !== action.kind)
        reasons.push(
          `x-list.rowActions.${key} of kind ${action.kind} must be named "${action.kind}"`,
        );
    } else if (action.kind === 'link') {
      if (!action.to) reasons.push(`x-list.rowActions.${key} of kind link needs a "to"`);
    } else needAction(`x-list.rowActions.${key}`, key);
    needSchema(`x-list.rowActions.${key}.reference`, action.reference);
    if (action.column && !list.columns.includes(action.column))
      reasons.push(`x-list.rowActions.${key}.column "${action.column}" is not in x-list.columns`);
    if (action.kind === 'assign' && !action.reference)
      reasons.push(`x-list.rowActions.${key} of kind assign needs a reference`);
  }
  for (const [key, view] of Object.entries(list.views ?? {})) {
    needAction(`x-list.views.${key}.operation`, view.operation);
    for (const c of view.columns ?? [])
      if (!Object.hasOwn(props, c))
        reasons.push(`x-list.views.${key}.columns names "${c}", which is not a property`);
    for (const a of [...(view.rowActions ?? [])])
      if (!list.rowActions?.[a])
        reasons.push(
          `x-list.views.${key}.rowActions names "${a}", which is not in x-list.rowActions`,
        );
    for (const a of view.allowedBy ?? [])
      if (!api[a]) reasons.push(`x-list.views.${key}.allowedBy names "${a}", which is not x-api`);
  }
  return reasons;
}

/**
 * `x-column.from` reads a column through a reference (`managerId.firstName`): the property must
 * not be stored, `managerId` must be a property with `x-column.references`, and `firstName` a
 * stored column of the schema it references.
 */
function joinReasons(s: ResourceSchema, schemas: Map<string, ResourceSchema>): string[] {
  const props = (isObject(s.properties) ? s.properties : {}) as Record<string, unknown>;
  const hints = (p: unknown) =>
    (isObject(p) && isObject(p['x-column']) ? p['x-column'] : {}) as Record<string, unknown>;
  const reasons: string[] = [];
  for (const [name, prop] of Object.entries(props)) {
    const from = hints(prop).from;
    if (typeof from !== 'string') continue;
    const where = `properties.${name} x-column.from "${from}"`;
    const [via, column] = from.split('.');
    const target = hints(props[via]).references;
    if (hints(prop).stored !== false) reasons.push(`${where} needs "stored": false`);
    if (!Object.hasOwn(props, via)) reasons.push(`${where}: "${via}" is not a property`);
    else if (typeof target !== 'string')
      reasons.push(`${where}: "${via}" has no x-column.references`);
    else {
      const other = schemas.get(target)?.properties as Record<string, unknown> | undefined;
      const h = hints(other?.[column]);
      if (other && (!Object.hasOwn(other, column) || h.stored === false || h.internal === true))
        reasons.push(`${where}: "${column}" is not a stored column of ${target}`);
    }
  }
  return reasons;
}

/**
 * `x-title` names properties; `x-reference` (references shown by name) needs a schema without
 * x-api (the contract's wire never changes), and either `x-column.references` (many-to-one) or,
 * on an array of integers not stored as a column, a known `resource` other than itself
 * (many-to-many: its join table's two columns are the two x-ids).
 */
function referenceReasons(s: ResourceSchema, schemas: Map<string, ResourceSchema>): string[] {
  const props = (isObject(s.properties) ? s.properties : {}) as Record<string, unknown>;
  const reasons: string[] = [];
  for (const name of s['x-title'] ?? [])
    if (!Object.hasOwn(props, name)) reasons.push(`x-title "${name}" is not a property`);
  for (const [name, prop] of Object.entries(props)) {
    if (!isObject(prop) || !isObject(prop['x-reference'])) continue;
    const where = `properties.${name} x-reference`;
    const hints = prop['x-reference'];
    const column = (isObject(prop['x-column']) ? prop['x-column'] : {}) as Record<string, unknown>;
    if (s['x-api']) reasons.push(`${where}: only a schema without x-api may declare it`);
    if (![prop.type].flat().includes('array')) {
      if (typeof column.references !== 'string')
        reasons.push(`${where}: a single reference needs x-column.references`);
      if (hints.resource !== undefined || hints.onDelete !== undefined || hints.related)
        reasons.push(`${where}: resource, onDelete and related are for an array (many-to-many)`);
      continue;
    }
    const items = isObject(prop.items) ? prop.items.type : undefined;
    if (items !== 'integer') reasons.push(`${where}: a many-to-many's items are integers (ids)`);
    if (column.stored !== false)
      reasons.push(`${where}: a many-to-many is stored in its join table: "stored": false`);
    const target = typeof hints.resource === 'string' ? hints.resource : undefined;
    if (!target || !schemas.has(target))
      reasons.push(`${where}.resource "${target ?? ''}" is not a schema here`);
    else if (target === s['x-resource'])
      reasons.push(`${where}.resource: a many-to-many to its own resource is not supported`);
  }
  return reasons;
}

/** Every way the loaded schemas break the dialect, in file order; empty when all are fine. */
export function validateDialect(loaded: LoadedSchema[]): DialectError[] {
  // Each resource name with its schema, for the checks that read a referenced schema's properties.
  const known = new Map(loaded.map((l) => [l.stem, isObject(l.schema) ? l.schema : undefined]));
  const declaredBy = new Map<string, string>();
  const twice: DialectError[] = [];
  for (const { file, schema } of loaded) {
    const names = isObject(schema?.['x-catalogue']?.privileges)
      ? Object.keys(schema['x-catalogue'].privileges)
      : [];
    for (const name of names) {
      const first = declaredBy.get(name);
      if (first) twice.push({ file, reason: `x-catalogue declares "${name}", as ${first} does` });
      else declaredBy.set(name, file);
    }
  }
  const isPrivilege = (name: string) => CORE_PRIVILEGES.has(name) || declaredBy.has(name);
  // One instance for the folder: setting up the x- keywords costs more than compiling a schema.
  const ajv = createAjv();
  const schemas = new Map(loaded.flatMap((l) => (isObject(l.schema) ? [[l.stem, l.schema]] : [])));
  const reasons = (stem: string, schema: ResourceSchema | undefined) => {
    const own = reasonsFor(stem, schema, known, isPrivilege, ajv);
    if (own.length || !schema) return own;
    return [
      ...joinReasons(schema, schemas),
      ...referenceReasons(schema, schemas),
      ...listFeatureReasons(schema, isPrivilege),
    ];
  };
  return [
    ...loaded.flatMap(({ file, stem, schema, parseError }) =>
      (parseError ? [parseError] : reasons(stem, schema)).map((reason) => ({ file, reason })),
    ),
    ...twice,
  ];
}
