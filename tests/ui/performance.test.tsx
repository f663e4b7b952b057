// The performance review screens (spec part 2 §2, §4, §5, §8) over a stubbed network edge: rating
// colours with their labels, the exactly-one selection rule, the modal's schema messages, the empty
// text, the edit and delete flows with their toasts, and sorting of all reviews.
import { createTheme } from '@mui/material';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { ToastStack } from '../../src/admin/notifications/ToastStack.tsx';
import { routes as performanceRoutes } from '../../resources/performance/routes.tsx';
import { ratingColours } from '../../resources/performance/RatingChip.tsx';
import { englishI18nProvider } from '../helpers/i18n.ts';
import { loginUser, mockApi, signIn, type Handler } from './harness.tsx';
import { watchFor } from './textsSeen.ts';

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
const report = (employeeId: number, firstName: string, lastName: string) => ({
  employeeId,
  userId: employeeId + 100,
  firstName,
  lastName,
  profileImage: null,
  position: 'Engineer',
  contact: '9876543210',
  gender: 'FEMALE',
  joinDate: '2024-01-15',
});

const Where = () => <p data-testid="where">{useLocation().pathname}</p>;

// What the screens need to open (issue #23 §3 gates each by its privilege), plus `extra`.
const SCREENS = ['ADD_EMPLOYEE_PERFORMANCE', 'GET_PERFORMANCE_BY_REVIEWER', 'GET_ALL_PERFORMANCES'];

function renderAt(path: string, handler: Handler, extra: string[] = [], screens = SCREENS) {
  signIn(loginUser('Manager', [...screens, ...extra], { userId: 40, employeeId: 4 }));
  const calls = mockApi(handler);
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext store={memoryStore()} i18nProvider={englishI18nProvider()}>
        <Routes>
          {performanceRoutes.map((r) => (
            <Route key={r.path} path={r.path} element={r.element} />
          ))}
        </Routes>
        <Where />
        <ToastStack />
      </AdminContext>
    </MemoryRouter>,
  );
  return calls;
}

beforeEach(() => window.localStorage.clear());

describe('the rating colours', () => {
  it('shows each rating as its label on the intended palette colour, in both modes', async () => {
    const ratings = ['EXCELLENT', 'GOOD', 'FAIR', 'POOR', 'VERY_POOR'];
    renderAt('/performance/view-performance', (url) =>
      url.includes('/performance/employee/4')
        ? { body: ratings.map((r, i) => review(i + 1, r)) }
        : { status: 404, body: {} },
    );
    const labels = ['Excellent', 'Good', 'Fair', 'Poor', 'Very Poor'];
    for (const label of labels) await screen.findByText(label);
    const light = createTheme();
    expect(ratingColours(light, 'EXCELLENT').bg).toBe(light.palette.success.main);
    expect(ratingColours(light, 'GOOD').bg).toBe(light.palette.info.main);
    expect(ratingColours(light, 'POOR').bg).toBe(light.palette.warning.main);
    expect(ratingColours(light, 'VERY_POOR').bg).toBe(light.palette.error.main);
    // Five distinct colours in each mode, each with a readable text colour.
    for (const mode of ['light', 'dark'] as const) {
      const theme = createTheme({ palette: { mode } });
      const colours = ratings.map((r) => ratingColours(theme, r as 'GOOD'));
      expect(new Set(colours.map((c) => c.bg)).size).toBe(5);
      for (const c of colours) expect(theme.palette.getContrastText(c.bg)).toBe(c.fg);
    }
    const chip = screen.getByText('Very Poor').closest('[data-rating]') as HTMLElement;
    expect(getComputedStyle(chip).backgroundColor).toBe('rgb(211, 47, 47)'); // error.main (light)
    expect(screen.getAllByText('Priya Sharma')).toHaveLength(5);
    expect(screen.getByText('01/03/2026 10:00')).toBeTruthy();
  });

  it("says 'No reviews available.' when nobody reviewed the user", async () => {
    renderAt('/performance/view-performance', () => ({ body: [] }));
    await screen.findByText('No reviews available.');
  });
});

