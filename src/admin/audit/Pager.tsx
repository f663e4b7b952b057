/**
 * Previous / Next paging for the audit screens, worded and laid out like the generated lists'
 * PrevNextPagination (which reads a react-admin list context these server-paged screens lack).
 *
 * @example
 *   <Pager page={2} pages={5} total={93} onPage={setPage} />
 */
import { Button, Stack, Typography } from '@mui/material';

type Props = { page: number; pages: number; total: number; onPage: (page: number) => void };

export function Pager({ page, pages, total, onPage }: Props) {
  if (!total) return null;
  return (
    <Stack
      direction="row"
      spacing={2}
      sx={{ alignItems: 'center', justifyContent: 'flex-end', p: 2 }}
    >
      <Button variant="outlined" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <Typography variant="body2" color="text.secondary">
        Page {page} of {pages}
      </Typography>
      <Button variant="outlined" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </Stack>
  );
}
