/**
 * The search box of a reference (`x-reference`), for forms and list filters alike: it searches the
 * referenced resource by name on the server (`names/<resource>`, paged, as the user types) and
 * picks one record, or many as chips. Names of what is already chosen come from the record
 * (`names`, its `_names`), else from the server by id; a user who may not list the referenced
 * resource keeps the chosen names and is told the search is not theirs.
 */
import { Autocomplete, TextField, type AutocompleteRenderInputParams } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { useGetList, useGetMany, useTranslate } from 'react-admin';

type Option = { id: number; name: string };
type Value = number | number[] | null | undefined;

export type ReferenceSearchProps = {
  id?: string;
  resource: string;
  many: boolean;
  label: string;
  value: Value;
  onChange: (value: number | number[] | undefined) => void;
  /** Names of the chosen ids as the record carries them (`_names.<property>`). */
  names?: string | string[] | null;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: string;
  /** Ids of what describes the field besides its helper text (a form's errors, its help). */
  describedBy?: string;
};

/** How long typing pauses before the server is asked. */
export const SEARCH_DEBOUNCE_MS = 300;
const PAGE = 20;

const idsOf = (value: Value): number[] =>
  value == null ? [] : ([value].flat().filter((v) => v != null) as number[]);

export function ReferenceSearch(props: ReferenceSearchProps) {
  const { resource, many, value, names } = props;
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const ids = idsOf(value);
  const known = useMemo(() => {
    const out = new Map<number, string>();
    const given = [names ?? []].flat();
    ids.forEach((id, i) => typeof given[i] === 'string' && out.set(id, given[i] as string));
    return out;
  }, [ids.join(','), [names].flat().join('\u0000')]); // eslint-disable-line react-hooks/exhaustive-deps

  const search = useGetList<Option>(
    `names/${resource}`,
    {
      filter: { q: query },
      pagination: { page: 1, perPage: PAGE },
      sort: { field: 'name', order: 'ASC' },
    },
    { enabled: open, retry: false },
  );
  const unknown = ids.filter((id) => !known.has(id));
  const chosen = useGetMany<Option>(
    `names/${resource}`,
    { ids: unknown },
    { enabled: unknown.length > 0, retry: false },
  );
  const nameOf = (id: number) =>
    known.get(id) ??
    chosen.data?.find((o) => Number(o.id) === id)?.name ??
    search.data?.find((o) => Number(o.id) === id)?.name ??
    `#${id}`;
  const toOption = (id: number): Option => ({ id, name: nameOf(id) });
  const denied = search.error != null;
  const options = search.data ?? [];

  const helperText = denied ? translate('charter.schema.references.denied') : props.helperText;
  // The helper text (MUI's `<id>-helper-text`) and what the form says of the field, read out with it.
  const describedBy =
    [props.describedBy, helperText && props.id && `${props.id}-helper-text`]
      .filter(Boolean)
      .join(' ') || undefined;
  const input = (params: AutocompleteRenderInputParams) => (
    <TextField
      {...params}
      id={props.id}
      label={props.label}
      required={props.required}
      error={props.error}
      placeholder={translate('charter.schema.references.search')}
      helperText={helperText}
      slotProps={{
        ...params.slotProps,
        htmlInput: { ...params.slotProps.htmlInput, 'aria-describedby': describedBy },
      }}
    />
  );
  const common = {
    options,
    open,
    onOpen: () => setOpen(true),
    onClose: () => setOpen(false),
    disabled: props.disabled,
    fullWidth: true,
    loading: open && search.isPending,
    // The server searched already: show what it answered.
    filterOptions: (o: Option[]) => o,
    getOptionLabel: (o: Option) => o.name,
    isOptionEqualToValue: (a: Option, b: Option) => Number(a.id) === Number(b.id),
    onInputChange: (_: unknown, v: string, reason: string) => reason === 'input' && setText(v),
    noOptionsText: translate('charter.schema.references.none'),
    loadingText: translate('charter.schema.loading'),
    renderInput: input,
  };
  if (many)
    return (
      <Autocomplete
        {...common}
        multiple
        value={ids.map(toOption)}
        onChange={(_, picked) => props.onChange(picked.map((o) => Number(o.id)))}
      />
    );
  return (
    <Autocomplete
      {...common}
      value={ids.length ? toOption(ids[0]) : null}
      onChange={(_, picked) => props.onChange(picked ? Number(picked.id) : undefined)}
    />
  );
}
