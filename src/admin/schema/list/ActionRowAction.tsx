/**
 * The row controls that are neither CRUD nor assignment (x-list.rowActions):
 * - `call`: runs a named x-api operation for the row (approve, decline), after a confirmation when
 *   the action declares a `message`; toasts the server's message (else `success`) and reloads the
 *   list, or toasts the refusal (else `failure`);
 * - `link`: goes to `to` with `{field}` filled from the row (`/project-info/{projectId}`).
 */
import { Button } from '@mui/material';
import { useState } from 'react';
import { useResourceContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { ListHints, RowAction } from '../../../shared/dialect.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { actionParams, cellText, interpolate, type ActionContext } from './paths.ts';
import { useSchema } from '../localize.ts';
import { useRunAction } from './useRunAction.ts';

type Props = { name: string; action: RowAction; context: ActionContext };

/** 'Approve Arjun Mehta': the action and the row's first text column (its join, if declared). */
function ariaLabel(
  hints: ListHints | undefined,
  action: RowAction,
  record: Record<string, unknown>,
) {
  const first = hints?.columns.find((c) => hints.cells?.[c]?.kind !== 'image');
  const text = first ? cellText(record, first, hints?.cells?.[first]) : undefined;
  return [action.label, text].filter(Boolean).join(' ');
}

export function ActionRowAction({ name, action, context }: Props) {
  const resource = useResourceContext()!;
  const schema = useSchema(resource);
  const translate = useTranslate();
  const run = useRunAction(resource);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const record = context.record;
  const label = ariaLabel(schema['x-list'], action, record);

  if (action.kind === 'link') {
    return (
      <Button
        size="small"
        component={RouterLink}
        to={interpolate(action.to ?? '/', record)}
        aria-label={label}
      >
        {action.label}
      </Button>
    );
  }

  const call = async () => {
    setBusy(true);
    const done = await run(name, actionParams(action, context), {
      failure: action.failure,
      success: action.success,
    });
    setBusy(false);
    return done;
  };
  const button = (
    <Button
      size="small"
      variant="outlined"
      color={action.color ?? 'primary'}
      aria-label={label}
      loading={busy}
      onClick={() => (action.message ? setOpen(true) : void call())}
    >
      {action.label}
    </Button>
  );
  if (!action.message) return button;
  return (
    <>
      {button}
      <ConfirmDialog
        open={open}
        title={action.title ?? translate('charter.schema.confirm_title')}
        message={interpolate(action.message, record)}
        confirmLabel={action.confirmLabel ?? action.label}
        cancelLabel={action.cancelLabel ?? translate('charter.schema.cancel')}
        danger={action.color === 'error'}
        loading={busy}
        onConfirm={async () => {
          if (await call()) setOpen(false);
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
