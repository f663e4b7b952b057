/**
 * A generated list on a phone (below `md`, issue #21 §1): one card per row in the manner of
 * react-admin's SimpleList (picture, primary and secondary text; layout in cardLayout.ts), with the
 * row actions of the schema's x-list — the table's own RowActions components, so the same
 * privileges, visibleIf / hiddenIf, confirmations and requests. Without declared row actions the
 * card opens the record (show, else edit) and offers Edit / Delete as the table does. The sort
 * select replaces the table's sortable headers; paging, filters, the create button and the empty
 * state are the list's own and work unchanged.
 */
import {
  Box,
  Card,
  CardActionArea,
  CardActions,
  CardContent,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import type { JSONSchema7 } from 'json-schema';
import {
  DeleteWithConfirmButton,
  EditButton,
  RecordContextProvider,
  useCreatePath,
  useListContext,
  useRecordContext,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { registry, type ResourceName } from '../../../generated/registry.ts';
import type { ListHints } from '../../../shared/dialect.ts';
import { fieldFor } from '../fields.tsx';
import { cardLayout, sortableColumns, type CardLayout } from './cardLayout.ts';
import { actionsIn, Cell, shownColumns, type Column } from './cells.tsx';
import { ColumnSort } from './ColumnSort.tsx';
import { ListEmpty } from './ListParts.tsx';
import { RowActions } from './RowActions.tsx';

type Props = { hints?: ListHints; allowed: Record<string, boolean>; empty: string };
type Row = Record<string, unknown>;

/** A column's value as the table shows it: the property's field, or the declared cell. */
function Value(props: Column) {
  const record = useRecordContext<Row>();
  const { name, prop, cell } = props;
  if (!record) return null;
  const plain = !cell || Object.keys(cell).every((k) => k === 'emptyText');
  return plain ? fieldFor(name, prop, cell?.emptyText) : <Cell {...props} record={record} />;
}

function RecordCard(props: {
  layout: CardLayout;
  column: (name: string) => Column;
  label: (name: string) => string;
  trailing: string[];
  declared: boolean;
  allowed: Record<string, boolean>;
}) {
  const { layout, column, label, trailing, declared, allowed } = props;
  const resource = useResourceContext()!;
  const createPath = useCreatePath();
  const record = useRecordContext<Row>()!;
  const opens = !declared && (allowed.show ? 'show' : allowed.edit ? 'edit' : undefined);
  const header = (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minWidth: 0 }}>
      {layout.picture && <Cell {...column(layout.picture)} record={record} />}
      <Box sx={{ minWidth: 0, flex: 1, overflowWrap: 'anywhere' }}>
        {layout.primary.length > 0 && (
          <Stack
            direction="row"
            useFlexGap
            sx={{
              flexWrap: 'wrap',
              columnGap: 0.5,
              '& .MuiTypography-root': { fontWeight: 600, typography: 'body1' },
            }}
          >
            {layout.primary.map((name) => (
              <Value key={name} {...column(name)} />
            ))}
          </Stack>
        )}
        {layout.secondary.length > 0 && (
          <Stack
            direction="row"
            useFlexGap
            sx={{
              flexWrap: 'wrap',
              columnGap: 1,
              color: 'text.secondary',
              '& .MuiTypography-root': { color: 'text.secondary' },
            }}
          >
            {layout.secondary.map((name, i) => (
              <Stack key={name} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Value {...column(name)} />
                {/* After its value, so a wrapped line never starts with the separator. */}
                {i < layout.secondary.length - 1 && <span aria-hidden="true">·</span>}
              </Stack>
            ))}
          </Stack>
        )}
      </Box>
    </Stack>
  );
  return (
    <Card component="li" variant="outlined">
      {opens ? (
        <CardActionArea
          component={RouterLink}
          to={createPath({ resource, type: opens, id: record.id as never })}
        >
          <CardContent>{header}</CardContent>
        </CardActionArea>
      ) : (
        <CardContent sx={{ pb: layout.details.length ? 1 : undefined }}>{header}</CardContent>
      )}
      {layout.details.length > 0 && (
        <Box component="dl" sx={{ m: 0, px: 2, pb: 1 }}>
          {layout.details.map((name) => (
            <Box key={name} sx={{ py: 0.5, overflowWrap: 'anywhere' }}>
              <Typography component="dt" variant="caption" color="text.secondary">
                {label(name)}
              </Typography>
              <Stack
                component="dd"
                direction="row"
                useFlexGap
                sx={{ m: 0, alignItems: 'center', flexWrap: 'wrap', columnGap: 1 }}
              >
                <Value {...column(name)} />
                <RowActions names={column(name).actions} allowed={allowed} />
              </Stack>
            </Box>
          ))}
        </Box>
      )}
      <CardActions sx={{ flexWrap: 'wrap', '& .MuiStack-root': { flexWrap: 'wrap' } }}>
        {declared ? (
          <RowActions names={trailing} allowed={allowed} />
        ) : (
          <>
            {allowed.edit && <EditButton />}
            {allowed.delete && <DeleteWithConfirmButton confirmTitle="Are you sure?" />}
          </>
        )}
      </CardActions>
    </Card>
  );
}

export function SchemaCards({ hints, allowed, empty }: Props) {
  const resource = useResourceContext()!;
  const translate = useTranslate();
  const schema = registry[resource as ResourceName];
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
  const label = (name: string) => {
    const text = hints?.cells?.[name]?.label ?? properties[name]?.title ?? name;
    return translate(text, { _: text });
  };
  // Actions placed in a primary column have no labelled line of their own: with the others.
  const trailing = [
    ...layout.primary.flatMap((name) => actionsIn(hints, name)),
    ...actionsIn(hints, undefined),
  ];
  const sortable = sortableColumns(hints, columns).map((name) => ({ name, label: label(name) }));

  if (isPending)
    return (
      <Stack spacing={1} sx={{ p: 1 }} aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={88} />
        ))}
      </Stack>
    );
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
        aria-label={translate(hints?.title ?? schema['x-label'] ?? resource, {
          _: hints?.title ?? schema['x-label'] ?? resource,
        })}
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
