// /attendence/Configure-Attendence (spec part 2 §2, §5, §8, §9): the shift as HH:mm, and the
// attendance locations two per page with create, edit (by navigation state) and delete.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loginUser, mockApi, renderAppAt, signIn, type Handler } from './harness.tsx';

const PATH = '/attendence/Configure-Attendence';
const ALL = [
  'GET_SHIFT_DURATION',
  'ADD_SHIFT_DURATION',
  'UPDATE_SHIFT_DURATION',
  'DELETE_SHIFT_DURATION',
  'GET_ALL_ATTENDANCE_LOCATION',
  'ADD_ATTENDANCE_LOCATION',
  'UPDATE_ATTENDANCE_LOCATION',
  'DELETE_ATTENDANCE_LOCATION',
];
const loc = (id: number, name: string) => ({
  attendanceLocationId: id,
  attendanceLocation: name,
  latitude: 12.9 + id / 100,
  longitude: 77.6,
  elevation: 900,
});
const LOCATIONS = [loc(1, 'Bengaluru Office'), loc(2, 'Chennai Office'), loc(3, 'Pune Office')];

afterEach(() => {
  Object.defineProperty(window.navigator, 'geolocation', { value: undefined, configurable: true });
});

type Opts = { shift?: string | null; deleteFails?: boolean };
function server({ shift = 'PT9H', deleteFails = false }: Opts = {}) {
  const handler: Handler = (url, init) => {
    const method = init?.method ?? 'GET';
    const ok = (message: string, status = 200) => ({ status, body: { success: true, message } });
    if (url.includes('/shiftDuration')) {
      if (method === 'GET') {
        const list = shift ? [{ shiftDurationId: 4, shiftDuration: shift }] : [];
        return { body: { success: true, message: '', ShiftDurationList: list } };
      }
      if (method === 'POST') return ok('Shift duration created successfully', 201);
      if (method === 'PATCH') return ok('Shift duration updated successfully');
      return ok('Shift duration deleted successfully');
    }
    if (url.includes('/attendanceLocation')) {
      if (method === 'GET') {
        const page = Number(new URL(url, 'http://x').searchParams.get('page'));
        const size = Number(new URL(url, 'http://x').searchParams.get('size'));
        const content = LOCATIONS.slice(page * size, page * size + size);
        const AttendanceLocations = { content, totalPages: 2, totalElements: 3 };
        return { body: { success: true, message: '', AttendanceLocations } };
      }
      if (method === 'POST') return ok('Attendance location created successfully', 201);
      if (method === 'PATCH') return ok('Attendance location updated');
      if (deleteFails) return { status: 500, body: {} };
      return ok('Attendance location deleted successfully');
    }
    return { status: 404, body: { success: false, message: 'Not found' } };
  };
  return mockApi(handler);
}
type Mock = ReturnType<typeof mockApi>;
const sent = (fetchMock: Mock, method: string, path: string) =>
  fetchMock.mock.calls
    .filter(([url, init]) => String(url).includes(path) && (init?.method ?? 'GET') === method)
    .map(([url, init]) => ({
      url: String(url),
      body: init?.body ? JSON.parse(String(init.body)) : null,
    }));

const open = async (privileges = ALL) => {
  signIn(loginUser('Admin', privileges));
  renderAppAt(PATH);
  await screen.findByRole('heading', { name: 'Configure Attendence', level: 1 });
};
const shiftSection = () => screen.getByRole('region', { name: 'Configure Shift Timings' });
const locations = () => screen.getByRole('region', { name: 'Attendance Locations' });

