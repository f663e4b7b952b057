/**
 * The routes resource folders declare beyond their schemas' x-api (ResourceHooks `endpoints`, from
 * src/generated/serverHooks.ts; a folder with no schema serves only these): each on its method and
 * path under /api/v1, guarded by its privilege or `access`, its 200 answer's schema as declared and
 * the usual error answers. With a `message`, the answer carries that code in its headers and its
 * sentence in the body `answer` builds (messages.ts `replySaying`, once per remembered result).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serverHooks } from '../../generated/serverHooks.ts';
import type { Endpoint } from '../resource/hookTypes.ts';
import type { RouteAccess } from '../plugins/auth.ts';
import { endpointOp } from '../operations/endpoints.ts';
import { replySaying } from '../http/messages.ts';
import { apiPath, idParams, pathParams, protectedErrors } from '../http/wire.ts';
import type { FeatureOptions } from './registrar.ts';

type Doc = Record<string, unknown>;

function register(
  app: FastifyInstance,
  db: FeatureOptions['db'],
  resource: string,
  name: string,
  e: Endpoint,
) {
  const guard: RouteAccess = e.access ? { access: e.access } : { privilege: e.privilege };
  if (!e.access && !e.privilege)
    throw new Error(`${resource}: endpoint ${name} declares neither a privilege nor an access`);
  const names = pathParams(e.path);
  const reply = e.message
    ? replySaying(
        () => e.message!,
        (result: object, message: string) =>
          e.answer ? e.answer(result as never, message) : result,
      )
    : undefined;
  app.route({
    method: e.method,
    url: apiPath(e.path),
    config: guard,
    schema: {
      ...(names.length ? { params: idParams(...names) } : {}),
      ...(e.query ? { querystring: e.query } : {}),
      ...(e.body ? { body: e.body } : {}),
      response: { 200: e.response, ...protectedErrors },
    },
    handler: async (request: FastifyRequest, rep) => {
      const result = await endpointOp(db, resource, name, e, request.principal, {
        params: (request.params ?? {}) as Record<string, number>,
        query: (request.query ?? {}) as Doc,
        body: (request.body ?? {}) as Doc,
      });
      return reply ? reply(rep, result as object) : result;
    },
  });
}

export async function endpointRoutes(app: FastifyInstance, { db }: FeatureOptions) {
  for (const [resource, hooks] of Object.entries(serverHooks))
    for (const [name, e] of Object.entries(hooks.endpoints ?? {}))
      register(app, db, resource, name, e);
}
