/**
 * Routes generated from schemas: for each resource the engine serves, each operation its `x-api`
 * declares is registered on the contract's method, path, status and envelope key, guarded by the
 * privilege its `x-privileges` names (no privilege declared → no route). Resources with behaviour a
 * schema cannot express (employees, leave…) get bespoke routes instead and are not listed here.
 * A schema without `x-api` is served as conventional REST instead (simpleRest.ts).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ApiOperation, ResourceSchema } from '../../shared/dialect.ts';
import type { Db } from '../db/database.ts';
import {
  createResource,
  deleteResource,
  listResource,
  resourceModel,
  showResource,
  titleOf,
  updateResource,
  type ResourceModel,
} from '../operations/records.ts';
import { page } from '../wire.ts';
import { bodySchema, recordResponseSchema } from '../schemaViews.ts';
import { protectedErrors } from './responseSchemas.ts';
import { simpleRestRoutes } from './simpleRest.ts';
import { say } from '../messages.ts';

/** Resources whose whole behaviour is their schema. */
export const GENERIC_RESOURCES = new Set([
  'skill',
  'designation',
  'attendanceLocation',
  'leaveType',
]);

const MAX_PAGE_SIZE = 100;

export type ResourceRouteOptions = { db: Db; schemas: ResourceSchema[] };

/** `/skill/{skillId}` → `/api/v1/skill/:skillId` */
const fastifyPath = (p: string) => `/api/v1${p.replace(/\{(\w+)\}/g, ':$1')}`;

const pathParams = (p: string) => [...p.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);

function paramsSchema(op: ApiOperation) {
  const names = pathParams(op.path);
  if (!names.length) return undefined;
  return {
    type: 'object',
    required: names,
    properties: Object.fromEntries(
      names.map((n) => [n, { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER }]),
    ),
    errorMessage: {
      properties: Object.fromEntries(
        names.map((n) => [n, `${n} must be a positive whole number.`]),
      ),
    },
  };
}

const listQuery = (model: ResourceModel) => ({
  type: 'object',
  properties: {
    page: { type: 'integer', minimum: 0, default: 0 },
    size: { type: 'integer', minimum: 1, default: model.perPage },
    sort: { type: 'string', maxLength: 64 },
    order: { enum: ['ASC', 'DESC'] },
  },
  errorMessage: {
    properties: {
      page: 'page must be a whole number of 0 or more.',
      size: 'size must be a whole number of 1 or more.',
      order: 'order must be ASC or DESC.',
    },
  },
});

const envelope = (message: string, key: string | undefined, payload: unknown) =>
  key ? { success: true, message, [key]: payload } : { success: true, message };

const envelopeSchema = (key: string | undefined, payload: object) => ({
  type: 'object',
  properties: {
    success: { type: 'boolean' },
    message: { type: 'string' },
    ...(key ? { [key]: payload } : {}),
  },
});

function pageSchema(record: object) {
  const sort = {
    type: 'object',
    properties: {
      empty: { type: 'boolean' },
      sorted: { type: 'boolean' },
      unsorted: { type: 'boolean' },
    },
  };
  return {
    type: 'object',
    properties: {
      content: { type: 'array', items: record },
      pageable: {
        type: 'object',
        properties: {
          pageNumber: { type: 'integer' },
          pageSize: { type: 'integer' },
          offset: { type: 'integer' },
          paged: { type: 'boolean' },
          unpaged: { type: 'boolean' },
          sort,
        },
      },
      last: { type: 'boolean' },
      first: { type: 'boolean' },
      totalPages: { type: 'integer' },
      totalElements: { type: 'integer' },
      size: { type: 'integer' },
      number: { type: 'integer' },
      numberOfElements: { type: 'integer' },
      empty: { type: 'boolean' },
      sort,
    },
  };
}

