// The leave lists generated from x-list.views of schemas/leaveRequest.schema.json: each route asks
// its own operation under its own title, the approver list toasts the spec's words, and approve /
// decline call their operation, toast and reload the list.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, openForm, type Route } from './schemaFormHelpers.tsx';
import { watchFor } from './textsSeen.ts';

const EMPLOYEE = [
  'CREATE_LEAVE_REQUEST',
  'GET_LEAVE_REQUEST_OF_EMPLOYEE',
  'GET_PENDING_LEAVE_REQUEST_OF_EMPLOYEE',
  'GET_APPROVED_REQUEST_OF_EMPLOYEE',
  'GET_DECLINED_REQUEST_OF_EMPLOYEE',
];
const MANAGER = [...EMPLOYEE, 'APPROVE_LEAVE_REQUEST', 'DECLINE_LEAVE_REQUEST'];

const row = (id: number, status = 'PENDING') => ({
  id,
  employeeId: 12,
  employeeFirstName: 'Arjun',
  employeeLastName: 'Mehta',
  leaveType: 'SICK',
  startDate: '2027-03-01',
  endDate: '2027-03-02',
  numberOfDays: 2,
  reason: `Reason ${id}`,
  status,
});
const list = (key: string, rows: unknown[], capital = false) => ({
  [key]: rows,
  currentPage: 0,
  totalItems: rows.length,
  totalPages: 1,
  [capital ? 'Success' : 'success']: true,
  ...(capital && rows.length ? { Message: 'Leaves fetched Successfully' } : {}),
});

function api(pending: { rows: unknown[] }): Route {
  return (url, init) => {
    const p = url.pathname.replace('/api/v1', '');
    if (p === '/leave/getLeaveRequests') return { body: list('leaveRequests', pending.rows, true) };
    if (p.startsWith('/leave/getLeaveRequestsForEmployee/'))
      return { body: list('leaveRequests', [row(3, 'APPROVED')]) };
    for (const key of ['pending', 'approved', 'declined'])
      if (p === `/leave/${key}LeaveRequestsForEmployee`)
        return { body: list(`${key}LeaveRequests`, [row(4)]) };
    if (p === '/leave/5/approve' && init?.method === 'PATCH') {
      pending.rows = [];
      return { body: { message: 'LEAVE APPROVED SUCCESSFULLY', success: true } };
    }
    if (p === '/leave/declineLeaveRequest/5' && init?.method === 'PATCH') {
      pending.rows = [];
      return { body: { message: 'LEAVE DECLINED SUCCESSFULLY', success: true } };
    }
    return undefined;
  };
}

const listCalls = (fetchMock: ReturnType<typeof openForm>) =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((u) => u.pathname.startsWith('/api/v1/leave/'))
    .map((u) => `${u.pathname}?employeeId=${u.searchParams.get('employeeId')}`);

