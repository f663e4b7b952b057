// The department create-update screen generated from schemas/department.schema.json: the spec's
// validation words (part 1 §5), the organisation select in create mode only, the manager search.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { describedText } from '../helpers/describedText.ts';
import { callsTo, formHeading, openForm, page, type Route } from './schemaFormHelpers.tsx';

const ROUTE = '/department/department-create-update';
const ALL = [
  'ADD_DEPARTMENT',
  'UPDATE_DEPARTMENT',
  'GETALL_DEPARTMENTS',
  'GET_ALL_ORGANIZATIONS',
  'SEARCH_EMPLOYEE_BY_NAME',
  'GET_ALL_DEPARTMENT_ATTRIBUTES',
  'CREATE_DEPARTMENT_ATTRIBUTE',
];
const sales = {
  departmentId: 3,
  department: 'Sales',
  description: 'Sells things',
  managerId: 11,
  managerFirstName: 'Grace',
  managerLastName: 'Hopper',
  organizations: [],
  branches: [],
  attributes: { Floor: 'Two' },
};

const api: Route = (url) => {
  if (url.pathname === '/api/v1/organization') {
    return { body: page([{ organizationId: 4, organizationName: 'Acme' }]) };
  }
  if (url.pathname === '/api/v1/departmentAttribute') {
    return { body: [{ attributeId: 1, attributeKey: 'Floor' }] };
  }
  if (url.pathname === '/api/v1/department') return { body: page([sales]) };
  if (url.pathname === '/api/v1/employee/searchEmployee') {
    return {
      body: [
        { employeeId: 21, userId: 31, firstName: 'Ada', lastName: 'Lovelace' },
        { employeeId: 22, userId: 32, firstName: 'Adam', lastName: 'Smith' },
      ],
    };
  }
  return undefined;
};

async function typeAndSubmit(label: RegExp, value: string) {
  fireEvent.change(await screen.findByLabelText(label), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: 'Create Department' }));
}

