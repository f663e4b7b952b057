/**
 * The list's declared filter as one select; choosing a value reloads the list from page 1. Shown
 * disabled (`disabled`) when the user may not list through the filter's action.
 */
import { MenuItem, TextField } from '@mui/material';
import { useListContext } from 'react-admin';
import type { ListFilter } from '../../../shared/dialect.ts';
import type { FilterChoice } from './useFilterChoices.ts';

export function FilterSelect(props: {
  filter: ListFilter;
  choices: FilterChoice[];
  disabled?: boolean;
}) {
  const { filter, choices, disabled } = props;
  const { filterValues, setFilters } = useListContext();
  const current = filterValues?.[filter.source];
  return (
    <TextField
      select
      size="small"
      label={filter.label}
      disabled={disabled}
      value={current === undefined || current === null ? '' : String(current)}
      onChange={(e) => {
        const picked = choices.find((c) => String(c.value) === e.target.value);
        // A pick is final (no typing to wait for): applied at once, not after react-admin's debounce.
        setFilters(
          { ...filterValues, [filter.source]: picked?.value ?? e.target.value },
          undefined,
          false,
        );
      }}
      sx={{ width: 260 }}
    >
      {choices.map((c) => (
        <MenuItem key={String(c.value)} value={String(c.value)}>
          {c.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
