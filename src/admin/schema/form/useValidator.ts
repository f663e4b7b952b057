/** Each schema's precompiled validator (no eval, stack notes #10–#11), loaded once on demand. */
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import { useEffect, useState } from 'react';
import { formSchemas } from '../../../generated/formSchemas.ts';
import { registry, type ResourceName } from '../../../generated/registry.ts';
import { localizeSchema } from '../localize.ts';
import { titleAt, translateErrors } from './translateErrors.ts';
import { loadValidator } from '../../../generated/validators/index.ts';

const validators = new Map<string, ValidatorType>();

export async function validatorFor(resource: ResourceName): Promise<ValidatorType> {
  const known = validators.get(resource);
  if (known) return known;
  const fns = await loadValidator[resource]();
  const v = createPrecompiledValidator(fns, formSchemas[resource] as RJSFSchema);
  validators.set(resource, v);
  return v;
}

export function useValidator(resource: ResourceName): ValidatorType | undefined {
  const [validator, setValidator] = useState(validators.get(resource));
  useEffect(() => {
    if (validator) return;
    let live = true;
    void validatorFor(resource).then((v) => live && setValidator(v));
    return () => {
      live = false;
    };
  }, [resource, validator]);
  return validator;
}

/**
 * The schema's message for one property of `data`, or undefined when it is valid; with `translate`
 * (react-admin's), in the user's language.
 */
export function firstError(
  validator: ValidatorType,
  resource: ResourceName,
  data: Record<string, unknown>,
  property: string,
  translate?: (key: string, options?: Record<string, unknown>) => string,
): string | undefined {
  const schema = formSchemas[resource] as RJSFSchema;
  const { errorSchema } = validator.validateFormData(
    data,
    schema,
    undefined,
    translate &&
      ((errors) =>
        translateErrors(errors, resource, schema, translate, (p) =>
          titleAt(localizeSchema(resource, registry[resource], translate), p),
        )),
  );
  const own = (errorSchema as Record<string, { __errors?: string[] }>)[property]?.__errors;
  return own?.[0];
}
