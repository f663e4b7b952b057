// The server's success messages in the user's language (issue #21 §2): the console reads the
// answer's X-Message-Code beside its body and shows `server.<code>`; a generic `record.*` message
// names its record by the schema's title in that language too. English keeps the server's words.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { AdminContext, useNotify, type I18nProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../src/admin/App.tsx';
import hi from '../../src/admin/i18n/hi.ts';
import { createI18nProvider } from '../../src/admin/i18n/index.ts';
import { ToastStack } from '../../src/admin/notifications/ToastStack.tsx';
import { toastError } from '../../src/admin/notifications/toast.ts';
import { useServerText } from '../../src/admin/providers/errors.ts';
import { httpClient } from '../../src/admin/providers/httpClient.ts';
import { englishI18nProvider } from '../helpers/i18n.ts';
import { loginUser, mockApi, signIn, type Answer } from './harness.tsx';

const hindi = () => createI18nProvider('hi', hi);
const attendance = (hi.charter as Record<string, Record<string, string>>).attendance;
const serverHindi = hi.server as Record<string, string>;
const coded = (code: string, params?: Record<string, unknown>) => ({
  'X-Message-Code': code,
  ...(params ? { 'X-Message-Params': encodeURIComponent(JSON.stringify(params)) } : {}),
});
const DEPARTMENT = { title: 'Department', resource: 'department' };

/** A button that sends one call and toasts its success (useServerText) or failure (toastError). */
function renderCaller(i18nProvider: I18nProvider) {
  const Caller = () => {
    const notify = useNotify();
    const serverText = useServerText();
    const send = () =>
      httpClient('/api/v1/department', { method: 'POST', body: '{}' }).then(
        ({ json }) => notify(serverText(json) ?? '', { type: 'success' }),
        (error) => toastError(notify, error),
      );
    return <button onClick={() => void send()}>call</button>;
  };
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <Caller />
      <ToastStack />
    </AdminContext>,
  );
  act(() => fireEvent.click(screen.getByRole('button', { name: 'call' })));
}

afterEach(() => {
  vi.unstubAllGlobals();
  Object.defineProperty(window.navigator, 'geolocation', { value: undefined, configurable: true });
});

describe('server success messages in the console', () => {
  it('shows a create in Hindi, with the record named by its Hindi title', async () => {
    const answer: Answer = {
      status: 201,
      body: { success: true, message: 'Department created successfully' },
      headers: coded('record.created', DEPARTMENT),
    };
    mockApi(() => answer);
    renderCaller(hindi());
    expect(await screen.findByText('विभाग सफलतापूर्वक बनाया गया')).toBeTruthy();
    expect(screen.queryByText('Department created successfully')).toBeNull();
  });

  it('keeps the server words in English', async () => {
    mockApi(() => ({
      status: 201,
      body: { success: true, message: 'Department created successfully' },
      headers: coded('record.created', DEPARTMENT),
    }));
    renderCaller(englishI18nProvider());
    expect(await screen.findByText('Department created successfully')).toBeTruthy();
  });

  it('names the record of a record.* refusal by its Hindi title', async () => {
    mockApi(() => ({
      status: 404,
      body: { success: false, message: 'Department not found.' },
      headers: coded('record.not_found', DEPARTMENT),
    }));
    renderCaller(hindi());
    expect((await screen.findByRole('alert')).textContent).toBe('विभाग नहीं मिला।');
  });

  it('says the generic failure in Hindi when the answer carries no message', async () => {
    mockApi(() => ({ status: 500, body: {} }));
    renderCaller(hindi());
    expect((await screen.findByRole('alert')).textContent).toBe(
      serverHindi['request.internal_error'],
    );
  });

  it("toasts a clock-in in Hindi from the attendance card's one tap", async () => {
    Object.defineProperty(window.navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (ok: PositionCallback) =>
          ok({
            coords: { latitude: 12.9352, longitude: 77.6245, altitude: null, accuracy: 5 },
          } as unknown as GeolocationPosition),
      },
    });
    mockApi((url, init) => {
      if (url.includes('/attendance/userStatus/'))
        return { body: { success: true, message: '', isUserClockedIn: false, clockedTime: null } };
      // The card's look at today's row (AT3): no attendance yet this month.
      if (/\/attendance\/\d+\?month=/.test(url)) return { body: { content: [] } };
      if (url.endsWith('/attendance/start') && init?.method === 'POST')
        return {
          body: { success: true, message: 'Clock In Successful' },
          headers: coded('attendance.clocked_in'),
        };
      return { status: 404, body: { success: false, message: 'Not found' } };
    });
    signIn(loginUser('Employee', []));
    window.history.replaceState(null, '', '/');
    render(<App i18nProvider={hindi()} />);
    const region = await screen.findByRole('region', { name: attendance.title });
    await within(region).findByText(attendance.yet_to_check_in);
    fireEvent.click(within(region).getByRole('button', { name: attendance.clock_in }));
    expect(await screen.findByText(serverHindi['attendance.clocked_in'])).toBeTruthy();
    expect(screen.queryByText('Clock In Successful')).toBeNull();
  });
});
