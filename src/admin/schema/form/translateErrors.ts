/**
 * Validation messages in the user's language (issue #21 §2). The precompiled validators report
 * the schema's English words; this maps each error back to its catalogue key:
 * - an ajv-errors `errorMessage` text → its schema key (`#/properties/name/allOf/0/errorMessage`
 *   with a broken `minLength` → `schema.project.properties.name.allOf.0.errorMessage.minLength`);
 * - ajv's own message for a keyword without one → `charter.validation.<keyword>` with ajv's params
 *   (`must NOT have fewer than %{limit} characters`), English being ajv's words unchanged.
 * An error it cannot place keeps its message.
 *
 * @example
 *   <Form transformErrors={(errors) => translateErrors(errors, 'project', formSchemas.project, translate, titleOf)} … />
 */
import type { RJSFValidationError } from '@rjsf/utils';
import { schemaKey } from '../../../shared/schemaTexts.ts';

type Translate = (key: string, options?: Record<string, unknown>) => string;
type Raw = { keyword?: string; params?: Record<string, unknown> };
type Node = Record<string, unknown>;

/** ajv keywords whose own message has a `charter.validation.*` key. */
export const VALIDATION_KEYWORDS = [
  'additionalProperties',
  'anyOf',
  'const',
  'enum',
  'exclusiveMaximum',
  'exclusiveMinimum',
  'format',
  'maxItems',
  'maxLength',
  'maximum',
  'minItems',
  'minLength',
  'minimum',
  'multipleOf',
  'not',
  'oneOf',
  'pattern',
  'required',
  'type',
  'uniqueItems',
] as const;
const KNOWN = new Set<string>(VALIDATION_KEYWORDS);

const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `#/properties/a~1b/allOf/0` → ['properties', 'a/b', 'allOf', '0']. */
const pointer = (schemaPath = '') =>
  schemaPath
    .replace(/^#\/?/, '')
    .split('/')
    .filter(Boolean)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));

const at = (root: unknown, path: string[]) =>
  path.reduce<unknown>(
    (node, step) => (isNode(node) || Array.isArray(node) ? (node as Node)[step] : undefined),
    root,
  );

function leaves(node: unknown, path: string[] = [], out: { path: string[]; text: string }[] = []) {
  if (typeof node === 'string') out.push({ path, text: node });
  else if (isNode(node)) for (const [k, v] of Object.entries(node)) leaves(v, [...path, k], out);
  return out;
}

/** The JSON path (inside the schema) of the errorMessage text an ajv-errors error shows. */
export function errorMessagePath(root: unknown, error: RJSFValidationError): string[] | undefined {
  const base = pointer(error.schemaPath);
  const node = at(root, base);
  if (typeof node === 'string') return node === error.message ? base : undefined;
  const candidates = leaves(node).filter((c) => c.text === error.message);
  const raws = ((error.params as { errors?: Raw[] } | undefined)?.errors ?? []) as Raw[];
  for (const raw of raws) {
    const want = [
      raw.keyword,
      raw.keyword === 'required' ? raw.params?.missingProperty : undefined,
    ];
    const hit = candidates.find((c) => want.every((w, i) => w === undefined || c.path[i] === w));
    if (hit) return [...base, ...hit.path];
  }
  return candidates[0] && [...base, ...candidates[0].path];
}

type Titled = { title?: string; properties?: Record<string, Titled> };

/** The title of a (dotted) property path: `address.zipCode` → 'Zip Code'. */
export function titleAt(schema: unknown, path: string): string | undefined {
  let node: Titled | undefined = schema as Titled;
  for (const step of path.split('.')) node = node?.properties?.[step];
  return node?.title;
}

/**
 * `titleOf(property)` names a missing property in the user's language (`'Project Name'`), as
 * RJSF names it in English.
 */
export function translateErrors(
  errors: RJSFValidationError[],
  resource: string,
  root: unknown,
  translate: Translate,
  titleOf: (property: string) => string | undefined,
): RJSFValidationError[] {
  return errors.map((error) => {
    const english = error.message ?? '';
    let message: string | undefined;
    if (error.name === 'errorMessage') {
      const path = errorMessagePath(root, error);
      if (path) message = translate(schemaKey(resource, path), { _: english });
    } else if (error.name && KNOWN.has(error.name)) {
      const params = { ...(error.params as Record<string, unknown>) };
      const missing = params.missingProperty as string | undefined;
      if (missing !== undefined) {
        const inside = error.property?.replace(/^\./, '') ?? missing;
        params.property = titleOf(inside) ?? missing;
      }
      for (const [k, v] of Object.entries(params)) if (Array.isArray(v)) params[k] = v.join(',');
      message = translate(`charter.validation.${error.name}`, { ...params, _: english });
    }
    if (message === undefined || message === english) return error;
    return { ...error, message, stack: error.stack?.replace(english, message) ?? message };
  });
}
