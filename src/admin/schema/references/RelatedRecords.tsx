/**
 * The referenced record's related records (schemas/README.md, "References and many-to-many"): on
 * the show page of a record (a person), one titled section per schema whose many-to-many
 * `x-reference` points at that resource and declares `related` (a project's `memberIds`:
 * "Projects"). Each section is the owner's list filtered by "has any of"
 * (`GET /api/v1/project?filter={"memberIds":[7]}`), shown by the records' names (`x-title`), each a
 * link to its show page when the user may open it, the first page first and "Show more" for the
 * rest. A section the user may not list (the owner's `x-privileges.list`) is not shown at all, and
 * a resource nobody relates to renders nothing.
 *
 * @example
 *   <RelatedRecords resource="person" id={7} />
 */
import { Box, Button, Link as MuiLink, Paper, Skeleton, Typography } from '@mui/material';
import { useId, useState } from 'react';
import {
  useCreatePath,
  useGetList,
  useTranslate,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { registry } from '../../../generated/registry.ts';
import type { ResourceSchema } from '../../../shared/dialect.ts';
import { isManyReference, titleFieldsOf } from '../../../shared/references.ts';
import { isSimpleRest } from '../../../shared/screens.ts';
import { schemaKey } from '../../../shared/schemaTexts.ts';
import { useAllowed } from '../list/useAllowed.ts';

/** How many related records a section shows at first, and how many more each "Show more" adds. */
export const RELATED_PAGE = 10;

type Schemas = Record<string, ResourceSchema | undefined>;

/** A related list: the owner's resource, its many-to-many property, and the `related` title. */
export type RelatedList = { owner: string; property: string; related: string };

type RefProp = { 'x-reference'?: { resource?: string; related?: string } };

/** Every many-to-many of `schemas` pointing at `resource` that declares a `related` title. */
export function relatedListsOf(resource: string, schemas: Schemas = registry): RelatedList[] {
  return Object.entries(schemas).flatMap(([owner, schema]) =>
    Object.entries((schema?.properties ?? {}) as Record<string, RefProp>).flatMap(
      ([property, p]) => {
        const hints = p['x-reference'];
        if (!isManyReference(p) || hints?.resource !== resource || !hints.related) return [];
        return [{ owner, property, related: hints.related }];
      },
    ),
  );
}

/** A record's name by its schema's `x-title`, its id when those fields are empty. */
const nameOf = (record: RaRecord, fields: string[]) =>
  fields
    .map((f) => record[f])
    .filter((v) => v != null && v !== '')
    .join(' ') || `#${record.id}`;

function RelatedSection(props: { list: RelatedList; schema: ResourceSchema; id: Identifier }) {
  const { list, schema, id } = props;
  const translate = useTranslate();
  const createPath = useCreatePath();
  const headingId = useId();
  const [perPage, setPerPage] = useState(RELATED_PAGE);
  const allowed = useAllowed(list.owner, ['list', 'show']);
  const sort = schema['x-list']?.sort;
  const { data, total, isPending, error } = useGetList(
    list.owner,
    {
      filter: { [list.property]: [id] },
      pagination: { page: 1, perPage },
      sort: sort ? { field: sort.field, order: sort.order } : undefined,
    },
    { enabled: allowed?.list === true, placeholderData: (previous) => previous },
  );
  if (!allowed?.list) return null;
  const title = translate(
    schemaKey(list.owner, ['properties', list.property, 'x-reference', 'related']),
    { _: list.related },
  );
  const fields = titleFieldsOf(schema);
  const showable = allowed.show && isSimpleRest(schema);
  const records = data ?? [];
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      aria-busy={isPending}
      sx={{ p: { xs: 2, sm: 2.5 }, mt: 2, minWidth: 0 }}
    >
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {isPending ? (
        <Box aria-label={translate('charter.schema.loading')} role="status">
          <Skeleton width="60%" />
          <Skeleton width="45%" />
        </Box>
      ) : error ? (
        <Typography color="error">
          {translate('charter.schema.references.related_failed')}
        </Typography>
      ) : records.length === 0 ? (
        <Typography color="text.secondary">
          {translate('charter.schema.references.related_empty')}
        </Typography>
      ) : (
        <>
          <Box
            component="ul"
            sx={{ m: 0, pl: 2.5, '& li': { py: 0.25, overflowWrap: 'anywhere' } }}
          >
            {records.map((record) => {
              const name = nameOf(record, fields);
              return (
                <li key={record.id}>
                  {showable ? (
                    <MuiLink
                      component={Link}
                      to={createPath({ resource: list.owner, id: record.id, type: 'show' })}
                    >
                      {name}
                    </MuiLink>
                  ) : (
                    name
                  )}
                </li>
              );
            })}
          </Box>
          {total != null && total > records.length && (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1 }}>
              <Typography variant="body2" color="text.secondary">
                {translate('charter.schema.references.related_count', {
                  shown: records.length,
                  total,
                })}
              </Typography>
              <Button size="small" onClick={() => setPerPage((n) => n + RELATED_PAGE)}>
                {translate('charter.schema.references.related_more')}
              </Button>
            </Box>
          )}
        </>
      )}
    </Paper>
  );
}

/**
 * The related sections of one record of `resource`; nothing when no schema relates to it.
 * `schemas` defaults to the registry (the tests pass the fixture's).
 */
export function RelatedRecords(props: { resource: string; id: Identifier; schemas?: Schemas }) {
  const schemas: Schemas = props.schemas ?? registry;
  const lists = relatedListsOf(props.resource, schemas);
  if (!lists.length) return null;
  return (
    <>
      {lists.map((list) => (
        <RelatedSection
          key={`${list.owner}.${list.property}`}
          list={list}
          schema={schemas[list.owner] as ResourceSchema}
          id={props.id}
        />
      ))}
    </>
  );
}
