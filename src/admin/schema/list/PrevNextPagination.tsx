/**
 * Previous / Next paging (spec part 1 §4): Previous disabled on the first page, Next on the last.
 * PrevNextPagination reads a react-admin list context; Pager is the same control for screens that
 * page by themselves (the Audit Log, attendance locations).
 *
 * @example
 *   <Pager page={2} pages={5} total={93} onPage={setPage} />   // 1-based pages
 */
import { Button, Stack, Typography } from '@mui/material';
import { useListContext } from 'react-admin';

type PagerProps = { page: number; pages: number; total: number; onPage: (page: number) => void };

export function Pager({ page, pages, total, onPage }: PagerProps) {
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

export function PrevNextPagination() {
  const { page, perPage, total, setPage, isPending } = useListContext();
  if (isPending || !total) return null;
  return (
    <Pager
      page={page}
      pages={Math.max(1, Math.ceil(total / perPage))}
      total={total}
      onPage={setPage}
    />
  );
}
