// The schema texts as catalogue keys (issue #21 §2): which strings are texts, the key each gets, and
// `npm run generate` keeping src/generated/messages.en.ts in step with the schemas.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runGenerate } from '../../scripts/generate/cli.ts';
import { englishKeys as en } from '../../src/admin/i18n/englishKeys.ts';
import { registry } from '../../src/generated/registry.ts';
import { menuLabelKey } from '../../src/shared/menuLabels.ts';
import { mapSchemaTexts, schemaKey, schemaTexts } from '../../src/shared/schemaTexts.ts';
import menu from '../../resources/menu.json' with { type: 'json' };

const ROOT = path.resolve(import.meta.dirname, '../..');
const FIXTURES = path.join(ROOT, 'tests/fixtures/schemas');

const lookup = (key: string): unknown =>
  key.split('.').reduce<unknown>((node, k) => (node as Record<string, unknown>)?.[k], en);

const keysOf = (resource: string, value: unknown) =>
  Object.fromEntries(schemaTexts(value).map(({ path, text }) => [schemaKey(resource, path), text]));

describe('the texts of a schema', () => {
  const schema = {
    title: 'Widget',
    description: 'for developers',
    'x-label': 'Widgets',
    'x-api': { list: { method: 'GET', path: '/widget', status: 200, key: 'content' } },
    'x-privileges': { list: 'GET_ALL_SKILL', actions: { label: 'ASSIGN' } },
    'x-list': {
      columns: ['title'],
      empty: 'No widgets found',
      route: '/widget/list',
      filter: { label: 'Kind', default: 'first', options: [{ value: 'x', label: 'Unassigned' }] },
      rowActions: { delete: { kind: 'delete', label: 'Delete', message: 'Delete {title}?' } },
    },
    'x-form': { widgets: { title: 'textarea' }, fields: { kind: { placeholder: 'Pick one' } } },
    properties: {
      title: {
        type: 'string',
        title: 'Title',
        description: 'for developers too',
        'x-help': 'Shown under the field',
        pattern: '^\\S',
        enum: ['A', 'B'],
        'x-enumLabels': { A: 'Alpha' },
        allOf: [{ minLength: 3, errorMessage: { minLength: 'Title is too short' } }],
      },
      code: { type: 'string', title: 'Code', readOnly: true, description: 'for developers' },
    },
    errorMessage: { required: { title: 'Title is required' } },
  };

  it('keys every text by its JSON path under the resource', () => {
    expect(keysOf('widget', schema)).toEqual({
      'schema.widget.title': 'Widget',
      'schema.widget.x-label': 'Widgets',
      'schema.widget.x-list.empty': 'No widgets found',
      'schema.widget.x-list.filter.label': 'Kind',
      'schema.widget.x-list.filter.options.0.label': 'Unassigned',
      'schema.widget.x-list.rowActions.delete.label': 'Delete',
      'schema.widget.x-list.rowActions.delete.message': 'Delete {title}?',
      'schema.widget.x-form.fields.kind.placeholder': 'Pick one',
      'schema.widget.properties.title.title': 'Title',
      'schema.widget.properties.title.x-help': 'Shown under the field',
      'schema.widget.properties.title.x-enumLabels.A': 'Alpha',
      'schema.widget.properties.title.allOf.0.errorMessage.minLength': 'Title is too short',
      'schema.widget.properties.code.title': 'Code',
      'schema.widget.errorMessage.required.title': 'Title is required',
    });
  });

  it('replaces only the texts, keeping routes, patterns, enum values and widget names', () => {
    const upper = mapSchemaTexts(schema, (_, text) => text.toUpperCase());
    expect(upper.title).toBe('WIDGET');
    expect(upper.properties.title.allOf[0].errorMessage.minLength).toBe('TITLE IS TOO SHORT');
    expect(upper['x-list'].route).toBe('/widget/list');
    expect(upper['x-form'].widgets.title).toBe('textarea');
    expect(upper.properties.title.enum).toEqual(['A', 'B']);
    expect(upper.properties.title.pattern).toBe('^\\S');
    expect(upper['x-privileges'].actions.label).toBe('ASSIGN');
    expect(schema.title).toBe('Widget');
  });

  it('puts every text of the real schemas and menu into the English catalogue, verbatim', () => {
    for (const [resource, s] of Object.entries(registry)) {
      for (const { path: p, text } of schemaTexts(s))
        expect(lookup(schemaKey(resource, p))).toBe(text);
    }
    // The menu's labels are keyed by their text (the server serves the file it reads at start).
    for (const group of menu.groups)
      for (const text of [group.label, ...group.items.map((i) => i.label)])
        expect(lookup(menuLabelKey(text)!)).toBe(text);
    expect(lookup('schema.department.x-list.empty')).toBe('No Departments Found');
    expect(lookup(menuLabelKey('Department List')!)).toBe('Department List');
  });
});

describe('npm run generate and the schema texts', () => {
  let dir: string;
  const generate = (...argv: string[]) => {
    const error: string[] = [];
    return runGenerate(argv, { log: () => {}, error: (l) => error.push(l) }).then((code) => ({
      code,
      error,
    }));
  };

  beforeAll(() => {
    fs.mkdirSync(path.join(ROOT, 'tmp'), { recursive: true });
    dir = fs.mkdtempSync(path.join(ROOT, 'tmp', 'schema-texts-'));
    fs.cpSync(FIXTURES, path.join(dir, 'schemas'), { recursive: true });
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes a new schema text as a key, and --check fails until it is regenerated', async () => {
    const schemas = path.join(dir, 'schemas');
    const out = path.join(dir, 'out');
    expect((await generate('--schemas', schemas, '--out', out)).code).toBe(0);
    const messages = () => fs.readFileSync(path.join(out, 'messages.en.ts'), 'utf8');
    expect(messages()).toContain('"empty": "No widgets found"');
    expect(messages()).not.toContain('Add Widget');

    const file = path.join(schemas, 'widget.schema.json');
    const widget = JSON.parse(fs.readFileSync(file, 'utf8'));
    widget['x-list'].createLabel = 'Add Widget';
    fs.writeFileSync(file, JSON.stringify(widget, null, 2));

    const stale = await generate('--check', '--schemas', schemas, '--out', out);
    expect(stale.code).toBe(1);
    expect(stale.error).toContain(`stale:   ${out}/messages.en.ts`);

    expect((await generate('--schemas', schemas, '--out', out)).code).toBe(0);
    expect(messages()).toContain('"createLabel": "Add Widget"');
    expect((await generate('--check', '--schemas', schemas, '--out', out)).code).toBe(0);
  });
});
