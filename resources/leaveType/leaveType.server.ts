// A new leave type gives every employee a balance for it straight away (contract §5.5 #44).
import { ensureBalances } from '../../src/server/repositories/leave.ts';
import { currentMonth } from '../../src/server/operations/leave.ts';
import type { ResourceHooks } from '../../src/server/operations/hooks.ts';

export const leaveTypeHooks: ResourceHooks = {
  afterCreate: (tx) => ensureBalances(tx, currentMonth()),
};
