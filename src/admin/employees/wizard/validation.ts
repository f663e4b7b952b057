/**
 * The wizard's rules are the schemas' own (spec part 2 §5), checked through the precompiled
 * validators so the form and the server say the same words. Blank inputs are left out before
 * checking, so an empty field reads '<Field> is required' and a field of spaces '… cannot be empty'.
 */
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { formSchemas } from '../../../generated/formSchemas.ts';
import type { ResourceName } from '../../../generated/registry.ts';
import { validatorFor } from '../../schema/form/useValidator.ts';

type Row = Record<string, unknown>;
export type Errors = Record<string, string>;
type ErrorNode = { __errors?: string[] } & { [key: string]: ErrorNode | string[] | undefined };

/** Drops '' and null so `required` speaks; nested objects are cleaned too. */
export function withoutBlanks(data: Row): Row {
  const out: Row = {};
  for (const [k, v] of Object.entries(data)) {
    if (v === '' || v === null || v === undefined) continue;
    out[k] = v && typeof v === 'object' && !Array.isArray(v) ? withoutBlanks(v as Row) : v;
  }
  return out;
}

function flatten(node: ErrorNode | undefined, prefix: string, out: Errors) {
  if (!node) return;
  if (node.__errors?.length && prefix && !out[prefix]) out[prefix] = node.__errors[0];
  for (const [k, child] of Object.entries(node)) {
    if (k === '__errors' || !child || Array.isArray(child)) continue;
    flatten(child, prefix ? `${prefix}.${k}` : k, out);
  }
}

/** The first message per property path (`firstName`, `zipCode.city`) of `data` under `resource`. */
export function schemaErrors(validator: ValidatorType, resource: ResourceName, data: Row): Errors {
  const schema = formSchemas[resource] as RJSFSchema;
  const { errorSchema } = validator.validateFormData(withoutBlanks(data), schema);
  const out: Errors = {};
  flatten(errorSchema as ErrorNode, '', out);
  return out;
}

/** Loads the validator on first use, then checks. */
export async function checkWith(resource: ResourceName, data: Row): Promise<Errors> {
  return schemaErrors(await validatorFor(resource), resource, data);
}

/** Only the given fields' messages: a step checks its own inputs, not the whole record. */
export const pick = (errors: Errors, fields: string[]): Errors =>
  Object.fromEntries(fields.flatMap((f) => (errors[f] ? [[f, errors[f]]] : [])));

/** Step 1's selects, which no schema property holds (spec part 2 §5 "Primary user"). */
export const PRIMARY_MESSAGES = {
  organization: 'Organization is required',
  role: 'Role is required',
};

export const trimmed = (v: unknown): unknown => (typeof v === 'string' ? v.trim() : v);
