/**
 * x-list.sortChoices: the list's sort select ('Sort By': 'Creation Date', 'Alphabetically'). The
 * choice becomes the list's sort field, which the data provider sends as the declared query
 * parameter (`sortBy=createdAt`); changing it reloads the list from page 1.
 */
import { MenuItem, TextField } from '@mui/material';
import { useListContext } from 'react-admin';
import type { SortChoices } from '../../../shared/dialect.ts';

export function SortSelect({ choices }: { choices: SortChoices }) {
  const { sort, setSort } = useListContext();
  const current = choices.options.some((o) => o.value === sort?.field) ? sort.field : '';
  return (
    <TextField
      select
      size="small"
      label={choices.label}
      value={current}
      onChange={(e) => setSort({ field: e.target.value, order: 'ASC' })}
      sx={{ width: 200 }}
    >
      {choices.options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
