/**
 * The dialect's free-text expressions, checked against the schemas they read: record paths
 * (`record.organizations.0.organizationId`), row-action and view parameters (`choice`, `filter.…`,
 * `session.…`, `route.…`), `{field}` templates, cell paths and the property names of cells, filters
 * and form widgets. A meta-schema sees only strings; here each must resolve, or the generator
 * names the keyword, the expression and why (src/admin/schema/list/paths.ts reads them at run time,
 * where a misspelt name would only show an empty cell or a hidden button).
 */
import type { LoginUser } from '../../src/admin/providers/session.ts';
import type { ResourceSchema, RowAction } from '../../src/shared/dialect.ts';
import { placeholders, unresolved } from './schemaPaths.ts';

/** The signed-in user's ids a `session.…` parameter may name (the sign-in answer's user). */
const SESSION_FIELDS = [
  'userId',
  'employeeId',
  'employeeCode',
  'managerId',
] as const satisfies readonly (keyof LoginUser)[];

type Check = (where: string, expr: string, why: string | undefined) => void;

/** Every free-text expression of `s` that does not resolve; `schemaOf` finds a referenced schema. */
export function pathReasons(
  s: ResourceSchema,
  schemaOf: (name: string) => ResourceSchema | undefined,
): string[] {
  const reasons: string[] = [];
  const check: Check = (where, expr, why) => {
    if (why) reasons.push(`${where} "${expr}": ${why}`);
  };
  const inRecord = (path: string) => unresolved(s, path.split('.'));
  const property = (of: ResourceSchema | undefined, name: string) =>
    of && !Object.hasOwn(of.properties ?? {}, name)
      ? `"${name}" is not a property of ${of['x-resource']}`
      : undefined;
  listPaths(s, schemaOf, check, inRecord, property);
  formPaths(s, schemaOf, check, inRecord, property);
  return reasons;
}

type InRecord = (path: string) => string | undefined;
type Property = (of: ResourceSchema | undefined, name: string) => string | undefined;

function listPaths(
  s: ResourceSchema,
  schemaOf: (name: string) => ResourceSchema | undefined,
  check: Check,
  inRecord: InRecord,
  property: Property,
) {
  const list = s['x-list'];
  if (!list) return;
  const api = s['x-api'] ?? {};
  const template = (where: string, text: string) => {
    for (const name of placeholders(text)) check(where, text, inRecord(name));
  };

  for (const [column, cell] of Object.entries(list.cells ?? {})) {
    const where = `x-list.cells.${column}`;
    if (cell.path) check(`${where}.path`, cell.path, inRecord(`${column}.${cell.path}`));
    if (cell.to) template(`${where}.to`, cell.to);
    for (const n of cell.initials ?? []) check(`${where}.initials`, n, property(s, n));
    if (cell.chip)
      check(`${where}.chip.whenEmpty`, cell.chip.whenEmpty, property(s, cell.chip.whenEmpty));
  }

  const filter = list.filter;
  if (filter) {
    const action = api[filter.action];
    if (action && !placeholders(action.path).includes(filter.source))
      check(
        'x-list.filter.source',
        filter.source,
        `not a placeholder of x-api.${filter.action}.path "${action.path}", so the chosen record cannot reach the server`,
      );
    check(
      'x-list.filter.optionText',
      filter.optionText,
      property(schemaOf(filter.reference), filter.optionText),
    );
    const required = filter.requireReference?.resource;
    if (required && !schemaOf(required))
      check('x-list.filter.requireReference.resource', required, 'not a schema here');
  }

  // What `filter.…` reads in a row action: the list's filter and the parameters of its views.
  const filterKeys = new Set([
    ...(filter ? [filter.source] : []),
    ...Object.values(list.views ?? {}).flatMap((v) => Object.keys(v.params ?? {})),
  ]);
  const source = (where: string, expr: string, choice: boolean) => {
    if (expr === 'choice')
      return check(
        where,
        expr,
        choice ? undefined : "only an assign action's params have a choice",
      );
    const [root, ...rest] = expr.split('.');
    if (root === 'record' && rest.length) return check(where, expr, inRecord(rest.join('.')));
    if (root === 'filter' && rest.length === 1)
      return check(
        where,
        expr,
        filterKeys.has(rest[0])
          ? undefined
          : `the list's filter holds ${[...filterKeys].map((k) => `"${k}"`).join(', ') || 'nothing'}, not "${rest[0]}"`,
      );
    check(where, expr, 'must be choice, record.<path> or filter.<key>');
  };

  for (const [key, action] of Object.entries(list.rowActions ?? {})) {
    rowActionPaths(s, schemaOf, `x-list.rowActions.${key}`, key, action, {
      check,
      inRecord,
      property,
      source,
      template,
    });
  }

  for (const [key, view] of Object.entries(list.views ?? {})) {
    const where = `x-list.views.${key}.params`;
    const route = view.route ?? list.route ?? '';
    const segments = new Set([...route.matchAll(/:(\w+)/g)].map((m) => m[1]));
    for (const [name, expr] of Object.entries(view.params ?? {})) {
      const [root, field] = expr.split('.');
      if (root === 'session') check(`${where}.${name}`, expr, sessionField(field));
      else if (!segments.has(field))
        check(`${where}.${name}`, expr, `the route "${route}" has no :${field} segment`);
    }
    const op = api[view.operation];
    for (const p of op ? placeholders(op.path) : [])
      if (!Object.hasOwn(view.params ?? {}, p))
        check(
          `x-list.views.${key}`,
          `{${p}}`,
          `a placeholder of x-api.${view.operation}.path with no params entry`,
        );
  }
}

