/**
 * A Vite plugin that writes a Brotli (`.br`) and a gzip (`.gz`) copy beside every text asset of the
 * build, which the server hands out instead of the original to a browser that accepts it
 * (@fastify/static `preCompressed`): the console's JavaScript travels compressed without the server
 * compressing it on every request. Copies that would not be smaller are not written.
 *
 * @example
 *   export default defineConfig({ plugins: [react(), precompress()] });
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below this, headers cost more than compression saves. */
const MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function compressFile(file: string) {
  const data = await fs.readFile(file);
  if (data.length < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  if (br.length < data.length) await fs.writeFile(`${file}.br`, br);
  if (gz.length < data.length) await fs.writeFile(`${file}.gz`, gz);
}

export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'charter-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await fs.readdir(outDir, { recursive: true }))
        .map((f) => path.join(outDir, f))
        .filter((f) => TEXT.test(f));
      await Promise.all(files.map(compressFile));
    },
  };
}
