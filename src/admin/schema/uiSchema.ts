/**
 * RJSF's uiSchema derived from the dialect: field order and widgets from x-form, and the fields a
 * person never types (the id, read-only and wire-only properties) hidden. A property declared in
 * x-form.fields gets its widget (src/admin/schema/form/widgets.ts) with the hint as ui:options; the
 * mode and the user's privileges decide whether a create-only or privileged widget shows at all.
 * Given the schema in the user's language (localize.ts), every label is in it: the form itself
 * renders the precompiled validator's own schema (RJSF refuses any other), so each property's title
 * and help travel as ui:title / ui:description. The help is the property's x-help: a schema's
 * `description` is for developers, and the generator leaves it out of the form's schema so RJSF
 * cannot show it either (issue #37).
 *
 * @example
 *   uiSchemaFor(registry.project, { mode: 'edit', can: (p) => held.includes(p) });
 */
import type { UiSchema } from '@rjsf/utils';
import type { FormFieldHint, ResourceSchema } from '../../shared/dialect.ts';
import { isManyReference } from '../../shared/references.ts';

export type FormMode = 'create' | 'edit';

export type UiOptions = {
  mode?: FormMode;
  /** Whether the user holds a privilege; privileged widgets are hidden without it. */
  can?: (privilege: string) => boolean;
};

/** The widget (or, for a whole object, the field) that renders each declared hint. */
const RENDERER: Record<FormFieldHint['widget'], { kind: 'ui:widget' | 'ui:field'; name: string }> =
  {
    reference: { kind: 'ui:widget', name: 'reference' },
    image: { kind: 'ui:widget', name: 'image' },
    employeeSearch: { kind: 'ui:widget', name: 'employeeSearch' },
    attributes: { kind: 'ui:field', name: 'attributes' },
    privilegeTabs: { kind: 'ui:field', name: 'privilegeTabs' },
  };

/** Whether a declared widget shows in this mode for this user. */
export function hintShows(hint: FormFieldHint, options: UiOptions = {}): boolean {
  if (hint.widget === 'reference' && hint.createOnly && options.mode === 'edit') return false;
  if (hint.widget === 'image' && options.can && !options.can(hint.privilege)) return false;
  return true;
}

type Prop = {
  title?: string;
  'x-help'?: string;
  properties?: Record<string, unknown>;
  enum?: unknown[];
  'x-enumLabels'?: Record<string, string>;
};

/**
 * ui:title for a property and, inside an object (an address), for each of its own properties; an
 * enum's select shows its x-enumLabels (in the user's language: the schema is localized) rather
 * than the raw codes (issue #22 §4), RJSF's `ui:enumNames` keyed by value.
 */
function titles(prop: Prop): UiSchema {
  const ui: UiSchema = prop.title ? { 'ui:title': prop.title } : {};
  if (Array.isArray(prop.enum) && prop['x-enumLabels']) ui['ui:enumNames'] = prop['x-enumLabels'];
  for (const [name, sub] of Object.entries(prop.properties ?? {})) {
    if (typeof sub === 'object' && sub) ui[name] = titles(sub as Prop);
  }
  return ui;
}

export function uiSchemaFor(schema: ResourceSchema, options: UiOptions = {}): UiSchema {
  const form = schema['x-form'] ?? {};
  const ui: UiSchema = {
    // The page has its own heading; the schema's own title is not repeated above the fields.
    'ui:title': '',
    'ui:description': '',
  };
  if (form.order) ui['ui:order'] = [...form.order, '*'];
  for (const [name, prop] of Object.entries(schema.properties ?? {})) {
    if (typeof prop !== 'object') continue;
    const column = (prop as { 'x-column'?: { stored?: boolean } })['x-column'];
    const declared = form.fields?.[name] || form.widgets?.[name];
    if (name === schema['x-id'] || ((prop.readOnly || column?.stored === false) && !declared)) {
      ui[name] = { 'ui:widget': 'hidden' };
    } else {
      ui[name] = titles(prop as Prop);
      const help = (prop as Prop)['x-help'];
      if (help) ui[name]['ui:description'] = help;
    }
  }
  // A reference declaring x-reference is picked with the search box (one, or many as chips).
  for (const [name, prop] of Object.entries(schema.properties ?? {})) {
    const ref = (prop as { 'x-reference'?: { resource?: string } })['x-reference'];
    if (typeof prop !== 'object' || !ref || form.fields?.[name] || prop.readOnly) continue;
    const many = isManyReference(prop);
    const resource = many
      ? ref.resource
      : (prop as { 'x-column'?: { references?: string } })['x-column']?.references;
    ui[name] = {
      ...titles(prop as Prop),
      ...((prop as Prop)['x-help'] && { 'ui:description': (prop as Prop)['x-help'] }),
      'ui:widget': 'referenceSearch',
      'ui:options': { resource, many },
    };
  }
  for (const [name, widget] of Object.entries(form.widgets ?? {})) {
    ui[name] = { ...(ui[name] as object), 'ui:widget': widget };
  }
  for (const [name, hint] of Object.entries(form.fields ?? {})) {
    if (!hintShows(hint, options)) {
      ui[name] = { 'ui:widget': 'hidden' };
      continue;
    }
    const { kind, name: renderer } = RENDERER[hint.widget];
    // A reference storing a code shows the property's own x-enumLabels for it.
    const labels = (schema.properties?.[name] as { 'x-enumLabels'?: object } | undefined)?.[
      'x-enumLabels'
    ];
    ui[name] = {
      ...(ui[name] as object),
      [kind]: renderer,
      'ui:options': { ...hint, mode: options.mode ?? 'create', ...(labels && { labels }) },
      // The search shows its field's message itself, only until the person acts on it.
      ...(hint.widget === 'employeeSearch' && { 'ui:hideError': true }),
    };
  }
  return ui;
}
