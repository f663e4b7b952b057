// The New Leave form generated from schemas/leaveRequest.schema.json (x-form): the spec's messages
// (part 2 §5) word for word, leave types shown by their labels, the create call for the caller's
// own employee, the server's refusal kept on screen, and the balance panel beside the form.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentPath } from './harness.tsx';
import { callsTo, formHeading, openForm, page, type Route } from './schemaFormHelpers.tsx';

const ROUTE = '/leave/leave-create-update';
const PRIVILEGES = ['CREATE_LEAVE_REQUEST', 'GET_ALL_LEAVE_TYPES', 'GET_LEAVE_REQUEST_OF_EMPLOYEE'];
const REQUIRED = 'This field is required';
const DAYS = 'This field is required and must be at least 1 day';

const api =
  (create: () => { status: number; body: unknown }): Route =>
  (url, init) => {
    if (url.pathname === '/api/v1/leaveType')
      return {
        body: {
          success: true,
          leaveTypes: page([
            { leaveTypeId: 1, leaveType: 'PLANNED', description: 'Planned' },
            { leaveTypeId: 2, leaveType: 'SICK', description: 'Sick' },
          ]),
        },
      };
    if (url.pathname === '/api/v1/leaveBalance/7')
      return {
        body: {
          success: true,
          LeaveBalances: [
            { leaveType: 'PLANNED', accruedLeave: 2, usedLeave: 1, carryForward: 2 },
            { leaveType: 'SICK', accruedLeave: 1, usedLeave: 0, carryForward: 0 },
          ],
        },
      };
    if (url.pathname === '/api/v1/leave/7/leaveRequest' && init?.method === 'POST') return create();
    if (url.pathname.startsWith('/api/v1/leave/getLeaveRequestsForEmployee'))
      return { body: { success: true, leaveRequests: [], totalItems: 0 } };
    return undefined;
  };

const created = () => ({
  status: 201,
  body: { Message: 'Leave request submitted successfully', Success: true, leaveRequest: {} },
});

const field = (label: RegExp) => screen.getByLabelText(label);
const set = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });

async function fillValid() {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: /Leave Type/ }));
  fireEvent.click(await screen.findByRole('option', { name: 'Medical Leave' }));
  set(/Number Of Days/, '2');
  set(/Start Date/, '2027-03-01');
  set(/End Date/, '2027-03-02');
  set(/Reason/, 'Surgery recovery');
}

describe('the New Leave form', () => {
  it('shows the spec message under every empty field', async () => {
    openForm(ROUTE, PRIVILEGES, api(created));
    await formHeading('New Leave Request');
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(DAYS)).toBeTruthy();
    // leave type, start date, end date and reason
    expect(screen.getAllByText(REQUIRED)).toHaveLength(4);
  });

  it('refuses fewer than one day with the spec message', async () => {
    openForm(ROUTE, PRIVILEGES, api(created));
    await formHeading('New Leave Request');
    await fillValid();
    set(/Number Of Days/, '0');
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(DAYS)).toBeTruthy();
    expect(screen.queryByText(REQUIRED)).toBeNull();
  });

  it('offers the leave types by their labels and sends the five fields for the caller', async () => {
    const fetchMock = openForm(ROUTE, PRIVILEGES, api(created));
    await formHeading('New Leave Request');
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /Leave Type/ }));
    expect(await screen.findByRole('option', { name: 'Planned Leave' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    await fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Leave request submitted successfully')).toBeTruthy();
    const [post] = callsTo(fetchMock, '/leave/7/leaveRequest');
    expect(JSON.parse(String(post.body))).toEqual({
      leaveType: 'SICK',
      numberOfDays: 2,
      startDate: '2027-03-01',
      endDate: '2027-03-02',
      reason: 'Surgery recovery',
    });
    await waitFor(() => expect(currentPath()).toBe('/leave/leave-list'));
  });

  it("keeps every value and shows the server's refusal", async () => {
    const refusal = { status: 406, body: { message: 'Not enough leave: 1 days available.' } };
    openForm(
      ROUTE,
      PRIVILEGES,
      api(() => refusal),
    );
    await formHeading('New Leave Request');
    await fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Not enough leave: 1 days available.',
    );
    expect((field(/Reason/) as HTMLTextAreaElement).value).toBe('Surgery recovery');
    expect(currentPath()).toBe(ROUTE);
  });

  it('shows what is left of each leave type beside the form', async () => {
    openForm(ROUTE, PRIVILEGES, api(created));
    const panel = await screen.findByRole('list', { name: 'Leave balance' });
    const items = within(panel).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Planned Leave4 days available · 1 day used',
      'Medical Leave1 day available · 0 days used',
    ]);
  });
});
