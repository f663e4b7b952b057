/**
 * What resource folders add to the generated forms, found by convention rather than listed here:
 * `resources/<name>/formParts.tsx` may export `widgets` and `fields` (RJSF components that
 * x-form.fields hints name, e.g. a person search) and `asides` (a panel beside a form, named by the
 * schema's x-form.aside). This module is part of the form's chunk, so what they export loads with
 * the first form, not with the sign-in screen; a part that is large should wrap itself in `lazy`.
 * A name declared twice is a mistake and fails loudly.
 *
 * @example
 *   // resources/project/formParts.tsx
 *   export const widgets = { ownerSearch: OwnerSearchWidget };
 *   export const asides = { projectBudget: BudgetPanel };
 *   // schemas/project.schema.json: "x-form": { "aside": "projectBudget", … }
 */
import type { RegistryFieldsType, RegistryWidgetsType } from '@rjsf/utils';
import type { ComponentType } from 'react';

export type FormAsideProps = { formData: Record<string, unknown> | undefined };

/** The exports of one `resources/<name>/formParts.tsx`, each optional. */
export type FormParts = {
  widgets?: RegistryWidgetsType;
  fields?: RegistryFieldsType;
  asides?: Record<string, ComponentType<FormAsideProps>>;
};

// Eager: the folders' modules are bundled with this one (the form's chunk), as a static import would.
const declared = import.meta.glob<FormParts>('../../../../resources/*/formParts.tsx', {
  eager: true,
});

/** One kind of part from every folder, by name; `taken` are the names the engine has itself. */
function collect<T>(kind: keyof FormParts, taken: Iterable<string> = []): Record<string, T> {
  const out: Record<string, T> = {};
  const owner = new Map<string, string>([...taken].map((name) => [name, 'src/admin/schema/form']));
  for (const [file, parts] of Object.entries(declared)) {
    for (const [name, part] of Object.entries(parts[kind] ?? {})) {
      const first = owner.get(name);
      if (first)
        throw new Error(`${file}: the form ${kind} '${name}' is already declared by ${first}`);
      owner.set(name, file);
      out[name] = part as T;
    }
  }
  return out;
}

export const declaredWidgets = (builtIn: RegistryWidgetsType): RegistryWidgetsType => ({
  ...builtIn,
  ...collect<RegistryWidgetsType[string]>('widgets', Object.keys(builtIn)),
});

export const declaredFields = (builtIn: RegistryFieldsType): RegistryFieldsType => ({
  ...builtIn,
  ...collect<RegistryFieldsType[string]>('fields', Object.keys(builtIn)),
});

const asides = collect<ComponentType<FormAsideProps>>('asides');

/** The panel a schema's x-form.aside names; an undeclared name shows nothing. */
export const formAside = (name: string | undefined) => (name ? asides[name] : undefined);
