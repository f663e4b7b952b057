/**
 * The phone's stand-in for the table's sortable headers (issue #21 §1): one select, 'Sort by', of
 * every sortable column in both directions ('Name, ascending'). Choosing sets the list's sort
 * exactly as a header click does, so the request and the remembered list parameters are the same.
 */
import { MenuItem, TextField } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

export type SortColumn = { name: string; label: string };

export function ColumnSort({ columns }: { columns: SortColumn[] }) {
  const translate = useTranslate();
  const { sort, setSort } = useListContext();
  if (!columns.length) return null;
  const value = `${sort?.field}:${sort?.order === 'DESC' ? 'DESC' : 'ASC'}`;
  const options = columns.flatMap(({ name, label }) => [
    { value: `${name}:ASC`, text: translate('charter.lists.sort_ascending', { field: label }) },
    { value: `${name}:DESC`, text: translate('charter.lists.sort_descending', { field: label }) },
  ]);
  return (
    <TextField
      select
      size="small"
      fullWidth
      label={translate('charter.lists.sort_by')}
      value={options.some((o) => o.value === value) ? value : ''}
      onChange={(e) => {
        const [field, order] = e.target.value.split(':');
        setSort({ field: field!, order: order === 'DESC' ? 'DESC' : 'ASC' });
      }}
      sx={{ maxWidth: 360 }}
    >
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.text}
        </MenuItem>
      ))}
    </TextField>
  );
}
