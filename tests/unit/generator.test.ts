// `npm run generate` on fixture schemas (tests/fixtures/schemas), written into a throwaway folder under
// the repo's git-ignored tmp/ (so the generated validators resolve ajv from node_modules).
import fs from 'node:fs';
import path from 'node:path';
import type { RJSFSchema } from '@rjsf/utils';
import { createPrecompiledValidator, type ValidatorFunctions } from '@rjsf/validator-ajv8';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runGenerate } from '../../scripts/generate/cli.ts';
import { renderDialectTypes } from '../../scripts/generate/dialectTypes.ts';
import {
  BANNER,
  loadSchemas,
  renderOutputs,
  toResources,
  validateDialect,
  type LoadedSchema,
} from '../../scripts/generate/core.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FIXTURES = 'tests/fixtures/schemas';
const BROKEN = 'tests/fixtures/broken';
const widgetJson = JSON.parse(
  fs.readFileSync(path.join(ROOT, FIXTURES, 'widget.schema.json'), 'utf8'),
);

function tempOut(): string {
  fs.mkdirSync(path.join(ROOT, 'tmp'), { recursive: true });
  return fs.mkdtempSync(path.join(ROOT, 'tmp', 'generator-'));
}

/** Runs the CLI in-process and keeps what it printed. */
async function generate(...argv: string[]) {
  const log: string[] = [];
  const error: string[] = [];
  const code = await runGenerate(argv, { log: (l) => log.push(l), error: (l) => error.push(l) });
  return { code, log, error };
}

