// The low-code chain's screens on a schema that exists only in the tests: tests/fixtures/lowcode is
// generated into tmp/ and its registry, routing, form schemas and validators join the real generated
// ones (tests/helpers/fixtureBuild.ts), so the real generic list and form render a resource no
// source file mentions.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Admin, HttpError, memoryStore, Resource } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { authFor } from './schemaListHarness.tsx';
import { removeFixtureBuilds } from '../helpers/fixtureBuild.ts';
import { englishI18nProvider } from '../helpers/i18n.ts';


vi.mock('../../src/generated/registry.ts', async (real) =>
  (await import('../helpers/fixtureBuild.ts')).joined('tests/fixtures/lowcode', 'registry', real),
);
vi.mock('../../src/generated/routing.ts', async (real) =>
  (await import('../helpers/fixtureBuild.ts')).joined('tests/fixtures/lowcode', 'routing', real),
);
vi.mock('../../src/generated/formSchemas.ts', async (real) =>
  (await import('../helpers/fixtureBuild.ts')).joined(
    'tests/fixtures/lowcode',
    'formSchemas',
    real,
  ),
);
vi.mock('../../src/generated/validators/index.ts', async (real) =>
  (await import('../helpers/fixtureBuild.ts')).joined(
    'tests/fixtures/lowcode',
    'validators/index',
    real,
  ),
);

const { createDataProvider } = await import('../../src/admin/schema/dataProvider.ts');
const { schemaResources } = await import('../../src/admin/schema/resources.tsx');

afterAll(removeFixtureBuilds);

const ROWS = [
  { id: 1, assetId: 1, label: 'Badge', purchasedOn: null, retired: false },
  { id: 2, assetId: 2, label: 'Chair', purchasedOn: '2026-02-01', retired: true },
  { id: 3, assetId: 3, label: 'Laptop', purchasedOn: '2026-01-02', retired: false },
];

/** The network edge, answering as the server's simple-rest routes do. */
function renderAt(at: string, privileges: string[]) {
  const http = vi.fn(async (url: string, options?: RequestInit) => {
    const u = new URL(url, 'http://test');
    const method = options?.method ?? 'GET';
    if (method === 'GET' && u.pathname === '/api/v1/asset') {
      const [first, last] = JSON.parse(u.searchParams.get('range') ?? '[0,9]');
      const rows = ROWS.slice(first, last + 1);
      const headers = new Headers({
        'content-range': `asset ${first}-${first + rows.length - 1}/${ROWS.length}`,
      });
      return { status: 200, headers, body: JSON.stringify(rows), json: rows };
    }
    if (method === 'POST' && u.pathname === '/api/v1/asset') {
      const json = { ...JSON.parse(String(options?.body)), id: 4, assetId: 4 };
      return { status: 201, headers: new Headers(), body: JSON.stringify(json), json };
    }
    throw new HttpError('Not found.', 404, {});
  });
  const asset = schemaResources().find((r) => r.name === 'asset')!;
  render(
    <MemoryRouter initialEntries={[at]}>
      <Admin
        i18nProvider={englishI18nProvider()}
        dataProvider={createDataProvider(http)}
        authProvider={authFor(privileges)}
        store={memoryStore()}
      >
        <Resource {...asset} />
      </Admin>
    </MemoryRouter>,
  );
  return http;
}

const calls = (http: ReturnType<typeof renderAt>) =>
  http.mock.calls.map(([url, o]) => `${o?.method ?? 'GET'} ${decodeURIComponent(url)}`);

describe('generated screens of a fixture schema', () => {
  it('is one of the generated resources, with a show screen', () => {
    const asset = schemaResources().find((r) => r.name === 'asset');
    expect(asset?.options?.label).toBe('Assets');
    expect(asset?.show).toBeDefined();
  });

  it('lists its rows in pages, sorted as the schema says, through simple-rest', async () => {
    const http = renderAt('/asset', ['GET_ASSETS']);
    expect(await screen.findByText('Badge')).toBeTruthy();
    expect(screen.getByText('Chair')).toBeTruthy();
    expect(screen.queryByText('Laptop')).toBeNull();
    for (const header of ['Asset Label', 'Purchased On', 'Retired'])
      expect(screen.getAllByText(header).length).toBeGreaterThan(0);
    expect(calls(http)).toContain('GET /api/v1/asset?filter={}&range=[0,1]&sort=["label","ASC"]');
    fireEvent.click(screen.getByRole('button', { name: /next/i }));
    expect(await screen.findByText('Laptop')).toBeTruthy();
    expect(calls(http)).toContain('GET /api/v1/asset?filter={}&range=[2,3]&sort=["label","ASC"]');
    // Reading only: no create button.
    expect(screen.queryByRole('link', { name: /create/i })).toBeNull();
  });

  it('denies access without the list privilege', async () => {
    renderAt('/asset', ['CREATE_ASSET']);
    // react-admin's resource route asks canAccess (the schema's x-privileges) before the list.
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeTruthy();
  });

  it("renders the form and checks it with the schema's own messages before sending", async () => {
    const http = renderAt('/asset/create', ['GET_ASSETS', 'CREATE_ASSET']);
    const heading = await screen.findByRole('heading', { name: 'Create Asset' });
    const form = heading.closest('div')!.parentElement!;
    fireEvent.click(within(form).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Asset Label is required')).toBeTruthy();
    expect(calls(http).some((c) => c.startsWith('POST'))).toBe(false);
    fireEvent.change(screen.getByLabelText(/Asset Label/), { target: { value: 'Monitor' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(calls(http).some((c) => c.startsWith('POST'))).toBe(true));
    const post = http.mock.calls.find(([, o]) => o?.method === 'POST')!;
    expect(JSON.parse(String(post[1]?.body))).toMatchObject({ label: 'Monitor' });
  });
});
