// The holiday calendar in the console, from schemas/holiday.schema.json and one menu line: the side
// bar entry, the role screen's Holiday tab, the generated list (reference names, filters) and the
// show screen, all through the real app and data provider with the network edge answered here.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { shellRoutes } from '../../src/admin/resources.tsx';
import { PrivilegeTabs } from '../../resources/role/PrivilegeTabs.tsx';
import { registry } from '../../src/generated/registry.ts';
import { BESPOKE_ROUTES, isKnownRoute, knownRoutes } from '../../src/shared/screens.ts';
import { loginUser, mockApi, renderAppAt, signIn, type Answer } from './harness.tsx';

const HOLIDAYS = [
  {
    id: 1,
    holidayId: 1,
    name: 'Republic Day',
    date: '2027-01-26',
    halfDay: false,
    organizationId: null,
  },
  {
    id: 2,
    holidayId: 2,
    name: 'Karnataka Rajyotsava',
    date: '2027-11-01',
    halfDay: false,
    organizationId: 4,
  },
];
const ORGANIZATIONS = {
  content: [{ organizationId: 4, organizationName: 'Northwind Traders' }],
  totalElements: 1,
};

function api(url: string): Answer {
  const u = new URL(url, 'http://test');
  if (u.pathname === '/api/v1/holiday')
    return { body: HOLIDAYS, headers: { 'Content-Range': 'holiday 0-1/2' } };
  if (u.pathname === '/api/v1/holiday/2') return { body: HOLIDAYS[1] };
  if (u.pathname.startsWith('/api/v1/organization')) return { body: ORGANIZATIONS };
  return { status: 404, body: { success: false, message: 'Not found' } };
}

describe('menu routes', () => {
  it('knows every route the console mounts, so menu.json can be checked without React', () => {
    const patterns = knownRoutes(Object.values(registry));
    for (const r of shellRoutes) expect(isKnownRoute(patterns, r.path), r.path).toBe(true);
    const mounted = new Set(shellRoutes.map((r) => r.path));
    for (const r of BESPOKE_ROUTES) expect(mounted.has(r), r).toBe(true);
  });
});

describe('the holiday calendar', () => {
  it('is in the Leave group of the side bar for holders of GET_HOLIDAYS only', async () => {
    mockApi(api);
    signIn(loginUser('Employee', ['CREATE_LEAVE_REQUEST', 'GET_HOLIDAYS']));
    renderAppAt('/');
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    fireEvent.click(within(nav).getByRole('button', { name: 'Leave' }));
    const link = await within(nav).findByRole('link', { name: 'Holidays' });
    expect(link.getAttribute('href')).toBe('/holiday');
  });

  it('is not in the side bar without GET_HOLIDAYS', async () => {
    mockApi(api);
    signIn(loginUser('Employee', ['CREATE_LEAVE_REQUEST']));
    renderAppAt('/');
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    fireEvent.click(within(nav).getByRole('button', { name: 'Leave' }));
    expect(within(nav).queryByRole('link', { name: 'Holidays' })).toBeNull();
  });

  it('has its own tab on the role screen, with its four privileges', () => {
    render(<PrivilegeTabs value={['GET_HOLIDAYS']} onChange={() => undefined} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Holiday (1/4)' }));
    for (const name of ['GET_HOLIDAYS', 'CREATE_HOLIDAY', 'UPDATE_HOLIDAY', 'DELETE_HOLIDAY'])
      expect(screen.getByText(name)).toBeTruthy();
    expect(screen.getByText('Read the public-holiday calendar')).toBeTruthy();
  });

  it('lists holidays with organisation names, filters and export, and no create without CREATE_HOLIDAY', async () => {
    const fetch = mockApi(api);
    signIn(loginUser('Employee', ['GET_HOLIDAYS', 'GET_ALL_ORGANIZATIONS']));
    renderAppAt('/holiday');
    expect(await screen.findByText('Republic Day')).toBeTruthy();
    expect(await screen.findByText('All Organizations')).toBeTruthy();
    expect((await screen.findAllByText('Northwind Traders')).length).toBeGreaterThan(0);
    expect(screen.getByPlaceholderText('Search')).toBeTruthy();
    expect(screen.getByLabelText('Date from')).toBeTruthy();
    expect(screen.getByLabelText('Date to')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Export to csv/i })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^create$/i })).toBeNull();
    const list = fetch.mock.calls.map(([u]) => decodeURIComponent(String(u)));
    expect(
      list.some((u) => u.includes('/api/v1/holiday?') && u.includes('sort=["date","ASC"]')),
    ).toBe(true);
  });

  it('opens a holiday on its show screen from the list', async () => {
    mockApi(api);
    signIn(loginUser('Employee', ['GET_HOLIDAYS', 'GET_ALL_ORGANIZATIONS']));
    renderAppAt('/holiday/2/show');
    expect(await screen.findByRole('heading', { name: 'Holiday' })).toBeTruthy();
    expect(await screen.findByText('Karnataka Rajyotsava')).toBeTruthy();
    expect(screen.getByText('Holiday Name')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /edit/i })).toBeNull();
  });

  it('saves an edit with the holiday’s own fields only, as the server takes them', async () => {
    const sent: Record<string, unknown>[] = [];
    mockApi((url, init) => {
      if (init?.method === 'PUT' && new URL(url, 'http://test').pathname === '/api/v1/holiday/2') {
        const body = JSON.parse(String(init.body));
        sent.push(body);
        return { body: { ...HOLIDAYS[1], ...body, id: 2 } };
      }
      return api(url);
    });
    signIn(loginUser('Admin', ['GET_HOLIDAYS', 'UPDATE_HOLIDAY', 'GET_ALL_ORGANIZATIONS']));
    renderAppAt('/holiday/2');
    const name = await screen.findByRole('textbox', { name: /Holiday Name/ });
    await waitFor(() => expect((name as HTMLInputElement).value).toBe('Karnataka Rajyotsava'));
    fireEvent.change(name, { target: { value: 'Rajyotsava' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    // Not the record's `id`, `holidayId` or names read with it: the server refuses unknown keys.
    expect(Object.keys(sent[0]!).sort()).toEqual(['date', 'halfDay', 'name', 'organizationId']);
    expect(sent[0]).toMatchObject({ name: 'Rajyotsava', date: '2027-11-01' });
  });
});
