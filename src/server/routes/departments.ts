/**
 * Departments on the wire (contract §2.10, D1–D13). Paths, statuses, envelope keys and privileges come
 * from schemas/department.schema.json (and employee's x-api for D2, D11, D12); bodies are validated with
 * the schema's own messages; rules live in operations/departments.ts.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { JSONSchema7 } from 'json-schema';
import { registry } from '../../generated/registry.ts';
import type { ApiOperation, ResourceSchema } from '../../shared/dialect.ts';
import type { Db } from '../db/database.ts';
import {
  assignDepartment,
  createDepartment,
  departmentEmployees,
  editDepartment,
  listDepartmentRows,
  removeDepartment,
  setEmployeeInDepartment,
  unassignDepartment,
  type DepartmentBody,
  type PageQuery,
} from '../operations/departments.ts';
import { bodySchema, recordResponseSchema } from '../schemaViews.ts';
import { protectedErrors } from '../wire.ts';
import { replyOnceSaying, say } from '../messages.ts';

const department = registry.department as ResourceSchema;
const employee = registry.employee as ResourceSchema;
const api = department['x-api']!;
const employeeApi = employee['x-api']!;
const privileges = department['x-privileges'];
const employeePrivileges = employee['x-privileges'];

const MAX_PAGE_SIZE = 100;
/** Ids the client takes from `<select>` values: numeric strings become numbers, "" null (§1.1). */
const ID_FIELDS = ['managerId', 'organizationId', 'branchId'];

const fastifyPath = (p: string) => `/api/v1${p.replace(/\{(\w+)\}/g, ':$1')}`;

function paramsSchema(op: ApiOperation) {
  const names = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
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

const pageQuery = (withSort: boolean) => ({
  type: 'object',
  properties: {
    page: { type: 'integer', minimum: 0, default: 0 },
    size: { type: 'integer', minimum: 1, default: 10 },
    ...(withSort ? { sortBy: { type: 'string', maxLength: 64 } } : {}),
  },
  errorMessage: {
    properties: {
      page: 'page must be a whole number of 0 or more.',
      size: 'size must be a whole number of 1 or more.',
      sortBy: 'sortBy must be a short text.',
    },
  },
});

/** A schema property as fast-json-stringify should see it: no x- vocabulary, every value nullable,
 *  and free-form objects (attribute maps) written out whole. */
function wire(p: unknown): JSONSchema7 {
  if (!p || typeof p !== 'object') return p as JSONSchema7;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(p)) {
    if (k.startsWith('x-') || ['errorMessage', 'allOf', 'default', 'title'].includes(k)) continue;
    if (k === 'properties')
      out[k] = Object.fromEntries(Object.entries(v as object).map(([n, s]) => [n, wire(s)]));
    else if (k === 'items') out[k] = wire(v);
    else out[k] = v;
  }
  const types = [out.type].flat().filter(Boolean) as string[];
  if (types.length && !types.includes('null')) out.type = [...types, 'null'];
  if (types.includes('object') && !out.properties && out.additionalProperties === undefined)
    out.additionalProperties = true;
  return out as JSONSchema7;
}

/** The stored view of a record plus the read-only, computed keys its schema declares. */
function responseRecord(schema: ResourceSchema, computed: string[]): JSONSchema7 {
  const base = recordResponseSchema(schema);
  const props = schema.properties as Record<string, unknown>;
  const attributes: JSONSchema7 = { type: 'object', additionalProperties: true };
  return {
    type: 'object',
    properties: {
      ...base.properties,
      attributes,
      ...Object.fromEntries(computed.map((n) => [n, wire(props[n])])),
    },
  };
}

const departmentRow = responseRecord(department, [
  'managerEmployeeCode',
  'managerFirstName',
  'managerLastName',
  'organizations',
  'branches',
]);
const employeeObject = responseRecord(employee, [
  'user',
  'departments',
  'addresses',
  'emergencyContacts',
  'account',
  'skills',
  'designations',
]);

