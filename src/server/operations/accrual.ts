/**
 * The monthly leave accrual (contract §5.5 #45), run at start and then every hour. Each balance
 * remembers the last month it accrued, so a second run in a month changes nothing and a server that
 * was down for three months catches up one month at a time.
 */
import type { Db } from '../db/database.ts';
import { accrueOneMonth, ensureBalances } from '../repositories/leave.ts';
import { currentMonth } from './leave.ts';
import { inTransaction } from './transaction.ts';

/**
 * Returns how many balance-months were applied. `ensure: false` skips looking for missing balances
 * across the company (counting every balance, ~0.1 s at 100,000 employees on PGlite, and a scan of
 * every employee × leave type when some are missing): the start-up pass uses it before listening,
 * since an employee's balances are also created with the employee and when first read, and the
 * full pass then runs right after listening.
 */
export async function runAccrual(
  db: Db,
  now = new Date(),
  { ensure = true }: { ensure?: boolean } = {},
): Promise<number> {
  const month = currentMonth(now);
  return inTransaction(db, {}, async (tx) => {
    if (ensure) await ensureBalances(tx, month);
    let applied = 0;
    // Each pass moves every lagging balance one month forward; stop when none is behind.
    for (let pass = 0; pass < 1200; pass++) {
      const n = await accrueOneMonth(tx, month);
      if (n === 0) break;
      applied += n;
    }
    return applied;
  });
}

export function scheduleAccrual(
  db: Db,
  log: (err: unknown) => void,
  everyMs = 3_600_000,
): () => void {
  const timer = setInterval(() => void runAccrual(db).catch(log), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
