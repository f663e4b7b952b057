/**
 * One name in the skill/designation modal: a checkbox that ticks it, an edit pencil opening an
 * inline rename (confirm with the tick or Enter, Escape cancels) and a delete button. The icon
 * buttons are named by the catalogue ('Edit Java', 'Delete Java').
 */
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Checkbox, FormControlLabel, IconButton, ListItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Named } from './api.ts';

export type NameRowProps = {
  item: Named;
  checked: boolean;
  busy: boolean;
  canEdit: boolean;
  canDelete: boolean;
  onToggle: () => void;
  /** Resolves to the problem to show, undefined once renamed, null when nothing was done. */
  onRename: (item: Named, name: string) => Promise<string | undefined | null>;
  onDelete: (item: Named) => void;
};

export function NameRow(props: NameRowProps) {
  const { item, checked, busy, canEdit, canDelete, onToggle, onRename, onDelete } = props;
  const translate = useTranslate();
  const say = (key: string) => translate(`charter.employees.names.${key}`, { name: item.name });
  const [draft, setDraft] = useState<string>();
  const [problem, setProblem] = useState<string>();

  if (draft !== undefined) {
    const confirm = async () => {
      const refused = await onRename(item, draft);
      if (refused === null) return;
      setProblem(refused);
      if (!refused) setDraft(undefined);
    };
    const cancel = () => (setDraft(undefined), setProblem(undefined));
    return (
      <ListItem disableGutters>
        <Stack direction="row" spacing={0.5} sx={{ width: '100%', alignItems: 'flex-start' }}>
          <TextField
            size="small"
            fullWidth
            autoFocus
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') (e.preventDefault(), void confirm());
              if (e.key === 'Escape') (e.stopPropagation(), cancel());
            }}
            error={Boolean(problem)}
            helperText={problem}
            slotProps={{ htmlInput: { 'aria-label': say('rename_name') } }}
          />
          <IconButton
            aria-label={say('confirm_rename')}
            onClick={() => void confirm()}
            disabled={busy}
          >
            <CheckIcon />
          </IconButton>
          <IconButton aria-label={say('cancel_rename')} onClick={cancel} disabled={busy}>
            <CloseIcon />
          </IconButton>
        </Stack>
      </ListItem>
    );
  }

  return (
    <ListItem
      disablePadding
      secondaryAction={
        <>
          <IconButton
            aria-label={say('edit_name')}
            onClick={() => setDraft(item.name)}
            disabled={!canEdit || busy}
          >
            <EditIcon fontSize="small" />
          </IconButton>
          <IconButton
            aria-label={say('delete_name')}
            onClick={() => onDelete(item)}
            disabled={!canDelete || busy}
            color="error"
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        </>
      }
    >
      {/* A labelled checkbox, not a checkbox inside a button: one control per row (WCAG 4.1.2). */}
      <FormControlLabel
        sx={{ flexGrow: 1, mx: 0, pr: 12, minHeight: 44 }}
        control={
          <Checkbox
            checked={checked}
            onChange={onToggle}
            slotProps={{ input: { 'aria-label': say('select_name') } }}
          />
        }
        label={item.name}
      />
    </ListItem>
  );
}
