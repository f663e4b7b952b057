// Issue #21 §2 for the API explorer: in Hindi its own words come from the catalogue (the document's
// names, paths and privileges stay as the API spells them), and "Send request" sends once however
// fast it is pressed twice.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { App } from '../../src/admin/App.tsx';
import { createI18nProvider } from '../../src/admin/i18n/index.ts';
import hi from '../../src/admin/i18n/hi.ts';
import { loginUser, mockApi, renderAppAt, signIn } from './harness.tsx';

const DOC = {
  openapi: '3.1.0',
  info: { title: 'Charter HR API', version: '0.1.0' },
  tags: [{ name: 'skill', description: 'Skill' }],
  paths: {
    '/api/v1/skill/{skillId}': {
      get: {
        operationId: 'getSkillBySkillId',
        summary: 'Skill: show',
        tags: ['skill'],
        'x-privilege': 'GET_SKILL_BY_ID',
        parameters: [{ name: 'skillId', in: 'path', required: true, schema: { type: 'integer' } }],
        responses: { 200: { description: 'OK' } },
      },
    },
  },
};

let fetchMock: ReturnType<typeof mockApi>;
beforeEach(() => {
  signIn(loginUser('Employee', []), 'the-token');
  fetchMock = mockApi((url) => {
    if (url === '/api/docs/openapi.json') return { body: DOC };
    if (url === '/api/v1/skill/3') return { body: { skillId: 3, skill: 'Go' } };
    return { status: 404, body: { success: false, message: 'Not found' } };
  });
});

const openOperation = async () => {
  fireEvent.click(await screen.findByRole('button', { name: /skill/ }));
  fireEvent.click(await screen.findByText('/api/v1/skill/{skillId}'));
};

describe('the API explorer in Hindi', () => {
  it('shows its headings, table and buttons in Hindi', async () => {
    window.history.replaceState(null, '', '/api-docs');
    render(<App i18nProvider={createI18nProvider('hi', hi)} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'API दस्तावेज़' })).toBeTruthy();
    expect(await screen.findByLabelText('ऑपरेशन फ़िल्टर करें')).toBeTruthy();
    expect(screen.getByText(/1 ऑपरेशन/)).toBeTruthy();
    await openOperation();
    const table = await screen.findByRole('table', { name: 'पैरामीटर' });
    expect(within(table).getByRole('columnheader', { name: 'ज़रूरी' })).toBeTruthy();
    expect(within(table).getByText('हाँ')).toBeTruthy();
    const tryIt = screen.getByRole('region', { name: 'GET /api/v1/skill/{skillId} आज़माएँ' });
    expect(within(tryIt).getByRole('button', { name: 'अनुरोध भेजें' })).toBeTruthy();
  });

  it('sends one request when Send request is pressed twice in a row', async () => {
    renderAppAt('/api-docs');
    await openOperation();
    const tryIt = await screen.findByRole('region', { name: 'Try GET /api/v1/skill/{skillId}' });
    fireEvent.change(within(tryIt).getByLabelText(/skillId \(path\)/), { target: { value: '3' } });
    const send = within(tryIt).getByRole('button', { name: 'Send request' });
    act(() => {
      send.click();
      send.click();
    });
    await within(tryIt).findByText('Status 200');
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([u]) => String(u) === '/api/v1/skill/3')).toHaveLength(1),
    );
  });
});
