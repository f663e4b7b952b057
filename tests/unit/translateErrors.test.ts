// Form validation messages through the catalogue (issue #21 §2): a schema's errorMessage by its
// generated key, ajv's own keyword messages by charter.validation.* — English exactly as ajv and RJSF
// word them, Hindi from hi.ts.
import type { RJSFSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import type { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import en from '../../src/admin/i18n/en.ts';
import hi from '../../src/admin/i18n/hi.ts';
import { createI18nProvider } from '../../src/admin/i18n/index.ts';
import { titleAt, translateErrors } from '../../src/admin/schema/form/translateErrors.ts';
import { localizeSchema } from '../../src/admin/schema/localize.ts';
import { extendAjv } from '../../src/shared/createAjv.ts';

const schema = {
  type: 'object',
  properties: {
    name: { type: 'string', title: 'Name', minLength: 3 },
    code: {
      type: 'string',
      title: 'Code',
      allOf: [{ pattern: '^[A-Z]+$', errorMessage: { pattern: 'Code must be capitals' } }],
    },
    size: { type: 'integer', title: 'Size', maximum: 9 },
  },
  required: ['name'],
} as unknown as RJSFSchema;

const validator = customizeValidator({
  extenderFn: (ajv) => extendAjv(ajv as unknown as Ajv) as unknown as typeof ajv,
});

const hindi = createI18nProvider('hi', {
  ...hi,
  schema: {
    widget: {
      properties: {
        name: { title: 'नाम' },
        code: { allOf: { 0: { errorMessage: { pattern: 'कोड बड़े अक्षरों में होना चाहिए' } } } },
      },
    },
  },
});

function messages(data: object, provider?: ReturnType<typeof createI18nProvider>) {
  const transform = provider
    ? (errors: Parameters<typeof translateErrors>[0]) => {
        const local = localizeSchema('widget', schema, provider.translate);
        return translateErrors(errors, 'widget', schema, provider.translate, (p) =>
          titleAt(local, p),
        );
      }
    : undefined;
  return validator
    .validateFormData(data, schema, undefined, transform)
    .errors.map((e) => e.message);
}

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/%\{(\w+)\}/g, (_m, k: string) => String(values[k]));

describe('validation messages in the chosen language', () => {
  const broken = { name: 'ab', code: 'ab', size: 12 };

  it('leaves every English message exactly as ajv and RJSF word it', () => {
    const english = createI18nProvider('en', en);
    expect(messages({}, english)).toEqual(messages({}));
    expect(messages(broken, english)).toEqual(messages(broken));
    expect(messages(broken)).toEqual([
      'must NOT have fewer than 3 characters',
      'Code must be capitals',
      'must be <= 9',
    ]);
    expect(messages({})).toEqual(["must have required property 'Name'"]);
  });

  it("shows the schema's errorMessage by its key and ajv's own by charter.validation", () => {
    const v = (hi as unknown as { charter: { validation: Record<string, string> } }).charter
      .validation;
    expect(messages(broken, hindi)).toEqual([
      fill(v.minLength, { limit: 3 }),
      'कोड बड़े अक्षरों में होना चाहिए',
      fill(v.maximum, { comparison: '<=', limit: 9 }),
    ]);
    expect(messages({}, hindi)).toEqual([fill(v.required, { property: 'नाम' })]);
  });
});
