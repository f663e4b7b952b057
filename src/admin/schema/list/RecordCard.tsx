/**
 * One row of a generated list on a phone (SchemaCards.tsx): the picture, the title and secondary
 * line, the other columns as labelled lines with the row actions placed in them, and the row's
 * own actions under them — the table's RowActions, or Edit / Delete where x-list declares none.
 */
import { Box, Card, CardActionArea, CardActions, CardContent, Stack } from '@mui/material';
import {
  DeleteWithConfirmButton,
  EditButton,
  useCreatePath,
  useRecordContext,
  useResourceContext,
} from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { fieldFor } from '../fields.tsx';
import type { CardLayout } from './cardLayout.ts';
import { CardLines } from './CardLines.tsx';
import { Cell, type Column } from './cells.tsx';
import { RowActions } from './RowActions.tsx';

type Row = Record<string, unknown>;

/** A column's value as the table shows it: the property's field, or the declared cell. */
function Value(props: Column) {
  const record = useRecordContext<Row>();
  const { name, prop, cell } = props;
  if (!record) return null;
  const plain = !cell || Object.keys(cell).every((k) => k === 'emptyText');
  return plain ? fieldFor(name, prop, cell?.emptyText) : <Cell {...props} record={record} />;
}

export type CardProps = {
  layout: CardLayout;
  column: (name: string) => Column;
  label: (name: string) => string;
  trailing: string[];
  declared: boolean;
  allowed: Record<string, boolean>;
};

/** One row's card; its record comes from the surrounding RecordContext. */
export function RecordCard(props: CardProps) {
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
          // One run of text, as SimpleList's secondary line: it wraps between words like a
          // sentence, and the separator follows its value so no line starts with it.
          <Box
            sx={{
              typography: 'body2',
              color: 'text.secondary',
              '& .MuiTypography-root': { color: 'text.secondary', display: 'inline' },
            }}
          >
            {layout.secondary.map((name, i) => (
              <Box component="span" key={name}>
                <Value {...column(name)} />
                {i < layout.secondary.length - 1 && (
                  // U+2060 (word joiner) keeps the dot on its value's line.
                  <Box component="span" aria-hidden="true" sx={{ ml: 0.75 }}>
                    {'\u2060·'}
                  </Box>
                )}{' '}
              </Box>
            ))}
          </Box>
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
      <CardLines
        lines={layout.details.map((name) => ({
          key: name,
          label: label(name),
          value: (
            <>
              <Value {...column(name)} />
              <RowActions names={column(name).actions} allowed={allowed} />
            </>
          ),
        }))}
      />
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
