// The dashboard's figure cards (issue #7): each shows only for a user holding the privilege behind
// it, with its figures, its empty state, and a retry when the summary cannot be loaded.
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loginUser, mockApi, renderAppAt, signIn, type Handler } from './harness.tsx';

const FULL = {
  success: true,
  message: 'Dashboard summary fetched successfully',
  headcountByDepartment: [
    { departmentId: 1, department: 'Engineering', count: 12 },
    { departmentId: null, department: null, count: 2 },
  ],
  leaveThisMonth: { month: '2026-11', scope: 'all', PENDING: 3, APPROVED: 5, DECLINED: 1 },
  onLeaveToday: {
    total: 7,
    people: [1, 2, 3, 4, 5, 6].map((i) => ({
      employeeId: i,
      firstName: `Person${i}`,
      lastName: 'Rao',
      department: 'Sales',
      leaveType: i === 1 ? 'SICK' : 'PLANNED',
      endDate: '2026-11-30',
    })),
  },
  attendanceToday: { date: '2026-11-23', checkedIn: 3, stillIn: 2, employees: 10 },
};

/** A server answering the summary with `summary` (or a 500), and the attendance status. */
function server(summary: unknown | 'fail') {
  const handler: Handler = (url) => {
    if (url.includes('/dashboard/summary')) {
      return summary === 'fail'
        ? { status: 500, body: { success: false, message: 'Something went wrong.' } }
        : { body: summary };
    }
    if (url.includes('/attendance/userStatus/')) {
      return { body: { success: true, message: '', isUserClockedIn: false, clockedTime: null } };
    }
    // The card's look at today's row (AT3): no attendance yet this month.
    if (/\/attendance\/\d+\?month=/.test(url)) return { body: { content: [] } };
    return { status: 404, body: { success: false, message: 'Not found' } };
  };
  return mockApi(handler);
}
const summaryCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.filter(([url]) => String(url).includes('/dashboard/summary'));
const welcome = () => screen.findByRole('heading', { name: 'Welcome, Ada Lovelace' });

describe('the dashboard figures', () => {
  it('are not asked for when the user holds none of their privileges', async () => {
    const fetchMock = server(FULL);
    signIn(loginUser('Employee', ['GET_SHIFT_DURATION']));
    renderAppAt('/');
    await welcome();
    await screen.findByRole('region', { name: 'Attendance' });
    expect(screen.queryByRole('region', { name: 'Headcount by department' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Checked in today' })).toBeNull();
    expect(summaryCalls(fetchMock)).toHaveLength(0);
  });

  it('show every card, with its figures, to a user holding all their privileges', async () => {
    server(FULL);
    signIn(
      loginUser('SuperAdmin', [
        'GET_ALL_ATTENDANCE',
        'GET_ALL_LEAVE_REQUESTS',
        'GETALL_DEPARTMENTS',
      ]),
    );
    renderAppAt('/');
    const checkedIn = await screen.findByRole('region', { name: 'Checked in today' });
    expect(await within(checkedIn).findByText('of 10 employees', { exact: false })).toBeTruthy();
    expect(within(checkedIn).getByText('2 still at work')).toBeTruthy();
    expect(
      within(checkedIn)
        .getByRole('progressbar', { name: 'Share of employees checked in today' })
        .getAttribute('aria-valuenow'),
    ).toBe('30');

    const leave = screen.getByRole('region', { name: 'Leave requests' });
    const bars = within(leave).getByRole('list', { name: 'Leave requests this month by status' });
    expect(
      within(bars)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Pending3', 'Approved5', 'Declined1']);

    const away = screen.getByRole('region', { name: 'On leave today' });
    const people = within(away).getByRole('list', { name: 'People on leave today' });
    expect(within(people).getAllByRole('listitem')).toHaveLength(5);
    expect(within(people).getByText(/Sales · Medical Leave · until/)).toBeTruthy();
    expect(within(away).getByText('and 2 more')).toBeTruthy();

    const heads = screen.getByRole('region', { name: 'Headcount by department' });
    const depts = within(heads).getByRole('list', { name: 'Employees per department' });
    expect(
      within(depts)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Engineering12', 'No department2']);
  });

  it("show an approver only their teams' leave, and the empty states", async () => {
    server({
      success: true,
      message: '',
      leaveThisMonth: { month: '2026-11', scope: 'team', PENDING: 0, APPROVED: 0, DECLINED: 0 },
      onLeaveToday: { total: 0, people: [] },
    });
    signIn(loginUser('Manager', ['APPROVE_LEAVE_REQUEST', 'DECLINE_LEAVE_REQUEST']));
    renderAppAt('/');
    const leave = await screen.findByRole('region', { name: 'Leave requests of your teams' });
    expect(await within(leave).findByText('No leave requests this month.')).toBeTruthy();
    const away = screen.getByRole('region', { name: 'On leave today' });
    expect(within(away).getByText('Nobody is on leave today.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Headcount by department' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Checked in today' })).toBeNull();
  });

  it('say No employees yet. for an empty company', async () => {
    server({ success: true, message: '', headcountByDepartment: [] });
    signIn(loginUser('HR', ['GET_ALL_EMPLOYEES']));
    renderAppAt('/');
    const heads = await screen.findByRole('region', { name: 'Headcount by department' });
    expect(await within(heads).findByText('No employees yet.')).toBeTruthy();
  });

  it('offer a retry when the summary cannot be loaded', async () => {
    const fetchMock = server('fail');
    signIn(loginUser('HR', ['GET_ALL_EMPLOYEES']));
    renderAppAt('/');
    expect(await screen.findByText('The dashboard figures could not be loaded.')).toBeTruthy();
    expect(summaryCalls(fetchMock)).toHaveLength(1);
    const retried = server(FULL);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    const heads = await screen.findByRole('region', { name: 'Headcount by department' });
    expect(await within(heads).findByText('Engineering')).toBeTruthy();
    expect(summaryCalls(retried)).toHaveLength(1);
  });
});
