/**
 * Renders a generated list at its spec route over the real schema data provider, with the network
 * edge (the http client) answered by a handler and a probe at the create-update routes.
 */
import { render } from '@testing-library/react';
import {
  AdminContext,
  HttpError,
  memoryStore,
  ResourceContextProvider,
  type AuthProvider,
} from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { registry, type ResourceName } from '../../src/generated/registry.ts';
import { canAccessResource } from '../../src/admin/schema/access.ts';
import { createDataProvider } from '../../src/admin/schema/dataProvider.ts';
import { SchemaList } from '../../src/admin/schema/SchemaList.tsx';
import { englishI18nProvider } from '../helpers/i18n.ts';

// The list waits on access checks and the reference list before its own: allow a loaded machine time.

export const authFor = (privileges: string[]): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => privileges,
  canAccess: async ({ resource, action }) =>
    canAccessResource({ roleName: 'Tester', privileges }, resource, action),
});

export type Reply = { status?: number; json?: unknown };
/** The server: answers at once, or later (a promise), to see what the list shows meanwhile. */
export type Api = (method: string, path: string, query: URLSearchParams) => Reply | Promise<Reply>;

/** A Spring Page of rows, paged by the request's page/size. */
export function page(rows: unknown[], query: URLSearchParams) {
  const size = Number(query.get('size') ?? 10);
  const number = Number(query.get('page') ?? 0);
  const content = rows.slice(number * size, (number + 1) * size);
  return { content, totalElements: rows.length, totalPages: Math.ceil(rows.length / size), number };
}

function FormProbe() {
  const location = useLocation();
  const record = (location.state as { record?: { id?: unknown } } | null)?.record;
  return (
    <p>
      form at {location.pathname}
      {location.search} with record {String(record?.id)}
    </p>
  );
}

export function renderList(resource: ResourceName, api: Api, privileges: string[], at?: string) {
  const http = vi.fn(async (url: string, options?: RequestInit) => {
    const parsed = new URL(url, 'http://test');
    const method = options?.method ?? 'GET';
    const { status = 200, json = {} } = await api(method, parsed.pathname, parsed.searchParams);
    if (status >= 400)
      throw new HttpError((json as { message?: string }).message ?? 'error', status, json);
    return { status, headers: new Headers(), body: JSON.stringify(json), json };
  });
  const route = registry[resource]['x-list']!.route!;
  render(
    <MemoryRouter initialEntries={[at ?? route]}>
      <AdminContext
        i18nProvider={englishI18nProvider()}
        dataProvider={createDataProvider(http)}
        authProvider={authFor(privileges)}
        store={memoryStore()}
      >
        <Routes>
          <Route
            path={route}
            element={
              <ResourceContextProvider value={resource}>
                <SchemaList />
              </ResourceContextProvider>
            }
          />
          <Route path="*" element={<FormProbe />} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
  /** `METHOD /api/v1/path?query` of every call so far. */
  const calls = () => http.mock.calls.map(([url, options]) => `${options?.method ?? 'GET'} ${url}`);
  return { http, calls };
}
