/**
 * Who is acting, for the audit trail. The request's signed-in user travels with the request's
 * async context (requestContext.ts); the database layer (db/auditingDialect.ts) hands it to
 * PostgreSQL before each write, where the audit triggers read it. Work outside a request (the
 * monthly accrual) is recorded as the system; seeding is not recorded at all.
 *
 * @example
 *   await withActor(request.principal.userId, () => repo.update(...));
 *   await withoutAudit(() => bootstrap(db, options));
 */
import { inContext, requestContext } from '../http/requestContext.ts';

export const NOT_RECORDED = '-';

/** The audit actor of a user: `''` (the system) when there is none. */
export const actorOf = (userId: number | null | undefined): string =>
  userId == null ? '' : String(userId);

export const withActor = <T>(userId: number | null | undefined, fn: () => T): T =>
  inContext({ actor: actorOf(userId) }, fn);

export const withoutAudit = <T>(fn: () => T): T => inContext({ actor: NOT_RECORDED }, fn);

export const currentActor = (): string => requestContext.getStore()?.actor ?? '';
