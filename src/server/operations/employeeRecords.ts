/**
 * Emergency contacts, addresses and the bank account of one employee (contract §2.3–§2.5, §5.2
 * #23–#26, §6.4 #47). Stages: scope (a caller works on their own record; anyone else's needs an
 * employee-editing privilege, or a listing one to read) → the employee, and the record belonging to
 * that employee, exist → write, in one transaction.
 */
import type { Db } from '../db/database.ts';
import { forbidden, notFound } from '../errors.ts';
import { idExists as exists } from '../repositories/records.ts';
import {
  deleteAccountOf,
  deleteRecord,
  insertRecord,
  listContacts,
  lockRecord,
  updateRecord,
} from '../repositories/employeeRecords.ts';
import type { Principal } from '../repositories/users.ts';
import { shapeAccountFor } from '../sensitive.ts';
import { employeeObject } from './employees.ts';
import { inTransaction } from './transaction.ts';

/** Privileges that reach other employees' records; without one, only one's own. */
const EDIT_ANY = ['ADD_EMPLOYEE', 'UPDATE_EMPLOYEE_COMPANY_DETAILS'];
const READ_ANY = ['GET_ALL_EMPLOYEES', 'FIND_EMPLOYEE_BY_ID', ...EDIT_ANY];

type Scope = 'read' | 'edit';

function assertScope(caller: Principal, employeeId: number, scope: Scope) {
  if (caller.employeeId === employeeId) return;
  const any = scope === 'read' ? READ_ANY : EDIT_ANY;
  if (!any.some((p) => caller.privileges.includes(p))) throw forbidden('employee.own_record_only');
}

async function employee(tx: Db, caller: Principal, employeeId: number, scope: Scope = 'edit') {
  assertScope(caller, employeeId, scope);
  if (!(await exists(tx, 'employee', employeeId))) throw notFound('employee.not_found');
}

/** The record, when it exists, belongs to `employeeId` (if given) and is within the caller's reach. */
async function record(
  tx: Db,
  caller: Principal,
  table: 'emergencyContact' | 'address' | 'account',
  id: number,
  what: 'emergency_contact.not_found' | 'address.not_found' | 'bank_account.not_found',
  employeeId?: number,
) {
  if (employeeId !== undefined) await employee(tx, caller, employeeId);
  const row = await lockRecord(tx, table, id);
  if (!row || (employeeId !== undefined && Number(row.employeeId) !== employeeId))
    throw notFound(what);
  assertScope(caller, Number(row.employeeId), 'edit');
  return row;
}

const noOwner = ({ employeeId: _, ...rest }: Record<string, unknown>) => rest;

// ---- emergency contacts

export type ContactBody = { contact?: string; relationship?: string };

export async function contactsOf(db: Db, caller: Principal, employeeId: number) {
  await employee(db, caller, employeeId, 'read');
  return listContacts(db, employeeId);
}

export function addContact(db: Db, caller: Principal, employeeId: number, body: ContactBody) {
  return inTransaction(db, {}, async (tx) => {
    await employee(tx, caller, employeeId);
    const row = await insertRecord(tx, 'emergencyContact', {
      employeeId,
      contact: body.contact!.trim(),
      relationship: body.relationship!.trim(),
    });
    return noOwner(row);
  });
}

export function editContact(db: Db, caller: Principal, contactId: number, body: ContactBody) {
  return inTransaction(db, {}, async (tx) => {
    await record(tx, caller, 'emergencyContact', contactId, 'emergency_contact.not_found');
    const values: Record<string, string> = {};
    if (body.contact !== undefined) values.contact = body.contact.trim();
    if (body.relationship !== undefined) values.relationship = body.relationship.trim();
    if (Object.keys(values).length) await updateRecord(tx, 'emergencyContact', contactId, values);
  });
}

export function removeContact(db: Db, caller: Principal, contactId: number, employeeId: number) {
  return inTransaction(db, {}, async (tx) => {
    await record(
      tx,
      caller,
      'emergencyContact',
      contactId,
      'emergency_contact.not_found',
      employeeId,
    );
    await deleteRecord(tx, 'emergencyContact', contactId);
  });
}

// ---- addresses (city and state stored with the address, nested under zipCode on the wire)

export type AddressBody = {
  addressType: string;
  propertyNumber: string;
  country: string;
  zipCode: { zipCode: string; city: string; state: string };
};

const addressValues = (b: AddressBody) => ({
  addressType: b.addressType,
  propertyNumber: b.propertyNumber.trim(),
  country: b.country.trim(),
  zipCode: JSON.stringify({
    zipCode: b.zipCode.zipCode.trim(),
    city: b.zipCode.city.trim(),
    state: b.zipCode.state.trim(),
  }),
});

export async function addAddress(db: Db, caller: Principal, employeeId: number, b: AddressBody) {
  await inTransaction(db, {}, async (tx) => {
    await employee(tx, caller, employeeId);
    await insertRecord(tx, 'address', { employeeId, ...addressValues(b) });
  });
  return employeeObject(db, caller, employeeId);
}

export async function editAddress(
  db: Db,
  caller: Principal,
  employeeId: number,
  addressId: number,
  b: AddressBody,
) {
  await inTransaction(db, {}, async (tx) => {
    await record(tx, caller, 'address', addressId, 'address.not_found', employeeId);
    await updateRecord(tx, 'address', addressId, addressValues(b));
  });
  return employeeObject(db, caller, employeeId);
}

export async function removeAddress(
  db: Db,
  caller: Principal,
  employeeId: number,
  addressId: number,
) {
  await inTransaction(db, {}, async (tx) => {
    await record(tx, caller, 'address', addressId, 'address.not_found', employeeId);
    await deleteRecord(tx, 'address', addressId);
  });
  return employeeObject(db, caller, employeeId);
}

// ---- the bank account (one per employee; a new one replaces the old)

export type AccountBody = { bankName: string; accountNumber: string; ifsc: string; branch: string };

const accountValues = (b: AccountBody) => ({
  bankName: b.bankName.trim(),
  accountNumber: b.accountNumber,
  ifsc: b.ifsc,
  branch: b.branch.trim(),
});

export async function addAccount(db: Db, caller: Principal, employeeId: number, b: AccountBody) {
  await inTransaction(db, {}, async (tx) => {
    await employee(tx, caller, employeeId);
    await deleteAccountOf(tx, employeeId);
    await insertRecord(tx, 'account', { employeeId, ...accountValues(b) });
  });
  return employeeObject(db, caller, employeeId);
}

export function editAccount(db: Db, caller: Principal, accountId: number, b: AccountBody) {
  return inTransaction(db, {}, async (tx) => {
    await record(tx, caller, 'account', accountId, 'bank_account.not_found');
    const row = await updateRecord(tx, 'account', accountId, accountValues(b));
    return noOwner(shapeAccountFor(caller, row.employeeId, row));
  });
}

/** AC3: true when an account was removed, false when the employee had none. */
export function removeAccount(db: Db, caller: Principal, employeeId: number) {
  return inTransaction(db, {}, async (tx) => {
    await employee(tx, caller, employeeId);
    return deleteAccountOf(tx, employeeId);
  });
}
