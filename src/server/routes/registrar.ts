/**
 * The one route registrar. Every `x-api` operation of a schema is registered here on the contract's
 * method, path and status, guarded by the privilege its `x-privileges` names (no privilege, no
 * route), with its path ids, query and body schemas and its answer wrapped in the envelope its key
 * declares (wire.ts). A query, body or payload the properties do not describe is declared beside
 * the path (x-api's `query`, `body`, `payload`). Schema-served resources get their CRUD and named actions from the pipeline
 * (operations/pipeline.ts) with no code of their own; bespoke routes (a wizard, a
 * bespoke upload…) pass their handler to `endpoint` and get the same paths, ids and envelopes.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { ApiOperation, ResourceSchema } from '../../shared/dialect.ts';
import {
  serverMessage,
  type AnyMessageParams,
  type PlainMessageCode,
  type ServerMessageCode,
} from '../../shared/serverMessages.ts';
import type { Db } from '../db/database.ts';
import type { RouteAccess } from '../plugins/auth.ts';
import { privilegeOf } from '../resource/model.ts';
import { setMessageHeaders } from '../http/messages.ts';
import { ignoringKeys } from '../plugins/bodyTolerance.ts';
import {
  apiPath,
  envelopeSchema,
  idParams,
  ok,
  pathParams,
  protectedErrors,
  s4Schema,
} from '../http/wire.ts';

/** What every bespoke route plugin is given (features.ts lists them). */
export type FeatureOptions = { db: Db };

/**
 * How an answer is wrapped: S1 `{success, message, <key>}`, the payload bare, S4, or `{message}`
 * alone (the logo's upload and removal, contract §2.6).
 */
export type Envelope = 'S1' | 'bare' | 'S4' | 'message';

/**
 * The envelope an operation's declaration implies: `content` and key-less reads are bare, `data`
 * is the S4 family's key (schemas/README.md).
 */
export function envelopeOf(op: ApiOperation): Envelope {
  if (op.key === 'content') return 'bare';
  if (op.key === 'data') return 'S4';
  if (!op.key) return op.method === 'GET' ? 'bare' : 'S1';
  return 'S1';
}

export { privilegeOf };

export type Message =
  | ServerMessageCode
  | [ServerMessageCode, Record<string, unknown>]
  | ((result: unknown) => PlainMessageCode | [ServerMessageCode, Record<string, unknown>]);

export type Endpoint = {
  /** The schema whose x-api declares the operation, and its name there. */
  schema: ResourceSchema;
  operation: string;
  /** Default for these three: what the declaration says (x-api's query, body and payload). */
  query?: object;
  body?: object;
  /** The payload's response schema; the envelope is added around it. */
  payload?: object;
  /** Default: what the declaration implies (envelopeOf). */
  envelope?: Envelope;
  /** The success sentence of an S1 or S4 answer. */
  message?: Message;
  /** The contract's name of a path placeholder the schema names otherwise (`{ projectId: 'id' }`). */
  params?: Record<string, string>;
  /** Anything else Fastify takes (bodyLimit, preValidation, extra error answers…). */
  route?: Partial<RouteOptions>;
  handler: (request: FastifyRequest, reply: FastifyReply) => unknown | Promise<unknown>;
};

/** The code (and parameters) of the success sentence `message` chooses for `result`. */
function chosen(message: Message | undefined, result: unknown) {
  if (!message) return undefined;
  const pick = typeof message === 'function' ? message(result) : message;
  return (Array.isArray(pick) ? pick : [pick, undefined]) as [ServerMessageCode, AnyMessageParams?];
}

const sentence = (said: ReturnType<typeof chosen>) =>
  said ? (serverMessage as (c: ServerMessageCode, p?: object) => string)(...said) : '';

function responseOf(op: ApiOperation, envelope: Envelope, payload: object | undefined) {
  // No body, so no schema: the API document has always listed such a route without one.
  if (op.status === 204) return {};
  if (envelope === 'bare') return { [op.status]: payload ?? {} };
  if (envelope === 'S4') return { [op.status]: s4Schema(payload ?? { type: 'null' }) };
  if (envelope === 'message')
    return { [op.status]: { type: 'object', properties: { message: { type: 'string' } } } };
  return { [op.status]: envelopeSchema(op.key, payload) };
}

/**
 * Registers one x-api operation of `e.schema`, guarded by its privilege or by the `access` it
 * declares instead (`public`, `signedIn`); false when it is not declared or is guarded by neither.
 */
export function endpoint(app: FastifyInstance, e: Endpoint): boolean {
  const op = e.schema['x-api']?.[e.operation];
  const privilege = privilegeOf(e.schema, e.operation);
  // `signedIn` beside a privilege: open to any session, the operation checks the privilege itself.
  const guard: RouteAccess | undefined = op?.access
    ? { access: op.access }
    : privilege
      ? { privilege }
      : undefined;
  if (!op || !guard) return false;
  const envelope = e.envelope ?? envelopeOf(op);
  const path = Object.entries(e.params ?? {}).reduce(
    (p, [own, contract]) => p.replace(`{${own}}`, `{${contract}}`),
    op.path,
  );
  const names = pathParams(path);
  const query = e.query ?? op.query;
  // Keys the original front end sends beyond the body are accepted where declared, and documented.
  const body = ignoringKeys(e.body ?? op.body, op.ignoredKeys);
  const { schema: extra, ...route } = e.route ?? {};
  // The answer around a result. Around a remembered result its JSON is still written once: the
  // serializer finds the equal envelope it wrote before (http/lazySchemas.ts).
  const answer = (result: unknown) => {
    const message = sentence(chosen(e.message, result));
    if (envelope === 'bare') return { ...(result as object), message };
    if (envelope === 'S4')
      return { status: op.status, isSuccess: true, message, data: result ?? null };
    if (envelope === 'message') return { message };
    return ok(message, op.key, result);
  };
  app.route({
    method: op.method,
    url: apiPath(path),
    ...route,
    config: { ...guard, ...route.config },
    schema: {
      ...(names.length ? { params: idParams(...names) } : {}),
      ...(query ? { querystring: query } : {}),
      ...(body ? { body } : {}),
      ...(extra as object),
      response: {
        ...responseOf(op, envelope, e.payload ?? op.payload),
        ...protectedErrors,
        ...(extra as { response?: object })?.response,
      },
    },
    handler: async (request, reply) => {
      const result = await e.handler(request, reply);
      if (reply.sent) return reply;
      reply.code(op.status);
      if (op.status === 204) return reply.send();
      // A bare answer is the result (S5, S7: no sentence, no code), with the sentence where it
      // carries its own `message` (U4's `{Success, message, Users}`).
      const says =
        envelope !== 'bare' || (result && typeof result === 'object' && 'message' in result);
      const said = says ? chosen(e.message, result) : undefined;
      if (!said && envelope === 'bare') return result;
      if (said) setMessageHeaders(reply, ...said);
      return answer(result);
    },
  });
  return true;
}

/** The path ids of a request (validated integers). */
export const idsOf = (request: FastifyRequest) => request.params as Record<string, number>;
