// A new leave type gives every employee a balance for it straight away (contract §5.5 #44), through
// leaveBalance's own service, as the system: whoever may add a type may cause it.
import { defineHooks } from '../../src/server/operations/hookApi.ts';

export const { afterChange } = defineHooks({
  afterChange: [
    async ({ operation, call }) => {
      if (operation === 'create')
        await call('leaveBalance', 'ensureBalances', {}, { as: 'system' });
    },
  ],
});
