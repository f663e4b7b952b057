/**
 * The choices of a list's declared filter (x-list.filter): its fixed options and the records of its
 * reference resource, each only when the user may list through it; the initial choice; whether the
 * select is disabled (`disableWithoutAction`); and whether the required resource (`requireReference`,
 * by default the reference itself) has no records at all.
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
  /** The choice a plain query parameter asks for (`?teamId=4`). */
  requested?: string | number;
  /** The required resource is readable and empty. */
  noReference: boolean;
  /** Shown disabled: the user may not list through the filter's action. */
  disabled: boolean;
};

/** Whether a resource is readable and, if so, whether it has no records at all. */
function useEmptiness(resource: string | undefined) {
  const schema = resource ? registry[resource as ResourceName] : undefined;
  const can = useAllowed(resource ?? '', resource ? ['list'] : []);
  const readable = Boolean(can?.list);
  const { total, data, isPending } = useGetList(
    resource ?? '',
    {
      pagination: { page: 1, perPage: 1 },
      sort: { field: schema?.['x-id'] ?? 'id', order: 'ASC' },
    },
    { enabled: Boolean(resource && readable) },
  );
  return {
    pending: Boolean(resource) && (!can || (readable && isPending)),
    empty: readable && (total ?? data?.length ?? 0) === 0,
  };
}

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
  const requiredElsewhere = filter?.requireReference?.resource;
  const required = useEmptiness(
    requiredElsewhere && requiredElsewhere !== filter?.reference ? requiredElsewhere : undefined,
  );
  const none = { choices: [], noReference: false, disabled: false };
  if (!filter) return { pending: false, ...none };
  const pending = !allowed || !canReadReference || (readable && isPending) || required.pending;
  if (pending) return { pending, ...none };
  const disabled = Boolean(filter.disableWithoutAction && !allowed[filter.action]);

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
  // `?teamId=4` (a form returning to its list) preselects that choice.
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
    noReference:
      requiredElsewhere && requiredElsewhere !== filter.reference
        ? required.empty
        : readable && (total ?? data?.length ?? 0) === 0,
    disabled,
  };
}