describe('adding a review', () => {
  const handler: Handler = (url, init) => {
    if (url.includes('/employee/searchByManager'))
      return { body: [report(11, 'Ravi', 'Kumar'), report(12, 'Meera', 'Iyer')] };
    if (url.includes('/performance') && init?.method === 'POST')
      return { status: 201, body: { success: true, message: 'Review added successfully' } };
    if (url.includes('/performance/reviewer/4'))
      return { body: { success: true, performanceList: [] } };
    return { status: 404, body: {} };
  };

  it('insists on exactly one selected employee, and searches first or last names', async () => {
    renderAt('/performance/add-review', handler);
    await screen.findByText('Ravi Kumar');
    fireEvent.click(screen.getByRole('button', { name: 'Proceed with Review' }));
    await screen.findByText('Please select exactly one employee to review.');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Ravi Kumar' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Meera Iyer' }));
    fireEvent.click(screen.getByRole('button', { name: 'Proceed with Review' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.change(screen.getByLabelText('Search by name'), { target: { value: 'IYER' } });
    expect(screen.queryByText('Ravi Kumar')).toBeNull();
    expect(screen.getByText('Meera Iyer')).toBeTruthy();
  });

  it("refuses an empty modal with 'This field is required', then saves and opens my list", async () => {
    const calls = renderAt('/performance/add-review', handler);
    await screen.findByText('Ravi Kumar');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Ravi Kumar' }));
    fireEvent.click(screen.getByRole('button', { name: 'Proceed with Review' }));
    const dialog = await screen.findByRole('dialog');
    const submit = await within(dialog).findByRole('button', { name: 'Submit' });
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(submit);
    expect(within(dialog).getAllByText('This field is required')).toHaveLength(2);

    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Rating/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Good' }));
    fireEvent.change(within(dialog).getByLabelText(/Comment/), { target: { value: 'Solid work' } });
    fireEvent.click(submit);
    await screen.findByText('Review added successfully');
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/performance/review-list'),
    );
    const post = calls.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(String(post[0])).toContain('employeeId=11');
    expect(JSON.parse(String(post[1]!.body))).toEqual({ rating: 'GOOD', comment: 'Solid work' });
  });
});

