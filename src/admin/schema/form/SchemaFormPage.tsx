/**
 * A generated create-update screen at the spec's route (x-form.route): 'Create Department' or
 * 'Edit Department', the schema's RJSF form with the declared widgets, validated by the precompiled
 * validator (the schema's words under each field), and 'Create Department' / 'Update Department'
 * and Cancel. Success toasts the server's message and goes to x-form.listRoute (after a create with
 * x-form.returnQuery values, e.g. the chosen organisation); a refusal keeps every value and shows
 * the server's message (after an update x-form.updated, when the spec words it). x-form may rename
 * the create heading and button, fill path placeholders
 * from the session (`session.employeeId`) and show a registered panel beside the form (aside).
 * In edit mode a holder of GET_AUDIT_LOG also gets the record's collapsible History panel.
 *
 * @example
 *   <Route path="/department/department-create-update" element={<SchemaFormPage resource="department" />} />
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
import type { ErrorSchema, RJSFSchema } from '@rjsf/utils';
import { useMemo, useRef, useState } from 'react';
import { ResourceContextProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { formSchemas } from '../../../generated/formSchemas.ts';
import { registry, type ResourceName } from '../../../generated/registry.ts';
import { HistoryPanel } from '../../audit/HistoryPanel.tsx';
import { useMenuEntry } from '../../layout/menuEntry.ts';
import { AccessDenied } from '../../components/AccessDenied.tsx';
import { progress } from '../../notifications/toast.ts';
import {
  errorMessage,
  GENERIC_ERROR,
  translateSaid,
  useErrorMessage,
} from '../../providers/errors.ts';
import { RecordNotFound } from '../dataProvider.ts';
import type { SchemaFormContext, UploadState } from './context.ts';
import { useSessionUser } from '../../providers/session.ts';
import { valueAt } from '../list/paths.ts';
import { formAside } from './asides.ts';
import { saveRecord } from './submit.ts';
import { serverFieldErrors } from './serverErrors.ts';
import { useFormRecord } from './useFormRecord.ts';
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
  const notify = useNotify();
  const errorText = useErrorMessage();
  const refresh = useRefresh();
  const navigate = useNavigate();
  const user = useSessionUser();
  const Aside = formAside(hints.aside);
  const [formData, setFormData] = useState<Row>();
  const [saving, setSaving] = useState(false);
  // Set before any await: a second quick click (RJSF submits after a render) sends nothing.
  const busy = useRef(false);
  const [refusal, setRefusal] = useState<string>();
  const [serverErrors, setServerErrors] = useState<ErrorSchema>();
  const upload = useRef<UploadState>({ remove: false });
  const formContext = useMemo<SchemaFormContext>(
    () => ({ mode, record, can, setUpload: (u) => (upload.current = u) }),
    [mode, record, can],
  );
  // An edit belongs to the list it was opened from: the side bar highlights that, not "New …".
  useMenuEntry(mode === 'edit' ? (hints.listRoute ?? `/${resource}`) : undefined);
  const toList = (query?: URLSearchParams) =>
    navigate(`${hints.listRoute ?? `/${resource}`}${query?.size ? `?${query}` : ''}`);

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

  const submit = async ({ formData: data }: IChangeEvent) => {
    if (busy.current) return;
    busy.current = true;
    const key = `${resource}-save`;
    setSaving(true);
    setRefusal(undefined);
    setServerErrors(undefined);
    notify(
      translate(mode === 'create' ? 'charter.schema.form.adding' : 'charter.schema.form.updating'),
      progress(key),
    );
    try {
      const fromSession = Object.fromEntries(
        Object.entries(hints.params ?? {}).map(([k, path]) => [
          k,
          valueAt(user, path.replace(/^session\./, '')),
        ]),
      );
      const saved = await saveRecord(schema, mode, id, data as Row, upload.current, {
        params: fromSession,
      });
      // The server's sentence by its code, in the user's language.
      const message = saved.said
        ? translateSaid(translate, saved.said, saved.message ?? '')
        : saved.message;
      // The spec words some update toasts itself ('Updated Department Successfully').
      const said = mode === 'edit' ? (hints.updated ?? message) : message;
      const done =
        mode === 'create' ? 'charter.schema.form.created' : 'charter.schema.form.updated';
      notify(said ?? translate(done, { title }), {
        type: 'success',
        toastKey: key,
      });
      refresh();
      const query = new URLSearchParams();
      // The list opens on what was just created: its organisation, or (none chosen) the filter's
      // first fixed option, 'Unassigned …', rather than the first organisation.
      const filter = schema['x-list']?.filter;
      for (const name of mode === 'create' ? (hints.returnQuery ?? []) : []) {
        const value = (data as Row)[name];
        if (value != null && value !== '') query.set(name, String(value));
        else if (filter?.source === name && filter.options?.[0]) {
          query.set(name, String(filter.options[0].value));
        }
      }
      toList(query);
    } catch (err) {
      const shown =
        errorMessage(err) === GENERIC_ERROR && hints.failure ? hints.failure : errorText(err);
      notify(shown, { type: 'error', toastKey: key });
      setRefusal(shown);
      setServerErrors(serverFieldErrors(err, resource, translate));
    } finally {
      busy.current = false;
      setSaving(false);
    }
  };

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
          onSubmit={(e: IChangeEvent) => void submit(e)}
          onError={() => undefined}
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
