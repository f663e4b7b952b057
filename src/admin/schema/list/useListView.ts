/**
 * The list screen's side of x-list.views: resolves the named view against the signed-in user and
 * the route's `:params`, and narrows what the user may do to what the view offers (its row
 * actions, its create button). Without a view name it returns undefined and the list is x-list's
 * own.
 *
 * @example
 *   const picked = useListView(registry.request, 'approved');
 *   picked?.hints.title // 'Approved Requests'
 */
import { useMemo } from 'react';
import { useNotify } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { ResourceSchema } from '../../../shared/dialect.ts';
import { errorMessage, GENERIC_ERROR } from '../../providers/errors.ts';
import { useSessionUser } from '../../providers/session.ts';
import { resolveView, type ResolvedView } from './views.ts';

export function useListView(schema: ResourceSchema, name: string | undefined) {
  const user = useSessionUser();
  const route = useParams();
  const routeKey = JSON.stringify(route);
  return useMemo(
    () =>
      name
        ? resolveView(schema, name, {
            session: user as Record<string, unknown> | null,
            route: JSON.parse(routeKey) as Record<string, string>,
          })
        : undefined,
    [schema, name, user, routeKey],
  );
}

/**
 * What the user may do in this view: any `allowedBy` operation opens it; create only when the
 * view keeps it; a link row action goes wherever the target page checks for itself.
 */
export function viewAllowed(
  picked: ResolvedView | undefined,
  allowed: Record<string, boolean> | undefined,
): (Record<string, boolean> & { view: boolean }) | undefined {
  if (!allowed) return undefined;
  // The plain list answers in place too, before react-admin's List would fetch once and redirect.
  if (!picked) return { ...allowed, view: allowed.list !== false };
  const out: Record<string, boolean> & { view: boolean } = {
    ...allowed,
    view: picked.allowedBy.some((a) => allowed[a]),
    create: Boolean(allowed.create) && picked.view.create !== false,
  };
  for (const [key, action] of Object.entries(picked.hints.rowActions ?? {}))
    if (action.kind === 'link') out[key] = true;
  return out;
}

/**
 * react-admin List options for a view: its own remembered paging, and its failure toast. A load
 * that works shows its rows and says nothing: toasts are for what the user did (issue #37).
 */
export function useViewQuery(picked: ResolvedView | undefined) {
  const notify = useNotify();
  const failure = picked?.view.failure;
  return {
    storeKey: picked ? `${picked.resource}.view.${picked.name}` : undefined,
    onError: (error: unknown) => {
      const text = errorMessage(error);
      notify(text === GENERIC_ERROR && failure ? failure : text, { type: 'error' });
    },
  };
}
