#!/usr/bin/env node
// `npm run migrate [-- --plan]`: bundles scripts/migrate.ts into build/migrate.mjs when its sources
// changed (scripts/bundle.mjs) and runs it in this process. Through tsx, compiling the server's
// TypeScript took about a second of the ~3 s a plan took at 100k (bench/RESULTS.md).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundle, root } from './bundle.mjs';

const BUNDLE = 'build/migrate.mjs';
await bundle('scripts/migrate.ts', BUNDLE);
process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.join(root, BUNDLE)).href);
