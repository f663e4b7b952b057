/**
 * Who is acting, for the audit trail. The request's signed-in user travels with the request's
 * async context (AsyncLocalStorage); the database layer (auditingDialect.ts) hands it to
 * PostgreSQL before each write, where the audit triggers read it. Work outside a request (the
 * monthly accrual) is recorded as the system; seeding is not recorded at all.
 *
 * @example
 *   await withActor(request.principal.userId, () => repo.update(...));
 *   await withoutAudit(() => bootstrap(db, options));
 */
import { AsyncLocalStorage } from 'node:async_hooks';

/** `''` the system, `'<userId>'` a signed-in user, `'-'` not recorded. */
export type AuditStore = { actor: string };

export const NOT_RECORDED = '-';

export const auditContext = new AsyncLocalStorage<AuditStore>();

export const withActor = <T>(userId: number | null | undefined, fn: () => T): T =>
  auditContext.run({ actor: userId == null ? '' : String(userId) }, fn);

export const withoutAudit = <T>(fn: () => T): T => auditContext.run({ actor: NOT_RECORDED }, fn);

export const currentActor = (): string => auditContext.getStore()?.actor ?? '';
