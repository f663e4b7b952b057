// Issue #21 for the Audit Log: in Hindi every word of the screen comes from the catalogue and the
// moments from Intl in hi-IN; on a phone the table scrolls in its own container; one export runs
// however fast the button is pressed twice.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../src/admin/App.tsx';
import { WHEN_OPTIONS } from '../../src/admin/audit/changes.ts';
import { createI18nProvider } from '../../src/admin/i18n/index.ts';
import hi from '../../src/admin/i18n/hi.ts';
import { narrowViewport } from '../helpers/narrowViewport.ts';
import { loginUser, mockApi, renderAppAt, signIn } from './harness.tsx';

const ROUTE = '/audit/audit-log';
const AT = '2026-11-20T10:15:00.000Z';

const entry = (position: number) => ({
  position,
  at: AT,
  actorId: 1,
  actorEmail: 'admin@charter.local',
  resource: 'skill',
  action: 'update',
  recordId: String(position),
  before: { skillId: position, skill: 'Java' },
  after: { skillId: position, skill: 'Kotlin' },
  hash: 'x',
});

function serve(count = 3) {
  signIn(loginUser('Auditor', ['GET_AUDIT_LOG', 'GET_ALL_USERS']));
  const rows = Array.from({ length: count }, (_, i) => entry(count - i));
  const fetchMock = mockApi((raw) => {
    const url = new URL(raw, 'http://localhost');
    if (url.pathname === '/api/v1/user/getAllUserInfo')
      return { body: { Success: true, Users: [], totalPages: 1 } };
    if (url.pathname === '/api/v1/audit') {
      const size = Number(url.searchParams.get('size'));
      const content = rows.slice(0, size);
      return {
        body: {
          success: true,
          auditLog: {
            content,
            totalElements: rows.length,
            totalPages: 1,
            number: 0,
            size,
            last: true,
          },
        },
      };
    }
    return { status: 404, body: { success: false, message: 'Not found' } };
  });
  const auditCalls = () =>
    fetchMock.mock.calls
      .map(([u]) => new URL(String(u), 'http://localhost'))
      .filter((u) => u.pathname === '/api/v1/audit');
  return { auditCalls };
}

describe('the Audit Log in Hindi, on a phone, pressed twice', () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:export');
    URL.revokeObjectURL = vi.fn();
  });

  it('speaks Hindi: title, headers, filters, actions and hi-IN dates', async () => {
    serve();
    window.history.replaceState(null, '', ROUTE);
    render(<App i18nProvider={createI18nProvider('hi', hi)} />);
    const grid = await screen.findByRole('table', { name: 'ऑडिट प्रविष्टियाँ' });
    expect(screen.getByRole('heading', { level: 1, name: 'ऑडिट लॉग' })).toBeTruthy();
    for (const header of ['कब', 'उपयोगकर्ता', 'कार्रवाई', 'संसाधन', 'रिकॉर्ड ID', 'बदलाव'])
      expect(within(grid).getByRole('columnheader', { name: header })).toBeTruthy();
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(4));
    const cells = within(within(grid).getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells[0]!.textContent).toBe(
      new Intl.DateTimeFormat('hi-IN', WHEN_OPTIONS).format(new Date(AT)),
    );
    expect(cells[2]!.textContent).toBe('अपडेट किया गया');
    expect(screen.getByRole('button', { name: 'फ़िल्टर हटाएँ' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'csv में एक्सपोर्ट करें' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'संसाधन' })).toBeTruthy();
  });

  it('keeps the table in its own sideways-scrolling container on a phone', async () => {
    narrowViewport(390);
    serve();
    renderAppAt(ROUTE);
    const grid = await screen.findByRole('table', { name: 'Audit entries' });
    const region = grid.closest('[role="region"]') as HTMLElement;
    expect(region.getAttribute('aria-label')).toBe('Audit entries');
    expect(getComputedStyle(region).overflowX).toBe('auto');
    // Keyboard users can scroll it too.
    expect(region.tabIndex).toBe(0);
  });

  it('runs one export when Export to csv is pressed twice in a row', async () => {
    const { auditCalls } = serve(30);
    renderAppAt(ROUTE);
    await screen.findByRole('table', { name: 'Audit entries' });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const button = await screen.findByRole('button', { name: 'Export to csv' });
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    // Both clicks land before React re-renders the button disabled.
    act(() => {
      button.click();
      button.click();
    });
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalledTimes(1));
    expect(auditCalls().filter((u) => u.searchParams.get('size') === '100')).toHaveLength(1);
    fireEvent.click(await screen.findByRole('button', { name: 'Export to csv' }));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalledTimes(2));
  });
});
