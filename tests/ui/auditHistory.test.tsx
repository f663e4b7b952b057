// The History panel on a generated edit form: only in edit mode and only for a holder of
// GET_AUDIT_LOG, collapsed and not fetched until opened, then that record's entries newest first
// from GET /audit/{resource}/{recordId}, ten at a time with 'Load more'; stored markup is text.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, formHeading, openForm, page, type Route } from './schemaFormHelpers.tsx';

const ROUTE = '/department/department-create-update';
const EDITOR = [
  'ADD_DEPARTMENT',
  'UPDATE_DEPARTMENT',
  'GETALL_DEPARTMENTS',
  'GET_ALL_ORGANIZATIONS',
];
const sales = {
  departmentId: 3,
  department: 'Sales',
  description: 'Sells things',
  managerId: null,
  organizations: [],
  branches: [],
  attributes: {},
};

const entry = (position: number, extra: Record<string, unknown> = {}) => ({
  position,
  at: '2026-11-20T10:15:00.000Z',
  actorId: 1,
  actorEmail: 'admin@charter.local',
  resource: 'department',
  action: 'update',
  recordId: '3',
  before: { departmentId: 3, description: `Old ${position}` },
  after: { departmentId: 3, description: `New ${position}` },
  hash: 'x',
  ...extra,
});

/** 12 entries: page 0 holds 12..3, page 1 holds 2..1 (the insert). */
const entries = [
  ...Array.from({ length: 11 }, (_, i) => entry(12 - i)),
  entry(1, {
    action: 'insert',
    before: null,
    after: { departmentId: 3, department: '<img src=x onerror=alert(1)>', description: 'x' },
  }),
];

const api: Route = (url) => {
  if (url.pathname === '/api/v1/department') return { body: page([sales]) };
  if (url.pathname === '/api/v1/organization') return { body: page([]) };
  if (url.pathname === '/api/v1/departmentAttribute') return { body: [] };
  if (url.pathname === '/api/v1/audit/department/3') {
    const number = Number(url.searchParams.get('page'));
    const size = Number(url.searchParams.get('size'));
    const content = entries.slice(number * size, (number + 1) * size);
    return {
      body: {
        success: true,
        auditLog: {
          content,
          totalElements: entries.length,
          totalPages: Math.ceil(entries.length / size),
          number,
          size,
          last: (number + 1) * size >= entries.length,
        },
      },
    };
  }
  return undefined;
};

const historyCalls = (fetchMock: ReturnType<typeof openForm>) =>
  callsTo(fetchMock, '/audit/department/3');

describe('the History panel', () => {
  it('lists the record’s entries newest first once opened, and loads more', async () => {
    const fetchMock = openForm(`${ROUTE}?id=3`, [...EDITOR, 'GET_AUDIT_LOG'], api);
    await formHeading('Edit Department');
    const toggle = await screen.findByRole('button', { name: 'History' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(historyCalls(fetchMock)).toHaveLength(0);

    fireEvent.click(toggle);
    const list = await screen.findByRole('list', { name: 'History entries' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(10));
    const first = within(list).getAllByRole('listitem')[0]!;
    expect(first.textContent).toContain('Updated by admin@charter.local');
    expect(first.textContent).toContain('Description: Old 12 → New 12');
    expect(historyCalls(fetchMock)[0]!.url).toContain('page=0&size=10');

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(12));
    const last = within(list).getAllByRole('listitem')[11]!;
    expect(last.textContent).toContain('Created by admin@charter.local');
    expect(last.textContent).toContain('Department Name: <img src=x onerror=alert(1)>');
    expect(last.querySelector('img')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('names the manager a change set, as the server named them, instead of their id', async () => {
    const named = entry(2, {
      before: { departmentId: 3, managerId: null },
      after: { departmentId: 3, managerId: 7 },
      names: { managerId: { '7': 'Priya Sharma' } },
    });
    openForm(`${ROUTE}?id=3`, [...EDITOR, 'GET_AUDIT_LOG'], (url, init) =>
      url.pathname === '/api/v1/audit/department/3'
        ? {
            body: {
              success: true,
              auditLog: {
                content: [named],
                totalElements: 1,
                totalPages: 1,
                number: 0,
                size: 10,
                last: true,
              },
            },
          }
        : api(url, init),
    );
    await formHeading('Edit Department');
    fireEvent.click(await screen.findByRole('button', { name: 'History' }));
    const list = await screen.findByRole('list', { name: 'History entries' });
    const item = (await within(list).findAllByRole('listitem'))[0]!;
    expect(item.textContent).toContain('Department Manager: — → Priya Sharma');
    expect(item.textContent).not.toContain('→ 7');
  });

  it('is not offered without GET_AUDIT_LOG', async () => {
    const fetchMock = openForm(`${ROUTE}?id=3`, EDITOR, api);
    await formHeading('Edit Department');
    await screen.findByDisplayValue('Sales');
    expect(screen.queryByRole('button', { name: 'History' })).toBeNull();
    expect(historyCalls(fetchMock)).toHaveLength(0);
  });

  it('is not offered in create mode even to an auditor', async () => {
    openForm(ROUTE, [...EDITOR, 'GET_AUDIT_LOG'], api);
    await formHeading('Create Department');
    expect(screen.queryByRole('button', { name: 'History' })).toBeNull();
  });

  it("shows the server's message with Retry when the history cannot be read", async () => {
    let fail = true;
    openForm(`${ROUTE}?id=3`, [...EDITOR, 'GET_AUDIT_LOG'], (url, init) =>
      fail && url.pathname.startsWith('/api/v1/audit/')
        ? { status: 403, body: { success: false, message: 'Access denied.' } }
        : api(url, init),
    );
    await formHeading('Edit Department');
    fireEvent.click(await screen.findByRole('button', { name: 'History' }));
    expect(await screen.findByText('Access denied.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'History entries' })).toBeTruthy();
  });
});
