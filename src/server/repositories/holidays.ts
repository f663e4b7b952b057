/**
 * The public-holiday calendar as the leave rules read it: the holidays of one employee (those of
 * every organisation plus their own organisation's) between two dates, one row per date. An
 * employee's organisation is their department's (or that department's sub-organisation's).
 */
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/** One row per date in [start, end]; a date with any full-day holiday counts as a full day. */
export async function holidaysOfEmployee(
  db: Db,
  employeeId: number,
  start: string,
  end: string,
): Promise<{ date: string; halfDay: boolean }[]> {
  const rows = await db
    .selectFrom('holiday as h')
    .select([
      'h.date',
      // bool_and: half only when every holiday on that date is a half day.
      sql<boolean>`bool_and(coalesce(h."halfDay", false))`.as('halfDay'),
    ])
    .where('h.date', '>=', start)
    .where('h.date', '<=', end)
    .where((eb) =>
      eb.or([
        eb('h.organizationId', 'is', null),
        eb(
          'h.organizationId',
          '=',
          eb
            .selectFrom('employee as e')
            .innerJoin('department as d', 'd.departmentId', 'e.departmentId')
            .leftJoin('branch as b', 'b.branchId', 'd.branchId')
            .select(sql<number>`coalesce(d."organizationId", b."organizationId")`.as('o'))
            .where('e.employeeId', '=', employeeId),
        ),
      ]),
    )
    .groupBy('h.date')
    .orderBy('h.date')
    .execute();
  return rows as { date: string; halfDay: boolean }[];
}
