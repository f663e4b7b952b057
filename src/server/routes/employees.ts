/**
 * Employees on the wire (contract §2.2 EM2–EM8). Paths, statuses, envelope keys and privileges come
 * from schemas/employee.schema.json; bodies are validated with the schema's own messages; literal
 * segments (getAllEmployees, searchEmployee…) are registered as their own routes, so they win over
 * `/employee/:employeeId` (§1.7). Rules live in operations/employees.ts.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { JSONSchema7 } from 'json-schema';
import { registry } from '../../generated/registry.ts';
import type { ResourceSchema } from '../../shared/dialect.ts';
import { listEmployees, searchEmployees, showEmployee } from '../operations/reads.ts';
import {
  directReports,
  photoOf,
  saveEmployeeDetails,
  setPhoto,
  type EmployeeBody,
} from '../operations/employees.ts';
import { badRequest, httpError } from '../errors.ts';
import { imageLinkQuery, sendLinkedImage } from '../imageLinks.ts';
import { bodySchema, recordResponseSchema } from '../schemaViews.ts';
import { MAX_IMAGE_BYTES, withMultipart } from '../uploads.ts';
import type { FeatureOptions } from './features.ts';
import { protectedErrors } from './responseSchemas.ts';
import { replySaying, say } from '../messages.ts';
import type { PlainMessageCode } from '../../shared/serverMessages.ts';

const employee = registry.employee as ResourceSchema;
const api = employee['x-api']!;
const privileges = employee['x-privileges'];
const props = employee.properties as Record<string, JSONSchema7>;

const MAX_PAGE_SIZE = 100;
const fastifyPath = (p: string) => `/api/v1${p.replace(/\{(\w+)\}/g, ':$1')}`;

const idParam = {
  type: 'object',
  required: ['employeeId'],
  properties: { employeeId: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } },
  errorMessage: { properties: { employeeId: 'employeeId must be a positive whole number.' } },
};

/** A schema property as fast-json-stringify should see it: no x- vocabulary, every value nullable,
 *  free-form objects (attribute maps) written out whole. */
function wire(p: unknown): JSONSchema7 {
  if (!p || typeof p !== 'object') return p as JSONSchema7;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(p)) {
    if (k.startsWith('x-') || ['errorMessage', 'allOf', 'default', 'title', 'enum'].includes(k))
      continue;
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

const COMPUTED = [
  'user',
  'departments',
  'addresses',
  'emergencyContacts',
  'account',
  'skills',
  'designations',
];
/** The Employee object (§3.4): stored columns plus the nested keys, each listed explicitly. */
export const employeeResponse: JSONSchema7 = {
  type: 'object',
  properties: {
    ...recordResponseSchema(employee).properties,
    attributes: { type: 'object', additionalProperties: true },
    ...Object.fromEntries(COMPUTED.map((n) => [n, wire(props[n])])),
  },
};

const sortSchema = {
  type: 'object',
  properties: {
    empty: { type: 'boolean' },
    sorted: { type: 'boolean' },
    unsorted: { type: 'boolean' },
  },
};
const int = { type: 'integer' };
const bool = { type: 'boolean' };
export const employeePage = {
  type: 'object',
  properties: {
    content: { type: 'array', items: employeeResponse },
    pageable: {
      type: 'object',
      properties: {
        pageNumber: int,
        pageSize: int,
        offset: int,
        paged: bool,
        unpaged: bool,
        sort: sortSchema,
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
    sort: sortSchema,
  },
};

const nullable = (type: string) => ({ type: [type, 'null'] });
const address = wire(props.addresses).items as JSONSchema7;
/** SearchResult (§3.3), plus the EM8 extras the review screen reads. */
const searchResult = {
  type: 'object',
  properties: {
    userId: nullable('integer'),
    employeeId: int,
    employeeCode: nullable('string'),
    firstName: nullable('string'),
    lastName: nullable('string'),
    profileImage: nullable('string'),
    gender: nullable('string'),
    position: nullable('string'),
    contact: nullable('string'),
    joinDate: nullable('string'),
    createdAt: nullable('string'),
    addresses: { type: 'array', items: address },
    attributes: { type: 'object', additionalProperties: true },
    roles: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          roleId: int,
          role: { type: 'string' },
          privilege: { type: 'array', items: { type: 'string' } },
        },
      },
    },
    active: { type: 'null' },
    managerId: { type: 'null' },
    departments: { type: 'null' },
  },
};

