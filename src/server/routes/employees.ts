/**
 * Employees on the wire (contract §2.2 EM2–EM8). Paths, statuses, envelope keys and privileges come
 * from schemas/employee.schema.json (the pages' and searches' queries and the photo's answer too); bodies are
 * validated with the schema's own messages; literal segments (getAllEmployees, searchEmployee…) are
 * registered as their own routes, so they win over `/employee/:employeeId` (§1.7). Rules live in
 * operations/employees.ts.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
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
import { imageLinkQuery, sendLinkedImage } from '../imageLinks.ts';
import { replySaying, say } from '../messages.ts';
import type { PlainMessageCode } from '../../shared/serverMessages.ts';
import { MAX_IMAGE_BYTES, readMultipart, withMultipart } from '../uploads.ts';
import { apiPath, errorResponse, idParams, paging, protectedErrors } from '../wire.ts';
import {
  coerceDetails,
  detailsBody,
  employeeResponse,
  inEnvelope,
  listAnswer,
  searchResults,
  showAnswer,
} from '../employeeViews.ts';
import { endpoint, idsOf, type FeatureOptions } from './registrar.ts';

const employee = registry.employee as ResourceSchema;

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
const inEnvelopeReply = (codeOf: (Employees: EmployeePage) => PlainMessageCode) =>
  replySaying(codeOf, (Employees: EmployeePage, message) => ({
    success: true,
    message,
    Employees,
  }));
const branchReply = inEnvelopeReply(() => 'employee.list_fetched');
const unassignedReply = inEnvelopeReply(listed);
const showReply = replySaying(
  () => 'employee.fetched',
  (Employee: Awaited<ReturnType<typeof showEmployee>>, message) => ({
    Status: true,
    message,
    Employee,
  }),
);

export async function employeeRoutes(app: FastifyInstance, { db }: FeatureOptions) {
  const schema = employee;
  const query = (request: FastifyRequest) => paging(request.query as PageQuery);

  // EM4, with the top-level totalPages copy the list screen reads (§1.5).
  endpoint(app, {
    schema,
    operation: 'list',
    payload: listAnswer,
    envelope: 'bare',
    handler: async (request, reply) =>
      listReply(reply, await listEmployees(db, request.principal, query(request))),
  });

  // B3: employees of one sub-organisation's departments (contract §2.8).
  endpoint(app, {
    schema,
    operation: 'ofBranch',
    payload: inEnvelope,
    envelope: 'bare',
    handler: async (request, reply) => {
      const branchId = idsOf(request).branchId;
      return branchReply(
        reply,
        await listEmployees(db, request.principal, { ...query(request), branchId }),
      );
    },
  });

  // EM6: employees with no department, a Page under `Employees`.
  endpoint(app, {
    schema,
    operation: 'unassigned',
    payload: inEnvelope,
    envelope: 'bare',
    handler: async (request, reply) => {
      const { page, size, sortBy } = query(request);
      return unassignedReply(
        reply,
        await listEmployees(db, request.principal, { page, size, sortBy, unassigned: true }),
      );
    },
  });

  // EM2: a bare array; the term is letters and spaces only (§5.2 #20).
  endpoint(app, {
    schema,
    operation: 'searchByName',
    payload: searchResults,
    handler: (request) => searchEmployees(db, (request.query as { name: string }).name),
  });

  // EM8: the manager is the caller; a managerId in the query is ignored (§6.2 #23).
  endpoint(app, {
    schema,
    operation: 'searchByManager',
    payload: searchResults,
    handler: (request) => directReports(db, request.principal),
  });

  // EM1: S6 as real JSON, plus the photo's URL.
  const photoLimits = { fileSize: MAX_IMAGE_BYTES, files: 1, parts: 5, fields: 2, fieldSize: 1024 };
  await withMultipart(app, photoLimits, (forms) =>
    endpoint(forms, {
      schema,
      operation: 'uploadImage',
      envelope: 'bare',
      route: { schema: { response: { 413: errorResponse } } },
      handler: async (request, reply) => {
        // The one `file` part; its size is enforced while streaming (413 past 5 MiB).
        const { file } = await readMultipart(request, {
          resource: 'employee',
          file: 'file',
          missing: 'upload.select_image',
        });
        const profileImage = await setPhoto(db, idsOf(request).employeeId, file!);
        return { message: say(reply, 'employee.image_uploaded'), profileImage };
      },
    }),
  );

  // The photo itself: any signed-in colleague may see it (the list and the info page show it),
  // with a token or through the signed link the answers carry (imageLinks.ts), which an <img> can
  // load; served so no browser sniffs it into anything else.
  app.get<{ Params: { employeeId: number } }>(
    apiPath('/employee/{employeeId}/photo'),
    {
      config: { access: 'signedIn', imageLink: 'photo' },
      schema: {
        params: idParams('employeeId'),
        querystring: imageLinkQuery,
        response: { ...protectedErrors },
      },
    },
    async (request, reply) =>
      sendLinkedImage(request, reply, () => photoOf(db, request.params.employeeId)),
  );

  // EM5: S3 with `Employee.employee` and the organisations of the employee's department.
  endpoint(app, {
    schema,
    operation: 'show',
    payload: showAnswer,
    envelope: 'bare',
    handler: async (request, reply) =>
      showReply(reply, await showEmployee(db, request.principal, idsOf(request).employeeId)),
  });

  // EM3: the details of the employee created with the user (wizard step 2), status 200.
  // EM7: every field optional; lists replace, attributes merge.
  for (const [operation, partial] of [
    ['create', false],
    ['update', true],
  ] as const)
    endpoint(app, {
      schema,
      operation,
      body: detailsBody(partial),
      payload: employeeResponse,
      message: partial ? 'employee.updated' : 'employee.details_saved',
      route: { preValidation: async (request) => coerceDetails(request, partial) },
      handler: (request) =>
        saveEmployeeDetails(
          db,
          request.principal,
          idsOf(request).employeeId,
          request.body as EmployeeBody,
        ),
    });
}
