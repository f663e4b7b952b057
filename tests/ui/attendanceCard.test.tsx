// The dashboard attendance card (spec part 2 §2, §4, §5, §8) with a mocked browser geolocation:
// its states, the spec's toasts, and what it sends to the server.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dayRow, isDaysCall, todayIso } from './attendanceDays.ts';
import { loginUser, mockApi, renderAppAt, signIn, type Handler } from './harness.tsx';

type Geo = Partial<Geolocation> | undefined;
function setGeolocation(geo: Geo) {
  Object.defineProperty(window.navigator, 'geolocation', { value: geo, configurable: true });
}
afterEach(() => {
  setGeolocation(undefined);
  vi.unstubAllEnvs();
});

const OFFICE = { latitude: 12.9352, longitude: 77.6245 };
const granted = (altitude: number | null = null): Geo => ({
  getCurrentPosition: (ok: PositionCallback) =>
    ok({ coords: { ...OFFICE, altitude, accuracy: 5 } } as unknown as GeolocationPosition),
});
const refused = (code: number): Geo => ({
  getCurrentPosition: (_ok: PositionCallback, fail?: PositionErrorCallback | null) =>
    fail?.({
      code,
      PERMISSION_DENIED: 1,
      POSITION_UNAVAILABLE: 2,
      TIMEOUT: 3,
    } as GeolocationPositionError),
});

/** A server whose clock state changes with start/stop; `refuse` answers a stop with 400. */
function attendanceServer(
  opts: { clockedIn?: boolean; refuseStop?: string; elevation?: number } = {},
) {
  let clockedIn = opts.clockedIn ?? false;
  // Today's row (AT3), kept as the server keeps it: open after a clock-in, closed after a clock-out.
  let today = clockedIn ? dayRow(todayIso(), '09:00', null) : null;
  const handler: Handler = (url, init) => {
    if (isDaysCall(url)) return { body: { content: today ? [today] : [] } };
    if (url.includes('/attendance/userStatus/7')) {
      return {
        body: {
          success: true,
          message: 'Status fetched successfully',
          isUserClockedIn: clockedIn,
          clockedTime: clockedIn ? '61 minutes and 5 seconds' : null,
        },
      };
    }
    if (url.endsWith('/attendance/start') && init?.method === 'POST') {
      clockedIn = true;
      today = dayRow(todayIso(), '09:00', null);
      return { body: { success: true, message: 'Clock In Successful' } };
    }
    if (url.endsWith('/attendance/stop') && init?.method === 'POST') {
      if (opts.refuseStop)
        return { status: 400, body: { success: false, message: opts.refuseStop } };
      clockedIn = false;
      today = dayRow(todayIso(), '09:00', '18:00');
      return { body: { success: true, message: 'Clock Out Successful' } };
    }
    if (url.startsWith('https://elevation.example/')) {
      if (opts.elevation === undefined) return { status: 503, body: {} };
      return { body: { results: [{ elevation: opts.elevation }] } };
    }
    return { status: 404, body: { success: false, message: 'Not found' } };
  };
  return mockApi(handler);
}
const posts = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => String(url).endsWith(path) && init?.method === 'POST',
  );

const card = async () => screen.findByRole('region', { name: 'Attendance' });

