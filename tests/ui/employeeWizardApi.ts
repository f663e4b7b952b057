/**
 * A small in-memory stand-in for the server the employee wizard talks to (the wire shapes of
 * src/server/routes/{users,employees,employeeRecords,resources}.ts), for the wizard's UI tests.
 */
import { page, type Route } from './schemaFormHelpers.tsx';

type Row = Record<string, unknown>;

export const ada = {
  employeeId: 5,
  userId: 9,
  firstName: 'Ada',
  lastName: 'Lovelace',
  employeeCode: 'E5',
  profileImage: null,
  contact: '9876543210',
  gender: 'FEMALE',
  user: { userId: 9, email: 'ada@acme.com' },
  departments: [{ departmentId: 3, department: 'Sales' }],
  skills: [{ skillId: 1, skill: 'Java' }],
  designations: [{ designationId: 1, designation: 'Lead' }],
  attributes: { Floor: 'Two' },
  emergencyContacts: [{ emergencyContactId: 8, contact: '9123456780', relationship: 'Sister' }],
  addresses: [
    {
      addressId: 4,
      addressType: 'PERMANENT',
      propertyNumber: '12',
      country: 'India',
      zipCode: { zipCode: '560001', city: 'Bengaluru', state: 'Karnataka' },
    },
  ],
  account: {
    accountId: 6,
    bankName: 'Axis Bank',
    accountNumber: '123456789012',
    ifsc: 'UTIB0000123',
    branch: 'MG Road',
  },
};

export const blank = (employeeId: number) => ({
  employeeId,
  userId: employeeId + 100,
  firstName: null,
  lastName: null,
  employeeCode: null,
  profileImage: null,
  user: { userId: employeeId + 100, email: 'new@acme.com' },
  departments: [],
  skills: [],
  designations: [],
  attributes: {},
  emergencyContacts: [],
  addresses: [],
  account: null,
});

/** The fake's state: the catalogues and employees, mutated by the calls. */
export function wizardServer() {
  const skills = [
    { skillId: 1, skill: 'Java' },
    { skillId: 2, skill: 'Rust' },
  ];
  const employees = new Map<number, Row>([[5, structuredClone(ada)]]);
  let nextId = 50;
  const json = (init?: RequestInit) => (init?.body ? JSON.parse(String(init.body)) : {});

  const route: Route = (url, init) => {
    const p = url.pathname.replace('/api/v1', '');
    const method = init?.method ?? 'GET';
    if (p === '/organization') {
      return { body: page([{ organizationId: 3, organizationName: 'Acme' }]) };
    }
    if (p === '/organization/3') return { body: page([{ departmentId: 3, department: 'Sales' }]) };
    if (p === '/department') return { body: page([{ departmentId: 3, department: 'Sales' }]) };
    if (p === '/role') return { body: [{ roleId: 1, role: 'Employee', privilege: [] }] };
    if (p === '/employeeAttribute') return { body: [{ attributeId: 1, attributeKey: 'Floor' }] };
    if (p === '/designation') return { body: page([{ designationId: 1, designation: 'Lead' }]) };
    if (p === '/skill' && method === 'GET') return { body: page(skills) };
    if (p === '/skill' && method === 'POST') {
      const made = { skillId: skills.length + 10, skill: json(init).skill };
      skills.push(made);
      return { status: 201, body: { success: true, message: 'Skill added', Skill: made } };
    }
    const skill = /^\/skill\/(\d+)$/.exec(p);
    if (skill) {
      const i = skills.findIndex((s) => s.skillId === Number(skill[1]));
      if (method === 'PATCH') skills[i] = { ...skills[i], skill: json(init).skill };
      if (method === 'DELETE') skills.splice(i, 1);
      return { body: { success: true, message: method === 'PATCH' ? 'Skill updated' : 'Deleted' } };
    }
    const newUser = /^\/user\/addNewUser\/(\d+)$/.exec(p);
    if (newUser && method === 'POST') {
      const employeeId = nextId++;
      employees.set(employeeId, blank(employeeId));
      return {
        status: 201,
        body: { success: true, message: 'User created successfully', newUser: { employeeId } },
      };
    }
    const show = /^\/employee\/(\d+)$/.exec(p);
    if (show && method === 'GET') {
      const employee = employees.get(Number(show[1]));
      const organizations = (employee?.departments as unknown[])?.length
        ? [{ organizationId: 3 }]
        : [];
      return { body: { Status: true, Employee: { employee, organizations } } };
    }
    if (show && method === 'POST') {
      const employee = { ...employees.get(Number(show[1])), ...json(init) };
      employees.set(Number(show[1]), employee);
      return { body: { message: 'Employee details added', Employee: employee } };
    }
    const update = /^\/employee\/updateEmployeeDetails\/(\d+)$/.exec(p);
    if (update && method === 'PATCH') {
      const employee = { ...employees.get(Number(update[1])), ...json(init) };
      employees.set(Number(update[1]), employee);
      return { body: { message: 'Employee details updated', UpdatedEmployee: employee } };
    }
    return undefined;
  };
  return { route, employees, skills };
}

/** What a wizard user holds (a Manager, not SuperAdmin, so the gates are exercised). */
export const WIZARD_PRIVILEGES = [
  'CREATE_NEW_USER',
  'ADD_EMPLOYEE',
  'UPDATE_EMPLOYEE_COMPANY_DETAILS',
  'FIND_EMPLOYEE_BY_ID',
  'UPLOAD_EMPLOYEE_IMAGE',
  'GET_ALL_ORGANIZATIONS',
  'GETALL_DEPARTMENTS',
  'GET_ALL_SKILL',
  'ADD_SKILL',
  'UPDATE_SKILL',
  'DELETE_SKILL',
  'GET_ALL_DESIGNATION',
  'ADD_DESIGNATION',
  'GET_ALL_EMPLOYEE_ATTRIBUTES',
  'ADD_EMERGENCY_CONTACT',
  'UPDATE_EMERGENCY_CONTACT',
  'ADD_ADDRESS',
  'UPDATE_ADDRESS',
  'ADD_ACCOUNT',
];
