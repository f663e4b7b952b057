/**
 * The side bar's configuration as the server holds it: read from resources/menu.json (or MENU_FILE)
 * once, at start, checked and resolved, then kept in memory for GET /api/v1/menu. Nothing watches
 * the file: an edit is applied by a restart, and a bad edit stops that start with every problem
 * listed (file, line and column of a syntax error; entry and reason otherwise), so a running server
 * never swaps its menu for a broken one.
 *
 * @example
 *   const menu = loadMenu('resources/menu.json', Object.values(registry));
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ResourceSchema } from '../../shared/dialect.ts';
import { createAjv } from '../../shared/createAjv.ts';
import { MENU_FILE, readMenu, type MenuConfig } from '../../shared/menu.ts';

/** The path as ops know it: relative to where the server runs when the file lies under it. */
function shown(file: string): string {
  const relative = path.relative(process.cwd(), path.resolve(file));
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative)
    ? relative
    : path.resolve(file);
}

export function loadMenu(file: string, schemas: readonly ResourceSchema[]): MenuConfig {
  const name = shown(file);
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (err) {
    throw new Error(`the menu configuration cannot be read: ${name}: ${(err as Error).message}`);
  }
  const { problems, menu } = readMenu(text, name, createAjv(), schemas);
  if (!menu) throw new Error(`the menu configuration is invalid:\n  ${problems.join('\n  ')}`);
  return menu;
}

/** Where the menu is read from unless MENU_FILE says otherwise (relative to the working folder). */
export const DEFAULT_MENU_FILE = MENU_FILE;
