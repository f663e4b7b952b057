/**
 * The review screens' rows on a phone (below `md`, issue #37): one card per row, as the generated
 * lists show theirs (SchemaCards), so nothing scrolls sideways. A column marked `card: 'picture'`
 * is the card's avatar, `'title'` columns are its title (joined by a space), `'actions'` its
 * controls at the title's end (edit and delete, the selection box); every other column is a
 * labelled line (CardLines), so a phone loses nothing the table shows. Paging, the loading state and the empty text are the table's.
 */
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { Fragment } from 'react';
import { useListContext } from 'react-admin';
import { CardLines } from '../../src/admin/schema/list/CardLines.tsx';
import { ListLoading } from '../../src/admin/schema/list/ListParts.tsx';
import { PrevNextPagination } from '../../src/admin/schema/list/PrevNextPagination.tsx';
import type { Column } from './rowColumn.ts';

type Props<Row> = {
  columns: Column<Row>[];
  empty: string;
  rowKey: (row: Row) => string | number;
  label: string;
};

export function RowCards<Row>({ columns, empty, rowKey, label }: Props<Row>) {
  const { data, isPending, total } = useListContext();
  const rows = (data ?? []) as Row[];
  const picture = columns.find((c) => c.card === 'picture');
  const title = columns.filter((c) => c.card === 'title');
  const actions = columns.filter((c) => c.card === 'actions');
  const lines = columns.filter((c) => !c.card);
  const header = Boolean(picture) || title.length > 0 || actions.length > 0;

  let body;
  if (isPending) body = <ListLoading rows={3} height={88} />;
  else if (!total)
    body = (
      <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
        {empty}
      </Typography>
    );
  else
    body = (
      <Stack
        component="ul"
        role="list"
        aria-label={label}
        spacing={1}
        sx={{ listStyle: 'none', p: 1, m: 0 }}
      >
        {rows.map((row) => (
          <Card key={rowKey(row)} component="li" variant="outlined">
            {header && (
              <CardContent sx={{ pb: 1 }}>
                <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minWidth: 0 }}>
                  {picture?.render(row)}
                  <Typography
                    sx={{ flex: 1, fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}
                  >
                    {title.map((c, i) => (
                      <Fragment key={c.key}>
                        {i > 0 && ' '}
                        {c.render(row)}
                      </Fragment>
                    ))}
                  </Typography>
                  {actions.map((c) => (
                    <Box key={c.key} sx={{ flex: 'none' }}>
                      {c.render(row)}
                    </Box>
                  ))}
                </Stack>
              </CardContent>
            )}
            <Box sx={{ pt: header ? 0 : 1 }}>
              <CardLines
                lines={lines.map((c) => ({ key: c.key, label: c.label, value: c.render(row) }))}
              />
            </Box>
          </Card>
        ))}
      </Stack>
    );
  return (
    <Box>
      {body}
      <PrevNextPagination />
    </Box>
  );
}
