// Sub-organisations (branches) on the wire (contract §2.8 and O6).
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
const rows = () => t.db.selectFrom('branch').selectAll().orderBy('branchId').execute();
let seq = 0;
const name = (base = 'Branch') =>
  `${base} ${String.fromCharCode(97 + (seq % 26))}${String.fromCharCode(97 + Math.floor(seq++ / 26))}x`;
async function org() {
  const row = await t.db
    .insertInto('organization')
    .values({
      organizationName: name('Org'),
      organizationDescription: 'An organisation',
      attributes: '{}',
    })
    .returning('organizationId')
    .executeTakeFirstOrThrow();
  return row.organizationId as number;
}
const createBranch = async (body: object = {}) => {
  const res = await call('POST', '/branch', { branchName: name(), attributes: {}, ...body });
  expect(res.statusCode).toBe(201);
  return res.json().Branch.branchId as number;
};

describe('branches', () => {
  it('creates with 201 and S1 Branch, coercing a numeric-string organizationId', async () => {
    const organizationId = await org();
    const res = await call('POST', '/branch', {
      branchName: name(),
      organizationId: String(organizationId),
      AccessToken: 'x',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: expect.any(String),
      Branch: { branchId: expect.any(Number), attributes: {} },
    });
    const stored = await t.db
      .selectFrom('branch')
      .selectAll()
      .where('branchId', '=', res.json().Branch.branchId)
      .executeTakeFirst();
    expect(stored?.organizationId).toBe(organizationId);
  });

  it('treats organizationId "" as unassigned', async () => {
    const res = await call('POST', '/branch', { branchName: name(), organizationId: '' });
    expect(res.statusCode).toBe(201);
  });

  const cases: [string, string, string][] = [
    ['a short name', 'Ab', 'Sub-Organization Name must be at least 3 characters'],
    ['a name with digits', 'Branch 9', 'Sub-Organization Name must not contain numbers'],
    [
      'a name with symbols',
      'Branch #',
      'Sub-Organization Name must not contain special characters',
    ],
    [
      'a name with double spaces',
      'North  Side',
      'Sub-Organization Name must not contain consecutive spaces',
    ],
  ];
  for (const [label, branchName, message] of cases) {
    it(`refuses ${label} with the spec's message and stores nothing`, async () => {
      const before = await rows();
      const res = await call('POST', '/branch', { branchName });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
      expect(await rows()).toEqual(before);
    });
  }

  it('refuses a missing name and an unknown organisation', async () => {
    const before = await rows();
    expect((await call('POST', '/branch', {})).json().message).toContain(
      'Sub-Organization Name is required',
    );
    expect(
      (await call('POST', '/branch', { branchName: name(), organizationId: 999999 })).statusCode,
    ).toBe(404);
    expect(await rows()).toEqual(before);
  });

  it('gives one 201 and nineteen 409 for twenty parallel creates of one name in one organisation', async () => {
    const organizationId = await org();
    const branchName = name('Parallel');
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call('POST', '/branch', {
          branchName: i % 2 ? branchName : branchName.toUpperCase(),
          organizationId,
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
  });

  it('allows the same name in two organisations, and refuses moving a branch onto a taken name', async () => {
    const first = await org();
    const second = await org();
    const branchName = name('Head');
    expect((await call('POST', '/branch', { branchName, organizationId: first })).statusCode).toBe(
      201,
    );
    const other = await call('POST', '/branch', { branchName, organizationId: second });
    expect(other.statusCode).toBe(201);
    const { branchId } = other.json().Branch;
    const before = await rows();
    const move = await call('PATCH', `/branch/${first}/assignBranch/${branchId}`);
    expect(move.statusCode).toBe(409);
    expect(await rows()).toEqual(before);
  });

  it('lists all branches (S1 Branches page) and the unassigned ones as BranchRow', async () => {
    const organizationId = await org();
    const assigned = await createBranch({ organizationId });
    const free = await createBranch();
    const all = await call('GET', '/branch?size=100');
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({
      success: true,
      Branches: { totalElements: expect.any(Number) },
    });
    const unassigned = (await call('GET', '/branch/unassignedBranches?size=100')).json();
    const ids = unassigned.Branches.content.map((b: { branchId: number }) => b.branchId);
    expect(ids).toContain(free);
    expect(ids).not.toContain(assigned);
    expect(unassigned.Branches.content[0]).toMatchObject({ organizations: [], departments: [] });
    expect((await call('GET', '/branch?page=-1')).statusCode).toBe(400);
    expect((await call('GET', '/branch?page=999')).json().Branches.content).toEqual([]);
    expect((await call('GET', '/branch?size=500')).json().Branches.size).toBe(100);
  });

  it('lists the branches of an organisation as BranchRow with organizations and departments', async () => {
    const organizationId = await org();
    const branchId = await createBranch({ organizationId });
    await t.db
      .insertInto('department')
      .values({ department: name('Dept'), description: 'A department', branchId, attributes: '{}' })
      .execute();
    const res = await call('GET', `/organization/branches/${organizationId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      BranchList: [
        {
          branchId,
          organizations: [{ organizationId }],
          departments: [{ departmentId: expect.any(Number), description: 'A department' }],
        },
      ],
    });
    expect((await call('GET', '/organization/branches/999999')).statusCode).toBe(404);
  });

  it('updates with 200, merging attributes, and 404 for an unknown branch', async () => {
    await call('POST', '/branchAttribute', { attributeKey: 'City' });
    await call('POST', '/branchAttribute', { attributeKey: 'Floor' });
    const branchId = await createBranch({ attributes: { City: 'Pune' } });
    const res = await call('PATCH', `/branch/${branchId}`, {
      branchName: name(),
      attributes: { Floor: 'Two' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: expect.any(String) });
    const list = (await call('GET', '/branch?size=100')).json().Branches.content;
    expect(list.find((b: { branchId: number }) => b.branchId === branchId).attributes).toEqual({
      City: 'Pune',
      Floor: 'Two',
    });
    expect((await call('PATCH', '/branch/999999', { branchName: name() })).statusCode).toBe(404);
  });

  it('refuses an unknown attribute key with 404 and changes nothing', async () => {
    const branchId = await createBranch();
    const before = await rows();
    const res = await call('PATCH', `/branch/${branchId}`, { attributes: { Nope: 'x' } });
    expect(res.statusCode).toBe(404);
    expect(await rows()).toEqual(before);
  });

  it('assigns (twice is a no-op) and unassigns, organisation id first; unknown ids 404', async () => {
    const organizationId = await org();
    const branchId = await createBranch();
    for (let i = 0; i < 2; i++) {
      const res = await call('PATCH', `/branch/${organizationId}/assignBranch/${branchId}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, message: expect.any(String) });
    }
    const linked = await t.db
      .selectFrom('branch')
      .selectAll()
      .where('branchId', '=', branchId)
      .executeTakeFirst();
    expect(linked?.organizationId).toBe(organizationId);
    expect(
      (await call('PATCH', `/branch/${organizationId}/removeBranch/${branchId}`)).statusCode,
    ).toBe(200);
    const free = await t.db
      .selectFrom('branch')
      .selectAll()
      .where('branchId', '=', branchId)
      .executeTakeFirst();
    expect(free?.organizationId).toBeNull();
    expect((await call('PATCH', `/branch/999999/assignBranch/${branchId}`)).statusCode).toBe(404);
    expect((await call('PATCH', `/branch/${organizationId}/assignBranch/999999`)).statusCode).toBe(
      404,
    );
    expect((await call('PATCH', `/branch/${organizationId}/removeBranch/999999`)).statusCode).toBe(
      404,
    );
  });

  it('lists the departments of a branch under the misspelt key', async () => {
    const branchId = await createBranch();
    const res = await call('GET', `/branch/${branchId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, departmensts: { content: [] } });
    expect((await call('GET', '/branch/999999')).statusCode).toBe(404);
  });

  it('deletes with 200, leaving its departments unassigned; 404 when unknown', async () => {
    const branchId = await createBranch();
    const dept = await t.db
      .insertInto('department')
      .values({ department: name('Dept'), description: 'A department', branchId, attributes: '{}' })
      .returning('departmentId')
      .executeTakeFirstOrThrow();
    const res = await call('DELETE', `/branch/${branchId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: expect.any(String) });
    const d = await t.db
      .selectFrom('department')
      .selectAll()
      .where('departmentId', '=', dept.departmentId)
      .executeTakeFirst();
    expect(d?.branchId).toBeNull();
    expect((await call('DELETE', `/branch/${branchId}`)).statusCode).toBe(404);
  });

  it('answers 403 without the route privilege', async () => {
    const token = await t.tokenFor(['GET_ALL_BRANCH']);
    const before = await rows();
    expect((await call('POST', '/branch', { branchName: name() }, token)).statusCode).toBe(403);
    expect(await rows()).toEqual(before);
  });
});

