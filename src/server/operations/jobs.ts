/**
 * The resource folders' periodic work (ResourceHooks `jobs`, hookTypes.ts): each run in one
 * transaction with the hook arguments of no caller (stages.ts `plainArgs`: its `call` acts as the
 * system, and the audit trail names the system). server.ts awaits the quick passes before it
 * listens, then starts every job: once at start where it says so, then on its timer. A failure is
 * logged as `<name> failed`; the timer runs it again.
 */
import { serverHooks } from '../../generated/serverHooks.ts';
import type { Db } from '../db/database.ts';
import type { HookArgs, Job } from '../resource/hookTypes.ts';
import { plainArgs } from './stages.ts';
import { inTransaction } from './transaction.ts';

type Owned = { resource: string; job: Job };

const jobs = (): Owned[] =>
  Object.entries(serverHooks).flatMap(([resource, hooks]) =>
    (hooks.jobs ?? []).map((job) => ({ resource, job })),
  );

const inOneTransaction = (
  db: Db,
  { resource, job }: Owned,
  work: (args: HookArgs) => Promise<unknown>,
) => inTransaction(db, {}, (tx) => work(plainArgs(resource, tx, job.name)));

/** One run of a job (a test, or a timer's tick). */
export const runJob = (db: Db, resource: string, job: Job) =>
  inOneTransaction(db, { resource, job }, job.run);

/** Every job's `beforeListen` pass, in turn; the first failure stops the start. */
export async function beforeListen(db: Db) {
  for (const owned of jobs())
    if (owned.job.beforeListen) await inOneTransaction(db, owned, owned.job.beforeListen);
}

/**
 * Starts every job: its start-up run where it has one (not awaited), then its timer. Returns what
 * stops the timers (on shutdown).
 */
export function startJobs(db: Db, log: (err: unknown, job: Job) => void): () => void {
  const timers = jobs().map((owned) => {
    const run = () =>
      void runJob(db, owned.resource, owned.job).catch((err) => log(err, owned.job));
    if (owned.job.atStart) run();
    const timer = setInterval(run, owned.job.every);
    timer.unref();
    return timer;
  });
  return () => timers.forEach((t) => clearInterval(t));
}