describe('npm run generate on the fixture schemas', () => {
  let out: string;
  const read = (rel: string) => fs.readFileSync(path.join(out, rel), 'utf8');

  beforeAll(async () => {
    out = tempOut();
    const { code, error } = await generate('--schemas', FIXTURES, '--out', out);
    expect(error).toEqual([]);
    expect(code).toBe(0);
  });
  afterAll(() => fs.rmSync(out, { recursive: true, force: true }));

  it('writes one exported type per schema, named in PascalCase after the resource', () => {
    const types = read('types.ts');
    expect(types).toMatch(/^export interface Widget \{/m);
    expect(types).toMatch(/^export interface WidgetPart \{/m);
    expect(types).toContain("colour?: 'RED' | 'GREEN';");
    expect(types).toMatch(
      /export type ResourceTypes = \{\n {2}widget: Widget;\n {2}widgetPart: WidgetPart;\n\};/,
    );
  });

  it('keeps internal properties out of the types and the form schemas, but not wire-only ones', () => {
    for (const file of ['types.ts', 'formSchemas.ts', 'validators/widget.js']) {
      expect(read(file), file).not.toContain('secretHash');
    }
    expect(read('types.ts')).toContain('partCount?: number;');
  });

  it('strips x- keys from the types and the form schemas, and messages from the types', () => {
    expect(read('types.ts')).not.toMatch(/x-|errorMessage|Widget Name/);
    expect(read('formSchemas.ts')).not.toContain('"x-');
    expect(read('formSchemas.ts')).toContain('Widget Name must not contain numbers');
  });

  it('puts each full schema, x- keys and internal properties included, in the registry', async () => {
    const { registry, resourceNames } = await import(path.join(out, 'registry.ts'));
    expect(resourceNames).toEqual(['widget', 'widgetPart']);
    expect(registry.widget).toEqual(widgetJson);
  });

  it('keeps in the routing only what the console needs before a screen opens', async () => {
    const { routing } = await import(path.join(out, 'routing.ts'));
    const widget = routing.widget;
    for (const key of ['x-resource', 'x-id', 'title', 'x-label', 'x-privileges', 'x-api', 'x-list'])
      expect(widget[key], key).toEqual(widgetJson[key]);
    // The fixture's form declares no route; the real department's does.
    expect(widget['x-form']).toBeUndefined();
    const real = await import('../../src/generated/routing.ts');
    const { registry } = await import('../../src/generated/registry.ts');
    expect(real.routing.department['x-form']).toEqual({
      route: registry.department['x-form']!.route,
    });
    expect(real.routing.department['x-form']!.route).toBe('/department/department-create-update');
    expect(widget.properties).toEqual({
      widgetId: { readOnly: true },
      name: {},
      price: {},
      active: {},
      launchedOn: {},
      colour: {},
      notes: {},
      partCount: { readOnly: true, 'x-column': { stored: false } },
      secretHash: { readOnly: true, 'x-column': { internal: true } },
    });
    expect(read('routing.ts')).not.toMatch(/errorMessage|Widget Name must/);
  });

  it('starts every generated file with the DO NOT EDIT banner', () => {
    const files = fs.readdirSync(out, { recursive: true }) as string[];
    const generated = files.filter((f) => fs.statSync(path.join(out, f)).isFile());
    expect(generated.sort()).toEqual(
      [
        'formSchemas.ts',
        'messages.en.ts',
        'privileges.ts',
        'registry.ts',
        'routing.ts',
        'types.ts',
        'validators/index.ts',
        'validators/widget.d.ts',
        'validators/widget.js',
        'validators/widgetPart.d.ts',
        'validators/widgetPart.js',
      ].map((f) => f.split('/').join(path.sep)),
    );
    for (const f of generated) expect(read(f).startsWith(`${BANNER}\n`), f).toBe(true);
  });

  it('renders byte-identical output on every run', async () => {
    const resources = toResources(loadSchemas(path.join(ROOT, FIXTURES)));
    const [a, b] = [await renderOutputs(resources), await renderOutputs(resources)];
    expect([...a.entries()]).toEqual([...b.entries()]);
  });

  it('writes validators as ES modules that never compile code at run time (CSP without unsafe-eval)', () => {
    const js = read('validators/widget.js');
    expect(js).not.toMatch(/\brequire\(|\bexports\b|new Function|\beval\(/);
    expect(js).toMatch(/^import \* as d0 from "ajv[^"]*\.js";$/m);
    expect(js).toMatch(/^export default \{\n {2}"widget": validate\d+,\n\};$/m);
  });

  it('gives the schema errorMessage text through createPrecompiledValidator and loadValidator', async () => {
    const { loadValidator } = await import(path.join(out, 'validators/index.ts'));
    const { formSchemas } = await import(path.join(out, 'formSchemas.ts'));
    const fns = (await loadValidator.widget()) as ValidatorFunctions;
    const schema = formSchemas.widget as RJSFSchema;
    const validator = createPrecompiledValidator(fns, schema);

    const bad = validator.validateFormData({ name: 'a1', price: -1 }, schema);
    expect(bad.errors.map((e) => e.message)).toEqual(
      expect.arrayContaining([
        'Widget Name must be at least 3 characters',
        'Widget Name must not contain numbers',
        'Price must not be negative',
      ]),
    );
    const missing = validator.validateFormData({}, schema);
    expect(missing.errors.map((e) => e.message)).toEqual(
      expect.arrayContaining(['Widget Name is required', 'Price is required']),
    );
    expect(validator.validateFormData({ name: 'Sprocket', price: 3 }, schema).errors).toEqual([]);
  });
});

describe('npm run generate -- --check', () => {
  let out: string;
  beforeAll(async () => {
    out = tempOut();
    expect((await generate('--schemas', FIXTURES, '--out', out)).code).toBe(0);
  });
  afterAll(() => fs.rmSync(out, { recursive: true, force: true }));

  it('passes on fresh output and prints that it is up to date', async () => {
    const { code, log } = await generate('--check', '--schemas', FIXTURES, '--out', out);
    expect(code).toBe(0);
    expect(log).toEqual([`${out}/ is up to date`]);
  });

  it('fails on a stale file and passes again after regenerating', async () => {
    fs.appendFileSync(path.join(out, 'types.ts'), '// edited by hand\n');
    const stale = await generate('--check', '--schemas', FIXTURES, '--out', out);
    expect(stale.code).toBe(1);
    expect(stale.error).toContain(`stale:   ${out}/types.ts`);

    const write = await generate('--schemas', FIXTURES, '--out', out);
    expect(write.log).toContain(`wrote   ${out}/types.ts`);
    expect((await generate('--check', '--schemas', FIXTURES, '--out', out)).code).toBe(0);
  });

  it('reports missing files and generated files no longer produced; a write removes the latter', async () => {
    fs.rmSync(path.join(out, 'validators/widgetPart.js'));
    fs.writeFileSync(path.join(out, 'validators/gone.js'), `${BANNER}\nexport default {};\n`);
    fs.writeFileSync(path.join(out, 'README.md'), 'not generated, left alone\n');

    const check = await generate('--check', '--schemas', FIXTURES, '--out', out);
    expect(check.code).toBe(1);
    expect(check.error).toContain(`missing: ${out}/validators/widgetPart.js`);
    expect(check.error).toContain(`extra:   ${out}/validators/gone.js (no longer generated)`);
    expect(check.error.join('\n')).not.toContain('README.md');

    await generate('--schemas', FIXTURES, '--out', out);
    expect(fs.existsSync(path.join(out, 'validators/gone.js'))).toBe(false);
    expect(fs.existsSync(path.join(out, 'README.md'))).toBe(true);
    expect((await generate('--check', '--schemas', FIXTURES, '--out', out)).code).toBe(0);
  });
});

describe('a schema that breaks the dialect', () => {
  it.each([
    ['invalidJson', /^invalid JSON: /],
    ['unknownKeyword', /strict mode: unknown keyword: "x-lsit"/],
    ['badXValue', /keyword "x-list" value is invalid.*perPage must be <= 100/],
    ['resourceMismatch', /^x-resource is "widget", expected "gadget" \(the file name\)$/],
    [
      'unknownPrivilege',
      /^x-privileges\.create is "ADD_GADGET", which is not in the privilege catalogue$/,
    ],
    [
      'redeclaredPrivilege',
      /^x-catalogue declares "GET_ALL_SKILL", which the core catalogue already defines$/,
    ],
    ['listColumnMissing', /^x-list\.columns names "colour", which is not a property$/],
    ['idNotInteger', /^x-id property "gadgetId" must be "type": "integer"$/],
    [
      'unknownReference',
      /^properties\.ownerId x-column\.references "owner", which is not a schema here$/,
    ],
    [
      'badApiPlaceholder',
      /^x-api\.list\.path "\/gadget\/\{gadget-id\}" has bad placeholders: gadget-id$/,
    ],
    ['pagedNotList', /^x-api\.create\.paged: only a GET list answers a page or every record$/],
    [
      'apiUnguarded',
      /^x-api\.archive has no privilege in x-privileges and no access \("public" or "signedIn"\): it would get no route$/,
    ],
    [
      'apiGuardedTwice',
      /^x-api\.list declares access "public" and x-privileges names "GET_ALL_SKILL": say one$/,
    ],
    [
      'apiBodyBroken',
      /^x-api\.archive\.body does not compile: strict mode: unknown keyword: "maxLenght"$/,
    ],
    [
      'apiRefUnknown',
      /^x-api\.archive\.body: "\$ref": "#\/\$defs\/archiveBody" names no entry of \$defs or properties$/,
    ],
    [
      'importNotServable',
      /^x-list\.import\.columns names "gadgetId", which a client cannot write \(read-only, internal or not stored\)$/,
    ],
    [
      'filterNotFilterable',
      /^x-list\.filters names "label", which cannot be filtered \(enums, numbers, dates, booleans and references can\)$/,
    ],
    ['searchNotServed', /^x-list\.search\.param "q" is not a parameter of the x-api list's query$/],
    ['ruleUnknownField', /^x-rules\.0\.gte "beginsOn" is not a property$/],
    [
      'ruleNotComparable',
      /^x-rules\.0: "endsOn" and "label" must both be numbers, or strings of the same date or time format$/,
    ],
  ])('%s: fails with the file name and the reason, writing nothing', async (name, reason) => {
    const out = path.join(ROOT, 'tmp', `generator-broken-${name}`);
    const { code, error } = await generate('--schemas', `${BROKEN}/${name}`, '--out', out);
    expect(code).toBe(1);
    const prefix = `${BROKEN}/${name}/gadget.schema.json: `;
    expect(error[0].startsWith(prefix), error[0]).toBe(true);
    expect(error[0].slice(prefix.length)).toMatch(reason);
    expect(fs.existsSync(out)).toBe(false);
  });

  it('reports every reason, not only the first', () => {
    const schema = JSON.parse(
      fs.readFileSync(path.join(ROOT, BROKEN, 'listColumnMissing/gadget.schema.json'), 'utf8'),
    );
    schema['x-privileges'].delete = 'NOT_A_PRIVILEGE';
    schema['x-form'] = { order: ['nowhere'] };
    const loaded: LoadedSchema[] = [{ file: 'schemas/gadget.schema.json', stem: 'gadget', schema }];
    expect(validateDialect(loaded).map((e) => e.reason)).toEqual([
      'x-list.columns names "colour", which is not a property',
      'x-form.order names "nowhere", which is not a property',
      'x-privileges.delete is "NOT_A_PRIVILEGE", which is not in the privilege catalogue',
    ]);
  });
});

describe('the real schemas', () => {
  it('all pass the generator dialect check', () => {
    expect(validateDialect(loadSchemas(path.join(ROOT, 'schemas')))).toEqual([]);
  });
});

describe('the dialect types', () => {
  it('are compiled from the meta-schemas, their descriptions kept as doc comments', async () => {
    const [[rel, text]] = [...(await renderDialectTypes())];
    expect(rel).toBe('dialect.ts');
    expect(fs.readFileSync(path.join(ROOT, 'src/generated', rel), 'utf8')).toBe(text);
    expect(text.startsWith(`${BANNER}\n`)).toBe(true);
    expect(text).toMatch(
      /Envelope key holding the payload \(`Department`, `content`…\); omitted for a bare body\.\n {3}\*\/\n {2}key\?: string;/,
    );
    expect(text).toContain('export type FormFieldHint =');
  });
});
