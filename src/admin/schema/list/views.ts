/**
 * x-list.views: several lists of one resource, each at its own route with its own title, listing
 * x-api operation, parameters and row actions (a request's lists: mine, pending, approved, declined,
 * one person's). A view travels to the data provider inside the list's permanent
 * filter under VIEW_KEY, so paging, refresh and export all ask the same operation.
 *
 * @example
 *   const view = resolveView(registry.request, 'pending', { session: user, route: params });
 *   view.filter // { 'x-view': 'pending', userId: 7 }
 */
import type { ListHints, ListView, ResourceRouting } from '../../../shared/dialect.ts';
import { valueAt } from './paths.ts';

/** The permanent-filter key naming the view whose operation lists the rows. */
export const VIEW_KEY = 'x-view';

export type ViewSources = {
  session: Record<string, unknown> | null;
  route: Record<string, string | undefined>;
};

export type ResolvedView = {
  resource: string;
  name: string;
  view: ListView;
  /** x-list with the view's columns, empty text and title in place; row actions narrowed. */
  hints: ListHints;
  /** The operations whose privileges open the view (any one suffices). */
  allowedBy: string[];
  /** The list's permanent filter: the view's name and its resolved parameters. */
  filter: Record<string, unknown>;
  /** A `session.…` or `route.…` parameter this user or URL does not have. */
  missing: boolean;
};

/** `session.userId` / `route.projectId` → the value, or undefined. */
export function viewSource(path: string, sources: ViewSources): unknown {
  const [root, ...rest] = path.split('.');
  if (root === 'session') return valueAt(sources.session ?? undefined, rest.join('.'));
  if (root === 'route') return sources.route[rest.join('.')];
  throw new Error(`x-list.views: unknown parameter source "${path}" (use session.… or route.…)`);
}

const present = (v: unknown) => v !== undefined && v !== null && v !== '';

export function resolveView(
  schema: ResourceRouting,
  name: string,
  sources: ViewSources,
): ResolvedView {
  const list = schema['x-list'];
  const view = list?.views?.[name];
  if (!list || !view) throw new Error(`${schema['x-resource']} declares no x-list.views.${name}`);
  const picked = Object.fromEntries(
    (view.rowActions ?? []).map((a) => [a, list.rowActions?.[a]]).filter(([, a]) => a),
  );
  const filter: Record<string, unknown> = { [VIEW_KEY]: name };
  let missing = false;
  for (const [param, path] of Object.entries(view.params ?? {})) {
    const value = viewSource(path, sources);
    if (!present(value)) missing = true;
    filter[param] = value;
  }
  const { views: _views, route: _route, ...rest } = list;
  return {
    resource: schema['x-resource'],
    name,
    view,
    hints: {
      ...rest,
      title: view.title,
      columns: view.columns ?? list.columns,
      empty: view.empty ?? list.empty,
      rowActions: picked,
    },
    allowedBy: view.allowedBy ?? [view.operation],
    filter,
    missing,
  };
}

/**
 * For the data provider: the view named in a list filter, its operation, and the query parameters
 * (its declared parameters that are not placeholders of the operation's path).
 */
export function viewRequest(schema: ResourceRouting, filter: Record<string, unknown> = {}) {
  const name = filter[VIEW_KEY];
  const view = typeof name === 'string' ? schema['x-list']?.views?.[name] : undefined;
  if (!view) return undefined;
  const path = schema['x-api']?.[view.operation]?.path ?? '';
  const query: Record<string, string> = {};
  for (const param of Object.keys(view.params ?? {})) {
    if (!path.includes(`{${param}}`) && present(filter[param]))
      query[param] = String(filter[param]);
  }
  return { operation: view.operation, query };
}
