/**
 * Code as the explorer shows it: a scrollable monospace block on the theme's hover tint, so it reads
 * in both themes. `SchemaBlock` shows a JSON Schema, collapsed behind a toggle when long.
 */
import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { useLocale, useTranslate } from 'react-admin';

export function CodeBlock({ text, label }: { text: string; label: string }) {
  return (
    <Box
      component="pre"
      aria-label={label}
      tabIndex={0}
      sx={{
        m: 0,
        mt: 0.5,
        p: 1.5,
        maxHeight: 320,
        overflow: 'auto',
        borderRadius: 1,
        bgcolor: 'action.hover',
        color: 'text.primary',
        fontSize: 13,
        fontFamily: 'monospace',
      }}
    >
      {text}
    </Box>
  );
}

const LONG = 12;

export function SchemaBlock({ schema, label }: { schema: unknown; label: string }) {
  const text = JSON.stringify(schema, null, 2) ?? '';
  const long = text.split('\n').length > LONG;
  const [open, setOpen] = useState(!long);
  const translate = useTranslate();
  const what = label.toLocaleLowerCase(useLocale());
  return (
    <Box>
      {long && (
        <Button size="small" onClick={() => setOpen((o) => !o)} aria-expanded={open}>
          {translate(open ? 'charter.apiDocs.hide' : 'charter.apiDocs.show', { what })}
        </Button>
      )}
      {open && <CodeBlock text={text} label={label} />}
    </Box>
  );
}
