/** One defined attribute in the manager: its name, or an inline editor, with Edit and Delete. */
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Button, IconButton, ListItem, ListItemText, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import type { AttributeDefinition } from './api.ts';

export type AttributeRowProps = {
  item: AttributeDefinition;
  canEdit: boolean;
  canDelete: boolean;
  busy: boolean;
  /** Resolves to the problem to show, or undefined once saved. */
  onRename: (item: AttributeDefinition, key: string) => Promise<string | undefined>;
  onDelete: (item: AttributeDefinition) => void;
};

export function AttributeRow({
  item,
  canEdit,
  canDelete,
  busy,
  onRename,
  onDelete,
}: AttributeRowProps) {
  const [draft, setDraft] = useState<string>();
  const [problem, setProblem] = useState<string>();

  if (draft !== undefined) {
    const save = async () => {
      const refused = await onRename(item, draft);
      setProblem(refused);
      if (!refused) setDraft(undefined);
    };
    return (
      <ListItem disableGutters>
        <Stack direction="row" spacing={1} sx={{ width: '100%', alignItems: 'flex-start' }}>
          <TextField
            size="small"
            fullWidth
            autoFocus
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                void save();
              }
            }}
            error={Boolean(problem)}
            helperText={problem}
            slotProps={{ htmlInput: { 'aria-label': `Rename ${item.attributeKey}` } }}
          />
          <Button onClick={() => void save()} disabled={busy} variant="contained">
            Save
          </Button>
          <Button
            onClick={() => {
              setDraft(undefined);
              setProblem(undefined);
            }}
            disabled={busy}
          >
            Cancel
          </Button>
        </Stack>
      </ListItem>
    );
  }
  return (
    <ListItem
      disableGutters
      secondaryAction={
        <>
          <IconButton
            aria-label={`Edit ${item.attributeKey}`}
            onClick={() => setDraft(item.attributeKey)}
            disabled={!canEdit || busy}
          >
            <EditIcon />
          </IconButton>
          <IconButton
            aria-label={`Delete ${item.attributeKey}`}
            onClick={() => onDelete(item)}
            disabled={!canDelete || busy}
            color="error"
          >
            <DeleteIcon />
          </IconButton>
        </>
      }
    >
      <ListItemText primary={item.attributeKey} />
    </ListItem>
  );
}
