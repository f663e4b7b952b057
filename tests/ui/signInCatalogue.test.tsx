// The sign-in subset of each catalogue (issue #21: the JS before sign-in stays small). The public
// pages render with ONLY the generated subset (src/generated/catalogues/<locale>.signin.ts), as
// main.tsx starts the console, and no key may be missing: polyglot warns "Missing translation" (on
// console.error, through the `warning` package) for a key the subset lacks. Once signed in, the shell waits for the whole catalogue.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { App } from '../../src/admin/App.tsx';
import { createI18nProvider, type Locale } from '../../src/admin/i18n/index.ts';
import type { Catalogue } from '../../src/admin/i18n/signInKeys.ts';
import enSignIn from '../../src/generated/catalogues/en.signin.ts';
import hiSignIn from '../../src/generated/catalogues/hi.signin.ts';
import { loginUser, mockApi, type Answer } from './harness.tsx';

const SUBSETS: Record<Locale, Catalogue> = { en: enSignIn, hi: hiSignIn };

/** The words each language shows on the public pages (English: the spec's). */
const TEXTS = {
  en: {
    title: 'Sign-In Portal',
    subtitle: 'Sign in to your account',
    email: 'Email Address',
    password: 'Password',
    login: 'Login',
    language: 'Language',
    forgot: 'Forgot Password?',
    failed: 'Failed to login. Please check your credentials.',
    invalid: 'Invalid email or password.',
    emailRequired: 'Email is required',
    resetTitle: 'Reset your password',
    resetInfo: 'Password resets are done by an administrator.',
    back: 'Back to sign in',
    changePassword: 'Change Password',
    temporary: 'Your password is temporary. Set a new password before you continue.',
    currentPassword: 'Current Password',
    newPassword: 'New Password',
    confirmPassword: 'Confirm New Password',
    currentRequired: 'Current password is required',
    wrongCurrent: 'The current password is incorrect.',
    signOut: 'Sign out',
    mainMenu: 'Main menu',
  },
  hi: {
    title: 'साइन-इन पोर्टल',
    subtitle: 'अपने खाते में साइन इन करें',
    email: 'ईमेल पता',
    password: 'पासवर्ड',
    login: 'लॉगिन',
    language: 'भाषा',
    forgot: 'पासवर्ड भूल गए?',
    failed: 'लॉगिन नहीं हो सका। कृपया अपनी लॉगिन जानकारी जाँचें।',
    invalid: 'ईमेल या पासवर्ड गलत है।',
    emailRequired: 'ईमेल आवश्यक है',
    resetTitle: 'अपना पासवर्ड रीसेट करें',
    resetInfo: 'पासवर्ड रीसेट व्यवस्थापक करते हैं।',
    back: 'साइन इन पर वापस जाएँ',
    changePassword: 'पासवर्ड बदलें',
    temporary: 'आपका पासवर्ड अस्थायी है। आगे बढ़ने से पहले नया पासवर्ड सेट करें।',
    currentPassword: 'वर्तमान पासवर्ड',
    newPassword: 'नया पासवर्ड',
    confirmPassword: 'नए पासवर्ड की पुष्टि करें',
    currentRequired: 'वर्तमान पासवर्ड आवश्यक है',
    wrongCurrent: 'मौजूदा पासवर्ड गलत है।',
    signOut: 'साइन आउट',
    mainMenu: 'मुख्य मेन्यू',
  },
} as const;

/** A refusal as the server sends it: the English sentence, its code beside it. */
const refusal = (status: number, message: string, code: string): Answer => ({
  status,
  body: { success: false, message },
  headers: { 'X-Message-Code': code },
});

const temporarySignIn = (): Answer => ({
  body: {
    success: true,
    message: 'Login successful',
    token: 'tok-1',
    loginUser: loginUser('Employee', []),
    mustChangePassword: true,
  },
  headers: { 'X-Message-Code': 'session.logged_in' },
});

/** As main.tsx starts the console: the chosen language's sign-in subset only. */
function renderWithSubset(locale: Locale, path: string) {
  window.localStorage.setItem('charter.locale', locale);
  window.history.replaceState(null, '', path);
  const i18nProvider = createI18nProvider(locale, SUBSETS[locale], { signInOnly: true });
  const complete = vi.spyOn(i18nProvider, 'complete');
  render(<App i18nProvider={i18nProvider} />);
  return { complete };
}

let warnings: MockInstance[] = [];
const missing = () =>
  warnings
    .flatMap((spy) => spy.mock.calls.map((args) => args.join(' ')))
    .filter((line) => /Missing translation/.test(line));

beforeEach(() => {
  warnings = [vi.spyOn(console, 'warn'), vi.spyOn(console, 'error')];
});
afterEach(() => {
  for (const spy of warnings) spy.mockRestore();
});

