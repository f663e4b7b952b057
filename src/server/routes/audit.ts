/**
 * The audit trail on the wire (beyond the contract; README "Audit trail"), for holders of
 * GET_AUDIT_LOG:
 *   GET /api/v1/audit?page&size&actorId&resource&recordId&from&to   newest first, paged
 *   GET /api/v1/audit/{resource}/{recordId}                         one record's history
 * Both answer `{ success, auditLog }`, the entries in a Spring Page like every paged list; an
 * entry's reference fields come with the names of the records they point to, for the resources
 * the reader may read (operations/audit.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { auditPage, type AuditFilter } from '../operations/audit.ts';
import type { FeatureOptions } from './registrar.ts';
import { nullable, page, pageQuery, pageSchema, paging, protectedErrors } from '../http/wire.ts';

const DATE = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$', format: 'date' };
const NAME = { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_]{0,62}$' };
const RECORD_ID = { type: 'string', pattern: '^[0-9]{1,19}$' };
const MESSAGES = {
  resource: 'resource must be a resource name such as employee.',
  recordId: 'recordId must be a whole number.',
};

const listQuery = pageQuery(
  20,
  {
    actorId: { type: 'integer', minimum: 1 },
    resource: NAME,
    recordId: RECORD_ID,
    from: DATE,
    to: DATE,
  },
  {
    ...MESSAGES,
    actorId: 'actorId must be a positive whole number.',
    from: 'from must be a date (YYYY-MM-DD).',
    to: 'to must be a date (YYYY-MM-DD).',
  },
);

const entry = {
  type: 'object',
  properties: {
    position: { type: 'integer' },
    at: { type: 'string' },
    actorId: nullable('integer'),
    actorEmail: nullable('string'),
    resource: { type: 'string' },
    action: { type: 'string' },
    recordId: nullable('string'),
    before: { type: ['object', 'null'], additionalProperties: true },
    after: { type: ['object', 'null'], additionalProperties: true },
    names: {
      type: 'object',
      description:
        'The names of the records the reference fields point to, by field and then id ' +
        '(`{ "departmentId": { "1": "Engineering" } }`); only for resources the reader may read, ' +
        'and absent when there are none.',
      additionalProperties: { type: 'object', additionalProperties: { type: 'string' } },
    },
    hash: { type: 'string' },
  },
};

const response = {
  200: {
    type: 'object',
    properties: { success: { type: 'boolean' }, auditLog: pageSchema(entry) },
  },
  ...protectedErrors,
};

export async function auditRoutes(app: FastifyInstance, opts: FeatureOptions) {
  const answer = async (request: FastifyRequest, filter: AuditFilter) => {
    const { page: index, size } = paging(request.query as { page: number; size: number });
    const { rows, total } = await auditPage(opts.db, request.principal, filter, index, size);
    return { success: true, auditLog: page(rows, index, size, total) };
  };
  const config = { privilege: 'GET_AUDIT_LOG' };

  app.get('/api/v1/audit', { config, schema: { querystring: listQuery, response } }, (request) => {
    const { actorId, resource, recordId, from, to } = request.query as AuditFilter;
    return answer(request, { actorId, resource, recordId, from, to });
  });

  const params = {
    type: 'object',
    required: ['resource', 'recordId'],
    properties: { resource: NAME, recordId: RECORD_ID },
    errorMessage: { properties: MESSAGES },
  };
  app.get(
    '/api/v1/audit/:resource/:recordId',
    { config, schema: { params, querystring: pageQuery(20), response } },
    (request) => answer(request, request.params as AuditFilter),
  );
}
