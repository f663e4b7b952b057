// Issue #21 §1: the leave lists on a 390-px phone are cards laid out by x-list.card (the employee's
// whole name as the title where the view shows it), and approving from a card asks first, then
// sends the same PATCH as the table's button.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { narrowViewport } from '../helpers/narrowViewport.ts';
import { callsTo, openForm, type Route } from './schemaFormHelpers.tsx';

const MANAGER = [
  'CREATE_LEAVE_REQUEST',
  'GET_LEAVE_REQUEST_OF_EMPLOYEE',
  'GET_PENDING_LEAVE_REQUEST_OF_EMPLOYEE',
  'GET_APPROVED_REQUEST_OF_EMPLOYEE',
  'GET_DECLINED_REQUEST_OF_EMPLOYEE',
  'APPROVE_LEAVE_REQUEST',
  'DECLINE_LEAVE_REQUEST',
];

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
const list = (key: string, rows: unknown[]) => ({
  [key]: rows,
  currentPage: 0,
  totalItems: rows.length,
  totalPages: 1,
  success: true,
});

const api: Route = (url, init) => {
  const p = url.pathname.replace('/api/v1', '');
  if (p === '/leave/getLeaveRequests') return { body: list('leaveRequests', [row(5)]) };
  if (p.startsWith('/leave/getLeaveRequestsForEmployee/'))
    return { body: list('leaveRequests', [row(3, 'APPROVED')]) };
  if (p === '/leave/5/approve' && init?.method === 'PATCH')
    return { body: { message: 'LEAVE APPROVED SUCCESSFULLY', success: true } };
  return undefined;
};

const cardOf = async (text: string) => (await screen.findByText(text)).closest('li') as HTMLElement;

describe('the leave lists on a phone', () => {
  beforeEach(() => {
    narrowViewport(390);
  });

  it("approves from the request's card after the confirmation", async () => {
    const fetchMock = openForm('/leave/Requested-leaves-list', MANAGER, api);
    await screen.findByRole('heading', { name: 'Requested Leave Applications' });
    const card = await cardOf('Reason 5');
    expect(screen.queryByRole('table')).toBeNull();
    // x-list.card: the whole name is the title, the leave type below it.
    expect(within(card).getByText('Arjun')).toBeTruthy();
    expect(within(card).getByText('Mehta')).toBeTruthy();
    expect(within(card).getByText('Medical Leave')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Approve Arjun' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(
      within(dialog).getByText('You want to approve the leave request of Arjun Mehta.'),
    ).toBeTruthy();
    expect(callsTo(fetchMock, '/leave/5/approve')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, '/leave/5/approve').map((c) => c.method)).toEqual(['PATCH']),
    );
    expect(await screen.findByText('LEAVE APPROVED SUCCESSFULLY')).toBeTruthy();
  });

  it("shows the employee's own requests as cards with the status under the leave type", async () => {
    openForm('/leave/leave-list', MANAGER, api);
    await screen.findByRole('heading', { name: 'Leave Applications' });
    const card = await cardOf('Reason 3');
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(card).getByText('Medical Leave')).toBeTruthy();
    expect(within(card).getByText('Approved')).toBeTruthy();
    // The other columns are labelled lines of the card.
    expect(within(card).getByText('Start Date')).toBeTruthy();
  });
});
