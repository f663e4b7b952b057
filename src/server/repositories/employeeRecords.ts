/** The records hanging from one employee: emergency contacts, addresses and the bank account. */
import type { Db } from '../db/database.ts';

type Row = Record<string, unknown>;

const CONTACT = ['emergencyContactId', 'employeeId', 'contact', 'relationship'] as const;
const ADDRESS = [
  'addressId',
  'employeeId',
  'addressType',
  'propertyNumber',
  'zipCode',
  'country',
] as const;
const ACCOUNT = ['accountId', 'employeeId', 'bankName', 'accountNumber', 'ifsc', 'branch'] as const;

type Table = 'emergencyContact' | 'address' | 'account';
const columns = { emergencyContact: CONTACT, address: ADDRESS, account: ACCOUNT };
const idOf = { emergencyContact: 'emergencyContactId', address: 'addressId', account: 'accountId' };

/** The record with its owner, locked for the rest of the transaction. */
export const lockRecord = (db: Db, table: Table, id: number) =>
  db
    .selectFrom(table)
    .select([...columns[table]])
    .where(idOf[table], '=', id)
    .forUpdate()
    .executeTakeFirst() as Promise<(Row & { employeeId: number }) | undefined>;

export const listContacts = (db: Db, employeeId: number) =>
  db
    .selectFrom('emergencyContact')
    .select(['emergencyContactId', 'contact', 'relationship'])
    .where('employeeId', '=', employeeId)
    .orderBy('emergencyContactId')
    .execute();

export const insertRecord = (db: Db, table: Table, values: Row) =>
  db
    .insertInto(table)
    .values(values)
    .returning([...columns[table]])
    .executeTakeFirstOrThrow() as Promise<Row>;

export const updateRecord = (db: Db, table: Table, id: number, values: Row) =>
  db
    .updateTable(table)
    .set(values)
    .where(idOf[table], '=', id)
    .returning([...columns[table]])
    .executeTakeFirstOrThrow() as Promise<Row>;

export async function deleteRecord(db: Db, table: Table, id: number): Promise<void> {
  await db.deleteFrom(table).where(idOf[table], '=', id).execute();
}

/** Removes the employee's bank account; false when there was none. */
export async function deleteAccountOf(db: Db, employeeId: number): Promise<boolean> {
  const rows = await db
    .deleteFrom('account')
    .where('employeeId', '=', employeeId)
    .returning(['accountId'])
    .execute();
  return rows.length > 0;
}
