import fs from 'node:fs'; import os from 'node:os'; import path from 'node:path';
import { chromium } from 'playwright-core';
import { startServer } from '/work/main/bench/server.ts';
const dist = process.argv[2];
const server = await startServer(100, undefined, dist);
const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'x-'));
const ctx = await chromium.launchPersistentContext(profile, { executablePath: '/usr/bin/chromium', headless: true, args: ['--headless','--no-sandbox','--disable-gpu'] });
const page = ctx.pages()[0];
const scripts = new Set<string>();
page.on('response', (r) => { if (r.request().resourceType() === 'script' && r.url().startsWith(server.url)) scripts.add(r.url()); });
await page.goto(server.url + '/login');
await page.getByLabel('Email Address').waitFor();
await page.waitForLoadState('networkidle');
const lines: string[] = [];
for (const u of scripts) {
  const f = path.join(dist, new URL(u).pathname);
  if (!fs.existsSync(f + '.map')) continue;
  const map = JSON.parse(fs.readFileSync(f + '.map', 'utf8'));
  map.sources.forEach((s: string, i: number) => lines.push(`${(map.sourcesContent?.[i] ?? '').length} ${s.replace(/^(\.\.\/)+/, '')}`));
}
fs.writeFileSync(process.argv[3], lines.join('\n'));
await ctx.close();
process.exit(0);
