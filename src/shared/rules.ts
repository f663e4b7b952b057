/**
 * Rules across the fields of one record (`x-rules`, schemas/README.md "Rules across fields"),
 * compiled into plain JSON Schema that ajv checks with `$data` references, so the form's
 * precompiled validator and the server's body validator run the same rule and say the same words.
 * Each compiled rule is an `if`/`then` pair: the `if` says when the rule applies (both fields have
 * a value of the right kind), the `then` puts the rule's message on `field` (an error whose path is
 * that field, so forms show it under it and the server's `fieldErrors` name it). `$comment`
 * carries `x-rules/<index>` so a form can find the message's catalogue key.
 *
 * @example
 *   // "x-rules": [{ "field": "validTo", "gte": "validFrom", "message": "Valid To must not be before Valid From" }]
 *   const body = { ...bodySchema, allOf: [...compileRules(schema)] };
 */
import type { JSONSchema7 } from 'json-schema';
import type { CompareRule, ResourceSchema, Rule, UniqueRule } from './dialect.ts';

type Json = Record<string, unknown>;
type Op = 'gte' | 'gt' | 'lte' | 'lt';

const OPS: Op[] = ['gte', 'gt', 'lte', 'lt'];
/** The ajv keyword of each comparison: for numbers, and for dates and times (ajv-formats). */
const KEYWORDS: Record<Op, { number: string; format: string }> = {
  gte: { number: 'minimum', format: 'formatMinimum' },
  gt: { number: 'exclusiveMinimum', format: 'formatExclusiveMinimum' },
  lte: { number: 'maximum', format: 'formatMaximum' },
  lt: { number: 'exclusiveMaximum', format: 'formatExclusiveMaximum' },
};
const COMPARABLE_FORMATS = new Set(['date', 'date-time', 'time']);

/** The `$comment` marking a compiled rule, and the rule index it names. */
export const RULE_MARK = 'x-rules/';
export const ruleIndexOf = (node: unknown): number | undefined => {
  const c = (node as { $comment?: unknown } | null)?.$comment;
  return typeof c === 'string' && c.startsWith(RULE_MARK)
    ? Number(c.slice(RULE_MARK.length))
    : undefined;
};

export const isUnique = (r: Rule): r is UniqueRule => 'unique' in r;
export const isCompare = (r: Rule): r is CompareRule => !isUnique(r) && !('requiredWhen' in r);

/** The comparison of a compare rule: its operator and the other field. */
export function comparisonOf(rule: CompareRule): { op: Op; other: string } | undefined {
  const ops = OPS.filter((op) => typeof rule[op] === 'string');
  return ops.length === 1 ? { op: ops[0], other: rule[ops[0]]! } : undefined;
}

/** How a property compares: as a number, as a date/time format, or not at all. */
function kindOf(
  prop: unknown,
): { type: 'number' } | { type: 'string'; format: string } | undefined {
  if (!prop || typeof prop !== 'object') return undefined;
  const p = prop as JSONSchema7;
  const types = [p.type].flat();
  if (types.includes('number') || types.includes('integer')) return { type: 'number' };
  if (types.includes('string') && p.format && COMPARABLE_FORMATS.has(p.format))
    return { type: 'string', format: p.format };
  return undefined;
}

/** The fields a rule reads. */
export function ruleFields(rule: Rule): string[] {
  if (isUnique(rule)) return [...rule.unique];
  if ('requiredWhen' in rule) return [rule.field, rule.requiredWhen];
  const c = comparisonOf(rule);
  return c ? [rule.field, c.other] : [rule.field];
}

/** The field a rule's message belongs to. */
export const ruleField = (rule: Rule): string =>
  isUnique(rule) ? (rule.field ?? rule.unique[rule.unique.length - 1]) : rule.field;

/**
 * Why a schema's x-rules cannot be compiled, each reason naming the rule's key path: an unknown
 * field, a comparison of fields that do not compare (text, or a number with a date), a
 * `field` of a unique rule outside its list. Empty when every rule is fine.
 */
export function ruleProblems(schema: ResourceSchema): string[] {
  const props = (schema.properties ?? {}) as Record<string, Json>;
  const reasons: string[] = [];
  for (const [i, rule] of (schema['x-rules'] ?? []).entries()) {
    const where = `x-rules.${i}`;
    const named = (key: string, name: string) => {
      if (Object.hasOwn(props, name)) return true;
      reasons.push(`${where}.${key} "${name}" is not a property`);
      return false;
    };
    if (isUnique(rule)) {
      for (const name of rule.unique) named('unique', name);
      const stored = rule.unique.filter(
        (n) => (props[n]?.['x-column'] as Json | undefined)?.stored === false,
      );
      for (const n of stored) reasons.push(`${where}.unique "${n}" is not a stored column`);
      if (rule.field && !rule.unique.includes(rule.field))
        reasons.push(`${where}.field "${rule.field}" is not one of its unique fields`);
      continue;
    }
    if (!named('field', rule.field)) continue;
    if ('requiredWhen' in rule) {
      named('requiredWhen', rule.requiredWhen);
      continue;
    }
    const c = comparisonOf(rule);
    if (!c) {
      reasons.push(`${where} needs exactly one of gte, gt, lte, lt`);
      continue;
    }
    if (!named(c.op, c.other)) continue;
    const [a, b] = [kindOf(props[rule.field]), kindOf(props[c.other])];
    if (!a || !b || JSON.stringify(a) !== JSON.stringify(b))
      reasons.push(
        `${where}: "${rule.field}" and "${c.other}" must both be numbers, or strings of the same date or time format`,
      );
  }
  return reasons;
}

