// The Audit Log screen (/audit/audit-log, GET_AUDIT_LOG): who, when, what and the change of every
// entry, filters kept in the address and sent to GET /audit, Previous / Next paging, the empty and
// error states, and an export of every matching entry (captured at URL.createObjectURL).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginUser, mockApi, renderAppAt, signIn, type Answer } from './harness.tsx';

const ROUTE = '/audit/audit-log';

type Entry = Record<string, unknown>;
const entry = (position: number, extra: Entry = {}): Entry => ({
  position,
  at: '2026-11-20T10:15:00.000Z',
  actorId: 1,
  actorEmail: 'admin@charter.local',
  resource: 'skill',
  action: 'update',
  recordId: String(position),
  before: { skillId: position, skill: 'Java' },
  after: { skillId: position, skill: 'Kotlin' },
  hash: 'x',
  ...extra,
});
const auditPage = (content: Entry[], total = content.length, number = 0, size = 20) => ({
  success: true,
  auditLog: {
    content,
    totalElements: total,
    totalPages: Math.ceil(total / size),
    number,
    size,
    last: (number + 1) * size >= total,
  },
});

function open(
  answer: (url: URL) => Answer | undefined,
  privileges = ['GET_AUDIT_LOG', 'GET_ALL_USERS'],
) {
  signIn(loginUser('Auditor', privileges));
  const fetchMock = mockApi((raw) => {
    const url = new URL(raw, 'http://localhost');
    if (url.pathname === '/api/v1/user/getAllUserInfo')
      return {
        body: {
          Success: true,
          Users: [
            { userId: 1, email: 'admin@charter.local' },
            { userId: 5, email: 'priya@northwind.example' },
          ],
          totalPages: 1,
        },
      };
    return answer(url) ?? { status: 404, body: { success: false, message: 'Not found' } };
  });
  renderAppAt(ROUTE);
  const auditCalls = () =>
    fetchMock.mock.calls
      .map(([u]) => new URL(String(u), 'http://localhost'))
      .filter((u) => u.pathname === '/api/v1/audit');
  return { fetchMock, auditCalls };
}

const table = () => screen.findByRole('table', { name: 'Audit entries' });

let files: Blob[] = [];
beforeEach(() => {
  files = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    files.push(blob);
    return 'blob:export';
  });
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

