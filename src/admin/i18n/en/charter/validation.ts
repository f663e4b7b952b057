/** validation: Form validation messages for keywords without an errorMessage of the schema */
import type { StringMap } from 'react-admin';

export const messages: StringMap = {
  additionalProperties: 'must NOT have additional properties',
  anyOf: 'must match a schema in anyOf',
  const: 'must be equal to constant',
  enum: 'must be equal to one of the allowed values',
  exclusiveMaximum: 'must be %{comparison} %{limit}',
  exclusiveMinimum: 'must be %{comparison} %{limit}',
  format: 'must match format "%{format}"',
  maxItems: 'must NOT have more than %{limit} items',
  maxLength: 'must NOT have more than %{limit} characters',
  maximum: 'must be %{comparison} %{limit}',
  minItems: 'must NOT have fewer than %{limit} items',
  minLength: 'must NOT have fewer than %{limit} characters',
  minimum: 'must be %{comparison} %{limit}',
  multipleOf: 'must be multiple of %{multipleOf}',
  not: 'must NOT be valid',
  oneOf: 'must match exactly one schema in oneOf',
  pattern: 'must match pattern "%{pattern}"',
  required: "must have required property '%{property}'",
  type: 'must be %{type}',
  uniqueItems: 'must NOT have duplicate items (items ## %{j} and %{i} are identical)',
};
