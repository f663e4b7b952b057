/**
 * x-list.import: the list toolbar's 'Import' button and its dialog, shown to a user holding the
 * import privilege (x-list.import.privilege, else the create privilege) and the create privilege —
 * what the server's import route asks for.
 */
import { Button } from '@mui/material';
import { useState } from 'react';
import { useResourceContext, useTranslate } from 'react-admin';
import { privilegesOf, useSessionUser } from '../../providers/session.ts';
import { useSchema } from '../localize.ts';
import { ImportDialog } from './ImportDialog.tsx';

export function ImportAction() {
  const resource = useResourceContext()!;
  const schema = useSchema(resource);
  const translate = useTranslate();
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
        {translate('charter.schema.import.button')}
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
