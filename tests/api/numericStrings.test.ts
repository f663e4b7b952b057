// Numeric strings wherever the contract has a number (contract §1.1, issue #23 §1): the original
// client sends `"numberOfDays": "1"`, ids from `<select>` values and coordinates as text. A plain
// decimal is the number it spells, with the same answer; anything else stays refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  currentMonth,
  ensureBalances,
} from '../../resources/leaveBalance/leaveBalance.queries.server.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminToken();
});
afterAll(() => t.close());

type Method = 'POST' | 'PATCH' | 'PUT';
const call = (method: Method, url: string, token: string, payload: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: t.auth(token), payload });

/** Not numbers as the contract means them: each stays a 400, as before. */
const NOT_NUMBERS = [
  'abc',
  '0x10',
  '1e3',
  '',
  ' ',
  'Infinity',
  'NaN',
  '+1',
  '1,5',
  '9007199254740993',
];

async function person(privileges: string[]) {
  const u = await t.createUser(privileges);
  return { ...u, token: await t.login(u.email, u.password) };
}

describe('leave request (L1) numberOfDays', () => {
  beforeAll(async () => {
    await ensureBalances(t.db, currentMonth());
    await t.db.updateTable('leaveBalance').set({ accruedLeave: 20 }).execute();
  });
  const apply = async (numberOfDays: unknown) => {
    const who = await person(['CREATE_LEAVE_REQUEST']);
    await ensureBalances(t.db, currentMonth());
    await t.db
      .updateTable('leaveBalance')
      .set({ accruedLeave: 20 })
      .where('employeeId', '=', who.employeeId)
      .execute();
    const res = await call('POST', `/leave/${who.employeeId}/leaveRequest`, who.token, {
      leaveType: 'PLANNED',
      numberOfDays,
      startDate: '2031-05-05',
      endDate: '2031-05-06',
      reason: 'Text from a form',
    });
    const stored = await t.db
      .selectFrom('leaveRequest')
      .select('numberOfDays')
      .where('employeeId', '=', who.employeeId)
      .execute();
    return { res, stored };
  };
  const sameAnswer = (body: Record<string, unknown>) => {
    const {
      leaveId: _l,
      id: _i,
      employeeId: _e,
      createdAt: _c,
      ...rest
    } = body.leaveRequest as {
      [k: string]: unknown;
    };
    return { ...body, leaveRequest: rest };
  };

  it('takes "1" and "2" as 1 and 2, with the same answer as the numbers', async () => {
    for (const [text, number] of [
      ['1', 1],
      [' 2 ', 2],
    ] as const) {
      const asText = await apply(text);
      const asNumber = await apply(number);
      expect(asText.res.statusCode, asText.res.body).toBe(201);
      expect(sameAnswer(asText.res.json())).toEqual(sameAnswer(asNumber.res.json()));
      expect(asText.res.json().leaveRequest.numberOfDays).toBe(number);
      expect(asText.stored).toEqual([{ numberOfDays: number }]);
    }
  });

  it('refuses what is not a plain whole number with 400, storing nothing', async () => {
    for (const value of [...NOT_NUMBERS, '1.5', '0', '-1']) {
      const { res, stored } = await apply(value);
      expect(res.statusCode, `${JSON.stringify(value)}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
      expect(stored).toEqual([]);
    }
  });
});

describe('attendance coordinates (AL1, AL3, AT1) and the shift (SD1, SD3)', () => {
  const office = { attendanceLocation: 'Text Office', latitude: '12.9716', longitude: '77.5946' };

  it('creates and edits a location from text coordinates, answering numbers', async () => {
    const res = await call('POST', '/attendanceLocation', admin, { ...office, elevation: '920' });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json().attendanceLocation;
    expect(created).toMatchObject({ latitude: 12.9716, longitude: 77.5946, elevation: 920 });
    const edited = await call(
      'PATCH',
      `/attendanceLocation/${created.attendanceLocationId}`,
      admin,
      {
        elevation: '-3.5',
      },
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().updatedLocation).toMatchObject({ latitude: 12.9716, elevation: -3.5 });
  });

  it('refuses a coordinate that is not a plain decimal, storing nothing', async () => {
    for (const latitude of [...NOT_NUMBERS, '12.97.16']) {
      const res = await call('POST', '/attendanceLocation', admin, {
        ...office,
        attendanceLocation: 'Refused Office',
        latitude,
        elevation: 1,
      });
      expect(res.statusCode, `${JSON.stringify(latitude)}: ${res.body}`).toBe(400);
    }
    const rows = await t.db
      .selectFrom('attendanceLocation')
      .select('attendanceLocationId')
      .where('attendanceLocation', '=', 'Refused Office')
      .execute();
    expect(rows).toEqual([]);
  });

  it('clocks in from text coordinates; an empty elevation is no elevation', async () => {
    const near = { latitude: '12.97205', longitude: '77.5946' };
    // The location's elevation is -3.5 since the edit above; ±10 m passes.
    for (const elevation of ['-2.5', '']) {
      const a = await person([]);
      const res = await call('POST', '/attendance/start', a.token, { ...near, elevation });
      expect(res.statusCode, `${JSON.stringify(elevation)}: ${res.body}`).toBe(200);
      expect(res.json()).toEqual({ success: true, message: 'Clock In Successful' });
    }
    const b = await person([]);
    const bad = await call('POST', '/attendance/start', b.token, { ...near, latitude: '1e1' });
    expect(bad.statusCode).toBe(400);
  });

  it('sets the shift from text hours and minutes, and refuses hex or fractions', async () => {
    for (const hours of ['0x8', '8.5', '']) {
      const res = await call('POST', '/shiftDuration', admin, {
        shiftDurationHours: hours,
        shiftDurationMinutes: '30',
      });
      expect(res.statusCode, JSON.stringify(hours)).toBe(400);
    }
    const res = await call('POST', '/shiftDuration', admin, {
      shiftDurationHours: '8',
      shiftDurationMinutes: '30',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().ShiftDuration.shiftDuration).toBe('PT8H30M');
    const updated = await call('PATCH', '/shiftDuration', admin, { shiftDurationHours: '9' });
    expect(updated.json().UpdatedShiftDuration.shiftDuration).toBe('PT9H');
  });
});

describe('ids and amounts in other bodies', () => {
  const organization = () =>
    t.db
      .insertInto('organization')
      .values({
        organizationName: `Numeric Org ${Math.random().toString(36).slice(2, 8).replace(/\d/g, 'x')}`,
        organizationDescription: 'Ids as text',
        attributes: '{}',
      })
      .returning('organizationId')
      .executeTakeFirstOrThrow();

  it('creates a leave type from text amounts (LT1)', async () => {
    const res = await call('POST', '/leaveType/addLeaveType', admin, {
      leaveType: 'STUDY',
      leavesPerMonth: '1.5',
      totalLeaves: '18',
      carryForwardLimit: '5',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().leaveType).toMatchObject({
      leavesPerMonth: 1.5,
      totalLeaves: 18,
      carryForwardLimit: 5,
    });
    const bad = await call('POST', '/leaveType/addLeaveType', admin, {
      leaveType: 'EXAM',
      leavesPerMonth: '1e3',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('takes a holiday’s organisation id as text, "" as none, and refuses other text', async () => {
    const { organizationId } = await organization();
    const res = await call('POST', '/holiday', admin, {
      name: 'Text Day',
      date: '2031-08-15',
      organizationId: String(organizationId),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().organizationId).toBe(organizationId);
    const edited = await call('PUT', `/holiday/${res.json().holidayId}`, admin, {
      name: 'Text Day',
      date: '2031-08-15',
      organizationId: '',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().organizationId).toBeNull();
    for (const organizationId of ['abc', '0x10', '1e3']) {
      const bad = await call('POST', '/holiday', admin, {
        name: 'Refused Day',
        date: '2031-08-16',
        organizationId,
      });
      expect(bad.statusCode, organizationId).toBe(400);
    }
  });

  it('takes the ids of a department (D5) and a branch (B1) as text', async () => {
    const { organizationId } = await organization();
    const branch = await call('POST', '/branch', admin, {
      branchName: 'Text Branch',
      organizationId: String(organizationId),
      attributes: {},
    });
    expect(branch.statusCode, branch.body).toBe(201);
    expect(branch.json().Branch.organizationId).toBe(organizationId);
    const manager = await t.createUser([]);
    const dept = await call('POST', '/department', admin, {
      department: 'Text Ids',
      description: 'Ids from select values',
      managerId: String(manager.employeeId),
      organizationId: String(organizationId),
      branchId: String(branch.json().Branch.branchId),
    });
    expect(dept.statusCode, dept.body).toBe(201);
    expect(dept.json().Department).toMatchObject({ managerId: manager.employeeId });
    const bad = await call('POST', '/department', admin, {
      department: 'Hex Ids',
      description: 'Refused',
      managerId: '0x10',
    });
    expect(bad.statusCode).toBe(400);
  });
});
