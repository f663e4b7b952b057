/**
 * The resources the generic engine renders entirely from their schemas. A resource listed here gets
 * list, create and edit screens at /<name>, /<name>/create and /<name>/:id, gated by its
 * x-privileges; bespoke screens for the rest are added in src/admin/resources.tsx.
 */
import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';
import { registry, type ResourceName } from '../../generated/registry.ts';

// RJSF and the validators load with the first form, not with the sign-in screen.
const SchemaCreate = lazy(() =>
  import('./SchemaForm.tsx').then((m) => ({ default: m.SchemaCreate })),
);
const SchemaEdit = lazy(() => import('./SchemaForm.tsx').then((m) => ({ default: m.SchemaEdit })));
const SchemaList = lazy(() => import('./SchemaList.tsx').then((m) => ({ default: m.SchemaList })));

export const GENERIC_RESOURCES: ResourceName[] = ['skill', 'designation'];

/** The first non-id property names a record in references and page titles. */
const representation = (name: ResourceName) => {
  const schema = registry[name];
  const field = Object.keys(schema.properties ?? {}).find((k) => k !== schema['x-id']) ?? 'id';
  return (record: Record<string, unknown>) => String(record[field] ?? record.id);
};

export const schemaResources = (): ResourceProps[] =>
  GENERIC_RESOURCES.map((name) => ({
    name,
    options: { label: registry[name]['x-label'] ?? registry[name].title },
    list: SchemaList,
    create: SchemaCreate,
    edit: SchemaEdit,
    recordRepresentation: representation(name),
  }));
