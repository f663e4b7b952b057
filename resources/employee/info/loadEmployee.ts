/**
 * Finds the employee the info page shows (spec part 1 §2, contract EM5/EM2). With an id and
 * FIND_EMPLOYEE_BY_ID the show call gives the exact record; otherwise (or when that record is gone)
 * the name search gives the first match, preferring the one with the id. The Employee object has no
 * roles, so the role is taken from the search result of the same employee when the caller may search.
 *
 * @example
 *   const employee = await loadEmployee('Priya', 12, privilegesOf(user)); // null: 'No employee found'
 */
import { registry } from '../../../src/generated/registry.ts';
import type { ApiOperation } from '../../../src/shared/dialect.ts';
import { UserFacingError } from '../../../src/admin/providers/errors.ts';
import { API_BASE, httpClient } from '../../../src/admin/providers/httpClient.ts';

export type InfoAddress = {
  addressType?: string | null;
  propertyNumber?: string | null;
  country?: string | null;
  zipCode?: { zipCode?: string | null; city?: string | null; state?: string | null } | null;
};

/** What the page reads of an Employee object (§3.4) or a SearchResult (§3.3). */
export type InfoEmployee = {
  employeeId: number;
  firstName?: string | null;
  lastName?: string | null;
  employeeCode?: string | null;
  gender?: string | null;
  contact?: string | null;
  dateOfBirth?: string | null;
  position?: string | null;
  joinDate?: string | null;
  adhaarNumber?: string | null;
  panNumber?: string | null;
  uanNumber?: string | null;
  salary?: number | string | null;
  profileImage?: string | null;
  user?: { email?: string | null } | null;
  departments?: { department?: string | null }[] | null;
  roles?: { role?: string | null }[] | null;
  addresses?: InfoAddress[] | null;
  account?: {
    bankName?: string | null;
    accountNumber?: string | null;
    ifsc?: string | null;
    branch?: string | null;
  } | null;
};

/** Without FIND_EMPLOYEE_BY_ID and SEARCH_EMPLOYEE_BY_NAME the page is the AccessDenied page. */
export const NO_VIEW = 'You do not have permission to view employees.';

const api = registry.employee['x-api'] as Record<string, ApiOperation>;
const SEARCHABLE = /^[\p{L} ]+$/u;

async function show(employeeId: number): Promise<InfoEmployee | null> {
  const path = api.show.path.replace('{employeeId}', encodeURIComponent(employeeId));
  try {
    const { json } = await httpClient(`${API_BASE}${path}`);
    return (json?.Employee?.employee ?? null) as InfoEmployee | null;
  } catch (error) {
    if ((error as { status?: number }).status === 404) return null;
    throw error;
  }
}

async function search(name: string): Promise<InfoEmployee[]> {
  const term = name.trim();
  // The server refuses names with anything but letters and spaces; such a name matches nobody.
  if (!SEARCHABLE.test(term)) return [];
  const query = new URLSearchParams({ name: term });
  const { json } = await httpClient(`${API_BASE}${api.searchByName.path}?${query}`);
  return Array.isArray(json) ? (json as InfoEmployee[]) : [];
}

export async function loadEmployee(
  name: string,
  employeeId: number | null,
  privileges: string[],
): Promise<InfoEmployee | null> {
  const canShow = privileges.includes(registry.employee['x-privileges']?.show ?? '');
  const canSearch = privileges.includes('SEARCH_EMPLOYEE_BY_NAME');
  const exact = employeeId != null && canShow ? await show(employeeId) : null;
  const found = canSearch && (!exact || !exact.roles) ? await search(name).catch(() => []) : [];
  const same = found.find((e) => e.employeeId === (exact?.employeeId ?? employeeId));
  if (exact) return { ...exact, roles: exact.roles ?? same?.roles ?? null };
  if (!canSearch && !canShow) throw new UserFacingError(NO_VIEW);
  return same ?? found[0] ?? null;
}
