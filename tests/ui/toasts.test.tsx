// The toast stack (spec part 1 §8–§9): several at once, errors ~4 s, others ~2 s, progress toasts
// until replaced, a close button on each, at most 20.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { AdminContext, useNotify } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastStack } from '../../src/admin/notifications/ToastStack.tsx';
import { progress, toastError } from '../../src/admin/notifications/toast.ts';
import { englishI18nProvider } from '../helpers/i18n.ts';

type Fire = (notify: ReturnType<typeof useNotify>) => void;

function renderWith(fire: Fire) {
  const Trigger = () => {
    const notify = useNotify();
    return <button onClick={() => fire(notify)}>fire</button>;
  };
  render(
    <AdminContext i18nProvider={englishI18nProvider()}>
      <Trigger />
      <ToastStack />
    </AdminContext>,
  );
  act(() => fireEvent.click(screen.getByRole('button', { name: 'fire' })));
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the toast stack', () => {
  it('shows several toasts at once and hides success after ~2 s and errors after ~4 s', () => {
    renderWith((notify) => {
      notify('Saved', { type: 'success' });
      notify('Refused', { type: 'error' });
    });
    expect(screen.getByText('Saved')).toBeTruthy();
    expect(screen.getByText('Refused')).toBeTruthy();

    act(() => vi.advanceTimersByTime(2100));
    expect(screen.queryByText('Saved')).toBeNull();
    expect(screen.getByText('Refused')).toBeTruthy();

    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByText('Refused')).toBeNull();
  });

  it('keeps a progress toast until the toast with its key replaces it', () => {
    let notifyLater: ReturnType<typeof useNotify> | undefined;
    renderWith((notify) => {
      notifyLater = notify;
      notify('Deleting...', progress('delete'));
    });
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByText('Deleting...')).toBeTruthy();

    act(() => notifyLater!('Deleted', { type: 'success', toastKey: 'delete' }));
    expect(screen.queryByText('Deleting...')).toBeNull();
    expect(screen.getByText('Deleted')).toBeTruthy();
  });

  it('closes a toast from its close button', () => {
    renderWith((notify) => notify('Loading...', progress()));
    const toast = screen.getByText('Loading...').closest('[role="status"]') as HTMLElement;
    fireEvent.click(within(toast).getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Loading...')).toBeNull();
  });

  it('shows at most 20, dropping the oldest', () => {
    renderWith((notify) => {
      for (let i = 1; i <= 25; i += 1) notify(`Toast ${i}`, progress());
    });
    expect(screen.getAllByText(/^Toast \d+$/)).toHaveLength(20);
    expect(screen.queryByText('Toast 5')).toBeNull();
    expect(screen.getByText('Toast 6')).toBeTruthy();
  });

  it("toasts the server's message for a failed call, else 'Something went wrong.'", () => {
    renderWith((notify) => {
      toastError(notify, {
        status: 409,
        body: { success: false, message: 'Department already exists.' },
      });
      toastError(notify, new TypeError('Failed to fetch'));
    });
    expect(screen.getByText('Department already exists.')).toBeTruthy();
    expect(screen.getByText('Something went wrong.')).toBeTruthy();
    expect(screen.queryByText('Failed to fetch')).toBeNull();
  });
});
