/**
 * Every schema-served resource on the wire with no code of its own: each `x-api` operation its
 * schema declares (and its hook file implements, for named actions) goes through the registrar to
 * the pipeline's operations. Registered after the bespoke route plugins: an operation a bespoke
 * plugin already serves (a wizard, a bespoke upload…) is left to it. A schema without `x-api` is
 * served as conventional REST instead (simpleRest.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ResourceSchema } from '../../shared/dialect.ts';
import type { Db } from '../db/database.ts';
import { resourceModel, titleOf, type ResourceModel } from '../resource/model.ts';
import type { Action } from '../operations/hookApi.ts';
import { createOp, deleteOp, listOp, showOp, updateOp, type Call } from '../operations/pipeline.ts';
import { actionOf } from '../operations/stages.ts';
import { serverHooks } from '../../generated/serverHooks.ts';
import { bodySchema, servedRecordSchema } from '../http/schemaViews.ts';
import { apiPath, page, pageQuery, pageSchema, paging } from '../http/wire.ts';
import { SERVER_MESSAGES } from '../../shared/serverMessages.ts';
import { endpoint, idsOf, privilegeOf, type Endpoint, type Message } from './registrar.ts';
import { filterConditions, filterQuery } from '../operations/filterConditions.ts';
import { registerAction, registerImage, validated } from './resourceActions.ts';
import { simpleRestRoutes } from './simpleRest.ts';

export type ResourceRouteOptions = { db: Db; schemas: ResourceSchema[] };

type Doc = Record<string, unknown>;

/**
 * page and size, plus sort and order unless the schema keeps its order (`x-list.sort.fixed`), plus
 * the declared filters' parameters (operations/filterConditions.ts).
 */
const listQuery = (model: ResourceModel) => {
  const filters = filterQuery(model.schema);
  return model.defaultSort.fixed
    ? pageQuery(model.perPage, filters.properties, filters.messages)
    : pageQuery(
        model.perPage,
        {
          sort: { type: 'string', maxLength: 64 },
          order: { enum: ['ASC', 'DESC'] },
          ...filters.properties,
        },
        { order: 'order must be ASC or DESC.', ...filters.messages },
      );
};

/**
 * An update's null or "" (a form field left empty) for a `keepWhenEmpty` property means "not
 * sent": the stored value stays. Runs before validation, so the body schema need not allow null.
 */
const keepWhenEmpty = (model: ResourceModel) => async (request: FastifyRequest) => {
  const body = request.body as Doc | undefined;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return;
  for (const name of model.keepWhenEmpty) {
    const v = body[name];
    if (v === null || (typeof v === 'string' && v.trim() === '')) delete body[name];
  }
};

/** The resource's own success sentence (with its title where it names one), else the generic one. */
function sentence(model: ResourceModel, own: string | undefined, generic: string): Message {
  const code = own ?? generic;
  const titled = SERVER_MESSAGES[code as keyof typeof SERVER_MESSAGES].includes('%{title}');
  return (titled ? [code, titleOf(model)] : code) as Message;
}