describe('GET /branch/employeesInBranch/{branchId} (B3)', () => {
  it("lists the employees of the sub-organisation's departments as a Page under Employees", async () => {
    const t2 = await createTestApp();
    try {
      const admin = await t2.adminToken();
      const branch = await t2.db
        .insertInto('branch')
        .values({ branchName: 'Kochi Office', attributes: '{}' })
        .returning('branchId')
        .executeTakeFirstOrThrow();
      const dept = await t2.db
        .insertInto('department')
        .values({
          department: 'Logistics',
          description: 'Moves the goods',
          branchId: branch.branchId,
          attributes: '{}',
        })
        .returning('departmentId')
        .executeTakeFirstOrThrow();
      const inside = await t2.createUser([]);
      const outside = await t2.createUser([]);
      await t2.db
        .updateTable('employee')
        .set({ departmentId: dept.departmentId })
        .where('employeeId', '=', inside.employeeId)
        .execute();
      const res = await t2.app.inject({
        method: 'GET',
        url: `/api/v1/branch/employeesInBranch/${branch.branchId}`,
        headers: t2.auth(admin),
      });
      expect(res.statusCode).toBe(200);
      const ids = res.json().Employees.content.map((e: { employeeId: number }) => e.employeeId);
      expect(ids).toEqual([inside.employeeId]);
      expect(ids).not.toContain(outside.employeeId);
      expect(res.body).not.toMatch(/scrypt|passwordHash/);
    } finally {
      await t2.close();
    }
  });
});
