/**
 * A text of a schema (a field's title, an enum's label) in the chosen language, read under the key
 * the generator writes for it: `schema.<resource>.<JSON path>` (issue #21 §2), e.g.
 * `schema.employee.properties.gender.x-enumLabels.FEMALE`. The schema's English stands in where the
 * catalogue lacks the key, so the spec's words stay exact in English.
 *
 * @example
 *   schemaText(translate, 'employee', ['properties', 'firstName', 'title'], 'First Name');
 */
import type { TranslateFunction } from 'react-admin';

export const schemaText = (
  translate: TranslateFunction,
  resource: string,
  path: readonly string[],
  english: string,
) => translate(['schema', resource, ...path].join('.'), { _: english });
