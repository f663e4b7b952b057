/**
 * A resource folder's own route (ResourceHooks `endpoints`, hookTypes.ts), run as an operation:
 * its `run` with the hook arguments of no record (stages.ts `plainArgs`), in one transaction when
 * it writes. routes/endpoints.ts registers the routes and wraps the answer.
 */
import type { Db } from '../db/database.ts';
import type { Principal } from '../repositories/users.ts';
import type { Doc, Endpoint } from '../resource/hookTypes.ts';
import { plainArgs } from './stages.ts';
import { inTransaction } from './transaction.ts';

export type EndpointInput = { params: Record<string, number>; query: Doc; body: Doc };

export function endpointOp(
  db: Db,
  resource: string,
  name: string,
  endpoint: Endpoint,
  principal: Principal,
  input: EndpointInput,
) {
  const run = async (tx: Db) =>
    endpoint.run({ ...plainArgs(resource, tx, name, principal, input.query), ...input });
  return endpoint.write ? inTransaction(db, {}, run) : run(db);
}
