/**
 * Sub-organisations (branches) on the wire (contract §2.8, plus O6 which lists an organisation's
 * branches): paths, statuses, keys and privileges from the branch and department schemas' x-api.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registry } from '../../generated/registry.ts';
import {
  assignBranch,
  branchesOf,
  branchPage,
  createBranch,
  departmentsOfBranchPage,
  removeBranch,
  unassignBranchFrom,
  updateBranchDetails,
  type BranchBody,
} from '../operations/branches.ts';
import { bodySchema } from '../schemaViews.ts';
import { page } from '../wire.ts';
import type { FeatureOptions } from './features.ts';
import {
  apiPath,
  branchSchema,
  coerceId,
  departmentSchema,
  idParams,
  organizationSchema,
  pageQuery,
  pageSchema,
  paging,
  s1Schema,
} from './organizations.ts';
import { protectedErrors } from '../wire.ts';
import { say } from '../messages.ts';

const branchRowSchema = {
  type: 'object',
  properties: {
    ...branchSchema.properties,
    organizations: { type: 'array', items: organizationSchema },
    departments: { type: 'array', items: departmentSchema },
  },
};

/** `organizationId` may arrive as "12" or ""; the name is judged as it will be stored (trimmed). */
async function prepareBody(request: FastifyRequest) {
  const body = request.body as Record<string, unknown> | null;
  if (!body || typeof body !== 'object') return;
  if ('organizationId' in body) body.organizationId = coerceId(body.organizationId);
  if (typeof body.branchName === 'string') body.branchName = body.branchName.trim();
  if (body.attributes === null) delete body.attributes;
}

const params = (request: FastifyRequest) => request.params as Record<string, number>;

export async function branchRoutes(app: FastifyInstance, opts: FeatureOptions) {
  const { db } = opts;
  const schema = registry.branch;
  const api = schema['x-api']!;
  const priv = schema['x-privileges'];
  const actions = priv.actions!;
  const ok = (message: string) => ({ success: true, message });
  const okSchema = s1Schema(undefined, {});

  for (const [op, unassigned] of [
    [api.list!, false],
    [api.unassigned!, true],
  ] as const) {
    const item = unassigned ? branchRowSchema : branchSchema;
    app.route({
      method: op.method,
      url: apiPath(op.path),
      config: { privilege: unassigned ? actions.unassigned : priv.list! },
      schema: {
        querystring: pageQuery(schema['x-list']?.perPage),
        response: { [op.status]: s1Schema(op.key, pageSchema(item)), ...protectedErrors },
      },
      handler: async (request, reply) => {
        const { page: p, size } = paging(request);
        const { rows, total } = await branchPage(db, { page: p, size, unassigned });
        return reply.code(op.status).send({
          ...ok(say(reply, 'branch.list_fetched')),
          [op.key!]: page(rows, p, size, total),
        });
      },
    });
  }

  const create = api.create!;
  app.route({
    method: create.method,
    url: apiPath(create.path),
    config: { privilege: priv.create! },
    preValidation: prepareBody,
    schema: {
      body: bodySchema(schema, false),
      response: { [create.status]: s1Schema(create.key, branchSchema), ...protectedErrors },
    },
    handler: async (request, reply) => {
      const branch = await createBranch(db, request.body as BranchBody);
      return reply
        .code(create.status)
        .send({ ...ok(say(reply, 'branch.created')), [create.key!]: branch });
    },
  });

  const update = api.update!;
  app.route({
    method: update.method,
    url: apiPath(update.path),
    config: { privilege: priv.update! },
    preValidation: prepareBody,
    schema: {
      params: idParams(['branchId']),
      body: bodySchema(schema, true),
      response: { [update.status]: okSchema, ...protectedErrors },
    },
    handler: async (request, reply) => {
      await updateBranchDetails(db, params(request).branchId, request.body as BranchBody);
      return reply.code(update.status).send(ok(say(reply, 'branch.updated')));
    },
  });

  const remove = api.delete!;
  app.route({
    method: remove.method,
    url: apiPath(remove.path),
    config: { privilege: priv.delete! },
    schema: {
      params: idParams(['branchId']),
      response: { [remove.status]: okSchema, ...protectedErrors },
    },
    handler: async (request, reply) => {
      await removeBranch(db, params(request).branchId);
      return reply.code(remove.status).send(ok(say(reply, 'branch.deleted')));
    },
  });

  const ofOrganization = api.ofOrganization!;
  app.route({
    method: ofOrganization.method,
    url: apiPath(ofOrganization.path),
    config: { privilege: actions.ofOrganization },
    schema: {
      params: idParams(['organizationId']),
      response: {
        [ofOrganization.status]: s1Schema(ofOrganization.key, {
          type: 'array',
          items: branchRowSchema,
        }),
        ...protectedErrors,
      },
    },
    handler: async (request, reply) => {
      const rows = await branchesOf(db, params(request).organizationId);
      return reply
        .code(ofOrganization.status)
        .send({ ...ok(say(reply, 'branch.list_fetched')), [ofOrganization.key!]: rows });
    },
  });

  // B4 lives in the department schema's x-api (key `departmensts`, sic).
  const ofBranch = registry.department['x-api']!.ofBranch!;
  app.route({
    method: ofBranch.method,
    url: apiPath(ofBranch.path),
    config: { privilege: registry.department['x-privileges'].actions!.ofBranch },
    schema: {
      params: idParams(['branchId']),
      querystring: pageQuery(),
      response: {
        [ofBranch.status]: s1Schema(ofBranch.key, pageSchema(departmentSchema)),
        ...protectedErrors,
      },
    },
    handler: async (request, reply) => {
      const { page: p, size } = paging(request);
      const { rows, total } = await departmentsOfBranchPage(db, params(request).branchId, p, size);
      return reply.code(ofBranch.status).send({
        ...ok(say(reply, 'branch.departments_fetched')),
        [ofBranch.key!]: page(rows, p, size, total),
      });
    },
  });

  for (const [op, privilege, assign] of [
    [api.assign!, actions.assign, true],
    [api.remove!, actions.remove, false],
  ] as const) {
    app.route({
      method: op.method,
      url: apiPath(op.path),
      config: { privilege },
      schema: {
        params: idParams(['organizationId', 'branchId']),
        response: { [op.status]: okSchema, ...protectedErrors },
      },
      handler: async (request, reply) => {
        const { organizationId, branchId } = params(request);
        if (assign) await assignBranch(db, organizationId, branchId);
        else await unassignBranchFrom(db, organizationId, branchId);
        return reply
          .code(op.status)
          .send(ok(assign ? say(reply, 'branch.assigned') : say(reply, 'branch.unassigned')));
      },
    });
  }
}