/** "Has a value": present, not null, not "". */
const HAS_VALUE = { not: { enum: [null, ''] } };

function compileCompare(schema: ResourceSchema, rule: CompareRule, i: number): Json | undefined {
  const c = comparisonOf(rule);
  const kind = c && kindOf(schema.properties?.[rule.field]);
  if (!c || !kind) return undefined;
  const keyword = KEYWORDS[c.op][kind.type === 'number' ? 'number' : 'format'];
  return {
    $comment: `${RULE_MARK}${i}`,
    if: { required: [rule.field, c.other], properties: { [rule.field]: kind, [c.other]: kind } },
    then: {
      properties: {
        [rule.field]: {
          // The property's own type (nullable too): a form merging this branch into the field
          // (RJSF resolves if/then to render) must see the field it already had.
          ...kind,
          type: (schema.properties?.[rule.field] as JSONSchema7).type,
          [keyword]: { $data: `1/${c.other}` },
          errorMessage: { [keyword]: rule.message },
        },
      },
    },
  };
}

function compileRequiredWhen(
  rule: { field: string; requiredWhen: string; message: string },
  i: number,
) {
  return {
    $comment: `${RULE_MARK}${i}`,
    if: { required: [rule.requiredWhen], properties: { [rule.requiredWhen]: HAS_VALUE } },
    then: {
      required: [rule.field],
      properties: { [rule.field]: { ...HAS_VALUE, errorMessage: { not: rule.message } } },
      errorMessage: { required: { [rule.field]: rule.message } },
    },
  };
}

/**
 * The schema's compare and requiredWhen rules as `allOf` entries. `partial` (a PATCH body, which
 * may leave fields out) keeps only the comparisons, which hold whenever both fields are sent; the
 * operation checks every rule again on the record as it will be stored (operations/rules.ts).
 */
export function compileRules(schema: ResourceSchema, partial = false): JSONSchema7[] {
  const out: Json[] = [];
  for (const [i, rule] of (schema['x-rules'] ?? []).entries()) {
    if (isUnique(rule)) continue;
    if ('requiredWhen' in rule) {
      if (!partial) out.push(compileRequiredWhen(rule, i));
      continue;
    }
    const compiled = compileCompare(schema, rule, i);
    if (compiled) out.push(compiled);
  }
  return out as JSONSchema7[];
}

/** `schema` with its compiled rules appended to its root `allOf` (unchanged without rules). */
export function withRules<T extends object>(schema: ResourceSchema, view: T, partial = false): T {
  const rules = compileRules(schema, partial);
  if (!rules.length) return view;
  const own = (view as { allOf?: JSONSchema7[] }).allOf ?? [];
  return { ...view, allOf: [...own, ...rules] };
}

const hasValue = (v: unknown) => v !== undefined && v !== null && v !== '';

/** `a` compared with `b` (both with a value): numbers as numbers, dates and times as instants. */
function holds(op: Op, a: unknown, b: unknown, format?: string): boolean {
  const num = (v: unknown) =>
    typeof v === 'number' ? v : format === 'date-time' ? Date.parse(String(v)) : NaN;
  const [x, y] = typeof a === 'number' || format === 'date-time' ? [num(a), num(b)] : [a, b];
  if (typeof x === 'number' && typeof y === 'number' && (Number.isNaN(x) || Number.isNaN(y)))
    return true; // not comparable: the field's own format rule speaks
  // ISO dates and times of one format order as text.
  const [p, q] = [x as string | number, y as string | number];
  return op === 'gte' ? p >= q : op === 'gt' ? p > q : op === 'lte' ? p <= q : p < q;
}

/**
 * The same compare and requiredWhen rules evaluated in plain code, for the browser form (which
 * may not compile validators at run time, and renders the schema without them): each broken rule
 * with its index and field. The server's compiled rules (compileRules) give the same verdicts.
 */
export function brokenRules(
  schema: ResourceSchema,
  data: Record<string, unknown>,
): { index: number; field: string; message: string }[] {
  const out: { index: number; field: string; message: string }[] = [];
  for (const [index, rule] of (schema['x-rules'] ?? []).entries()) {
    if (isUnique(rule)) continue;
    const value = data[rule.field];
    if ('requiredWhen' in rule) {
      if (hasValue(data[rule.requiredWhen]) && !hasValue(value))
        out.push({ index, field: rule.field, message: rule.message });
      continue;
    }
    const c = comparisonOf(rule);
    const kind = kindOf(schema.properties?.[rule.field]);
    if (!c || !kind || !hasValue(value) || !hasValue(data[c.other])) continue;
    const format = 'format' in kind ? kind.format : undefined;
    if (typeof value !== (kind.type === 'number' ? 'number' : 'string')) continue;
    if (!holds(c.op, value, data[c.other], format))
      out.push({ index, field: rule.field, message: rule.message });
  }
  return out;
}

/** The unique rules, with the property their message belongs to. */
export const uniqueRules = (schema: ResourceSchema) =>
  (schema['x-rules'] ?? []).filter(isUnique).map((rule) => ({ ...rule, field: ruleField(rule) }));
