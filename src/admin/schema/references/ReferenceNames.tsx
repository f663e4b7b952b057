/**
 * Cells of references shown by name (`x-reference`): the server sends each record with the
 * referenced records' names in `_names`, so a cell never fetches the referenced resource (a user
 * who may not read people still sees who owns a project). A single reference links to the
 * referenced record's show page when the user may open it; a many-to-many shows its first few
 * names as chips and "+N" for the rest.
 */
import { Box, Chip, Link as MuiLink } from '@mui/material';
import type { MouseEvent, ReactElement } from 'react';
import { useCanAccess, useCreatePath, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { registry, type ResourceName } from '../../../generated/registry.ts';
import { isSimpleRest } from '../../../shared/screens.ts';

/** How many names a many-to-many cell shows before "+N". */
export const SHOWN_NAMES = 3;

type Names = Record<string, string | string[] | null | undefined>;
export const namesOf = (record: Record<string, unknown> | undefined) =>
  (record?._names ?? undefined) as Names | undefined;

/** The referenced record's name, a link to its show page when the user may open it. */
function NameLink(props: { reference: string; id: unknown; name: string }) {
  const { reference, id, name } = props;
  const createPath = useCreatePath();
  // Only resources with the generic show screen (conventional REST) have a page to open.
  const target = registry[reference as ResourceName];
  const showable = Boolean(target) && isSimpleRest(target);
  const { canAccess } = useCanAccess({ resource: reference, action: 'show', enabled: showable });
  if (!showable || !canAccess) return <span>{name}</span>;
  return (
    <MuiLink
      component={Link}
      to={createPath({ resource: reference, id: id as number, type: 'show' })}
      onClick={(e: MouseEvent) => e.stopPropagation()}
    >
      {name}
    </MuiLink>
  );
}

/**
 * A single reference: its name from `_names`, else (a record without names: a schema that did not
 * opt in) `fallback`, the referenced record read through react-admin.
 */
export function ReferenceNameCell(props: {
  source: string;
  reference: string;
  emptyText: string;
  fallback: () => ReactElement;
}) {
  const record = useRecordContext();
  const names = namesOf(record);
  if (!names || !(props.source in names)) return props.fallback();
  const name = names[props.source];
  if (record?.[props.source] == null || typeof name !== 'string') return <>{props.emptyText}</>;
  return <NameLink reference={props.reference} id={record[props.source]} name={name} />;
}

/** A many-to-many: the first names as chips, then "+N" naming how many more. */
export function ReferenceNamesCell(props: { source: string; emptyText: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const names = [namesOf(record)?.[props.source] ?? []].flat().filter(Boolean) as string[];
  if (!names.length) return <>{props.emptyText}</>;
  const rest = names.length - SHOWN_NAMES;
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 0.5 }}>
      {names.slice(0, SHOWN_NAMES).map((name, i) => (
        <Chip key={`${i}-${name}`} size="small" label={name} />
      ))}
      {rest > 0 && (
        <Chip
          size="small"
          variant="outlined"
          label={translate('charter.schema.references.more', { count: rest })}
          title={names.slice(SHOWN_NAMES).join(', ')}
          aria-label={translate('charter.schema.references.more_label', { count: rest })}
        />
      )}
    </Box>
  );
}
