/**
 * Create or edit, and the record to edit (spec part 1 §2, §4): edit when the navigation state
 * carries `{ record }` (the list's edit action) or the URL has `?id=` (a reload or a shared link,
 * loaded through the data provider). Entering from the list puts the id into the URL, so a reload
 * keeps the record. A create may be prefilled from the query (`?teamId=4`).
 */
import { useEffect, useMemo } from 'react';
import { useGetOne } from 'react-admin';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { registry, type ResourceName } from '../../../generated/registry.ts';
import type { FormMode } from '../uiSchema.ts';

type Row = Record<string, unknown>;

/** `teams.0.teamId` read from a record. */
const at = (row: Row, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Row)[k] : undefined), row);

export function useFormRecord(resource: ResourceName) {
  const schema = registry[resource];
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const stateRecord = (location.state as { record?: Row } | null)?.record;
  const stateId = stateRecord?.[schema['x-id']] ?? stateRecord?.id;
  const id = params.get('id') ?? (stateId == null ? undefined : String(stateId));
  const mode: FormMode = id ? 'edit' : 'create';

  useEffect(() => {
    if (stateRecord && !params.get('id') && id) {
      const next = new URLSearchParams(params);
      next.set('id', id);
      navigate({ search: `?${next}` }, { replace: true, state: location.state });
    }
  }, [stateRecord, params, id, navigate, location.state]);

  const fetched = useGetOne(resource, { id: id ?? '' }, { enabled: Boolean(id) && !stateRecord });
  const loaded = stateRecord ?? (fetched.data as Row | undefined);

  const initial = useMemo(() => {
    const hints = schema['x-form']?.fields ?? {};
    const data: Row = { ...(mode === 'edit' ? loaded : {}) };
    for (const [name, hint] of Object.entries(hints)) {
      if (hint.widget !== 'reference') continue;
      if (mode === 'edit' && hint.initialFrom && data[name] == null && loaded) {
        const value = at(loaded, hint.initialFrom);
        if (value != null) data[name] = value;
      }
      const preset = params.get(name);
      if (mode === 'create' && preset && /^\d+$/.test(preset)) data[name] = Number(preset);
    }
    return data;
  }, [schema, mode, loaded, params]);

  return {
    mode,
    id,
    record: mode === 'edit' ? loaded : undefined,
    initial,
    isPending: mode === 'edit' && !loaded && !fetched.error,
    error: mode === 'edit' && !stateRecord ? fetched.error : null,
  };
}
