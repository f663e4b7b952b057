// Employees (contract §2.2 EM1–EM8) and employees in departments (§2.10 D2, D11, D12). The rules
// (what a save checks, what a caller may see of an employee) live in the parts beside this file
// (employee.operations.server.ts, their cached reads in employee.reads.server.ts); here are the
// wire's answers, the services other resources call (`call('employee', …)`: who may reach an
// employee's records, the whole Employee object they answer) and the CSV importer. The photo
// itself is the record's image route, open to any signed-in colleague (`image` below).
import {
  defineHooks,
  notFound,
  pageQuery,
  paging,
  type Action,
  type HookArgs,
  type PlainMessageCode,
} from '../../src/server/operations/hookApi.ts';
import { employeeImporter } from './employee.importer.server.ts';
import {
  directReports,
  employeeObject,
  saveEmployeeDetails,
  setPhoto,
  type EmployeeBody,
} from './employee.operations.server.ts';
import {
  employeeInReach,
  employeeRecordInReach,
  isEmployeeRecord,
  type Scope,
} from './employee.reach.server.ts';
import { listEmployees, searchEmployees, showEmployee } from './employee.reads.server.ts';
import { shapeAccountFor } from './employee.sensitive.server.ts';
import {
  COMPUTED,
  coerceEmployeeDetails,
  employeeDetailsBody,
  employeeListAnswer,
  employeePageAnswer,
  employeeResponse as employeeView,
  employeeSearchResults,
  employeeShowAnswer,
} from './employee.wire.server.ts';

type PageQuery = {
  page: number;
  size: number;
  sortBy?: string;
  departmentId?: number;
  search?: string;
};
type EmployeePage = Awaited<ReturnType<typeof listEmployees>>;

// The answers around a page (around a remembered page, their JSON is still written once).
const inPage = (Employees: EmployeePage) => ({ success: true, message: '', Employees });
const inList = (Employees: EmployeePage) => ({
  success: true,
  message: '',
  Employees,
  totalPages: Employees.totalPages,
});
const shown = (Employee: object) => ({ Status: true, message: '', Employee });

/** A Page of employees under `Employees` (EM4 with the top-level totalPages the list reads, §1.5). */
const pageAction = (
  filter: (args: HookArgs & { params: Record<string, number> }) => object,
  message: (page: EmployeePage) => PlainMessageCode,
  withTotalPages = false,
): Action => ({
  write: false,
  envelope: 'bare',
  payload: withTotalPages ? employeeListAnswer : employeePageAnswer,
  message: (answer) => message((answer as { Employees: EmployeePage }).Employees),
  run: async (args) => {
    const { page, size, sortBy, departmentId, search } = paging(args.query as PageQuery);
    const q = { page, size, sortBy, departmentId, search, ...filter(args) };
    const Employees = await listEmployees(args.tx, args.principal!, q);
    return (withTotalPages ? inList : inPage)(Employees);
  },
});
const listed = (page: EmployeePage): PlainMessageCode =>
  page.empty ? 'employee.none_found' : 'employee.list_fetched';

/** EM3 (the wizard's step 2, every field required) and EM7 (any field: lists replace, attributes merge). */
const save = (partial: boolean): Action => ({
  body: employeeDetailsBody(partial),
  payload: employeeView,
  message: partial ? 'employee.updated' : 'employee.details_saved',
  run: ({ tx, records, principal, params, body }) =>
    saveEmployeeDetails(tx, records, principal!, params.employeeId, body as EmployeeBody),
});

async function mustExist({ records }: HookArgs, resource: string, id: number, code: string) {
  if (!(await records.exists(resource, id))) throw notFound(code as never);
}

/** D11/D12: an employee has at most one department; assigning replaces the previous one. */
const member = (assign: boolean): Action => ({
  message: assign ? 'department.employee_assigned' : 'department.employee_removed',
  run: async (args) => {
    const { employeeId, departmentId } = args.params;
    await mustExist(args, 'employee', employeeId, 'employee.not_found');
    await mustExist(args, 'department', departmentId, 'department.not_found');
    await args.records.updateWhere(
      'employee',
      { departmentId: assign ? departmentId : null },
      assign ? { employeeId } : { employeeId, departmentId },
    );
  },
});

/**
 * The services other resources call (`call('employee', name, …)`), none of them on the wire. The
 * emergency contacts, addresses and bank account of an employee ask who may reach them here, and
 * answer the whole Employee object (or a bank account) as the caller may see it.
 */
