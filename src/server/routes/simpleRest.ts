/**
 * Conventional REST for every schema that declares `x-privileges` but no `x-api`, in the dialect
 * ra-data-simple-rest speaks (schemas/README.md, "From an empty file to a working screen"):
 *
 *   GET    /api/v1/<name>?sort=["field","ASC"]&range=[0,9]&filter={...}  → rows, Content-Range
 *   GET    /api/v1/<name>/:id     (x-privileges.show, else list)           → the record
 *   POST   /api/v1/<name>         (create)  201                            → the record
 *   PUT    /api/v1/<name>/:id     (update)                                 → the record
 *   DELETE /api/v1/<name>/:id     (delete)                                 → the deleted record
 *
 * Records carry `id` (react-admin's key) next to their x-id. Bodies are validated by the schema's
 * own rules and messages; unknown fields are dropped. An action without a privilege has no route.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ResourceSchema } from '../../shared/dialect.ts';
import { isSimpleRest } from '../../shared/screens.ts';
import type { Db } from '../db/database.ts';
import { conflict } from '../http/errors.ts';
import { lowerTitle, resourceModel } from '../resource/model.ts';
import { createOp, deleteOp, showOp, updateOp, type Call } from '../operations/pipeline.ts';
import { restList, type RawListQuery } from '../operations/restRecords.ts';
import { bodySchema, referencedRecordSchema } from '../http/schemaViews.ts';
import { idParams, protectedErrors, simpleRestQuery } from '../http/wire.ts';
import { referenceNameRoutes } from './referenceNames.ts';

export async function simpleRestRoutes(
  app: FastifyInstance,
  opts: { db: Db; schemas: ResourceSchema[] },
) {
  for (const schema of opts.schemas.filter(isSimpleRest)) {
    const model = resourceModel(schema);
    const privileges = schema['x-privileges'];
    const base = `/api/v1/${model.name}`;
    const params = idParams('id');
    const record = referencedRecordSchema(schema);
    const withIdSchema = {
      ...record,
      properties: { id: { type: 'integer' }, ...record.properties },
    };
    const response = (status: number, body: object) =>
      ({ [status]: body, ...protectedErrors }) as Record<number, object>;
    const withId = (row: Record<string, unknown>) => ({ id: row[model.idColumn], ...row });
    const idOf = (request: FastifyRequest) => (request.params as { id: number }).id;
    const call = (request: FastifyRequest): Call => ({
      db: opts.db,
      model,
      principal: request.principal,
    });
    const props = Object.entries(schema.properties ?? {}) as [string, { type?: unknown }][];
    const nullable = props.filter(([, p]) => [p.type].flat().includes('null')).map(([n]) => n);
    /** PUT replaces: an optional field the body omits is emptied, not kept. */
    const replacing = (body: Record<string, unknown>) => ({
      ...Object.fromEntries(nullable.map((n) => [n, null])),
      ...body,
    });

    if (privileges.list) {
      app.get(base, {
        config: { privilege: privileges.list },
        schema: {
          querystring: simpleRestQuery,
          response: response(200, { type: 'array', items: withIdSchema }),
        },
        handler: async (request, reply) => {
          const { rows, total, first, last } = await restList(
            call(request),
            request.query as RawListQuery,
          );
          const span = rows.length ? `${first}-${last}` : '*';
          return reply
            .header('content-range', `${model.name} ${span}/${total}`)
            .header('access-control-expose-headers', 'Content-Range')
            .send(rows.map(withId));
        },
      });
    }

    const show = privileges.show ?? privileges.list;
    if (show) {
      app.get(`${base}/:id`, {
        config: { privilege: show },
        schema: { params, response: response(200, withIdSchema) },
        handler: async (request) => withId(await showOp(call(request), idOf(request))),
      });
    }

    if (privileges.create) {
      app.post(base, {
        config: { privilege: privileges.create },
        schema: { body: bodySchema(schema, false), response: response(201, withIdSchema) },
        handler: async (request, reply) => {
          const row = await createOp(call(request), request.body as Record<string, unknown>);
          return reply.code(201).send(withId(row));
        },
      });
    }

    if (privileges.update) {
      app.put(`${base}/:id`, {
        config: { privilege: privileges.update },
        // PUT replaces the record: the create rules apply, required fields included.
        schema: { params, body: bodySchema(schema, false), response: response(200, withIdSchema) },
        handler: async (request) =>
          withId(
            await updateOp(
              call(request),
              idOf(request),
              replacing(request.body as Record<string, unknown>),
            ),
          ),
      });
    }

    if (privileges.delete) {
      const inUse = () => conflict('record.in_use', lowerTitle(model));
      app.delete(`${base}/:id`, {
        config: { privilege: privileges.delete },
        schema: { params, response: response(200, withIdSchema) },
        handler: async (request) => withId(await deleteOp(call(request), idOf(request), inUse)),
      });
    }
  }
  // The name search of what these schemas refer to (x-reference): forms and filters use it.
  await referenceNameRoutes(app, opts);
}
