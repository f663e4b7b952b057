/**
 * The resources the generic engine renders entirely from their schemas. A resource listed here gets
 * list, create and edit screens at /<name>, /<name>/create and /<name>/:id (and, when it is served
 * as conventional REST, a show screen at /<name>/:id/show), gated by its x-privileges; bespoke
 * screens for the rest are added in src/admin/resources.tsx.
 */
import type { ResourceProps } from 'react-admin';
import type { ResourceName } from '../../generated/registry.ts';
import { routing } from '../../generated/routing.ts';
import { isSimpleRest, screenResources } from '../../shared/screens.ts';
import { SchemaCreate, SchemaEdit, SchemaList, SchemaShow } from './screens.ts';

/** skill and designation (contract wire) and every schema served as conventional REST. */
export const SCREEN_RESOURCES = screenResources(Object.values(routing)) as ResourceName[];

/** The first non-id property names a record in references and page titles. */
const representation = (name: ResourceName) => {
  const schema = routing[name];
  const field = Object.keys(schema.properties ?? {}).find((k) => k !== schema['x-id']) ?? 'id';
  return (record: Record<string, unknown>) => String(record[field] ?? record.id);
};

export const schemaResources = (): ResourceProps[] =>
  SCREEN_RESOURCES.map((name) => ({
    name,
    options: { label: routing[name]['x-label'] ?? routing[name].title },
    list: SchemaList,
    create: SchemaCreate,
    edit: SchemaEdit,
    // Conventional-REST resources also get a show screen; skill and designation have no read-one.
    show: isSimpleRest(routing[name]) ? SchemaShow : undefined,
    recordRepresentation: representation(name),
  }));
