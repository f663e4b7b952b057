import fs from 'node:fs';
import { it } from 'vitest';
import { createTestApp } from '../helpers/testApp.ts';

it('dumps', async () => {
  const t = await createTestApp();
  const token = await t.adminToken();
  const res = await t.app.inject({ method: 'GET', url: process.env.OAPI ?? '/api/v1/openapi.json', headers: t.auth(token) });
  const table = t.app.accessTable.map((e) => JSON.stringify(e)).sort();
  fs.writeFileSync(`/tmp/routes-${process.env.TAG}.json`, JSON.stringify({ table, openapi: JSON.parse(res.body) }, null, 1));
  await t.close();
});
