/**
 * Draws the console's app icons (public/icons/*.png, referenced by public/manifest.webmanifest) from
 * one SVG mark, rendered by Debian's Chromium so no image library is needed. Run it after changing
 * the mark or the colours; the PNGs are committed.
 *
 *   node scripts/icons.mjs
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const OUT = path.resolve(import.meta.dirname, '..', 'public', 'icons');
const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
const BLUE = '#2f5d8a';
const GREEN = '#7fc4b6';

/**
 * The mark on a 100-unit square: a white open ring (the C of Charter) around a green dot;
 * as a maskable icon it fills the square and shrinks towards the centre, inside the middle 80 % circle
 * the launcher may cut to.
 */
function svg({ size, maskable }) {
  const scale = maskable ? 0.72 : 1;
  const corner = maskable ? 0 : 18;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">
  <rect width="100" height="100" rx="${corner}" fill="${BLUE}"/>
  <g transform="translate(50 50) scale(${scale}) translate(-50 -50)">
    <path d="M 71 29 A 29 29 0 1 0 71 71" fill="none" stroke="#fff" stroke-width="11" stroke-linecap="round"/>
    <circle cx="56" cy="50" r="8" fill="${GREEN}"/>
  </g>
</svg>`;
}

const ICONS = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-192.png', size: 192, maskable: true },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
];

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'charter-icons-'));
try {
  fs.mkdirSync(OUT, { recursive: true });
  for (const icon of ICONS) {
    const page = path.join(work, `${icon.file}.html`);
    // A page of exactly the icon's size, transparent around the rounded corners.
    fs.writeFileSync(
      page,
      `<!doctype html><style>html,body{margin:0;background:transparent}svg{display:block}</style>${svg(icon)}`,
    );
    execFileSync(
      CHROMIUM,
      [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--hide-scrollbars',
        '--default-background-color=00000000',
        `--window-size=${icon.size},${icon.size}`,
        `--screenshot=${path.join(OUT, icon.file)}`,
        `file://${page}`,
      ],
      { stdio: 'ignore' },
    );
    console.log(`public/icons/${icon.file}`);
  }
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
