/**
 * The name search of every resource a schema refers to through `x-reference`
 * (schemas/README.md, "References and many-to-many"), in ra-data-simple-rest's dialect, so the
 * console reads it as the resource `names/<resource>` (getList, getMany):
 *
 *   GET /api/v1/names/<resource>?filter={"q":"ada"}&range=[0,9]  → [{ id, name }], Content-Range
 *   GET /api/v1/names/<resource>?filter={"id":[3,5]}             → the names of these records
 *
 * Guarded by the referenced resource's own list privilege: who may not list people cannot
 * search them (their names still come with the records that refer to them, `_names`).
 */
import type { FastifyInstance } from 'fastify';
import type { ResourceSchema } from '../../shared/dialect.ts';
import type { Db } from '../db/database.ts';
import { badRequest } from '../http/errors.ts';
import { resourceModel } from '../resource/model.ts';
import { modelOf } from '../operations/records.ts';
import { referencedResources, searchNamesOp } from '../operations/references.ts';
import { MAX_RANGE, parseJson, rangeOf } from '../operations/restRecords.ts';
import { protectedErrors, simpleRestQuery } from '../http/wire.ts';

const named = {
  type: 'array',
  items: {
    type: 'object',
    properties: { id: { type: 'integer' }, name: { type: 'string' } },
  },
};

/** `{ q: text }` and/or `{ id: one id or a list }`, nothing else. */
function filterOf(raw: unknown) {
  if (raw === undefined) return { text: '' };
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    throw badRequest('query.filter_object');
  if (!Object.keys(raw).every((k) => k === 'q' || k === 'id'))
    throw badRequest('query.filter_object');
  const { q = '', id } = raw as { q?: unknown; id?: unknown };
  if (typeof q !== 'string' || q.length > 200) throw badRequest('query.filter_q');
  const ids = id === undefined ? undefined : [id].flat();
  if (ids && (ids.length > MAX_RANGE || !ids.every((n) => Number.isSafeInteger(n))))
    throw badRequest('query.ids');
  return { text: q.trim(), ids: ids as number[] | undefined };
}

export async function referenceNameRoutes(
  app: FastifyInstance,
  opts: { db: Db; schemas: ResourceSchema[] },
) {
  for (const resource of referencedResources(opts.schemas.map(resourceModel))) {
    const privilege = modelOf(resource).schema['x-privileges'].list;
    if (!privilege) continue;
    app.get(`/api/v1/names/${resource}`, {
      config: { privilege },
      schema: {
        summary: `Search ${resource} records by name`,
        // ra-data-simple-rest's; `sort` is read by no one (names come sorted by name).
        querystring: simpleRestQuery,
        response: { 200: named, ...protectedErrors },
      },
      handler: async (request, reply) => {
        const raw = request.query as { filter?: string; range?: string };
        const { offset, limit } = rangeOf(parseJson('range', raw.range, '[first, last]'), 10);
        const filter = filterOf(parseJson('filter', raw.filter, '{"q": text}'));
        const { rows, total } = await searchNamesOp(opts.db, resource, {
          ...filter,
          offset,
          limit,
        });
        const span = rows.length ? `${offset}-${offset + rows.length - 1}` : '*';
        return reply
          .header('content-range', `${resource} ${span}/${total}`)
          .header('access-control-expose-headers', 'Content-Range')
          .send(rows);
      },
    });
  }
}
