/** Performance reviews as ReviewRows (contract §3.15): the reviewed employee and the reviewer joined. */
import type { Db } from '../db/database.ts';

const rows = (db: Db) =>
  db
    .selectFrom('performance as p')
    .innerJoin('employee as e', 'e.employeeId', 'p.employeeId')
    .leftJoin('employee as r', 'r.employeeId', 'p.reviewerId')
    .select([
      'p.performanceId',
      'p.employeeId',
      'p.reviewerId',
      'e.firstName',
      'e.lastName',
      'e.employeeCode',
      'p.reviewDate',
      'p.rating',
      'p.comment',
      'r.firstName as reviewerFirstName',
      'r.lastName as reviewerLastName',
      'r.employeeCode as reviewerEmployeeCode',
    ]);

export const reviewsAbout = (db: Db, employeeId: number) =>
  rows(db).where('p.employeeId', '=', employeeId).orderBy('p.performanceId', 'desc').execute();

export const reviewsBy = (db: Db, reviewerId: number) =>
  rows(db).where('p.reviewerId', '=', reviewerId).orderBy('p.performanceId', 'desc').execute();

export const allReviews = (db: Db) => rows(db).orderBy('p.performanceId', 'desc').execute();

export const findReview = (db: Db, performanceId: number) =>
  rows(db).where('p.performanceId', '=', performanceId).executeTakeFirst();

export async function insertReview(
  db: Db,
  values: {
    employeeId: number;
    reviewerId: number;
    rating: string;
    comment: string;
    reviewDate: string;
  },
) {
  const { performanceId } = await db
    .insertInto('performance')
    .values(values)
    .returning(['performanceId'])
    .executeTakeFirstOrThrow();
  return performanceId as number;
}

export async function updateReview(
  db: Db,
  performanceId: number,
  values: { rating?: string; comment?: string },
) {
  if (Object.keys(values).length === 0) return;
  await db
    .updateTable('performance')
    .set(values)
    .where('performanceId', '=', performanceId)
    .execute();
}

export async function deleteReview(db: Db, performanceId: number) {
  await db.deleteFrom('performance').where('performanceId', '=', performanceId).execute();
}

export async function employeeExists(db: Db, employeeId: number): Promise<boolean> {
  return !!(await db
    .selectFrom('employee')
    .select('employeeId')
    .where('employeeId', '=', employeeId)
    .executeTakeFirst());
}

/** Whether `employeeId` works in a department that `managerId` manages. */
export async function isDirectReport(
  db: Db,
  managerId: number,
  employeeId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('employee as e')
    .innerJoin('department as d', 'd.departmentId', 'e.departmentId')
    .select('e.employeeId')
    .where('e.employeeId', '=', employeeId)
    .where('d.managerId', '=', managerId)
    .executeTakeFirst();
  return !!row;
}
