/**
 * The resources the generic engine renders entirely from their schemas. A resource listed here gets
 * list, create and edit screens at /<name>, /<name>/create and /<name>/:id, gated by its
 * x-privileges; bespoke screens for the rest live in resources/<name>/ and src/admin.
 */
import { Resource } from 'react-admin';
import { registry, type ResourceName } from '../../generated/registry.ts';
import { SchemaCreate, SchemaEdit } from './SchemaForm.tsx';
import { SchemaList } from './SchemaList.tsx';

export const GENERIC_RESOURCES: ResourceName[] = (['skill', 'designation'] as string[]).filter(
  (name): name is ResourceName => name in registry,
);

export const schemaResources = () =>
  GENERIC_RESOURCES.map((name) => {
    const schema = registry[name];
    return (
      <Resource
        key={name}
        name={name}
        options={{ label: schema['x-label'] ?? schema.title }}
        list={SchemaList}
        create={SchemaCreate}
        edit={SchemaEdit}
        recordRepresentation={(r) => String(r[Object.keys(schema.properties ?? {}).find((k) => k !== schema['x-id']) ?? 'id'])}
      />
    );
  });
