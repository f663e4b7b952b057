/**
 * The generic create and edit screens: react-admin's controllers load and save the record, RJSF
 * renders the schema's form, and the precompiled validator (same schema, same ajv set-up and messages
 * as the server) checks it in the browser without eval.
 */
import { Box, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import Form from '@rjsf/mui';
import type { IChangeEvent } from '@rjsf/core';
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import { useEffect, useMemo, useState } from 'react';
import {
  CreateBase,
  EditBase,
  useNotify,
  useRecordContext,
  useRedirect,
  useResourceContext,
  useSaveContext,
} from 'react-admin';
import { formSchemas } from '../../generated/formSchemas.ts';
import { registry, type ResourceName } from '../../generated/registry.ts';
import { loadValidator } from '../../generated/validators/index.ts';
import { uiSchemaFor } from './uiSchema.ts';

const validators = new Map<string, ValidatorType>();

/** Each form loads only its own precompiled validator, once. */
function useValidator(resource: ResourceName): ValidatorType | undefined {
  const [validator, setValidator] = useState(validators.get(resource));
  useEffect(() => {
    if (validator) return;
    let live = true;
    void loadValidator[resource]().then((fns) => {
      const v = createPrecompiledValidator(fns, formSchemas[resource] as RJSFSchema);
      validators.set(resource, v);
      if (live) setValidator(v);
    });
    return () => {
      live = false;
    };
  }, [resource, validator]);
  return validator;
}

function SchemaFormBody({ mode }: { mode: 'create' | 'edit' }) {
  const resource = useResourceContext() as ResourceName;
  const schema = registry[resource];
  const record = useRecordContext();
  const { save, saving } = useSaveContext();
  const validator = useValidator(resource);
  const redirect = useRedirect();
  const uiSchema = useMemo(() => uiSchemaFor(schema), [schema]);
  const [formData, setFormData] = useState<Record<string, unknown> | undefined>(undefined);
  const title = `${mode === 'create' ? 'Create' : 'Edit'} ${schema.title ?? resource}`;

  if (!validator || (mode === 'edit' && !record)) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }} aria-busy="true">
        <CircularProgress aria-label="Loading" />
      </Box>
    );
  }
  return (
    <Card sx={{ mt: 2, maxWidth: 720 }}>
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {title}
        </Typography>
        <Form
          schema={formSchemas[resource] as RJSFSchema}
          uiSchema={uiSchema}
          validator={validator}
          formData={formData ?? record ?? {}}
          onChange={(e: IChangeEvent) => setFormData(e.formData)}
          onSubmit={(e: IChangeEvent) => save?.(e.formData)}
          onError={() => undefined}
          noHtml5Validate
          showErrorList={false}
          disabled={saving}
        >
          <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
            <Button type="submit" variant="contained" disabled={saving}>
              {mode === 'create' ? 'Create' : 'Save'}
            </Button>
            <Button onClick={() => redirect('list', resource)} disabled={saving}>
              Cancel
            </Button>
          </Stack>
        </Form>
      </CardContent>
    </Card>
  );
}

/** Success says what happened in words a person reads, then goes back to the list. */
function useSaved(verb: string) {
  const resource = useResourceContext() as ResourceName;
  const notify = useNotify();
  const redirect = useRedirect();
  const title = registry[resource]?.title ?? resource;
  return {
    onSuccess: () => {
      notify(`${title} ${verb}`, { type: 'success' });
      redirect('list', resource);
    },
  };
}

export function SchemaCreate() {
  return (
    <CreateBase mutationOptions={useSaved('created')}>
      <SchemaFormBody mode="create" />
    </CreateBase>
  );
}

export function SchemaEdit() {
  return (
    <EditBase mutationMode="pessimistic" mutationOptions={useSaved('updated')}>
      <SchemaFormBody mode="edit" />
    </EditBase>
  );
}
