/**
 * The monthly leave accrual (contract §5.5 #45), a job of leaveBalance.server.ts: lagging balances
 * accrue before the server listens, then the full pass runs after listening and every hour. Each
 * balance remembers the last month it accrued, so a second run in a month changes nothing and a
 * server that was down for three months catches up one month at a time.
 */
import type { Job } from '../../src/server/operations/hookApi.ts';
import { accrueOneMonth, currentMonth, ensureBalances } from './leaveBalance.queries.server.ts';

/**
 * Returns how many balance-months were applied, in the caller's transaction. `ensure: false` skips
 * looking for missing balances across the company (counting every balance, ~0.1 s at 100,000
 * employees on PGlite, and a scan of every employee × leave type when some are missing): the
 * start-up pass uses it before listening, since an employee's balances are also created with the
 * employee and when first read, and the full pass then runs right after listening.
 */
export async function runAccrual(
  tx: Parameters<typeof ensureBalances>[0],
  now = new Date(),
  { ensure = true }: { ensure?: boolean } = {},
): Promise<number> {
  const month = currentMonth(now);
  if (ensure) await ensureBalances(tx, month);
  let applied = 0;
  // Each pass moves every lagging balance one month forward; stop when none is behind.
  for (let pass = 0; pass < 1200; pass++) {
    const n = await accrueOneMonth(tx, month);
    if (n === 0) break;
    applied += n;
  }
  return applied;
}

export const accrualJob: Job = {
  name: 'leave accrual',
  every: 3_600_000,
  atStart: true,
  beforeListen: ({ tx }) => runAccrual(tx, new Date(), { ensure: false }),
  run: ({ tx }) => runAccrual(tx),
};
