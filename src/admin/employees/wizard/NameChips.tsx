/**
 * Skills or Designations on step 2: the chosen names as chips (each removable with its x) and an
 * 'Add Skill' / 'Add Designation' button opening the modal, whose ticks replace the chips on Add.
 */
import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import type { NameListKind } from './api.ts';
import { NameListDialog } from './NameListDialog.tsx';

export type NameChipsProps = {
  kind: NameListKind;
  /** 'Skill' or 'Designation'. */
  label: string;
  names: string[];
  onChange: (names: string[]) => void;
  disabled?: boolean;
};

export function NameChips({ kind, label, names, onChange, disabled }: NameChipsProps) {
  const [open, setOpen] = useState(false);
  const onCatalogue = (from: string, to?: string) =>
    onChange(to ? names.map((n) => (n === from ? to : n)) : names.filter((n) => n !== from));

  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="subtitle1" component="h3">{`${label}s`}</Typography>
        <Button
          size="small"
          startIcon={<AddIcon />}
          onClick={() => setOpen(true)}
          disabled={disabled}
        >
          {`Add ${label}`}
        </Button>
      </Stack>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        aria-label={`Chosen ${label.toLowerCase()}s`}
        sx={{ flexWrap: 'wrap', minHeight: 32 }}
      >
        {names.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {`No ${label.toLowerCase()}s chosen`}
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
        label={label}
        open={open}
        selected={names}
        onApply={(picked) => (onChange(picked), setOpen(false))}
        onClose={() => setOpen(false)}
        onCatalogue={onCatalogue}
      />
    </Box>
  );
}
