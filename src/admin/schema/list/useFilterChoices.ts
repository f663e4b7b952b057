/**
 * The choices of a list's declared filter (x-list.filter): its fixed options and the records of its
 * reference resource, each only when the user may list through it; the initial choice; and whether
 * the reference has no records at all (for `requireReference`).
 */
import { useGetList } from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { ListFilter } from '../../../shared/dialect.ts';
import { registry, type ResourceName } from '../../../generated/registry.ts';
import { useAllowed } from './useAllowed.ts';

export type FilterChoice = { value: string | number; label: string };

export type FilterChoices = {
  pending: boolean;
  choices: FilterChoice[];
  initial?: string | number;
  /** The choice a plain query parameter asks for (`?organizationId=4`). */
  requested?: string | number;
  /** The reference resource is readable and empty. */
  noReference: boolean;
};

/** Filter actions of a declared filter, for the privilege check. */
export const filterActions = (filter: ListFilter | undefined) =>
  filter ? [filter.action, ...(filter.options ?? []).map((o) => o.action)] : [];

export function useFilterChoices(
  filter: ListFilter | undefined,
  allowed: Record<string, boolean> | undefined,
): FilterChoices {
  const { search } = useLocation();
  const reference = filter ? registry[filter.reference as ResourceName] : undefined;
  const canReadReference = useAllowed(filter?.reference ?? '', filter ? ['list'] : []);
  const readable = Boolean(canReadReference?.list);
  const { data, total, isPending } = useGetList(
    filter?.reference ?? '',
    {
      pagination: { page: 1, perPage: 100 },
      sort: { field: reference?.['x-id'] ?? 'id', order: 'ASC' },
    },
    { enabled: Boolean(filter && readable) },
  );
  if (!filter) return { pending: false, choices: [], noReference: false };
  const pending = !allowed || !canReadReference || (readable && isPending);
  if (pending) return { pending, choices: [], noReference: false };

  const fixed = (filter.options ?? [])
    .filter((o) => allowed[o.action])
    .map((o) => ({ value: o.value, label: o.label }));
  const records =
    readable && allowed[filter.action]
      ? (data ?? []).map((r) => ({
          value: r.id as number,
          label: String(r[filter.optionText] ?? r.id),
        }))
      : [];
  const choices = [...fixed, ...records];
  // `?organizationId=4` (a form returning to its list) preselects that choice.
  const asked = new URLSearchParams(search).get(filter.source);
  const requested = choices.find((c) => asked !== null && String(c.value) === asked)?.value;
  const initial =
    filter.default === 'first'
      ? (records[0] ?? fixed[0])?.value
      : fixed.find((o) => o.value === filter.default)?.value;
  return {
    pending,
    choices,
    initial,
    requested,
    noReference: readable && (total ?? data?.length ?? 0) === 0,
  };
}