describe('the Audit Log', () => {
  it('lists who, when, action, resource, record and the change, masked values as stored', async () => {
    const rows = [
      entry(3),
      entry(2, {
        resource: 'employee',
        recordId: '9',
        before: { employeeId: 9, panNumber: '***', firstName: '<b>Asha</b>' },
        after: { employeeId: 9, panNumber: '*** (changed)', firstName: '<b>Asha</b>' },
      }),
      entry(1, {
        resource: 'session',
        action: 'login failed',
        actorId: null,
        actorEmail: null,
        recordId: null,
        before: null,
        after: { email: 'nobody@x.test' },
      }),
    ];
    const { auditCalls } = open(() => ({ body: auditPage(rows) }));
    const grid = await table();
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(4));
    const lines = within(grid)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(lines[0]!.slice(1, 5)).toEqual(['admin@charter.local', 'Updated', 'Skill', '3']);
    expect(lines[0]![5]).toBe('Skill: Java → Kotlin');
    expect(lines[1]![5]).toBe('PAN Number: changed (hidden)');
    expect(lines[2]!.slice(1, 6)).toEqual([
      'Anonymous',
      'Sign-in failed',
      'Sign-in',
      '—',
      'Email: nobody@x.test',
    ]);
    expect(auditCalls()[0]!.search).toBe('?page=0&size=20');
  });

  it('names a referenced record where the server gave its name, and keeps the id where not', async () => {
    const moved = (position: number, departmentId: number, names?: Entry) =>
      entry(position, {
        resource: 'employee',
        recordId: '9',
        before: { employeeId: 9, departmentId: null },
        after: { employeeId: 9, departmentId },
        ...(names ? { names } : {}),
      });
    const rows = [moved(2, 1, { departmentId: { '1': 'Engineering' } }), moved(1, 2)];
    open(() => ({ body: auditPage(rows) }));
    const grid = await table();
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(3));
    const changes = within(grid)
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell')[5]!.textContent);
    expect(changes).toEqual(['Department: — → Engineering', 'Department: — → 2']);
  });

  it('shows a failed sign-in whose text was no e-mail address as such, never the text', async () => {
    const failed = entry(1, {
      resource: 'session',
      action: 'login failed',
      actorId: null,
      actorEmail: null,
      recordId: null,
      before: null,
      after: { email: null, note: 'not an e-mail address' },
    });
    open(() => ({ body: auditPage([failed]) }));
    const grid = await table();
    const row = (await within(grid).findAllByRole('row'))[1]!;
    expect(within(row).getAllByRole('cell')[5]!.textContent).toBe('Email: not an e-mail address');
  });

  it('sends the resource, user and dates chosen, keeps them in the address, refuses To < From', async () => {
    const { auditCalls } = open(() => ({ body: auditPage([entry(1)]) }));
    await table();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Resource' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Sub-Organization' }));
    await waitFor(() => expect(auditCalls().at(-1)!.searchParams.get('resource')).toBe('branch'));
    expect(window.location.search).toBe('?resource=branch');

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'User' }));
    fireEvent.click(await screen.findByRole('option', { name: 'priya@northwind.example' }));
    await waitFor(() => expect(auditCalls().at(-1)!.searchParams.get('actorId')).toBe('5'));

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-10' } });
    await waitFor(() => expect(auditCalls().at(-1)!.searchParams.get('from')).toBe('2026-11-10'));
    const before = auditCalls().length;
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-01' } });
    expect(await screen.findByText('To must not be before From')).toBeTruthy();
    expect(auditCalls()).toHaveLength(before);
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-12' } });
    await waitFor(() =>
      expect(Object.fromEntries(auditCalls().at(-1)!.searchParams)).toEqual({
        actorId: '5',
        resource: 'branch',
        from: '2026-11-10',
        to: '2026-11-12',
        page: '0',
        size: '20',
      }),
    );
  });

  it('pages with Previous / Next through the server', async () => {
    const { auditCalls } = open((url) => {
      const number = Number(url.searchParams.get('page'));
      return { body: auditPage([entry(45 - number * 20)], 45, number) };
    });
    await table();
    expect(await screen.findByText('Page 1 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeTruthy();
    expect(auditCalls().at(-1)!.searchParams.get('page')).toBe('1');
    expect(await screen.findByText('25')).toBeTruthy();
  });

  it("says 'No audit entries' when nothing matches, and the server's message on failure", async () => {
    let fail = true;
    open(() =>
      fail
        ? { status: 400, body: { success: false, message: 'from must be a date (YYYY-MM-DD).' } }
        : { body: auditPage([]) },
    );
    expect(await screen.findByText('from must be a date (YYYY-MM-DD).')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No audit entries')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export to csv' })).toHaveProperty('disabled', true);
  });

  it('exports every matching entry, 100 at a time, formula text defused', async () => {
    const all = Array.from({ length: 130 }, (_, i) =>
      entry(130 - i, i === 5 ? { actorEmail: '+cmd@evil.test' } : {}),
    );
    const { auditCalls } = open((url) => {
      const size = Number(url.searchParams.get('size'));
      const number = Number(url.searchParams.get('page'));
      return {
        body: auditPage(all.slice(number * size, (number + 1) * size), all.length, number, size),
      };
    });
    await table();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    fireEvent.click(await screen.findByRole('button', { name: 'Export to csv' }));
    await waitFor(() => expect(files).toHaveLength(1));
    const lines = (await files[0]!.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('When (UTC),User,Action,Resource,Record Id,Change');
    expect(lines).toHaveLength(131);
    expect(lines[6]).toBe(
      "2026-11-20T10:15:00.000Z,'+cmd@evil.test,Updated,Skill,125,Skill: Java → Kotlin",
    );
    expect(auditCalls().filter((u) => u.searchParams.get('size') === '100')).toHaveLength(2);
  });

  it('refuses a user without GET_AUDIT_LOG and offers no menu entry', async () => {
    const { auditCalls } = open(() => ({ body: auditPage([]) }), ['GET_ALL_ROLES']);
    expect(
      await screen.findByText('You do not have the privilege to view this list.'),
    ).toBeTruthy();
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(menu).queryByText('Audit Log')).toBeNull();
    expect(auditCalls()).toHaveLength(0);
  });

  it('offers the user filter only with the privilege to list users', async () => {
    open(() => ({ body: auditPage([entry(1)]) }), ['GET_AUDIT_LOG']);
    await table();
    expect(screen.getByText('Needs the privilege to list users')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'User' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
  });
});
