/**
 * The small value language of x-list: dotted paths into a record (`teams.0.teamId`),
 * `{field}` templates, column truncation and the `choice` / `record.` / `filter.` sources of row
 * action parameters. Pure functions, shared by the list's cells, filter and row actions.
 */
import type { ListCell, RowAction } from '../../../shared/dialect.ts';

/** `valueAt({ a: [{ b: 1 }] }, 'a.0.b')` → 1; undefined for any missing step. */
export function valueAt(value: unknown, path: string | undefined): unknown {
  if (!path) return value;
  return path.split('.').reduce<unknown>((current, step) => {
    if (current === null || current === undefined || typeof current !== 'object') return undefined;
    return (current as Record<string, unknown>)[step];
  }, value);
}

const present = (value: unknown) =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && !value.length);

/** Nothing to show: undefined, null, '', blank text or an empty list. */
export const isEmpty = (value: unknown) =>
  !present(value) || (typeof value === 'string' && value.trim() === '');

/**
 * Spec: organisation description, cut to 50 characters with '...' when longer than 20. The original
 * also put '...' after a 21–50 character text it showed whole (issue #23 §3); '...' now only marks
 * text that was really cut.
 */
export function truncate(text: string, rule: ListCell['truncate']): string {
  if (!rule || text.length <= Math.max(rule.over ?? rule.length, rule.length)) return text;
  return `${text.slice(0, rule.length)}...`;
}

/** The text a cell shows, or undefined for its empty text. */
export function cellText(record: Record<string, unknown>, column: string, cell: ListCell = {}) {
  const raw = cell.join
    ? cell.join
        .map((name) => record[name])
        .filter(present)
        .join(' ')
    : valueAt(record[column], cell.path);
  if (!present(raw) || typeof raw === 'object') return undefined;
  return truncate(String(raw), cell.truncate);
}

/**
 * `'Delete {projectName}?'` with the record's values; `encode` escapes each value (route
 * templates pass encodeURIComponent).
 */
export const interpolate = (
  template: string,
  record: Record<string, unknown>,
  encode: (value: string) => string = (value) => value,
) =>
  // `{teams.0.teamName}` reads inside the record, as a cell's `path` does.
  template.replace(/\{([\w.]+)\}/g, (_m, name: string) =>
    encode(String(valueAt(record, name) ?? '')),
  );

export type ActionContext = {
  record: Record<string, unknown>;
  filter: Record<string, unknown>;
  choice?: unknown;
};

/** Reads `choice`, `record.…` or `filter.…`. */
export function source(path: string, context: ActionContext): unknown {
  if (path === 'choice') return context.choice;
  const [root, ...rest] = path.split('.');
  if (root === 'record' || root === 'filter') return valueAt(context[root], rest.join('.'));
  throw new Error(`x-list: unknown parameter source "${path}" (use choice, record.… or filter.…)`);
}

/** The path placeholders of an action: the record's own fields, then its declared params. */
export function actionParams(action: RowAction, context: ActionContext): Record<string, unknown> {
  const params: Record<string, unknown> = { ...context.record };
  for (const [name, path] of Object.entries(action.params ?? {}))
    params[name] = source(path, context);
  return params;
}

export function resolveMap(map: Record<string, string> | undefined, context: ActionContext) {
  return Object.fromEntries(
    Object.entries(map ?? {}).map(([name, path]) => [name, source(path, context)]),
  );
}

/** visibleIf / hiddenIf: a path whose value is present or not. */
export function isShown(action: RowAction, context: ActionContext): boolean {
  if (action.visibleIf && !present(source(action.visibleIf, context))) return false;
  if (action.hiddenIf && present(source(action.hiddenIf, context))) return false;
  return true;
}