const s1 = (key: string, value: object, extra: Record<string, object> = {}) => ({
  type: 'object',
  properties: {
    success: bool,
    message: { type: 'string' },
    [key]: value,
    ...extra,
  },
});

/** EM3 / EM7 bodies: the schema's writable fields plus the name lists, nothing else (§6.2 #34). */
function detailsBody(partial: boolean): JSONSchema7 {
  const body = bodySchema(employee, partial) as JSONSchema7 & {
    properties: Record<string, JSONSchema7>;
  };
  const list = (n: string) => {
    const { type, items } = props[n];
    return {
      type,
      items,
      maxItems: 100,
      errorMessage: { type: `${n} must be a list of names.` },
    } as JSONSchema7;
  };
  return {
    ...body,
    properties: {
      ...body.properties,
      skillList: list('skillList'),
      designationList: list('designationList'),
    },
  };
}

const NUMBER_FIELDS = ['departmentId', 'salary'];
const nullableField = (n: string) => [props[n]?.type].flat().includes('null');

/**
 * The client sends `<select>` values and empty inputs as text (§1.1): numeric strings become numbers,
 * "" becomes null. On an update, null for a field that cannot be empty means "leave as it is": the
 * edit form posts the whole pre-edited employee, blanks included.
 */
function coerce(request: FastifyRequest, partial: boolean) {
  const body = request.body as Record<string, unknown> | undefined;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return;
  for (const [k, v] of Object.entries(body)) {
    if (typeof v !== 'string' || !(k in props)) continue;
    if (v.trim() === '' && (NUMBER_FIELDS.includes(k) || nullableField(k))) body[k] = null;
    else if (NUMBER_FIELDS.includes(k) && /^\d{1,15}(\.\d+)?$/.test(v.trim()))
      body[k] = Number(v.trim());
  }
  if (partial)
    for (const [k, v] of Object.entries(body)) if (v === null && !nullableField(k)) delete body[k];
}

const pageQuery = {
  type: 'object',
  properties: {
    page: { type: 'integer', minimum: 0, default: 0 },
    size: { type: 'integer', minimum: 1, default: 10 },
    sortBy: { type: 'string', maxLength: 64 },
    departmentId: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER },
  },
  errorMessage: {
    properties: {
      page: 'page must be a whole number of 0 or more.',
      size: 'size must be a whole number of 1 or more.',
      sortBy: 'sortBy must be a short text.',
      departmentId: 'departmentId must be a positive whole number.',
    },
  },
};

type PageQuery = { page: number; size: number; sortBy?: string; departmentId?: number };

type EmployeePage = Awaited<ReturnType<typeof listEmployees>>;
const listed = (Employees: EmployeePage): PlainMessageCode =>
  Employees.empty ? 'employee.none_found' : 'employee.list_fetched';
const listReply = replySaying(listed, (Employees: EmployeePage, message) => ({
  success: true,
  message,
  Employees,
  totalPages: Employees.totalPages,
}));
const branchReply = replySaying(
  () => 'employee.list_fetched',
  (Employees: EmployeePage, message) => ({ success: true, message, Employees }),
);
const unassignedReply = replySaying(listed, (Employees: EmployeePage, message) => ({
  success: true,
  message,
  Employees,
}));
const showReply = replySaying(
  () => 'employee.fetched',
  (Employee: Awaited<ReturnType<typeof showEmployee>>, message) => ({
    Status: true,
    message,
    Employee,
  }),
);

