/**
 * x-list.import: the list toolbar's 'Import' button and its dialog, shown to a user holding the
 * import privilege (x-list.import.privilege, else the create privilege) and the create privilege —
 * what the server's import route asks for.
 */
import { Button } from '@mui/material';
import { useState } from 'react';
import { useResourceContext } from 'react-admin';
import { registry, type ResourceName } from '../../../generated/registry.ts';
import { privilegesOf, useSessionUser } from '../../providers/session.ts';
import { ImportDialog } from './ImportDialog.tsx';

export function ImportAction() {
  const resource = useResourceContext()!;
  const schema = registry[resource as ResourceName];
  const hints = schema['x-list']?.import;
  const held = privilegesOf(useSessionUser());
  const [open, setOpen] = useState(false);
  if (!hints) return null;
  const create = schema['x-privileges'].create;
  const needed = [hints.privilege ?? create, create].filter(Boolean) as string[];
  if (!needed.length || !needed.every((p) => held.includes(p))) return null;
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Import
      </Button>
      <ImportDialog
        open={open}
        onClose={() => setOpen(false)}
        resource={resource}
        label={schema['x-label'] ?? schema.title ?? resource}
        columns={hints.columns}
      />
    </>
  );
}
