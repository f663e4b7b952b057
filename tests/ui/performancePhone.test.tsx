// Issue #37: on a 390 px phone the review screens are cards, as the generated lists are: no table
// to scroll sideways, every column as a labelled line, the row's own controls on its card.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { ToastStack } from '../../src/admin/notifications/ToastStack.tsx';
import { routes as performanceRoutes } from '../../resources/performance/routes.tsx';
import { englishI18nProvider } from '../helpers/i18n.ts';
import { narrowViewport } from '../helpers/narrowViewport.ts';
import { loginUser, mockApi, signIn, type Handler } from './harness.tsx';

const review = (performanceId: number, rating: string, extra: object = {}) => ({
  performanceId,
  firstName: 'Ravi',
  lastName: 'Kumar',
  employeeCode: 'E-010',
  reviewDate: `0${performanceId}/03/2026 10:00`,
  rating,
  comment: `Comment ${performanceId}`,
  reviewerFirstName: 'Priya',
  reviewerLastName: 'Sharma',
  ...extra,
});

const SCREENS = [
  'ADD_EMPLOYEE_PERFORMANCE',
  'GET_PERFORMANCE_BY_REVIEWER',
  'GET_ALL_PERFORMANCES',
  'DELETE_PERFORMANCE_RECORD',
];

function renderAt(path: string, handler: Handler) {
  signIn(loginUser('Manager', SCREENS, { userId: 40, employeeId: 4 }));
  const calls = mockApi(handler);
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext store={memoryStore()} i18nProvider={englishI18nProvider()}>
        <Routes>
          {performanceRoutes.map((r) => (
            <Route key={r.path} path={r.path} element={r.element} />
          ))}
        </Routes>
        <ToastStack />
      </AdminContext>
    </MemoryRouter>,
  );
  return calls;
}

/** A card's labelled line: its value, read by its label. */
const line = (card: HTMLElement, label: string) =>
  within(card).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

beforeEach(() => {
  window.localStorage.clear();
  narrowViewport();
});

describe('the review screens on a phone', () => {
  it('shows the reviews about me as cards with every column on a labelled line', async () => {
    renderAt('/performance/view-performance', () => ({ body: [review(1, 'GOOD')] }));
    const list = await screen.findByRole('list', { name: 'Reviews about me' });
    const [card] = within(list).getAllByRole('listitem');
    expect(line(card, 'Reviewed By')).toBe('Priya Sharma');
    expect(line(card, 'Rating')).toBe('Good');
    expect(line(card, 'Comment')).toBe('Comment 1');
    expect(line(card, 'Review Date')).toBe('01/03/2026 10:00');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows all reviews as cards titled by the employee, five a page, with the sort select', async () => {
    const ratings = ['GOOD', 'VERY_POOR', 'EXCELLENT', 'FAIR', 'POOR', 'GOOD'];
    renderAt('/performance/all-reviews', () => ({
      body: { success: true, performanceList: ratings.map((r, i) => review(i + 1, r)) },
    }));
    await screen.findByText('Page 1 of 2');
    const list = screen.getByRole('list', { name: 'All performance reviews' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(5);
    expect(within(cards[0]).getByText('Ravi Kumar')).toBeTruthy();
    expect(line(cards[0], 'Employee Code')).toBe('E-010');
    expect(line(cards[0], 'Reviewer First Name')).toBe('Priya');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByLabelText('Sort By')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeTruthy();
  });

  it('deletes a review I wrote from its card, after the question', async () => {
    let rows = [review(1, 'GOOD'), review(2, 'FAIR', { firstName: 'Meera', lastName: 'Iyer' })];
    renderAt('/performance/review-list', (url, init) => {
      if (init?.method === 'DELETE') {
        rows = rows.filter((r) => !url.endsWith(`performanceId=${r.performanceId}`));
        return { status: 204 };
      }
      return { body: { success: true, performanceList: rows } };
    });
    const list = await screen.findByRole('list', { name: 'Reviews I wrote' });
    const meera = within(list).getByText('Meera Iyer').closest('li') as HTMLElement;
    expect(within(meera).getByRole('button', { name: 'Edit review of Meera Iyer' })).toBeTruthy();
    fireEvent.click(within(meera).getByRole('button', { name: 'Delete review of Meera Iyer' }));
    const confirm = await screen.findByRole('dialog', { name: 'Are you sure?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await screen.findByText('REVIEW DELETED SUCCESSFULLY');
    await waitFor(() => expect(screen.queryByText('Meera Iyer')).toBeNull());
  });

  it('selects the employee to review on their card', async () => {
    renderAt('/performance/add-review', (url) =>
      url.includes('/employee/searchByManager')
        ? {
            body: [
              {
                employeeId: 11,
                userId: 111,
                firstName: 'Ravi',
                lastName: 'Kumar',
                profileImage: null,
                position: 'Engineer',
                contact: '9876543210',
                gender: 'FEMALE',
                joinDate: '2024-01-15',
              },
            ],
          }
        : { status: 404, body: {} },
    );
    const list = await screen.findByRole('list', { name: 'Employees to review' });
    const [card] = within(list).getAllByRole('listitem');
    expect(line(card, 'Position')).toBe('Engineer');
    fireEvent.click(within(card).getByRole('checkbox', { name: 'Select Ravi Kumar' }));
    fireEvent.click(screen.getByRole('button', { name: 'Proceed with Review' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });
});
