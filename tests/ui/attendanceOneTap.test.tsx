// Issue #21 on the dashboard attendance card: Clock In/Out is one tap that fetches the location when
// none is fresh (with Fetch Location's toast first, then the server's answer), a fresh location is
// used as it is, two quick taps send one request, and the card speaks Hindi when the user does.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../src/admin/App.tsx';
import { FRESH_MS } from '../../resources/attendance/useClockActions.ts';
import { dayRow, isDaysCall, todayIso } from './attendanceDays.ts';
import hi from '../../src/admin/i18n/hi.ts';
import { createI18nProvider } from '../../src/admin/i18n/index.ts';
import { loginUser, mockApi, renderAppAt, signIn } from './harness.tsx';

const OFFICE = { latitude: 12.9352, longitude: 77.6245 };

/** A browser geolocation that answers at once; the mock counts the lookups. */
function grantGeolocation() {
  const getCurrentPosition = vi.fn((ok: PositionCallback) =>
    ok({ coords: { ...OFFICE, altitude: null, accuracy: 5 } } as unknown as GeolocationPosition),
  );
  Object.defineProperty(window.navigator, 'geolocation', {
    value: { getCurrentPosition },
    configurable: true,
  });
  return getCurrentPosition;
}
afterEach(() => {
  Object.defineProperty(window.navigator, 'geolocation', { value: undefined, configurable: true });
  vi.restoreAllMocks();
});

