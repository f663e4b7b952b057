/**
 * A body held to its resource's schema, as a route's validation holds it at the edge (same ajv,
 * same words): for bodies that did not come through a route's schema (a multipart form's JSON
 * part, another resource's `call`). `context` names the part in messages; an unknown key is a
 * 400 naming it.
 */
import { invalid } from '../http/errors.ts';
import { validationFailures, validationMessages } from '../http/validationMessages.ts';
import type { Doc } from '../resource/hookTypes.ts';
import { bodyValidator, type ResourceModel } from '../resource/model.ts';

export function validateBody(model: ResourceModel, data: Doc, partial: boolean, context?: string) {
  const validate = bodyValidator(model, partial);
  if (!validate(data)) {
    const errors = validate.errors ?? [];
    throw invalid(validationMessages(errors, context), validationFailures(errors, context));
  }
  return data;
}
