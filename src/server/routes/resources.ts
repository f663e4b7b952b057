/**
 * Every schema-served resource on the wire with no code of its own: each `x-api` operation its
 * schema declares (and its hook file implements, for named actions) goes through the registrar to
 * the pipeline's operations. Registered after the bespoke route plugins: an operation a bespoke
 * plugin already serves (the wizard, leave, attendance…) is left to it. A schema without `x-api` is
 * served as conventional REST instead (simpleRest.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ResourceSchema } from '../../shared/dialect.ts';
import type { Db } from '../db/database.ts';
import { resourceModel, titleOf, type ResourceModel } from '../operations/model.ts';
import type { Action } from '../operations/hookApi.ts';
import {
  actionOf,
  actionOp,
  createOp,
  deleteOp,
  imageOp,
  listOp,
  showOp,
  updateOp,
  type Call,
} from '../operations/pipeline.ts';
import { serverHooks } from '../../generated/serverHooks.ts';
import { imageLinkQuery, sendLinkedImage } from '../imageLinks.ts';
import { bodySchema, recordResponseSchema } from '../schemaViews.ts';
import { FORM_LIMITS, readMultipart, withMultipart } from '../uploads.ts';
import {
  apiPath,
  errorResponse,
  idParams,
  page,
  pageQuery,
  pageSchema,
  paging,
  protectedErrors,
} from '../wire.ts';
import { endpoint, idsOf, privilegeOf, type Message } from './registrar.ts';
import { simpleRestRoutes } from './simpleRest.ts';
import { declaredGroups, joinCatalogue } from '../../shared/privileges.ts';

export type ResourceRouteOptions = { db: Db; schemas: ResourceSchema[] };

type Doc = Record<string, unknown>;

const listQuery = (model: ResourceModel) =>
  pageQuery(
    model.perPage,
    { sort: { type: 'string', maxLength: 64 }, order: { enum: ['ASC', 'DESC'] } },
    { order: 'order must be ASC or DESC.' },
  );

/** The resource's own success sentence, else the generic one naming its title. */
function sentence(model: ResourceModel, own: string | undefined, generic: string): Message {
  return (own ?? [generic, titleOf(model)]) as Message;
}

/**
 * A named action (or a hook file's answer to a CRUD operation): its query, body and payload
 * schemas, its envelope, and a multipart body read here (uploads.ts) into `body` and `file`.
 */
async function registerAction(
  app: FastifyInstance,
  schema: ResourceSchema,
  name: string,
  action: Action,
  call: (request: FastifyRequest) => Call,
  prepare?: (body: Doc) => void,
) {
  const model = resourceModel(schema);
  const form = schema['x-form']?.multipart;
  const register = (to: FastifyInstance) =>
    endpoint(to, {
      schema,
      operation: name,
      query: action.query,
      body: action.body,
      payload: action.payload,
      message: action.message,
      envelope: action.envelope,
      route: {
        ...(prepare && action.body ? { preValidation: async (r) => prepare(r.body as Doc) } : {}),
        ...(action.multipart ? { schema: { response: { 413: errorResponse } } } : {}),
      },
      handler: async (request) => {
        const input = {
          params: idsOf(request) ?? {},
          query: (request.query ?? {}) as Doc,
          body: (request.body ?? {}) as Doc,
        };
        if (action.multipart) {
          const read = await readMultipart(request, {
            resource: model.name,
            part: action.multipart === 'form' ? form?.part : undefined,
            file: form?.file ?? 'file',
            filePrivilege: action.multipart === 'form' ? model.image?.privilege : undefined,
          });
          Object.assign(input, { body: read.data, file: read.file });
        }
        return actionOp(call(request), name, input);
      },
    });
  if (action.multipart) await withMultipart(app, FORM_LIMITS, register);
  else register(app);
}

/**
 * The record's image (model.ts), at `<record path>/<kind>`: with a token, or through the signed
 * link the answers carry (imageLinks.ts; a token in a URL would leak into logs and history). Served
 * as an image no browser may sniff into anything else.
 */
