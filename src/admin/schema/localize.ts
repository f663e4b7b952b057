/**
 * The schemas in the user's language (issue #21 §2): every text of a schema (titles, labels, empty
 * texts, confirmations, toasts, enum wording, errorMessages) read through translate() under the key
 * the generator wrote for it (src/shared/schemaTexts.ts: `schema.<resource>.<JSON path>`), the
 * English text standing in where a language lacks the key. Computed once per schema and language.
 * `{field}` placeholders survive translation and are filled afterwards, as in English.
 *
 * @example
 *   const schema = useSchema('project'); // registry.project, in the chosen language
 *   schema['x-list']?.empty // its Hindi text in Hindi
 */
import { useMemo } from 'react';
import { useI18nProvider, useLocale, type I18nProvider } from 'react-admin';
import { registry, type ResourceName } from '../../generated/registry.ts';
import type { ResourceSchema } from '../../shared/dialect.ts';
import { mapSchemaTexts, schemaKey } from '../../shared/schemaTexts.ts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const cache = new WeakMap<object, Map<string, unknown>>();

/** One schema text in the chosen language, English when the catalogue lacks it. */
export const schemaText = (
  translate: Translate,
  resource: string,
  path: readonly (string | number)[],
  english: string,
) => translate(schemaKey(resource, path), { _: english });

/**
 * A copy of a registry schema with every
 * text translated. Memoized per translator (one per provider and language) and resource.
 */
export function localizeSchema<T>(
  resource: string,
  schema: T,
  translate: Translate,
  memo: object = translate,
): T {
  let mine = cache.get(memo);
  if (!mine) cache.set(memo, (mine = new Map()));
  const known = mine.get(resource) as { source: T; localized: T } | undefined;
  if (known?.source === schema) return known.localized;
  const localized = mapSchemaTexts(schema, (path, text) =>
    schemaText(translate, resource, path, text),
  );
  mine.set(resource, { source: schema, localized });
  return localized;
}

/** Per provider, one memo object per language: the translations change with both. */
const memos = new WeakMap<I18nProvider, Map<string, object>>();
function memoFor(provider: I18nProvider, locale: string): object {
  let byLocale = memos.get(provider);
  if (!byLocale) memos.set(provider, (byLocale = new Map()));
  let memo = byLocale.get(locale);
  if (!memo) byLocale.set(locale, (memo = {}));
  return memo;
}

/** A translator bound to the provider, plus the memo key of the current language. */
export function useSchemaTranslator(): { translate: Translate; memo: object } {
  const provider = useI18nProvider();
  const locale = useLocale();
  const memo = memoFor(provider, locale);
  return useMemo(
    () => ({
      translate: (key: string, options?: object) => provider.translate(key, options),
      memo,
    }),
    [provider, memo],
  );
}

/** The registry schema of `resource` in the chosen language (undefined for an unknown name). */
export function useSchema(resource: string): ResourceSchema {
  const { translate, memo } = useSchemaTranslator();
  const schema = registry[resource as ResourceName];
  return schema ? localizeSchema(resource, schema, translate, memo) : schema;
}

/** Every schema's localizer for code that reads several (a reference's title, a filter's). */
export function useSchemas(): (resource: string) => ResourceSchema {
  const { translate, memo } = useSchemaTranslator();
  return (resource) => {
    const schema = registry[resource as ResourceName];
    return schema ? localizeSchema(resource, schema, translate, memo) : schema;
  };
}
