/**
 * The generic list screen: columns, default sort, page size and empty text from the schema's x-list;
 * create, edit and delete controls only for what the user's privileges allow.
 */
import { Box, Typography } from '@mui/material';
import type { JSONSchema7 } from 'json-schema';
import {
  CreateButton,
  Datagrid,
  DeleteWithConfirmButton,
  EditButton,
  ExportButton,
  List,
  TopToolbar,
  useCanAccess,
  useResourceContext,
} from 'react-admin';
import { registry, type ResourceName } from '../../generated/registry.ts';
import { fieldFor } from './fields.tsx';

const schemaOf = (resource: string) => registry[resource as ResourceName];

function ListActions() {
  const resource = useResourceContext()!;
  const { canAccess: canCreate } = useCanAccess({ resource, action: 'create' });
  return (
    <TopToolbar>
      {canCreate && <CreateButton />}
      <ExportButton />
    </TopToolbar>
  );
}

function Empty({ text }: { text: string }) {
  const resource = useResourceContext()!;
  const { canAccess: canCreate } = useCanAccess({ resource, action: 'create' });
  return (
    <Box sx={{ textAlign: 'center', py: 6 }}>
      <Typography variant="h6" color="text.secondary" gutterBottom>
        {text}
      </Typography>
      {canCreate && <CreateButton variant="contained" />}
    </Box>
  );
}

export function SchemaList() {
  const resource = useResourceContext()!;
  const schema = schemaOf(resource);
  const hints = schema['x-list'];
  const columns =
    hints?.columns ?? Object.keys(schema.properties ?? {}).filter((c) => c !== schema['x-id']);
  const { canAccess: canEdit } = useCanAccess({ resource, action: 'edit' });
  const { canAccess: canDelete } = useCanAccess({ resource, action: 'delete' });
  const props = (schema.properties ?? {}) as Record<string, JSONSchema7>;
  const label = schema['x-label'] ?? schema.title ?? resource;
  return (
    <Box sx={{ pt: 2 }}>
      <Typography variant="h5" component="h1">
        {label}
      </Typography>
      <List
        title={label}
        perPage={hints?.perPage ?? 10}
        sort={hints?.sort ?? { field: schema['x-id'], order: 'ASC' }}
        actions={<ListActions />}
        empty={
          <Empty text={hints?.empty ?? `No ${(schema['x-label'] ?? resource).toLowerCase()} yet`} />
        }
      >
        <Datagrid rowClick={canEdit ? 'edit' : false} bulkActionButtons={false}>
          {columns.map((c) => fieldFor(c, props[c] ?? {}))}
          {canEdit && <EditButton />}
          {canDelete && <DeleteWithConfirmButton confirmTitle="Are you sure?" />}
        </Datagrid>
      </List>
    </Box>
  );
}
