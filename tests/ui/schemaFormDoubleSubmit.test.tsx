// No double submit on a generated form (issue #21 §3): two quick clicks on Create send one request,
// because the form is marked busy before its first await.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, formHeading, openForm, page, type Route } from './schemaFormHelpers.tsx';

const acme = {
  organizationId: 4,
  organizationName: 'Acme',
  organizationDescription: 'Makes anvils',
  organizationImage: null,
  attributes: {},
};

const api: Route = (url, init) => {
  if (url.pathname === '/api/v1/organization' && init?.method === 'POST') {
    return { status: 201, body: { status: 201, isSuccess: true, message: 'Created', data: acme } };
  }
  if (url.pathname === '/api/v1/organization') return { body: page([acme]) };
  if (url.pathname === '/api/v1/organizationAttribute') return { body: [] };
  return undefined;
};

describe('a generated form', () => {
  it('sends one create for two quick clicks', async () => {
    const fetchMock = openForm(
      '/organization/organization-create-update',
      ['CREATE_ORGANIZATION'],
      api,
    );
    await formHeading('Create Organization');
    fireEvent.change(screen.getByLabelText(/Organization Name/), { target: { value: 'Acme' } });
    fireEvent.change(screen.getByLabelText(/Organization Description/), {
      target: { value: 'Makes anvils' },
    });
    const create = screen.getByRole('button', { name: 'Create Organization' });
    // Both clicks in one task, as a fast double click lands before React renders the busy state.
    create.click();
    create.click();
    await waitFor(() => expect(window.location.pathname).toBe('/organization/organization-list'));
    expect(callsTo(fetchMock, '/organization').filter((c) => c.method === 'POST')).toHaveLength(1);
  });
});
