/**
 * Every API call of the console goes through `httpClient`: it adds the bearer token and treats a 401
 * as the end of the session (contract §1.2: clear storage, go to /login), and the 403 of a temporary
 * password as the way to the change-password form. Same shape and behaviour as react-admin's
 * `fetchUtils.fetchJson`, so ra-data-simple-rest and the schema data provider can use it as is; the
 * result and the thrown `ServerHttpError` also carry the code of the server's message (`said`,
 * from `X-Message-Code` / `X-Message-Params`), which fetchJson would drop with the headers; the
 * parsed body keeps it too (`saidIn(json)`), for the success toasts (`useServerText()`).
 *
 * @example
 *   const { json } = await httpClient(`${API_BASE}/user/me`);
 */
import { fetchUtils } from 'react-admin';
import { TEMPORARY_PASSWORD_MESSAGE } from '../../shared/passwords.ts';
import { keepSaid, saidOf, ServerHttpError, type ServerSaid } from './errors.ts';
import { getToken, markPasswordTemporary, signOut } from './session.ts';

export const API_BASE = '/api/v1';

export type HttpOptions = fetchUtils.Options;
export type HttpResult = {
  status: number;
  headers: Headers;
  body: string;
  json: any;
  /** The code of the answer's message, when the server sent one. */
  said?: ServerSaid;
};

export async function httpClient(url: string, options: HttpOptions = {}): Promise<HttpResult> {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const requestHeaders = fetchUtils.createHeadersFromOptions({ ...options, headers });
  const response = await fetch(url, { ...options, headers: requestHeaders });
  const body = await response.text();
  let json: any;
  try {
    json = JSON.parse(body);
  } catch {
    // not JSON: no big deal (as fetchJson)
  }
  const { status } = response;
  const said = saidOf(response.headers);
  // The code travels with the body, so whoever shows its message can show it in the user's language.
  keepSaid(json, said);
  if (status >= 200 && status < 300) return { status, headers: response.headers, body, json, said };
  const error = new ServerHttpError(
    (json && json.message) || response.statusText,
    status,
    json,
    said,
  );
  if (status === 401) signOut();
  // A temporary password: the shell takes the user to the change-password form (SessionWatcher).
  if (status === 403 && json?.message === TEMPORARY_PASSWORD_MESSAGE) markPasswordTemporary();
  throw error;
}
