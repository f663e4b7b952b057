/**
 * The skill/designation modal (spec part 2 §2, §4, §5): an input with an add button (empty input is
 * ignored), the catalogue with a checkbox per name, an inline rename with confirm and a delete, and
 * Add / Cancel. Ticks toggle by name and reach the employee only when Add is pressed; renames and
 * deletes change the catalogue at once (the server's message is toasted) and follow into the ticks.
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
} from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { progress, toastError } from '../../notifications/toast.ts';
import { usePrivileges } from '../../schema/form/usePrivileges.ts';
import { nameListApi, NAME_LISTS, type Named, type NameListKind } from './api.ts';
import { NameRow } from './NameRow.tsx';
import { checkWith } from './validation.ts';

export type NameListDialogProps = {
  kind: NameListKind;
  /** 'Skill' or 'Designation'. */
  label: string;
  open: boolean;
  selected: string[];
  onApply: (names: string[]) => void;
  onClose: () => void;
  /** A name was renamed (`to`) or deleted (no `to`) in the catalogue: the employee's chips follow. */
  onCatalogue: (from: string, to?: string) => void;
};

export function NameListDialog(props: NameListDialogProps) {
  const { kind, label, open, selected, onApply, onClose, onCatalogue } = props;
  const notify = useNotify();
  const { canDo } = usePrivileges();
  const { resource, name: field } = NAME_LISTS[kind];
  const api = nameListApi(kind);
  const [items, setItems] = useState<Named[]>();
  const [ticked, setTicked] = useState<string[]>(selected);
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
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
  const change = async (verb: string, run: () => Promise<{ message?: string }>) => {
    const key = `${kind}-${verb}`;
    setBusy(true);
    notify(`${verb}...`, progress(key));
    try {
      const { message } = await run();
      notify(message ?? `${label} saved`, { type: 'success', toastKey: key });
      await reload();
      return true;
    } catch (error) {
      toastError(notify, error, key);
      return false;
    } finally {
      setBusy(false);
    }
  };

  const check = async (value: string) => (await checkWith(resource, { [field]: value }))[field];

  const add = async () => {
    const value = draft.trim();
    if (!value) return; // spec: adds are ignored when the input is empty
    const refused = await check(value);
    setProblem(refused);
    if (refused) return;
    if (await change('Adding', () => api.add(value))) setDraft('');
  };

  const rename = async (item: Named, raw: string) => {
    const value = raw.trim();
    const refused = await check(value);
    if (refused) return refused;
    const ok = await change('Updating', () => api.rename(item.id, value));
    if (!ok) return 'Not renamed';
    setTicked((t) => t.map((n) => (n === item.name ? value : n)));
    onCatalogue(item.name, value);
    return undefined;
  };

  const remove = async (item: Named) => {
    if (await change('Deleting', () => api.remove(item.id))) {
      setTicked((t) => t.filter((n) => n !== item.name));
      onCatalogue(item.name);
    }
    setDoomed(undefined);
  };

  const toggle = (name: string) =>
    setTicked((t) => (t.includes(name) ? t.filter((n) => n !== name) : [...t, name]));

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={`${kind}-title`}>
      <DialogTitle id={`${kind}-title`}>{`Add ${label}`}</DialogTitle>
      <DialogContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', pt: 1 }}>
          <TextField
            size="small"
            fullWidth
            label={`New ${label}`}
            value={draft}
            disabled={!canDo(resource, 'create')}
            onChange={(e) => (setDraft(e.target.value), setProblem(undefined))}
            onKeyDown={(e) => e.key === 'Enter' && (e.preventDefault(), void add())}
            error={Boolean(problem)}
            helperText={problem ?? ' '}
          />
          <IconButton
            aria-label={`Add new ${label.toLowerCase()}`}
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
            {`No ${label.toLowerCase()}s yet.`}
          </Typography>
        ) : (
          <List dense aria-label={`${label}s`} sx={{ maxHeight: 320, overflowY: 'auto' }}>
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
          Cancel
        </Button>
        <Button variant="contained" onClick={() => onApply(ticked)} disabled={busy}>
          Add
        </Button>
      </DialogActions>
      <ConfirmDialog
        open={Boolean(doomed)}
        title="Are you sure?"
        message={`You want to delete the ${label.toLowerCase()} "${doomed?.name ?? ''}". It is removed from every employee who has it.`}
        confirmLabel="Delete"
        cancelLabel="Cancel"
        danger
        loading={busy}
        onConfirm={() => doomed && void remove(doomed)}
        onClose={() => setDoomed(undefined)}
      />
    </Dialog>
  );
}
