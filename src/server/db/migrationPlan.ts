/**
 * The migration plan: what the schemas ask of a database that holds data, as steps in plain words.
 * Pure: given the schemas, the snapshots the database keeps ("_schemaSnapshot": the shape each
 * resource was last migrated to) and the columns it has (the catalogue), it lists the steps, each
 * saying whether it loses data and which check the rows must pass first. migrationApply.ts runs the
 * checks and the steps in one transaction; migrationReport.ts prints them.
 *
 * The columns the database has are the truth for types (a column retyped by hand is caught); the
 * snapshot is the truth for what the schema used to say (a field removed since, a field newly
 * required, an enum changed). A database without any snapshot (every install before them) is
 * taken as it stands: nothing is reported about columns it has beyond the schemas; its first
 * snapshot is the schemas once their columns are verified.
 *
 * The database enforces every required field (NOT NULL where notNullEnforced: not for
 * `x-table.partialRows`, nor for `onDelete: SET NULL` references) and every enum (CHECK, NULL allowed) of every resource. The catalogue's
 * constraints (`notNull`, `checks`) say which exist; each table missing some gets one
 * `addConstraints` step, whose rows are checked first: a constraint an existing row breaks is left
 * out and reported with the count, never refused (those rows were accepted before). Only a field
 * newly required since the snapshot (`requireColumn`, `addColumn`) refuses the start.
 *
 * @example
 *   planMigration({ schemas, snapshots: new Map(), columns: new Map() }).steps
 *   // [{ kind: 'createTable', resource: 'skill', words: 'new resource: table "skill" created', … }, …]
 */
import type { JSONSchema7 } from 'json-schema';
import { joinTablesOf } from './joinTables.ts';
import type { ResourceSchema } from '../../shared/dialect.ts';
import {
  constraintName,
  notNullEnforced,
  sameShape,
  shapeOf,
  type ColumnShape,
  type Scalar,
  type TableShape,
} from './schemaShape.ts';
import { conversion } from './typeConversions.ts';

type Base = { resource: string; file: string; table: string; words: string; losesData: boolean };

/** One step. Adding a kind is a compile error in migrationApply.ts and migrationReport.ts until handled. */
export type Step = Base &
  (
    | { kind: 'createTable' }
    | { kind: 'keepTable' }
    | { kind: 'addColumn'; column: string; shape: ColumnShape; enforce: boolean }
    | { kind: 'renameColumn'; column: string; from: string }
    | { kind: 'keepColumn'; column: string }
    | { kind: 'dropColumn'; column: string }
    | {
        kind: 'retypeColumn';
        column: string;
        from: string;
        to: string;
        bad?: string;
        using?: string;
      }
    | { kind: 'renameEnumValues'; column: string; renames: Record<string, string> }
    | { kind: 'enforceEnum'; column: string; values: Scalar[]; enforce: boolean }
    | { kind: 'requireColumn'; column: string; fill?: Scalar; enforce: boolean }
    /** NOT NULL and CHECK the table lacks for fields and enums the rows already had. */
    | {
        kind: 'addConstraints';
        notNull: string[];
        enums: { column: string; values: Scalar[] }[];
      }
    | { kind: 'createIndex'; index: string }
    | { kind: 'dropIndex'; index: string }
    /** A new many-to-many's join table (joinTables.ts creates it in the same run). */
    | { kind: 'createJoinTable'; joins: [string, string] }
  );

export type StepKind = Step['kind'];

export type PlanInput = {
  schemas: ResourceSchema[];
  /** The stored snapshots by resource; empty on a database that has none yet. */
  snapshots: Map<string, TableShape>;
  /** The columns the database has: table → column → type (format_type). */
  columns: Map<string, Map<string, string>>;
  /** Columns the database holds NOT NULL: table → columns. Absent: every constraint is taken as present. */
  notNull?: Map<string, Set<string>>;
  /** Names of the CHECK constraints the database has (constraintName('ck', table, [column])). */
  checks?: Set<string>;
};

export type Plan = {
  steps: Step[];
  /** The shapes to store once the steps are applied: those that differ from the stored snapshot. */
  snapshots: TableShape[];
  /** Resources whose snapshot goes (their schema is gone; their table is kept). */
  forget: string[];
};

const fileOf = (resource: string) => `schemas/${resource}.schema.json`;
const list = (values: Scalar[]) => values.map((v) => JSON.stringify(v)).join(', ');
const sameValues = (a: Scalar[] | undefined, b: Scalar[] | undefined) =>
  JSON.stringify([...(a ?? [])].sort()) === JSON.stringify([...(b ?? [])].sort());

