import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

let t: TestApp;
let admin: string;
let orgId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminToken();
  const org = await t.db
    .insertInto('organization')
    .values({
      organizationName: 'Users Test Org',
      organizationDescription: 'Users Test Org',
      attributes: JSON.stringify({}),
    })
    .returning(['organizationId'])
    .executeTakeFirstOrThrow();
  orgId = Number(org.organizationId);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, token: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: t.auth(token), payload });
const userCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('user')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
let n = 0;
const email = () => `new-${process.pid}-${++n}@charter.test`;
const good = (extra: object = {}) => ({
  email: email(),
  password: 'Secret1!',
  role: 'Employee',
  ...extra,
});

describe('POST /user/addNewUser/{organizationId}', () => {
  it('creates the user, a blank employee and its leave balances', async () => {
    const body = good();
    const res = await call('POST', `/user/addNewUser/${orgId}`, admin, body);
    expect(res.statusCode).toBe(201);
    const json = res.json();
    expect(json.success).toBe(true);
    expect(Object.keys(json.newUser).sort()).toEqual(
      ['createdAt', 'email', 'employeeId', 'userId'].sort(),
    );
    expect(json.newUser.email).toBe(body.email);
    expect(json.newUser.createdAt).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    const emp = await t.db
      .selectFrom('employee')
      .selectAll()
      .where('employeeId', '=', json.newUser.employeeId)
      .executeTakeFirstOrThrow();
    expect(emp.userId).toBe(json.newUser.userId);
    expect(emp.firstName).toBeNull();
    const balances = await t.db
      .selectFrom('leaveBalance')
      .selectAll()
      .where('employeeId', '=', json.newUser.employeeId)
      .execute();
    expect(balances.length).toBeGreaterThan(0);
    expect(res.body).not.toContain('scrypt');
    await t.login(body.email, body.password);
  });

  it('refuses a duplicate email ignoring case with 409 and creates nothing', async () => {
    const body = good();
    expect((await call('POST', `/user/addNewUser/${orgId}`, admin, body)).statusCode).toBe(201);
    const before = await userCount();
    const res = await call('POST', `/user/addNewUser/${orgId}`, admin, {
      ...body,
      email: body.email.toUpperCase(),
    });
    expect(res.statusCode).toBe(409);
    expect(await userCount()).toBe(before);
  });

  it('creates one user out of ten parallel creates of one email', async () => {
    const body = good();
    const before = await userCount();
    const statuses = await Promise.all(
      Array.from({ length: 10 }, () =>
        call('POST', `/user/addNewUser/${orgId}`, admin, body).then((r) => r.statusCode),
      ),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
    expect(await userCount()).toBe(before + 1);
  });

  it('answers 404 for an unknown organisation', async () => {
    const before = await userCount();
    const res = await call('POST', '/user/addNewUser/999999', admin, good());
    expect(res.statusCode).toBe(404);
    expect(await userCount()).toBe(before);
  });

  it('answers 400 for an unknown role name', async () => {
    const before = await userCount();
    const res = await call('POST', `/user/addNewUser/${orgId}`, admin, good({ role: 'Nope' }));
    expect(res.statusCode).toBe(400);
    expect(await userCount()).toBe(before);
  });

  it.each([
    [{ password: 'Ab1!' }, 'Password must be at least 6 characters'],
    [
      { password: 'secret1!' },
      'Password must include at least one uppercase letter, one lowercase letter, one number, and one special character',
    ],
    [{ password: undefined }, 'Password is required'],
    [{ email: 'not-an-email' }, 'Invalid email address'],
    [{ email: 'a@b2.com' }, 'Domain must not contain any numbers'],
    [{ email: undefined }, 'Email is required'],
    [{ role: '' }, 'Role is required'],
    [{ role: undefined }, 'Role is required'],
  ])('refuses %j with the spec message', async (patch, message) => {
    const before = await userCount();
    const res = await call('POST', `/user/addNewUser/${orgId}`, admin, good(patch));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(await userCount()).toBe(before);
  });

  it('refuses a SuperAdmin user to a caller who is not SuperAdmin', async () => {
    const token = await t.tokenFor(['CREATE_NEW_USER']);
    const before = await userCount();
    const res = await call(
      'POST',
      `/user/addNewUser/${orgId}`,
      token,
      good({ role: 'SuperAdmin' }),
    );
    expect(res.statusCode).toBe(403);
    expect(await userCount()).toBe(before);
  });

  it('refuses a role holding privileges the caller lacks', async () => {
    const token = await t.tokenFor(['CREATE_NEW_USER']);
    const before = await userCount();
    const res = await call('POST', `/user/addNewUser/${orgId}`, token, good({ role: 'Manager' }));
    expect(res.statusCode).toBe(403);
    expect(await userCount()).toBe(before);
  });

  it('refuses extra body fields, naming them, and creates the user without them', async () => {
    const sent = good();
    const refused = await call('POST', `/user/addNewUser/${orgId}`, admin, {
      ...sent,
      active: false,
      roleId: 1,
      userId: 5,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Unknown field: active, roleId, userId.');
    expect(
      await t.db.selectFrom('user').select('userId').where('email', '=', sent.email).execute(),
    ).toEqual([]);
    const res = await call('POST', `/user/addNewUser/${orgId}`, admin, sent);
    expect(res.statusCode).toBe(201);
    const user = await t.db
      .selectFrom('user')
      .selectAll()
      .where('userId', '=', res.json().newUser.userId)
      .executeTakeFirstOrThrow();
    expect(user.active).toBe(true);
  });
});

describe('DELETE /user/{userId}', () => {
  it('deletes the user, the employee and its dependants; reviews written keep a null reviewer', async () => {
    const victim = await t.createUser([]);
    const other = await t.createUser([]);
    await t.db
      .insertInto('emergencyContact')
      .values({ employeeId: victim.employeeId, contact: '9876543210', relationship: 'Mother' })
      .execute();
    const review = await t.db
      .insertInto('performance')
      .values({
        employeeId: other.employeeId,
        reviewerId: victim.employeeId,
        rating: 'GOOD',
        comment: 'Good',
        reviewDate: '01/01/2024 10:00',
      })
      .returning(['performanceId'])
      .executeTakeFirstOrThrow();
    const res = await call('DELETE', `/user/${victim.userId}`, admin);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const left = await t.db
      .selectFrom('employee')
      .select('employeeId')
      .where('employeeId', '=', victim.employeeId)
      .execute();
    expect(left).toEqual([]);
    const contacts = await t.db
      .selectFrom('emergencyContact')
      .select('emergencyContactId')
      .where('employeeId', '=', victim.employeeId)
      .execute();
    expect(contacts).toEqual([]);
    const kept = await t.db
      .selectFrom('performance')
      .select(['reviewerId'])
      .where('performanceId', '=', review.performanceId)
      .executeTakeFirstOrThrow();
    expect(kept.reviewerId).toBeNull();
  });

  it('answers 404 for an unknown user', async () => {
    expect((await call('DELETE', '/user/999999', admin)).statusCode).toBe(404);
  });

  it('refuses to delete oneself', async () => {
    const me = await t.createUser(['DELETE_EMPLOYEE']);
    const token = await t.login(me.email, me.password);
    expect((await call('DELETE', `/user/${me.userId}`, token)).statusCode).toBe(403);
    expect(await t.login(me.email, me.password)).toBeTruthy();
  });

  it('refuses to delete a SuperAdmin unless the caller is SuperAdmin', async () => {
    const token = await t.tokenFor(['DELETE_EMPLOYEE']);
    const admins = await t.db
      .selectFrom('user as u')
      .innerJoin('role as r', 'r.roleId', 'u.roleId')
      .select('u.userId')
      .where('r.role', '=', 'SuperAdmin')
      .execute();
    const res = await call('DELETE', `/user/${admins[0].userId}`, token);
    expect(res.statusCode).toBe(403);
    expect(await userCount()).toBeGreaterThan(0);
  });

  it('refuses a non-numeric id with 400', async () => {
    expect((await call('DELETE', '/user/abc', admin)).statusCode).toBe(400);
  });
});

describe('PATCH /user/setActiveStatus/{userId}', () => {
  it('deactivates a user, whose token then stops working for good, and reactivates them', async () => {
    const u = await t.createUser(['GET_ALL_SKILL']);
    const token = await t.login(u.email, u.password);
    const off = await call('PATCH', `/user/setActiveStatus/${u.userId}?activeStatus=false`, admin);
    expect(off.statusCode).toBe(200);
    expect(off.json().success).toBe(true);
    expect((await call('GET', '/skill', token)).statusCode).toBe(401);
    const on = await call('PATCH', `/user/setActiveStatus/${u.userId}?activeStatus=true`, admin);
    expect(on.statusCode).toBe(200);
    // Deactivation ended that session for good (issue #24 §2: token version); a new sign-in works.
    expect((await call('GET', '/skill', token)).statusCode).toBe(401);
    const fresh = await t.login(u.email, u.password);
    expect((await call('GET', '/skill', fresh)).statusCode).toBe(200);
  });

  it('refuses self-deactivation', async () => {
    const me = await t.createUser(['DELETE_EMPLOYEE']);
    const token = await t.login(me.email, me.password);
    const res = await call('PATCH', `/user/setActiveStatus/${me.userId}?activeStatus=false`, token);
    expect(res.statusCode).toBe(403);
    const row = await t.db
      .selectFrom('user')
      .select('active')
      .where('userId', '=', me.userId)
      .executeTakeFirstOrThrow();
    expect(row.active).toBe(true);
  });

  it('needs activeStatus as true or false', async () => {
    const u = await t.createUser([]);
    expect((await call('PATCH', `/user/setActiveStatus/${u.userId}`, admin)).statusCode).toBe(400);
    expect(
      (await call('PATCH', `/user/setActiveStatus/${u.userId}?activeStatus=maybe`, admin))
        .statusCode,
    ).toBe(400);
  });

  it('answers 404 for an unknown user', async () => {
    expect(
      (await call('PATCH', '/user/setActiveStatus/999999?activeStatus=false', admin)).statusCode,
    ).toBe(404);
  });
});

describe('GET /user/getAllUserInfo', () => {
  it('pages UserInfo rows, five by default, with S2 keys and no password hash', async () => {
    const res = await call('GET', '/user/getAllUserInfo', admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.Success).toBe(true);
    expect(body.Users.length).toBeLessThanOrEqual(5);
    expect(body.totalPages).toBe(Math.ceil(body.totalItems / 5));
    expect(Object.keys(body.Users[0]).sort()).toEqual(
      ['email', 'employeeCode', 'employeeId', 'employeeName', 'profileImage', 'userId'].sort(),
    );
    expect(res.body).not.toMatch(/scrypt|passwordHash/);
  });

  it('sorts newest first and by name', async () => {
    const newest = await t.createUser([]);
    const first = (await call('GET', '/user/getAllUserInfo?sortBy=createdAt', admin)).json();
    expect(first.Users[0].userId).toBe(newest.userId);
    const byName = (await call('GET', '/user/getAllUserInfo?sortBy=name&size=100', admin)).json();
    const names = byName.Users.map((u: { employeeName: string | null }) =>
      (u.employeeName ?? '').toLowerCase(),
    );
    const firstNames = names.map((n: string) => n.split(' ')[0]);
    expect(firstNames).toEqual([...firstNames].sort());
  });
});
