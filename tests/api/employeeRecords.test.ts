import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminToken();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: t.auth(token), payload });
const rows = (table: 'emergencyContact' | 'address' | 'account', employeeId: number) =>
  t.db
    .selectFrom(table)
    .selectAll()
    .where('employeeId', '=', employeeId)
    .orderBy(
      table === 'address' ? 'addressId' : table === 'account' ? 'accountId' : 'emergencyContactId',
    )
    .execute();

/** An ordinary employee holding the record privileges, for own-record scope. */
async function self(privileges: string[]) {
  const u = await t.createUser(privileges);
  return { ...u, token: await t.login(u.email, u.password) };
}

const CONTACT = { contact: '9876543210', relationship: 'Mother' };
const ADDRESS = {
  addressType: 'PERMANENT',
  propertyNumber: '12B',
  zipCode: '560001',
  city: 'Bengaluru',
  state: 'Karnataka',
  country: 'India',
};
const ACCOUNT = {
  bankName: 'Axis Bank',
  accountNumber: '123456789012',
  ifsc: 'UTIB0000123',
  branch: 'MG Road',
};

describe('emergency contacts', () => {
  it('adds (201), lists, edits (204) and deletes (204) a contact', async () => {
    const e = await t.createUser([]);
    const add = await call('POST', `/emergencyContact/employee/${e.employeeId}`, admin, CONTACT);
    expect(add.statusCode).toBe(201);
    const id = add.json().emergencyContact.emergencyContactId;
    expect(add.json().emergencyContact).toEqual({ emergencyContactId: id, ...CONTACT });
    const list = await call('GET', `/emergencyContact/employee/${e.employeeId}`, admin);
    expect(list.json().emergencyContacts).toEqual([{ emergencyContactId: id, ...CONTACT }]);
    const edit = await call('PATCH', `/emergencyContact/${id}`, admin, { relationship: 'Father' });
    expect(edit.statusCode).toBe(204);
    expect(edit.body).toBe('');
    expect((await rows('emergencyContact', e.employeeId))[0]).toMatchObject({
      contact: CONTACT.contact,
      relationship: 'Father',
    });
    const del = await call('DELETE', `/emergencyContact/${id}/${e.employeeId}`, admin);
    expect(del.statusCode).toBe(204);
    expect(await rows('emergencyContact', e.employeeId)).toEqual([]);
  });

  it('always answers emergencyContacts, [] when there are none', async () => {
    const e = await t.createUser([]);
    const res = await call('GET', `/emergencyContact/employee/${e.employeeId}`, admin);
    expect(res.json().emergencyContacts).toEqual([]);
  });

  it.each([
    [{ contact: '123' }, 'Contact must be exactly 10 digits'],
    [{ relationship: 'Bro1' }, 'Relationship must contain only letters'],
    [{ contact: undefined }, 'Contact is required'],
  ])('refuses %j and stores nothing', async (patch, message) => {
    const e = await t.createUser([]);
    const res = await call('POST', `/emergencyContact/employee/${e.employeeId}`, admin, {
      ...CONTACT,
      ...patch,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(await rows('emergencyContact', e.employeeId)).toEqual([]);
  });

  it('answers 404 for unknown employees and contacts, and for a contact of another employee', async () => {
    const a = await t.createUser([]);
    const b = await t.createUser([]);
    const id = (
      await call('POST', `/emergencyContact/employee/${a.employeeId}`, admin, CONTACT)
    ).json().emergencyContact.emergencyContactId;
    expect(
      (await call('POST', '/emergencyContact/employee/999999', admin, CONTACT)).statusCode,
    ).toBe(404);
    expect((await call('PATCH', '/emergencyContact/999999', admin, CONTACT)).statusCode).toBe(404);
    expect(
      (await call('DELETE', `/emergencyContact/${id}/${b.employeeId}`, admin)).statusCode,
    ).toBe(404);
    expect(await rows('emergencyContact', a.employeeId)).toHaveLength(1);
  });

  it("lets an employee manage their own contacts but not another's", async () => {
    const privs = [
      'ADD_EMERGENCY_CONTACT',
      'UPDATE_EMERGENCY_CONTACT',
      'DELETE_EMERGENCY_CONTACT',
      'GET_EMPLOYEE_EMERGENCY_CONTACT',
    ];
    const a = await self(privs);
    const b = await t.createUser([]);
    expect(
      (await call('POST', `/emergencyContact/employee/${a.employeeId}`, a.token, CONTACT))
        .statusCode,
    ).toBe(201);
    const theirs = (
      await call('POST', `/emergencyContact/employee/${b.employeeId}`, admin, CONTACT)
    ).json().emergencyContact.emergencyContactId;
    expect(
      (await call('POST', `/emergencyContact/employee/${b.employeeId}`, a.token, CONTACT))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('GET', `/emergencyContact/employee/${b.employeeId}`, a.token)).statusCode,
    ).toBe(403);
    expect(
      (await call('PATCH', `/emergencyContact/${theirs}`, a.token, { relationship: 'Aunt' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('DELETE', `/emergencyContact/${theirs}/${b.employeeId}`, a.token)).statusCode,
    ).toBe(403);
    expect((await rows('emergencyContact', b.employeeId)).map((r) => r.relationship)).toEqual([
      'Mother',
    ]);
  });
});

describe('addresses', () => {
  it('adds a flat or nested address, edits and removes it, answering S3 with the employee', async () => {
    const e = await t.createUser([]);
    const add = await call('POST', `/address/${e.employeeId}/addNewAddress`, admin, ADDRESS);
    expect(add.statusCode, add.body).toBe(200);
    expect(add.json().Status).toBe(true);
    const address = add.json().UpdatedEmployee.addresses[0];
    expect(address.zipCode).toEqual({ zipCode: '560001', city: 'Bengaluru', state: 'Karnataka' });
    const put = await call(
      'PUT',
      `/address/${e.employeeId}/editAddress/${address.addressId}`,
      admin,
      {
        addressType: 'TEMPORARY',
        propertyNumber: '7',
        country: 'India',
        zipCode: { zipCode: '12345-6789', city: 'Mysuru', state: 'Karnataka' },
      },
    );
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().UpdatedEmployee.addresses[0]).toMatchObject({
      addressType: 'TEMPORARY',
      zipCode: { zipCode: '12345-6789', city: 'Mysuru' },
    });
    const del = await call(
      'DELETE',
      `/address/${e.employeeId}/removeAddress/${address.addressId}`,
      admin,
    );
    expect(del.statusCode).toBe(200);
    expect(del.json().UpdatedEmployee.addresses).toEqual([]);
  });

  it.each([
    [{ zipCode: '12' }, 'Zip Code must be in the format 123456 or 12345-6789'],
    [{ addressType: 'HOME' }, 'Address Type is required'],
    [{ city: 'C1ty' }, 'City must contain only letters'],
    [{ propertyNumber: undefined }, 'Property Number is required'],
  ])('refuses %j and stores nothing', async (patch, message) => {
    const e = await t.createUser([]);
    const res = await call('POST', `/address/${e.employeeId}/addNewAddress`, admin, {
      ...ADDRESS,
      ...patch,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(await rows('address', e.employeeId)).toEqual([]);
  });

  it('answers 404 for an address of another employee, and 403 for a stranger', async () => {
    const a = await self(['ADD_ADDRESS', 'UPDATE_ADDRESS', 'REMOVE_ADDRESS']);
    const b = await t.createUser([]);
    const mine = (
      await call('POST', `/address/${a.employeeId}/addNewAddress`, a.token, ADDRESS)
    ).json().UpdatedEmployee.addresses[0].addressId;
    const theirs = (
      await call('POST', `/address/${b.employeeId}/addNewAddress`, admin, ADDRESS)
    ).json().UpdatedEmployee.addresses[0].addressId;
    expect(
      (await call('DELETE', `/address/${a.employeeId}/removeAddress/${theirs}`, a.token))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', `/address/${b.employeeId}/removeAddress/${theirs}`, a.token))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', `/address/${b.employeeId}/editAddress/${theirs}`, a.token, ADDRESS))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('DELETE', `/address/${b.employeeId}/removeAddress/${mine}`, admin)).statusCode,
    ).toBe(404);
    expect(await rows('address', b.employeeId)).toHaveLength(1);
    expect(await rows('address', a.employeeId)).toHaveLength(1);
  });
});

describe('bank account', () => {
  it('adds, replaces, edits and removes the one account', async () => {
    const e = await t.createUser([]);
    const add = await call('POST', `/account/${e.employeeId}/AddBankAccount`, admin, ACCOUNT);
    expect(add.statusCode, add.body).toBe(200);
    expect(add.json().updatedUser.account).toMatchObject(ACCOUNT);
    const again = await call('POST', `/account/${e.employeeId}/AddBankAccount`, admin, {
      ...ACCOUNT,
      accountNumber: '999988887777',
    });
    expect(again.statusCode).toBe(200);
    const stored = await rows('account', e.employeeId);
    expect(stored).toHaveLength(1);
    expect(stored[0].accountNumber).toBe('999988887777');
    const patch = await call('PATCH', `/account/${stored[0].accountId}`, admin, {
      ...ACCOUNT,
      branch: 'Indiranagar',
    });
    expect(patch.statusCode).toBe(200);
    expect(patch.json().updatedAccount).toEqual({
      accountId: stored[0].accountId,
      ...ACCOUNT,
      branch: 'Indiranagar',
    });
    const del = await call('DELETE', `/account/${e.employeeId}/removeAccount`, admin);
    expect(del.json()).toMatchObject({ success: true });
    const none = await call('DELETE', `/account/${e.employeeId}/removeAccount`, admin);
    expect(none.statusCode).toBe(200);
    expect(none.json().success).toBe(false);
  });

  it.each([
    [{ accountNumber: '12ab' }, 'Account Number must be 9 to 18 digits'],
    [{ ifsc: 'abcd0123456' }, 'IFSC Code must be in the format XXXX0YYYYYY'],
    [{ branch: undefined }, 'Branch is required'],
  ])('refuses %j on add and on PATCH, changing nothing', async (patch, message) => {
    const e = await t.createUser([]);
    await call('POST', `/account/${e.employeeId}/AddBankAccount`, admin, ACCOUNT);
    const before = await rows('account', e.employeeId);
    const add = await call('POST', `/account/${e.employeeId}/AddBankAccount`, admin, {
      ...ACCOUNT,
      ...patch,
    });
    expect(add.statusCode).toBe(400);
    expect(add.json().message).toContain(message);
    const edit = await call('PATCH', `/account/${before[0].accountId}`, admin, {
      ...ACCOUNT,
      ...patch,
    });
    expect(edit.statusCode).toBe(400);
    expect(await rows('account', e.employeeId)).toEqual(before);
  });

  it("refuses another employee's account to an ordinary employee; 404 for unknown ids", async () => {
    const a = await self(['ADD_ACCOUNT', 'REMOVE_ACCOUNT']);
    const b = await t.createUser([]);
    await call('POST', `/account/${b.employeeId}/AddBankAccount`, admin, ACCOUNT);
    const before = await rows('account', b.employeeId);
    expect(
      (await call('POST', `/account/${b.employeeId}/AddBankAccount`, a.token, ACCOUNT)).statusCode,
    ).toBe(403);
    expect(
      (await call('PATCH', `/account/${before[0].accountId}`, a.token, ACCOUNT)).statusCode,
    ).toBe(403);
    expect(
      (await call('DELETE', `/account/${b.employeeId}/removeAccount`, a.token)).statusCode,
    ).toBe(403);
    expect(await rows('account', b.employeeId)).toEqual(before);
    expect(
      (await call('POST', `/account/${a.employeeId}/AddBankAccount`, a.token, ACCOUNT)).statusCode,
    ).toBe(200);
    expect((await call('PATCH', '/account/999999', admin, ACCOUNT)).statusCode).toBe(404);
    expect((await call('POST', '/account/999999/AddBankAccount', admin, ACCOUNT)).statusCode).toBe(
      404,
    );
  });
});
