/**
 * The demo company's public holidays (India, where Northwind Traders works): the national ones for
 * every organisation, this year and next, a half day on Christmas Eve, and Karnataka Rajyotsava for
 * the Bengaluru-based organisation only, so the calendar shows both kinds. Runs inside the demo seed.
 */
import type { Db } from '../database.ts';
import { ORGANIZATION } from './demoData.ts';

type DemoHoliday = { name: string; monthDay: string; halfDay?: boolean; ownOrganization?: boolean };

export const DEMO_HOLIDAYS: DemoHoliday[] = [
  { name: 'Republic Day', monthDay: '01-26' },
  { name: 'Labour Day', monthDay: '05-01' },
  { name: 'Independence Day', monthDay: '08-15' },
  { name: 'Gandhi Jayanti', monthDay: '10-02' },
  { name: 'Karnataka Rajyotsava', monthDay: '11-01', ownOrganization: true },
  { name: 'Christmas Eve', monthDay: '12-24', halfDay: true },
  { name: 'Christmas Day', monthDay: '12-25' },
];

export async function seedHolidays(db: Db, now: Date) {
  const { organizationId } = await db
    .selectFrom('organization')
    .select('organizationId')
    .where('organizationName', '=', ORGANIZATION.organizationName)
    .executeTakeFirstOrThrow();
  const years = [now.getFullYear(), now.getFullYear() + 1];
  await db
    .insertInto('holiday')
    .values(
      years.flatMap((year) =>
        DEMO_HOLIDAYS.map((h) => ({
          name: h.name,
          date: `${year}-${h.monthDay}`,
          halfDay: h.halfDay ?? false,
          organizationId: h.ownOrganization ? organizationId : null,
        })),
      ),
    )
    .execute();
}
