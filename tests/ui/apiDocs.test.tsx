// The API explorer (/api-docs): it fetches the OpenAPI document with the user's token, lists the
// operations by tag with their privilege, and "try it" sends the request with the session.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginUser, mockApi, renderAppAt, signIn } from './harness.tsx';

const DOC = {
  openapi: '3.1.0',
  info: { title: 'Charter HR API', version: '0.1.0' },
  tags: [{ name: 'skill', description: 'Skill' }, { name: 'user' }],
  paths: {
    '/api/v1/skill/{skillId}': {
      get: {
        operationId: 'getSkillBySkillId',
        summary: 'Skill: show',
        tags: ['skill'],
        'x-privilege': 'GET_SKILL_BY_ID',
        description: 'Requires a signed-in user whose role holds the privilege `GET_SKILL_BY_ID`.',
        parameters: [{ name: 'skillId', in: 'path', required: true, schema: { type: 'integer' } }],
        responses: { 200: { description: 'OK' }, 403: { description: 'Forbidden' } },
      },
    },
    '/api/v1/user/login': {
      post: {
        operationId: 'postUserLogin',
        summary: 'Sign in',
        tags: ['user'],
        'x-access': 'public',
        requestBody: { content: { 'application/json': { schema: { type: 'object' } } } },
        responses: { 200: { description: 'OK' } },
      },
    },
  },
};

let fetchMock: ReturnType<typeof mockApi>;
beforeEach(() => {
  window.localStorage.clear();
  signIn(loginUser('Employee', []), 'the-token');
  fetchMock = mockApi((url) => {
    if (url === '/api/docs/openapi.json') return { body: DOC };
    if (url === '/api/v1/skill/3') return { body: { skillId: 3, skill: 'Go' } };
    return { status: 404, body: { success: false, message: 'Not found' } };
  });
});
afterEach(() => vi.unstubAllGlobals());

const authOf = (url: string) => {
  const call = fetchMock.mock.calls.find(([u]) => String(u) === url);
  return new Headers(call?.[1]?.headers).get('authorization');
};

describe('the API explorer', () => {
  it('loads the document with the session token and lists operations by tag', async () => {
    renderAppAt('/api-docs');
    await screen.findByRole('heading', { name: 'API Documentation' });
    await screen.findByText('Charter HR API 0.1.0 · OpenAPI 3.1.0');
    expect(authOf('/api/docs/openapi.json')).toBe('Bearer the-token');
    fireEvent.click(screen.getByRole('button', { name: /skill/ }));
    expect(await screen.findByText('/api/v1/skill/{skillId}')).toBeTruthy();
    expect(screen.getByText('GET_SKILL_BY_ID')).toBeTruthy();
  });

  it('filters operations by privilege or path', async () => {
    renderAppAt('/api-docs');
    const filter = await screen.findByLabelText('Filter operations');
    fireEvent.change(filter, { target: { value: 'login' } });
    expect(screen.queryByRole('button', { name: /^skill/ })).toBeNull();
    expect(screen.getByRole('button', { name: /^user/ })).toBeTruthy();
  });

  it('tries an operation: fills the path parameter and shows the answer', async () => {
    renderAppAt('/api-docs');
    fireEvent.click(await screen.findByRole('button', { name: /skill/ }));
    fireEvent.click(await screen.findByText('/api/v1/skill/{skillId}'));
    const tryIt = await screen.findByRole('region', { name: 'Try GET /api/v1/skill/{skillId}' });
    const send = within(tryIt).getByRole('button', { name: 'Send request' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true); // the required parameter is empty
    fireEvent.change(within(tryIt).getByLabelText(/skillId \(path\)/), { target: { value: '3' } });
    fireEvent.click(send);
    await within(tryIt).findByText('Status 200');
    expect(within(tryIt).getByLabelText('Response body').textContent).toContain('"skill": "Go"');
    await waitFor(() => expect(authOf('/api/v1/skill/3')).toBe('Bearer the-token'));
  });
});
