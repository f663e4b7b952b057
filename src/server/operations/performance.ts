/**
 * Performance reviews (contract §2.16, §5.4). The reviewer is always the caller's employee, whatever
 * a request says; only direct reports (employees of a department the caller manages) may be reviewed
 * unless the caller holds GET_ALL_PERFORMANCES; only the author edits or deletes a review; anyone
 * reads the reviews about themselves.
 */
import type { Db } from '../db/database.ts';
import { forbidden, notFound } from '../errors.ts';
import {
  allReviews,
  deleteReview,
  employeeExists,
  findReview,
  insertReview,
  isDirectReport,
  reviewsAbout,
  reviewsBy,
  updateReview,
} from '../repositories/performance.ts';
import type { Principal } from '../repositories/users.ts';
import { formatLegacyDateTime } from '../wire.ts';

const SEE_ALL = 'GET_ALL_PERFORMANCES';
const holds = (p: Principal, privilege: string) => p.privileges.includes(privilege);

function callerEmployee(caller: Principal): number {
  if (!caller.employeeId) throw forbidden('review.no_employee_record');
  return caller.employeeId;
}

async function mayReview(db: Db, caller: Principal, employeeId: number) {
  if (holds(caller, SEE_ALL)) return true;
  return isDirectReport(db, callerEmployee(caller), employeeId);
}

export async function reviewsAboutEmployee(db: Db, caller: Principal, employeeId: number) {
  if (!(await employeeExists(db, employeeId))) throw notFound('employee.not_found');
  const own = caller.employeeId === employeeId;
  if (!own) {
    const allowed =
      holds(caller, 'GET_ALL_PERFORMANCE_OF_EMPLOYEE') && (await mayReview(db, caller, employeeId));
    if (!allowed) throw forbidden('review.read_scope');
  }
  return reviewsAbout(db, employeeId);
}

export async function reviewsWrittenBy(db: Db, caller: Principal, reviewerId: number) {
  if (caller.employeeId !== reviewerId && !holds(caller, SEE_ALL)) {
    throw forbidden('review.own_written_only');
  }
  return reviewsBy(db, reviewerId);
}

export const everyReview = (db: Db) => allReviews(db);

export async function addReview(
  db: Db,
  caller: Principal,
  employeeId: number,
  body: { rating: string; comment: string },
) {
  const reviewerId = callerEmployee(caller);
  if (!(await employeeExists(db, employeeId))) throw notFound('employee.not_found');
  if (employeeId === reviewerId) throw forbidden('review.self');
  if (!(await mayReview(db, caller, employeeId))) throw forbidden('review.direct_reports_only');
  const performanceId = await insertReview(db, {
    employeeId,
    reviewerId,
    rating: body.rating,
    comment: body.comment.trim(),
    reviewDate: formatLegacyDateTime(new Date()),
  });
  return (await findReview(db, performanceId))!;
}

async function ownReview(db: Db, caller: Principal, performanceId: number) {
  const review = await findReview(db, performanceId);
  if (!review) throw notFound('review.not_found');
  if (review.reviewerId !== caller.employeeId) throw forbidden('review.author_only');
  return review;
}

export async function editReview(
  db: Db,
  caller: Principal,
  performanceId: number,
  body: { rating?: string; comment?: string },
) {
  await ownReview(db, caller, performanceId);
  const values: { rating?: string; comment?: string } = {};
  if (body.rating !== undefined) values.rating = body.rating;
  if (body.comment !== undefined) values.comment = body.comment.trim();
  await updateReview(db, performanceId, values);
}

export async function removeReview(db: Db, caller: Principal, performanceId: number) {
  await ownReview(db, caller, performanceId);
  await deleteReview(db, performanceId);
}
