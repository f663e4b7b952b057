/**
 * The demo company (placeholder: a manager and an employee; the full company lands with the seed data
 * module). Returns the logins to print.
 */
import { EMPLOYEE_ROLE, MANAGER_ROLE } from '../../../shared/privileges.ts';
import { generatePassword } from '../../auth/password.ts';
import type { Db } from '../database.ts';
import type { Login } from './bootstrap.ts';
import { createUserWithEmployee } from './bootstrap.ts';

export async function seedDemoCompany(db: Db, roles: Map<string, number>): Promise<Login[]> {
  const managerPassword = generatePassword();
  const employeePassword = generatePassword();
  await createUserWithEmployee(db, {
    email: 'priya.sharma@northwind.example',
    password: managerPassword,
    roleId: roles.get(MANAGER_ROLE)!,
    firstName: 'Priya',
    lastName: 'Sharma',
    employeeCode: 'NW-002',
  });
  await createUserWithEmployee(db, {
    email: 'arjun.mehta@northwind.example',
    password: employeePassword,
    roleId: roles.get(EMPLOYEE_ROLE)!,
    firstName: 'Arjun',
    lastName: 'Mehta',
    employeeCode: 'NW-003',
  });
  return [
    { role: MANAGER_ROLE, email: 'priya.sharma@northwind.example', password: managerPassword },
    { role: EMPLOYEE_ROLE, email: 'arjun.mehta@northwind.example', password: employeePassword },
  ];
}
