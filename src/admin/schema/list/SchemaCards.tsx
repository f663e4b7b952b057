/**
 * A generated list on a phone (below `md`, issue #21 §1): one card per row in the manner of
 * react-admin's SimpleList (picture, primary and secondary text; layout in cardLayout.ts), with the
 * row actions of the schema's x-list — the table's own RowActions components, so the same
 * privileges, visibleIf / hiddenIf, confirmations and requests. Without declared row actions the
 * card opens the record (show, else edit) and offers Edit / Delete as the table does. The sort
 * select replaces the table's sortable headers; paging, filters, the create button and the empty
 * state are the list's own and work unchanged.
 */
import { Box, Stack } from '@mui/material';
import type { JSONSchema7 } from 'json-schema';
import { RecordContextProvider, useListContext, useResourceContext } from 'react-admin';
import type { ListHints } from '../../../shared/dialect.ts';
import { cardLayout, sortableColumns } from './cardLayout.ts';
import { actionsIn, shownColumns, type Column } from './cells.tsx';
import { ColumnSort } from './ColumnSort.tsx';
import { ListEmpty, ListLoading } from './ListParts.tsx';
import { useSchema } from '../localize.ts';
import { RecordCard } from './RecordCard.tsx';

type Props = { hints?: ListHints; allowed: Record<string, boolean>; empty: string };
type Row = Record<string, unknown>;

export function SchemaCards({ hints, allowed, empty }: Props) {
  const resource = useResourceContext()!;
  const schema = useSchema(resource);
  const { data, isPending, filterValues } = useListContext<Row & { id: never }>();
  const properties = (schema.properties ?? {}) as Record<string, JSONSchema7>;
  const columns = shownColumns(hints, properties, schema['x-id'], filterValues);
  const layout = cardLayout(hints, columns);
  const declared = Boolean(hints?.rowActions);
  const column = (name: string): Column => ({
    name,
    prop: properties[name] ?? {},
    cell: hints?.cells?.[name],
    actions: actionsIn(hints, name),
    allowed,
  });
  const label = (name: string) => hints?.cells?.[name]?.label ?? properties[name]?.title ?? name;
  // Actions placed in a primary column have no labelled line of their own: with the others.
  const trailing = [
    ...layout.primary.flatMap((name) => actionsIn(hints, name)),
    ...actionsIn(hints, undefined),
  ];
  const sortable = sortableColumns(hints, columns).map((name) => ({ name, label: label(name) }));

  if (isPending) return <ListLoading rows={3} height={88} />;
  if (!data?.length) return <ListEmpty text={empty} canCreate={allowed.create} />;
  return (
    <Box sx={{ p: 1 }}>
      {sortable.length > 0 && (
        <Box sx={{ pb: 1.5, pt: 0.5 }}>
          <ColumnSort columns={sortable} />
        </Box>
      )}
      <Stack
        component="ul"
        role="list"
        spacing={1}
        sx={{ listStyle: 'none', p: 0, m: 0 }}
        aria-label={hints?.title ?? schema['x-label'] ?? resource}
      >
        {data.map((record) => (
          <RecordContextProvider key={String(record.id)} value={record}>
            <RecordCard
              layout={layout}
              column={column}
              label={label}
              trailing={trailing}
              declared={declared}
              allowed={allowed}
            />
          </RecordContextProvider>
        ))}
      </Stack>
    </Box>
  );
}
