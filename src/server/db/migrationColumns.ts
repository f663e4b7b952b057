/**
 * The plan's comparison of one table that exists with its schema, column by column
 * (migrationPlan.ts calls it per resource): a column renamed (x-renamedFrom), added, converted from
 * the type the catalogue has (typeConversions.ts), its enum values renamed (x-enumRenamed) or
 * changed, a field newly required, a column no longer in the schema dropped (x-dropped) or kept.
 * Pure, like the plan.
 */
import type { JSONSchema7 } from 'json-schema';
import type { ResourceSchema } from '../../shared/dialect.ts';
import type { Base, Step } from './migrationSteps.ts';
import { notNullEnforced, type Scalar, type TableShape } from './schemaShape.ts';
import { conversion } from './typeConversions.ts';

const list = (values: Scalar[]) => values.map((v) => JSON.stringify(v)).join(', ');
const sameValues = (a: Scalar[] | undefined, b: Scalar[] | undefined) =>
  JSON.stringify([...(a ?? [])].sort()) === JSON.stringify([...(b ?? [])].sort());

type Property = JSONSchema7 & {
  'x-renamedFrom'?: string;
  'x-enumRenamed'?: Record<string, string>;
};

type ColumnsArgs = {
  schema: ResourceSchema;
  shape: TableShape;
  prior: TableShape | undefined;
  actual: Map<string, string>;
  enforce: boolean;
  base: Omit<Base, 'words'>;
  steps: Step[];
};

export function planColumns({ schema, shape, prior, actual, enforce, base, steps }: ColumnsArgs) {
  const t = shape.table;
  const renamedAway = new Set<string>();
  for (const [name, col] of Object.entries(shape.columns)) {
    const prop = (schema.properties?.[name] ?? {}) as Property;
    const from = prop['x-renamedFrom'];
    let was = prior?.columns[name];
    let type = actual.get(name);
    if (type === undefined && from && actual.has(from) && !(from in shape.columns)) {
      renamedAway.add(from);
      was = prior?.columns[from];
      type = actual.get(from);
      steps.push({
        ...base,
        kind: 'renameColumn',
        column: name,
        from,
        words: `column "${t}.${from}" renamed to "${name}", its data with it (x-renamedFrom)`,
      });
    }
    if (type === undefined) {
      const req = col.required && enforce && notNullEnforced(schema, name);
      const fill =
        col.default !== undefined ? ` (existing rows get ${JSON.stringify(col.default)})` : '';
      steps.push({
        ...base,
        kind: 'addColumn',
        column: name,
        shape: col,
        enforce: req,
        words: `column "${t}.${name}" added, ${col.type}${col.required ? ', required' : ''}${fill}`,
      });
      if (col.enum) pushEnforceEnum(steps, base, t, name, col.enum, true);
      continue;
    }
    if (type !== col.type) {
      const c = conversion(type, col.type);
      steps.push({
        ...base,
        kind: 'retypeColumn',
        column: name,
        from: type,
        to: col.type,
        bad: c?.bad,
        using: c?.using,
        words: `column "${t}.${name}" converted from ${type} to ${col.type}${
          c ? (c.bad ? ' (every value must convert)' : '') : ' (only if it holds no value)'
        }`,
      });
    }
    const renames = prop['x-enumRenamed'];
    if (
      col.enum &&
      renames &&
      Object.keys(renames).length &&
      was &&
      !sameValues(was.enum, col.enum)
    )
      steps.push({
        ...base,
        kind: 'renameEnumValues',
        column: name,
        renames,
        words: `values of "${t}.${name}" renamed: ${Object.entries(renames)
          .map(([a, b]) => `${a} → ${b}`)
          .join(', ')}`,
      });
    // A changed enum is checked against the rows; its CHECK (NULL allowed) is replaced.
    if (col.enum && was && !sameValues(was.enum, col.enum))
      pushEnforceEnum(steps, base, t, name, col.enum, true);
    if (col.required && was && !was.required)
      steps.push({
        ...base,
        kind: 'requireColumn',
        column: name,
        fill: col.default,
        enforce: enforce && notNullEnforced(schema, name),
        words: `field "${t}.${name}" now required: every row must hold a value${
          col.default !== undefined ? ` (empty ones get ${JSON.stringify(col.default)})` : ''
        }`,
      });
  }
  const dropped = new Set(schema['x-dropped'] ?? []);
  for (const name of actual.keys()) {
    if (name === shape.idColumn || name in shape.columns || renamedAway.has(name)) continue;
    if (dropped.has(name))
      steps.push({
        ...base,
        kind: 'dropColumn',
        column: name,
        losesData: true,
        words: `column "${t}.${name}" DROPPED: its data will be lost (x-dropped)`,
      });
    else if (prior?.columns[name])
      steps.push({
        ...base,
        kind: 'keepColumn',
        column: name,
        words: `field "${name}" removed from the schema: column "${t}.${name}" kept with its data (list it in x-dropped to drop it)`,
      });
  }
}

function pushEnforceEnum(
  steps: Step[],
  base: Omit<Base, 'words'>,
  t: string,
  column: string,
  values: Scalar[],
  enforce: boolean,
) {
  steps.push({
    ...base,
    kind: 'enforceEnum',
    column,
    values,
    enforce,
    words: `"${t}.${column}" holds only ${list(values)}${enforce ? ' (checked now, then by the database)' : ''}`,
  });
}
