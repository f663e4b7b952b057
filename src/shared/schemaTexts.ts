/**
 * The human texts of a schema, and the catalogue key of each (issue #21
 * §2). One walker serves both `npm run generate` (which writes every text with its English value to
 * src/generated/messages.en.ts) and the console (which reads each text through translate()), so the
 * key a screen asks for is always the key the generator wrote.
 *
 * A key is the text's JSON path inside its file, joined by dots, under the resource's name:
 * `schema.project.x-list.empty`, `schema.project.properties.name.allOf.1.errorMessage.maxLength`.
 * The side bar's labels are keyed by their text instead (src/shared/menuLabels.ts `menuLabelKey`): the
 * server reads the menu at start, so no build may number its entries.
 *
 * @example
 *   for (const { path, text } of schemaTexts(registry.skill)) console.log(schemaKey('skill', path), text);
 *   const local = mapSchemaTexts(registry.skill, (path, text) => translate(schemaKey('skill', path), { _: text }));
 */

/** Object keys whose string value is a text people read, wherever they sit in a schema. */
const TEXT_KEYS = new Set([
  'title',
  'x-label',
  'label',
  'empty',
  'emptyText',
  'text',
  'createLabel',
  'createTitle',
  'createButton',
  'message',
  'confirmLabel',
  'cancelLabel',
  'required',
  'failure',
  'success',
  'pending',
  'unavailable',
  'updated',
  'placeholder',
  'typeMessage',
  'sizeMessage',
  'deniedMessage',
  'emptyMessage',
  'managerLabel',
  'renamed',
  'deleting',
  'related',
  // A property's help under its form field; its `description` is for developers, never a text.
  'x-help',
]);

/** Every string below these keys is a text: ajv-errors messages and the spec's enum wording. */
const ALL_TEXTS = new Set(['errorMessage', 'x-enumLabels']);

/**
 * Keys whose value holds identifiers or data, never texts: the wire, privileges, storage, data
 * values, and maps from names to widget names or paths (a property called `title` must not make its
 * widget name a text). A `description` is for developers and never a text: what a form says under a
 * field is the property's `x-help` (issue #37).
 */
const NO_TEXTS = new Set([
  'x-api',
  'x-privileges',
  'x-table',
  'x-column',
  'enum',
  'const',
  'default',
  'examples',
  'widgets',
  'params',
  'optionsFilter',
]);

/** Maps keyed by property or definition names: their keys are names, never keywords. */
const NAME_MAPS = new Set(['properties', 'patternProperties', 'definitions', '$defs']);

export type SchemaText = { path: string[]; text: string };

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function walk(
  value: unknown,
  path: string[],
  visit: (path: string[], text: string) => unknown,
): unknown {
  const key = path[path.length - 1];
  const parent = path[path.length - 2];
  const named = parent !== undefined && NAME_MAPS.has(parent);
  const every = path.some((p, i) => ALL_TEXTS.has(p) && !NAME_MAPS.has(path[i - 1] ?? ''));
  const catalogue = path[0] === 'x-catalogue' && path[1] === 'privileges';
  if (typeof value === 'string') {
    if (every || catalogue || (!named && key !== undefined && TEXT_KEYS.has(key))) {
      return visit(path, value);
    }
    return value;
  }
  if (!named && key !== undefined && NO_TEXTS.has(key)) return value;
  if (Array.isArray(value)) return value.map((item, i) => walk(item, [...path, String(i)], visit));
  if (isObject(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, walk(v, [...path, k], visit)]),
    );
  }
  return value;
}

/**
 * A copy of `value` (a schema) with each text replaced by `replace(path, text)`;
 * everything else (names, routes, patterns, enum values) is kept as it is.
 */
export function mapSchemaTexts<T>(value: T, replace: (path: string[], text: string) => string): T {
  return walk(value, [], replace) as T;
}

/** Every text of a schema with its JSON path, in document order. */
export function schemaTexts(value: unknown): SchemaText[] {
  const texts: SchemaText[] = [];
  walk(value, [], (path, text) => {
    texts.push({ path, text });
    return text;
  });
  return texts;
}

/** The catalogue key of a schema text: `schema.<resource>.<path>`. */
export const schemaKey = (resource: string, path: readonly (string | number)[]) =>
  ['schema', resource, ...path].join('.');

type Tree = { [key: string]: Tree | string };

/**
 * The nested catalogue object of some texts (`{ project: { title: 'Project' } }`). A dot in a
 * path segment would split the key when polyglot reads it back, so it is refused here.
 */
export function textTree(texts: SchemaText[]): Tree {
  const tree: Tree = {};
  for (const { path, text } of texts) {
    const bad = path.find((p) => p.includes('.') || p === '');
    if (bad !== undefined) throw new Error(`"${path.join(' › ')}": "${bad}" cannot be a key`);
    let node = tree;
    for (const segment of path.slice(0, -1)) {
      const next = node[segment];
      if (typeof next === 'string') throw new Error(`${path.join('.')}: clashes with a text`);
      node = (next ?? (node[segment] = {})) as Tree;
    }
    node[path[path.length - 1]] = text;
  }
  return tree;
}
