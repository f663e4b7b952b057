/**
 * One Datagrid column per x-list column: the property's display field, or, when x-list.cells says
 * how (join, path into a nested list, truncation, image) or row actions live in the column, a cell
 * built from those declarations.
 */
import { Avatar, Stack, Typography } from '@mui/material';
import type { JSONSchema7 } from 'json-schema';
import { FunctionField } from 'react-admin';
import type { ListCell, ListHints } from '../../../shared/dialect.ts';
import { fieldFor } from '../fields.tsx';
import { cellText } from './paths.ts';
import { RowActions } from './RowActions.tsx';

type Column = {
  name: string;
  prop: JSONSchema7;
  cell?: ListCell;
  /** Row actions placed in this column. */
  actions: string[];
  allowed: Record<string, boolean>;
};

function Cell({ record, name, prop, cell }: Column & { record: Record<string, unknown> }) {
  if (cell?.kind === 'image') {
    const src = record[name];
    return (
      <Avatar
        variant="rounded"
        src={typeof src === 'string' ? src : undefined}
        alt={cell.label ?? prop.title ?? name}
      />
    );
  }
  const text = cellText(record, name, cell);
  return (
    <Typography variant="body2" color={text === undefined ? 'text.secondary' : 'text.primary'}>
      {text ?? cell?.emptyText ?? '—'}
    </Typography>
  );
}

export function columnFor(column: Column) {
  const { name, prop, cell, actions, allowed } = column;
  const label = cell?.label ?? prop.title ?? name;
  if (!cell && !actions.length) return fieldFor(name, prop);
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
