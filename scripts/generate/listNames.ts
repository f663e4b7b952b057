/**
 * x-list's names, checked by the dialect gate (dialect.ts): the columns and properties its cells,
 * card and views show, the schemas its filter and row actions reference and the x-api actions they
 * call must exist, and x-form.listRoute must agree with its route.
 */
import type { ResourceSchema } from '../../src/shared/dialect.ts';

/** x-list's filter, cells and row actions must name existing columns, schemas and x-api actions. */
export function listReasons(s: ResourceSchema, known: Map<string, unknown>): string[] {
  const list = s['x-list'];
  if (!list) return [];
  const reasons: string[] = [];
  const props = (s.properties ?? {}) as Record<string, unknown>;
  const api = s['x-api'] ?? {};
  const actions = s['x-privileges']?.actions ?? {};
  const needAction = (where: string, name: string) => {
    if (!api[name]) reasons.push(`${where} names "${name}", which is not an x-api action`);
    else if (!actions[name] && !['list', 'update', 'delete'].includes(name))
      reasons.push(`${where} names "${name}", which has no x-privileges.actions entry`);
  };
  const needSchema = (where: string, name: string | undefined) => {
    if (name !== undefined && !known.has(name))
      reasons.push(`${where} is "${name}", which is not a schema here`);
  };
  const listRoute = s['x-form']?.listRoute;
  if (list.route && listRoute && listRoute !== list.route)
    reasons.push(`x-form.listRoute "${listRoute}" differs from x-list.route "${list.route}"`);
  for (const [column, cell] of Object.entries(list.cells ?? {})) {
    if (!list.columns.includes(column))
      reasons.push(`x-list.cells names "${column}", which is not in x-list.columns`);
    for (const n of cell.join ?? [])
      if (!Object.hasOwn(props, n))
        reasons.push(`x-list.cells.${column}.join names "${n}", which is not a property`);
  }
  for (const [part, names] of Object.entries(list.card ?? {}))
    for (const n of names ?? [])
      if (!Object.hasOwn(props, n))
        reasons.push(`x-list.card.${part} names "${n}", which is not a property`);
  if (list.filter) {
    needSchema('x-list.filter.reference', list.filter.reference);
    needAction('x-list.filter.action', list.filter.action);
    for (const option of list.filter.options ?? [])
      needAction(`x-list.filter.options "${option.value}"`, option.action);
  }
  for (const [key, action] of Object.entries(list.rowActions ?? {})) {
    if (action.kind === 'edit' || action.kind === 'delete') {
      if (key !== action.kind)
        reasons.push(
          `x-list.rowActions.${key} of kind ${action.kind} must be named "${action.kind}"`,
        );
    } else if (action.kind === 'link') {
      if (!action.to) reasons.push(`x-list.rowActions.${key} of kind link needs a "to"`);
    } else needAction(`x-list.rowActions.${key}`, key);
    needSchema(`x-list.rowActions.${key}.reference`, action.reference);
    if (action.column && !list.columns.includes(action.column))
      reasons.push(`x-list.rowActions.${key}.column "${action.column}" is not in x-list.columns`);
    if (action.kind === 'assign' && !action.reference)
      reasons.push(`x-list.rowActions.${key} of kind assign needs a reference`);
  }
  for (const [key, view] of Object.entries(list.views ?? {})) {
    needAction(`x-list.views.${key}.operation`, view.operation);
    for (const c of view.columns ?? [])
      if (!Object.hasOwn(props, c))
        reasons.push(`x-list.views.${key}.columns names "${c}", which is not a property`);
    for (const a of [...(view.rowActions ?? [])])
      if (!list.rowActions?.[a])
        reasons.push(
          `x-list.views.${key}.rowActions names "${a}", which is not in x-list.rowActions`,
        );
    for (const a of view.allowedBy ?? [])
      if (!api[a]) reasons.push(`x-list.views.${key}.allowedBy names "${a}", which is not x-api`);
  }
  return reasons;
}
