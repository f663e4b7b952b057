/**
 * The hand-written part of the privilege catalogue (contract §4): the contract's names and ours, by
 * role-screen group, in the order of the role screen's tabs. `address` repeats three employee names
 * on purpose (ticking one tab ticks the other). Department-attribute privileges are known to the
 * server but not offered on the role screen (contract §6.1 #17). privileges.ts joins these with the
 * groups schemas declare; the generator reads this file alone, so it never depends on its own output.
 */

/** The contract's names (and ours), by role-screen group. */
export const CORE_PRIVILEGE_GROUPS = {
  employee: {
    ADD_EMPLOYEE: "Fill in a new employee's details",
    UPLOAD_EMPLOYEE_IMAGE: "Set an employee's photo",
    GET_ALL_EMPLOYEES: 'List all employees',
    UPDATE_EMPLOYEE_COMPANY_DETAILS:
      "Edit an employee's names, department, skills, designations and attributes",
    FIND_EMPLOYEE_BY_ID: 'Open one employee in full',
    SEARCH_EMPLOYEE_BY_NAME: 'Find employees by name',
    SEARCH_EMPLOYEE_BY_MANAGER_ID: 'List the employees who report to a manager',
    CREATE_EMPLOYEE_ATTRIBUTE: 'Define a new custom employee field',
    UPDATE_EMPLOYEE_ATTRIBUTE: 'Rename a custom employee field',
    DELETE_EMPLOYEE_ATTRIBUTE: 'Remove a custom employee field and its values',
    GET_ALL_EMPLOYEE_ATTRIBUTES: 'Read the custom employee field definitions',
    ADD_ADDRESS: 'Add an address to an employee',
    REMOVE_ADDRESS: "Remove an employee's address",
    UPDATE_ADDRESS: "Edit an employee's address",
    ADD_ACCOUNT: "Set an employee's bank account",
    REMOVE_ACCOUNT: "Clear an employee's bank account",
    SAVE_USER: 'Legacy privilege kept so roles stay editable',
    CREATE_NEW_USER: 'Create a login account and a blank employee',
    DELETE_EMPLOYEE: 'Delete a user together with their employee record',
    GET_ALL_USERS: 'List login accounts with names and emails',
  },
  address: {
    ADD_ADDRESS: 'Add an address to an employee',
    REMOVE_ADDRESS: "Remove an employee's address",
    UPDATE_ADDRESS: "Edit an employee's address",
  },
  emergencyContact: {
    GET_EMPLOYEE_EMERGENCY_CONTACT: "Read an employee's emergency contacts",
    ADD_EMERGENCY_CONTACT: 'Add an emergency contact',
    UPDATE_EMERGENCY_CONTACT: 'Edit an emergency contact',
    DELETE_EMERGENCY_CONTACT: 'Delete an emergency contact',
  },
  performance: {
    GET_ALL_PERFORMANCE_OF_EMPLOYEE: 'Read the reviews about one employee',
    ADD_EMPLOYEE_PERFORMANCE: 'Write a review, and edit reviews one wrote',
    GET_ALL_PERFORMANCES: 'Read every review in the system',
    GET_PERFORMANCE_BY_REVIEWER: 'Read the reviews written by one reviewer',
    DELETE_PERFORMANCE_RECORD: 'Delete a review one wrote',
  },
  leave: {
    CREATE_LEAVE_REQUEST: 'Apply for leave',
    GET_ALL_LEAVE_REQUESTS: "See everyone's pending requests",
    DECLINE_LEAVE_REQUEST: 'Decline a leave request',
    APPROVE_LEAVE_REQUEST: 'Approve a leave request',
    GET_LEAVE_REQUEST_OF_EMPLOYEE: "List one employee's leave requests",
    GET_PENDING_LEAVE_REQUEST_OF_EMPLOYEE: "List one employee's pending requests",
    GET_APPROVED_REQUEST_OF_EMPLOYEE: "List one employee's approved requests",
    GET_DECLINED_REQUEST_OF_EMPLOYEE: "List one employee's declined requests",
    ADD_LEAVE_TYPE: 'Define a leave type',
    REMOVE_LEAVE_TYPE: 'Delete a leave type',
    UPDATE_LEAVE_TYPE: 'Edit a leave type',
    GET_ALL_LEAVE_TYPES: 'List leave types',
    GET_LEAVE_TYPE: 'Read one leave type',
    GET_LEAVE_BALANCE_FOR_ALL_EMPLOYEES: "Read any employee's leave balance",
  },
  role: {
    CREATE_ROLE: 'Define a role',
    UPDATE_ROLE: 'Rename a role or change its privileges',
    DELETE_ROLE: 'Delete a role',
    CHANGE_USER_ROLE: "Swap a user's role for another",
    GET_ALL_ROLES: 'List roles',
    ASSIGN_ROLE_TO_USER: 'Give a user a role',
  },
  personalProfile: {
    ADD_DESIGNATION: 'Add a designation',
    UPDATE_DESIGNATION: 'Rename a designation',
    DELETE_DESIGNATION: 'Delete a designation',
    GET_ALL_DESIGNATION: 'List designations',
    ADD_SKILL: 'Add a skill',
    UPDATE_SKILL: 'Rename a skill',
    DELETE_SKILL: 'Delete a skill',
    GET_ALL_SKILL: 'List skills',
  },
  organization: {
    GET_ALL_ORGANIZATION_ATTRIBUTES: 'Read the custom organisation field definitions',
    CREATE_ORGANIZATION_ATTRIBUTE: 'Define a custom organisation field',
    UPDATE_ORGANIZATION_ATTRIBUTE: 'Rename a custom organisation field',
    DELETE_ORGANIZATION_ATTRIBUTE: 'Remove a custom organisation field and its values',
    CREATE_ORGANIZATION: 'Create an organisation',
    UPDATE_ORGANIZATION: 'Edit an organisation',
    DELETE_ORGANIZATION: 'Delete an organisation',
    GET_ALL_ORGANIZATIONS: 'List organisations',
    UPLOAD_ORGANIZATION_IMAGE: 'Set an organisation logo',
    GET_DEPARTMENTS_OF_ORGANIZATION: "List one organisation's departments",
    GET_BRANCHES_OF_ORGANIZATION: "List one organisation's sub-organisations",
  },
  department: {
    GETALL_DEPARTMENTS: 'List all departments',
    ADD_DEPARTMENT: 'Create a department',
    UPDATE_DEPARTMENT: 'Edit a department',
    DELETE_DEPARTMENT: 'Delete a department',
    GET_EMPLOYEES_OF_DEPARTMENT: "List a department's employees",
    ASSIGN_DEPARTMENT_TO_ORGANIZATION: 'Attach a department to an organisation',
    REMOVE_DEPARTMENT_FROM_ORGANIZATION: 'Detach a department from an organisation',
    ASSIGN_DEPARTMENT_TO_EMPLOYEE: 'Put an employee in a department',
    REMOVE_DEPARTMENT_FROM_EMPLOYEE: 'Take an employee out of a department',
  },
  branch: {
    ADD_BRANCH: 'Create a sub-organisation',
    GET_ALL_BRANCH: 'List all sub-organisations',
    GET_DEPARTMENTS_OF_BRANCH: "List a sub-organisation's departments",
    UPDATE_BRANCH: 'Edit a sub-organisation',
    DELETE_BRANCH: 'Delete a sub-organisation',
    ASSIGN_BRANCH: 'Attach a sub-organisation to an organisation',
    REMOVE_BRANCH: 'Detach a sub-organisation from its organisation',
    ASSIGN_DEPARTMENT_TO_BRANCH: 'Attach a department to a sub-organisation',
    REMOVE_DEPARTMENT_FROM_BRANCH: 'Detach a department from a sub-organisation',
    ADD_BRANCH_ATTRIBUTE: 'Define a custom sub-organisation field',
    GET_BRANCH_ATTRIBUTE: 'Read the custom sub-organisation field definitions',
    UPDATE_BRANCH_ATTRIBUTE: 'Rename a custom sub-organisation field',
    DELETE_BRANCH_ATTRIBUTE: 'Remove a custom sub-organisation field',
  },
  attendance: {
    GET_ALL_ATTENDANCE: "Read everyone's attendance",
    UPDATE_ATTENDANCE_RECORD: 'Override the attendance-marked flag',
    ADD_ATTENDANCE_LOCATION: 'Add an allowed clock-in place',
    GET_ALL_ATTENDANCE_LOCATION: 'List allowed clock-in places',
    UPDATE_ATTENDANCE_LOCATION: 'Edit an allowed clock-in place',
    DELETE_ATTENDANCE_LOCATION: 'Delete an allowed clock-in place',
    ADD_SHIFT_DURATION: 'Set the company shift length',
    GET_SHIFT_DURATION: 'Read the shift length',
    UPDATE_SHIFT_DURATION: 'Change the shift length',
    DELETE_SHIFT_DURATION: 'Remove the shift length',
  },
  audit: {
    GET_AUDIT_LOG: 'Read the audit trail: who changed what, and sign-ins',
  },
  // Beyond the contract (issue #24 §2): resetting someone's password ends their sessions and hands
  // the admin a temporary password, so it is its own privilege, held by SuperAdmin by default.
  account: {
    RESET_USER_PASSWORD: "Reset a user's password to a temporary one they must replace",
  },
  // Issue #24 §1: without it, identity numbers, salary and bank account are masked (sensitive.ts).
  sensitiveData: {
    VIEW_SENSITIVE_EMPLOYEE_DATA:
      "See any employee's Aadhar, PAN and UAN numbers, salary and bank account number",
  },
} as const;

/**
 * Every core privilege's description by name, sorted: the English catalogue's
 * `charter.roles.privilege.*` (the role screen shows them in the user's language).
 */
export const CORE_PRIVILEGE_DESCRIPTIONS: Record<string, string> = Object.fromEntries(
  Object.values(CORE_PRIVILEGE_GROUPS)
    .flatMap((group) => Object.entries(group))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
);

/** Known to the server, held by SuperAdmin, not offered on the role screen (contract §4.9). */
export const HIDDEN_PRIVILEGES = {
  GET_ALL_DEPARTMENT_ATTRIBUTES: 'Read the custom department field definitions',
  CREATE_DEPARTMENT_ATTRIBUTE: 'Define a custom department field',
  UPDATE_DEPARTMENT_ATTRIBUTE: 'Rename a custom department field',
  DELETE_DEPARTMENT_ATTRIBUTE: 'Remove a custom department field and its values',
} as const;

/** Names the contract defines (core groups and hidden ones): schemas may not redeclare them. */
export const CORE_PRIVILEGES: ReadonlySet<string> = new Set([
  ...Object.values(CORE_PRIVILEGE_GROUPS).flatMap((g) => Object.keys(g)),
  ...Object.keys(HIDDEN_PRIVILEGES),
]);
