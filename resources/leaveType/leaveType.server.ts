// A new leave type gives every employee a balance for it straight away (contract §5.5 #44).
import { defineHooks, ensureLeaveBalances } from '../../src/server/operations/hookApi.ts';

export const { afterChange } = defineHooks({
  afterChange: [
    async ({ operation, tx }) => {
      if (operation === 'create') await ensureLeaveBalances(tx);
    },
  ],
});
