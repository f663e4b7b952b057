// The server's catalogue of sentences (issue #21 §2). The type system already refuses a code that
// is not in it (ServerMessageCode) and a call without the parameters its sentence needs; this file
// guards what types cannot: every code the server names exists, no route writes a sentence by
// hand beside the catalogue, and parameters survive the trip through a header.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeMessageParams, encodeMessageParams } from '../../src/shared/messageHeaders.ts';
import {
  fillMessage,
  isServerMessageCode,
  plainCodeOf,
  SERVER_MESSAGES,
  serverMessage,
} from '../../src/shared/serverMessages.ts';
import { CONSOLE_MESSAGES } from '../../src/shared/consoleMessages.ts';
import { FRAMEWORK_MESSAGES } from '../../src/shared/frameworkMessages.ts';

const SERVER = path.resolve(__dirname, '../../src/server');
const RESOURCES = path.resolve(__dirname, '../../resources');

function sources(dir: string): { file: string; text: string }[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith('.ts') ? [{ file: full, text: fs.readFileSync(full, 'utf8') }] : [];
  });
}

const HELPERS =
  /\b(?:say|markMessage|badRequest|unauthorized|forbidden|notFound|conflict|httpError|sendError|serverMessage|plainCodeOf)\(\s*(?:reply,\s*)?(?:\d+,\s*)?(['"`])([^'"`]*)\1/g;

describe('the server message catalogue', () => {
  it('names every code as area.name in lower snake case, each with a sentence', () => {
    for (const [code, text] of Object.entries(SERVER_MESSAGES)) {
      expect(code).toMatch(/^[a-z]+(_[a-z]+)*\.[a-z]+(_[a-z]+)*$/);
      expect(text.trim()).not.toBe('');
    }
  });

  it("takes each code from exactly one half, the framework's or the console's", () => {
    // The catalogue spreads one half over the other: a code in both would lose a sentence silently.
    const twice = Object.keys(FRAMEWORK_MESSAGES).filter((c) => Object.hasOwn(CONSOLE_MESSAGES, c));
    expect(twice).toEqual([]);
  });

  it('has every code src/server names', () => {
    // Server code includes the resources' hook files (resources/<name>/<name>.server.ts).
    const hookFiles = sources(RESOURCES).filter(({ file }) => file.endsWith('.server.ts'));
    const named = [...sources(SERVER), ...hookFiles].flatMap(({ file, text }) =>
      [...text.matchAll(HELPERS)].map((m) => ({ file, code: m[2] })),
    );
    expect(named.length).toBeGreaterThan(150);
    const unknown = named.filter(({ code }) => {
      if (!code.includes('${')) return !isServerMessageCode(code);
      // A code built from a closed set (`user.${verb}_own`): some catalogue code fits its shape.
      const shape = new RegExp(`^${code.replace(/\$\{[^}]+\}/g, '[a-z_]+').replace('.', '\\.')}$`);
      return !Object.keys(SERVER_MESSAGES).some((c) => shape.test(c));
    });
    expect(unknown).toEqual([]);
  });

  it('leaves no sentence written by hand in a route or plugin', () => {
    const hookFiles = sources(RESOURCES).filter(({ file }) => file.endsWith('.server.ts'));
    const byHand = [...sources(SERVER), ...hookFiles]
      // An import's cell problems are its own sentences: src/server/import and a resource's importer.
      .filter(
        ({ file }) =>
          !file.includes(`${path.sep}import${path.sep}`) && !file.endsWith('.importer.server.ts'),
      )
      .flatMap(({ file, text }) =>
        [...text.matchAll(/\b[Mm]essage:\s*(['"`])[A-Z][^'"`]*\1/g)].map((m) => `${file}: ${m[0]}`),
      );
    expect(byHand).toEqual([]);
  });

  it('fills placeholders, and leaves a missing one visible rather than inventing it', () => {
    expect(serverMessage('leave.not_enough', { available: 2.5 })).toBe(
      'Not enough leave: 2.5 days available.',
    );
    expect(serverMessage('auth.forbidden')).toBe('You do not have the privilege to do this.');
    expect(fillMessage('Only a %{role} can delete a %{role}.', { role: 'SuperAdmin' })).toBe(
      'Only a SuperAdmin can delete a SuperAdmin.',
    );
    expect(fillMessage('%{title} not found.', {})).toBe('%{title} not found.');
  });

  it('finds the code of a plain sentence a schema took from the catalogue', () => {
    expect(plainCodeOf('Please fetch your location before checking in.')).toBe(
      'attendance.fetch_location_first',
    );
    expect(plainCodeOf('No such sentence.')).toBeUndefined();
  });

  it('carries parameters in any language through a header, and refuses what is not an object', () => {
    const params = { role: 'प्रबंधक', count: 3, quote: '"; x=1' };
    const header = encodeMessageParams(params)!;
    expect(header).toMatch(/^[\x21-\x7e]+$/);
    expect(decodeMessageParams(header)).toEqual(params);
    expect(encodeMessageParams({ message: 'x'.repeat(5000) })).toBeUndefined();
    expect(decodeMessageParams('%E0%A4')).toBeUndefined();
    expect(decodeMessageParams(encodeURIComponent('[1,2]'))).toBeUndefined();
    expect(decodeMessageParams(null)).toBeUndefined();
  });
});
