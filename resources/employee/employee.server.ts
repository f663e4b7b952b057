// Employees in departments (contract §2.10 D2, D11, D12). The employee's other routes are bespoke
// (routes/employees.ts: the wizard, search, photos); these three are the employee schema's actions.
import {
  defineHooks,
  employeesPage,
  notFound,
  pageQuery,
  paging,
  type Action,
  type HookArgs,
} from '../../src/server/operations/hookApi.ts';

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

export const { actions, computed } = defineHooks({
  actions: {
    // D2: the department's employees, as the employee list pages them (sortBy §6.2 #29).
    ofDepartment: {
      write: false,
      query: pageQuery(
        10,
        { sortBy: { type: 'string', maxLength: 64 } },
        { sortBy: 'sortBy must be a short text.' },
      ),
      payload: 'page',
      message: 'department.employees_fetched',
      run: async (args) => {
        const { departmentId } = args.params;
        await mustExist(args, 'department', departmentId, 'department.not_found');
        const q = paging(args.query as { page: number; size: number; sortBy?: string });
        return employeesPage(args.tx, args.principal!, { ...q, departmentId });
      },
    },
    assignDepartment: member(true),
    removeDepartment: member(false),
  },
  computed: [
    'user',
    'departments',
    'addresses',
    'emergencyContacts',
    'account',
    'skills',
    'designations',
  ],
});
