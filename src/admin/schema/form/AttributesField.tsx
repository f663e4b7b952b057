/**
 * x-form `attributes`: one text input per defined attribute of the declared kind, kept in the
 * record's `attributes` map (key → text), plus the kind's attribute manager behind a button
 * ('Manage Attributes'), offered always or in create mode only and enabled with the kind's create
 * privilege. Without the kind's list privilege no inputs show.
 */
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import type { FieldProps } from '@rjsf/utils';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ResourceName } from '../../../generated/registry.ts';
import type { FormFieldHint } from '../../../shared/dialect.ts';
import { AttributeManager } from '../attributes/AttributeManager.tsx';
import { useAttributeDefinitions } from '../attributes/useAttributeDefinitions.ts';
import { formContextOf } from './context.ts';
import { usePrivileges } from './usePrivileges.ts';

type Hint = Extract<FormFieldHint, { widget: 'attributes' }>;

export function AttributesField(props: FieldProps) {
  const { formData, onChange, fieldPathId, uiSchema, registry, disabled } = props;
  const hint = uiSchema?.['ui:options'] as unknown as Hint;
  const resource = hint.resource as ResourceName;
  const context = formContextOf(registry);
  const { canDo } = usePrivileges();
  const { items, reload } = useAttributeDefinitions(resource);
  const [open, setOpen] = useState(false);
  const values = (formData ?? {}) as Record<string, string | null>;
  const manager = hint.manager ?? 'always';
  const offered = manager === 'always' || (manager === 'createOnly' && context.mode === 'create');
  const translate = useTranslate();
  const label = hint.managerLabel ?? translate('charter.schema.attributes.manage');

  return (
    <Box>
      {offered ? (
        <Button
          variant="outlined"
          onClick={() => setOpen(true)}
          disabled={!canDo(resource, 'create')}
          sx={{ mb: 2 }}
        >
          {label}
        </Button>
      ) : null}
      <Stack spacing={2}>
        {items.map(({ attributeId, attributeKey }) => (
          <TextField
            key={attributeId}
            id={`${fieldPathId.$id}-${attributeId}`}
            label={attributeKey}
            fullWidth
            disabled={disabled}
            value={values[attributeKey] ?? ''}
            onChange={(e) =>
              onChange({ ...values, [attributeKey]: e.target.value }, fieldPathId.path)
            }
          />
        ))}
      </Stack>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>{label}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" gutterBottom>
            {translate('charter.schema.attributes.hint')}
          </Typography>
          <AttributeManager
            resource={resource}
            onChanged={reload}
            texts={{ renamed: hint.renamed, deleting: hint.deleting }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} variant="contained">
            {translate('charter.schema.attributes.next')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
