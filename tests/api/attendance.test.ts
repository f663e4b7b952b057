import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDate, localDateTime } from '../../src/server/http/localTime.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

let t: TestApp;
let admin: string;
const OFFICE = { latitude: 12.9716, longitude: 77.5946, elevation: 920 };
const NEAR = { latitude: 12.97205, longitude: 77.5946, elevation: 925 }; // ~50 m north, 5 m up
const FAR = { latitude: 12.9736, longitude: 77.5946, elevation: 920 }; // ~220 m north

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminToken();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, token: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: t.auth(token), payload });
const rowsOf = (userId: number) =>
  t.db.selectFrom('attendance').selectAll().where('userId', '=', userId).execute();

async function employee() {
  const u = await t.createUser([]);
  return { ...u, token: await t.login(u.email, u.password) };
}

describe('without a configured location', () => {
  it('refuses every clock-in with 400', async () => {
    const a = await employee();
    const res = await call('POST', '/attendance/start', a.token, NEAR);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/No attendance location/);
  });
});

describe('shift duration (SD1–SD4)', () => {
  it('creates the single shift (201), refuses a second (409), reads and updates it', async () => {
    const bad = await call('POST', '/shiftDuration', admin, {
      shiftDurationHours: 25,
      shiftDurationMinutes: 0,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Invalid time format (HH:mm)');
    expect(
      (
        await call('POST', '/shiftDuration', admin, {
          shiftDurationHours: 24,
          shiftDurationMinutes: 30,
        })
      ).statusCode,
    ).toBe(400);
    const res = await call('POST', '/shiftDuration', admin, {
      shiftDurationHours: 8,
      shiftDurationMinutes: 30,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().ShiftDuration.shiftDuration).toBe('PT8H30M');
    expect(
      (
        await call('POST', '/shiftDuration', admin, {
          shiftDurationHours: 9,
          shiftDurationMinutes: 0,
        })
      ).statusCode,
    ).toBe(409);
    const updated = await call('PATCH', '/shiftDuration', admin, { shiftDurationHours: 9 });
    expect(updated.json().UpdatedShiftDuration.shiftDuration).toBe('PT9H');
    const list = (await call('GET', '/shiftDuration', admin)).json();
    expect(list.ShiftDurationList).toHaveLength(1);
  });
});

describe('clocking in and out', () => {
  beforeAll(async () => {
    await call('POST', '/attendanceLocation', admin, {
      attendanceLocation: 'Bengaluru Office',
      ...OFFICE,
    });
  });

  it('clocks in inside the geofence, for the caller whatever userId the body names (case 11)', async () => {
    const a = await employee();
    const b = await employee();
    const res = await call('POST', '/attendance/start', a.token, { ...NEAR, userId: b.userId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Clock In Successful' });
    expect(await rowsOf(a.userId)).toHaveLength(1);
    expect(await rowsOf(b.userId)).toHaveLength(0);
    const status = (await call('GET', `/attendance/userStatus/${a.userId}`, a.token)).json();
    expect(status).toMatchObject({
      success: true,
      isUserClockedIn: true,
      clockedTime: expect.stringMatching(/^\d+ minutes and \d+ seconds$/),
    });
  });

  it('refuses a position 220 m away or 15 m higher, storing nothing', async () => {
    const a = await employee();
    expect((await call('POST', '/attendance/start', a.token, FAR)).statusCode).toBe(400);
    expect(
      (await call('POST', '/attendance/start', a.token, { ...NEAR, elevation: 935 })).statusCode,
    ).toBe(400);
    expect(await rowsOf(a.userId)).toHaveLength(0);
  });

  it('skips the elevation rule when the client has no elevation', async () => {
    const a = await employee();
    expect(
      (await call('POST', '/attendance/start', a.token, { ...NEAR, elevation: null })).statusCode,
    ).toBe(200);
  });

  it('asks for a location when the body has none', async () => {
    const a = await employee();
    const res = await call('POST', '/attendance/start', a.token, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please fetch your location before checking in.');
  });

  it('allows one clock-in a day, even under twenty parallel attempts', async () => {
    const a = await employee();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call('POST', '/attendance/start', a.token, NEAR)),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 400)).toHaveLength(19);
    expect(await rowsOf(a.userId)).toHaveLength(1);
  });

  it('refuses a clock-out before the shift is served, keeping the user clocked in', async () => {
    const a = await employee();
    await call('POST', '/attendance/start', a.token, NEAR);
    const res = await call('POST', '/attendance/stop', a.token, NEAR);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/hours and \d+ minutes left/);
    expect((await rowsOf(a.userId))[0].clockOutTime).toBeNull();
  });

  it('clocks out once the shift is served and marks the day', async () => {
    const a = await employee();
    const tenHoursAgo = new Date(Date.now() - 10 * 3600_000);
    await t.db
      .insertInto('attendance')
      .values({
        userId: a.userId,
        date: localDate(new Date()),
        clockInTime: localDateTime(tenHoursAgo),
        ...OFFICE,
        attendanceMarked: false,
      })
      .execute();
    const res = await call('POST', '/attendance/stop', a.token, NEAR);
    expect(res.statusCode).toBe(200);
    const [row] = await rowsOf(a.userId);
    expect(row.attendanceMarked).toBe(true);
    expect(row.clockOutTime).not.toBeNull();
    expect((await call('GET', `/attendance/userStatus/${a.userId}`, a.token)).json()).toMatchObject(
      { isUserClockedIn: false, clockedTime: null },
    );
    expect((await call('POST', '/attendance/stop', a.token, NEAR)).statusCode).toBe(404);
  });

  describe('an early clock-out (confirmEarly)', () => {
    // Clocked in two hours ago against the 9-hour shift set above: 7 hours (420 minutes) left.
    async function clockedInTwoHoursAgo() {
      const a = await employee();
      await t.db
        .insertInto('attendance')
        .values({
          userId: a.userId,
          date: localDate(new Date()),
          clockInTime: localDateTime(new Date(Date.now() - 2 * 3600_000)),
          ...OFFICE,
          attendanceMarked: false,
        })
        .execute();
      return a;
    }

    it('keeps the 400 and its message for a client that does not confirm', async () => {
      const a = await clockedInTwoHoursAgo();
      for (const body of [NEAR, { ...NEAR, confirmEarly: false }]) {
        const res = await call('POST', '/attendance/stop', a.token, body);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          success: false,
          message: expect.stringMatching(
            /^Your shift is not over yet: \d+ hours and \d+ minutes left\.$/,
          ),
        });
      }
      const [row] = await rowsOf(a.userId);
      expect(row).toMatchObject({ clockOutTime: null, missingMinutes: null });
    });

    it('records the clock-out with the minutes missing when confirmed', async () => {
      const a = await clockedInTwoHoursAgo();
      const res = await call('POST', '/attendance/stop', a.token, { ...NEAR, confirmEarly: true });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: 'Clock Out Successful' });
      const [row] = await rowsOf(a.userId);
      expect(row.clockOutTime).not.toBeNull();
      expect(row.missingMinutes).toBeGreaterThanOrEqual(419);
      expect(row.missingMinutes).toBeLessThanOrEqual(420);
      // The day is not marked as served; an admin may still mark it (AT6).
      expect(row.attendanceMarked).toBe(false);
      const status = (await call('GET', `/attendance/userStatus/${a.userId}`, a.token)).json();
      expect(status).toMatchObject({ isUserClockedIn: false, clockedTime: null });
      const history = (await call('GET', `/attendance/${a.userId}`, a.token)).json();
      expect(history.content[0]).toMatchObject({
        attendanceId: row.attendanceId,
        missingMinutes: row.missingMinutes,
      });
    });

    it('refuses a flag that is not a boolean with 400, changing nothing', async () => {
      const a = await clockedInTwoHoursAgo();
      for (const confirmEarly of ['true', 1, null, 'yes']) {
        const res = await call('POST', '/attendance/stop', a.token, { ...NEAR, confirmEarly });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe('confirmEarly must be true or false.');
      }
      expect((await rowsOf(a.userId))[0]).toMatchObject({
        clockOutTime: null,
        missingMinutes: null,
      });
    });

    it('still refuses a confirmed early clock-out outside the geofence', async () => {
      const a = await clockedInTwoHoursAgo();
      const res = await call('POST', '/attendance/stop', a.token, { ...FAR, confirmEarly: true });
      expect(res.statusCode).toBe(400);
      expect((await rowsOf(a.userId))[0].clockOutTime).toBeNull();
    });

    it('leaves a full shift without missing minutes, flag or not', async () => {
      const a = await employee();
      await t.db
        .insertInto('attendance')
        .values({
          userId: a.userId,
          date: localDate(new Date()),
          clockInTime: localDateTime(new Date(Date.now() - 10 * 3600_000)),
          ...OFFICE,
          attendanceMarked: false,
        })
        .execute();
      const res = await call('POST', '/attendance/stop', a.token, { ...NEAR, confirmEarly: true });
      expect(res.statusCode).toBe(200);
      expect((await rowsOf(a.userId))[0]).toMatchObject({
        missingMinutes: null,
        attendanceMarked: true,
      });
    });
  });

  it("keeps another user's attendance and status private without GET_ALL_ATTENDANCE", async () => {
    const a = await employee();
    const b = await employee();
    expect((await call('GET', `/attendance/userStatus/${b.userId}`, a.token)).statusCode).toBe(403);
    expect((await call('GET', `/attendance/${b.userId}`, a.token)).statusCode).toBe(403);
    expect((await call('GET', `/attendance/${a.userId}`, a.token)).statusCode).toBe(200);
    expect((await call('GET', `/attendance/${b.userId}?month=13`, admin)).statusCode).toBe(400);
  });

  it('lets UPDATE_ATTENDANCE_RECORD override the marked flag, 404 for an unknown record', async () => {
    const a = await employee();
    await call('POST', '/attendance/start', a.token, NEAR);
    const [row] = await rowsOf(a.userId);
    expect(
      (await call('PATCH', `/attendance/${row.attendanceId}`, admin, { attendanceMarked: true }))
        .statusCode,
    ).toBe(200);
    expect((await rowsOf(a.userId))[0].attendanceMarked).toBe(true);
    expect(
      (await call('PATCH', '/attendance/999999', admin, { attendanceMarked: true })).statusCode,
    ).toBe(404);
  });
});
