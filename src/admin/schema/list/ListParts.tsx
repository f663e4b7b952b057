/**
 * The pieces around a generated list's grid: the toolbar (filter, create, export), the empty state
 * with its call to action, and the state shown while a required reference has no records.
 */
import { Box, Button, Stack, Typography } from '@mui/material';
import { CreateButton, ExportButton, useResourceContext } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { ListFilter } from '../../../shared/dialect.ts';
import { registry, type ResourceName } from '../../../generated/registry.ts';
import { FilterSelect } from './FilterSelect.tsx';
import type { FilterChoice } from './useFilterChoices.ts';

/** Create: the schema's form route (x-form.route) when it has one, else react-admin's create. */
export function CreateAction({ variant }: { variant?: 'contained' }) {
  const resource = useResourceContext()!;
  const schema = registry[resource as ResourceName];
  const form = schema['x-form']?.route;
  const label = schema['x-list']?.createLabel;
  if (!form) return <CreateButton variant={variant} label={label} />;
  return (
    <Button component={RouterLink} to={form} variant={variant ?? 'contained'}>
      {label ?? 'Create'}
    </Button>
  );
}

export function ListToolbar(props: {
  filter?: ListFilter;
  choices: FilterChoice[];
  canCreate: boolean;
}) {
  const { filter, choices, canCreate } = props;
  return (
    <Stack
      direction="row"
      spacing={2}
      sx={{ alignItems: 'center', justifyContent: 'space-between', width: '100%', py: 1 }}
    >
      <Box>
        {filter && choices.length > 0 && <FilterSelect filter={filter} choices={choices} />}
      </Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        {canCreate && <CreateAction />}
        <ExportButton />
      </Stack>
    </Stack>
  );
}

export function ListEmpty({ text, canCreate }: { text: string; canCreate: boolean }) {
  return (
    <Box sx={{ textAlign: 'center', py: 6 }}>
      <Typography variant="h6" color="text.secondary" gutterBottom>
        {text}
      </Typography>
      {canCreate && <CreateAction variant="contained" />}
    </Box>
  );
}

/** x-list.filter.requireReference: e.g. no organisations yet, so no departments to manage. */
export function RequireReference({
  text,
  link,
}: {
  text: string;
  link: { label: string; to: string };
}) {
  return (
    <Box sx={{ textAlign: 'center', py: 6 }}>
      <Typography variant="h6" color="text.secondary" gutterBottom>
        {text}
      </Typography>
      <Button component={RouterLink} to={link.to} variant="contained">
        {link.label}
      </Button>
    </Box>
  );
}
