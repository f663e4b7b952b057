/**
 * The console's password and session calls (issue #24 §2), over the same session as every call.
 *
 * @example
 *   await changePassword({ currentPassword, newPassword, confirmPassword });
 *   const { temporaryPassword } = await resetPassword(42);
 */
import { API_BASE, httpClient } from '../providers/httpClient.ts';
import { getToken, saveSession, signOut, type LoginUser } from '../providers/session.ts';

export type ChangePasswordBody = {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
};

/**
 * Sets the caller's own password. The server ends every session of the account, this one too, and
 * answers with a fresh token, which replaces the stored one so the console keeps working.
 */
export async function changePassword(body: ChangePasswordBody): Promise<string> {
  const { json } = await httpClient(`${API_BASE}/user/changePassword`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
  saveSession(json.token as string, {
    ...(json.loginUser as LoginUser),
    mustChangePassword: false,
  });
  return json.message as string;
}

/**
 * A POST without a body (so without a content type): the two routes below take none. A 401 ends the
 * session as httpClient does; other failures reject with the server's message in `body`.
 */
async function postEmpty<T>(path: string): Promise<T> {
  const token = getToken();
  const response = await fetch(`${API_BASE}${path}`, {
    method: 'POST',
    headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  const body = await response.json().catch(() => null);
  if (response.status === 401) signOut();
  if (!response.ok)
    throw Object.assign(new Error('request failed'), { status: response.status, body });
  return body as T;
}

/** Ends every session of the caller, this one included. */
export const logoutEverywhere = () => postEmpty<{ message: string }>('/user/logoutAll');

/** A temporary password for another user, shown once; their sessions end. */
export const resetPassword = (userId: number) =>
  postEmpty<{ message: string; temporaryPassword: string }>(`/user/resetPassword/${userId}`);