describe.each(['en', 'hi'] as const)(
  'the public pages with only the sign-in catalogue (%s)',
  (locale) => {
    const t = TEXTS[locale];

    it('signs in: the card, its checks and a refused sign-in with the server’s words', async () => {
      const api = mockApi((url) =>
        url === '/api/v1/user/login'
          ? refusal(401, 'Invalid email or password.', 'auth.invalid_credentials')
          : refusal(404, 'Not found.', 'request.not_found'),
      );
      const { complete } = renderWithSubset(locale, '/login');
      expect(await screen.findByRole('heading', { name: t.title })).toBeTruthy();
      expect(screen.getByRole('heading', { name: t.subtitle })).toBeTruthy();
      expect(screen.getByRole('combobox', { name: t.language })).toBeTruthy();
      expect(screen.getByRole('link', { name: t.forgot })).toBeTruthy();

      fireEvent.click(screen.getByRole('button', { name: t.login }));
      expect(await screen.findByText(t.emailRequired)).toBeTruthy();

      fireEvent.change(screen.getByLabelText(t.email), { target: { value: 'ada@example.com' } });
      fireEvent.change(screen.getByLabelText(t.password), { target: { value: 'wrong' } });
      fireEvent.click(screen.getByRole('button', { name: t.login }));
      expect(await screen.findByText(t.failed)).toBeTruthy();
      expect(await screen.findByText(t.invalid)).toBeTruthy();
      expect(api.mock.calls.some(([url]) => url === '/api/v1/user/login')).toBe(true);
      expect(missing()).toEqual([]);
      expect(complete).not.toHaveBeenCalled();
    });

    it('sends a visitor without a session from the console to the sign-in card', async () => {
      mockApi(() => refusal(401, 'Please sign in to continue.', 'auth.sign_in_required'));
      const { complete } = renderWithSubset(locale, '/change-password');
      expect(await screen.findByRole('heading', { name: t.title })).toBeTruthy();
      await waitFor(() => expect(window.location.pathname).toBe('/login'));
      expect(missing()).toEqual([]);
      expect(complete).not.toHaveBeenCalled();
    });

    it('shows the reset-password page', async () => {
      mockApi(() => refusal(404, 'Not found.', 'request.not_found'));
      renderWithSubset(locale, '/reset-password');
      expect(await screen.findByRole('heading', { name: t.resetTitle })).toBeTruthy();
      expect(screen.getByText(t.resetInfo)).toBeTruthy();
      expect(screen.getByRole('link', { name: t.back })).toBeTruthy();
      expect(missing()).toEqual([]);
    });

    it('leads a temporary password to the change-password page, which shows the server’s refusal', async () => {
      mockApi((url) => {
        if (url === '/api/v1/user/login') return temporarySignIn();
        if (url === '/api/v1/user/changePassword')
          return refusal(400, 'The current password is incorrect.', 'password.wrong_current');
        return refusal(403, 'Your password is temporary.', 'auth.password_temporary');
      });
      const { complete } = renderWithSubset(locale, '/login');
      fireEvent.change(await screen.findByLabelText(t.email), {
        target: { value: 'ada@example.com' },
      });
      fireEvent.change(screen.getByLabelText(t.password), { target: { value: 'Temp!0rary' } });
      fireEvent.click(screen.getByRole('button', { name: t.login }));

      expect(await screen.findByRole('heading', { name: t.changePassword })).toBeTruthy();
      expect(screen.getByText(t.temporary)).toBeTruthy();
      expect(screen.getByRole('button', { name: t.signOut })).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: t.changePassword }));
      expect(await screen.findByText(t.currentRequired)).toBeTruthy();

      fireEvent.change(screen.getByLabelText(t.currentPassword), {
        target: { value: 'Wr0ng!one' },
      });
      fireEvent.change(screen.getByLabelText(t.newPassword), { target: { value: 'N3w!pass' } });
      fireEvent.change(screen.getByLabelText(t.confirmPassword), { target: { value: 'N3w!pass' } });
      fireEvent.click(screen.getByRole('button', { name: t.changePassword }));
      expect(await screen.findByText(t.wrongCurrent)).toBeTruthy();
      expect(missing()).toEqual([]);
      // The page is outside the shell: it needs no more than the subset.
      expect(complete).not.toHaveBeenCalled();
    });

    it('loads the whole catalogue once signed in, before the shell shows', async () => {
      window.localStorage.setItem('AccessToken', JSON.stringify('tok-1'));
      window.localStorage.setItem('user', JSON.stringify(loginUser('Employee', [])));
      mockApi(() => refusal(404, 'Not found.', 'request.not_found'));
      const { complete } = renderWithSubset(locale, '/');
      // The side menu's label is not in the subset: it shows translated on the shell's first render.
      expect(await screen.findByRole('navigation', { name: t.mainMenu })).toBeTruthy();
      expect(complete).toHaveBeenCalled();
      await waitFor(() => expect(missing()).toEqual([]));
    });
  },
);
