// Issue #21 on the review screens: the whole console in Hindi shows the reviews I wrote in Hindi,
// and two quick clicks on the review modal's Submit, or on the delete confirmation, send one request.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from '../../src/admin/App.tsx';
import hi from '../../src/admin/i18n/hi.ts';
import { createI18nProvider } from '../../src/admin/i18n/index.ts';
import { loginUser, mockApi, signIn } from './harness.tsx';

const review = (performanceId: number, firstName: string, lastName: string) => ({
  performanceId,
  firstName,
  lastName,
  employeeCode: `E-0${performanceId}`,
  reviewDate: `0${performanceId}/03/2026 10:00`,
  rating: 'GOOD',
  comment: `Comment ${performanceId}`,
  reviewerFirstName: 'Priya',
  reviewerLastName: 'Sharma',
});

function renderInHindi() {
  let rows = [review(1, 'Ravi', 'Kumar'), review(2, 'Meera', 'Iyer')];
  const calls = mockApi((url, init) => {
    if (url.includes('/performance/reviewer/4'))
      return { body: { success: true, message: 'ok', performanceList: rows } };
    if (init?.method === 'PATCH') return { status: 204 };
    if (init?.method === 'DELETE') {
      rows = rows.filter((r) => !url.endsWith(`performanceId=${r.performanceId}`));
      return { status: 204 };
    }
    return { status: 404, body: { success: false, message: 'Not found' } };
  });
  signIn(
    loginUser('Manager', ['GET_PERFORMANCE_BY_REVIEWER', 'DELETE_PERFORMANCE_RECORD'], {
      userId: 40,
      employeeId: 4,
    }),
  );
  window.history.replaceState(null, '', '/performance/review-list');
  render(<App i18nProvider={createI18nProvider('hi', hi)} />);
  return calls;
}
const sent = (calls: ReturnType<typeof mockApi>, method: string) =>
  calls.mock.calls.filter(([, init]) => init?.method === method);

describe('the reviews I wrote, in Hindi', () => {
  it('shows the page, the table and the toasts in Hindi', async () => {
    renderInHindi();
    expect(await screen.findByRole('heading', { name: 'प्रदर्शन समीक्षा सूची' })).toBeTruthy();
    // No toast for the load (issue #37): the rows are the answer.
    const table = await screen.findByRole('table', { name: 'मेरी लिखी समीक्षाएँ' });
    await within(table).findByText('Ravi Kumar');
    expect(screen.queryByText('समीक्षाएँ सफलतापूर्वक लोड हुईं')).toBeNull();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['कर्मचारी', 'कर्मचारी कोड', 'रेटिंग', 'टिप्पणी', 'समीक्षा तिथि', 'कार्रवाई']);
    expect(
      within(table).getByRole('button', { name: 'Ravi Kumar की समीक्षा संपादित करें' }),
    ).toBeTruthy();
  });

  it('saves an edited review once for two quick clicks on Submit', async () => {
    const calls = renderInHindi();
    fireEvent.click(await screen.findByRole('button', { name: 'Ravi Kumar की समीक्षा संपादित करें' }));
    const dialog = await screen.findByRole('dialog', { name: 'प्रदर्शन समीक्षा संपादित करें' });
    fireEvent.change(within(dialog).getByLabelText(/टिप्पणी/), { target: { value: 'Better now' } });
    const submit = within(dialog).getByRole('button', { name: 'जमा करें' });
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    // Both clicks land before React renders the button busy (as on a slow link).
    act(() => {
      fireEvent.click(submit);
      fireEvent.click(submit);
    });
    expect(await screen.findByText('समीक्षा सफलतापूर्वक अपडेट हुई')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent(calls, 'PATCH')).toHaveLength(1);
  });

  it('deletes a review once for two quick clicks on the confirmation', async () => {
    const calls = renderInHindi();
    fireEvent.click(await screen.findByRole('button', { name: 'Meera Iyer की समीक्षा हटाएँ' }));
    const confirm = await screen.findByRole('dialog', { name: 'क्या आप निश्चित हैं?' });
    expect(within(confirm).getByText('आप इस समीक्षा को रिकॉर्ड से हटाना चाहते हैं।')).toBeTruthy();
    const remove = within(confirm).getByRole('button', { name: 'हटाएँ' });
    act(() => {
      fireEvent.click(remove);
      fireEvent.click(remove);
    });
    expect(await screen.findByText('समीक्षा सफलतापूर्वक हटाई गई')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Meera Iyer')).toBeNull());
    expect(sent(calls, 'DELETE')).toHaveLength(1);
  });
});
