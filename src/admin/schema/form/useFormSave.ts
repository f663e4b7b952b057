/**
 * The save of a generated form (SchemaFormPage.tsx): one click at a time, path placeholders filled
 * from the session (x-form.params), the server's message as the toast (x-form.updated after an
 * update, when the spec words it), then the list (after a create with x-form.returnQuery values);
 * a refusal toasts the server's message (x-form.failure for a generic one) and returns it with the
 * field errors, for the page to show beside the values it keeps.
 *
 * @example
 *   const { submit, saving, refusal, serverErrors } = useFormSave(resource, {
 *     schema, mode, id, upload, toList,
 *   });
 */
import type { IChangeEvent } from '@rjsf/core';
import type { ErrorSchema } from '@rjsf/utils';
import { useRef, useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import type { ResourceName } from '../../../generated/registry.ts';
import type { ResourceSchema } from '../../../shared/dialect.ts';
import { progress } from '../../notifications/toast.ts';
import {
  errorMessage,
  GENERIC_ERROR,
  translateSaid,
  useErrorMessage,
} from '../../providers/errors.ts';
import { useSessionUser } from '../../providers/session.ts';
import { valueAt } from '../list/paths.ts';
import type { FormMode } from '../uiSchema.ts';
import type { UploadState } from './context.ts';
import { saveRecord } from './submit.ts';
import { serverFieldErrors } from './serverErrors.ts';

type Row = Record<string, unknown>;

export function useFormSave(
  resource: ResourceName,
  {
    schema,
    mode,
    id,
    upload,
    toList,
  }: {
    schema: ResourceSchema;
    mode: FormMode;
    id: string | undefined;
    upload: { current: UploadState };
    toList: (query?: URLSearchParams) => void;
  },
) {
  const translate = useTranslate();
  const notify = useNotify();
  const errorText = useErrorMessage();
  const refresh = useRefresh();
  const user = useSessionUser();
  const hints = schema['x-form'] ?? {};
  const title = schema.title ?? resource;
  const [saving, setSaving] = useState(false);
  // Set before any await: a second quick click (RJSF submits after a render) sends nothing.
  const busy = useRef(false);
  const [refusal, setRefusal] = useState<string>();
  const [serverErrors, setServerErrors] = useState<ErrorSchema>();

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
      // The spec words some update toasts itself ('Updated Project Successfully').
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

  return { submit, saving, refusal, serverErrors };
}