/** Records the order in which the texts first appear on the page (toasts last two seconds). */
function watchFor(texts: string[]) {
  const seen: string[] = [];
  const observer = new MutationObserver(() => {
    const page = document.body.textContent ?? '';
    for (const t of texts) if (!seen.includes(t) && page.includes(t)) seen.push(t);
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return { seen, stop: () => observer.disconnect() };
}

function attendanceServer(opts: { clockedIn?: boolean } = {}) {
  let clockedIn = opts.clockedIn ?? false;
  // Today's row (AT3), kept as the server keeps it: open after a clock-in, closed after a clock-out.
  let today = clockedIn ? dayRow(todayIso(), '09:00', null) : null;
  return mockApi((url, init) => {
    if (isDaysCall(url)) return { body: { content: today ? [today] : [] } };
    if (url.includes('/attendance/userStatus/7'))
      return {
        body: {
          success: true,
          isUserClockedIn: clockedIn,
          clockedTime: clockedIn ? '5 minutes and 0 seconds' : null,
        },
      };
    if (url.endsWith('/attendance/start') && init?.method === 'POST') {
      clockedIn = true;
      today = dayRow(todayIso(), '09:00', null);
      return { body: { success: true, message: 'Clock In Successful' } };
    }
    if (url.endsWith('/attendance/stop') && init?.method === 'POST') {
      clockedIn = false;
      today = dayRow(todayIso(), '09:00', '18:00');
      return { body: { success: true, message: 'Clock Out Successful' } };
    }
    return { status: 404, body: { success: false, message: 'Not found' } };
  });
}
const posts = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => String(url).endsWith(path) && init?.method === 'POST',
  );

describe('one tap on the attendance card', () => {
  it('fetches the location and clocks in, saying both in that order', async () => {
    const lookups = grantGeolocation();
    const fetchMock = attendanceServer();
    signIn(loginUser('Employee', []));
    renderAppAt('/');
    const region = await screen.findByRole('region', { name: 'Attendance' });
    await within(region).findByText('Yet to Check-in');

    const toasts = watchFor(['Location fetched successfully', 'Clock In Successful']);
    fireEvent.click(within(region).getByRole('button', { name: 'Clock In' }));
    expect(await within(region).findByText('Checked in')).toBeTruthy();
    await waitFor(() => expect(toasts.seen).toHaveLength(2));
    toasts.stop();
    expect(toasts.seen).toEqual(['Location fetched successfully', 'Clock In Successful']);
    expect(within(region).getByText('Your location: 12.9352, 77.6245')).toBeTruthy();
    expect(lookups).toHaveBeenCalledTimes(1);
    const sent = posts(fetchMock, '/attendance/start');
    expect(sent).toHaveLength(1);
    expect(JSON.parse(String(sent[0][1]?.body))).toEqual({ ...OFFICE, elevation: null });
  });

  it('sends one clock-in for two quick taps', async () => {
    grantGeolocation();
    const fetchMock = attendanceServer();
    signIn(loginUser('Employee', []));
    renderAppAt('/');
    const region = await screen.findByRole('region', { name: 'Attendance' });
    await within(region).findByText('Yet to Check-in');
    const button = within(region).getByRole('button', { name: 'Clock In' });
    // Both taps land before React renders the button busy (as on a slow phone).
    act(() => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    await within(region).findByText('Checked in');
    expect(posts(fetchMock, '/attendance/start')).toHaveLength(1);
  });

  it('uses a fresh location as it is, and fetches again once it is stale', async () => {
    const lookups = grantGeolocation();
    const fetchMock = attendanceServer();
    signIn(loginUser('Employee', []));
    renderAppAt('/');
    const region = await screen.findByRole('region', { name: 'Attendance' });
    await within(region).findByText('Yet to Check-in');
    fireEvent.click(within(region).getByRole('button', { name: 'Fetch Location' }));
    await screen.findByText('Location fetched successfully');
    expect(lookups).toHaveBeenCalledTimes(1);

    fireEvent.click(within(region).getByRole('button', { name: 'Clock In' }));
    await within(region).findByText('Checked in');
    expect(lookups).toHaveBeenCalledTimes(1);
    expect(posts(fetchMock, '/attendance/start')).toHaveLength(1);

    // A minute later the same tap looks again before clocking out.
    const later = Date.now() + FRESH_MS + 1_000;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    fireEvent.click(within(region).getByRole('button', { name: 'Clock Out' }));
    await waitFor(() => expect(posts(fetchMock, '/attendance/stop')).toHaveLength(1));
    expect(lookups).toHaveBeenCalledTimes(2);
  });
});

describe('the attendance card in Hindi', () => {
  it('shows its words, the date and the toasts in Hindi', async () => {
    grantGeolocation();
    const fetchMock = attendanceServer();
    signIn(loginUser('Employee', []));
    window.history.replaceState(null, '', '/');
    render(<App i18nProvider={createI18nProvider('hi', hi)} />);
    const region = await screen.findByRole('region', { name: 'उपस्थिति' });
    expect(await within(region).findByText('अभी चेक-इन नहीं हुआ')).toBeTruthy();
    expect(within(region).getByText('अपना स्थान प्राप्त करें, फिर क्लॉक इन या आउट करें।')).toBeTruthy();
    const weekday = new Intl.DateTimeFormat('hi-IN', { weekday: 'long' }).format(new Date());
    expect(within(region).getByText(new RegExp(`^${weekday}, `))).toBeTruthy();
    expect(within(region).getByRole('timer', { name: 'वर्तमान समय' })).toBeTruthy();

    fireEvent.click(within(region).getByRole('button', { name: 'क्लॉक इन' }));
    expect(await screen.findByText('स्थान सफलतापूर्वक प्राप्त हुआ')).toBeTruthy();
    expect(await within(region).findByText('चेक-इन हो गया')).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'क्लॉक आउट' })).toBeTruthy();
    expect(within(region).getByText('आपका स्थान: 12.9352, 77.6245')).toBeTruthy();
    await waitFor(() => expect(posts(fetchMock, '/attendance/start')).toHaveLength(1));
  });

  it('asks for the location in Hindi when none can be had, and sends nothing', async () => {
    const fetchMock = attendanceServer();
    signIn(loginUser('Employee', []));
    window.history.replaceState(null, '', '/');
    render(<App i18nProvider={createI18nProvider('hi', hi)} />);
    const region = await screen.findByRole('region', { name: 'उपस्थिति' });
    await within(region).findByText('अभी चेक-इन नहीं हुआ');
    fireEvent.click(within(region).getByRole('button', { name: 'क्लॉक इन' }));
    expect(await screen.findByText('यह ब्राउज़र जियोलोकेशन का समर्थन नहीं करता।')).toBeTruthy();
    expect(await screen.findByText('चेक-इन करने से पहले कृपया अपना स्थान प्राप्त करें।')).toBeTruthy();
    expect(posts(fetchMock, '/attendance/start')).toHaveLength(0);
  });
});
