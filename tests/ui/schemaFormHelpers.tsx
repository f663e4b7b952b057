/**
 * Shared set-up of the generated form tests: the real console at a form route, signed in with the
 * given privileges, with `fetch` answering from a small in-memory API.
 */
import { screen } from '@testing-library/react';
import { loginUser, mockApi, renderAppAt, signIn, type Answer } from './harness.tsx';

export type Route = (url: URL, init: RequestInit | undefined) => Answer | undefined;

export const page = <T,>(content: T[]) => ({
  content,
  totalElements: content.length,
  totalPages: 1,
  last: true,
});

export function openForm(path: string, privileges: string[], route: Route = () => undefined) {
  signIn(loginUser('Manager', privileges));
  const fetchMock = mockApi((url, init) => {
    const answer = route(new URL(url, 'http://localhost'), init);
    return answer ?? { status: 404, body: { success: false, message: 'Not found' } };
  });
  renderAppAt(path);
  return fetchMock;
}

/** The calls made to one path (method and body). */
export const callsTo = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => new URL(String(url), 'http://localhost').pathname === `/api/v1${path}`)
    .map(([url, init]) => ({ url: String(url), method: init?.method ?? 'GET', body: init?.body }));

/** The form's heading, once the lazily loaded form and its validator are in (slow on a first load). */
export const formHeading = (name: string) => screen.findByRole('heading', { name });
