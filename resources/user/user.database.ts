// What the account table needs beyond its schema (src/server/db/declare.ts).
import { defineDatabase } from '../../src/server/db/declare.ts';

export const database = defineDatabase({
  indexes: [
    // The dashboard's headcount leaves out employees of inactive accounts: a handful, found here.
    { name: 'ix_user_inactive', table: 'user', definition: `("userId") where active is not true` },
  ],
});