function pageSchema(record: JSONSchema7) {
  const sort = {
    type: 'object',
    properties: {
      empty: { type: 'boolean' },
      sorted: { type: 'boolean' },
      unsorted: { type: 'boolean' },
    },
  };
  const int = { type: 'integer' };
  const bool = { type: 'boolean' };
  return {
    type: 'object',
    properties: {
      content: { type: 'array', items: record },
      pageable: {
        type: 'object',
        properties: {
          pageNumber: int,
          pageSize: int,
          offset: int,
          paged: bool,
          unpaged: bool,
          sort,
        },
      },
      last: bool,
      first: bool,
      totalPages: int,
      totalElements: int,
      size: int,
      number: int,
      numberOfElements: int,
      empty: bool,
      sort,
    },
  };
}

const envelopeSchema = (key?: string, payload?: object) => ({
  type: 'object',
  properties: {
    success: { type: 'boolean' },
    message: { type: 'string' },
    ...(key && payload ? { [key]: payload } : {}),
  },
});

const ok = (message: string, key?: string, payload?: unknown) =>
  key ? { success: true, message, [key]: payload } : { success: true, message };

// The envelopes around remembered pages: one object per page, so its JSON is written once (sealed.ts).
const departmentEmployeesReply = replyOnceSaying(
  () => 'department.employees_fetched',
  (page: object, message) => ok(message, employeeApi.ofDepartment!.key, page),
);
const unassignedReplies = {
  unassignedOfBranch: replyOnceSaying(
    () => 'department.unassigned_fetched',
    (page: object, message) => ok(message, api.unassignedOfBranch!.key, page),
  ),
  unassignedOfOrganization: replyOnceSaying(
    () => 'department.unassigned_fetched',
    (page: object, message) => ok(message, api.unassignedOfOrganization!.key, page),
  ),
};

const pageOf = (request: FastifyRequest): PageQuery & { sortBy?: string } => {
  const q = request.query as PageQuery & { sortBy?: string };
  return { ...q, size: Math.min(q.size, MAX_PAGE_SIZE) };
};

const num = (request: FastifyRequest, name: string) =>
  (request.params as Record<string, number>)[name];