async function registerResource(app: FastifyInstance, db: Db, schema: ResourceSchema) {
  const model = resourceModel(schema);
  const hooks = serverHooks[model.name] ?? {};
  const messages = hooks.messages ?? {};
  const views = hooks.views ?? {};
  const record = hooks.view ?? servedRecordSchema(schema, hooks.computed);
  const payloadOf = (p: Action['payload']) =>
    p === 'page' ? pageSchema(record) : p === 'record' ? record : p;
  const call = (request: FastifyRequest): Call => ({
    db,
    model,
    principal: request.principal,
    query: (request.query ?? {}) as Doc,
  });
  // The record's id is a path parameter, or a query one where the contract puts it there.
  const idOf = (request: FastifyRequest) =>
    idsOf(request)?.[model.idColumn] ?? (request.query as Record<string, number>)[model.idColumn];
  /**
   * Before validation: an update's empty `keepWhenEmpty` fields are dropped, then the
   * beforeValidate hooks run, so the schema's rules judge the body as it would be stored.
   */
  const preValidation = (operation: 'create' | 'update') => ({
    preValidation: async (request: FastifyRequest) => {
      if (operation === 'update') await keepWhenEmpty(model)(request);
      validated(request, operation, hooks.beforeValidate ?? []);
    },
  });
  const taken = (name: string) => {
    const op = schema['x-api']![name]!;
    return app.hasRoute({ method: op.method, url: apiPath(op.path) });
  };

  for (const name of Object.keys(schema['x-api'] ?? {})) {
    if (taken(name)) continue;
    // Declared beside the path (x-api's query, body, payload), or built by the hook file.
    const { query, body, payload } = schema['x-api']![name]!;
    const view = { query, body, payload, ...views[name] };
    const action = actionOf(model, name);
    if (action?.internal)
      throw new Error(
        `${model.name}: x-api.${name} is an internal action, reached only through call`,
      );
    if (action) {
      await registerAction(app, schema, name, action, call, hooks.beforeValidate ?? [], payloadOf);
      continue;
    }
    // The generic operations check the privilege at the route alone: opening one to every session
    // beside a privilege would have that privilege checked by nobody.
    if (schema['x-api']![name]!.access && privilegeOf(schema, name))
      throw new Error(
        `${model.name}: x-api.${name} declares access beside its privilege, which only an action that checks the privilege itself may do`,
      );
    const at = (spec: Omit<Endpoint, 'schema' | 'operation'>) =>
      endpoint(app, { schema, operation: name, ...spec });
    switch (name) {
      case 'list':
        if (schema['x-api']!.list!.paged === false) {
          at({
            payload: view.payload ?? { type: 'array', items: record },
            message: sentence(model, messages.listed, 'record.list_fetched'),
            // Every record in the schema's order (text as people read it, listOp), and no count.
            handler: (request) =>
              listOp(
                call(request),
                { offset: 0, limit: Infinity },
                { form: 'array', build: (rows) => rows },
              ),
          });
          break;
        }
        at({
          query: view.query ?? listQuery(model),
          payload: view.payload ?? pageSchema(record),
          message: sentence(model, messages.listed, 'record.list_fetched'),
          handler: async (request) => {
            const asked = paging(
              request.query as {
                page: number;
                size: number;
                sort?: string;
                order?: 'ASC' | 'DESC';
              },
            );
            const q = model.defaultSort.fixed
              ? { ...asked, sort: undefined, order: undefined }
              : asked;
            const sortColumn = q.sort && model.sortable.has(q.sort) ? q.sort : undefined;
            const order = q.order ?? (q.sort ? 'ASC' : model.defaultSort.order);
            return listOp(
              call(request),
              {
                where: filterConditions(schema, request.query as Doc),
                sortColumn: sortColumn ?? model.defaultSort.field,
                sortDesc: order === 'DESC',
                offset: q.page * q.size,
                limit: q.size,
              },
              { form: 'page', build: (rows, total) => page(rows, q.page, q.size, total) },
            );
          },
        });
        break;
      case 'show':
        at({
          payload: view.payload ?? record,
          message: sentence(model, messages.fetched, 'record.fetched'),
          handler: (request) => showOp(call(request), idOf(request)),
        });
        break;
      case 'create':
        at({
          query: view.query,
          body: view.body ?? bodySchema(schema, false),
          payload: view.payload ?? record,
          message: sentence(model, messages.created, 'record.created'),
          route: preValidation('create'),
          handler: (request) => createOp(call(request), request.body as Doc),
        });
        break;
      case 'update': {
        const partial = schema['x-api']!.update!.method === 'PATCH';
        at({
          query: view.query,
          body: view.body ?? bodySchema(schema, partial),
          payload: view.payload ?? record,
          message: sentence(model, messages.updated, 'record.updated'),
          route: preValidation('update'),
          handler: (request) => updateOp(call(request), idOf(request), request.body as Doc),
        });
        break;
      }
      case 'delete':
        at({
          query: view.query,
          payload: view.payload ?? record,
          message: sentence(model, messages.deleted, 'record.deleted'),
          handler: (request) => deleteOp(call(request), idOf(request)),
        });
        break;
    }
  }
  if (model.image) registerImage(app, model, call);
}

export async function resourceRoutes(app: FastifyInstance, opts: ResourceRouteOptions) {
  await simpleRestRoutes(app, opts);
  for (const schema of opts.schemas) {
    if (schema['x-api']) await registerResource(app, opts.db, schema);
  }
}
