/**
 * The pipeline's part of a schema's declared rules (src/shared/rules.ts, schemas/README.md "Rules
 * across fields" and "Defaults"): what the edge's body validation cannot see.
 * - An update's rules judge the record as it will be stored (the stored record with the body over
 *   it): a PATCH sending only `validTo` is still compared with the stored `validFrom`.
 * - A create fills the schema's `default`s of the writable properties the body omits.
 * - A unique rule's index refusing a write answers the rule's own message under its field.
 */
import type { ValidateFunction } from 'ajv';
import { createAjv } from '../../shared/createAjv.ts';
import { compileRules, ruleFields, ruleIndexOf, uniqueRules } from '../../shared/rules.ts';
import { HttpError, invalid } from '../http/errors.ts';
import { validationFailures, validationMessages } from '../http/validationMessages.ts';
import type { ResourceModel } from '../resource/model.ts';

type Doc = Record<string, unknown>;
type Checked = { fields: string[]; validate: ValidateFunction };

let ajv: ReturnType<typeof createAjv> | undefined;
const compiled = new WeakMap<ResourceModel, Checked[]>();

/** One validator per compare or requiredWhen rule, with the fields it reads. */
function checksOf(model: ResourceModel): Checked[] {
  let checks = compiled.get(model);
  if (checks) return checks;
  const rules = model.schema['x-rules'] ?? [];
  checks = compileRules(model.schema).map((rule) => {
    ajv ??= createAjv({ strictTypes: false });
    return {
      fields: ruleFields(rules[ruleIndexOf(rule)!]),
      validate: ajv.compile({ type: 'object', allOf: [rule] }),
    };
  });
  compiled.set(model, checks);
  return checks;
}

/**
 * The rules reading any of `touched` (every rule when omitted), checked on `record`: a 400 with
 * each broken rule's message under its field. Rules the write does not touch are not judged, so
 * a record stored before a rule existed can still be edited elsewhere.
 */
export function checkRules(model: ResourceModel, record: Doc, touched?: string[]) {
  const errors = checksOf(model)
    .filter((c) => !touched || c.fields.some((f) => touched.includes(f)))
    .flatMap((c) => (c.validate(record) ? [] : (c.validate.errors ?? [])));
  if (errors.length) throw invalid(validationMessages(errors), validationFailures(errors));
}

/** The body with the schema's `default` of every writable property it omits. */
export function withDefaults(model: ResourceModel, body: Doc): Doc {
  const out = { ...body };
  const props = (model.schema.properties ?? {}) as Record<string, { default?: unknown }>;
  for (const name of model.writable) {
    const fallback = props[name]?.default;
    if (out[name] === undefined && fallback !== undefined) out[name] = structuredClone(fallback);
  }
  return out;
}

/** The index name the migration gives a unique key (src/server/db/migrate.ts, `constraintName`). */
const indexName = (table: string, cols: string[]) => `uq_${table}_${cols.join('_')}`.slice(0, 63);

/**
 * The 409 of the unique rule whose index refused the write (PostgreSQL names it in the error on
 * both engines), with its message under its field; undefined for any other constraint.
 */
export function uniqueRuleConflict(model: ResourceModel, err: unknown): Error | undefined {
  const constraint = (err as { constraint?: unknown } | null)?.constraint;
  if (typeof constraint !== 'string') return undefined;
  const rule = uniqueRules(model.schema).find(
    (r) => indexName(model.name, r.unique) === constraint,
  );
  if (!rule) return undefined;
  return new HttpError(
    409,
    'validation.failed',
    { message: rule.message },
    [rule.message],
    [{ path: rule.field, message: rule.message }],
  );
}
