/**
 * `npm run generate`: schemas/*.schema.json → src/generated/ (types, registry, form schemas and the
 * browser's precompiled validators). `-- --check` only compares and exits 1 when anything is stale.
 * Options for tests: `--schemas <dir>`, `--out <dir>`. The work is in scripts/generate/.
 */
import { runGenerate } from './generate/cli.ts';

process.exitCode = await runGenerate(process.argv.slice(2));
