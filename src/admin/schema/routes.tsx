/**
 * The spec's list routes of generated screens (x-list.route), e.g. /project/project-list, so
 * menu entries and bookmarks open the generic list, and one route per x-list.views entry that
 * declares one. The create-update routes (x-form.route) are mounted by the form side.
 *
 * @example
 *   <CustomRoutes>{schemaListRoutes().map((r) => <Route key={r.path} {...r} />)}</CustomRoutes>
 */
import type { ReactElement } from 'react';
import { ResourceContextProvider } from 'react-admin';
import type { ResourceName } from '../../generated/registry.ts';
import { routing } from '../../generated/routing.ts';
import { SchemaList } from './screens.ts';

export type SchemaRoute = { path: string; element: ReactElement };

export const schemaListRoutes = (): SchemaRoute[] =>
  (Object.keys(routing) as ResourceName[]).flatMap((name) => {
    const list = routing[name]['x-list'];
    const route = (path: string | undefined, view?: string) =>
      path
        ? [
            {
              path,
              element: (
                <ResourceContextProvider value={name}>
                  <SchemaList key={view} view={view} />
                </ResourceContextProvider>
              ),
            },
          ]
        : [];
    return [
      ...route(list?.route),
      ...Object.entries(list?.views ?? {}).flatMap(([view, v]) => route(v.route, view)),
    ];
  });
