/**
 * RJSF transformErrors for the dialect's `errorMessage.required`: ajv-errors merges missing
 * properties that share a message ('This field is required' for four fields) into one error
 * on the whole form. This gives each missing property its own copy, so every empty field shows the
 * schema's words under itself.
 *
 * @example
 *   <Form transformErrors={spreadRequired} … />
 */
import type { RJSFValidationError } from '@rjsf/utils';

type Raw = { keyword?: string; params?: { missingProperty?: string } };

export function spreadRequired(errors: RJSFValidationError[]): RJSFValidationError[] {
  return errors.flatMap((error) => {
    const raw = (error.params as { errors?: Raw[] } | undefined)?.errors;
    const merged =
      error.name === 'errorMessage' &&
      !error.property?.replace(/^\./, '') &&
      raw?.length &&
      raw.every((r) => r.keyword === 'required' && r.params?.missingProperty);
    if (!merged) return [error];
    return raw.map((r) => ({
      ...error,
      // Each copy keeps its own cause, so its message finds its own catalogue key.
      params: { ...error.params, errors: [r] },
      property: `.${r.params!.missingProperty!}`,
      stack: `.${r.params!.missingProperty!} ${error.message ?? ''}`.trim(),
    }));
  });
}
