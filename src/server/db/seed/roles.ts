/**
 * The three seeded roles. SuperAdmin holds the whole catalogue and is protected; Manager and Employee
 * are sensible starting points an admin may edit on the role screen.
 */
import {
  ALL_PRIVILEGES,
  EMPLOYEE_ROLE,
  MANAGER_ROLE,
  SUPER_ADMIN_ROLE,
  type Privilege,
} from '../../../shared/privileges.ts';

const EMPLOYEE_DEFAULTS: Privilege[] = [
  'CREATE_LEAVE_REQUEST',
  'GET_LEAVE_REQUEST_OF_EMPLOYEE',
  'GET_PENDING_LEAVE_REQUEST_OF_EMPLOYEE',
  'GET_APPROVED_REQUEST_OF_EMPLOYEE',
  'GET_DECLINED_REQUEST_OF_EMPLOYEE',
  'GET_ALL_LEAVE_TYPES',
  'GET_SHIFT_DURATION',
  'GET_ALL_SKILL',
  'GET_ALL_DESIGNATION',
  // Everyone plans leave around the public-holiday calendar; only SuperAdmin edits it.
  'GET_HOLIDAYS',
];

const MANAGER_DEFAULTS: Privilege[] = [
  ...EMPLOYEE_DEFAULTS,
  'GET_ALL_EMPLOYEES',
  'FIND_EMPLOYEE_BY_ID',
  'SEARCH_EMPLOYEE_BY_NAME',
  'SEARCH_EMPLOYEE_BY_MANAGER_ID',
  'GET_EMPLOYEES_OF_DEPARTMENT',
  'GET_ALL_EMPLOYEE_ATTRIBUTES',
  'GET_EMPLOYEE_EMERGENCY_CONTACT',
  'GETALL_DEPARTMENTS',
  'GET_ALL_DEPARTMENT_ATTRIBUTES',
  'GET_ALL_ORGANIZATIONS',
  'GET_ALL_ORGANIZATION_ATTRIBUTES',
  'GET_DEPARTMENTS_OF_ORGANIZATION',
  'GET_BRANCHES_OF_ORGANIZATION',
  'GET_ALL_BRANCH',
  'GET_BRANCH_ATTRIBUTE',
  'ADD_EMPLOYEE_PERFORMANCE',
  'GET_PERFORMANCE_BY_REVIEWER',
  'GET_ALL_PERFORMANCE_OF_EMPLOYEE',
  // Deleting a review is limited to its author by the server (PF6), so a manager cleans up only theirs.
  'DELETE_PERFORMANCE_RECORD',
  // Not GET_ALL_LEAVE_REQUESTS: a manager approves their own team's leave, not everyone's.
  'APPROVE_LEAVE_REQUEST',
  'DECLINE_LEAVE_REQUEST',
  'GET_ALL_ATTENDANCE_LOCATION',
];

export const SEEDED_ROLES: { role: string; privilege: readonly Privilege[] }[] = [
  { role: SUPER_ADMIN_ROLE, privilege: ALL_PRIVILEGES },
  { role: MANAGER_ROLE, privilege: MANAGER_DEFAULTS },
  { role: EMPLOYEE_ROLE, privilege: EMPLOYEE_DEFAULTS },
];