describe('Configure Attendence: the shift', () => {
  it('edits the shift as HH:mm and refuses anything else with the spec message', async () => {
    const fetchMock = server();
    await open();
    await screen.findByText('09:00');
    fireEvent.click(within(shiftSection()).getByRole('button', { name: 'Edit' }));
    const field = within(shiftSection()).getByLabelText('Shift Duration (HH:mm)');
    expect((field as HTMLInputElement).value).toBe('09:00');
    for (const bad of ['24:30', '8:75', 'nine']) {
      fireEvent.change(field, { target: { value: bad } });
      fireEvent.click(within(shiftSection()).getByRole('button', { name: 'Update Shift' }));
      expect(await within(shiftSection()).findByText('Invalid time format (HH:mm)')).toBeTruthy();
    }
    expect(sent(fetchMock, 'PATCH', '/shiftDuration')).toHaveLength(0);
    fireEvent.change(field, { target: { value: '08:30' } });
    fireEvent.click(within(shiftSection()).getByRole('button', { name: 'Update Shift' }));
    expect(await screen.findByText('Shift duration updated successfully')).toBeTruthy();
    expect(sent(fetchMock, 'PATCH', '/shiftDuration')[0].body).toEqual({
      shiftDurationHours: 8,
      shiftDurationMinutes: 30,
    });
  });

  it('creates a shift when none exists, accepting 24:00', async () => {
    const fetchMock = server({ shift: null });
    await open();
    const field = await within(shiftSection()).findByLabelText('Shift Duration (HH:mm)');
    fireEvent.change(field, { target: { value: '24:00' } });
    fireEvent.click(within(shiftSection()).getByRole('button', { name: 'Create Shift' }));
    expect(await screen.findByText('Shift duration created successfully')).toBeTruthy();
    expect(sent(fetchMock, 'POST', '/shiftDuration')[0].body).toEqual({
      shiftDurationHours: 24,
      shiftDurationMinutes: 0,
    });
  });

  it('deletes the shift after confirmation', async () => {
    const fetchMock = server();
    await open();
    await screen.findByText('09:00');
    fireEvent.click(within(shiftSection()).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Shift duration deleted successfully')).toBeTruthy();
    expect(sent(fetchMock, 'DELETE', '/shiftDuration/4')).toHaveLength(1);
  });

  it('shows the read-only state to a user who may only read', async () => {
    server({ shift: null });
    await open(['GET_SHIFT_DURATION']);
    expect(await screen.findByText('No shift duration configured')).toBeTruthy();
    expect(screen.queryByLabelText('Shift Duration (HH:mm)')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Attendance Locations' })).toBeNull();
  });
});

describe('Configure Attendence: the locations', () => {
  it('lists two per page', async () => {
    const fetchMock = server();
    await open();
    const list = await within(locations()).findByRole('list', { name: 'Attendance locations' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(locations()).getByText('Page 1 of 2')).toBeTruthy();
    fireEvent.click(within(locations()).getByRole('button', { name: 'Next' }));
    expect(await within(locations()).findByText('Pune Office')).toBeTruthy();
    expect(sent(fetchMock, 'GET', 'attendanceLocation?page=1&size=2')).toHaveLength(1);
  });

  it('adds a location filled from the current position, after refusing a bad name', async () => {
    Object.defineProperty(window.navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (ok: PositionCallback) =>
          ok({
            coords: { latitude: 13.0827, longitude: 80.2707, altitude: 6 },
          } as unknown as GeolocationPosition),
      },
    });
    const fetchMock = server();
    await open();
    await within(locations()).findByText('Bengaluru Office');
    const form = locations();
    fireEvent.change(within(form).getByLabelText(/Location Name/), {
      target: { value: 'Office 2' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Use my current position' }));
    expect(await screen.findByText('Location fetched successfully')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Add Location' }));
    expect(await within(form).findByText('Location name can only contain letters')).toBeTruthy();
    expect(sent(fetchMock, 'POST', '/attendanceLocation')).toHaveLength(0);
    expect((within(form).getByLabelText(/Latitude/) as HTMLInputElement).value).toBe('13.0827');

    fireEvent.change(within(form).getByLabelText(/Location Name/), {
      target: { value: 'Chennai Port' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Add Location' }));
    expect(await screen.findByText('Attendance location created successfully')).toBeTruthy();
    expect(sent(fetchMock, 'POST', '/attendanceLocation')[0].body).toEqual({
      attendanceLocation: 'Chennai Port',
      latitude: 13.0827,
      longitude: 80.2707,
      elevation: 6,
    });
  });

  it('edits a location in edit mode and comes back to adding', async () => {
    const fetchMock = server();
    await open();
    await within(locations()).findByText('Chennai Office');
    fireEvent.click(within(locations()).getByRole('button', { name: 'Edit Chennai Office' }));
    expect(await within(locations()).findByText('Edit Location: Chennai Office')).toBeTruthy();
    const name = within(locations()).getByLabelText(/Location Name/) as HTMLInputElement;
    expect(name.value).toBe('Chennai Office');
    fireEvent.change(name, { target: { value: 'Chennai Head Office' } });
    fireEvent.click(within(locations()).getByRole('button', { name: 'Update Location' }));
    expect(await screen.findByText('Location updated successfully')).toBeTruthy();
    expect(sent(fetchMock, 'PATCH', '/attendanceLocation/2')[0].body.attendanceLocation).toBe(
      'Chennai Head Office',
    );
    await waitFor(() =>
      expect(within(locations()).getByRole('button', { name: 'Add Location' })).toBeTruthy(),
    );
  });

  it("says 'Failed to delete Attendence location' when a delete fails without a reason", async () => {
    const fetchMock = server({ deleteFails: true });
    await open();
    await within(locations()).findByText('Bengaluru Office');
    fireEvent.click(within(locations()).getByRole('button', { name: 'Delete Bengaluru Office' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete Attendence location')).toBeTruthy();
    expect(sent(fetchMock, 'DELETE', '/attendanceLocation/1')).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(locations()).getByText('Bengaluru Office')).toBeTruthy();
  });
});
