/**
 * A bespoke form's rules are the schemas' own (spec part 2 §5: a resource's wizard, the change of
 * password), checked through the precompiled validators so the form and the server say the same
 * words, one message per property path. Blank inputs are left out before checking, so an empty
 * field reads '<Field> is required' and a field of spaces '… cannot be empty'.
 */
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { formSchemas } from '../../../generated/formSchemas.ts';
import { registry, type ResourceName } from '../../../generated/registry.ts';
import { titleAt, translateErrors } from './translateErrors.ts';
import { validatorFor } from './useValidator.ts';
import { localizeSchema } from '../localize.ts';

type Row = Record<string, unknown>;
/** react-admin's translate: the messages come back in the user's language (issue #21 §2). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;
export type Errors = Record<string, string>;
/** Drops '' and null so `required` speaks; nested objects are cleaned too. */
export function withoutBlanks(data: Row): Row {
  const out: Row = {};
  for (const [k, v] of Object.entries(data)) {
    if (v === '' || v === null || v === undefined) continue;
    out[k] = v && typeof v === 'object' && !Array.isArray(v) ? withoutBlanks(v as Row) : v;
  }
  return out;
}

type RawError = {
  params?: { missingProperty?: string; errors?: RawError[] };
  instancePath?: string;
};
type FormError = { property?: string; message?: string; params?: RawError['params'] };

/** 'zipCode.city' from RJSF's '.zipCode.city' or ajv's '/zipCode/city'. */
const dotted = (path: string) => path.replace(/^[./]/, '').replace(/\//g, '.');

/**
 * Where a message belongs. A `required` rule worded by the schema's root errorMessage is reported
 * on the object ('' or '.zipCode'), so its missing property is read from the wrapped ajv error.
 */
function pathOf(error: FormError): string {
  const inner = error.params?.errors?.find((e) => e.params?.missingProperty);
  if (inner) {
    const parent = dotted(inner.instancePath ?? '');
    const missing = inner.params!.missingProperty!;
    return parent ? `${parent}.${missing}` : missing;
  }
  if (error.params?.missingProperty) {
    const parent = dotted(error.property ?? '');
    return parent ? `${parent}.${error.params.missingProperty}` : error.params.missingProperty;
  }
  return dotted(error.property ?? '');
}

/** The first message per property path (`firstName`, `zipCode.city`) of `data` under `resource`. */
export function schemaErrors(
  validator: ValidatorType,
  resource: ResourceName,
  data: Row,
  translate: Translate,
): Errors {
  const schema = formSchemas[resource] as RJSFSchema;
  const { errors } = validator.validateFormData(withoutBlanks(data), schema, undefined, (found) =>
    translateErrors(found, resource, schema, translate, (p) =>
      titleAt(localizeSchema(resource, registry[resource], translate), p),
    ),
  );
  const out: Errors = {};
  for (const error of errors as FormError[]) {
    const path = pathOf(error);
    if (path && error.message && !out[path]) out[path] = error.message;
  }
  return out;
}

/** Loads the validator on first use, then checks. */
export async function checkWith(
  resource: ResourceName,
  data: Row,
  translate: Translate,
): Promise<Errors> {
  return schemaErrors(await validatorFor(resource), resource, data, translate);
}

/** Only the given fields' messages: a step checks its own inputs, not the whole record. */
export const pick = (errors: Errors, fields: string[]): Errors =>
  Object.fromEntries(fields.flatMap((f) => (errors[f] ? [[f, errors[f]]] : [])));

export const trimmed = (v: unknown): unknown => (typeof v === 'string' ? v.trim() : v);
