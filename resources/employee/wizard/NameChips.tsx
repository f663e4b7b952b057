/**
 * Skills or Designations on step 2: the chosen names as chips (each removable with its x) and an
 * 'Add Skill' / 'Add Designation' button opening the modal, whose ticks replace the chips on Add.
 */
import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { NameListKind } from './api.ts';
import { NameListDialog } from './NameListDialog.tsx';

export type NameChipsProps = {
  /** Skills or Designations: its words are `charter.employees.names.<kind>.*`. */
  kind: NameListKind;
  names: string[];
  onChange: (names: string[]) => void;
  disabled?: boolean;
};

export function NameChips({ kind, names, onChange, disabled }: NameChipsProps) {
  const translate = useTranslate();
  const say = (key: string) => translate(`charter.employees.names.${kind}.${key}`);
  const [open, setOpen] = useState(false);
  const onCatalogue = (from: string, to?: string) =>
    onChange(to ? names.map((n) => (n === from ? to : n)) : names.filter((n) => n !== from));

  return (
    <Box>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 1 }}
      >
        <Typography variant="subtitle1" component="h3">
          {say('title')}
        </Typography>
        <Button
          size="small"
          startIcon={<AddIcon />}
          onClick={() => setOpen(true)}
          disabled={disabled}
        >
          {say('add')}
        </Button>
      </Stack>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        aria-label={say('chosen')}
        sx={{ flexWrap: 'wrap', minHeight: 32 }}
      >
        {names.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {say('none')}
          </Typography>
        ) : (
          names.map((name) => (
            <Chip
              key={name}
              label={name}
              onDelete={disabled ? undefined : () => onChange(names.filter((n) => n !== name))}
            />
          ))
        )}
      </Stack>
      <NameListDialog
        kind={kind}
        open={open}
        selected={names}
        onApply={(picked) => (onChange(picked), setOpen(false))}
        onClose={() => setOpen(false)}
        onCatalogue={onCatalogue}
      />
    </Box>
  );
}
