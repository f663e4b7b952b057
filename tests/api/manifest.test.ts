// The console is installable (issue #21 §1): the server hands out the web app manifest the page
// links to, as a manifest, with every icon it names, under the app's Content-Security-Policy.
// The files are the real ones (index.html and public/, which the build copies into dist/).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

type Manifest = {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
};

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
let dir: string;
let t: TestApp;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'charter-manifest-'));
  fs.cpSync(path.resolve('public'), dir, { recursive: true });
  fs.copyFileSync(path.resolve('index.html'), path.join(dir, 'index.html'));
  t = await createTestApp({ staticDir: dir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('the web app manifest', () => {
  it('is linked from the page, with the theme colour', async () => {
    const page = await get('/');
    expect(page.body).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(page.body).toMatch(/<meta name="theme-color" content="#[0-9a-f]{6}" \/>/);
    // No manifest-src of its own: default-src 'self' lets the page load its own manifest.
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toMatch(/manifest-src (?!'self')/);
  });

  it('answers as a manifest with what a phone needs to install the console', async () => {
    const res = await get('/manifest.webmanifest');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = res.json() as Manifest;
    expect(manifest).toMatchObject({
      name: 'Charter HR',
      short_name: 'Charter HR',
      start_url: '/',
      display: 'standalone',
    });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
    const sizes = (purpose: string) =>
      manifest.icons.filter((i) => (i.purpose ?? 'any') === purpose).map((i) => i.sizes);
    expect(sizes('any')).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(sizes('maskable')).toEqual(expect.arrayContaining(['512x512']));
  });

  it('names icons that the server answers as PNG images of their stated size', async () => {
    const { icons } = (await get('/manifest.webmanifest')).json() as Manifest;
    expect(icons.length).toBeGreaterThanOrEqual(3);
    for (const icon of icons) {
      const res = await get(icon.src);
      expect(res.statusCode, icon.src).toBe(200);
      expect(res.headers['content-type'], icon.src).toBe('image/png');
      const png = res.rawPayload;
      expect(png.subarray(0, 8).equals(PNG_SIGNATURE), icon.src).toBe(true);
      // The IHDR chunk's width and height, big-endian, right after the signature.
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
    }
  });
});