describe('the leave lists', () => {
  it.each([
    ['/leave/leave-list', 'Leave Applications', '/api/v1/leave/getLeaveRequestsForEmployee/7'],
    [
      '/leave/leave-list-pending',
      'Pending Leaves',
      '/api/v1/leave/pendingLeaveRequestsForEmployee',
    ],
    [
      '/leave/leave-list-approved',
      'Approved Leaves',
      '/api/v1/leave/approvedLeaveRequestsForEmployee',
    ],
    [
      '/leave/leave-list-rejected',
      'Declined Leaves',
      '/api/v1/leave/declinedLeaveRequestsForEmployee',
    ],
    ['/leave-info/12', 'Leave Info', '/api/v1/leave/getLeaveRequestsForEmployee/12'],
  ])('%s is titled %s and lists %s', async (route, title, path) => {
    const fetchMock = openForm(route, MANAGER, api({ rows: [] }));
    expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
    expect(await screen.findByText('Medical Leave')).toBeTruthy();
    const asked = listCalls(fetchMock);
    expect(asked.every((c) => c.startsWith(path))).toBe(true);
    // The caller's own employee travels as the query parameter the contract names.
    if (!path.includes('/getLeaveRequestsForEmployee/'))
      expect(asked[0]).toBe(`${path}?employeeId=7`);
  });

  it('shows the requests without a toast for the load, approves one and reloads the list', async () => {
    const loadToast = watchFor(['Leaves fetched Successfully']);
    const fetchMock = openForm('/leave/Requested-leaves-list', MANAGER, api({ rows: [row(5)] }));
    await screen.findByRole('heading', { name: 'Requested Leave Applications' });
    fireEvent.click(await screen.findByRole('button', { name: 'Approve Arjun' }));
    // Issue #23 §3: approving asks first, as declining does; Cancel has the focus.
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(
      within(dialog).getByText('You want to approve the leave request of Arjun Mehta.'),
    ).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(fetchMock, '/leave/5/approve')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('LEAVE APPROVED SUCCESSFULLY')).toBeTruthy();
    expect(callsTo(fetchMock, '/leave/5/approve').map((c) => c.method)).toEqual(['PATCH']);
    expect(await screen.findByText('No leave requests to review')).toBeTruthy();
    // Toasts are for what the user did: the approval, never the two loads (issue #37).
    loadToast.stop();
    expect(loadToast.texts).toEqual([]);
    expect(callsTo(fetchMock, '/leave/getLeaveRequests').length).toBeGreaterThan(1);
  });

  it('approves nothing when the confirmation is cancelled with Escape', async () => {
    const fetchMock = openForm('/leave/Requested-leaves-list', MANAGER, api({ rows: [row(5)] }));
    fireEvent.click(await screen.findByRole('button', { name: 'Approve Arjun' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetchMock, '/leave/5/approve')).toEqual([]);
    expect(screen.getByRole('button', { name: 'Approve Arjun' })).toBeTruthy();
  });

  it('declines a request after a confirmation, then reloads the list', async () => {
    const fetchMock = openForm('/leave/Requested-leaves-list', MANAGER, api({ rows: [row(5)] }));
    fireEvent.click(await screen.findByRole('button', { name: 'Decline Arjun' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('You want to decline the leave request of Arjun Mehta.'),
    ).toBeTruthy();
    expect(callsTo(fetchMock, '/leave/declineLeaveRequest/5')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('LEAVE DECLINED SUCCESSFULLY')).toBeTruthy();
    expect(callsTo(fetchMock, '/leave/declineLeaveRequest/5').map((c) => c.method)).toEqual([
      'PATCH',
    ]);
    await waitFor(() => expect(screen.getByText('No leave requests to review')).toBeTruthy());
  });

  it("toasts the spec's words when the approver list cannot be fetched", async () => {
    openForm('/leave/Requested-leaves-list', MANAGER, (url) =>
      url.pathname === '/api/v1/leave/getLeaveRequests' ? { status: 500, body: {} } : undefined,
    );
    expect(await screen.findByText('Failed to fetch leave requests')).toBeTruthy();
  });

  it('keeps approve and decline away from an employee without them', async () => {
    openForm('/leave/Requested-leaves-list', EMPLOYEE, api({ rows: [row(5)] }));
    expect(
      await screen.findByText('You do not have the privilege to view this list.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Approve/ })).toBeNull();
  });

  it('exports the view it shows: the pending list to Leave.csv, asked of its own operation', async () => {
    const files: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => (files.push(blob), 'blob:export'));
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const fetchMock = openForm('/leave/leave-list-pending', MANAGER, api({ rows: [] }));
    await screen.findByText('Medical Leave');
    fireEvent.click(screen.getByRole('button', { name: 'Export to csv' }));
    await waitFor(() => expect(files).toHaveLength(1));
    const lines = (await files[0]!.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Medical Leave');
    expect(lines[1]).toContain('Reason 4');
    const exportCalls = listCalls(fetchMock).filter((c) => c.includes('pending'));
    expect(exportCalls.length).toBeGreaterThan(1);
    expect(listCalls(fetchMock).every((c) => c.startsWith('/api/v1/leave/pending'))).toBe(true);
    vi.restoreAllMocks();
  });
});
