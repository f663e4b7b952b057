// Real names and addresses (issue #37): hyphens and apostrophes inside a name, and `- / , . #` in a
// property number, are accepted by the server; anything else still gets the spec's message, a 400
// and no change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

let t: TestApp;
let admin: string;
let departmentId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminToken();
  const manager = await t.createUser([]);
  const row = await t.db
    .insertInto('department')
    .values({
      department: 'Names',
      description: 'Real names',
      managerId: manager.employeeId,
      attributes: JSON.stringify({}),
    })
    .returning(['departmentId'])
    .executeTakeFirstOrThrow();
  departmentId = Number(row.departmentId);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT';
const call = (method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: t.auth(admin), payload });

let seq = 0;
const details = (names: object) => ({
  firstName: 'Asha',
  lastName: 'Verma',
  employeeCode: `RN${++seq}`,
  departmentId,
  skillList: [],
  designationList: [],
  ...names,
});
const stored = (employeeId: number) =>
  t.db
    .selectFrom('employee')
    .select(['firstName', 'lastName'])
    .where('employeeId', '=', employeeId)
    .executeTakeFirstOrThrow();

describe('names', () => {
  it.each([
    ['Anne', 'Smith-Jones'],
    ['Mary-Jane', "D'Souza"],
    ['Siân', 'D’Souza'],
    ['Jean Luc', "O'Neil-Brown"],
    // Devanagari vowel signs are combining marks (\p{M}), part of the letters a person types.
    ['प्रिया', 'शर्मा'],
  ])('saves %j %j as typed (EM3), and again through an update (EM7)', async (first, last) => {
    const e = await t.createUser([]);
    const res = await call(
      'POST',
      `/employee/${e.employeeId}`,
      details({ firstName: first, lastName: last }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await stored(e.employeeId)).toEqual({ firstName: first, lastName: last });
    const update = await call('PATCH', `/employee/updateEmployeeDetails/${e.employeeId}`, {
      lastName: `${last}-Rao`,
    });
    expect(update.statusCode, update.body).toBe(200);
    expect((await stored(e.employeeId)).lastName).toBe(`${last}-Rao`);
  });

  it.each([
    ['Smith2', 'Last name should contain only letters'],
    ['-Smith', 'Last name should contain only letters'],
    ['Smith-', 'Last name should contain only letters'],
    ["D''Souza", 'Last name should contain only letters'],
    ['Smith--Jones', 'Last name should contain only letters'],
    ['Smith - Jones', 'Last name should contain only letters'],
    ['Smith_Jones', 'Last name should contain only letters'],
    ['Smith.', 'Last name should contain only letters'],
  ])('refuses the last name %j with "%s" and changes nothing', async (last, message) => {
    const e = await t.createUser([]);
    const before = await stored(e.employeeId);
    const res = await call('POST', `/employee/${e.employeeId}`, details({ lastName: last }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(await stored(e.employeeId)).toEqual(before);
  });

  it('refuses a first name with digits with the spec message', async () => {
    const e = await t.createUser([]);
    const res = await call('POST', `/employee/${e.employeeId}`, details({ firstName: "O'4" }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('First name should contain only letters');
  });

  it('answers a very long name of spaces and a wrong character at once, with a 400', async () => {
    const e = await t.createUser([]);
    const lastName = `A${' '.repeat(200_000)}!`;
    const started = Date.now();
    const res = await call('POST', `/employee/${e.employeeId}`, details({ lastName }));
    expect(res.statusCode).toBe(400);
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

describe('property numbers', () => {
  const ADDRESS = {
    addressType: 'PERMANENT',
    zipCode: '560001',
    city: 'Bengaluru',
    state: 'Karnataka',
    country: 'India',
  };
  const addresses = (employeeId: number) =>
    t.db
      .selectFrom('address')
      .select('propertyNumber')
      .where('employeeId', '=', employeeId)
      .execute();

  it.each(['12-B', 'Flat 4/2', 'No. 5, Block C', '#12', '221B'])(
    'adds and edits an address at %j',
    async (propertyNumber) => {
      const e = await t.createUser([]);
      const add = await call('POST', `/address/${e.employeeId}/addNewAddress`, {
        ...ADDRESS,
        propertyNumber,
      });
      expect(add.statusCode, add.body).toBe(200);
      const { addressId } = add.json().UpdatedEmployee.addresses[0];
      const edit = await call('PUT', `/address/${e.employeeId}/editAddress/${addressId}`, {
        ...ADDRESS,
        propertyNumber: `${propertyNumber}/1`,
      });
      expect(edit.statusCode, edit.body).toBe(200);
      expect(await addresses(e.employeeId)).toEqual([{ propertyNumber: `${propertyNumber}/1` }]);
    },
  );

  it.each(['12@B', 'Flat 4\\2', '12 (B)', '12;B', '<b>12</b>'])(
    'refuses %j with the spec message and stores nothing',
    async (propertyNumber) => {
      const e = await t.createUser([]);
      const res = await call('POST', `/address/${e.employeeId}/addNewAddress`, {
        ...ADDRESS,
        propertyNumber,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('Property Number must be alphanumeric');
      expect(await addresses(e.employeeId)).toEqual([]);
    },
  );
});
