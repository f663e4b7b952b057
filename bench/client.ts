/**
 * `npx tsx bench/client.ts [--employees 100000] [--export-employees 10000]`
 * Client figures in Debian's Chromium (playwright-core) against the built console (dist/, built if
 * missing) served by the real server on a seeded company:
 * - gzip bytes of the JS loaded before the sign-in screen is usable, and before the employee list
 *   is (every script the page fetched, gzipped at level 9 from dist/ as a server would send it);
 * - time from clicking 'Employee List' in the menu to the first rows rendered;
 * - with a company of --export-employees (default 10,000, seeded separately), time from clicking
 *   'Export to xls' on the list to the file, and the longest main-thread stall meanwhile.
 * Writes bench/results/client-<N>-<engine>.json.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { arg, BENCH_ADMIN, BENCH_PASSWORD, engineName, writeResult } from './common.ts';
import { startServer, type BenchServer } from './server.ts';

const employees = Number(arg('employees', '100000'));
const exportEmployees = Number(arg('export-employees', '10000'));
const dist = path.resolve('dist');
if (!fs.existsSync(path.join(dist, 'index.html'))) {
  spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
}

const gzipBytes = (urls: Set<string>) =>
  [...urls].reduce((sum, u) => {
    const file = path.join(dist, new URL(u).pathname);
    return sum + zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
  }, 0);

/** A fresh browser profile on the company of `n`; `reuse` is a server already running on it. */
async function browse(n: number, reuse?: BenchServer) {
  const server = reuse ?? (await startServer(n, undefined, dist));
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'charter-bench-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    viewport: { width: 1280, height: 800 },
    acceptDownloads: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const scripts = new Set<string>();
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script' && r.url().startsWith(server.url))
      scripts.add(r.url());
  });
  return { server, page, scripts, close: () => context.close() };
}

async function signIn(page: Page) {
  await page.getByLabel('Email Address').fill(BENCH_ADMIN);
  await page.getByLabel('Password', { exact: true }).fill(BENCH_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
}

async function openList(page: Page) {
  await page
    .getByRole('button', { name: 'Employee', exact: true })
    .first()
    .click()
    .catch(() => {});
  // Once the menu group has finished opening (MUI marks its Collapse "entered"), so the clock
  // measures the console, not Playwright waiting for the animation to settle before clicking.
  const entry = page
    .locator('.MuiCollapse-entered')
    .getByText('Employee List', { exact: true })
    .first();
  await entry.waitFor();
  const began = Date.now();
  await entry.click();
  await page.locator('tbody tr').first().waitFor();
  return Date.now() - began;
}

// 1. Bundle and list timing on the big company.
const big = await browse(employees);
await big.page.goto(`${big.server.url}/login`);
await big.page.getByLabel('Email Address').waitFor();
await big.page.waitForLoadState('networkidle');
const beforeSignIn = {
  scripts: big.scripts.size,
  gzipBytes: gzipBytes(big.scripts),
  files: [...big.scripts].map((u) => path.basename(u)),
};
await signIn(big.page);
await big.page.waitForLoadState('networkidle');
const listMs = await openList(big.page);
await big.page.waitForLoadState('networkidle');
const beforeList = {
  scripts: big.scripts.size,
  gzipBytes: gzipBytes(big.scripts),
  files: [...big.scripts].map((u) => path.basename(u)),
};
// Once more, warm (the chunks are cached; the data is not).
await big.page.goto(`${big.server.url}/`);
await big.page.waitForLoadState('networkidle');
const listWarmMs = await openList(big.page);
await big.close();
console.log(
  `JS before sign-in usable: ${beforeSignIn.scripts} files, ${beforeSignIn.gzipBytes} B gzip`,
);
console.log(
  `JS before employee list usable: ${beforeList.scripts} files, ${beforeList.gzipBytes} B gzip`,
);
console.log(
  `Employee List click → first rows (${employees}): ${listMs} ms cold, ${listWarmMs} ms warm`,
);

// 2. Export of a whole company of exportEmployees.
let exportFigures: object | undefined;
if (exportEmployees > 0) {
  // One data directory opens in one process only: the same size reuses the list's server.
  const small = await browse(
    exportEmployees,
    exportEmployees === employees ? big.server : undefined,
  );
  await small.page.goto(`${small.server.url}/login`);
  await signIn(small.page);
  await openList(small.page);
  // The longest gap between ticks of a 20 ms timer: how long the page stays frozen.
  await small.page.evaluate(() => {
    const w = window as unknown as { __maxGap: number; __last: number };
    w.__maxGap = 0;
    w.__last = performance.now();
    setInterval(() => {
      const now = performance.now();
      w.__maxGap = Math.max(w.__maxGap, now - w.__last);
      w.__last = now;
    }, 20);
  });
  const exportOnce = async () => {
    const began = Date.now();
    const [download] = await Promise.all([
      small.page.waitForEvent('download', { timeout: 120_000 }),
      small.page.getByRole('button', { name: 'Export to xls' }).click(),
    ]);
    const file = await download.path();
    return { ms: Date.now() - began, bytes: fs.statSync(file).size };
  };
  // Cold: the first export after the server started (its database engine still warming up);
  // warm: the same export again, as a user exporting twice a day would see it.
  const cold = await exportOnce();
  const warm = await exportOnce();
  const maxStallMs = Math.round(
    await small.page.evaluate(() => (window as unknown as { __maxGap: number }).__maxGap),
  );
  exportFigures = {
    employees: exportEmployees,
    exportMs: cold.ms,
    exportWarmMs: warm.ms,
    maxStallMs,
    bytes: warm.bytes,
  };
  console.log(
    `Export ${exportEmployees} to xlsx: ${cold.ms} ms cold, ${warm.ms} ms warm, ` +
      `longest stall ${maxStallMs} ms`,
  );
  await small.close();
}

writeResult(`client-${employees}-${engineName()}`, {
  employees,
  beforeSignIn,
  beforeList,
  listMs,
  listWarmMs,
  export: exportFigures,
});
process.exit(0);
