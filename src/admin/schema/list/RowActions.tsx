/**
 * The row controls declared in x-list.rowActions: edit (to the action's `to` route, else the spec's
 * create-update route with `?id=`, the record in navigation state), delete with the schema's
 * confirmation (back to the first page after it, spec part 1 §4), and assign / unassign calls of
 * named x-api actions, on the action's own `resource` when it declares one; `call` and `link` are
 * in ActionRowAction.tsx. Each is shown only when the user holds its privilege and its visibleIf /
 * hiddenIf hold for the row.
 */
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import {
  useCreatePath,
  useListContext,
  useRecordContext,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { RowAction } from '../../../shared/dialect.ts';
import { useSchema } from '../localize.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { ActionRowAction } from './ActionRowAction.tsx';
import { AssignDialog } from './AssignDialog.tsx';
import {
  actionParams,
  cellText,
  interpolate,
  isShown,
  resolveMap,
  type ActionContext,
} from './paths.ts';
import { useRunAction } from './useRunAction.ts';

type Props = { names: string[]; allowed: Record<string, boolean> };

export function RowActions({ names, allowed }: Props) {
  const resource = useResourceContext()!;
  const record = useRecordContext();
  const { filterValues } = useListContext();
  const schema = useSchema(resource);
  if (!record) return null;
  const actions = schema['x-list']?.rowActions ?? {};
  const context: ActionContext = { record, filter: filterValues ?? {} };
  const shown = names.filter(
    (name) => actions[name] && allowed[name] && isShown(actions[name], context),
  );
  if (!shown.length) return null;
  return (
    <Stack direction="row" spacing={1} onClick={(e) => e.stopPropagation()}>
      {shown.map((name) =>
        actions[name].kind === 'call' || actions[name].kind === 'link' ? (
          <ActionRowAction key={name} name={name} action={actions[name]} context={context} />
        ) : (
          <RowActionButton key={name} name={name} action={actions[name]} context={context} />
        ),
      )}
    </Stack>
  );
}

function RowActionButton(props: { name: string; action: RowAction; context: ActionContext }) {
  const { name, action, context } = props;
  const resource = useResourceContext()!;
  const schema = useSchema(resource);
  const translate = useTranslate();
  const navigate = useNavigate();
  const createPath = useCreatePath();
  const { setPage } = useListContext();
  const run = useRunAction(action.resource ?? resource);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const record = context.record;
  // 'Delete Sales'; in a column also its name: 'Assign Sales Team'.
  const hints = schema['x-list'];
  const nameColumn =
    hints?.columns.find((c) => !['image', 'avatar'].includes(hints.cells?.[c]?.kind ?? '')) ?? 'id';
  const name0 = cellText(record, nameColumn, hints?.cells?.[nameColumn]) ?? '';
  const column = action.column
    ? (hints?.cells?.[action.column]?.label ??
      (schema.properties?.[action.column] as { title?: string } | undefined)?.title)
    : undefined;
  const label = [action.label, name0, column].filter(Boolean).join(' ');

  const call = async (choice?: unknown) => {
    setBusy(true);
    const done = await run(name, actionParams(action, { ...context, choice }), {
      failure: action.failure,
      success: action.success,
      pending:
        action.pending ??
        (action.kind === 'delete' ? translate('charter.schema.deleting') : undefined),
    });
    setBusy(false);
    if (done && action.kind === 'delete') setPage(1);
    return done;
  };

  if (action.kind === 'edit') {
    const form = schema['x-form']?.route;
    const to = action.to
      ? interpolate(action.to, record, encodeURIComponent)
      : form
        ? `${form}?id=${encodeURIComponent(String(record.id))}`
        : createPath({ resource, type: 'edit', id: record.id as never });
    return (
      <Button size="small" aria-label={label} onClick={() => navigate(to, { state: { record } })}>
        {action.label}
      </Button>
    );
  }

  const button = (onClick: () => void) => (
    <Button
      size="small"
      aria-label={label}
      color={action.kind === 'delete' || action.kind === 'unassign' ? 'error' : 'primary'}
      loading={busy}
      onClick={onClick}
    >
      {action.label}
    </Button>
  );

  if (action.kind === 'assign') {
    return (
      <>
        {button(() => setOpen(true))}
        {open && (
          <AssignDialog
            action={action}
            optionsFilter={resolveMap(action.optionsFilter, context)}
            onClose={() => setOpen(false)}
            onAssign={call}
          />
        )}
      </>
    );
  }

  // delete always confirms; an unassign only when it declares a message
  const message =
    action.message ??
    (action.kind === 'delete'
      ? translate('charter.schema.delete_message', { title: schema.title ?? resource })
      : undefined);
  if (!message) return button(() => void call());
  return (
    <>
      {button(() => setOpen(true))}
      <ConfirmDialog
        open={open}
        title={action.title ?? translate('charter.schema.confirm_title')}
        message={interpolate(message, record)}
        confirmLabel={action.confirmLabel ?? action.label}
        cancelLabel={action.cancelLabel ?? translate('charter.schema.cancel')}
        danger
        loading={busy}
        onConfirm={async () => {
          if (await call()) setOpen(false);
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
