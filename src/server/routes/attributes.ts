/**
 * The attribute definitions of all four kinds (contract §2.7, §2.9, §2.11, §2.12), registered from
 * each kind's schema: its `x-api` gives method, path, status and envelope key, its `x-privileges` the
 * privilege, its properties the body rules and messages. Organisation, department and employee kinds
 * answer in the S4 family; the branch kind in S1 with its own keys.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiOperation } from '../../shared/dialect.ts';
import {
  ATTRIBUTE_KINDS,
  createAttribute,
  deleteAttribute,
  listAttributes,
  normalizeKey,
  updateAttribute,
  type AttributeKindName,
} from '../operations/attributes.ts';
import { bodySchema, recordResponseSchema } from '../schemaViews.ts';
import type { FeatureOptions } from './features.ts';
import { apiPath, idParams, s1Schema, s4Schema } from './organizations.ts';
import { protectedErrors } from '../wire.ts';
import { say } from '../messages.ts';

/** Clients send the key untrimmed; the rules apply to what we would store. */
async function normalizeBody(request: FastifyRequest) {
  const body = request.body as Record<string, unknown> | null;
  if (body && typeof body === 'object' && typeof body.attributeKey === 'string')
    body.attributeKey = normalizeKey(body.attributeKey);
}

export async function attributeRoutes(app: FastifyInstance, opts: FeatureOptions) {
  for (const name of Object.keys(ATTRIBUTE_KINDS) as AttributeKindName[]) {
    const kind = ATTRIBUTE_KINDS[name];
    const schema = kind.schema;
    const api = schema['x-api'] ?? {};
    const privileges = schema['x-privileges'];
    const record = recordResponseSchema(schema);
    const titled = { title: schema.title ?? 'Attribute', resource: schema['x-resource'] };
    const s4 = kind.family === 'S4';
    const idOf = (request: FastifyRequest) =>
      (request.params as Record<string, number>)[schema['x-id']];

    /** S4 puts the record under `data`; S1 under the operation's key, if it has one. */
    const answer = (op: ApiOperation, message: string, row: unknown) =>
      s4
        ? { status: op.status, isSuccess: true, message, data: row }
        : op.key
          ? { success: true, message, [op.key]: row }
          : { success: true, message };
    const answerSchema = (op: ApiOperation, payload: object) =>
      s4 ? s4Schema(payload) : s1Schema(op.key, payload);

    const list = api.list!;
    app.route({
      method: list.method,
      url: apiPath(list.path),
      config: { privilege: privileges.list! },
      schema: {
        response: {
          [list.status]: list.key
            ? s1Schema(list.key, { type: 'array', items: record })
            : { type: 'array', items: record },
          ...protectedErrors,
        },
      },
      handler: async (_request, reply) => {
        const rows = await listAttributes(opts.db, name);
        return reply
          .code(list.status)
          .send(
            list.key
              ? { success: true, message: say(reply, 'record.listed', titled), [list.key]: rows }
              : rows,
          );
      },
    });

    const create = api.create!;
    app.route({
      method: create.method,
      url: apiPath(create.path),
      config: { privilege: privileges.create! },
      preValidation: normalizeBody,
      schema: {
        body: bodySchema(schema, false),
        response: { [create.status]: answerSchema(create, record), ...protectedErrors },
      },
      handler: async (request, reply) => {
        const { attributeKey } = request.body as { attributeKey: string };
        const row = await createAttribute(opts.db, name, attributeKey);
        return reply
          .code(create.status)
          .send(answer(create, say(reply, 'record.created', titled), row));
      },
    });

    const update = api.update!;
    app.route({
      method: update.method,
      url: apiPath(update.path),
      config: { privilege: privileges.update! },
      preValidation: normalizeBody,
      schema: {
        params: idParams([schema['x-id']]),
        body: bodySchema(schema, false),
        response: { [update.status]: answerSchema(update, record), ...protectedErrors },
      },
      handler: async (request, reply) => {
        const { attributeKey } = request.body as { attributeKey: string };
        const row = await updateAttribute(opts.db, name, idOf(request), attributeKey);
        return reply
          .code(update.status)
          .send(answer(update, say(reply, 'record.updated', titled), row));
      },
    });

    const remove = api.delete!;
    app.route({
      method: remove.method,
      url: apiPath(remove.path),
      config: { privilege: privileges.delete! },
      schema: {
        params: idParams([schema['x-id']]),
        response: { [remove.status]: answerSchema(remove, record), ...protectedErrors },
      },
      handler: async (request, reply) => {
        const row = await deleteAttribute(opts.db, name, idOf(request));
        return reply
          .code(remove.status)
          .send(answer(remove, say(reply, 'record.deleted', titled), row));
      },
    });
  }
}
