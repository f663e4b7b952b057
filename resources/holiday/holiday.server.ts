/**
 * The holiday calendar's one rule a schema cannot say: one holiday per date for the same
 * organisation (or, with no organisation, for everyone). A second one on that date is a 409 that
 * names it, in the create and the edit alike; the rest of holiday is its schema.
 */
import { conflict, defineHooks } from '../../src/server/operations/hookApi.ts';

export const { beforeChange } = defineHooks({
  beforeChange: [
    async ({ data, id, original, records }) => {
      const { date, organizationId = null } = { ...original, ...data };
      // The advisory lock makes the check hold under PostgreSQL's real concurrency too.
      await records.lockKey(`holiday-date:${date}`);
      if (await records.exists('holiday', { date, organizationId }, { except: id }))
        throw conflict('holiday.date_taken', { date: String(date) });
      return data;
    },
  ],
});