function registerImage(
  app: FastifyInstance,
  model: ResourceModel,
  call: (r: FastifyRequest) => Call,
) {
  const kind = model.image?.kind;
  const path = Object.values(model.schema['x-api'] ?? {}).find((op) =>
    op?.path.endsWith(`/{${model.idColumn}}`),
  )?.path;
  const privilege = privilegeOf(model.schema, 'list');
  if (!kind || !path || !privilege) return;
  const url = apiPath(`${path}/${kind}`);
  if (app.hasRoute({ method: 'GET', url })) return;
  app.route({
    method: 'GET',
    url,
    config: { privilege, imageLink: kind },
    schema: {
      params: idParams(model.idColumn),
      querystring: imageLinkQuery,
      response: { ...protectedErrors },
    },
    handler: async (request, reply) =>
      sendLinkedImage(request, reply, () => imageOp(call(request), idsOf(request)[model.idColumn])),
  });
}

async function registerResource(app: FastifyInstance, db: Db, schema: ResourceSchema) {
  const model = resourceModel(schema);
  const hooks = serverHooks[model.name] ?? {};
  const messages = hooks.messages ?? {};
  const record = hooks.view ?? recordResponseSchema(schema);
  const prepare = hooks.prepare;
  const preValidation = prepare
    ? { preValidation: async (r: FastifyRequest) => prepare(r.body as Doc) }
    : undefined;
  const call = (request: FastifyRequest): Call => ({ db, model, principal: request.principal });
  const idOf = (request: FastifyRequest) => idsOf(request)[model.idColumn];
  const taken = (name: string) => {
    const op = schema['x-api']![name]!;
    return app.hasRoute({ method: op.method, url: apiPath(op.path) });
  };

  for (const name of Object.keys(schema['x-api'] ?? {})) {
    if (taken(name)) continue;
    const action = actionOf(model, name);
    if (action) {
      await registerAction(app, schema, name, action, call, prepare);
      continue;
    }
    switch (name) {
      case 'list':
        endpoint(app, {
          schema,
          operation: name,
          query: listQuery(model),
          payload: pageSchema(record),
          message: sentence(model, messages.listed, 'record.list_fetched'),
          handler: async (request) => {
            const q = paging(request.query as { page: number; size: number; sort?: string; order?: 'ASC' | 'DESC' });
            const sortColumn = q.sort && model.sortable.has(q.sort) ? q.sort : undefined;
            const order = q.order ?? (q.sort ? 'ASC' : model.defaultSort.order);
            const { rows, total } = await listOp(call(request), {
              sortColumn: sortColumn ?? model.defaultSort.field,
              sortDesc: order === 'DESC',
              offset: q.page * q.size,
              limit: q.size,
            });
            return page(rows, q.page, q.size, total);
          },
        });
        break;
      case 'show':
        endpoint(app, {
          schema,
          operation: name,
          payload: record,
          message: sentence(model, messages.fetched, 'record.fetched'),
          handler: (request) => showOp(call(request), idOf(request)),
        });
        break;
      case 'create':
        endpoint(app, {
          schema,
          operation: name,
          body: bodySchema(schema, false),
          payload: record,
          route: preValidation,
          message: sentence(model, messages.created, 'record.created'),
          handler: (request) => createOp(call(request), request.body as Doc),
        });
        break;
      case 'update': {
        const partial = schema['x-api']!.update!.method === 'PATCH';
        endpoint(app, {
          schema,
          operation: name,
          body: bodySchema(schema, partial),
          payload: record,
          route: preValidation,
          message: sentence(model, messages.updated, 'record.updated'),
          handler: (request) => updateOp(call(request), idOf(request), request.body as Doc),
        });
        break;
      }
      case 'delete':
        endpoint(app, {
          schema,
          operation: name,
          message: sentence(model, messages.deleted, 'record.deleted'),
          handler: async (request) => {
            await deleteOp(call(request), idOf(request));
          },
        });
        break;
    }
  }
  if (model.image) registerImage(app, model, call);
}

export async function resourceRoutes(app: FastifyInstance, opts: ResourceRouteOptions) {
  // The privileges the served schemas declare join the catalogue before any route names them.
  joinCatalogue(declaredGroups(opts.schemas));
  await simpleRestRoutes(app, opts);
  for (const schema of opts.schemas) {
    if (schema['x-api']) await registerResource(app, opts.db, schema);
  }
}
