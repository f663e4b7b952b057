// The organisation list generated from schemas/organization.schema.json: truncation, paging by 10,
// delete confirmation and privilege gating.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page, renderList, type Api } from './schemaListHarness.tsx';

const ALL = [
  'GET_ALL_ORGANIZATIONS',
  'CREATE_ORGANIZATION',
  'UPDATE_ORGANIZATION',
  'DELETE_ORGANIZATION',
];

const orgs = Array.from({ length: 12 }, (_, i) => ({
  organizationId: i + 1,
  organizationName: `Org ${String.fromCharCode(65 + i)}`,
  organizationDescription: i === 0 ? 'x'.repeat(60) : i === 1 ? 'y'.repeat(30) : 'Short text',
  organizationImage: null,
  attributes: {},
}));

const api: Api = (method, path, query) => {
  if (method === 'GET' && path === '/api/v1/organization') return { json: page(orgs, query) };
  if (method === 'DELETE') return { json: { success: true, message: 'Organization deleted' } };
  return { status: 404, json: { message: 'Not found' } };
};

describe('the generated organisation list', () => {
  it('cuts a description longer than 50 characters to 50 and an ellipsis, showing shorter ones whole', async () => {
    renderList('organization', api, ALL);
    expect(await screen.findByText(`${'x'.repeat(50)}...`)).toBeTruthy();
    // Issue #23 §3: 30 characters fit under the cut-off, so no '...' follows them.
    expect(screen.getByText('y'.repeat(30))).toBeTruthy();
    expect(screen.queryByText(`${'y'.repeat(30)}...`)).toBeNull();
    expect(screen.getAllByText('Short text').length).toBeGreaterThan(0);
  });

  it('shows 10 organisations a page with Previous and Next', async () => {
    const { calls } = renderList('organization', api, ALL);
    expect(await screen.findByText('Org J')).toBeTruthy();
    expect(screen.queryByText('Org K')).toBeNull();
    expect(calls()).toContain(
      'GET /api/v1/organization?page=0&size=10&sort=organizationId&order=ASC',
    );
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Org K')).toBeTruthy();
    expect(calls()).toContain(
      'GET /api/v1/organization?page=1&size=10&sort=organizationId&order=ASC',
    );
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Org A')).toBeTruthy();
  });

  it('shows the breadcrumb and title', async () => {
    renderList('organization', api, ALL);
    const crumbs = await screen.findByRole('navigation', { name: 'breadcrumb' });
    expect(crumbs.textContent).toContain('Home');
    expect(crumbs.textContent).toContain('Dashboard');
    expect(crumbs.textContent).toContain('Organization List');
  });

  it('asks before deleting and names the organisation', async () => {
    const { calls } = renderList('organization', api, ALL);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Org B' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure?')).toBeTruthy();
    expect(within(dialog).getByText(/delete the organization Org B/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Organization' }));
    await waitFor(() => expect(calls()).toContain('DELETE /api/v1/organization/2'));
  });

  it('goes to the create-update route with the record and its id to edit', async () => {
    renderList('organization', api, ALL);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Org C' }));
    expect(
      await screen.findByText(
        'form at /organization/organization-create-update?id=3 with record 3',
      ),
    ).toBeTruthy();
  });

  it('hides New, Edit and Delete without their privileges', async () => {
    renderList('organization', api, ['GET_ALL_ORGANIZATIONS']);
    expect(await screen.findByText('Org A')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'New' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Org A' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Org A' })).toBeNull();
  });

  it('offers New with the create privilege, linking to the create-update route', async () => {
    renderList('organization', api, ALL);
    const link = await screen.findByRole('link', { name: 'New' });
    expect(link.getAttribute('href')).toBe('/organization/organization-create-update');
  });

  it('has no export buttons and no sort select: its x-list declares neither', async () => {
    renderList('organization', api, ALL);
    expect(await screen.findByText('Org A')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /export/i })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Sort By' })).toBeNull();
  });
});
