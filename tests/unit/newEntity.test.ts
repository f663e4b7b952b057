// `npm run new:entity -- <name>` scaffolds a schema the generator accepts as it is, with working
// messages, and refuses bad or taken names without writing anything.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newEntity } from '../../scripts/new-entity.ts';
import { loadSchemas, validateDialect } from '../../scripts/generate/core.ts';
import { createAjv } from '../../src/shared/createAjv.ts';

let dir: string;
let lines: { log: string[]; error: string[] };
const run = (...argv: string[]) =>
  newEntity([...argv, '--schemas', dir], {
    log: (l) => lines.log.push(l),
    error: (l) => lines.error.push(l),
  });

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'new-entity-'));
  lines = { log: [], error: [] };
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('npm run new:entity', () => {
  it('writes a schema that passes the dialect check and prints the next steps', () => {
    expect(run('assetTag')).toBe(0);
    const loaded = loadSchemas(dir);
    expect(loaded.map((l) => l.stem)).toEqual(['assetTag']);
    expect(validateDialect(loaded)).toEqual([]);
    const schema = loaded[0].schema!;
    expect(schema['x-api']).toBeUndefined();
    expect(schema['x-catalogue']?.privileges).toHaveProperty(
      'CREATE_ASSET_TAG',
      'Add an asset tag',
    );
    expect(lines.log.join('\n')).toContain('"resource": "assetTag"');
    expect(lines.log.join('\n')).toContain('npm run generate');
  });

  it('gives the scaffold messages people can read', () => {
    run('assetTag');
    const schema = loadSchemas(dir)[0].schema!;
    const validate = createAjv().compile(schema);
    expect(validate({ name: '   ' })).toBe(false);
    expect(validate.errors?.map((e) => e.message)).toEqual(['Asset Tag Name is required']);
    expect(validate({})).toBe(false);
    expect(validate.errors?.map((e) => e.message)).toEqual(['Asset Tag Name is required']);
    expect(validate({ name: 'Laptop 12' })).toBe(true);
  });

  it('refuses a name that already has a schema, and leaves it alone', () => {
    fs.writeFileSync(path.join(dir, 'holiday.schema.json'), '{"kept": true}');
    expect(run('holiday')).toBe(1);
    expect(lines.error[0]).toBe(
      `${path.join(dir, 'holiday.schema.json')} already exists; choose another name or edit that schema.`,
    );
    expect(fs.readFileSync(path.join(dir, 'holiday.schema.json'), 'utf8')).toBe('{"kept": true}');
  });

  it.each(['bad-name', 'Holiday', '9lives', 'a b'])('refuses the identifier %j', (name) => {
    expect(run(name)).toBe(1);
    expect(lines.error[0]).toMatch(/is not a valid entity name/);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('refuses a name whose privileges the catalogue already has', () => {
    expect(run('skill')).toBe(1);
    expect(lines.error[0]).toBe(
      'The privilege names GET_ALL_SKILL, UPDATE_SKILL, DELETE_SKILL are already in the catalogue; choose another name.',
    );
    expect(fs.readdirSync(dir)).toEqual([]);
  });
});
