// The built console as the server hands it out: hashed assets cached for good, every client-side
// route answered with the single page, API paths and missing assets never answered with it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

const INDEX = '<!doctype html><title>Charter HR</title><div id="root"></div>';
const BIG = `export const names = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `name-${i}`))};`;
let dir: string;
let t: TestApp;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'charter-static-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), INDEX);
  fs.writeFileSync(path.join(dir, 'assets', 'app-1a2b3c.js'), 'console.log("app")');
  // What the build's precompress plugin leaves beside a large asset.
  const big = path.join(dir, 'assets', 'vendor-9f8e7d.js');
  fs.writeFileSync(big, BIG);
  fs.writeFileSync(`${big}.br`, zlib.brotliCompressSync(BIG));
  fs.writeFileSync(`${big}.gz`, zlib.gzipSync(BIG));
  t = await createTestApp({ staticDir: dir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the built console', () => {
  it('serves a hashed asset with a year-long immutable cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log("app")');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toMatch(/javascript/);
  });

  it.each(['/', '/login', '/employee/employee-list', '/holiday/3/show'])(
    'answers the client-side route %s with the page, never cached',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(INDEX);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      // The page the console runs in is what the CSP and the framing ban protect.
      expect(res.headers['content-security-policy']).toContain("script-src 'self';");
      expect(res.headers['content-security-policy']).not.toContain('unsafe-eval');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    },
  );

  it('sends the compressed copy a browser accepts, and the file itself to one that accepts none', async () => {
    const url = '/assets/vendor-9f8e7d.js';
    const br = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(BIG);
    expect(br.rawPayload.length).toBeLessThan(BIG.length / 2);

    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(BIG);

    const plain = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
  });

  it('sends a small asset without a compressed copy as it is, whatever the browser accepts', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/app-1a2b3c.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('console.log("app")');
  });

  it('answers a missing asset with 404, not with the page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-old.js' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<!doctype html>');
  });

  it('answers an unknown API path with the JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'Not found.' });
  });

  it('never serves a file outside the console folder', async () => {
    fs.writeFileSync(path.join(path.dirname(dir), 'charter-secret.txt'), 'secret');
    try {
      for (const url of [
        '/../charter-secret.txt',
        '/assets/../../charter-secret.txt',
        '/%2e%2e/charter-secret.txt',
        '/assets/%2e%2e%2f%2e%2e%2fcharter-secret.txt',
      ]) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.body, url).not.toContain('secret');
      }
    } finally {
      fs.rmSync(path.join(path.dirname(dir), 'charter-secret.txt'), { force: true });
    }
  });
});
