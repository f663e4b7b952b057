/**
 * The generic create and edit screens: react-admin's controllers load and save the record, RJSF
 * renders the schema's form, and the precompiled validator (same schema, same ajv set-up and messages
 * as the server) checks it in the browser without eval.
 */
import { Box, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import Form from '@rjsf/mui';
import type { IChangeEvent } from '@rjsf/core';
import type { ErrorSchema, RJSFSchema } from '@rjsf/utils';
import { useMemo, useRef, useState } from 'react';
import {
  CreateBase,
  EditBase,
  useNotify,
  useRecordContext,
  useRedirect,
  useResourceContext,
  useSaveContext,
  useTranslate,
} from 'react-admin';
import { formSchemas } from '../../generated/formSchemas.ts';
import type { ResourceName } from '../../generated/registry.ts';
import { HistoryPanel } from '../audit/HistoryPanel.tsx';
import type { SchemaFormContext } from './form/context.ts';
import { usePrivileges } from './form/usePrivileges.ts';
import { useFormTexts } from './form/useFormTexts.ts';
import { useValidator } from './form/useValidator.ts';
import { useSchema } from './localize.ts';
import { schemaFields, schemaWidgets } from './form/widgets.ts';
import { serverFieldErrors } from './form/serverErrors.ts';
import { useErrorMessage } from '../providers/errors.ts';

function SchemaFormBody({ mode }: { mode: 'create' | 'edit' }) {
  const resource = useResourceContext() as ResourceName;
  const translate = useTranslate();
  const record = useRecordContext();
  const { save, saving } = useSaveContext();
  const validator = useValidator(resource);
  const redirect = useRedirect();
  const { can } = usePrivileges();
  const { schema, uiSchema, transformErrors, customValidate } = useFormTexts(resource, {
    mode,
    can,
  });
  const [submits, setSubmits] = useState(0);
  const formContext = useMemo<SchemaFormContext>(
    // Uploads need the multipart wire of SchemaFormPage; these screens have none to keep.
    () => ({ mode, record, can, setUpload: () => undefined, submits }),
    [mode, record, can, submits],
  );
  const counted = () => setSubmits((n) => n + 1);
  const [formData, setFormData] = useState<Record<string, unknown> | undefined>(undefined);
  const notify = useNotify();
  const errorText = useErrorMessage();
  // The server's refusal under the fields it names (its fieldErrors), until the next save.
  const [serverErrors, setServerErrors] = useState<ErrorSchema>();
  // Set before the save's await: a quick second click (RJSF submits after a render) sends nothing.
  const submitting = useRef(false);
  const submit = (data: unknown) => {
    if (submitting.current) return;
    submitting.current = true;
    setServerErrors(undefined);
    const onError = (error: unknown) => {
      setServerErrors(serverFieldErrors(error, resource, translate));
      // react-admin stays silent on a validation answer (it expects react-hook-form's fields).
      const text = errorText(error);
      notify(text, { type: 'error', messageArgs: { _: text } });
    };
    void Promise.resolve(save?.(data as Record<string, unknown>, { onError })).finally(() => {
      submitting.current = false;
    });
  };
  const title = translate(
    mode === 'create' ? 'charter.schema.form.create_title' : 'charter.schema.form.edit_title',
    { title: schema.title ?? resource },
  );

  if (!validator || (mode === 'edit' && !record)) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }} aria-busy="true">
        <CircularProgress aria-label={translate('charter.schema.loading')} />
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
          widgets={schemaWidgets}
          fields={schemaFields}
          formContext={formContext}
          formData={formData ?? record ?? {}}
          onChange={(e: IChangeEvent) => setFormData(e.formData)}
          onSubmit={(e: IChangeEvent) => {
            counted();
            submit(e.formData);
          }}
          onError={counted}
          transformErrors={transformErrors}
          customValidate={customValidate}
          extraErrors={serverErrors}
          noHtml5Validate
          // An empty list stays empty: RJSF would otherwise pad it to minItems with blank items.
          experimental_defaultFormStateBehavior={{ arrayMinItems: { populate: 'never' } }}
          showErrorList={false}
          disabled={saving}
        >
          <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
            <Button type="submit" variant="contained" disabled={saving}>
              {translate(
                mode === 'create' ? 'charter.schema.form.create' : 'charter.schema.form.save',
              )}
            </Button>
            <Button onClick={() => redirect('list', resource)} disabled={saving}>
              {translate('charter.schema.cancel')}
            </Button>
          </Stack>
        </Form>
      </CardContent>
    </Card>
  );
}

/** Success says what happened in words a person reads, then goes back to the list. */
function useSaved(verb: 'created' | 'updated') {
  const resource = useResourceContext() as ResourceName;
  const notify = useNotify();
  const redirect = useRedirect();
  const translate = useTranslate();
  const title = useSchema(resource)?.title ?? resource;
  return {
    onSuccess: () => {
      notify(translate(`charter.schema.form.${verb}`, { title }), { type: 'success' });
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

/** The edited record's History panel (for holders of GET_AUDIT_LOG), once the record is loaded. */
function EditHistory() {
  const resource = useResourceContext() as ResourceName;
  const record = useRecordContext();
  return record ? <HistoryPanel resource={resource} recordId={record.id} /> : null;
}

export function SchemaEdit() {
  return (
    <EditBase mutationMode="pessimistic" mutationOptions={useSaved('updated')}>
      <SchemaFormBody mode="edit" />
      <EditHistory />
    </EditBase>
  );
}
