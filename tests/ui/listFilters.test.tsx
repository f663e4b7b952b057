// The generated list's filters and Import on resources that exist only in the tests
// (tests/fixtures/lists): the conventional REST `gadget` infers its filters from its columns and
// declares an import. The fixtures join the real registry and routing, so the real generic list
// renders them. (The x-api `probe`'s filters are proven on the wire in tests/api/listFeatures.)
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Admin, HttpError, memoryStore, Resource } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authFor } from './schemaListHarness.tsx';
import { loginUser, signIn } from './harness.tsx';
import { englishI18nProvider } from '../helpers/i18n.ts';


const fixtures = vi.hoisted(() => async () => {
  const fs = await import('node:fs');
  const path = await import('node:path');
  const dir = path.resolve(import.meta.dirname, '../fixtures/lists');
  const read = (n: string) =>
    JSON.parse(fs.readFileSync(path.join(dir, `${n}.schema.json`), 'utf8'));
  return { gadget: read('gadget'), probe: read('probe') };
});

vi.mock('../../src/generated/registry.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/generated/registry.ts')>();
  return {
    ...real,
    registry: { ...real.registry, ...(await fixtures()) },
    resourceNames: [...real.resourceNames, 'gadget', 'probe'],
  };
});
vi.mock('../../src/generated/routing.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/generated/routing.ts')>();
  const { routingView } = await import('../../scripts/generate/render.ts');
  const { gadget, probe } = await fixtures();
  return { routing: { ...real.routing, gadget: routingView(gadget), probe: routingView(probe) } };
});

const { createDataProvider } = await import('../../src/admin/schema/dataProvider.ts');
const { schemaResources } = await import('../../src/admin/schema/resources.tsx');

afterEach(() => window.localStorage.clear());

const PRIVILEGES = ['GET_ALL_SKILL', 'ADD_SKILL'];
const GADGETS = [
  { id: 1, gadgetId: 1, name: 'Stapler', status: 'ACTIVE', price: 12, spare: true },
  { id: 2, gadgetId: 2, name: 'Punch', status: 'RETIRED', price: null, spare: false },
];

/** The network edge: simple-rest gadgets, a Spring Page of probes, the import's dry run. */
function renderAt(resource: 'gadget' | 'probe') {
  const http = vi.fn(async (url: string, options?: RequestInit) => {
    const u = new URL(url, 'http://test');
    const method = options?.method ?? 'GET';
    if (method === 'GET' && u.pathname === '/api/v1/gadget') {
      const headers = new Headers({ 'content-range': `gadget 0-1/2` });
      return { status: 200, headers, body: JSON.stringify(GADGETS), json: GADGETS };
    }
    if (method === 'GET' && u.pathname === '/api/v1/probe') {
      const json = { content: [{ probeId: 1, label: 'Well', kind: 'WATER' }], totalElements: 1 };
      return { status: 200, headers: new Headers(), body: JSON.stringify(json), json };
    }
    if (method === 'GET' && u.pathname === '/api/v1/department') {
      const headers = new Headers({ 'content-range': 'department 0-0/1' });
      const json = [{ id: 3, departmentId: 3, department: 'Stores' }];
      return { status: 200, headers, body: JSON.stringify(json), json };
    }
    throw new HttpError('Not found.', 404, {});
  });
  const found = schemaResources().find((r) => r.name === resource)!;
  render(
    <MemoryRouter initialEntries={[`/${resource}`]}>
      <Admin
        i18nProvider={englishI18nProvider()}
        dataProvider={createDataProvider(http)}
        authProvider={authFor(PRIVILEGES)}
        store={memoryStore()}
      >
        <Resource {...found} />
      </Admin>
    </MemoryRouter>,
  );
  return () => http.mock.calls.map(([url]) => decodeURIComponent(String(url)));
}

async function choose(label: string, option: string) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('generated filters', () => {
  it('a conventional REST list infers them from its columns and sends them in filter=', async () => {
    signIn(loginUser('HR', PRIVILEGES));
    const calls = renderAt('gadget');
    await screen.findByText('Stapler', {}, { timeout: 30_000 }); // slow under a loaded CI
    for (const label of ['Price from', 'Price to', 'Bought On from', 'Bought On to'])
      expect(screen.getByLabelText(label)).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Spare' })).toBeTruthy();
    await choose('Status', 'Retired');
    await waitFor(() => expect(calls().some((c) => c.includes('"status":"RETIRED"'))).toBe(true));
    fireEvent.change(screen.getByLabelText('Price from'), { target: { value: '10' } });
    await waitFor(() => expect(calls().some((c) => c.includes('"price_gte":10'))).toBe(true));
  });
});

describe('Import on a generated list with no importer written', () => {
  it('sends the file for a dry run and lists every bad cell', async () => {
    signIn(loginUser('HR', PRIVILEGES));
    const fetchMock = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            success: false,
            message: '1 problem found in the file; nothing was imported.',
            cells: [{ row: 2, column: 'departmentId', message: 'No department is named "X".' }],
          }),
          { status: 422, headers: { 'Content-Type': 'application/json' } },
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderAt('gadget');
    fireEvent.click(await screen.findByRole('button', { name: 'Import' }, { timeout: 30_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Import Gadgets' });
    fireEvent.change(within(dialog).getByLabelText('CSV file'), {
      target: { files: [new File(['name,status\r\nA,ACTIVE\r\n'], 'g.csv', { type: 'text/csv' })] },
    });
    const table = await within(dialog).findByRole('table', { name: 'Problems in the file' });
    expect(within(table).getByText('No department is named "X".')).toBeTruthy();
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toBe(
      '/api/v1/import/gadget?dryRun=true',
    );
    vi.unstubAllGlobals();
  });
});
