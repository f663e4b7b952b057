/**
 * The create/update wire of a generated form, from the schema's x-api and x-form (a small declared
 * hook rather than dataProvider.create/update, because the screens toast the server's own message
 * and the organisation declares a multipart body, contract §2.6):
 * - JSON: the writable properties as the body;
 * - x-form.multipart: part `part` = that body as JSON text, part `file` = the picked upload, and
 *   `?<removeFlag>=true` only after the user explicitly removed the stored file.
 */
import type { ResourceSchema } from '../../../shared/dialect.ts';
import { saidIn, type ServerSaid } from '../../providers/errors.ts';
import { httpClient } from '../../providers/httpClient.ts';
import { resolvePath } from '../contractWire.ts';
import type { FormMode } from '../uiSchema.ts';
import type { UploadState } from './context.ts';

type Http = typeof httpClient;
type Row = Record<string, unknown>;

/** What a form may send: no id, read-only, wire-only or internal property; no hidden create-only one. */
export function wireBody(schema: ResourceSchema, data: Row, mode: FormMode): Row {
  const out: Row = {};
  const hints = schema['x-form']?.fields ?? {};
  for (const [name, prop] of Object.entries(schema.properties ?? {})) {
    if (typeof prop !== 'object' || prop.readOnly || name === schema['x-id']) continue;
    const column = (prop as { 'x-column'?: { stored?: boolean; internal?: boolean } })['x-column'];
    if (column?.stored === false || column?.internal) continue;
    const hint = hints[name];
    if (mode === 'edit' && hint?.widget === 'reference' && hint.createOnly) continue;
    // A map the user left untouched is still sent (`attributes: {}`): some routes require it.
    const value = data[name] === undefined ? structuredClone(prop.default) : data[name];
    if (value !== undefined) out[name] = value;
  }
  return out;
}

/** `said`: the message's code, so the toast speaks the user's language. */
export type Saved = { record: Row; message?: string; said?: ServerSaid };

export async function saveRecord(
  schema: ResourceSchema,
  mode: FormMode,
  id: string | number | undefined,
  data: Row,
  upload: UploadState,
  options: { params?: Row; http?: Http } = {},
): Promise<Saved> {
  const http = options.http ?? httpClient;
  const op = schema['x-api']?.[mode === 'create' ? 'create' : 'update'];
  if (!op) throw new Error(`${schema['x-resource']} declares no x-api for ${mode}`);
  const body = wireBody(schema, data, mode);
  let url = resolvePath(op.path, { ...data, ...options.params, [schema['x-id']]: id });
  const multipart = schema['x-form']?.multipart;
  let payload: FormData | string = JSON.stringify(body);
  if (multipart) {
    const form = new FormData();
    form.append(multipart.part, JSON.stringify(body));
    if (upload.file) form.append(multipart.file, upload.file);
    else if (mode === 'edit' && upload.remove) url += `?${multipart.removeFlag}=true`;
    payload = form;
  }
  const { json } = await http(url, { method: op.method, body: payload as never });
  const envelope = (json ?? {}) as Row;
  const inner = op.key ? envelope[op.key] : undefined;
  // Most answers say `message`; a few contract envelopes say `Message` (S2).
  const said = envelope.message ?? envelope.Message;
  const message = typeof said === 'string' ? said : undefined;
  return {
    record: { ...data, ...(inner && typeof inner === 'object' ? inner : {}) },
    message,
    said: message ? saidIn(json) : undefined,
  };
}
