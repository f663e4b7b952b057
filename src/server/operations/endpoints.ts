/**
 * A resource folder's own route (ResourceHooks `endpoints`, hookTypes.ts), run as an operation:
 * its `run` with the hook arguments of no record (stages.ts `plainArgs`), in one transaction when
 * it writes. routes/endpoints.ts registers the routes and wraps the answer.
 */
import type { Db } from '../db/database.ts';
import type { Principal } from '../repositories/users.ts';
import type { Doc, Endpoint, HookArgs } from '../resource/hookTypes.ts';
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
  if (!endpoint.write) return endpoint.run(argsFor(db, resource, name, principal, input));
  return inTransaction(db, {}, async (tx) =>
    endpoint.run(argsFor(tx, resource, name, principal, input)),
  );
}

/**
 * The hook arguments with the request's input. Filled in place, not spread: a remembered summary
 * costs ~60 µs of CPU, and spreading the arguments (with tsx naming each closure made per call)
 * added ~12 µs to it (bench/RESULTS.md, 2026-12-08).
 */
function argsFor(
  db: Db,
  resource: string,
  name: string,
  principal: Principal,
  input: EndpointInput,
) {
  const args = plainArgs(resource, db, name, principal, input.query) as HookArgs & EndpointInput;
  args.params = input.params;
  args.body = input.body;
  return args;
}
