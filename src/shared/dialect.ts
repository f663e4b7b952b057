/**
 * The schema dialect: JSON Schema draft-07 plus a small, closed set of `x-` keywords. Their
 * meta-schemas (dialect.schema.json) are the one source: createAjv registers them here as
 * X_KEYWORDS, and ajv's strict mode turns any other `x-` key (or a misspelt one) into an error
 * naming the keyword; `npm run generate` compiles the same meta-schemas into the types below
 * (src/generated/dialect.ts). schemas/README.md documents each keyword for people.
 */
import type { JSONSchema7 } from 'json-schema';
import type {
  ApiHints,
  FormHints,
  PrivilegeHints,
  ResourceKeywords,
} from '../generated/dialect.ts';
import dialect from './dialect.schema.json' with { type: 'json' };

export type {
  ApiHints,
  ApiOperation,
  AttributesField,
  CatalogueHints,
  ColumnHints,
  CompareRule,
  EmployeeSearchField,
  FormFieldHint,
  FormHints,
  HttpMethod,
  ImageField,
  ImportHints,
  ListCard,
  ListCell,
  ListFilter,
  ListHints,
  ListSearch,
  ListView,
  PersonHints,
  PrivilegeHints,
  PrivilegeTabsField,
  PropertyKeywords,
  ReferenceField,
  ReferenceHints,
  RequiredWhenRule,
  ResourceKeywords,
  RowAction,
  Rule,
  RuleHints,
  SortChoices,
  TableHints,
  UniqueRule,
} from '../generated/dialect.ts';

export type CrudAction = Exclude<keyof PrivilegeHints, 'actions'>;

/**
 * A schema of schemas/: draft-07 with the root x- keywords. x-api is read by operation name, and a
 * name may be absent: Partial keeps `api.list` typed `ApiOperation | undefined` (a meta-schema's
 * map compiles to an index signature that would claim every name exists).
 */
export type ResourceSchema = JSONSchema7 &
  Omit<ResourceKeywords, 'x-api'> & { 'x-api'?: Partial<ApiHints> };

/**
 * What the console reads of a schema before any screen opens (routes, privileges, the wire), kept
 * small because it loads with the sign-in screen (src/generated/routing.ts): its properties keep only
 * `readOnly` and `x-column.stored`/`internal` (what decides whether a client may write them). Screens
 * load the full schema (registry.ts) with their own code. A full schema is also a ResourceRouting.
 */
export type ResourceRouting = Pick<
  ResourceSchema,
  'x-resource' | 'x-id' | 'title' | 'x-label' | 'x-list' | 'x-privileges' | 'x-api' | 'properties'
> & { 'x-form'?: Pick<FormHints, 'route'> };

type Definitions = typeof dialect.definitions;
const definitions: Record<string, unknown> = dialect.definitions;

/**
 * `value` with every `#/definitions/…` reference replaced by the definition itself (the dialect has
 * no cycles): each keyword's meta-schema stands alone, and ajv compiles only what that keyword uses
 * (carrying every definition along made each new ajv instance about twice as slow to set up).
 */
function inline(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(inline);
  if (typeof value !== 'object' || value === null) return value;
  const { $ref, ...rest } = value as Record<string, unknown>;
  const target = typeof $ref === 'string' ? $ref.replace(/^#\/definitions\//, '') : undefined;
  if (target !== undefined && !Object.hasOwn(definitions, target))
    throw new Error(`dialect.schema.json: unknown reference ${String($ref)}`);
  const base = target === undefined ? {} : (inline(definitions[target]) as object);
  return {
    ...base,
    ...Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, inline(v)])),
  };
}

/**
 * Meta-schemas of the x- vocabulary, keyed by keyword: the root keywords (ResourceKeywords) and the
 * property ones (PropertyKeywords).
 */
export const X_KEYWORDS: Record<string, object> = Object.fromEntries(
  (['ResourceKeywords', 'PropertyKeywords'] as const satisfies (keyof Definitions)[]).flatMap(
    (group) =>
      Object.entries(dialect.definitions[group].properties).map(([keyword, metaSchema]) => [
        keyword,
        inline(metaSchema) as object,
      ]),
  ),
);
