/**
 * The generic show screen of a resource served as conventional REST: every readable property in
 * the form's order (else the schema's), each through the typed field map, with Edit and Delete
 * when the user's privileges allow. Reached by clicking a row of the generated list.
 */
import { Box, CircularProgress, Typography } from '@mui/material';
import type { JSONSchema7 } from 'json-schema';
import {
  DeleteWithConfirmButton,
  EditButton,
  ListButton,
  ShowBase,
  SimpleShowLayout,
  TopToolbar,
  useRecordContext,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { registry, type ResourceName } from '../../generated/registry.ts';
import type { ResourceSchema } from '../../shared/dialect.ts';
import { fieldFor } from './fields.tsx';
import { Breadcrumb } from './list/Breadcrumb.tsx';
import { RelatedRecords } from './references/RelatedRecords.tsx';
import { useAllowed } from './list/useAllowed.ts';
import { useSchema } from './localize.ts';

type Prop = JSONSchema7 & { 'x-column'?: { internal?: boolean; stored?: boolean } };

/**
 * The properties a show screen lists: readable, in the form's order, the id last; `schema` is the
 * resource's in the user's language (its titles label the fields).
 */
export function shownProperties(
  resource: ResourceName,
  schema: ResourceSchema = registry[resource],
): [string, Prop][] {
  const props = (schema.properties ?? {}) as Record<string, Prop>;
  const order = schema['x-form']?.order ?? Object.keys(props);
  const names = [...new Set([...order, ...Object.keys(props)])].filter(
    (n) => props[n] && !props[n].writeOnly && !props[n]['x-column']?.internal,
  );
  const id = schema['x-id'];
  return [...names.filter((n) => n !== id), id].map((n) => [n, props[n]]);
}

function ShowBody() {
  const resource = useResourceContext() as ResourceName;
  const record = useRecordContext();
  const allowed = useAllowed(resource, ['edit', 'delete']);
  const schema = useSchema(resource);
  const translate = useTranslate();
  if (!record) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }} aria-busy="true">
        <CircularProgress aria-label={translate('charter.schema.loading')} />
      </Box>
    );
  }
  const empty = schema['x-list']?.cells ?? {};
  return (
    <>
      <TopToolbar>
        <ListButton />
        {allowed?.edit && <EditButton />}
        {allowed?.delete && (
          <DeleteWithConfirmButton
            confirmTitle={translate('charter.schema.show.delete_title', {
              title: (schema.title ?? resource).toLowerCase(),
            })}
          />
        )}
      </TopToolbar>
      <SimpleShowLayout>
        {shownProperties(resource, schema).map(([name, prop]) =>
          fieldFor(name, prop as JSONSchema7, empty[name]?.emptyText),
        )}
      </SimpleShowLayout>
      <RelatedRecords resource={resource} id={record.id} />
    </>
  );
}

export function SchemaShow() {
  const resource = useResourceContext() as ResourceName;
  const schema = useSchema(resource);
  const title = schema.title ?? resource;
  return (
    <Box sx={{ pt: 2 }}>
      <Breadcrumb current={title} />
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      <ShowBase>
        <ShowBody />
      </ShowBase>
    </Box>
  );
}
