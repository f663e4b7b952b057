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
import { isObject } from './guards.ts';
import { pathReasons } from './paths.ts';
import { listFeatureReasons } from './listChecks.ts';
import { listReasons } from './listNames.ts';
import { joinReasons, referenceReasons } from './referenceChecks.ts';
import { ruleProblems } from '../../src/shared/rules.ts';
import { withWireDefs } from './wireDefs.ts';

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
const CRUD = new Set(['list', 'show', 'create', 'update', 'delete']);

// The server's own set-up for a route's schemas (plugins/validation.ts): union types allowed.
let wireAjv: Ajv | undefined;
/** Why a declared query, body or payload schema would not compile on the server, if it would not. */
function wireSchemaProblem(schema: object): string | undefined {
  wireAjv ??= createAjv({ strictTypes: false });
  try {
    wireAjv.compile(schema);
  } catch (err) {
    return (err as Error).message;
  } finally {
    wireAjv.removeSchema(schema);
  }
}

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
      let parsed: ResourceSchema;
      try {
        parsed = JSON.parse(fs.readFileSync(full, 'utf8')) as ResourceSchema;
      } catch (err) {
        return { file, stem, parseError: `invalid JSON: ${(err as Error).message}` };
      }
      try {
        return { file, stem, schema: isObject(parsed) ? withWireDefs(parsed) : parsed };
      } catch (err) {
        return { file, stem, parseError: (err as Error).message };
      }
    });
}

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
    const privilege = isObject(privileges)
      ? CRUD.has(key)
        ? privileges[key as 'list']
        : (privileges.actions as Record<string, unknown> | undefined)?.[key]
      : undefined;
    if (!privilege && !op.access)
      reasons.push(
        `x-api.${key} has no privilege in x-privileges and no access ("public" or "signedIn"): it would get no route`,
      );
    if (privilege && op.access === 'public')
      reasons.push(
        `x-api.${key} declares access "${op.access}" and x-privileges names "${privilege}": say one`,
      );
    for (const part of ['query', 'body', 'payload'] as const) {
      const reason = op[part] && wireSchemaProblem(op[part]);
      if (reason) reasons.push(`x-api.${key}.${part} does not compile: ${reason}`);
    }
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
