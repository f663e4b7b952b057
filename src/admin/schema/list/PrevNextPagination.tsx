/** Previous / Next paging (spec part 1 §4): Previous disabled on the first page, Next on the last. */
import { Button, Stack, Typography } from '@mui/material';
import { useListContext } from 'react-admin';

export function PrevNextPagination() {
  const { page, perPage, total, setPage, isPending } = useListContext();
  if (isPending || !total) return null;
  const pages = Math.max(1, Math.ceil(total / perPage));
  return (
    <Stack
      direction="row"
      spacing={2}
      sx={{ alignItems: 'center', justifyContent: 'flex-end', p: 2 }}
    >
      <Button variant="outlined" disabled={page <= 1} onClick={() => setPage(page - 1)}>
        Previous
      </Button>
      <Typography variant="body2" color="text.secondary">
        Page {page} of {pages}
      </Typography>
      <Button variant="outlined" disabled={page >= pages} onClick={() => setPage(page + 1)}>
        Next
      </Button>
    </Stack>
  );
}
