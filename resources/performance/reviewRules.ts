/**
 * The review rules (spec part 2 §5: rating and comment are both required, 'This field is required')
 * as the performance schema states them, through its precompiled validator, so the modal says what
 * the server would. Unlike the engine's `firstError`, this also places a missing field's message
 * (ajv-errors reports `required` at the object, naming the field in its original error).
 *
 * @example
 *   reviewErrors(validator, { comment: '' }); // { rating: 'This field is required', comment: ... }
 */
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { formSchemas } from '../../src/generated/formSchemas.ts';

export type ReviewErrors = { rating?: string; comment?: string };

type Raised = {
  property?: string;
  message?: string;
  params?: { missingProperty?: string; errors?: { params?: { missingProperty?: string } }[] };
};

/** The field an error is about: its path, or the property a `required` rule found missing. */
function fieldOf(error: Raised): string | undefined {
  const path = error.property?.replace(/^\./, '');
  if (path) return path.split('.')[0];
  return error.params?.missingProperty ?? error.params?.errors?.[0]?.params?.missingProperty;
}

export function reviewErrors(
  validator: ValidatorType,
  data: Record<string, unknown>,
): ReviewErrors {
  const { errors } = validator.validateFormData(data, formSchemas.performance as RJSFSchema);
  const found: ReviewErrors = {};
  for (const error of errors as Raised[]) {
    const field = fieldOf(error);
    if ((field === 'rating' || field === 'comment') && !found[field]) found[field] = error.message;
  }
  return found;
}
