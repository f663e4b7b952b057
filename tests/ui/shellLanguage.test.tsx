// The console in the user's language (issue #21 §2): chosen in the profile menu or on the sign-in
// card, applied at once to the shell and the dashboard, set on <html lang> and remembered for the
// next visit (main.tsx builds the provider from the stored choice). Only fetch is replaced.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from '../../src/admin/App.tsx';
import { createI18nProvider, loadSignInMessages, storedLocale } from '../../src/admin/i18n/index.ts';
import { loginUser, mockApi, renderAppAt, signIn, type Handler } from './harness.tsx';

const SUMMARY = {
  success: true,
  message: 'Dashboard summary fetched successfully',
  leaveThisMonth: { month: '2026-11', scope: 'all', PENDING: 1200, APPROVED: 5, DECLINED: 0 },
  onLeaveToday: {
    total: 1,
    people: [
      {
        employeeId: 3,
        firstName: 'Meera',
        lastName: 'Iyer',
        department: 'Sales',
        leaveType: 'SICK',
        endDate: '2026-11-30',
      },
    ],
  },
};

const server: Handler = (url) =>
  url.includes('/dashboard/summary')
    ? { body: SUMMARY }
    : { status: 404, body: { success: false, message: 'Not found' } };

const hindi = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('hi-IN', options);

/** What main.tsx does at start: the stored language and its sign-in catalogue. */
async function renderAsTheBrowserStarts(path: string) {
  window.history.replaceState(null, '', path);
  const locale = storedLocale();
  const messages = await loadSignInMessages(locale);
  return render(<App i18nProvider={createI18nProvider(locale, messages, { signInOnly: true })} />);
}

describe('the language choice', () => {
  it('switches the shell and the dashboard to Hindi from the profile menu, and remembers it', async () => {
    mockApi(server);
    signIn(loginUser('SuperAdmin', ['GET_ALL_LEAVE_REQUESTS']));
    const first = renderAppAt('/');
    await screen.findByRole('heading', { name: 'Welcome, Ada Lovelace' });

    fireEvent.click(screen.getByRole('button', { name: /Profile menu/ }));
    const menu = await screen.findByRole('menu');
    const english = within(menu).getByRole('menuitemradio', { name: 'English' });
    expect(english.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(within(menu).getByRole('menuitemradio', { name: 'हिन्दी' }));

    expect(await screen.findByRole('heading', { name: 'स्वागत है, Ada Lovelace' })).toBeTruthy();
    expect(screen.getByText('SuperAdmin के रूप में साइन इन')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'AL — Ada Lovelace का प्रोफ़ाइल मेन्यू' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'लाइट/डार्क थीम बदलें' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'मुख्य मेन्यू' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'मुख्य सामग्री पर जाएँ' })).toBeTruthy();
    const away = await screen.findByRole('region', { name: 'आज छुट्टी पर' });
    // Dates and numbers as Intl writes them in Hindi (India), not in English.
    const back = hindi({ day: 'numeric', month: 'short' }).format(new Date(2026, 10, 30));
    expect(within(away).getByText(`Sales · चिकित्सा अवकाश · ${back} तक`)).toBeTruthy();
    const leave = screen.getByRole('region', { name: 'छुट्टी अनुरोध' });
    expect(within(leave).getByText(new Intl.NumberFormat('hi-IN').format(1200))).toBeTruthy();
    const month = hindi({ month: 'long', year: 'numeric' }).format(new Date(2026, 10, 1));
    expect(month).not.toBe('November 2026');
    expect(within(leave).getByText(month)).toBeTruthy();
    expect(document.documentElement.lang).toBe('hi');

    // The next visit starts in Hindi, from storage alone.
    first.unmount();
    document.documentElement.lang = 'en';
    await renderAsTheBrowserStarts('/');
    expect(await screen.findByRole('heading', { name: 'स्वागत है, Ada Lovelace' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('hi');

    fireEvent.click(screen.getByRole('button', { name: /प्रोफ़ाइल मेन्यू/ }));
    fireEvent.click(await screen.findByRole('menuitemradio', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada Lovelace' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
  });

  it('is offered on the sign-in card before anyone signs in', async () => {
    mockApi();
    window.localStorage.setItem('charter.locale', 'hi');
    await renderAsTheBrowserStarts('/login');
    expect(await screen.findByRole('heading', { name: 'साइन-इन पोर्टल' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'लॉगिन' })).toBeTruthy();
    expect(screen.getByLabelText('ईमेल पता')).toBeTruthy();

    fireEvent.change(screen.getByRole('combobox', { name: 'भाषा' }), { target: { value: 'en' } });
    expect(await screen.findByRole('heading', { name: 'Sign-In Portal' })).toBeTruthy();
    expect(window.localStorage.getItem('charter.locale')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('shows the sign-in checks in Hindi', async () => {
    mockApi();
    window.localStorage.setItem('charter.locale', 'hi');
    await renderAsTheBrowserStarts('/login');
    fireEvent.click(await screen.findByRole('button', { name: 'लॉगिन' }));
    expect(await screen.findByText('ईमेल आवश्यक है')).toBeTruthy();
    expect(screen.getByText('पासवर्ड आवश्यक है')).toBeTruthy();
  });
});
