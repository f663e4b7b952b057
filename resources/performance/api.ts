/**
 * The review calls of the performance screens (contract §2.16 PF1–PF6, §2.2 EM8). Paths come from the
 * performance and employee schemas' x-api, so the wire lives in one place; every call goes through
 * httpClient (bearer token, server message on failure).
 *
 * @example
 *   const mine = await reviewsWrittenBy(user.employeeId);
 */
import { registry } from '../../src/generated/registry.ts';
import type { ApiOperation } from '../../src/shared/dialect.ts';
import { API_BASE, httpClient } from '../../src/admin/providers/httpClient.ts';

export const RATINGS = ['VERY_POOR', 'POOR', 'FAIR', 'GOOD', 'EXCELLENT'] as const;
export type Rating = (typeof RATINGS)[number];

/** ReviewRow (contract §3.15): firstName, lastName and employeeCode are the reviewed employee's. */
export type ReviewRow = {
  performanceId: number;
  firstName: string | null;
  lastName: string | null;
  employeeCode: string | null;
  reviewDate: string | null;
  rating: Rating | null;
  comment: string | null;
  reviewerFirstName: string | null;
  reviewerLastName: string | null;
  reviewerEmployeeCode?: string | null;
};

/** EM8 item: what the add-review table reads. */
export type DirectReport = {
  employeeId: number;
  userId: number | null;
  firstName: string | null;
  lastName: string | null;
  profileImage: string | null;
  position: string | null;
  contact: string | null;
  gender: string | null;
  joinDate: string | null;
};

export type ReviewBody = { rating: Rating; comment: string };

const op = (resource: 'performance' | 'employee', name: string): ApiOperation => {
  const found = (registry[resource]['x-api'] as Record<string, ApiOperation> | undefined)?.[name];
  if (!found) throw new Error(`${resource} has no x-api ${name}`);
  return found;
};

/** The operation's URL with its `{params}` filled and an optional query. */
function urlOf(o: ApiOperation, params: Record<string, number> = {}, query?: object): string {
  const path = o.path.replace(/\{(\w+)\}/g, (_, k: string) => encodeURIComponent(params[k]));
  const search = query
    ? `?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`
    : '';
  return `${API_BASE}${path}${search}`;
}

const call = (o: ApiOperation, params?: Record<string, number>, query?: object, body?: unknown) =>
  httpClient(urlOf(o, params, query), {
    method: o.method,
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** EM8: employees of the departments the caller manages (the server takes the manager from the token). */
export async function directReports(userId: number): Promise<DirectReport[]> {
  const { json } = await call(op('employee', 'searchByManager'), {}, { managerId: userId });
  return Array.isArray(json) ? json : [];
}

/** PF1: the reviews about one employee (a bare array). */
export async function reviewsAbout(employeeId: number): Promise<ReviewRow[]> {
  const { json } = await call(op('performance', 'ofEmployee'), { employeeId });
  return Array.isArray(json) ? json : [];
}

/** PF4: the reviews one employee wrote. */
export async function reviewsWrittenBy(reviewerId: number): Promise<ReviewRow[]> {
  const { json } = await call(op('performance', 'byReviewer'), { reviewerId });
  return json?.performanceList ?? [];
}

/** PF3: every review. */
export async function allReviews(): Promise<ReviewRow[]> {
  const { json } = await call(op('performance', 'list'));
  return json?.performanceList ?? [];
}

/** PF2: the server's success message. `reviewerId` is sent as the contract's frontend does and ignored. */
export async function addReview(employeeId: number, reviewerId: number, body: ReviewBody) {
  const { json } = await call(op('performance', 'create'), {}, { employeeId, reviewerId }, body);
  return (json?.message as string | undefined) ?? 'Review added successfully';
}

/** PF5 (204). */
export async function editReview(performanceId: number, body: ReviewBody): Promise<void> {
  await call(op('performance', 'update'), {}, { performanceId }, body);
}

/** PF6 (204). */
export async function deleteReview(performanceId: number): Promise<void> {
  await call(op('performance', 'delete'), {}, { performanceId });
}
