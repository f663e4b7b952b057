// The original client's clock-in call sends `Authorization: Bear      er <token>` (the scheme split
// by six spaces; issue #23 §1). It is accepted as Bearer, the token still verified in full; every
// other malformed header stays a 401.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/attendanceLocation',
    headers: t.auth(await t.adminToken()),
    payload: {
      attendanceLocation: 'Split Header Office',
      latitude: 12.9716,
      longitude: 77.5946,
      elevation: 920,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
});
afterAll(() => t.close());

describe('the clock-in header of the original client (`Bear      er <token>`)', () => {
  const NEAR = { latitude: 12.97205, longitude: 77.5946, elevation: 925 };
  const SPLIT = 'Bear      er';
  const clockIn = (authorization: string, body: object = NEAR) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/attendance/start',
      headers: { authorization },
      payload: body,
    });
  const rowsOf = async (userId: number) =>
    (await t.db.selectFrom('attendance').select('userId').where('userId', '=', userId).execute())
      .length;
  const employee = async () => {
    const u = await t.createUser([]);
    return { ...u, token: await t.login(u.email, u.password) };
  };

  it('clocks in the token’s user, as the same call with `Bearer` does', async () => {
    const a = await employee();
    const res = await clockIn(`${SPLIT} ${a.token}`, { ...NEAR, userId: a.userId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Clock In Successful' });
    expect(await rowsOf(a.userId)).toBe(1);
    const b = await employee();
    expect((await clockIn(`${SPLIT} "${b.token}"`)).statusCode).toBe(200);
    expect(await rowsOf(b.userId)).toBe(1);
  });

  it('still verifies the token in full: forged or expired-looking tokens are 401', async () => {
    const a = await employee();
    const [head, payload] = a.token.split('.');
    for (const token of [`${head}.${payload}.AAAA`, 'not.a.token', `${a.token}x`]) {
      const res = await clockIn(`${SPLIT} ${token}`);
      expect(res.statusCode, token).toBe(401);
    }
    expect(await rowsOf(a.userId)).toBe(0);
  });

  it('refuses every other malformed scheme with 401, recording nothing', async () => {
    const a = await employee();
    for (const authorization of [
      `Bear er ${a.token}`,
      `Bear     er ${a.token}`,
      `Bear       er ${a.token}`,
      `Bear\t\t\t\t\t\ter ${a.token}`,
      `B earer ${a.token}`,
      `Bea      rer ${a.token}`,
      `${SPLIT}${a.token}`,
      `${SPLIT}er ${a.token}`,
      `x${SPLIT} ${a.token}`,
      `Bearer${a.token}`,
      `Token ${a.token}`,
      `Basic ${a.token}`,
      SPLIT,
      `${SPLIT} `,
      a.token,
    ]) {
      const res = await clockIn(authorization);
      expect(res.statusCode, JSON.stringify(authorization.slice(0, 16))).toBe(401);
      expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
    }
    expect(await rowsOf(a.userId)).toBe(0);
  });
});
