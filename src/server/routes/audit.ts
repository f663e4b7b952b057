/**
 * The audit trail on the wire (beyond the contract; README "Audit trail"), for holders of
 * GET_AUDIT_LOG:
 *   GET /api/v1/audit?page&size&actorId&resource&recordId&from&to   newest first, paged
 *   GET /api/v1/audit/{resource}/{recordId}                         one record's history
 * Both answer `{ success, auditLog: { content, totalElements, totalPages, number, size, last } }`.
 */
import type { FastifyInstance } from 'fastify';
import { listAudit, type AuditFilter } from '../audit/repository.ts';
import type { FeatureOptions } from './registrar.ts';
import { nullable, pageQuery, paging, protectedErrors } from '../wire.ts';

const DATE = '^\\d{4}-\\d{2}-\\d{2}$';
const NAME = '^[A-Za-z][A-Za-z0-9_]{0,62}$';

const base = pageQuery(20);
const listQuery = {
  ...base,
  properties: {
    ...base.properties,
    actorId: { type: 'integer', minimum: 1 },
    resource: { type: 'string', pattern: NAME },
    recordId: { type: 'string', pattern: '^[0-9]{1,19}$' },
    from: { type: 'string', pattern: DATE, format: 'date' },
    to: { type: 'string', pattern: DATE, format: 'date' },
  },
  errorMessage: {
    properties: {
      ...base.errorMessage.properties,
      actorId: 'actorId must be a positive whole number.',
      resource: 'resource must be a resource name such as employee.',
      recordId: 'recordId must be a whole number.',
      from: 'from must be a date (YYYY-MM-DD).',
      to: 'to must be a date (YYYY-MM-DD).',
    },
  },
};

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
    hash: { type: 'string' },
  },
};

const response = {
  200: {
    type: 'object',
    properties: {
      success: { type: 'boolean' },
      auditLog: {
        type: 'object',
        properties: {
          content: { type: 'array', items: entry },
          totalElements: { type: 'integer' },
          totalPages: { type: 'integer' },
          number: { type: 'integer' },
          size: { type: 'integer' },
          last: { type: 'boolean' },
        },
      },
    },
  },
  ...protectedErrors,
};

export async function auditRoutes(app: FastifyInstance, opts: FeatureOptions) {
  const answer = async (filter: AuditFilter, page: number, size: number) => {
    const { rows, total } = await listAudit(opts.db, filter, page, size);
    const totalPages = Math.ceil(total / size);
    return {
      success: true,
      auditLog: {
        content: rows,
        totalElements: total,
        totalPages,
        number: page,
        size,
        last: page + 1 >= totalPages,
      },
    };
  };

  app.get(
    '/api/v1/audit',
    { config: { privilege: 'GET_AUDIT_LOG' }, schema: { querystring: listQuery, response } },
    async (request) => {
      const { page, size } = paging(request.query as { page: number; size: number });
      const { actorId, resource, recordId, from, to } = request.query as AuditFilter;
      return answer({ actorId, resource, recordId, from, to }, page, size);
    },
  );

  app.get(
    '/api/v1/audit/:resource/:recordId',
    {
      config: { privilege: 'GET_AUDIT_LOG' },
      schema: {
        params: {
          type: 'object',
          required: ['resource', 'recordId'],
          properties: {
            resource: { type: 'string', pattern: NAME },
            recordId: { type: 'string', pattern: '^[0-9]{1,19}$' },
          },
          errorMessage: {
            properties: {
              resource: 'resource must be a resource name such as employee.',
              recordId: 'recordId must be a whole number.',
            },
          },
        },
        querystring: pageQuery(20),
        response,
      },
    },
    async (request) => {
      const { page, size } = paging(request.query as { page: number; size: number });
      const { resource, recordId } = request.params as { resource: string; recordId: string };
      return answer({ resource, recordId }, page, size);
    },
  );
}
