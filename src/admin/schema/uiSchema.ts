/**
 * RJSF's uiSchema derived from the dialect: field order and widgets from x-form, and the fields a
 * person never types (the id, read-only and wire-only properties) hidden.
 */
import type { UiSchema } from '@rjsf/utils';
import type { ResourceSchema } from '../../shared/dialect.ts';

export function uiSchemaFor(schema: ResourceSchema): UiSchema {
  const form = schema['x-form'] ?? {};
  const ui: UiSchema = {
    // The page has its own heading; the schema's title and description are for developers.
    'ui:title': '',
    'ui:description': '',
  };
  if (form.order) ui['ui:order'] = [...form.order, '*'];
  for (const [name, prop] of Object.entries(schema.properties ?? {})) {
    if (typeof prop !== 'object') continue;
    const column = (prop as { 'x-column'?: { stored?: boolean } })['x-column'];
    if (name === schema['x-id'] || prop.readOnly || column?.stored === false) {
      ui[name] = { 'ui:widget': 'hidden' };
    }
  }
  for (const [name, widget] of Object.entries(form.widgets ?? {})) {
    ui[name] = { ...(ui[name] as object), 'ui:widget': widget };
  }
  return ui;
}
