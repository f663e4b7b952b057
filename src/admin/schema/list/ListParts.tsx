/**
 * The pieces around a generated list's grid: the toolbar (search, filter, sort, create, export),
 * the empty state with its call to action, the loading state, and the state shown while a
 * required reference has no records.
 */
import { Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import { CreateButton, useResourceContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { ListHints } from '../../../shared/dialect.ts';
import { useSchema } from '../localize.ts';
import { FilterSelect } from './FilterSelect.tsx';
import { ImportAction } from './ImportAction.tsx';
import { ListSearch } from './ListSearch.tsx';
import { ListExport } from './ListExport.tsx';
import { SortSelect } from './SortSelect.tsx';
import type { FilterChoice } from './useFilterChoices.ts';

/**
 * Create: x-list.createRoute, else the schema's form route (x-form.route), else react-admin's
 * create. Without the privilege it is hidden, or shown disabled when x-list.createDenied says so.
 */
export function CreateAction(props: { variant?: 'contained'; allowed: boolean }) {
  const { variant, allowed } = props;
  const resource = useResourceContext()!;
  const schema = useSchema(resource);
  const translate = useTranslate();
  const hints = schema['x-list'];
  const form = hints?.createRoute ?? schema['x-form']?.route;
  const label = hints?.createLabel;
  if (!allowed && hints?.createDenied !== 'disable') return null;
  if (!form) return <CreateButton variant={variant} label={label} disabled={!allowed} />;
  if (!allowed)
    return (
      <Button variant={variant ?? 'contained'} disabled>
        {label ?? translate('charter.schema.list.create')}
      </Button>
    );
  return (
    <Button component={RouterLink} to={form} variant={variant ?? 'contained'}>
      {label ?? translate('charter.schema.list.create')}
    </Button>
  );
}

export function ListToolbar(props: {
  hints?: ListHints;
  choices: FilterChoice[];
  filterDisabled: boolean;
  canCreate: boolean;
  /** The list's fixed filter (a view's), which the export must send too. */
  permanentFilter?: Record<string, unknown>;
}) {
  const { hints, choices, filterDisabled, canCreate, permanentFilter } = props;
  const filter = hints?.filter;
  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      sx={{
        alignItems: 'center',
        justifyContent: 'space-between',
        flexWrap: 'wrap',
        width: '100%',
        py: 1,
      }}
    >
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', maxWidth: '100%' }}>
        {hints?.search && <ListSearch search={hints.search} />}
        {filter && choices.length > 0 && (
          <FilterSelect filter={filter} choices={choices} disabled={filterDisabled} />
        )}
        {hints?.sortChoices && <SortSelect choices={hints.sortChoices} />}
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <CreateAction allowed={canCreate} />
        {hints?.import && <ImportAction />}
        {hints?.export && <ListExport hints={hints} permanentFilter={permanentFilter} />}
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
      {canCreate && <CreateAction variant="contained" allowed />}
    </Box>
  );
}

/**
 * What a list shows while its first rows load, from the first moment (issue #37): placeholder rows
 * the height of a row, named 'Loading' for screen readers. react-admin's Datagrid draws nothing for
 * its first second, so a list showed only its title meanwhile.
 */
export function ListLoading({ rows = 5, height = 36 }: { rows?: number; height?: number }) {
  const translate = useTranslate();
  return (
    <Stack
      role="status"
      aria-busy="true"
      aria-label={translate('charter.schema.loading')}
      spacing={1}
      sx={{ p: 1 }}
    >
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={height} />
      ))}
    </Stack>
  );
}

/** x-list.filter.requireReference: e.g. no teams yet, so no projects to manage. */
export function RequireReference(props: {
  title?: string;
  text: string;
  link: { label: string; to: string };
}) {
  const { title, text, link } = props;
  return (
    <Box sx={{ textAlign: 'center', py: 6 }}>
      {title && (
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
      )}
      <Typography variant={title ? 'body1' : 'h6'} color="text.secondary" gutterBottom>
        {text}
      </Typography>
      <Button component={RouterLink} to={link.to} variant="contained">
        {link.label}
      </Button>
    </Box>
  );
}
