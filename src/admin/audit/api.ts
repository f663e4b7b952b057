/**
 * The audit trail's calls (README "Audit trail"; privilege GET_AUDIT_LOG): the whole log, filtered
 * and paged newest first, and one record's history. Both answer a Spring-like page under
 * `auditLog`. `resource` is the schema's x-resource, which is also the table name the database
 * triggers record, so a form's resource name finds its own history; sign-ins are `session`.
 *
 * @example
 *   const page = await fetchAudit({ resource: 'skill', from: '2026-01-01' }, 0, 20);
 *   const mine = await fetchHistory('employee', 7, 0, 10);
 */
import { API_BASE, httpClient } from '../providers/httpClient.ts';

export type AuditEntry = {
  position: number;
  /** ISO time in UTC. */
  at: string;
  actorId: number | null;
  actorEmail: string | null;
  resource: string;
  /** insert, update, delete, login, 'login failed', and the password and session events. */
  action: string;
  recordId: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  /**
   * The names of the records its reference fields point to, by field then id (`{ departmentId:
   * { '1': 'Engineering' } }`): only those the reader may read, so an id without one stays an id.
   */
  names?: Record<string, Record<string, string>>;
};

export type AuditPage = {
  content: AuditEntry[];
  totalElements: number;
  totalPages: number;
  number: number;
  size: number;
  last: boolean;
};

/** The list's filters; dates are whole days in UTC ('YYYY-MM-DD', both inclusive). */
export type AuditFilter = { actorId?: string; resource?: string; from?: string; to?: string };

/** The largest page the server answers (contract §1.5). */
export const AUDIT_MAX_PAGE = 100;

const query = (params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '') search.set(key, String(value));
  return search.toString();
};

export async function fetchAudit(
  filter: AuditFilter,
  page: number,
  size: number,
): Promise<AuditPage> {
  const { json } = await httpClient(`${API_BASE}/audit?${query({ ...filter, page, size })}`);
  return json.auditLog as AuditPage;
}

export async function fetchHistory(
  resource: string,
  recordId: number | string,
  page: number,
  size: number,
): Promise<AuditPage> {
  const path = `${encodeURIComponent(resource)}/${encodeURIComponent(String(recordId))}`;
  const { json } = await httpClient(`${API_BASE}/audit/${path}?${query({ page, size })}`);
  return json.auditLog as AuditPage;
}

export type AuditUser = { userId: number; email: string };

/** Users for the 'User' filter (GET_ALL_USERS), at most five pages of 100. */
export async function fetchUsers(): Promise<AuditUser[]> {
  const users: AuditUser[] = [];
  for (let page = 0; page < 5; page++) {
    const { json } = await httpClient(
      `${API_BASE}/user/getAllUserInfo?${query({ page, size: AUDIT_MAX_PAGE })}`,
    );
    const found = (json.Users ?? []) as AuditUser[];
    users.push(...found.map(({ userId, email }) => ({ userId, email })));
    if (page + 1 >= (json.totalPages ?? 0) || !found.length) break;
  }
  return users.sort((a, b) => a.email.localeCompare(b.email));
}
