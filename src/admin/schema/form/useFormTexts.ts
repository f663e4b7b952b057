/**
 * What a generated form needs to speak the user's language: the schema's texts translated (for the
 * heading, buttons and toasts), a uiSchema carrying the translated labels and widget texts, and
 * RJSF's transformErrors that spreads shared required messages and translates every message, and
 * its customValidate that checks the schema's rules across fields (x-rules).
 *
 * @example
 *   const { schema, uiSchema, transformErrors } = useFormTexts('project', { mode, can });
 */
import type { FormValidation, RJSFValidationError } from '@rjsf/utils';
import { brokenRules } from '../../../shared/rules.ts';
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
  // Rules across fields (x-rules), with their words in the user's language (the schema is
  // localized): each under its field, as the server's fieldErrors put them.
  const customValidate = useCallback(
    (
      data: Record<string, unknown> | undefined,
      errors: FormValidation<Record<string, unknown>>,
    ) => {
      const handlers = errors as unknown as Record<string, { addError(m: string): void }>;
      for (const broken of brokenRules(schema, data ?? {})) {
        handlers[broken.field] ??= {
          __errors: [],
          addError(this: { __errors: string[] }, m: string) {
            this.__errors.push(m);
          },
        } as never;
        handlers[broken.field].addError(broken.message);
      }
      return errors;
    },
    [schema],
  );
  return { schema, uiSchema, transformErrors, customValidate };
}
