/**
 * Precompiled browser validators, so forms validate under a CSP without 'unsafe-eval' (stack notes
 * #10–#11). RJSF compiles the form schema with its own ajv, extended by the same extendAjv as the
 * server's, so the browser reports the same errorMessage words.
 *
 * ajv's ESM output breaks on RJSF's hashed ids and its CJS output breaks Vite's dev server, so we ask
 * for CJS and rewrite it here: each `require("m")` becomes a namespace import (whose CJS interop
 * differs between Node and Vite, hence the `default` fallbacks) and `exports[...] = fn` becomes one
 * default export object.
 */
import type { JSONSchema7 } from 'json-schema';
import type { Ajv } from 'ajv';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import { extendAjv } from '../../src/shared/createAjv.ts';

const REQUIRE = /require\("([^"]+)"\)(\.default)?/g;
const EXPORT = /^exports(?:\.([A-Za-z_$][\w$]*)|\[("[^"]+")\])\s*=\s*([A-Za-z_$][\w$]*);\s*$/;

/** Rewrites ajv's standalone CommonJS into an ES module with one default export. */
export function cjsToEsm(cjs: string): string {
  const imports = new Map<string, string>();
  const exported: string[] = [];
  const body: string[] = [];
  for (const line of cjs.split('\n')) {
    if (line.trim() === '"use strict";') continue;
    const exp = EXPORT.exec(line);
    if (exp) {
      exported.push(`  ${exp[2] ?? JSON.stringify(exp[1])}: ${exp[3]},`);
      continue;
    }
    if (/\bmodule\.exports\b|\bexports\b\s*[.[]/.test(line)) {
      throw new Error(`unexpected CommonJS export in ajv output: ${line.slice(0, 120)}`);
    }
    body.push(
      line.replace(REQUIRE, (_all, spec: string, dotDefault: string | undefined) => {
        const file = /\.[cm]?js$/.test(spec) ? spec : `${spec}.js`;
        if (!imports.has(file)) imports.set(file, `d${imports.size}`);
        const ns = imports.get(file)!;
        return dotDefault
          ? `(${ns}.default?.default ?? ${ns}.default)`
          : `(${ns}.default ?? ${ns})`;
      }),
    );
  }
  if (exported.length === 0) throw new Error('ajv output exports no validator');
  const head = [...imports].map(([file, ns]) => `import * as ${ns} from ${JSON.stringify(file)};`);
  return [...head, ...body, 'export default {', ...exported, '};', ''].join('\n');
}

/** ES module source of the precompiled validators for one form schema. */
export function precompileValidator(formSchema: JSONSchema7): string {
  const cjs = compileSchemaValidatorsCode(structuredClone(formSchema) as never, {
    // extendAjv adds ajv-formats itself; letting RJSF add them too fails ("already defined").
    ajvFormatOptions: false,
    // Only a form with rules across fields (x-rules, compiled with ajv's `$data`) needs it; the
    // others keep the output they always had.
    ...(JSON.stringify(formSchema).includes('"$data"')
      ? { ajvOptionsOverrides: { $data: true } }
      : {}),
    extenderFn: (ajv) => extendAjv(ajv as unknown as Ajv) as unknown as typeof ajv,
  });
  return cjsToEsm(cjs);
}