export async function resourceRoutes(app: FastifyInstance, opts: ResourceRouteOptions) {
  await simpleRestRoutes(app, opts);
  for (const schema of opts.schemas) {
    if (!GENERIC_RESOURCES.has(schema['x-resource'])) continue;
    const model = resourceModel(schema);
    const api = schema['x-api'] ?? {};
    const privileges = schema['x-privileges'];
    const record = recordResponseSchema(schema);
    const titled = titleOf(model);
    const idOf = (params: unknown) => (params as Record<string, number>)[model.idColumn];

    const list = api.list;
    if (list && privileges.list) {
      const bare = list.key === 'content' || !list.key;
      app.route({
        method: list.method,
        url: fastifyPath(list.path),
        config: { privilege: privileges.list },
        schema: {
          querystring: listQuery(model),
          response: {
            [list.status]: bare ? pageSchema(record) : envelopeSchema(list.key, pageSchema(record)),
            ...protectedErrors,
          },
        },
        handler: async (request, reply) => {
          const q = request.query as {
            page: number;
            size: number;
            sort?: string;
            order?: 'ASC' | 'DESC';
          };
          const size = Math.min(q.size, MAX_PAGE_SIZE);
          const { rows, total } = await listResource(opts.db, model, { ...q, size });
          const body = page(rows, q.page, size, total);
          return reply
            .code(list.status)
            .send(
              bare ? body : envelope(say(reply, 'record.list_fetched', titled), list.key, body),
            );
        },
      });
    }

    const show = api.show;
    if (show && privileges.show) {
      app.route({
        method: show.method,
        url: fastifyPath(show.path),
        config: { privilege: privileges.show },
        schema: {
          params: paramsSchema(show),
          response: {
            [show.status]: show.key ? envelopeSchema(show.key, record) : record,
            ...protectedErrors,
          },
        },
        handler: async (request, reply) => {
          const row = await showResource(opts.db, model, idOf(request.params));
          return reply
            .code(show.status)
            .send(show.key ? envelope(say(reply, 'record.fetched', titled), show.key, row) : row);
        },
      });
    }

    const create = api.create;
    if (create && privileges.create) {
      app.route({
        method: create.method,
        url: fastifyPath(create.path),
        config: { privilege: privileges.create },
        schema: {
          body: bodySchema(schema, false),
          response: { [create.status]: envelopeSchema(create.key, record), ...protectedErrors },
        },
        handler: async (request, reply) => {
          const row = await createResource(opts.db, model, request.body as Record<string, unknown>);
          return reply
            .code(create.status)
            .send(envelope(say(reply, 'record.created', titled), create.key, row));
        },
      });
    }

    const update = api.update;
    if (update && privileges.update) {
      app.route({
        method: update.method,
        url: fastifyPath(update.path),
        config: { privilege: privileges.update },
        schema: {
          params: paramsSchema(update),
          body: bodySchema(schema, update.method === 'PATCH'),
          response: { [update.status]: envelopeSchema(update.key, record), ...protectedErrors },
        },
        handler: async (request, reply) => {
          const row = await updateResource(
            opts.db,
            model,
            idOf(request.params),
            request.body as Record<string, unknown>,
          );
          return reply
            .code(update.status)
            .send(envelope(say(reply, 'record.updated', titled), update.key, row));
        },
      });
    }

    const remove = api.delete;
    if (remove && privileges.delete) {
      app.route({
        method: remove.method,
        url: fastifyPath(remove.path),
        config: { privilege: privileges.delete },
        schema: {
          params: paramsSchema(remove),
          response: { [remove.status]: envelopeSchema(undefined, {}), ...protectedErrors },
        },
        handler: async (request, reply: FastifyReply) => {
          await deleteResource(opts.db, model, idOf(request.params));
          if (remove.status === 204) return reply.code(204).send();
          return reply
            .code(remove.status)
            .send(envelope(say(reply, 'record.deleted', titled), undefined, null));
        },
      });
    }
  }
}