type Property = JSONSchema7 & {
  'x-renamedFrom'?: string;
  'x-enumRenamed'?: Record<string, string>;
};

export function planMigration(input: PlanInput): Plan {
  const steps: Step[] = [];
  const snapshots: TableShape[] = [];
  for (const schema of input.schemas) {
    const shape = shapeOf(schema);
    const resource = schema['x-resource'];
    const base = { resource, file: fileOf(resource), table: shape.table, losesData: false };
    const actual = input.columns.get(shape.table);
    const prior = input.snapshots.get(resource);
    if (!sameShape(prior, shape)) snapshots.push(shape);
    const enforce = schema['x-table']?.partialRows !== true;
    if (!actual) {
      steps.push({
        ...base,
        kind: 'createTable',
        words: `new resource: table "${shape.table}" created`,
      });
      continue;
    }
    const before = steps.length;
    planColumns({ schema, shape, prior, actual, enforce, base, steps });
    planConstraints(input, schema, shape, steps.slice(before), base, steps);
    if (prior) planIndexes(shape, prior, base, steps);
  }
  for (const j of joinTablesOf(input.schemas)) {
    if (input.columns.has(j.name)) continue;
    steps.push({
      resource: j.ownTable,
      file: fileOf(j.ownTable),
      table: j.name,
      losesData: false,
      kind: 'createJoinTable',
      joins: [j.ownTable, j.otherTable],
      words: `new many-to-many: join table "${j.name}" created (${j.ownTable} ↔ ${j.otherTable})`,
    });
  }
  const kept = new Set(input.schemas.map((s) => s['x-resource']));
  const forget = [...input.snapshots.keys()].filter((r) => !kept.has(r));
  for (const resource of forget) {
    const table = input.snapshots.get(resource)!.table;
    if (!input.columns.has(table)) continue;
    steps.push({
      resource,
      file: fileOf(resource),
      table,
      losesData: false,
      kind: 'keepTable',
      words: `resource "${resource}" removed from the schemas: table "${table}" kept with its data`,
    });
  }
  return { steps, snapshots, forget };
}

type ColumnsArgs = {
  schema: ResourceSchema;
  shape: TableShape;
  prior: TableShape | undefined;
  actual: Map<string, string>;
  enforce: boolean;
  base: Omit<Base, 'words'>;
  steps: Step[];
};

function planColumns({ schema, shape, prior, actual, enforce, base, steps }: ColumnsArgs) {
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

/**
 * The NOT NULL and CHECK constraints the table lacks for columns no other step of this plan
 * handles (a new column, a field newly required, a changed enum bring their own), as one step.
 */
function planConstraints(
  input: PlanInput,
  schema: ResourceSchema,
  shape: TableShape,
  own: Step[],
  base: Omit<Base, 'words'>,
  steps: Step[],
) {
  if (!input.notNull || !input.checks) return;
  const t = shape.table;
  const handled = (kind: StepKind, name: string) =>
    own.some((s) => s.kind === kind && 'column' in s && s.column === name);
  const held = input.notNull.get(t) ?? new Set<string>();
  const notNull: string[] = [];
  const enums: { column: string; values: Scalar[] }[] = [];
  for (const [name, col] of Object.entries(shape.columns)) {
    if (handled('addColumn', name)) continue;
    if (notNullEnforced(schema, name) && !held.has(name) && !handled('requireColumn', name))
      notNull.push(name);
    if (
      col.enum &&
      !input.checks.has(constraintName('ck', t, [name])) &&
      !handled('enforceEnum', name)
    )
      enums.push({ column: name, values: col.enum });
  }
  if (!notNull.length && !enums.length) return;
  const parts = [
    ...(notNull.length ? [`NOT NULL on ${notNull.map((c) => `"${c}"`).join(', ')}`] : []),
    ...(enums.length ? [`CHECK (enum) on ${enums.map((e) => `"${e.column}"`).join(', ')}`] : []),
  ];
  steps.push({
    ...base,
    kind: 'addConstraints',
    notNull,
    enums,
    words: `table "${t}" enforced by the database: ${parts.join('; ')} (where every row satisfies it)`,
  });
}

function planIndexes(
  shape: TableShape,
  prior: TableShape,
  base: Omit<Base, 'words'>,
  steps: Step[],
) {
  for (const index of shape.indexes)
    if (!prior.indexes.includes(index))
      steps.push({ ...base, kind: 'createIndex', index, words: `index "${index}" created` });
  for (const index of prior.indexes)
    if (!shape.indexes.includes(index))
      steps.push({ ...base, kind: 'dropIndex', index, words: `index "${index}" dropped` });
}
