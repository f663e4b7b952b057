// A schema's `description` is for developers and never reaches a form (issue #37: the organisation
// form showed "URL of the stored logo, or null; computed from `logo`." under Logo). The help a form
// shows under a field is the property's x-help, a text of the catalogue like every other.
import { describe, expect, it } from 'vitest';
import { formSchemas } from '../../src/generated/formSchemas.ts';
import { registry } from '../../src/generated/registry.ts';
import { uiSchemaFor } from '../../src/admin/schema/uiSchema.ts';
import type { ResourceSchema } from '../../src/shared/dialect.ts';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every `description` keyword of a schema, with where it is (schema positions and maps alike). */
function descriptions(value: unknown, path: string[] = [], out: string[][] = []): string[][] {
  if (Array.isArray(value)) value.forEach((v, i) => descriptions(v, [...path, String(i)], out));
  else if (isObject(value))
    for (const [k, v] of Object.entries(value)) {
      // A property called `description` (the department's) is a name, not the keyword.
      const named = ['properties', '$defs', 'definitions'].includes(path[path.length - 1] ?? '');
      if (k === 'description' && typeof v === 'string' && !named) out.push([...path, v]);
      // errorMessage maps property names (`required.description`) to messages.
      else if (k !== 'errorMessage') descriptions(v, [...path, k], out);
    }
  return out;
}

/** Every ui:description (help) a uiSchema carries, at any depth. */
function helps(ui: unknown, out: string[] = []): string[] {
  if (isObject(ui))
    for (const [k, v] of Object.entries(ui)) {
      if (k === 'ui:description' && typeof v === 'string' && v) out.push(v);
      else helps(v, out);
    }
  return out;
}

const resources = Object.entries(registry) as [string, ResourceSchema][];

describe('the help under a form field', () => {
  it.each(resources)('%s: no developer description is in the schema RJSF renders', (name) => {
    // RJSF shows a field's schema description when its uiSchema has none.
    expect(descriptions(formSchemas[name as keyof typeof formSchemas])).toEqual([]);
  });

  it.each(resources)('%s: the uiSchema shows x-help only, never a description', (_, schema) => {
    const developer = new Set(descriptions(schema).map((d) => d[d.length - 1]));
    for (const mode of ['create', 'edit'] as const) {
      const shown = helps(uiSchemaFor(schema, { mode, can: () => true }));
      expect(shown.filter((h) => developer.has(h))).toEqual([]);
      const declared = Object.values(schema.properties ?? {}).flatMap((p) =>
        isObject(p) && typeof p['x-help'] === 'string' ? [p['x-help']] : [],
      );
      for (const h of shown) expect(declared).toContain(h);
    }
  });

  it("shows the organisation logo's x-help, not its developer description", () => {
    const ui = uiSchemaFor(registry.organization, { mode: 'create', can: () => true });
    expect((ui.organizationImage as Json)['ui:description']).toBe('JPEG or PNG, up to 5 MB');
  });

  it("keeps the holiday form's help for people", () => {
    const ui = uiSchemaFor(registry.holiday, { mode: 'create', can: () => true });
    expect((ui.halfDay as Json)['ui:description']).toBe(
      'A half-day holiday: the office closes at midday.',
    );
    expect((ui.organizationId as Json)['ui:description']).toBe(
      'Empty: the holiday applies to every organisation.',
    );
  });
});
