/**
 * The skill/designation modal (spec part 2 §2, §4, §5): an input with an add button (empty input is
 * ignored), the catalogue with a checkbox per name, an inline rename with confirm and a delete, and
 * Add / Cancel. Ticks toggle by name and reach the employee only when Add is pressed; renames and
 * deletes change the catalogue at once (the server's message is toasted) and follow into the ticks.
 * One catalogue change at a time: a second Enter or click while one runs is ignored. On a phone the
 * dialog fills the screen.
 */
import AddIcon from '@mui/icons-material/Add';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  List,
  Skeleton,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useServerText } from '../../../src/admin/providers/errors.ts';
import { ConfirmDialog } from '../../../src/admin/components/ConfirmDialog.tsx';
import { progress, toastError } from '../../../src/admin/notifications/toast.ts';
import { usePrivileges } from '../../../src/admin/schema/form/usePrivileges.ts';
import { nameListApi, NAME_LISTS, type Named, type NameListKind } from './api.ts';
import { NameRow } from './NameRow.tsx';
import { useSingleFlight } from '../../../src/admin/components/useSingleFlight.ts';
import { checkWith } from '../../../src/admin/schema/form/schemaErrors.ts';

export type NameListDialogProps = {
  /** Skills or Designations: its words are `charter.employees.names.<kind>.*`. */
  kind: NameListKind;
  open: boolean;
  selected: string[];
  onApply: (names: string[]) => void;
  onClose: () => void;
  /** A name was renamed (`to`) or deleted (no `to`) in the catalogue: the employee's chips follow. */
  onCatalogue: (from: string, to?: string) => void;
};

export function NameListDialog(props: NameListDialogProps) {
  const { kind, open, selected, onApply, onClose, onCatalogue } = props;
  const notify = useNotify();
  const translate = useTranslate();
  const serverText = useServerText();
  const say = (key: string, options?: object) =>
    translate(`charter.employees.names.${kind}.${key}`, options);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { canDo } = usePrivileges();
  const { resource, name: field } = NAME_LISTS[kind];
  const api = nameListApi(kind);
  const [items, setItems] = useState<Named[]>();
  const [ticked, setTicked] = useState<string[]>(selected);
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string>();
  const { pending: busy, run } = useSingleFlight();
  const [doomed, setDoomed] = useState<Named>();

  const reload = useCallback(async () => {
    try {
      setItems(await nameListApi(kind).list());
    } catch (error) {
      setItems([]);
      toastError(notify, error);
    }
  }, [kind, notify]);

  useEffect(() => {
    if (!open) return;
    setTicked(selected);
    setDraft('');
    setProblem(undefined);
    void reload();
    // A fresh copy of the ticks each time the dialog opens.
  }, [open]);

  /** Runs one catalogue change with progress and outcome toasts; true when it worked. */
  const change = async (
    verb: 'adding' | 'updating' | 'deleting',
    send: () => Promise<{ message?: string }>,
  ) => {
    const key = `${kind}-${verb}`;
    notify(translate(`charter.employees.wizard.${verb}`), progress(key));
    try {
      const { message } = await send();
      notify(serverText(message) ?? say('saved'), { type: 'success', toastKey: key });
      await reload();
      return true;
    } catch (error) {
      toastError(notify, error, key);
      return false;
    }
  };

  const check = async (value: string) =>
    (await checkWith(resource, { [field]: value }, translate))[field];

  const add = () => {
    const value = draft.trim();
    if (!value) return; // spec: adds are ignored when the input is empty
    return run(async () => {
      const refused = await check(value);
      setProblem(refused);
      if (refused) return;
      if (await change('adding', () => api.add(value))) setDraft('');
    });
  };

  /**
   * Resolves to the problem to show under the rename input, undefined once renamed, or null when
   * another change was under way (nothing was sent; the input stays as typed).
   */
  const rename = async (item: Named, raw: string) => {
    const outcome = await run(async () => {
      const value = raw.trim();
      const refused = await check(value);
      if (refused) return { refused };
      if (!(await change('updating', () => api.rename(item.id, value))))
        return { refused: translate('charter.employees.names.not_renamed') };
      setTicked((t) => t.map((n) => (n === item.name ? value : n)));
      onCatalogue(item.name, value);
      return { refused: undefined };
    });
    return outcome ? outcome.refused : null;
  };

  const remove = (item: Named) =>
    run(async () => {
      if (await change('deleting', () => api.remove(item.id))) {
        setTicked((t) => t.filter((n) => n !== item.name));
        onCatalogue(item.name);
      }
      setDoomed(undefined);
    });

  const toggle = (name: string) =>
    setTicked((t) => (t.includes(name) ? t.filter((n) => n !== name) : [...t, name]));

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      fullScreen={phone}
      maxWidth="xs"
      aria-labelledby={`${kind}-title`}
    >
      <DialogTitle id={`${kind}-title`}>{say('add')}</DialogTitle>
      <DialogContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', pt: 1 }}>
          <TextField
            size="small"
            fullWidth
            label={say('new')}
            value={draft}
            disabled={!canDo(resource, 'create')}
            onChange={(e) => (setDraft(e.target.value), setProblem(undefined))}
            onKeyDown={(e) => e.key === 'Enter' && (e.preventDefault(), void add())}
            error={Boolean(problem)}
            helperText={problem ?? ' '}
          />
          <IconButton
            aria-label={say('add_new')}
            onClick={() => void add()}
            disabled={busy || !canDo(resource, 'create')}
            color="primary"
          >
            <AddIcon />
          </IconButton>
        </Stack>
        {!items ? (
          <Box aria-busy="true">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={40} />
            ))}
          </Box>
        ) : items.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            {say('empty')}
          </Typography>
        ) : (
          <List dense aria-label={say('title')} sx={{ maxHeight: { sm: 320 }, overflowY: 'auto' }}>
            {items.map((item) => (
              <NameRow
                key={item.id}
                item={item}
                checked={ticked.includes(item.name)}
                busy={busy}
                canEdit={canDo(resource, 'update')}
                canDelete={canDo(resource, 'delete')}
                onToggle={() => toggle(item.name)}
                onRename={rename}
                onDelete={setDoomed}
              />
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} color="inherit">
          {translate('charter.employees.wizard.cancel')}
        </Button>
        <Button variant="contained" onClick={() => onApply(ticked)} disabled={busy}>
          {translate('charter.employees.names.add')}
        </Button>
      </DialogActions>
      <ConfirmDialog
        open={Boolean(doomed)}
        title={translate('charter.employees.wizard.are_you_sure')}
        message={say('confirm_delete', { name: doomed?.name ?? '' })}
        confirmLabel={translate('charter.employees.wizard.delete')}
        cancelLabel={translate('charter.employees.wizard.cancel')}
        danger
        loading={busy}
        onConfirm={() => doomed && void remove(doomed)}
        onClose={() => setDoomed(undefined)}
      />
    </Dialog>
  );
}
