/**
 * src/generated/dialect.ts: the TypeScript types of the x- keywords, compiled from their
 * meta-schemas (src/shared/dialect.schema.json), so the checks ajv runs and the types the code
 * reads cannot drift apart. Each definition becomes one exported type, its `description` the doc
 * comment; src/shared/dialect.ts re-exports them under the names the code imports.
 */
import { compile } from 'json-schema-to-typescript';
import type { JSONSchema4 } from 'json-schema';
import dialect from '../../src/shared/dialect.schema.json' with { type: 'json' };
import { BANNER } from './render.ts';

export const DIALECT_SOURCE = 'src/shared/dialect.schema.json';

// json-schema-to-typescript notes where each definition came from in every doc comment; the source
// is named once in the file's header instead.
const REFERENCED_BY =
  /\n \*\n \* This interface was referenced by `Dialect`'s JSON-Schema\n \* via the `definition` "\w+"\./g;
const ORIGIN_ONLY =
  /\/\*\*\n \* This interface was referenced by `Dialect`'s JSON-Schema\n \* via the `definition` "\w+"\.\n \*\/\n/g;

const ROOT = /^\/\*\*\n(?: \*[^\n]*\n)* \*\/\nexport interface Dialect \{\n(?:[^\n]*\n)*?\}\n/m;

/** `dialect.ts` in the output folder. It depends on no schema, so only the real run writes it. */
export async function renderDialectTypes(): Promise<Map<string, string>> {
  const text = [
    BANNER,
    `// Types of the x- keywords, from ${DIALECT_SOURCE}.`,
    '',
    await compileDialect(),
  ];
  return new Map([['dialect.ts', text.join('\n') + '\n']]);
}

async function compileDialect(): Promise<string> {
  // A copy: the compiler annotates the schema it is given, and createAjv reads the same import.
  const ts = await compile(structuredClone(dialect) as JSONSchema4, 'Dialect', {
    bannerComment: '',
    additionalProperties: false,
    strictIndexSignatures: false,
    declareExternallyReferenced: true,
    unreachableDefinitions: true,
    format: true,
    style: { singleQuote: true, trailingComma: 'all', printWidth: 100, semi: true },
  });
  // The root only gathers the definitions; its own interface would be noise.
  const body = ts.replace(ROOT, '').replace(REFERENCED_BY, '').replace(ORIGIN_ONLY, '');
  if (/\binterface Dialect\b/.test(body))
    throw new Error(`${DIALECT_SOURCE}: unexpected root type`);
  return body.trim();
}
