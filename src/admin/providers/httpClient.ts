/**
 * Every API call of the console goes through `httpClient`: it adds the bearer token and treats a 401
 * as the end of the session (contract §1.2: clear storage, go to /login), and the 403 of a temporary
 * password as the way to the change-password form. Same shape as react-admin's
 * `fetchUtils.fetchJson`, so ra-data-simple-rest and the schema data provider can use it as is.
 *
 * @example
 *   const { json } = await httpClient(`${API_BASE}/user/me`);
 */
import { fetchUtils } from 'react-admin';
import { TEMPORARY_PASSWORD_MESSAGE } from '../../shared/passwords.ts';
import { getToken, markPasswordTemporary, signOut } from './session.ts';

export const API_BASE = '/api/v1';

export type HttpOptions = fetchUtils.Options;
export type HttpResult = { status: number; headers: Headers; body: string; json: any };

export async function httpClient(url: string, options: HttpOptions = {}): Promise<HttpResult> {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  try {
    return await fetchUtils.fetchJson(url, { ...options, headers });
  } catch (error) {
    const { status, body } = error as { status?: number; body?: { message?: unknown } };
    if (status === 401) signOut();
    // A temporary password: the shell takes the user to the change-password form (SessionWatcher).
    if (status === 403 && body?.message === TEMPORARY_PASSWORD_MESSAGE) markPasswordTemporary();
    throw error;
  }
}
