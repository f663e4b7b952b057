/**
 * Every API call of the console goes through `httpClient`: it adds the bearer token and treats a 401
 * as the end of the session (contract §1.2: clear storage, go to /login). Same shape as react-admin's
 * `fetchUtils.fetchJson`, so ra-data-simple-rest and the schema data provider can use it as is.
 *
 * @example
 *   const { json } = await httpClient(`${API_BASE}/user/me`);
 */
import { fetchUtils } from 'react-admin';
import { getToken, signOut } from './session.ts';

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
    if ((error as { status?: number })?.status === 401) signOut();
    throw error;
  }
}
