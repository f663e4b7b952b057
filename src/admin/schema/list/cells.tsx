/**
 * One Datagrid column per x-list column: the property's display field, or, when x-list.cells says
 * how (join, path into a nested list, truncation, picture, avatar, link, chip) or row actions live
 * in the column, a cell built from those declarations.
 */
import { Avatar, Chip, Link, Stack, Typography } from '@mui/material';
import type { JSONSchema7 } from 'json-schema';
import { FunctionField } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { ListCell, ListHints } from '../../../shared/dialect.ts';
import { fieldFor } from '../fields.tsx';
import { cellText, interpolate, isEmpty } from './paths.ts';
import { RowActions } from './RowActions.tsx';
import { useAuthImage } from './useAuthImage.ts';

export type Column = {
  name: string;
  prop: JSONSchema7;
  cell?: ListCell;
  /** Row actions placed in this column. */
  actions: string[];
  allowed: Record<string, boolean>;
};
type Row = Record<string, unknown>;

/** 'Asha Rao' → 'AR'; the initials stand in for a missing profile picture. */
export const initialsOf = (record: Row, names: string[] = []) =>
  names
    .map((n) => record[n])
    .filter((v): v is string => typeof v === 'string' && v.trim() !== '')
    .map((v) => v.trim()[0]!.toUpperCase())
    .join('');

function Picture({ record, name, prop, cell }: Column & { record: Row }) {
  const src = useAuthImage(record[name]);
  const alt = cell?.label ?? prop.title ?? name;
  if (cell?.kind === 'avatar')
    return (
      <Avatar src={src} alt={alt} sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
        {initialsOf(record, cell.initials) || undefined}
      </Avatar>
    );
  return <Avatar variant="rounded" src={src} alt={alt} />;
}

/** One column's value for a record (also the phone card's, src/admin/schema/list/SchemaCards.tsx). */
export function Cell(props: Column & { record: Row }) {
  const { record, name, cell } = props;
  if (cell?.kind === 'image' || cell?.kind === 'avatar') return <Picture {...props} />;
  const text = cellText(record, name, cell);
  const chip = cell?.chip && isEmpty(record[cell.chip.whenEmpty]) && (
    <Chip size="small" color="warning" variant="outlined" label={cell.chip.label} />
  );
  const shown =
    text !== undefined && cell?.kind === 'link' && cell.to ? (
      <Link
        component={RouterLink}
        to={interpolate(cell.to, record, encodeURIComponent)}
        // On a phone card the name is a 44 px touch target; in the desktop table it stays text.
        sx={{
          display: { xs: 'inline-flex', md: 'inline' },
          alignItems: 'center',
          minHeight: { xs: 44, md: 0 },
        }}
      >
        {text}
      </Link>
    ) : (
      <Typography variant="body2" color={text === undefined ? 'text.secondary' : 'text.primary'}>
        {text ?? cell?.emptyText ?? '—'}
      </Typography>
    );
  return (
    <>
      {(text !== undefined || !chip) && shown}
      {chip}
    </>
  );
}

export function columnFor(column: Column) {
  const { name, prop, cell, actions, allowed } = column;
  const label = cell?.label ?? prop.title ?? name;
  // A cell that only names its empty text keeps the property's own field (a reference's name).
  const onlyEmptyText = cell && Object.keys(cell).every((k) => k === 'emptyText');
  if ((!cell || onlyEmptyText) && !actions.length) return fieldFor(name, prop, cell?.emptyText);
  return (
    <FunctionField
      key={name}
      source={name}
      label={label}
      sortable={false}
      render={(record) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Cell {...column} record={record} />
          {actions.length > 0 && <RowActions names={actions} allowed={allowed} />}
        </Stack>
      )}
    />
  );
}

/** The row actions placed in a column, in declaration order. */
export const actionsIn = (hints: ListHints | undefined, column: string | undefined) =>
  Object.entries(hints?.rowActions ?? {})
    .filter(([, action]) => action.column === column)
    .map(([name]) => name);

/**
 * The columns the grid shows: x-list.columns (else every property but the id), without the
 * `whenFiltered` ones unless the filter holds a reference record rather than a fixed option.
 */
export function shownColumns(
  hints: ListHints | undefined,
  properties: Record<string, unknown>,
  idName: string,
  filterValues: Record<string, unknown> | undefined,
) {
  const columns = hints?.columns ?? Object.keys(properties).filter((c) => c !== idName);
  const value = hints?.filter ? filterValues?.[hints.filter.source] : undefined;
  const referenceSelected =
    !isEmpty(value) && !(hints?.filter?.options ?? []).some((o) => o.value === String(value));
  return columns.filter((c) => !hints?.cells?.[c]?.whenFiltered || referenceSelected);
}
