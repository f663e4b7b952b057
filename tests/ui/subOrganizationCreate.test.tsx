// After Create, the sub-organisation list shows the new sub-organisation: it opens on the chosen
// organisation (not the first one), or on 'Unassigned Sub-Organizations' when none was chosen.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describedText } from '../helpers/describedText.ts';
import { formHeading, openForm, page, type Route } from './schemaFormHelpers.tsx';

const FORM = '/suborganization/suborganization-create-update';
const PRIVILEGES = [
  'ADD_BRANCH',
  'GET_ALL_BRANCH',
  'GET_BRANCHES_OF_ORGANIZATION',
  'GET_ALL_ORGANIZATIONS',
  'GET_BRANCH_ATTRIBUTE',
];
const orgs = [
  { organizationId: 4, organizationName: 'Acme' },
  { organizationId: 5, organizationName: 'Beta' },
];

/** Branches kept in memory: POST adds one, the organisation and unassigned lists read them. */
function branchApi(): Route {
  const branches = [{ branchId: 1, branchName: 'Old Town', organizationId: 4 as number | null }];
  const rows = (organizationId: number | null) =>
    branches
      .filter((b) => b.organizationId === organizationId)
      .map((b) => ({
        branchId: b.branchId,
        branchName: b.branchName,
        organizations: orgs.filter((o) => o.organizationId === b.organizationId),
        attributes: {},
      }));
  return (url, init) => {
    const p = url.pathname.replace('/api/v1', '');
    if (p === '/organization') return { body: page(orgs) };
    if (p === '/branchAttribute') {
      return { body: { success: true, message: 'ok', branchAttributes: [] } };
    }
    if (p === '/branch' && init?.method === 'POST') {
      const body = JSON.parse(String(init.body));
      branches.push({
        branchId: branches.length + 1,
        branchName: body.branchName,
        organizationId: body.organizationId ?? null,
      });
      return { status: 201, body: { success: true, message: 'Branch created', Branch: {} } };
    }
    const of = /^\/organization\/branches\/(\d+)$/.exec(p);
    if (of) return { body: { success: true, message: 'ok', BranchList: rows(Number(of[1])) } };
    if (p === '/branch/unassignedBranches') {
      return { body: { success: true, message: 'ok', Branches: page(rows(null)) } };
    }
    return undefined;
  };
}

async function create(name: string, organization?: string) {
  await formHeading('Create Sub-Organization');
  if (organization) {
    // The select opens once the organisations are in (it is disabled while they load).
    const select = screen.getByRole('combobox', { name: /Organization/ });
    await waitFor(() => {
      fireEvent.mouseDown(select);
      expect(screen.getByRole('option', { name: organization })).toBeTruthy();
    });
    fireEvent.click(screen.getByRole('option', { name: organization }));
  }
  fireEvent.change(screen.getByLabelText(/Sub-Organization Name/), { target: { value: name } });
  fireEvent.click(screen.getByRole('button', { name: 'Create Sub-Organization' }));
  await waitFor(() =>
    expect(window.location.pathname).toBe('/suborganization/suborganization-list'),
  );
}

describe('a sub-organisation after Create', () => {
  it('is listed under the organisation it was created in, not the first one', async () => {
    openForm(FORM, PRIVILEGES, branchApi());
    await create('Harbour', 'Beta');
    const row = await screen.findByRole('row', { name: /Harbour/ });
    expect(within(row).getByText('Beta')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /Organization/ }).textContent).toBe('Beta');
    expect(screen.queryByText('Old Town')).toBeNull();
  });

  it('is listed under Unassigned Sub-Organizations when created without an organisation', async () => {
    openForm(FORM, PRIVILEGES, branchApi());
    await create('Loose End');
    expect(await screen.findByRole('row', { name: /Loose End/ })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /Organization/ }).textContent).toBe(
      'Unassigned Sub-Organizations',
    );
  });

  it("puts the server's refusal of the organisation under the select, which a screen reader reads with it", async () => {
    const refusal = 'Please choose an organization that exists.';
    const api = branchApi();
    openForm(FORM, PRIVILEGES, (url, init) =>
      url.pathname === '/api/v1/branch' && init?.method === 'POST'
        ? {
            status: 400,
            body: {
              success: false,
              message: refusal,
              errors: [refusal],
              fieldErrors: [{ path: 'organizationId', message: refusal }],
            },
          }
        : api(url, init),
    );
    await formHeading('Create Sub-Organization');
    fireEvent.change(screen.getByLabelText(/Sub-Organization Name/), { target: { value: 'Gone' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Sub-Organization' }));
    const select = screen.getByRole('combobox', { name: /Organization/ });
    await waitFor(() => expect(describedText(select)).toContain(refusal));
    expect(window.location.pathname).toBe(FORM);
  });
});