/** The one `file` part; its size is enforced while streaming (413 past 5 MiB). */
async function readPhoto(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest('upload.select_image');
  let tooLarge = false;
  let found: Buffer | undefined;
  for await (const part of request.parts()) {
    if (part.type !== 'file' || part.fieldname !== 'file') {
      if (part.type === 'file') part.file.resume();
      continue;
    }
    const bytes = await part.toBuffer();
    if (part.file.truncated) tooLarge = true;
    else if (bytes.length && !found) found = bytes;
  }
  if (tooLarge) throw httpError(413, 'upload.file_too_large');
  if (!found) throw badRequest('upload.select_image');
  return found;
}

export async function employeeRoutes(app: FastifyInstance, { db }: FeatureOptions) {
  // EM4, with the top-level totalPages copy the list screen reads (§1.5).
  app.get<{ Querystring: PageQuery }>(
    fastifyPath(api.list!.path),
    {
      config: { privilege: privileges.list },
      schema: {
        querystring: pageQuery,
        response: {
          200: s1(api.list!.key!, employeePage, { totalPages: int }),
          ...protectedErrors,
        },
      },
    },
    async (request, reply) => {
      const q = { ...request.query, size: Math.min(request.query.size, MAX_PAGE_SIZE) };
      return listReply(reply, await listEmployees(db, request.principal, q));
    },
  );

  // B3: employees of one sub-organisation's departments (contract §2.8; [secure] GET_ALL_EMPLOYEES).
  app.get<{ Params: { branchId: number }; Querystring: PageQuery }>(
    '/api/v1/branch/employeesInBranch/:branchId',
    {
      config: { privilege: 'GET_ALL_EMPLOYEES' },
      schema: {
        params: {
          type: 'object',
          required: ['branchId'],
          properties: {
            branchId: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER },
          },
          errorMessage: { properties: { branchId: 'branchId must be a positive whole number.' } },
        },
        querystring: pageQuery,
        response: { 200: s1('Employees', employeePage), ...protectedErrors },
      },
    },
    async (request, reply) => {
      const q = { ...request.query, size: Math.min(request.query.size, MAX_PAGE_SIZE) };
      return branchReply(
        reply,
        await listEmployees(db, request.principal, { ...q, branchId: request.params.branchId }),
      );
    },
  );

  // EM6: employees with no department, a Page under `Employees`.
  app.get<{ Querystring: PageQuery }>(
    fastifyPath(api.unassigned!.path),
    {
      config: { privilege: privileges.actions!.unassigned },
      schema: {
        querystring: pageQuery,
        response: { 200: s1(api.unassigned!.key!, employeePage), ...protectedErrors },
      },
    },
    async (request, reply) => {
      const { page, size, sortBy } = request.query;
      return unassignedReply(
        reply,
        await listEmployees(db, request.principal, {
          page,
          size: Math.min(size, MAX_PAGE_SIZE),
          sortBy,
          unassigned: true,
        }),
      );
    },
  );

  // EM2: a bare array; the term is letters and spaces only (§5.2 #20).
  app.get<{ Querystring: { name: string } }>(
    fastifyPath(api.searchByName!.path),
    {
      config: { privilege: privileges.actions!.searchByName },
      schema: {
        querystring: {
          type: 'object',
          required: ['name'],
          properties: {
            name: { type: 'string', pattern: '^[\\p{L} ]*\\p{L}[\\p{L} ]*$', maxLength: 100 },
          },
          errorMessage: {
            required: { name: 'Name is required' },
            properties: { name: 'Name should contain only letters and spaces' },
          },
        },
        response: { 200: { type: 'array', items: searchResult }, ...protectedErrors },
      },
    },
    async (request) => searchEmployees(db, request.query.name),
  );

  // EM8: the manager is the caller; a managerId in the query is ignored (§6.2 #23).
  app.get(
    fastifyPath(api.searchByManager!.path),
    {
      config: { privilege: privileges.actions!.searchByManager },
      schema: {
        querystring: {
          type: 'object',
          properties: { managerId: { type: 'string', maxLength: 32 } },
        },
        response: { 200: { type: 'array', items: searchResult }, ...protectedErrors },
      },
    },
    async (request) => directReports(db, request.principal),
  );

  // EM1: S6 as real JSON, plus the photo's URL.
  const photoLimits = { fileSize: MAX_IMAGE_BYTES, files: 1, parts: 5, fields: 2, fieldSize: 1024 };
  await withMultipart(app, photoLimits, (forms) =>
    forms.post<{ Params: { employeeId: number } }>(
      fastifyPath(api.uploadImage!.path),
      {
        config: { privilege: privileges.actions!.uploadImage },
        schema: {
          params: idParam,
          response: {
            200: {
              type: 'object',
              properties: { message: { type: 'string' }, profileImage: { type: 'string' } },
            },
            413: protectedErrors[400],
            ...protectedErrors,
          },
        },
      },
      async (request, reply) => {
        const bytes = await readPhoto(request);
        const profileImage = await setPhoto(db, request.params.employeeId, bytes);
        return { message: say(reply, 'employee.image_uploaded'), profileImage };
      },
    ),
  );

  // The photo itself: any signed-in colleague may see it (the list and the info page show it),
  // with a token or through the signed link the answers carry (imageLinks.ts), which an <img> can
  // load; served so no browser sniffs it into anything else.
  app.get<{ Params: { employeeId: number } }>(
    '/api/v1/employee/:employeeId/photo',
    {
      config: { access: 'signedIn', imageLink: 'photo' },
      schema: { params: idParam, querystring: imageLinkQuery, response: { ...protectedErrors } },
    },
    async (request, reply) =>
      sendLinkedImage(request, reply, () => photoOf(db, request.params.employeeId)),
  );

  // EM5: S3 with `Employee.employee` and the organisations of the employee's department.
  app.get<{ Params: { employeeId: number } }>(
    fastifyPath(api.show!.path),
    {
      config: { privilege: privileges.show },
      schema: {
        params: idParam,
        response: {
          200: {
            type: 'object',
            properties: {
              Status: bool,
              message: { type: 'string' },
              Employee: {
                type: 'object',
                properties: {
                  employee: employeeResponse,
                  organizations: {
                    type: 'array',
                    items: {
                      type: 'object',
                      properties: {
                        organizationId: int,
                        organizationName: nullable('string'),
                        organizationDescription: nullable('string'),
                        organizationImage: nullable('string'),
                        attributes: { type: 'object', additionalProperties: true },
                      },
                    },
                  },
                },
              },
            },
          },
          ...protectedErrors,
        },
      },
    },
    async (request, reply) =>
      showReply(reply, await showEmployee(db, request.principal, request.params.employeeId)),
  );

  // EM3: the details of the employee created with the user (wizard step 2), status 200.
  app.post<{ Params: { employeeId: number }; Body: EmployeeBody }>(
    fastifyPath(api.create!.path),
    {
      config: { privilege: privileges.create },
      preValidation: async (request) => coerce(request, false),
      schema: {
        params: idParam,
        body: detailsBody(false),
        response: { 200: s1(api.create!.key!, employeeResponse), ...protectedErrors },
      },
    },
    async (request, reply) => ({
      success: true,
      message: say(reply, 'employee.details_saved'),
      [api.create!.key!]: await saveEmployeeDetails(
        db,
        request.principal,
        request.params.employeeId,
        request.body,
      ),
    }),
  );

  // EM7: every field optional; lists replace, attributes merge.
  app.patch<{ Params: { employeeId: number }; Body: EmployeeBody }>(
    fastifyPath(api.update!.path),
    {
      config: { privilege: privileges.update },
      preValidation: async (request) => coerce(request, true),
      schema: {
        params: idParam,
        body: detailsBody(true),
        response: { 200: s1(api.update!.key!, employeeResponse), ...protectedErrors },
      },
    },
    async (request, reply) => ({
      success: true,
      message: say(reply, 'employee.updated'),
      [api.update!.key!]: await saveEmployeeDetails(
        db,
        request.principal,
        request.params.employeeId,
        request.body,
      ),
    }),
  );
}
