/**
 * What a generated form needs to speak the user's language: the schema's texts translated (for the
 * heading, buttons and toasts), a uiSchema carrying the translated labels and widget texts, and
 * RJSF's transformErrors that spreads shared required messages and translates every message.
 *
 * @example
 *   const { schema, uiSchema, transformErrors } = useFormTexts('department', { mode, can });
 */
import type { RJSFValidationError } from '@rjsf/utils';
import { useCallback, useMemo } from 'react';
import { formSchemas } from '../../../generated/formSchemas.ts';
import type { ResourceName } from '../../../generated/registry.ts';
import { useSchema, useSchemaTranslator } from '../localize.ts';
import { uiSchemaFor, type UiOptions } from '../uiSchema.ts';
import { spreadRequired } from './spreadRequired.ts';
import { titleAt, translateErrors } from './translateErrors.ts';

export function useFormTexts(resource: ResourceName, options: UiOptions) {
  const schema = useSchema(resource);
  const { translate } = useSchemaTranslator();
  const { mode, can } = options;
  const uiSchema = useMemo(() => uiSchemaFor(schema, { mode, can }), [schema, mode, can]);
  const transformErrors = useCallback(
    (errors: RJSFValidationError[]) =>
      translateErrors(spreadRequired(errors), resource, formSchemas[resource], translate, (p) =>
        titleAt(schema, p),
      ),
    [resource, schema, translate],
  );
  return { schema, uiSchema, transformErrors };
}
