/**
 * x-list.search: the list's search box ('Search', 'Name or code'). Its text is a
 * filter value under `param`, which the data provider sends as that query parameter with the
 * list's operation and its filter's. The text is applied once typing pauses, from the first page,
 * keeping the sort and the filter chosen meanwhile (read when it applies, not when typed).
 */
import { TextField } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useListContext } from 'react-admin';
import type { ListSearch as Search } from '../../../shared/dialect.ts';

/** How long typing must pause before the list asks again. */
export const SEARCH_PAUSE_MS = 400;

export function ListSearch({ search }: { search: Search }) {
  const { filterValues, setFilters } = useListContext();
  const applied = String(filterValues?.[search.param] ?? '');
  const [text, setText] = useState(applied);
  const latest = useRef(filterValues);
  latest.current = filterValues;
  // The text this box applied last: an applied text that differs came from elsewhere (a reset, the
  // browser's Back) and replaces what the box shows; its own never overwrites newer typing.
  const sent = useRef(applied);
  useEffect(() => {
    if (applied !== sent.current) setText((sent.current = applied));
  }, [applied]);

  useEffect(() => {
    const wanted = text.trim();
    if (wanted === sent.current) return;
    const timer = setTimeout(() => {
      const { [search.param]: _previous, ...others } = latest.current ?? {};
      sent.current = wanted;
      // Applied at once here (react-admin's own debounce would apply the filters typed with).
      setFilters(wanted ? { ...others, [search.param]: wanted } : others, undefined, false);
    }, SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, search.param, setFilters]);

  return (
    <TextField
      type="search"
      size="small"
      label={search.label}
      placeholder={search.placeholder}
      value={text}
      onChange={(e) => setText(e.target.value)}
      slotProps={{ htmlInput: { maxLength: search.maxLength } }}
      sx={{ width: { xs: '100%', sm: 260 } }}
    />
  );
}