type RowChecks = {
  check: Check;
  inRecord: InRecord;
  property: Property;
  source: (where: string, expr: string, choice: boolean) => void;
  template: (where: string, text: string) => void;
};

function rowActionPaths(
  s: ResourceSchema,
  schemaOf: (name: string) => ResourceSchema | undefined,
  where: string,
  key: string,
  action: RowAction,
  { check, inRecord, property, source, template }: RowChecks,
) {
  if (action.visibleIf) source(`${where}.visibleIf`, action.visibleIf, false);
  if (action.hiddenIf) source(`${where}.hiddenIf`, action.hiddenIf, false);
  for (const [name, expr] of Object.entries(action.params ?? {}))
    source(`${where}.params.${name}`, expr, action.kind === 'assign');
  for (const [name, expr] of Object.entries(action.optionsFilter ?? {}))
    source(`${where}.optionsFilter.${name}`, expr, false);
  if (action.to) template(`${where}.to`, action.to);

  const reference = action.reference ? schemaOf(action.reference) : undefined;
  if (reference && action.optionText)
    check(`${where}.optionText`, action.optionText, property(reference, action.optionText));
  if (reference)
    for (const name of Object.keys(action.optionsFilter ?? {}))
      if (name !== reference['x-list']?.filter?.source && property(reference, name))
        check(
          `${where}.optionsFilter`,
          name,
          `neither ${reference['x-resource']}'s x-list.filter.source nor one of its properties`,
        );

  // Where the call goes: params fill the placeholders they name, the record fills the others.
  if (action.kind === 'edit' || action.kind === 'link') return;
  const owner = action.resource ? schemaOf(action.resource) : s;
  if (action.resource && !owner)
    return check(`${where}.resource`, action.resource, 'not a schema here');
  const op = owner?.['x-api']?.[key];
  if (!op) return;
  const filled = placeholders(op.path);
  for (const name of Object.keys(action.params ?? {}))
    if (!filled.includes(name))
      check(`${where}.params`, name, `not a placeholder of x-api.${key}.path "${op.path}"`);
  for (const name of filled) {
    if (Object.hasOwn(action.params ?? {}, name)) continue;
    const why = inRecord(name);
    if (why)
      check(where, `{${name}}`, `x-api.${key}.path needs it; no params entry fills it and ${why}`);
  }
}

function sessionField(field: string | undefined): string | undefined {
  return (SESSION_FIELDS as readonly string[]).includes(field ?? '')
    ? undefined
    : `the session has ${SESSION_FIELDS.join(', ')}, not "${field}"`;
}

function formPaths(
  s: ResourceSchema,
  schemaOf: (name: string) => ResourceSchema | undefined,
  check: Check,
  inRecord: InRecord,
  property: Property,
) {
  const form = s['x-form'];
  if (!form) return;
  const api = s['x-api'] ?? {};
  const saves = ['create', 'update'].flatMap((k) => (api[k] ? [placeholders(api[k].path)] : []));
  for (const [name, expr] of Object.entries(form.params ?? {})) {
    check(`x-form.params.${name}`, expr, sessionField(expr.split('.')[1]));
    if (saves.length && !saves.some((p) => p.includes(name)))
      check('x-form.params', name, 'not a placeholder of x-api.create.path or x-api.update.path');
  }
  for (const [name, hint] of Object.entries(form.fields ?? {})) {
    const where = `x-form.fields.${name}`;
    const target = 'resource' in hint ? schemaOf(hint.resource) : undefined;
    if (hint.widget === 'reference') {
      check(`${where}.optionLabel`, hint.optionLabel, property(target, hint.optionLabel));
      if (hint.valueField)
        check(`${where}.valueField`, hint.valueField, property(target, hint.valueField));
      if (hint.initialFrom)
        check(`${where}.initialFrom`, hint.initialFrom, inRecord(hint.initialFrom));
    } else if (hint.widget === 'employeeSearch') {
      if (target && !target['x-api']?.[hint.operation])
        check(`${where}.operation`, hint.operation, `not an x-api operation of ${hint.resource}`);
      for (const n of hint.labelFrom ?? []) check(`${where}.labelFrom`, n, property(s, n));
    }
  }
}
