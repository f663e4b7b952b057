/**
 * A generated create-update screen at the spec's route (x-form.route): 'Create Project' or
 * 'Edit Project', the schema's RJSF form with the declared widgets, validated by the precompiled
 * validator (the schema's words under each field), and 'Create Project' / 'Update Project'
 * and Cancel. Success toasts the server's message and goes to x-form.listRoute (after a create with
 * x-form.returnQuery values, e.g. the chosen organisation); a refusal keeps every value and shows
 * the server's message (after an update x-form.updated, when the spec words it). x-form may rename
 * the create heading and button, fill path placeholders
 * from the session (`session.userId`) and show a registered panel beside the form (aside).
 * In edit mode a holder of GET_AUDIT_LOG also gets the record's collapsible History panel.
 *
 * @example
 *   <Route path="/project/project-create-update" element={<SchemaFormPage resource="project" />} />
 */
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Stack,
  Typography,
} from '@mui/material';
import Form from '@rjsf/mui';
import type { IChangeEvent } from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import { useMemo, useRef, useState } from 'react';
import { ResourceContextProvider, useTranslate } from 'react-admin';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { formSchemas } from '../../../generated/formSchemas.ts';
import { registry, type ResourceName } from '../../../generated/registry.ts';
import { HistoryPanel } from '../../audit/HistoryPanel.tsx';
import { useMenuEntry } from '../../layout/menuEntry.ts';
import { AccessDenied } from '../../components/AccessDenied.tsx';
import { errorMessage, GENERIC_ERROR, useErrorMessage } from '../../providers/errors.ts';
import { RecordNotFound } from '../dataProvider.ts';
import type { SchemaFormContext, UploadState } from './context.ts';
import { formAside } from './formParts.ts';
import { useFormRecord } from './useFormRecord.ts';
import { useFormSave } from './useFormSave.ts';
import { useFormTexts } from './useFormTexts.ts';
import { usePrivileges } from './usePrivileges.ts';
import { useValidator } from './useValidator.ts';
import { schemaFields, schemaWidgets } from './widgets.ts';

type Row = Record<string, unknown>;

const Busy = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }} aria-busy="true">
      <CircularProgress aria-label={translate('charter.schema.loading')} />
    </Box>
  );
};

function FormScreen({ resource }: { resource: ResourceName }) {
  const translate = useTranslate();
  const { mode, id, record, initial, isPending, error } = useFormRecord(resource);
  const { can, canDo } = usePrivileges();
  const { schema, uiSchema, transformErrors, customValidate } = useFormTexts(resource, {
    mode,
    can,
  });
  const hints = schema['x-form'] ?? {};
  const title = schema.title ?? resource;
  const validator = useValidator(resource);
  const errorText = useErrorMessage();
  const navigate = useNavigate();
  const Aside = formAside(hints.aside);
  const [formData, setFormData] = useState<Row>();
  const upload = useRef<UploadState>({ remove: false });
  const [submits, setSubmits] = useState(0);
  const formContext = useMemo<SchemaFormContext>(
    () => ({ mode, record, can, setUpload: (u) => (upload.current = u), submits }),
    [mode, record, can, submits],
  );
  const counted = () => setSubmits((n) => n + 1);
  // An edit belongs to the list it was opened from: the side bar highlights that, not "New …".
  useMenuEntry(mode === 'edit' ? (hints.listRoute ?? `/${resource}`) : undefined);
  const toList = (query?: URLSearchParams) =>
    navigate(`${hints.listRoute ?? `/${resource}`}${query?.size ? `?${query}` : ''}`);
  const { submit, saving, refusal, serverErrors } = useFormSave(resource, {
    schema,
    mode,
    id,
    upload,
    toList,
  });

  if (!canDo(resource, mode === 'create' ? 'create' : 'update')) {
    return (
      <AccessDenied
        message={translate(
          mode === 'create'
            ? 'charter.schema.form.denied_create'
            : 'charter.schema.form.denied_update',
          { title: title.toLowerCase() },
        )}
      />
    );
  }
  if (error) {
    return (
      <Alert severity="error" sx={{ mt: 2 }}>
        {errorMessage(error) === GENERIC_ERROR || error instanceof RecordNotFound
          ? translate('charter.schema.form.not_found', { title })
          : errorText(error)}
      </Alert>
    );
  }
  if (!validator || isPending) return <Busy />;

  const heading =
    mode === 'create'
      ? (hints.createTitle ?? translate('charter.schema.form.create_title', { title }))
      : translate('charter.schema.form.edit_title', { title });
  const card = (
    <Card sx={{ mt: 2, maxWidth: 720, flex: 1 }}>
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {heading}
        </Typography>
        {refusal ? (
          <Alert severity="error" sx={{ mb: 2 }} role="alert">
            {refusal}
          </Alert>
        ) : null}
        <Form
          schema={formSchemas[resource] as RJSFSchema}
          uiSchema={uiSchema}
          validator={validator}
          widgets={schemaWidgets}
          fields={schemaFields}
          formContext={formContext}
          formData={formData ?? initial}
          onChange={(e: IChangeEvent) => setFormData(e.formData as Row)}
          onSubmit={(e: IChangeEvent) => {
            counted();
            void submit(e);
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
            <Button type="submit" variant="contained" loading={saving}>
              {mode === 'create'
                ? (hints.createButton ?? translate('charter.schema.form.create_button', { title }))
                : translate('charter.schema.form.update_button', { title })}
            </Button>
            <Button onClick={() => toList()} disabled={saving}>
              {translate('charter.schema.cancel')}
            </Button>
          </Stack>
        </Form>
      </CardContent>
    </Card>
  );
  const history = mode === 'edit' ? <HistoryPanel resource={resource} recordId={id} /> : null;
  if (!Aside)
    return (
      <>
        {card}
        {history}
      </>
    );
  return (
    <>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        {card}
        <Aside formData={formData ?? initial} />
      </Stack>
      {history}
    </>
  );
}

export function SchemaFormPage({ resource }: { resource: ResourceName }) {
  const [params] = useSearchParams();
  const state = useLocation().state as { record?: Row } | null;
  const stateId = state?.record?.[registry[resource]['x-id']] ?? state?.record?.id;
  // A new record (create ↔ edit, or another id) starts a fresh form.
  const key = params.get('id') ?? (stateId == null ? 'new' : String(stateId));
  return (
    <ResourceContextProvider value={resource}>
      <FormScreen key={key} resource={resource} />
    </ResourceContextProvider>
  );
}

export default SchemaFormPage;