export async function departmentRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;

  app.addHook('preValidation', async (request) => {
    const body = request.body as Record<string, unknown> | undefined;
    if (!body || typeof body !== 'object' || Array.isArray(body)) return;
    for (const field of ID_FIELDS) {
      const v = body[field];
      if (typeof v !== 'string') continue;
      if (v.trim() === '') body[field] = null;
      else if (/^\d{1,15}$/.test(v.trim())) body[field] = Number(v.trim());
    }
    // An edit that sends no manager (null or "") keeps the current one (§2.10 D6 notes).
    if (request.method === 'PATCH' && body.managerId === null) delete body.managerId;
  });

  // D1: bare Page<DepartmentRow>.
  app.route({
    method: api.list!.method,
    url: fastifyPath(api.list!.path),
    config: { privilege: privileges.list },
    schema: {
      querystring: pageQuery(false),
      response: { 200: pageSchema(departmentRow), ...protectedErrors },
    },
    handler: (request) => listDepartmentRows(db, 'all', pageOf(request)),
  });

  // D3, D4: literal segments, so they win over /department/:departmentId (§1.7).
  for (const [name, filter] of [
    ['unassignedOfBranch', 'unassignedOfBranch'],
    ['unassignedOfOrganization', 'unassignedOfOrganization'],
  ] as const) {
    const op = api[name]!;
    app.route({
      method: op.method,
      url: fastifyPath(op.path),
      config: { privilege: privileges.actions![name] },
      schema: {
        querystring: pageQuery(false),
        response: { 200: envelopeSchema(op.key, pageSchema(departmentRow)), ...protectedErrors },
      },
      handler: async (request, reply) =>
        unassignedReplies[name](reply, await listDepartmentRows(db, filter, pageOf(request), true)),
    });
  }

  // D2: the department's employees, honouring sortBy (§6.2 #29).
  const ofDepartment = employeeApi.ofDepartment!;
  app.route({
    method: ofDepartment.method,
    url: fastifyPath(ofDepartment.path),
    config: { privilege: employeePrivileges.actions!.ofDepartment },
    schema: {
      params: paramsSchema(ofDepartment),
      querystring: pageQuery(true),
      response: {
        200: envelopeSchema(ofDepartment.key, pageSchema(employeeObject)),
        ...protectedErrors,
      },
    },
    handler: async (request, reply) => {
      const employees = await departmentEmployees(
        db,
        num(request, 'departmentId'),
        pageOf(request),
        request.principal,
      );
      return departmentEmployeesReply(reply, employees);
    },
  });

  // D5
  const create = api.create!;
  app.route({
    method: create.method,
    url: fastifyPath(create.path),
    config: { privilege: privileges.create },
    schema: {
      body: bodySchema(department, false),
      response: { [create.status]: envelopeSchema(create.key, departmentRow), ...protectedErrors },
    },
    handler: async (request, reply) => {
      const row = await createDepartment(db, request.body as DepartmentBody);
      return reply.code(create.status).send(ok(say(reply, 'department.created'), create.key, row));
    },
  });

  // D6: organisation and branch are changed only through D7–D10.
  const update = api.update!;
  const updateBody = bodySchema(department, true) as JSONSchema7;
  const { organizationId: _o, branchId: _b, ...updatable } = updateBody.properties!;
  app.route({
    method: update.method,
    url: fastifyPath(update.path),
    config: { privilege: privileges.update },
    schema: {
      params: paramsSchema(update),
      body: { ...updateBody, properties: updatable },
      response: { 200: envelopeSchema(), ...protectedErrors },
    },
    handler: async (request, reply) => {
      await editDepartment(db, num(request, 'departmentId'), request.body as DepartmentBody);
      return ok(say(reply, 'department.updated'));
    },
  });

  // D13
  const remove = api.delete!;
  app.route({
    method: remove.method,
    url: fastifyPath(remove.path),
    config: { privilege: privileges.delete },
    schema: {
      params: paramsSchema(remove),
      response: { 200: envelopeSchema(), ...protectedErrors },
    },
    handler: async (request, reply) => {
      await removeDepartment(db, num(request, 'departmentId'));
      return ok(say(reply, 'department.deleted'));
    },
  });

  // D7–D10: the container id first, the department id last.
  const links = [
    ['assignOrganization', 'organization', true, 'organizationId'],
    ['removeOrganization', 'organization', false, 'organizationId'],
    ['assignBranch', 'branch', true, 'branchId'],
    ['removeBranch', 'branch', false, 'branchId'],
  ] as const;
  for (const [name, container, assign, param] of links) {
    const op = api[name]!;
    app.route({
      method: op.method,
      url: fastifyPath(op.path),
      config: { privilege: privileges.actions![name] },
      schema: { params: paramsSchema(op), response: { 200: envelopeSchema(), ...protectedErrors } },
      handler: async (request, reply) => {
        const ids = [num(request, param), num(request, 'departmentId')] as const;
        if (assign) await assignDepartment(db, container, ...ids);
        else await unassignDepartment(db, container, ...ids);
        const code = assign
          ? (`department.assigned_to_${container}` as const)
          : (`department.removed_from_${container}` as const);
        return ok(say(reply, code));
      },
    });
  }

  // D11, D12: the employee id first.
  for (const [name, member] of [
    ['assignDepartment', true],
    ['removeDepartment', false],
  ] as const) {
    const op = employeeApi[name]!;
    app.route({
      method: op.method,
      url: fastifyPath(op.path),
      config: { privilege: employeePrivileges.actions![name] },
      schema: { params: paramsSchema(op), response: { 200: envelopeSchema(), ...protectedErrors } },
      handler: async (request, reply) => {
        await setEmployeeInDepartment(
          db,
          num(request, 'employeeId'),
          num(request, 'departmentId'),
          member,
        );
        return ok(
          member
            ? say(reply, 'department.employee_assigned')
            : say(reply, 'department.employee_removed'),
        );
      },
    });
  }
}
