/**
 * Previous / Next paging (spec part 1 §4): Previous disabled on the first page, Next on the last.
 * PrevNextPagination reads a react-admin list context; Pager is the same control for screens that
 * page by themselves (the Audit Log, some contract lists).
 *
 * @example
 *   <Pager page={2} pages={5} total={93} onPage={setPage} />   // 1-based pages
 */
import { Button, Stack, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { useFormat } from '../../i18n/format.ts';

type PagerProps = { page: number; pages: number; total: number; onPage: (page: number) => void };

export function Pager({ page, pages, total, onPage }: PagerProps) {
  const translate = useTranslate();
  const { number } = useFormat();
  if (!total) return null;
  return (
    <Stack
      direction="row"
      spacing={2}
      sx={{ alignItems: 'center', justifyContent: 'flex-end', p: 2 }}
    >
      <Button variant="outlined" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {translate('charter.schema.pager.previous')}
      </Button>
      <Typography variant="body2" color="text.secondary">
        {translate('charter.schema.pager.page', { page: number(page), pages: number(pages) })}
      </Typography>
      <Button variant="outlined" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {translate('charter.schema.pager.next')}
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
