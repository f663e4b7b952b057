/**
 * The migration plan: what the schemas ask of a database that holds data, as steps in plain words.
 * Pure: given the schemas, the snapshots the database keeps ("_schemaSnapshot": the shape each
 * resource was last migrated to) and the columns it has (the catalogue), it lists the steps, each
 * saying whether it loses data and which check the rows must pass first. migrationApply.ts runs the
 * checks and the steps in one transaction; migrationReport.ts prints them.
 * A table's columns are compared with its schema in migrationColumns.ts; the kinds of step are
 * listed in migrationSteps.ts.
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
import { joinTablesOf } from './joinTables.ts';
import type { ResourceSchema } from '../../shared/dialect.ts';
import { planColumns } from './migrationColumns.ts';
import type { Base, Step, StepKind } from './migrationSteps.ts';
import {
  constraintName,
  notNullEnforced,
  sameShape,
  shapeOf,
  type Scalar,
  type TableShape,
} from './schemaShape.ts';

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
