// The console in Hindi: react-admin's own words (list, edit, delete, the confirmation's buttons)
// come from hi.ts's `ra` section, so a screen built from react-admin parts reads in Hindi.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../../src/admin/App.tsx';
import { createI18nProvider } from '../../src/admin/i18n/index.ts';
import hi from '../../src/admin/i18n/hi.ts';
import { loginUser, mockApi, signIn, type Answer } from './harness.tsx';

const HOLIDAY = {
  id: 2,
  holidayId: 2,
  name: 'गणतंत्र दिवस',
  date: '2027-01-26',
  halfDay: false,
  organizationId: null,
};

function api(url: string): Answer {
  const u = new URL(url, 'http://test');
  if (u.pathname === '/api/v1/holiday/2') return { body: HOLIDAY };
  if (u.pathname.startsWith('/api/v1/organization'))
    return { body: { content: [], totalElements: 0 } };
  return { status: 404, body: { success: false, message: 'Not found' } };
}

afterEach(() => {
  document.documentElement.lang = 'en';
});

describe('the console in Hindi', () => {
  it('names react-admin’s buttons and its delete confirmation in Hindi', async () => {
    mockApi(api);
    signIn(loginUser('Admin', ['GET_HOLIDAYS', 'UPDATE_HOLIDAY', 'DELETE_HOLIDAY']));
    window.history.replaceState(null, '', '/holiday/2/show');
    render(<App i18nProvider={createI18nProvider('hi', hi)} />);

    expect(await screen.findByText('गणतंत्र दिवस')).toBeTruthy();
    expect(document.documentElement.lang).toBe('hi');
    expect(await screen.findByRole('link', { name: 'सूची' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'संपादित करें' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'हटाएँ' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'पुष्टि करें' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'रद्द करें' })).toBeTruthy();
  });
});
