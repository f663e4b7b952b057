/** One defined attribute in the manager: its name, or an inline editor, with Edit and Delete. */
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Button, IconButton, ListItem, ListItemText, Stack, TextField } from '@mui/material';
import { useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
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
  const translate = useTranslate();
  const [draft, setDraft] = useState<string>();
  const [problem, setProblem] = useState<string>();
  // Set before the rename's await: Enter and a click on Save together send one rename.
  const saving = useRef(false);

  if (draft !== undefined) {
    const save = async () => {
      if (saving.current) return;
      saving.current = true;
      try {
        const refused = await onRename(item, draft);
        setProblem(refused);
        if (!refused) setDraft(undefined);
      } finally {
        saving.current = false;
      }
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
            slotProps={{
              htmlInput: {
                'aria-label': translate('charter.schema.attributes.rename', {
                  name: item.attributeKey,
                }),
              },
            }}
          />
          <Button onClick={() => void save()} disabled={busy} variant="contained">
            {translate('charter.schema.attributes.save')}
          </Button>
          <Button
            onClick={() => {
              setDraft(undefined);
              setProblem(undefined);
            }}
            disabled={busy}
          >
            {translate('charter.schema.cancel')}
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
            aria-label={translate('charter.schema.attributes.edit', { name: item.attributeKey })}
            onClick={() => setDraft(item.attributeKey)}
            disabled={!canEdit || busy}
          >
            <EditIcon />
          </IconButton>
          <IconButton
            aria-label={translate('charter.schema.attributes.delete_one', {
              name: item.attributeKey,
            })}
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