describe('the department form', () => {
  it.each([
    ['', 'Department Name is required'],
    ['ab', 'Department Name must be at least 3 characters'],
    [' a ', 'Department Name must not be empty or less than 3 characters'],
    ['Sales 2', 'Department Name must not contain numbers'],
    ['Sales!', 'Department Name must not contain special characters'],
    ['Sales  Team', 'Department Name must not contain consecutive spaces'],
  ])('refuses the department name %j with "%s"', async (value, message) => {
    openForm(ROUTE, ALL, api);
    expect(await formHeading('Create Department')).toBeTruthy();
    await typeAndSubmit(/Department Name/, value);
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it.each([
    ['', 'Description is required'],
    ['abcd', 'Description must be at least 5 characters'],
    ['x'.repeat(51), 'Description must be less than 50 characters'],
  ])('refuses the description %j with "%s"', async (value, message) => {
    openForm(ROUTE, ALL, api);
    await formHeading('Create Department');
    await typeAndSubmit(/Department Description/, value);
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('says "Please select a valid Manager." and sends nothing without a manager', async () => {
    const fetchMock = openForm(ROUTE, ALL, api);
    await formHeading('Create Department');
    await typeAndSubmit(/Department Name/, 'Sales');
    fireEvent.change(screen.getByLabelText(/Department Description/), {
      target: { value: 'Sells things' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create Department' }));
    expect(await screen.findByText('Please select a valid Manager.')).toBeTruthy();
    expect(callsTo(fetchMock, '/department').filter((c) => c.method === 'POST')).toHaveLength(0);
    // A screen reader says it with the search box: the input is described by the field's error.
    expect(describedText(screen.getByLabelText(/Department Manager/))).toContain(
      'Please select a valid Manager.',
    );
  });

  it('offers the organisation select in create mode', async () => {
    openForm(ROUTE, ALL, api);
    await formHeading('Create Department');
    expect(await screen.findByRole('combobox', { name: /Organization/ })).toBeTruthy();
  });

  it('opens the record named by ?id= in edit mode, without the organisation select', async () => {
    openForm(`${ROUTE}?id=3`, ALL, api);
    expect(await formHeading('Edit Department')).toBeTruthy();
    expect(await screen.findByDisplayValue('Sales')).toBeTruthy();
    expect(screen.getByDisplayValue('Two')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Update Department' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: /Organization/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Manage Attributes' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Grace Hopper' })).toHaveProperty('checked', true);
  });

  it('says so without the privilege to search for employees', async () => {
    openForm(
      ROUTE,
      ALL.filter((p) => p !== 'SEARCH_EMPLOYEE_BY_NAME'),
      api,
    );
    await formHeading('Create Department');
    expect(
      await screen.findByText('You do not have the privilege to search for employees.'),
    ).toBeTruthy();
  });
});

describe('the department form in its shell', () => {
  it('enters edit mode from the navigation state and puts the id in the URL', async () => {
    openForm(ROUTE, ALL, api);
    await formHeading('Create Department');
    window.history.pushState({ usr: { record: sales }, key: 'edit', idx: 1 }, '', ROUTE);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    expect(await formHeading('Edit Department')).toBeTruthy();
    await waitFor(() => expect(window.location.search).toBe('?id=3'));
    expect(screen.getByDisplayValue('Sales')).toBeTruthy();
  });

  it('adds an attribute in Manage Attributes and shows its input in the form', async () => {
    let defined = [{ attributeId: 1, attributeKey: 'Floor' }];
    openForm(ROUTE, ALL, (url, init) => {
      if (url.pathname === '/api/v1/departmentAttribute' && init?.method === 'POST') {
        defined = [...defined, { attributeId: 2, attributeKey: 'Wing' }];
        return { status: 201, body: { status: 201, isSuccess: true, message: 'Added', data: {} } };
      }
      if (url.pathname === '/api/v1/departmentAttribute') return { body: defined };
      return api(url, init);
    });
    await formHeading('Create Department');
    fireEvent.click(screen.getByRole('button', { name: 'Manage Attributes' }));
    fireEvent.change(await screen.findByLabelText('Add Attributes...'), {
      target: { value: 'Wing' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByLabelText('Wing')).toBeTruthy();
  });

  it('Cancel goes back to the department list', async () => {
    openForm(ROUTE, ALL, api);
    await formHeading('Create Department');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(window.location.pathname).toBe('/department/department-list'));
  });
});

describe('the manager search', () => {
  it('searches once after a 400 ms pause and shows only the first result', async () => {
    const fetchMock = openForm(ROUTE, ALL, api);
    await formHeading('Create Department');
    const search = await screen.findByLabelText(/Department Manager/);
    vi.useFakeTimers();
    try {
      fireEvent.change(search, { target: { value: 'A' } });
      fireEvent.change(search, { target: { value: 'Ad' } });
      await act(async () => vi.advanceTimersByTime(399));
      expect(callsTo(fetchMock, '/employee/searchEmployee')).toHaveLength(0);
      await act(async () => vi.advanceTimersByTime(1));
    } finally {
      vi.useRealTimers();
    }
    expect(await screen.findByRole('checkbox', { name: 'Ada Lovelace' })).toBeTruthy();
    expect(screen.queryByText('Adam Smith')).toBeNull();
    const calls = callsTo(fetchMock, '/employee/searchEmployee');
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toContain('name=Ad');
  });

  it('ticking selects the manager and creates the department, returning to its organisation', async () => {
    const fetchMock = openForm(ROUTE, ALL, (url, init) =>
      url.pathname === '/api/v1/department' && init?.method === 'POST'
        ? { status: 201, body: { success: true, message: 'Department created', Department: {} } }
        : api(url, init),
    );
    await formHeading('Create Department');
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /Organization/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Acme' }));
    fireEvent.change(screen.getByLabelText(/Department Name/), { target: { value: 'Sales' } });
    fireEvent.change(screen.getByLabelText(/Department Description/), {
      target: { value: 'Sells things' },
    });
    fireEvent.change(screen.getByLabelText(/Department Manager/), { target: { value: 'Ada' } });
    const tick = await screen.findByRole('checkbox', { name: 'Ada Lovelace' });
    fireEvent.click(tick);
    fireEvent.change(screen.getByLabelText('Floor'), { target: { value: 'Three' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Department' }));
    await waitFor(() => expect(window.location.pathname).toBe('/department/department-list'));
    expect(window.location.search).toBe('?organizationId=4');
    const [post] = callsTo(fetchMock, '/department').filter((c) => c.method === 'POST');
    expect(JSON.parse(String(post.body))).toEqual({
      department: 'Sales',
      description: 'Sells things',
      managerId: 21,
      organizationId: 4,
      attributes: { Floor: 'Three' },
    });
  });

  it('unticking deselects the manager', async () => {
    openForm(ROUTE, ALL, api);
    await formHeading('Create Department');
    fireEvent.change(await screen.findByLabelText(/Department Manager/), {
      target: { value: 'Ada' },
    });
    const tick = await screen.findByRole('checkbox', { name: 'Ada Lovelace' });
    fireEvent.click(tick);
    expect(tick).toHaveProperty('checked', true);
    fireEvent.click(tick);
    expect(tick).toHaveProperty('checked', false);
  });
});

// Issue #37: the message is the answer to a submit without a manager, not to typing, and a pick
// takes it away; a result shown is always the answer to what the box says now.
describe('the manager search and its message', () => {
  const people: Record<string, object[]> = {
    Ada: [{ employeeId: 21, userId: 31, firstName: 'Ada', lastName: 'Lovelace' }],
    Gr: [{ employeeId: 22, userId: 32, firstName: 'Grace', lastName: 'Hopper' }],
  };
  const byName: Route = (url, init) => {
    if (url.pathname === '/api/v1/employee/searchEmployee')
      return { body: people[url.searchParams.get('name') ?? ''] ?? [] };
    if (url.pathname === '/api/v1/department' && init?.method === 'POST')
      return {
        status: 201,
        body: { success: true, message: 'Department created', Department: {} },
      };
    return api(url, init);
  };
  const MESSAGE = 'Please select a valid Manager.';
  const search = () => screen.getByLabelText(/Department Manager/) as HTMLInputElement;
  const type = (value: string) => fireEvent.change(search(), { target: { value } });
  const found = (name: string) => screen.findByRole('checkbox', { name });

  async function fillTheRest() {
    await formHeading('Create Department');
    fireEvent.change(screen.getByLabelText(/Department Name/), { target: { value: 'Sales' } });
    fireEvent.change(screen.getByLabelText(/Department Description/), {
      target: { value: 'Sells things' },
    });
  }

  it('says nothing while a manager is searched and picked', async () => {
    openForm(ROUTE, ALL, byName);
    await fillTheRest();
    type('Ada');
    fireEvent.click(await found('Ada Lovelace'));
    expect(screen.queryByText(MESSAGE)).toBeNull();
    expect(search().getAttribute('aria-invalid')).toBe('false');
  });

  it('after a submit without a manager, hides the message on typing and a pick removes it', async () => {
    const fetchMock = openForm(ROUTE, ALL, byName);
    await fillTheRest();
    fireEvent.click(screen.getByRole('button', { name: 'Create Department' }));
    expect(await screen.findByText(MESSAGE)).toBeTruthy();
    type('Ada');
    expect(screen.queryByText(MESSAGE)).toBeNull();
    fireEvent.click(await found('Ada Lovelace'));
    expect(screen.queryByText(MESSAGE)).toBeNull();
    expect(search().getAttribute('aria-invalid')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Create Department' }));
    await waitFor(() => expect(window.location.pathname).toBe('/department/department-list'));
    const [post] = callsTo(fetchMock, '/department').filter((c) => c.method === 'POST');
    expect(JSON.parse(String(post.body))).toMatchObject({ managerId: 21 });
  });

  it('says it again on the next submit while nobody is picked', async () => {
    openForm(ROUTE, ALL, byName);
    await fillTheRest();
    fireEvent.click(screen.getByRole('button', { name: 'Create Department' }));
    expect(await screen.findByText(MESSAGE)).toBeTruthy();
    type('Ada');
    await found('Ada Lovelace');
    fireEvent.click(screen.getByRole('button', { name: 'Create Department' }));
    expect(await screen.findByText(MESSAGE)).toBeTruthy();
  });

  it('shows no result of an earlier name while a new one is searched', async () => {
    openForm(ROUTE, ALL, byName);
    await fillTheRest();
    type('Ada');
    await found('Ada Lovelace');
    type('Gr');
    expect(screen.queryByRole('checkbox', { name: 'Ada Lovelace' })).toBeNull();
    expect(await found('Grace Hopper')).toHaveProperty('checked', false);
  });

  it('keeps a picked manager in view until a new search names someone else, then unpicks', async () => {
    openForm(ROUTE, ALL, byName);
    await fillTheRest();
    type('Ada');
    fireEvent.click(await found('Ada Lovelace'));
    type('Gr');
    expect(screen.getByRole('checkbox', { name: 'Ada Lovelace' })).toHaveProperty('checked', true);
    expect(await found('Grace Hopper')).toHaveProperty('checked', false);
    expect(screen.queryByRole('checkbox', { name: 'Ada Lovelace' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Create Department' }));
    expect(await screen.findByText(MESSAGE)).toBeTruthy();
  });
});
