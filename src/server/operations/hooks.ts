/**
 * Server hooks of schema-served resources: the small pieces of behaviour a schema cannot declare,
 * kept beside the resource in resources/<name>/<name>.server.ts (the client never imports them).
 * A hook runs inside the operation's transaction, so its writes commit or roll back with the record.
 */
import { leaveTypeHooks } from '../../../resources/leaveType/leaveType.server.ts';
import type { Db } from '../db/database.ts';

export type ResourceHooks = {
  afterCreate?: (tx: Db, row: Record<string, unknown>) => Promise<void>;
};

export const resourceHooks: Record<string, ResourceHooks> = {
  leaveType: leaveTypeHooks,
};
