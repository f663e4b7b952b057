// What the leave balance table needs beyond its schema (src/server/db/declare.ts).
import { defineDatabase } from '../../src/server/db/declare.ts';

export const database = defineDatabase({
  indexes: [
    // The accrual at every start and every hour looks for balances behind the current month:
    // almost always none, found without reading every balance.
    {
      name: 'ix_leaveBalance_lastAccruedMonth',
      table: 'leaveBalance',
      definition: `("lastAccruedMonth")`,
    },
  ],
});
