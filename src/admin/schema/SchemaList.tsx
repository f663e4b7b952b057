/**
 * The generic list screen, entirely from the schema's x-list: columns and how each cell shows its
 * value, default sort, page size with Previous / Next, a filter select that switches the list to a
 * named x-api action, empty states, a breadcrumb and the row actions (edit, delete, assign,
 * unassign, call, link). Every control is shown only for what the user's privileges allow. A
 * `view` (x-list.views) is one more list of the resource with its own operation, title and actions.
 */
import { Box, CircularProgress } from '@mui/material';
import type { JSONSchema7 } from 'json-schema';
import {
  Datagrid,
  DeleteWithConfirmButton,
  EditButton,
  FunctionField,
  List,
  useListContext,
  useNotify,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { Navigate } from 'react-router-dom';
import type { ListHints } from '../../shared/dialect.ts';
import { AccessDenied } from '../components/AccessDenied.tsx';
import { toastError } from '../notifications/toast.ts';
import { PageTitle } from './list/Breadcrumb.tsx';
import { actionsIn, columnFor, shownColumns } from './list/cells.tsx';
import { ListEmpty, ListLoading, ListToolbar, RequireReference } from './list/ListParts.tsx';
import { PrevNextPagination } from './list/PrevNextPagination.tsx';
import { RowActions } from './list/RowActions.tsx';
import { SchemaCards } from './list/SchemaCards.tsx';
import { usePhone } from './list/usePhone.ts';
import { useAllowed } from './list/useAllowed.ts';
import { filterActions, useFilterChoices } from './list/useFilterChoices.ts';
import { useListView, useViewQuery, viewAllowed } from './list/useListView.ts';
import { hasFilters, restFilters } from './list/restFilters.tsx';
import { isSimpleRest } from '../../shared/screens.ts';
import { useSchema } from './localize.ts';

function SchemaGrid(props: { hints?: ListHints; allowed: Record<string, boolean>; empty: string }) {
  const { hints, allowed, empty } = props;
  const resource = useResourceContext()!;
  const schema = useSchema(resource);
  const translate = useTranslate();
  const { filterValues, isPending } = useListContext();
  const properties = (schema.properties ?? {}) as Record<string, JSONSchema7>;
  const columns = shownColumns(hints, properties, schema['x-id'], filterValues);
  const trailing = actionsIn(hints, undefined);
  const declared = Boolean(hints?.rowActions);
  if (isPending) return <ListLoading />;
  return (
    <Datagrid
      rowClick={declared ? false : allowed.show ? 'show' : allowed.edit ? 'edit' : false}
      bulkActionButtons={false}
      empty={<ListEmpty text={empty} canCreate={allowed.create} />}
    >
      {columns.map((c) =>
        columnFor({
          name: c,
          prop: properties[c] ?? {},
          cell: hints?.cells?.[c],
          actions: actionsIn(hints, c),
          allowed,
        }),
      )}
      {declared && trailing.length > 0 && (
        <FunctionField
          label={translate('charter.schema.list.action')}
          sortable={false}
          render={() => <RowActions names={trailing} allowed={allowed} />}
        />
      )}
      {!declared && allowed.edit && <EditButton />}
      {!declared && allowed.delete && (
        <DeleteWithConfirmButton confirmTitle={translate('charter.schema.confirm_title')} />
      )}
    </Datagrid>
  );
}

export function SchemaList({ view }: { view?: string }) {
  const resource = useResourceContext()!;
  const schema = useSchema(resource);
  const translate = useTranslate();
  const picked = useListView(schema, view);
  const viewQuery = useViewQuery(picked);
  const hints = picked?.hints ?? schema['x-list'];
  const notify = useNotify();
  const title = hints?.title ?? schema['x-label'] ?? schema.title ?? resource;
  const allowed = viewAllowed(
    picked,
    useAllowed(resource, [
      ...(view ? [] : ['list']),
      // Only conventional-REST resources have a show screen (SchemaShow).
      ...(isSimpleRest(schema) ? ['show'] : []),
      'create',
      'edit',
      'delete',
      ...filterActions(hints?.filter),
      ...Object.keys(hints?.rowActions ?? {}),
      ...(picked?.allowedBy ?? []),
    ]),
  );
  const filter = useFilterChoices(hints?.filter, allowed);
  const required = hints?.filter?.requireReference;
  // Below `md` the rows are cards (issue #21 §1): same props, so the same actions and empty state.
  const Rows = usePhone() ? SchemaCards : SchemaGrid;

  let body;
  if (!allowed || filter.pending) {
    body = (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }} aria-busy="true">
        <CircularProgress aria-label={translate('charter.schema.loading')} />
      </Box>
    );
  } else if (!allowed.view) {
    // The console's one AccessDenied page, without the list's title or breadcrumb (issue #23 §3).
    return <AccessDenied message={translate('charter.schema.list.denied')} />;
  } else if (picked?.missing) {
    body = <ListEmpty text={picked.view.unavailable ?? hints?.empty ?? ''} canCreate={false} />;
  } else if (hints?.filter && filter.requested !== undefined) {
    // Into react-admin's own URL form, which wins over the remembered list parameters.
    const query = JSON.stringify({ [hints.filter.source]: filter.requested });
    body = <Navigate replace to={{ search: `?filter=${encodeURIComponent(query)}` }} />;
  } else if (required && filter.noReference) {
    body = <RequireReference {...required} />;
  } else {
    body = (
      <List
        key={picked?.name}
        storeKey={viewQuery.storeKey}
        filters={!picked && hasFilters(schema) ? restFilters(schema, translate) : undefined}
        // A view checks its own allowedBy above; react-admin would ask for the `list` privilege.
        disableAuthentication={Boolean(picked)}
        filter={picked?.filter}
        title={title}
        perPage={hints?.perPage ?? 10}
        sort={hints?.sort ?? { field: schema['x-id'], order: 'ASC' }}
        filterDefaultValues={
          hints?.filter && filter.initial !== undefined
            ? { [hints.filter.source]: filter.initial }
            : undefined
        }
        actions={
          <ListToolbar
            hints={hints}
            choices={filter.choices}
            filterDisabled={filter.disabled}
            canCreate={allowed.create}
            permanentFilter={picked?.filter}
          />
        }
        pagination={<PrevNextPagination />}
        empty={false}
        queryOptions={
          picked
            ? { onError: viewQuery.onError }
            : { onError: (error: unknown) => toastError(notify, error) }
        }
      >
        <Rows
          hints={hints}
          allowed={allowed}
          empty={
            hints?.empty ??
            translate('charter.schema.list.empty', {
              label: (schema['x-label'] ?? resource).toLowerCase(),
            })
          }
        />
      </List>
    );
  }
  return (
    <Box sx={{ pt: 2 }}>
      <PageTitle title={title} gutter={false} />
      {body}
    </Box>
  );
}