const services: Record<string, Action> = {
  // body.userId: a new account's blank employee (contract §5.1 #8), filled by the wizard's details
  // step later; what the account's creation writes of its person.
  blankForAccount: {
    internal: true,
    run: async ({ records, body }) => {
      const created = await records.insert('employee', { userId: body.userId, attributes: {} });
      return { employeeId: Number(created.employeeId) };
    },
  },
  // params.employeeId; query.scope 'read' or 'edit' (the default): 403, then 404.
  inReach: {
    internal: true,
    write: false,
    run: ({ records, principal, params, query }) =>
      employeeInReach(records, principal!, params.employeeId, (query.scope as Scope) ?? 'edit'),
  },
  // params.id (and params.employeeId when the path names the owner); query.resource: the row, locked.
  recordInReach: {
    internal: true,
    write: false,
    run: ({ records, principal, params, query }) => {
      if (!isEmployeeRecord(query.resource))
        throw new Error(`not an employee record: ${query.resource}`);
      return employeeRecordInReach(
        records,
        principal!,
        query.resource,
        params.id,
        params.employeeId,
      );
    },
  },
  // params.employeeId: the Employee object as the caller may see it (sensitive keys masked).
  object: {
    internal: true,
    write: false,
    payload: employeeView,
    run: ({ tx, principal, params }) => employeeObject(tx, principal!, params.employeeId),
  },
  // params.employeeId, body: the bank account, its number masked without the privilege.
  maskedAccount: {
    internal: true,
    write: false,
    run: ({ principal, params, body }) => shapeAccountFor(principal!, params.employeeId, body),
  },
};

export const { actions, beforeValidate, computed, image, importer, messages } = defineHooks({
  // The client sends `<select>` values and empty inputs as text (§1.1).
  beforeValidate: [
    ({ operation, data }) =>
      operation === 'create' || operation === 'update'
        ? coerceEmployeeDetails(data, operation === 'update')
        : data,
  ],
  actions: {
    list: pageAction(() => ({}), listed, true),
    // B3: the employees of one sub-organisation's departments (§2.8).
    ofBranch: pageAction(
      ({ params }) => ({ branchId: params.branchId }),
      () => 'employee.list_fetched',
    ),
    // EM6: the employees with no department (the department field of the query does not apply).
    unassigned: pageAction(() => ({ departmentId: undefined, unassigned: true }), listed),
    // EM2: a bare array; the term is letters and spaces only (§5.2 #20).
    searchByName: {
      write: false,
      payload: employeeSearchResults,
      run: ({ tx, query }) => searchEmployees(tx, query.name as string),
    },
    // EM8: the manager is the caller; a managerId in the query is ignored (§6.2 #23).
    searchByManager: {
      write: false,
      payload: employeeSearchResults,
      run: ({ tx, principal }) => directReports(tx, principal!),
    },
    // EM5: S3 with `Employee.employee` and the organisations of the employee's department.
    show: {
      write: false,
      envelope: 'bare',
      payload: employeeShowAnswer,
      message: 'employee.fetched',
      run: async ({ tx, principal, params }) =>
        shown(await showEmployee(tx, principal!, params.employeeId)),
    },
    create: save(false),
    update: save(true),
    // EM1: the photo alone; its size is enforced while streaming (413 past 5 MiB).
    uploadImage: {
      multipart: 'file',
      envelope: 'bare',
      message: 'employee.image_uploaded',
      run: async ({ records, params, file }) => ({
        message: '',
        profileImage: await setPhoto(records, params.employeeId, file!),
      }),
    },
    // D2: the department's employees, as the employee list pages them (sortBy §6.2 #29), and
    // found by name, e-mail or code like the whole list (search: ours, issue #37).
    ofDepartment: {
      write: false,
      query: pageQuery(
        10,
        { sortBy: { type: 'string', maxLength: 64 }, search: { type: 'string', maxLength: 100 } },
        {
          sortBy: 'sortBy must be a short text.',
          search: 'search must be at most 100 characters.',
        },
      ),
      payload: 'page',
      message: 'department.employees_fetched',
      run: async (args) => {
        const { departmentId } = args.params;
        await mustExist(args, 'department', departmentId, 'department.not_found');
        const q = paging(args.query as PageQuery);
        return listEmployees(args.tx, args.principal!, { ...q, departmentId });
      },
    },
    assignDepartment: member(true),
    removeDepartment: member(false),
    ...services,
  },
  // The photo (EM1's GET): any signed-in colleague may load it (the list and the info page show it).
  image: { access: 'signedIn' },
  importer: employeeImporter,
  messages: {
    noUpload: 'upload.select_image',
    notFound: 'employee.not_found',
    noImage: 'employee.no_photo',
  },
  computed: COMPUTED,
});
