// Attendance locations are served entirely by the schema engine (contract §2.21).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminToken();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: t.auth(admin), payload });
const rows = () =>
  t.db.selectFrom('attendanceLocation').selectAll().orderBy('attendanceLocationId').execute();
const office = {
  attendanceLocation: 'Head Office',
  latitude: 12.9716,
  longitude: 77.5946,
  elevation: 920,
};

describe('attendance locations', () => {
  it('creates with 201 under attendanceLocation and lists under AttendanceLocations', async () => {
    const res = await call('POST', '/attendanceLocation', office);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ success: true, attendanceLocation: office });
    const list = (await call('GET', '/attendanceLocation?page=0&size=2')).json();
    expect(list).toMatchObject({
      success: true,
      AttendanceLocations: { size: 2, totalElements: 1 },
    });
    expect(list.AttendanceLocations.content[0]).toMatchObject(office);
  });

  it('refuses coordinates out of range and a name with digits, storing nothing', async () => {
    const before = await rows();
    const cases: [object, string][] = [
      [
        { ...office, attendanceLocation: 'North', latitude: 91 },
        'Latitude must be between -90 and 90',
      ],
      [
        { ...office, attendanceLocation: 'North', longitude: -181 },
        'Longitude must be between -180 and 180',
      ],
      [{ ...office, attendanceLocation: '   ' }, 'Location name cannot be just spaces'],
    ];
    for (const [body, message] of cases) {
      const res = await call('POST', '/attendanceLocation', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContain(message);
    }
    expect(
      (await call('POST', '/attendanceLocation', { ...office, attendanceLocation: 'Office 2' }))
        .statusCode,
    ).toBe(400);
    expect(await rows()).toEqual(before);
  });

  it('updates only the sent fields and answers under updatedLocation', async () => {
    const { attendanceLocation } = (
      await call('POST', '/attendanceLocation', { ...office, attendanceLocation: 'Pune Office' })
    ).json();
    const res = await call(
      'PATCH',
      `/attendanceLocation/${attendanceLocation.attendanceLocationId}`,
      { latitude: 18.5204 },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().updatedLocation).toMatchObject({
      attendanceLocation: 'Pune Office',
      latitude: 18.5204,
      longitude: office.longitude,
    });
  });

  it('refuses a duplicate name with 409 and an unknown id with 404', async () => {
    expect(
      (await call('POST', '/attendanceLocation', { ...office, attendanceLocation: 'head office' }))
        .statusCode,
    ).toBe(409);
    expect((await call('DELETE', '/attendanceLocation/999999')).statusCode).toBe(404);
  });
});