describe('the attendance card', () => {
  it('is not shown to SuperAdmin', async () => {
    attendanceServer();
    signIn(loginUser('SuperAdmin', []));
    renderAppAt('/');
    await screen.findByRole('heading', { name: 'Welcome, Ada Lovelace' });
    expect(screen.queryByRole('region', { name: 'Attendance' })).toBeNull();
  });

  it('says Yet to Check-in and refuses to clock in before the location is fetched', async () => {
    const fetchMock = attendanceServer();
    signIn(loginUser('Employee', []));
    renderAppAt('/');
    const region = await card();
    expect(await within(region).findByText('Yet to Check-in')).toBeTruthy();
    fireEvent.click(within(region).getByRole('button', { name: 'Clock In' }));
    expect(await screen.findByText('Please fetch your location before checking in.')).toBeTruthy();
    expect(posts(fetchMock, '/attendance/start')).toHaveLength(0);
  });

  it('fetches the location, clocks in with it and then shows Checked in', async () => {
    setGeolocation(granted());
    const fetchMock = attendanceServer();
    signIn(loginUser('Employee', []));
    renderAppAt('/');
    const region = await card();
    await within(region).findByText('Yet to Check-in');
    fireEvent.click(within(region).getByRole('button', { name: 'Fetch Location' }));
    expect(await screen.findByText('Location fetched successfully')).toBeTruthy();
    expect(within(region).getByText('Your location: 12.9352, 77.6245')).toBeTruthy();

    fireEvent.click(within(region).getByRole('button', { name: 'Clock In' }));
    expect(await screen.findByText('Clock In Successful')).toBeTruthy();
    expect(await within(region).findByText('Checked in')).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Clock Out' })).toBeTruthy();
    const [, init] = posts(fetchMock, '/attendance/start')[0];
    // No altitude and no elevation provider: elevation null, so the server skips its elevation rule.
    expect(JSON.parse(String(init?.body))).toEqual({ ...OFFICE, elevation: null });
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer test-token');
  });

  it("sends the browser's altitude as the elevation when it reports one", async () => {
    setGeolocation(granted(912.34));
    const fetchMock = attendanceServer();
    signIn(loginUser('Manager', []));
    renderAppAt('/');
    const region = await card();
    await within(region).findByText('Yet to Check-in');
    fireEvent.click(within(region).getByRole('button', { name: 'Fetch Location' }));
    await screen.findByText('Location fetched successfully');
    fireEvent.click(within(region).getByRole('button', { name: 'Clock In' }));
    await within(region).findByText('Checked in');
    const [, init] = posts(fetchMock, '/attendance/start')[0];
    expect(JSON.parse(String(init?.body)).elevation).toBe(912.3);
  });

  it('asks the configured elevation provider when the browser gives no altitude', async () => {
    vi.stubEnv(
      'VITE_ELEVATION_URL',
      'https://elevation.example/lookup?locations={latitude},{longitude}',
    );
    setGeolocation(granted());
    const fetchMock = attendanceServer({ elevation: 915 });
    signIn(loginUser('Employee', []));
    renderAppAt('/');
    const region = await card();
    await within(region).findByText('Yet to Check-in');
    fireEvent.click(within(region).getByRole('button', { name: 'Fetch Location' }));
    await screen.findByText('Location fetched successfully');
    expect(within(region).getByText('Your location: 12.9352, 77.6245, 915 m')).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
      'https://elevation.example/lookup?locations=12.9352,77.6245',
    );
  });

  it('says Failed to retrieve elevation. when the provider fails, and keeps no location', async () => {
    vi.stubEnv(
      'VITE_ELEVATION_URL',
      'https://elevation.example/lookup?locations={latitude},{longitude}',
    );
    setGeolocation(granted());
    const fetchMock = attendanceServer();
    signIn(loginUser('Employee', []));
    renderAppAt('/');
    const region = await card();
    await within(region).findByText('Yet to Check-in');
    fireEvent.click(within(region).getByRole('button', { name: 'Fetch Location' }));
    expect(await screen.findByText('Failed to retrieve elevation.')).toBeTruthy();
    fireEvent.click(within(region).getByRole('button', { name: 'Clock In' }));
    expect(await screen.findByText('Please fetch your location before checking in.')).toBeTruthy();
    expect(posts(fetchMock, '/attendance/start')).toHaveLength(0);
  });

  it('shows the worked time ticking and the server reason when clock-out is refused', async () => {
    setGeolocation(granted());
    const reason = 'Your shift is not over yet: 7 hours and 59 minutes left.';
    attendanceServer({ clockedIn: true, refuseStop: reason });
    signIn(loginUser('Employee', []));
    renderAppAt('/');
    const region = await card();
    expect(await within(region).findByText('Checked in')).toBeTruthy();
    const worked = await within(region).findByText(/^Worked 1h 01m 0\ds$/);
    const clock = within(region).getByRole('timer', { name: 'Current time' });
    const [firstWorked, firstClock] = [worked.textContent, clock.textContent];
    await waitFor(() => expect(clock.textContent).not.toBe(firstClock), { timeout: 2500 });
    await waitFor(
      () => expect(within(region).getByText(/^Worked/).textContent).not.toBe(firstWorked),
      { timeout: 2500 },
    );

    fireEvent.click(within(region).getByRole('button', { name: 'Fetch Location' }));
    await screen.findByText('Location fetched successfully');
    fireEvent.click(within(region).getByRole('button', { name: 'Clock Out' }));
    expect(await screen.findByText(reason)).toBeTruthy();
    expect(within(region).getByText('Checked in')).toBeTruthy();
  });

  it('asks before an early clock-out, then records it and shows the time missing', async () => {
    setGeolocation(granted());
    const reason = 'Your shift is not over yet: 7 hours and 0 minutes left.';
    const d = new Date();
    const date = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    let clockedIn = true;
    const fetchMock = mockApi((url, init) => {
      if (url.includes('/attendance/userStatus/7'))
        return {
          body: {
            success: true,
            isUserClockedIn: clockedIn,
            clockedTime: clockedIn ? '120 minutes and 0 seconds' : null,
          },
        };
      if (url.endsWith('/attendance/stop') && init?.method === 'POST') {
        if (JSON.parse(String(init.body)).confirmEarly !== true)
          return { status: 400, body: { success: false, message: reason } };
        clockedIn = false;
        return { body: { success: true, message: 'Clock Out Successful' } };
      }
      if (/\/attendance\/7\?month=\d+&year=\d+/.test(url))
        return {
          body: {
            content: clockedIn
              ? []
              : [
                  {
                    attendanceId: 9,
                    userId: 7,
                    date,
                    clockInTime: `${date}T09:00:00.000`,
                    clockOutTime: `${date}T11:00:00.000`,
                    missingMinutes: 420,
                    attendanceMarked: false,
                  },
                ],
          },
        };
      return { status: 404, body: { success: false, message: 'Not found' } };
    });
    signIn(loginUser('Employee', []));
    renderAppAt('/');
    const region = await card();
    await within(region).findByText('Checked in');
    fireEvent.click(within(region).getByRole('button', { name: 'Fetch Location' }));
    await screen.findByText('Location fetched successfully');

    // First the server's refusal, as a question with Cancel focused; cancelling keeps the user in.
    fireEvent.click(within(region).getByRole('button', { name: 'Clock Out' }));
    let dialog = await screen.findByRole('dialog', { name: 'Clock out before your shift ends?' });
    expect(within(dialog).getByText(reason)).toBeTruthy();
    expect(document.activeElement).toBe(
      within(dialog).getByRole('button', { name: 'Stay Clocked In' }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay Clocked In' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(region).getByText('Checked in')).toBeTruthy();
    expect(posts(fetchMock, '/attendance/stop')).toHaveLength(1);

    // Confirmed: the flag is sent and the card shows the clock-out with what is missing.
    fireEvent.click(within(region).getByRole('button', { name: 'Clock Out' }));
    dialog = await screen.findByRole('dialog', { name: 'Clock out before your shift ends?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clock Out Early' }));
    expect(await screen.findByText('Clock Out Successful')).toBeTruthy();
    const sent = posts(fetchMock, '/attendance/stop').map(([, i]) => JSON.parse(String(i!.body)));
    expect(sent[0].confirmEarly).toBeUndefined();
    expect(sent[1].confirmEarly).toBeUndefined();
    expect(sent[2]).toMatchObject({ confirmEarly: true, latitude: OFFICE.latitude });
    expect(await within(region).findByText('Done for today')).toBeTruthy();
    expect(within(region).getByText('Clocked in at 09:00')).toBeTruthy();
    expect(
      await within(region).findByText('Clocked out at 11:00, 7h 00m of the shift missing'),
    ).toBeTruthy();
  });

  it('clocks out and says the day is done, with no Clock In left to tap', async () => {
    setGeolocation(granted());
    attendanceServer({ clockedIn: true });
    signIn(loginUser('Employee', []));
    renderAppAt('/');
    const region = await card();
    await within(region).findByText('Checked in');
    fireEvent.click(within(region).getByRole('button', { name: 'Fetch Location' }));
    await screen.findByText('Location fetched successfully');
    fireEvent.click(within(region).getByRole('button', { name: 'Clock Out' }));
    expect(await screen.findByText('Clock Out Successful')).toBeTruthy();
    expect(await within(region).findByText('Done for today')).toBeTruthy();
    expect(within(region).queryByRole('button', { name: 'Clock In' })).toBeNull();
  });

  it('says the day is done, with its times, and offers no Clock In once the user clocked out', async () => {
    const date = todayIso();
    const fetchMock = mockApi((url) => {
      if (url.includes('/attendance/userStatus/7'))
        return { body: { success: true, isUserClockedIn: false, clockedTime: null } };
      if (isDaysCall(url)) return { body: { content: [dayRow(date, '09:00', '18:05')] } };
      return { status: 404, body: { success: false, message: 'Not found' } };
    });
    signIn(loginUser('Employee', []));
    renderAppAt('/');
    const region = await card();
    expect(await within(region).findByText('Done for today')).toBeTruthy();
    expect(within(region).getByText('Clocked in at 09:00')).toBeTruthy();
    expect(within(region).getByText('Clocked out at 18:05')).toBeTruthy();
    expect(within(region).getByText('You can clock in again tomorrow.')).toBeTruthy();
    expect(within(region).queryByText('Yet to Check-in')).toBeNull();
    // Nothing the server would refuse: no second clock-in, and no location to fetch for one.
    expect(within(region).queryByRole('button')).toBeNull();
    expect(posts(fetchMock, '/attendance/start')).toHaveLength(0);
  });

  it("keeps Yet to Check-in and Clock In when today's latest row is yesterday's", async () => {
    const yesterday = new Date();
    yesterday.setDate(yesterday.getDate() - 1);
    mockApi((url) => {
      if (url.includes('/attendance/userStatus/7'))
        return { body: { success: true, isUserClockedIn: false, clockedTime: null } };
      if (isDaysCall(url))
        return { body: { content: [dayRow(todayIso(yesterday), '09:00', '18:05')] } };
      return { status: 404, body: { success: false, message: 'Not found' } };
    });
    signIn(loginUser('Employee', []));
    renderAppAt('/');
    const region = await card();
    expect(await within(region).findByText('Yet to Check-in')).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Clock In' })).toBeTruthy();
    expect(within(region).queryByText('Done for today')).toBeNull();
  });

  it.each([
    [undefined, 'Geolocation is not supported by this browser.'],
    [refused(1), 'Failed to get your location.'],
    [refused(3), 'Error retrieving location'],
  ])('tells the user when the location cannot be had (%#)', async (geo, message) => {
    setGeolocation(geo);
    attendanceServer();
    signIn(loginUser('Employee', []));
    renderAppAt('/');
    const region = await card();
    await within(region).findByText('Yet to Check-in');
    fireEvent.click(within(region).getByRole('button', { name: 'Fetch Location' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(within(region).getByText('Fetch your location, then clock in or out.')).toBeTruthy();
  });
});
