// The four attribute kinds on the wire (contract §2.7, §2.9, §2.11, §2.12): one module, two envelopes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminToken();
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  token = admin,
) => t.app.inject({ method, url: `/api/v1${url}`, headers: t.auth(token), payload });

const kinds = [
  {
    path: '/organizationAttribute',
    table: 'organizationAttribute',
    s4: true,
    required: 'Attribute field is required',
    empty: undefined,
    letters: 'Attribute field must contain only letters',
    list: 'GET_ALL_ORGANIZATION_ATTRIBUTES',
  },
  {
    path: '/departmentAttribute',
    table: 'departmentAttribute',
    s4: true,
    required: 'Attributes field is required',
    empty: undefined,
    letters: null,
    list: 'GET_ALL_DEPARTMENT_ATTRIBUTES',
  },
  {
    path: '/employeeAttribute',
    table: 'employeeAttribute',
    s4: true,
    required: 'Attribute name is required',
    empty: 'Attribute name cannot be empty',
    letters: null,
    list: 'GET_ALL_EMPLOYEE_ATTRIBUTES',
  },
  {
    path: '/branchAttribute',
    table: 'branchAttribute',
    s4: false,
    required: 'Attributes field is required',
    empty: undefined,
    letters: 'Attributes field must contain only letters',
    list: 'GET_BRANCH_ATTRIBUTE',
  },
] as const;

for (const kind of kinds) {
  const rows = () => t.db.selectFrom(kind.table).selectAll().orderBy('attributeId').execute();
  describe(kind.path, () => {
    it('creates with 201, normalising the key and ignoring a client id', async () => {
      const res = await call('POST', kind.path, {
        attributeKey: '  Blood   Group ',
        attributeId: 0,
      });
      expect(res.statusCode).toBe(201);
      const attribute = { attributeId: expect.any(Number), attributeKey: 'Blood Group' };
      if (kind.s4)
        expect(res.json()).toMatchObject({
          status: 201,
          isSuccess: true,
          message: expect.any(String),
          data: attribute,
        });
      else
        expect(res.json()).toMatchObject({ success: true, message: expect.any(String), attribute });
    });

    it('lists the definitions', async () => {
      const res = await call('GET', kind.path);
      expect(res.statusCode).toBe(200);
      const list = kind.s4 ? res.json() : res.json().branchAttributes;
      if (!kind.s4) expect(res.json().success).toBe(true);
      expect(list).toEqual(
        expect.arrayContaining([expect.objectContaining({ attributeKey: 'Blood Group' })]),
      );
    });

    it('refuses empty, missing and non-letter keys with 400 and the schema message', async () => {
      const before = await rows();
      for (const [payload, message] of [
        [{ attributeKey: '   ' }, kind.empty ?? kind.required],
        [{}, kind.required],
      ] as const) {
        const res = await call('POST', kind.path, payload);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toContain(message);
      }
      const digits = await call('POST', kind.path, { attributeKey: 'Floor 2' });
      expect(digits.statusCode).toBe(400);
      if (kind.letters) expect(digits.json().message).toContain(kind.letters);
      expect(await rows()).toEqual(before);
    });

    it('refuses a duplicate key ignoring case with 409', async () => {
      const before = await rows();
      const res = await call('POST', kind.path, { attributeKey: 'blood group' });
      expect(res.statusCode).toBe(409);
      expect(await rows()).toEqual(before);
    });

    it('renames with 200 and answers 404 for an unknown id', async () => {
      const id = (await rows())[0].attributeId;
      const res = await call('PATCH', `${kind.path}/${id}`, { attributeKey: 'Blood Type' });
      expect(res.statusCode).toBe(200);
      if (kind.s4)
        expect(res.json()).toMatchObject({
          status: 200,
          isSuccess: true,
          data: { attributeKey: 'Blood Type' },
        });
      else expect(res.json()).toEqual({ success: true, message: expect.any(String) });
      expect(
        (await call('PATCH', `${kind.path}/999999`, { attributeKey: 'Other' })).statusCode,
      ).toBe(404);
    });

    it('answers 403 without the list privilege', async () => {
      const token = await t.tokenFor(['GET_ALL_SKILL']);
      expect((await call('GET', kind.path, undefined, token)).statusCode).toBe(403);
    });

    it('deletes with 200 and answers 404 for an unknown id', async () => {
      const created = await call('POST', kind.path, { attributeKey: 'Temporary' });
      const id = (kind.s4 ? created.json().data : created.json().attribute).attributeId;
      const res = await call('DELETE', `${kind.path}/${id}`);
      expect(res.statusCode).toBe(200);
      if (kind.s4) expect(res.json()).toMatchObject({ isSuccess: true, data: { attributeId: id } });
      else expect(res.json()).toEqual({ success: true, message: expect.any(String) });
      expect((await call('DELETE', `${kind.path}/${id}`)).statusCode).toBe(404);
    });
  });
}

describe('attribute values follow their definitions', () => {
  it('renaming a definition renames its values; deleting it removes them everywhere', async () => {
    const def = (await call('POST', '/branchAttribute', { attributeKey: 'Zone' })).json().attribute;
    const created = await call('POST', '/branch', {
      branchName: 'Zoned Branch',
      attributes: { zone: 'East' },
    });
    expect(created.statusCode).toBe(201);
    const branchId = created.json().Branch.branchId;
    expect(created.json().Branch.attributes).toEqual({ Zone: 'East' });
    await call('PATCH', `/branchAttribute/${def.attributeId}`, { attributeKey: 'Region' });
    const find = async () =>
      (await call('GET', '/branch?size=100'))
        .json()
        .Branches.content.find((b: { branchId: number }) => b.branchId === branchId);
    expect((await find()).attributes).toEqual({ Region: 'East' });
    expect((await call('DELETE', `/branchAttribute/${def.attributeId}`)).statusCode).toBe(200);
    expect((await find()).attributes).toEqual({});
    const stored = await t.db
      .selectFrom('branch')
      .select('attributes')
      .where('branchId', '=', branchId)
      .executeTakeFirstOrThrow();
    expect(stored.attributes).toEqual({});
  });

  it('deleting an employee attribute removes its values from employees', async () => {
    const def = (await call('POST', '/employeeAttribute', { attributeKey: 'Shirt Size' })).json()
      .data;
    const employee = await t.db
      .selectFrom('employee')
      .select('employeeId')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('employee')
      .set({ attributes: JSON.stringify({ [String(def.attributeId)]: 'M', keep: 'x' }) })
      .where('employeeId', '=', employee.employeeId)
      .execute();
    expect((await call('DELETE', `/employeeAttribute/${def.attributeId}`)).statusCode).toBe(200);
    const after = await t.db
      .selectFrom('employee')
      .select('attributes')
      .where('employeeId', '=', employee.employeeId)
      .executeTakeFirstOrThrow();
    expect(after.attributes).toEqual({ keep: 'x' });
  });
});