describe('the reviews I wrote', () => {
  it('edits a review, deletes one after confirming, and reloads with the spec toasts', async () => {
    const loadToast = watchFor(['REVIEWS LOADED SUCCESSFULLY']);
    let rows = [review(1, 'GOOD'), review(2, 'FAIR', { firstName: 'Meera', lastName: 'Iyer' })];
    const calls = renderAt(
      '/performance/review-list',
      (url, init) => {
        if (url.includes('/performance/reviewer/4'))
          return { body: { success: true, message: 'ok', performanceList: rows } };
        if (init?.method === 'PATCH') return { status: 204 };
        if (init?.method === 'DELETE') {
          rows = rows.filter((r) => !url.endsWith(`performanceId=${r.performanceId}`));
          return { status: 204 };
        }
        return { status: 404, body: {} };
      },
      ['DELETE_PERFORMANCE_RECORD'],
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Edit review of Ravi Kumar' }));
    const dialog = await screen.findByRole('dialog');
    const comment = within(dialog).getByLabelText(/Comment/) as HTMLTextAreaElement;
    expect(comment.value).toBe('Comment 1');
    fireEvent.change(comment, { target: { value: 'Better now' } });
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(submit);
    await screen.findByText('Review updated successfully');
    const patch = calls.mock.calls.find(([, init]) => init?.method === 'PATCH')!;
    expect(JSON.parse(String(patch[1]!.body))).toEqual({ rating: 'GOOD', comment: 'Better now' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Delete review of Meera Iyer' }));
    const confirm = await screen.findByRole('dialog', { name: 'Are you sure?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await screen.findByText('REVIEW DELETED SUCCESSFULLY');
    await waitFor(() => expect(screen.queryByText('Meera Iyer')).toBeNull());
    expect(screen.getByText('Ravi Kumar')).toBeTruthy();
    // Toasts are for what the user did: the edit and the delete, never the loads (issue #37).
    loadToast.stop();
    expect(loadToast.texts).toEqual([]);
  });

  it("shows the server's reason when a delete is refused, closing the confirmation", async () => {
    const calls = renderAt(
      '/performance/review-list',
      (url, init) => {
        if (init?.method === 'DELETE')
          return {
            status: 403,
            body: { success: false, message: 'Only the author of a review may change it.' },
          };
        return { body: { success: true, performanceList: [review(1, 'GOOD')] } };
      },
      ['DELETE_PERFORMANCE_RECORD'],
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Delete review of Ravi Kumar' }));
    const confirm = await screen.findByRole('dialog', { name: 'Are you sure?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Only the author of a review may change it.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Ravi Kumar')).toBeTruthy();
    expect(calls.mock.calls.filter(([, i]) => i?.method === 'DELETE')).toHaveLength(1);
  });

  it('offers no delete to a reviewer without DELETE_PERFORMANCE_RECORD', async () => {
    renderAt('/performance/review-list', () => ({
      body: { success: true, performanceList: [review(1, 'GOOD')] },
    }));
    expect(await screen.findByRole('button', { name: 'Edit review of Ravi Kumar' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete review of Ravi Kumar' })).toBeNull();
  });

  it("says 'Error updating review' when the server refuses the edit, keeping what was typed", async () => {
    renderAt('/performance/review-list', (url, init) => {
      if (init?.method === 'PATCH')
        return { status: 403, body: { success: false, message: 'Not your review.' } };
      return { body: { success: true, performanceList: [review(1, 'GOOD')] } };
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit review of Ravi Kumar' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Comment/), { target: { value: 'Kept' } });
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(submit);
    await screen.findByText('Error updating review');
    expect((within(dialog).getByLabelText(/Comment/) as HTMLTextAreaElement).value).toBe('Kept');
  });
});

describe('opened by address without the privilege', () => {
  it.each([
    ['/performance/all-reviews', 'GET_ALL_PERFORMANCES'],
    ['/performance/review-list', 'GET_PERFORMANCE_BY_REVIEWER'],
    ['/performance/add-review', 'ADD_EMPLOYEE_PERFORMANCE'],
  ])('%s answers with the access denied page, calling nothing', async (path, needed) => {
    const calls = renderAt(
      path,
      () => ({ status: 403, body: { success: false, message: 'Refused.' } }),
      [],
      SCREENS.filter((p) => p !== needed),
    );
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeTruthy();
    expect(screen.getByText('You do not have the privilege to open this page.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' }).getAttribute('href')).toBe(
      '/',
    );
    expect(calls).not.toHaveBeenCalled();
    expect(screen.queryByText('Refused.')).toBeNull();
    expect(screen.queryByText('Error Loading Reviews')).toBeNull();
  });

  it('still opens My Reviews, which needs no privilege', async () => {
    renderAt('/performance/view-performance', () => ({ body: [] }), [], []);
    expect(await screen.findByText('No reviews available.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Access denied' })).toBeNull();
  });
});

describe('all reviews', () => {
  it('pages by 5 and sorts ratings by rank from a header click', async () => {
    const ratings = ['GOOD', 'VERY_POOR', 'EXCELLENT', 'FAIR', 'POOR', 'GOOD'];
    renderAt('/performance/all-reviews', () => ({
      body: { success: true, performanceList: ratings.map((r, i) => review(i + 1, r)) },
    }));
    await screen.findByText('Page 1 of 2');
    const ratingCells = () =>
      screen
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[4].textContent);
    fireEvent.click(screen.getByRole('button', { name: 'Rating' }));
    expect(ratingCells()).toEqual(['Very Poor', 'Poor', 'Fair', 'Good', 'Good']);
    fireEvent.click(screen.getByRole('button', { name: 'Rating' }));
    expect(ratingCells()[0]).toBe('Excellent');
    expect(screen.getByRole('button', { name: 'Export to csv' })).toBeTruthy();
  });
});
